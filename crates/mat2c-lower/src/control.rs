//! Control flow: conditions (short-circuiting `&&`, `||`, and `&`, `|` in conditions),
//! `if`/`elseif`, `while`, `do`-`until`, `for` and `switch`.

use mat2c_diag::Span;
use mat2c_ir::{Bi, Block, Constant, InstData, Value};
use mat2c_syntax::ast::{self, BinaryOp, ExprKind};

use crate::fn_lower::{FnLower, LoopCtx};

impl<'p, 'a> FnLower<'p, 'a> {
    pub(crate) fn binary(&mut self, op: BinaryOp, a: Value, b: Value, span: Span) -> Value {
        let op = crate::operands::ir_binop(op);
        self.ins1(InstData::Binary { op, args: [a, b] }, span)
    }

    /// Lowers a condition into a branch to `t` or `e`, short-circuiting `&&`, `||` and, as
    /// MATLAB does in `if`/`while` conditions, `&` and `|`.
    pub(crate) fn cond_branch(&mut self, c: ast::ExprId, t: Block, e: Block) {
        let ast = self.ast;
        let span = ast.expr(c).span;
        if let ExprKind::Binary { op, lhs, rhs } = &ast.expr(c).kind {
            match op {
                BinaryOp::AndAnd | BinaryOp::OrOr => {
                    let mid = self.ssa.create_block();
                    if *op == BinaryOp::AndAnd {
                        self.cond_branch(*lhs, mid, e);
                    } else {
                        self.cond_branch(*lhs, t, mid);
                    }
                    self.ssa.seal(mid);
                    self.cur = Some(mid);
                    self.cond_branch(*rhs, t, e);
                    return;
                }
                BinaryOp::ElAnd | BinaryOp::ElOr => {
                    // all(a & b) is false when all(a) is; all(a | b) is true when all(a) is.
                    let a = self.expr(*lhs);
                    let ta = self.ins1(InstData::Truth { arg: a }, span);
                    let mid = self.ssa.create_block();
                    let b0 = self.block_or_dead();
                    if *op == BinaryOp::ElAnd {
                        self.ssa.brif(b0, ta, mid, e, span);
                    } else {
                        self.ssa.brif(b0, ta, t, mid, span);
                    }
                    self.ssa.seal(mid);
                    self.cur = Some(mid);
                    let b = self.expr(*rhs);
                    let both = self.binary(*op, a, b, span);
                    let tb = self.ins1(InstData::Truth { arg: both }, span);
                    let b1 = self.block_or_dead();
                    self.ssa.brif(b1, tb, t, e, span);
                    self.cur = None;
                    return;
                }
                _ => {}
            }
        }
        let v = self.expr(c);
        let tv = self.ins1(InstData::Truth { arg: v }, span);
        let b = self.block_or_dead();
        self.ssa.brif(b, tv, t, e, span);
        self.cur = None;
    }

    pub(crate) fn if_stmt(
        &mut self,
        clauses: &[(ast::ExprId, ast::Block)],
        else_body: Option<&[ast::StmtId]>,
        span: Span,
    ) {
        self.arm_chain(
            clauses,
            |l, cond, t, n| l.guarded_cond(cond, t, n),
            else_body,
            span,
        );
    }

    /// The shape `if`/`elseif`/`else` and `switch` share: each arm's test branches to its body
    /// or to the next test; every body and the fall-through (`else`/`otherwise`) reach one
    /// join block, which is dropped when nothing reaches it.
    pub(crate) fn arm_chain(
        &mut self,
        arms: &[(ast::ExprId, ast::Block)],
        mut test: impl FnMut(&mut Self, ast::ExprId, Block, Block),
        fallback: Option<&[ast::StmtId]>,
        span: Span,
    ) {
        let join = self.ssa.create_block();
        let mut reached_join = false;
        for (guard, body) in arms {
            let then_b = self.ssa.create_block();
            let next = self.ssa.create_block();
            test(self, *guard, then_b, next);
            self.ssa.seal(then_b);
            self.ssa.seal(next);
            self.cur = Some(then_b);
            self.block(body);
            if let Some(b) = self.cur {
                self.ssa.jump(b, join, span);
                reached_join = true;
            }
            self.cur = Some(next);
        }
        if let Some(body) = fallback {
            self.block(body);
        }
        if let Some(b) = self.cur {
            self.ssa.jump(b, join, span);
            reached_join = true;
        }
        self.ssa.seal(join);
        self.cur = reached_join.then_some(join);
        if !reached_join {
            // Keep the layout free of an orphan join block.
            self.ssa.func.layout.remove_block(join);
        }
    }

    pub(crate) fn while_stmt(&mut self, cond: ast::ExprId, body: &[ast::StmtId], span: Span) {
        let header = self.ssa.create_block();
        let body_b = self.ssa.create_block();
        let exit = self.ssa.create_block();
        let b = self.block_or_dead();
        self.ssa.jump(b, header, span);
        self.cur = Some(header);
        self.guarded_cond(cond, body_b, exit);
        self.ssa.seal(body_b);
        self.cur = Some(body_b);
        self.loop_body(body, header, exit, span);
        self.cur = Some(exit);
    }

    /// Lowers a loop body whose `continue` and back edge go to `header` and whose `break` goes
    /// to `exit`, then seals both: every edge into them is known afterwards.
    pub(crate) fn loop_body(
        &mut self,
        body: &[ast::StmtId],
        header: Block,
        exit: Block,
        span: Span,
    ) {
        self.loops.push(LoopCtx {
            break_to: exit,
            continue_to: header,
        });
        self.block(body);
        self.loops.pop();
        if let Some(b) = self.cur {
            self.ssa.jump(b, header, span);
        }
        self.ssa.seal(header);
        self.ssa.seal(exit);
    }

    pub(crate) fn do_until(&mut self, body: &[ast::StmtId], cond: ast::ExprId, span: Span) {
        let body_b = self.ssa.create_block();
        let test = self.ssa.create_block();
        let exit = self.ssa.create_block();
        let b = self.block_or_dead();
        self.ssa.jump(b, body_b, span);
        self.cur = Some(body_b);
        self.loops.push(LoopCtx {
            break_to: exit,
            continue_to: test,
        });
        self.block(body);
        self.loops.pop();
        if let Some(b) = self.cur {
            self.ssa.jump(b, test, span);
        }
        self.ssa.seal(test);
        self.cur = Some(test);
        self.guarded_cond(cond, exit, body_b);
        self.ssa.seal(body_b);
        self.ssa.seal(exit);
        self.cur = Some(exit);
    }

    /// `for v = expr`: `expr` is evaluated once; the loop runs over its columns (elements of a
    /// range) with a hidden counter, so assigning `v` in the body does not change iteration.
    /// As in Octave, an empty `expr` runs zero times and leaves `v` equal to `expr`.
    pub(crate) fn for_stmt(
        &mut self,
        var: ast::ExprId,
        iter: ast::ExprId,
        body: &[ast::StmtId],
        span: Span,
    ) {
        let ast = self.ast;
        let is_row_like = matches!(ast.expr(iter).kind, ExprKind::Range { .. });
        let guard = self.protect_begin(span);
        let m = self.expr(iter);
        let numel = self.ins1(
            InstData::Builtin {
                id: Bi::numel,
                args: vec![m],
            },
            span,
        );
        let n = if is_row_like {
            numel
        } else {
            // Columns of M viewed as 2-D: numel / rows. With no rows this is 0/0 = NaN, and
            // `k < NaN` is false, so an empty M runs zero times as in Octave.
            let one = self.konst(Constant::Num(1.0), span);
            let rows = self.ins1(
                InstData::Builtin {
                    id: Bi::size,
                    args: vec![m, one],
                },
                span,
            );
            self.ins1(
                InstData::Binary {
                    op: mat2c_ir::BinOp::ElRDiv,
                    args: [numel, rows],
                },
                span,
            )
        };
        self.protect_end(guard, span);
        let kvar = self.hidden_var("k");
        let zero = self.konst(Constant::Num(0.0), span);
        let pre = self.block_or_dead();
        self.ssa.def_var(kvar, pre, zero);
        let header = self.ssa.create_block();
        let body_b = self.ssa.create_block();
        let exit = self.ssa.create_block();
        self.ssa.jump(pre, header, span);
        self.cur = Some(header);
        let k = self.ssa.use_var(kvar, header);
        let more = self.ins1(
            InstData::Binary {
                op: mat2c_ir::BinOp::Lt,
                args: [k, n],
            },
            span,
        );
        self.ssa.brif(header, more, body_b, exit, span);
        self.ssa.seal(body_b);
        self.cur = Some(body_b);
        let one = self.konst(Constant::Num(1.0), span);
        let k1 = self.ins1(
            InstData::Binary {
                op: mat2c_ir::BinOp::Add,
                args: [k, one],
            },
            span,
        );
        self.ssa.def_var(kvar, body_b, k1);
        let elem = if is_row_like {
            self.ins1(
                InstData::Index {
                    base: m,
                    subs: vec![k1],
                },
                span,
            )
        } else {
            let colon = self.konst(Constant::Colon, span);
            self.ins1(
                InstData::Index {
                    base: m,
                    subs: vec![colon, k1],
                },
                span,
            )
        };
        self.store(var, elem, false, span);
        self.loop_body(body, header, exit, span);
        // After zero iterations (the counter is still 0 on the way out) `v` is `expr` itself.
        self.cur = Some(exit);
        let kx = self.ssa.use_var(kvar, exit);
        let zero = self.konst(Constant::Num(0.0), span);
        let none = self.ins1(
            InstData::Binary {
                op: mat2c_ir::BinOp::Eq,
                args: [kx, zero],
            },
            span,
        );
        let empty_b = self.ssa.create_block();
        let join = self.ssa.create_block();
        self.ssa.brif(exit, none, empty_b, join, span);
        self.ssa.seal(empty_b);
        self.cur = Some(empty_b);
        // The assignments table (for the report) lists what the loop assigns per iteration,
        // not this store of an empty loop.
        let listed = self.ssa.func.assigns.len();
        self.store(var, m, false, span);
        self.ssa.func.assigns.truncate(listed);
        self.ssa.jump(empty_b, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
    }

    pub(crate) fn switch_stmt(
        &mut self,
        subject: ast::ExprId,
        cases: &[(ast::ExprId, ast::Block)],
        otherwise: Option<&[ast::StmtId]>,
        span: Span,
    ) {
        let s = self.protect(span, |l| l.expr(subject));
        let test = |l: &mut Self, val, t, n| {
            let m = l.protect(span, |l2| l2.case_match(s, val));
            let b = l.block_or_dead();
            l.ssa.brif(b, m, t, n, span);
        };
        self.arm_chain(cases, test, otherwise, span);
    }

    /// A logical scalar: does case value `val` match the switch subject `s`? A cell of values
    /// matches when any element does. Strings compare with `strcmp`, numbers with `==`.
    pub(crate) fn case_match(&mut self, s: Value, val: ast::ExprId) -> Value {
        let ast = self.ast;
        let span = ast.expr(val).span;
        let elems: Vec<ast::ExprId> = match &ast.expr(val).kind {
            ExprKind::Cell { rows } => rows.iter().flatten().copied().collect(),
            _ => vec![val],
        };
        let mut acc: Option<Value> = None;
        for e in elems {
            let v = self.expr(e);
            let m = self.ins1(
                InstData::Builtin {
                    id: Bi::switch_case_matches,
                    args: vec![s, v],
                },
                span,
            );
            acc = Some(match acc {
                None => m,
                Some(a) => self.ins1(
                    InstData::Binary {
                        op: mat2c_ir::BinOp::Or,
                        args: [a, m],
                    },
                    span,
                ),
            });
        }
        match acc {
            Some(a) => a,
            None => self.konst(Constant::Bool(false), span),
        }
    }
}
