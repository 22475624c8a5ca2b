//! Lowering of statements and control flow.

use indexmap::IndexMap;
use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, Block, Constant, Function, InstData, Value};
use mat2c_syntax::ast::{self, Ast, BinaryOp, ExprKind, Param, StmtKind};

use crate::NameKind;
use crate::expr::Nargout;
use crate::resolve::Resolution;
use crate::ssa::{SsaBuilder, Var};
use crate::{FnKey, ProgramCtx};

/// Targets of `break` and `continue` for the innermost loop.
pub(crate) struct LoopCtx {
    pub(crate) break_to: Block,
    pub(crate) continue_to: Block,
}

/// State while lowering one function body.
pub(crate) struct FnLower<'p, 'a> {
    pub(crate) prog: &'p mut ProgramCtx<'a>,
    pub(crate) key: FnKey,
    pub(crate) ast: &'a Ast,
    pub(crate) res: Resolution,
    pub(crate) ssa: SsaBuilder,
    /// The block being filled; `None` after `break`/`continue`/`return` (dead code follows).
    pub(crate) cur: Option<Block>,
    pub(crate) loops: Vec<LoopCtx>,
    /// (base value, subscript position, subscript count) for `end` inside an index.
    pub(crate) end_ctx: Vec<(Value, u32, u32)>,
    /// The function's outputs.
    pub(crate) out: Outputs,
    /// Definedness flags (logical SSA variables) of the variables that may be read while
    /// undefined, and of the outputs; checked at run time where needed.
    pub(crate) flags: IndexMap<String, Var>,
    flag_true: Option<Value>,
    hidden: u32,
    /// `try`/`catch` and `unwind_protect` state.
    pub(crate) prot: Protect<'a>,
    /// Names declared `global` or `persistent` in this function.
    pub(crate) mem_vars: IndexMap<String, mat2c_ir::CellKind>,
    /// What the statement being lowered and the call on its right-hand side tell each other.
    pub(crate) signals: CallSignals,
}

/// The outputs of the function being lowered.
#[derive(Default)]
pub(crate) struct Outputs {
    pub(crate) names: Vec<String>,
    /// Where each output is named in the function header, for Octave's message.
    spans: Vec<Span>,
    /// Lowering an anonymous function's body, whose outputs are only known at its end.
    anon: bool,
    /// The function has the hidden `nargout` input: outputs past the first are checked only
    /// when the caller asks for them.
    has_nargout: bool,
}

/// The protected regions around the code being lowered (see `protect.rs`).
#[derive(Default)]
pub(crate) struct Protect<'a> {
    /// Enclosing `try` blocks, innermost last.
    pub(crate) tries: Vec<crate::protect::TryCtx>,
    /// Enclosing `unwind_protect` bodies, innermost last.
    pub(crate) unwinds: Vec<crate::protect::UnwindCtx<'a>>,
    /// Names bound by `catch err` in this function.
    pub(crate) err_vars: indexmap::IndexSet<String>,
}

/// Signals between a statement and the call it lowers (an expression statement, a multiple
/// assignment), beyond the call's results: each is set on one side and taken on the other
/// right after the call.
#[derive(Default)]
pub(crate) struct CallSignals {
    /// Set by a statement call of a function with only `varargout`: its `varargout` cell,
    /// whose first element (if any) becomes `ans`.
    pub(crate) stmt_vout: Option<Value>,
    /// Set by an expression statement's call whose result exists only when this logical
    /// scalar holds (`cellfun(@f, {})` as a statement sets no `ans`).
    pub(crate) stmt_cond: Option<Value>,
    /// Set while a multiple assignment lowers its right-hand side: a call then leaves the
    /// results past the fixed outputs in its `varargout` cell (`vout_pending`: the cell and
    /// the number of fixed results returned).
    pub(crate) defer_vout: bool,
    pub(crate) vout_pending: Option<(Value, usize)>,
}

impl<'p, 'a> FnLower<'p, 'a> {
    /// Fresh lowering state for the body of `func` (unit and function of `key`).
    fn new(prog: &'p mut ProgramCtx<'a>, key: FnKey, res: Resolution, func: Function) -> Self {
        let ast = prog.units[key.unit].ast;
        FnLower {
            prog,
            key,
            ast,
            res,
            ssa: SsaBuilder::new(func),
            cur: None,
            loops: Vec::new(),
            end_ctx: Vec::new(),
            out: Outputs::default(),
            flags: IndexMap::new(),
            flag_true: None,
            hidden: 0,
            prot: Protect::default(),
            mem_vars: IndexMap::new(),
            signals: CallSignals::default(),
        }
    }
}

pub(crate) fn lower_function<'a>(
    prog: &mut ProgramCtx<'a>,
    key: FnKey,
    res: Resolution,
    func: Function,
) -> Function {
    let ast = prog.units[key.unit].ast;
    let afunc = key.func.map(|i| &ast.functions[i]);
    let mut l = FnLower::new(prog, key, res, func);
    {
        let body = afunc.map_or(&ast.script[..], |f| &f.body[..]);
        FnLower::catch_vars(ast, body, &mut l.prot.err_vars);
        crate::memvars::collect(ast, body, &mut l.mem_vars);
    }
    let entry = l.ssa.entry();
    l.cur = Some(entry);
    // Names read somewhere while possibly undefined get a definedness flag, false at entry.
    let mut flagged: Vec<String> = Vec::new();
    for (e, k) in l.res.kinds.iter() {
        // (`exist('x')` asks about a name in a string.)
        let name = match &ast.expr(e).kind {
            ExprKind::Ident(id) => &id.name,
            ExprKind::String { value, .. } => value,
            _ => continue,
        };
        if let Some(NameKind::Var { maybe_undef: true }) = k
            && !flagged.contains(name)
        {
            flagged.push(name.clone());
        }
    }
    if let Some(f) = afunc {
        for p in &f.outputs {
            if let Param::Name(id) = p {
                l.out.spans.push(id.span);
                if !flagged.contains(&id.name) {
                    flagged.push(id.name.clone());
                }
            } else if let Param::Tilde(sp) = p {
                l.out.spans.push(*sp);
            }
        }
    }
    if !flagged.is_empty() {
        // One `true` for every assignment, so φs of flags that are true on every path are
        // trivial and the checks fold away.
        let no = l.konst(Constant::Bool(false), crate::no_span(ast));
        l.flag_true = Some(l.konst(Constant::Bool(true), crate::no_span(ast)));
        for name in flagged {
            let var = l.hidden_var("def");
            l.ssa.def_var(var, entry, no);
            l.flags.insert(name, var);
        }
    }
    let body: &'a [ast::StmtId] = match afunc {
        Some(f) => {
            let sig = crate::varargs::Signature::of(ast, f, &l.prog.fewest_args);
            let mut params = Vec::new();
            for p in &f.inputs[..sig.fixed_in] {
                let v = l.ssa.func.dfg.append_block_param(entry);
                if let Param::Name(id) = p {
                    let var = l.ssa.var(&id.name);
                    l.ssa.def_var(var, entry, v);
                    // An output named like an input is defined from the start.
                    if let (Some(&flag), Some(yes)) = (l.flags.get(&id.name), l.flag_true) {
                        l.ssa.def_var(flag, entry, yes);
                    }
                    params.push(id.name.clone());
                } else {
                    params.push(String::new());
                }
            }
            for (hidden, present) in [
                ("varargin", sig.varargin),
                ("nargin", sig.nargin),
                ("nargout", sig.nargout),
            ] {
                if present {
                    let v = l.ssa.func.dfg.append_block_param(entry);
                    let var = l.ssa.var(hidden);
                    l.ssa.def_var(var, entry, v);
                }
            }
            if sig.nargin {
                l.optional_inputs(&params, f.span);
            }
            l.out.has_nargout = sig.nargout;
            if sig.varargout {
                // An empty cell until assigned: a caller asking for a missing element gets
                // Octave's "undefined in return list" from `%vout`.
                let empty = l.ins1(
                    InstData::Builtin {
                        id: Bi::cell,
                        args: vec![],
                    },
                    f.span,
                );
                l.def("varargout", empty);
            }
            l.out.names = f.outputs.iter().map(crate::param_name).collect();
            if !f.nested.is_empty() {
                l.unsupported(f.nested[0].name.span, "nested functions");
            }
            &f.body
        }
        None => &ast.script,
    };
    l.block(body);
    if let Some(b) = l.cur {
        let span = afunc.map_or(crate::no_span(ast), |f| f.span);
        l.emit_return(b, span);
    }
    l.ssa.finish()
}

/// Lowers the body of an anonymous function as a function of its parameters followed by
/// the variables it captures (`inputs`); it has one output, or none when the body is a call
/// that produces no value (`@() disp(x)`), or `nargout` outputs of a call body when given
/// (`[m, i] = h(v)` with `h = @(v) max(v)`).
pub(crate) fn lower_anon<'a>(
    prog: &mut ProgramCtx<'a>,
    key: FnKey,
    res: Resolution,
    mut func: Function,
    inputs: &[String],
    body: ast::ExprId,
    nargout: Option<usize>,
) -> Function {
    let ast = prog.units[key.unit].ast;
    func.input_names = inputs.to_vec();
    let mut l = FnLower::new(prog, key, res, func);
    l.out.anon = true;
    let entry = l.ssa.entry();
    l.cur = Some(entry);
    for name in inputs {
        let v = l.ssa.func.dfg.append_block_param(entry);
        let var = l.ssa.var(name);
        l.ssa.def_var(var, entry, v);
    }
    let span = ast.expr(body).span;
    let vals = match nargout {
        Some(k) => l.expr_n(body, Nargout::Exactly(k)),
        None => l
            .expr_n(body, Nargout::Statement)
            .into_iter()
            .take(1)
            .collect(),
    };
    l.ssa.func.output_names = match vals.len() {
        1 => vec!["ans".to_string()],
        n => (1..=n).map(|i| format!("ans{i}")).collect(),
    };
    let b = l.block_or_dead();
    l.ssa.terminate(b, InstData::Return { vals }, span);
    l.ssa.finish()
}

impl<'p, 'a> FnLower<'p, 'a> {
    pub(crate) fn error(&mut self, d: Diagnostic) {
        self.prog.diags.push(d);
    }

    pub(crate) fn unsupported(&mut self, span: Span, what: &str) {
        self.error(
            Diagnostic::error(
                codes::E0601,
                span,
                format!("{what} are not supported by mat2c yet"),
            )
            .with_label_message("unsupported here"),
        );
    }

    /// A fresh internal variable (never visible to the user).
    pub(crate) fn hidden_var(&mut self, what: &str) -> Var {
        self.hidden += 1;
        let name = format!("\0{what}{}", self.hidden);
        self.ssa.var(&name)
    }

    pub(crate) fn konst(&mut self, c: Constant, span: Span) -> Value {
        let b = self.block_or_dead();
        let i = self.ssa.ins(b, InstData::Const(c), 1, span);
        self.ssa.func.dfg.first_result(i)
    }

    /// The current block; in dead code a fresh unreachable block (sealed, no predecessors).
    pub(crate) fn block_or_dead(&mut self) -> Block {
        match self.cur {
            Some(b) => b,
            None => {
                let b = self.ssa.create_block();
                self.ssa.seal(b);
                self.cur = Some(b);
                b
            }
        }
    }

    pub(crate) fn ins(&mut self, data: InstData, nres: usize, span: Span) -> Vec<Value> {
        let b = self.block_or_dead();
        let i = self.ssa.ins(b, data, nres, span);
        self.ssa.func.dfg.inst_results(i).to_vec()
    }

    pub(crate) fn ins1(&mut self, data: InstData, span: Span) -> Value {
        self.ins(data, 1, span)[0]
    }

    pub(crate) fn def(&mut self, name: &str, v: Value) {
        if let Some(kind) = self.mem_var(name) {
            return self.store_mem(name, kind, v);
        }
        let var = self.ssa.var(name);
        let b = self.block_or_dead();
        self.ssa.def_var(var, b, v);
        self.spill_def(name, v);
        if let (Some(&flag), Some(yes)) = (self.flags.get(name), self.flag_true) {
            self.ssa.def_var(flag, b, yes);
            let flag_name = self.ssa.var_name(flag).to_string();
            self.spill_def(&flag_name, yes);
        }
    }

    /// Raises Octave's "'x' undefined" at run time when `name` has not been assigned on the
    /// path taken. `at` is where the message says the use is.
    pub(crate) fn check_defined(&mut self, name: &str, at: Span) {
        let Some(&flag) = self.flags.get(name) else {
            return;
        };
        if self.mem_var(name).is_some() {
            return;
        }
        let b = self.block_or_dead();
        let f = self.ssa.use_var(flag, b);
        let ok = self.ssa.create_block();
        let fail = self.ssa.create_block();
        self.ssa.brif(b, f, ok, fail, at);
        self.ssa.seal(ok);
        self.ssa.seal(fail);
        self.cur = Some(fail);
        self.raise_undefined(name, at);
        self.cur = Some(ok);
    }

    /// Raises Octave's "'x' undefined near line L, column C" in the current block, which it
    /// ends: a name that is neither a variable nor a function errors only when the use runs
    /// (it may sit in a branch never taken or in a `try`). Lowering goes on in a dead block.
    pub(crate) fn raise_undefined(&mut self, name: &str, at: Span) {
        let (line, col) = self.prog.units[self.key.unit].line_col(at.lo);
        // Octave's identifier, so a `catch` sees it (the message is a format without `%`).
        let msg = format!("'{name}' undefined near line {line}, column {col}");
        self.raise_error(Some("Octave:undefined-function"), msg, at);
    }

    /// Raises an error (message without `%`) in the current block, which it ends.
    pub(crate) fn raise_error(&mut self, ident: Option<&str>, msg: String, at: Span) {
        let b = self.block_or_dead();
        let mut args = Vec::new();
        if let Some(ident) = ident {
            args.push(self.konst(Constant::Str(ident.into()), at));
        }
        args.push(self.konst(Constant::Str(msg), at));
        self.ins(
            InstData::Builtin {
                id: Bi::error,
                args,
            },
            0,
            at,
        );
        // `error` does not return; the block still needs a terminator (in an anonymous
        // body the output count is not known yet: its placeholder results follow instead).
        if self.out.anon {
            return;
        }
        let outs = self.out.names.clone();
        let vals = outs.iter().map(|o| self.read(o)).collect();
        self.ssa.terminate(b, InstData::Return { vals }, at);
        self.cur = None;
    }

    pub(crate) fn read(&mut self, name: &str) -> Value {
        if let Some(kind) = self.mem_var(name) {
            return self.load_mem(name, kind);
        }
        let var = self.ssa.var(name);
        let b = self.block_or_dead();
        self.ssa.use_var(var, b)
    }

    /// Inputs of a function that reads `nargin` are defined when the caller passed them: the
    /// definedness flag of input k is `nargin >= k`.
    fn optional_inputs(&mut self, params: &[String], span: Span) {
        for (k, name) in params.iter().enumerate() {
            let Some(&flag) = self.flags.get(name) else {
                continue;
            };
            let n = self.read("nargin");
            let kv = self.konst(Constant::Num((k + 1) as f64), span);
            let passed = self.ins1(
                InstData::Binary {
                    op: mat2c_ir::BinOp::Ge,
                    args: [n, kv],
                },
                span,
            );
            let b = self.block_or_dead();
            self.ssa.def_var(flag, b, passed);
        }
    }

    fn emit_return(&mut self, b: Block, span: Span) {
        self.cur = Some(b);
        let outs = self.out.names.clone();
        for (i, o) in outs.iter().enumerate() {
            if o != "~" {
                let at = self.out.spans.get(i).copied().unwrap_or(span);
                if i > 0 && self.out.has_nargout {
                    self.when_asked(i + 1, |l| l.check_defined(o, at), span);
                } else {
                    self.check_defined(o, at);
                }
            }
        }
        let b = self.block_or_dead();
        let vals = outs.iter().map(|o| self.read(o)).collect();
        self.ssa.terminate(b, InstData::Return { vals }, span);
        self.cur = None;
    }

    /// Runs `body` only when the caller asks for at least `k` results (`nargout >= k`).
    fn when_asked(&mut self, k: usize, body: impl FnOnce(&mut Self), span: Span) {
        let n = self.read("nargout");
        let kv = self.konst(Constant::Num(k as f64), span);
        let cond = self.ins1(
            InstData::Binary {
                op: mat2c_ir::BinOp::Ge,
                args: [n, kv],
            },
            span,
        );
        let b = self.block_or_dead();
        let then_b = self.ssa.create_block();
        let join = self.ssa.create_block();
        self.ssa.brif(b, cond, then_b, join, span);
        self.ssa.seal(then_b);
        self.cur = Some(then_b);
        body(self);
        let end = self.block_or_dead();
        self.ssa.jump(end, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
    }

    /// After a statement call of a `varargout`-only function: `ans` is its first element when
    /// it returned any (the last one of a comma list statement when `last`).
    fn stmt_varargout(&mut self, cell: Value, print: bool, last: bool, span: Span) {
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
        self.def("ans", v);
        if print {
            self.display("ans", v, span);
        }
        self.ssa.jump(then_b, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
    }

    fn display(&mut self, name: &str, v: Value, span: Span) {
        self.ins(
            InstData::Display {
                name: name.to_string(),
                arg: v,
            },
            0,
            span,
        );
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

    fn stmt(&mut self, s: ast::StmtId) {
        let ast = self.ast;
        let span = ast.stmt(s).span;
        if !self.prot.tries.is_empty() && crate::protect::is_simple(&ast.stmt(s).kind) {
            return self.protect(span, |l| l.stmt_unprotected(s));
        }
        self.stmt_unprotected(s)
    }

    fn stmt_unprotected(&mut self, s: ast::StmtId) {
        let ast = self.ast;
        let span = ast.stmt(s).span;
        if let Some(what) = crate::clear::parse(ast, s) {
            let at_start = self.at_script_start(s);
            return self.clear_stmt(what, at_start, span);
        }
        if let Some((name, args)) = crate::clear::session_call(ast, s)
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
                let old = self.expr(*lhs);
                let r = self.expr(*rhs);
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
            StmtKind::For { var, iter, body } => self.for_stmt(*var, *iter, body, span),
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
    fn command(&mut self, name: &ast::Ident, args: &[String], span: Span) {
        self.command_named(&name.name, args, span)
    }

    /// True when the name at the root of expression statement `e` was left unresolved (a
    /// session command, not a variable).
    fn ident_unresolved(&self, e: ast::ExprId) -> bool {
        let base = match &self.ast.expr(e).kind {
            ExprKind::Index { base, .. } => *base,
            _ => e,
        };
        self.res.kinds[base].is_none()
    }

    fn command_named(&mut self, name: &str, args: &[String], span: Span) {
        let bi = mat2c_builtins::id_of(name);
        if bi == Some(Bi::format) {
            return self.format_command(args, span);
        }
        if bi == Some(Bi::warning) {
            // `warning off id` is `warning('off', 'id')`.
            let vals = args
                .iter()
                .map(|a| self.konst(Constant::Str(a.clone()), span))
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

    fn expr_stmt(&mut self, e: ast::ExprId, print: bool, span: Span) {
        let ast = self.ast;
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
        let cond = self.signals.stmt_cond.take();
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
            self.def("ans", v);
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

    fn assign(&mut self, lhs: ast::ExprId, rhs: ast::ExprId, print: bool, span: Span) {
        let ast = self.ast;
        // `x(i) = []` deletes elements.
        if let ExprKind::Matrix { rows } = &ast.expr(rhs).kind
            && rows.iter().all(|r| r.is_empty())
            && let ExprKind::Index { base, args } = &ast.expr(lhs).kind
            && let ExprKind::Ident(id) = &ast.expr(*base).kind
        {
            let old = self.read_for_update(&id.name, span);
            let subs = self.subscripts(old, args);
            let v = self.ins1(InstData::Delete { base: old, subs }, span);
            self.def(&id.name, v);
            if print {
                self.display(&id.name.clone(), v, span);
            }
            return;
        }
        if let ExprKind::Matrix { rows } = &ast.expr(rhs).kind
            && rows.iter().all(|r| r.is_empty())
            && let ExprKind::Index { base, args } = &ast.expr(lhs).kind
            && self.is_chain_base(*base)
        {
            if let Some((name, v)) = self.delete_chain(*base, args, span)
                && print
            {
                self.display(&name, v, span);
            }
            return;
        }
        let v = self.expr(rhs);
        self.store(lhs, v, print, span);
    }

    /// True when an `end` of the subscripts of `base` was lowered (it reads `base`'s extents).
    fn has_end_of(&self, base: Value) -> bool {
        self.ssa
            .func
            .dfg
            .insts
            .values()
            .any(|d| matches!(d, InstData::End { base: b, .. } if *b == base))
    }

    /// True when no assignment to `name` can reach here.
    fn is_undefined(&mut self, name: &str) -> bool {
        let v = self.read(name);
        matches!(self.ssa.func.dfg.defining_inst(v), Some(i) if matches!(self.ssa.func.dfg.insts[i], InstData::Undef { .. }))
    }

    /// The current value of `name` for an indexed assignment: `[]` when it is not yet defined.
    pub(crate) fn read_for_update(&mut self, name: &str, span: Span) -> Value {
        // An unassigned variable reads as `Undef`, which behaves as `[]` here; when no
        // assignment can reach at all, say so directly with a `[]` constant.
        let v = self.read(name);
        match self.ssa.func.dfg.defining_inst(v) {
            Some(i) if matches!(self.ssa.func.dfg.insts[i], InstData::Undef { .. }) => {
                self.konst(Constant::Empty, span)
            }
            _ => v,
        }
    }

    /// Stores `v` into an assignment target (plain name or indexed) and displays it.
    pub(crate) fn store(&mut self, lhs: ast::ExprId, v: Value, print: bool, span: Span) {
        let ast = self.ast;
        if let Some(root) = crate::resolve::root_name(ast, lhs)
            && self.prot.err_vars.contains(root)
        {
            return self.unsupported(span, "assignments to a variable bound by `catch`");
        }
        match &ast.expr(lhs).kind {
            ExprKind::Ident(id) => {
                self.def(&id.name, v);
                if print {
                    self.display(&id.name.clone(), v, span);
                }
            }
            ExprKind::Index { base, .. }
            | ExprKind::CellIndex { base, .. }
            | ExprKind::Field { base, .. }
            | ExprKind::DynField { base, .. }
                if !matches!(ast.expr(lhs).kind, ExprKind::Index { .. })
                    || !matches!(ast.expr(*base).kind, ExprKind::Ident(_)) =>
            {
                if let Some((name, nv)) = self.store_chain(lhs, v, span) {
                    if print {
                        self.display(&name, nv, span);
                    }
                } else {
                    self.unsupported(span, "assignments to this kind of target");
                }
            }
            ExprKind::Index { base, args } => {
                let ExprKind::Ident(id) = &ast.expr(*base).kind else {
                    self.unsupported(span, "nested indexed assignments");
                    return;
                };
                let old = if self.is_undefined(&id.name) {
                    // Octave: assigning into an undefined variable gives the class of the
                    // right-hand side (`x(3) = 'c'` is char), unlike assigning into `[]`
                    // (double); `v([])` is a 0x0 empty of that class.
                    let e = self.konst(Constant::Empty, span);
                    self.ins1(
                        InstData::Index {
                            base: v,
                            subs: vec![e],
                        },
                        span,
                    )
                } else {
                    self.read_for_update(&id.name, span)
                };
                let undefined = self.is_undefined(&id.name);
                let subs = self.subscripts(old, args);
                if undefined && self.has_end_of(old) {
                    let msg = "invalid use of 'end': may only be used to index existing value";
                    return self.raise_error(None, msg.into(), span);
                }
                let nv = self.ins1(
                    InstData::Update {
                        base: old,
                        subs,
                        rhs: v,
                    },
                    span,
                );
                self.def(&id.name, nv);
                if print {
                    self.display(&id.name.clone(), nv, span);
                }
            }
            ExprKind::Tilde => {}
            _ => self.error(
                Diagnostic::error(
                    codes::E0205,
                    ast.expr(lhs).span,
                    "this cannot be assigned to",
                )
                .with_label_message("not a variable or an indexed variable"),
            ),
        }
    }

    fn multi_assign(&mut self, lhs: &[ast::ExprId], rhs: ast::ExprId, print: bool, span: Span) {
        if self.deal_into_list(lhs, rhs, print, span) {
            return;
        }
        // Comma-list targets (`[c{1:2}] = ...`) stand for one slot per element.
        let Some(slots) = self.target_slots(lhs) else {
            return;
        };
        let n = slots.len();
        // `[a, b] = c{:}` / `[a, b] = s.f`: the values of the comma list, one by one.
        if n >= 2
            && let Some(row) = self.stmt_cs_list(rhs)
        {
            for (i, slot) in slots.iter().enumerate() {
                let v = self.vout_elem(row, i + 1, i + 1, n, span);
                self.store_slot(slot, v, print, span);
            }
            return;
        }
        // Results taken out of a callee's `varargout` are taken one by one between the
        // stores, so a missing one fails after the earlier ones are assigned (and shown).
        self.signals.defer_vout = n >= 2;
        let mut vals = self.expr_n(rhs, Nargout::Exactly(n));
        self.signals.defer_vout = false;
        let pending = self.signals.vout_pending.take();
        if let Some((cell, fixed)) = pending {
            vals.truncate(fixed);
            for (i, slot) in slots.iter().enumerate() {
                let v = match vals.get(i) {
                    Some(&v) => v,
                    None => self.vout_elem(cell, i + 1 - fixed, i + 1, n, span),
                };
                self.store_slot(slot, v, print, span);
            }
            return;
        }
        if vals.len() < n {
            let at = self.ast.expr(rhs).span;
            if !self.errored_at(at) {
                self.error(
                    Diagnostic::error(
                        codes::E0401,
                        at,
                        format!(
                            "this expression gives {} value(s) but {} are assigned",
                            vals.len(),
                            n
                        ),
                    )
                    .with_label_message("too few values"),
                );
            }
            return;
        }
        for (slot, &v) in slots.iter().zip(&vals) {
            self.store_slot(slot, v, print, span);
        }
    }

    /// `varargout{j}` as result `pos` of a call asking for `k` results.
    pub(crate) fn vout_elem(
        &mut self,
        cell: Value,
        j: usize,
        pos: usize,
        k: usize,
        span: Span,
    ) -> Value {
        let jv = self.konst(Constant::Num(j as f64), span);
        let pv = self.konst(Constant::Num(pos as f64), span);
        let kv = self.konst(Constant::Num(k as f64), span);
        self.ins1(
            InstData::Builtin {
                id: Bi::pct_vout,
                args: vec![cell, jv, pv, kv],
            },
            span,
        )
    }

    pub(crate) fn binary(&mut self, op: BinaryOp, a: Value, b: Value, span: Span) -> Value {
        let op = crate::expr::ir_binop(op);
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

    fn if_stmt(
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
    fn arm_chain(
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

    fn while_stmt(&mut self, cond: ast::ExprId, body: &[ast::StmtId], span: Span) {
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
    fn loop_body(&mut self, body: &[ast::StmtId], header: Block, exit: Block, span: Span) {
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

    fn do_until(&mut self, body: &[ast::StmtId], cond: ast::ExprId, span: Span) {
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
    fn for_stmt(&mut self, var: ast::ExprId, iter: ast::ExprId, body: &[ast::StmtId], span: Span) {
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
        self.store(var, m, false, span);
        self.ssa.jump(empty_b, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
    }

    fn switch_stmt(
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
    fn case_match(&mut self, s: Value, val: ast::ExprId) -> Value {
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
