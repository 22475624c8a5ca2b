//! Statement dispatch: each statement kind to the module that lowers it; expression
//! statements (`ans`, display, comma lists) and command syntax.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, BinaryOp, ExprKind, StmtKind};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;
use crate::resolve::NameKind;

impl<'p, 'a> FnLower<'p, 'a> {
    /// After a statement call of a `varargout`-only function: `ans` is its first element when
    /// it returned any (the last one of a comma list statement when `last`).
    pub(crate) fn stmt_varargout(&mut self, cell: Value, print: bool, last: bool, span: Span) {
        let n = self.ins1(
            InstData::Builtin {
                id: Bi::numel,
                args: vec![cell],
            },
            span,
        );
        let zero = self.konst(Constant::Num(0.0), span);
        let any = self.ins1(
            InstData::Binary {
                op: mat2c_ir::BinOp::Gt,
                args: [n, zero],
            },
            span,
        );
        let b = self.block_or_dead();
        let then_b = self.ssa.create_block();
        let join = self.ssa.create_block();
        self.ssa.brif(b, any, then_b, join, span);
        self.ssa.seal(then_b);
        self.cur = Some(then_b);
        let one = self.konst(Constant::Num(1.0), span);
        let at = if last { n } else { one };
        let v = self.ins1(
            InstData::Builtin {
                id: Bi::pct_vout,
                args: vec![cell, at, one, one],
            },
            span,
        );
        self.def("ans", v, span);
        if print {
            self.display("ans", v, span);
        }
        self.ssa.jump(then_b, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
    }

    /// A statement `x(args)` indexing a variable may call a handle the variable holds, and a
    /// handle whose target gives nothing sets no `ans` (which keeps its value): `ans` is
    /// set under `@gives(x, args...)`, which the handle pass folds to a constant (`true`
    /// for arrays and handles that give a value).
    fn gives_guard(&mut self, v: Value, span: Span) -> Option<Value> {
        let dfg = &self.ssa.func.dfg;
        let args = match &dfg.insts[dfg.defining_inst(v)?] {
            InstData::Index { base, subs } => {
                let mut a = vec![*base];
                a.extend_from_slice(subs);
                a
            }
            InstData::Builtin {
                id: Bi::at_call,
                args,
            } => args.clone(),
            _ => return None,
        };
        Some(self.ins1(
            InstData::Builtin {
                id: Bi::at_gives,
                args,
            },
            span,
        ))
    }

    pub(crate) fn block(&mut self, body: &[ast::StmtId]) {
        for &s in body {
            if self.cur.is_none() {
                // Code after break/continue/return never runs.
                break;
            }
            self.stmt(s);
        }
    }

    pub(crate) fn stmt(&mut self, s: ast::StmtId) {
        let ast = self.ast;
        let span = ast.stmt(s).span;
        if !self.prot.tries.is_empty() && crate::protect::is_simple(&ast.stmt(s).kind) {
            return self.protect(span, |l| l.stmt_unprotected(s));
        }
        self.stmt_unprotected(s)
    }

    pub(crate) fn stmt_unprotected(&mut self, s: ast::StmtId) {
        let ast = self.ast;
        let span = ast.stmt(s).span;
        if let Some(what) = crate::clear_forms::parse(ast, s) {
            let at_start = self.at_script_start(s);
            return self.clear_stmt(what, at_start, span);
        }
        if let Some((name, args)) = crate::clear_forms::session_call(ast, s)
            && let StmtKind::Expr { expr, .. } = &ast.stmt(s).kind
            && self.ident_unresolved(*expr)
        {
            return self.command_named(name, &args, span);
        }
        match &ast.stmt(s).kind {
            StmtKind::Expr { expr, print } => self.expr_stmt(*expr, *print, span),
            StmtKind::Assign {
                lhs,
                rhs,
                multi,
                print,
            } => {
                if *multi || lhs.len() > 1 {
                    self.multi_assign(lhs, *rhs, *print, span);
                } else {
                    self.assign(lhs[0], *rhs, *print, span);
                }
            }
            StmtKind::OpAssign {
                lhs,
                op,
                rhs,
                print,
            } => {
                // Octave evaluates the right side first (`a *= ++a` is 16 from 3).
                let r = self.expr(*rhs);
                let old = self.expr(*lhs);
                let v = self.binary(*op, old, r, span);
                self.store(*lhs, v, *print, span);
            }
            StmtKind::IncDec {
                target,
                increment,
                print,
            } => {
                let old = self.expr(*target);
                let one = self.konst(Constant::Num(1.0), span);
                let op = if *increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let v = self.binary(op, old, one, span);
                self.store(*target, v, *print, span);
            }
            StmtKind::If { clauses, else_body } => {
                self.if_stmt(clauses, else_body.as_deref(), span)
            }
            StmtKind::For {
                var,
                iter,
                body,
                parallel,
            } => {
                if *parallel {
                    self.parfor_stmt(*var, *iter, body, span)
                } else {
                    self.for_stmt(*var, *iter, body, span)
                }
            }
            StmtKind::While { cond, body } => self.while_stmt(*cond, body, span),
            StmtKind::DoUntil { body, cond } => self.do_until(body, *cond, span),
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => self.switch_stmt(*subject, cases, otherwise.as_deref(), span),
            StmtKind::Break | StmtKind::Continue => {
                let Some(lp) = self.loops.last() else {
                    let what = if matches!(ast.stmt(s).kind, StmtKind::Break) {
                        "`break`"
                    } else {
                        "`continue`"
                    };
                    self.error(Diagnostic::error(
                        codes::E0206,
                        span,
                        format!("{what} outside a loop"),
                    ));
                    return;
                };
                let to = if matches!(ast.stmt(s).kind, StmtKind::Break) {
                    lp.break_to
                } else {
                    lp.continue_to
                };
                self.run_unwinds(false);
                let b = self.block_or_dead();
                self.ssa.jump(b, to, span);
                self.cur = None;
            }
            StmtKind::Return => {
                self.run_unwinds(true);
                let b = self.block_or_dead();
                self.emit_return(b, span);
            }
            StmtKind::Global { names } | StmtKind::Persistent { names } => {
                self.declaration(names, span)
            }
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => self.try_stmt(body, catch_var.as_ref(), catch_body, span),
            StmtKind::UnwindProtect { body, cleanup } => {
                self.unwind_protect_stmt(body, cleanup, span)
            }
            StmtKind::Command { name, args } => self.command(name, args, span),
            StmtKind::Error => {}
        }
    }

    /// Command syntax. Commands that only affect an interactive session are accepted and do
    /// nothing; the rest are reported.
    pub(crate) fn command(&mut self, name: &ast::Ident, args: &[String], span: Span) {
        self.command_named(&name.name, args, span)
    }

    /// True when the name at the root of expression statement `e` was left unresolved (a
    /// session command, not a variable).
    pub(crate) fn ident_unresolved(&self, e: ast::ExprId) -> bool {
        let base = match &self.ast.expr(e).kind {
            ExprKind::Index { base, .. } => *base,
            _ => e,
        };
        self.res.kinds[base].is_none()
    }

    pub(crate) fn command_named(&mut self, name: &str, args: &[String], span: Span) {
        let bi = mat2c_builtins::id_of(name);
        if bi == Some(Bi::format) {
            return self.format_command(args, span);
        }
        if bi == Some(Bi::warning) {
            // `warning off id` is `warning('off', 'id')`.
            let vals = args
                .iter()
                .map(|a| self.konst(Constant::Str(a.clone().into()), span))
                .collect();
            self.ins(
                InstData::Builtin {
                    id: Bi::warning,
                    args: vals,
                },
                0,
                span,
            );
            return;
        }
        let harmless = matches!(
            name,
            "clc" | "more" | "close" | "figure" | "hold" | "drawnow" | "pkg"
        );
        let unknown = !mat2c_builtins::is_builtin(name)
            && self.prog.find(self.key.unit, name).is_none()
            && !mat2c_builtins::octave_knows(name);
        if unknown {
            // Octave raises "'x' undefined" when the command runs.
            return self.raise_undefined(name, span);
        }
        if !harmless {
            self.unsupported(
                span,
                &format!("the command `{} {}`", name, args.join(" ")).replace("` ", "`"),
            );
        }
    }

    pub(crate) fn expr_stmt(&mut self, e: ast::ExprId, print: bool, span: Span) {
        let ast = self.ast;
        if self.map_stmt(e, print, span) {
            return;
        }
        // A bare variable: display it under its own name, no `ans`.
        if let ExprKind::Ident(id) = &ast.expr(e).kind
            && matches!(self.res.kinds[e], Some(NameKind::Var { .. }))
        {
            let v = self.expr(e);
            if print {
                self.display(&id.name, v, span);
            }
            return;
        }
        if let Some(row) = self.stmt_cs_list(e) {
            // A comma list statement shows every value; `ans` is the last one.
            if print {
                self.ins(
                    InstData::Builtin {
                        id: Bi::pct_show_cs,
                        args: vec![row],
                    },
                    0,
                    span,
                );
            }
            self.stmt_varargout(row, false, true, span);
            return;
        }
        let vals = self.expr_n(e, Nargout::Statement);
        if let Some(cell) = self.signals.stmt_vout.take() {
            self.stmt_varargout(cell, print, false, span);
            return;
        }
        let cond = self
            .signals
            .stmt_cond
            .take()
            .or_else(|| vals.first().and_then(|&v| self.gives_guard(v, span)));
        if let Some(&v) = vals.first() {
            let join = cond.map(|c| {
                let b = self.block_or_dead();
                let then_b = self.ssa.create_block();
                let join = self.ssa.create_block();
                self.ssa.brif(b, c, then_b, join, span);
                self.ssa.seal(then_b);
                self.cur = Some(then_b);
                join
            });
            self.def("ans", v, span);
            if print {
                self.display("ans", v, span);
            }
            if let Some(join) = join {
                let b = self.block_or_dead();
                self.ssa.jump(b, join, span);
                self.ssa.seal(join);
                self.cur = Some(join);
            }
        }
    }
}
