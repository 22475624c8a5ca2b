//! `try`/`catch`.
//!
//! Every statement of a `try` block (and every condition, `switch` subject and `for` range of
//! a compound statement in it) runs as one *protected region*:
//!
//! ```text
//!     c = try_enter                      ; pushes a handler (setjmp in C)
//!     brif c, handler, region
//! region:
//!     ...the statement...
//!     try_exit next, handler handler     ; pops it
//! ```
//!
//! An error raised inside the region comes back to `try_enter` with `c` true. The `try_exit`
//! edge to the handler is never taken; it makes every value the handler reads live through
//! the region, so the storage allocator never reuses that storage inside it.
//!
//! Variables the `try` block may assign reach the catch block through memory: before the
//! block each is stored to a per-frame spill cell, every assignment inside it stores the new
//! value, and the handler reloads them. A statement that fails assigns nothing, so the catch
//! block sees each variable as the last completed statement left it. Variables the block
//! never assigns keep one SSA value, which the handler reads directly (the `try_exit`
//! edges keep its storage intact).

use indexmap::IndexSet;
use mat2c_diag::Span;
use mat2c_ir::{Bi, Block, BlockCall, Cell, CellKind, Constant, InstData, Value};
use mat2c_syntax::ast::{self, StmtKind};

use crate::fn_lower::{FnLower, TryCtx, UnwindCtx};

pub(crate) fn local(name: &str) -> Cell {
    Cell {
        kind: CellKind::Local,
        name: name.to_string(),
    }
}

/// Does `body` contain a `break`, `continue` or `return` (at any depth)?
fn jumps_out(ast: &ast::Ast, body: &[ast::StmtId]) -> bool {
    body.iter().any(|&s| match &ast.stmt(s).kind {
        StmtKind::Break | StmtKind::Continue | StmtKind::Return => true,
        StmtKind::If { clauses, else_body } => {
            clauses.iter().any(|(_, b)| jumps_out(ast, b))
                || else_body.as_ref().is_some_and(|b| jumps_out(ast, b))
        }
        StmtKind::Switch {
            cases, otherwise, ..
        } => {
            cases.iter().any(|(_, b)| jumps_out(ast, b))
                || otherwise.as_ref().is_some_and(|b| jumps_out(ast, b))
        }
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoUntil { body, .. } => jumps_out(ast, body),
        StmtKind::Try {
            body, catch_body, ..
        } => jumps_out(ast, body) || jumps_out(ast, catch_body),
        StmtKind::UnwindProtect { body, cleanup } => {
            jumps_out(ast, body) || jumps_out(ast, cleanup)
        }
        _ => false,
    })
}

/// Is this statement run as one protected region when inside a `try` block?
pub(crate) fn is_simple(kind: &StmtKind) -> bool {
    matches!(
        kind,
        StmtKind::Expr { .. }
            | StmtKind::Assign { .. }
            | StmtKind::OpAssign { .. }
            | StmtKind::IncDec { .. }
            | StmtKind::Command { .. }
    )
}

impl<'a> FnLower<'_, 'a> {
    /// Runs `f` as a protected region of the innermost `try` block (directly when there is
    /// none).
    pub(crate) fn protect<T>(&mut self, span: Span, f: impl FnOnce(&mut Self) -> T) -> T {
        let guard = self.protect_begin(span);
        let r = f(self);
        self.protect_end(guard, span);
        r
    }

    /// Opens a protected region of the innermost `try` block; returns its handler.
    pub(crate) fn protect_begin(&mut self, span: Span) -> Option<Block> {
        let h = self.prot.tries.last().map(|t| t.handler)?;
        let b = self.block_or_dead();
        let c = self.ins1(InstData::TryEnter, span);
        let region = self.ssa.create_block();
        self.ssa.brif(b, c, h, region, span);
        self.ssa.seal(region);
        self.cur = Some(region);
        Some(h)
    }

    /// Closes the region [`FnLower::protect_begin`] opened.
    pub(crate) fn protect_end(&mut self, guard: Option<Block>, span: Span) {
        let Some(h) = guard else { return };
        if let Some(end) = self.cur {
            let next = self.ssa.create_block();
            self.ssa.terminate(
                end,
                InstData::TryExit {
                    next: BlockCall {
                        block: next,
                        args: vec![],
                    },
                    handler: BlockCall {
                        block: h,
                        args: vec![],
                    },
                },
                span,
            );
            self.ssa.seal(next);
            self.cur = Some(next);
        }
    }

    /// A branch on condition `c` to `t` or `e`; inside a `try` block the condition is
    /// evaluated in a protected region first.
    pub(crate) fn guarded_cond(&mut self, c: ast::ExprId, t: Block, e: Block) {
        if self.prot.tries.is_empty() {
            return self.cond_branch(c, t, e);
        }
        let span = self.ast.expr(c).span;
        let v = self.protect(span, |l| l.cond_value(c));
        let b = self.block_or_dead();
        self.ssa.brif(b, v, t, e, span);
        self.cur = None;
    }

    /// The truth of an `if`/`while` condition as a logical value (same short-circuits).
    fn cond_value(&mut self, c: ast::ExprId) -> Value {
        let span = self.ast.expr(c).span;
        let r = self.hidden_var("cv");
        let tb = self.ssa.create_block();
        let eb = self.ssa.create_block();
        let j = self.ssa.create_block();
        self.cond_branch(c, tb, eb);
        self.ssa.seal(tb);
        self.ssa.seal(eb);
        for (b, val) in [(tb, true), (eb, false)] {
            self.cur = Some(b);
            let v = self.konst(Constant::Bool(val), span);
            self.ssa.def_var(r, b, v);
            self.ssa.jump(b, j, span);
        }
        self.ssa.seal(j);
        self.cur = Some(j);
        self.ssa.use_var(r, j)
    }

    /// Records an assignment of `name` for the enclosing `try` blocks.
    pub(crate) fn spill_def(&mut self, name: &str, v: Value) {
        if !self.prot.tries.iter().any(|t| t.tracked.contains(name)) {
            return;
        }
        let span = crate::program::no_span(self.ast);
        self.ins(
            InstData::Store {
                cell: local(name),
                arg: v,
            },
            0,
            span,
        );
        for t in &mut self.prot.tries {
            if t.tracked.contains(name) {
                t.stored.insert(name.to_string());
            }
        }
    }

    pub(crate) fn try_stmt(
        &mut self,
        body: &[ast::StmtId],
        catch_var: Option<&ast::Ident>,
        catch_body: &[ast::StmtId],
        span: Span,
    ) {
        self.guarded(body, span, |l, err| {
            if let Some(cv) = catch_var {
                l.def(&cv.name, err, cv.span);
            }
            l.block(catch_body);
        });
    }

    /// `unwind_protect body unwind_protect_cleanup cleanup end`: the cleanup runs after the
    /// body, and when the body raises an error, before the error goes on (`rethrow`).
    /// `break`, `continue` and `return` leaving the body run the cleanup before they jump
    /// (a copy of it at each); inside the cleanup they are not supported.
    pub(crate) fn unwind_protect_stmt(
        &mut self,
        body: &'a [ast::StmtId],
        cleanup: &'a [ast::StmtId],
        span: Span,
    ) {
        if jumps_out(self.ast, cleanup) {
            return self.unsupported(
                span,
                "`break`, `continue` and `return` inside `unwind_protect_cleanup` blocks",
            );
        }
        self.prot.unwinds.push(UnwindCtx {
            cleanup,
            loops: self.loops.len(),
            tries: self.prot.tries.len(),
        });
        self.guarded(body, span, |l, err| {
            l.prot.unwinds.pop();
            l.block(cleanup);
            if l.cur.is_some() {
                // An enclosing `try` catches the error again.
                l.protect(span, |l2| {
                    l2.ins(
                        InstData::Builtin {
                            id: Bi::rethrow,
                            args: vec![err],
                        },
                        0,
                        span,
                    )
                });
                // `rethrow` does not return; the block still needs a terminator.
                let outs = l.out.names.clone();
                let vals = outs.iter().map(|o| l.read(o)).collect();
                let b = l.block_or_dead();
                l.ssa.terminate(b, InstData::Return { vals }, span);
                l.cur = None;
            }
        });
        if self.cur.is_some() {
            self.block(cleanup);
        }
    }

    /// Before a `break`/`continue` (`all` false: the `unwind_protect` blocks inside the
    /// innermost loop) or a `return` (`all`): runs the cleanups of the blocks the jump
    /// leaves, innermost first, each outside the handlers of what it leaves.
    pub(crate) fn run_unwinds(&mut self, all: bool) {
        let mut k = self.prot.unwinds.len();
        while k > 0 && self.cur.is_some() {
            let u = &self.prot.unwinds[k - 1];
            if !all && u.loops != self.loops.len() {
                break;
            }
            let (cleanup, tries) = (u.cleanup, u.tries);
            // The copy runs where the block has been left: its handler and the blocks
            // inside it are not active.
            let inner_unwinds = self.prot.unwinds.split_off(k - 1);
            let inner_tries = self.prot.tries.split_off(tries.min(self.prot.tries.len()));
            self.block(cleanup);
            self.prot.tries.extend(inner_tries);
            self.prot.unwinds.extend(inner_unwinds);
            k -= 1;
        }
    }

    /// Lowers `body` as a `try` block whose handler runs `on_error` with the caught error.
    fn guarded(
        &mut self,
        body: &[ast::StmtId],
        span: Span,
        on_error: impl FnOnce(&mut Self, Value),
    ) {
        // The variables the try block may assign (with their definedness flags) go through
        // spill cells; the others keep one value, which the handler reads directly.
        let mut names = IndexSet::new();
        crate::resolve::assigned_names(self.ast, &body.to_vec(), &mut names);
        names.insert("ans".to_string());
        let mut tracked = IndexSet::new();
        for n in names {
            if self.mem_var(&n).is_some() {
                continue;
            }
            if let Some(&flag) = self.flags.get(&n) {
                tracked.insert(self.ssa.var_name(flag).to_string());
            }
            tracked.insert(n);
        }
        let pre = self.block_or_dead();
        let mut stored = IndexSet::new();
        for name in &tracked {
            let var = self.ssa.var(name);
            let v = self.ssa.use_var(var, pre);
            let undef = self
                .ssa
                .func
                .dfg
                .defining_inst(v)
                .is_some_and(|i| matches!(self.ssa.func.dfg.insts[i], InstData::Undef { .. }));
            if undef {
                continue;
            }
            self.ssa.ins(
                pre,
                InstData::Store {
                    cell: local(name),
                    arg: v,
                },
                0,
                span,
            );
            stored.insert(name.clone());
        }
        for t in &mut self.prot.tries {
            t.stored.extend(stored.iter().cloned());
        }
        let handler = self.ssa.create_block();
        self.prot.tries.push(TryCtx {
            handler,
            tracked,
            stored,
        });
        self.block(body);
        let ctx = self.prot.tries.pop();
        let after_try = self.cur;
        self.ssa.seal(handler);
        self.cur = Some(handler);
        let err = self.ins1(InstData::Caught, span);
        for name in ctx.map(|c| c.stored).unwrap_or_default() {
            let v = self.ins1(InstData::Load { cell: local(&name) }, span);
            let var = self.ssa.var(&name);
            self.ssa.def_var(var, handler, v);
        }
        on_error(self, err);
        let after_catch = self.cur;
        let preds: Vec<Block> = [after_try, after_catch].into_iter().flatten().collect();
        if preds.is_empty() {
            self.cur = None;
            return;
        }
        let join = self.ssa.create_block();
        for b in preds {
            self.ssa.jump(b, join, span);
        }
        self.ssa.seal(join);
        self.cur = Some(join);
    }
}
