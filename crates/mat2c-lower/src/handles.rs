//! Function handles and anonymous functions while lowering.
//!
//! A handle value is a placeholder instruction `@fh{k}` whose arguments are the values it
//! captured; `k` indexes the side table [`ProgramCtx::handles`](crate::program::ProgramCtx)
//! ([`mat2c_ir::handles`]), which says what the handle calls and how Octave prints it. An
//! anonymous function's body becomes a generated user function taking its parameters
//! followed by the captured variables. Calls through a handle (`h(x)` on a variable,
//! `feval(h, x)`) stay `Index`/`@call` instructions here; after every function is lowered,
//! the `mat2c-handles` crate follows each handle to its uses (through calls, by cloning
//! callees per handle) and rewrites them into direct calls, so no placeholder reaches the
//! later passes.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::handles::{HandleDef, Operator, Target, handle_id, handle_index, is_handle_query};
use mat2c_ir::{Bi, BinOp, Constant, FuncId, Function, InstData, UnOp, Value};
use mat2c_syntax::ast::{ExprId, ExprKind, Param};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;
use crate::resolve::NameKind;

/// Octave's function names of the operators.
const OPERATORS: &[(Bi, Operator)] = &[
    (Bi::and, Operator::Binary(BinOp::And)),
    (Bi::ctranspose, Operator::Unary(UnOp::CTranspose)),
    (Bi::eq, Operator::Binary(BinOp::Eq)),
    (Bi::ge, Operator::Binary(BinOp::Ge)),
    (Bi::gt, Operator::Binary(BinOp::Gt)),
    (Bi::ldivide, Operator::Binary(BinOp::ElLDiv)),
    (Bi::le, Operator::Binary(BinOp::Le)),
    (Bi::lt, Operator::Binary(BinOp::Lt)),
    (Bi::minus, Operator::Binary(BinOp::Sub)),
    (Bi::mldivide, Operator::Binary(BinOp::MatLDiv)),
    (Bi::mpower, Operator::Binary(BinOp::MatPow)),
    (Bi::mrdivide, Operator::Binary(BinOp::MatRDiv)),
    (Bi::mtimes, Operator::Binary(BinOp::MatMul)),
    (Bi::ne, Operator::Binary(BinOp::Ne)),
    (Bi::not, Operator::Unary(UnOp::Not)),
    (Bi::or, Operator::Binary(BinOp::Or)),
    (Bi::plus, Operator::Binary(BinOp::Add)),
    (Bi::power, Operator::Binary(BinOp::ElPow)),
    (Bi::rdivide, Operator::Binary(BinOp::ElRDiv)),
    (Bi::times, Operator::Binary(BinOp::ElMul)),
    (Bi::transpose, Operator::Unary(UnOp::Transpose)),
    (Bi::uminus, Operator::Unary(UnOp::Neg)),
    (Bi::uplus, Operator::Unary(UnOp::Plus)),
];

/// The most outputs an anonymous function passes on to the call that is its body.
const MAX_FORWARDED_OUTPUTS: usize = 4;

/// Functions about handles that lowering handles itself (they are not in the builtin table).
const HANDLE_BUILTINS: &[&str] = &[
    "arrayfun",
    "bsxfun",
    "class",
    "feval",
    "func2str",
    "is_function_handle",
    "isa",
    "str2func",
];

pub(crate) fn is_handle_builtin(name: &str) -> bool {
    HANDLE_BUILTINS.contains(&name)
}

impl FnLower<'_, '_> {
    /// `@name` or `@(params) body`.
    pub(crate) fn handle_expr(&mut self, e: ExprId) -> Value {
        let ast = self.ast;
        let span = ast.expr(e).span;
        match &ast.expr(e).kind {
            ExprKind::FuncHandle { name } => self.named_handle(&name.name, span),
            ExprKind::AnonFn { params, body } => self.anon_handle(params, *body, span),
            _ => self.konst(Constant::Empty, span),
        }
    }

    pub(crate) fn named_handle(&mut self, name: &str, span: Span) -> Value {
        let def = if let Some(key) = self.prog.find(self.key.unit, name) {
            let af = &self.prog.units[key.unit].ast.functions[key.func.unwrap_or(0)];
            let ast = self.prog.units[key.unit].ast;
            let sig = crate::signature::Signature::of(ast, af, &self.prog.fewest_args);
            // With `varargin`, the call packs the arguments past the fixed ones into it.
            let (nin, nout) = (sig.fixed_in, af.outputs.len());
            let id = self.prog.func_id(key);
            HandleDef {
                target: Target::User(id),
                text: format!("@{name}"),
                anon: false,
                nin,
                nout,
                captures: vec![],
                multi: vec![],
                hidden: Some((sig.nargin, sig.nargout)),
                varargin: sig.varargin,
                anon_nargin: false,
                span,
            }
        } else if let Some(&(_, op)) = OPERATORS
            .iter()
            .find(|(n, _)| Some(*n) == mat2c_builtins::id_of(name))
        {
            HandleDef {
                target: Target::Operator(op),
                text: format!("@{name}"),
                anon: false,
                nin: 0,
                nout: 0,
                captures: vec![],
                multi: vec![],
                hidden: None,
                varargin: false,
                anon_nargin: false,
                span,
            }
        } else if mat2c_builtins::is_builtin(name) || is_handle_query(name) {
            HandleDef {
                target: Target::Builtin(name.to_string()),
                text: format!("@{name}"),
                anon: false,
                nin: 0,
                nout: 0,
                captures: vec![],
                multi: vec![],
                hidden: None,
                varargin: false,
                anon_nargin: false,
                span,
            }
        } else {
            self.error(
                Diagnostic::error(
                    codes::E0301,
                    span,
                    format!("`{name}` is neither a builtin nor a function on the path"),
                )
                .with_label_message("handle to an unknown function"),
            );
            return self.konst(Constant::Empty, span);
        };
        self.make_handle(def, vec![], span)
    }

    fn make_handle(&mut self, def: HandleDef, caps: Vec<Value>, span: Span) -> Value {
        let k = self.prog.handles.len();
        self.prog.handles.push(def);
        self.ins1(
            InstData::Builtin {
                id: handle_id(k),
                args: caps,
            },
            span,
        )
    }

    fn anon_handle(&mut self, params: &[Param], body: ExprId, span: Span) -> Value {
        // `varargin` last gathers the arguments past the others (a parameter like the rest,
        // filled by the call); anywhere else it is an ordinary name in Octave too.
        let varargin = params.last().is_some_and(is_varargin);
        let mut bound: Vec<String> = Vec::new();
        let mut inputs: Vec<String> = Vec::new();
        for (i, p) in params.iter().enumerate() {
            match p {
                Param::Name(id) => {
                    bound.push(id.name.clone());
                    inputs.push(id.name.clone());
                }
                Param::Tilde(_) => inputs.push(format!("\0unused{i}")),
            }
        }
        // `nargin` in the body is the count of arguments of the call (a hidden input).
        let within = self.ast.expr(body).span;
        let anon_nargin = crate::signature::mentions_in(self.ast, within, "nargin");
        if anon_nargin {
            bound.push("nargin".into());
            inputs.push("nargin".into());
        }
        let mut captures: Vec<(String, Span, bool)> = Vec::new();
        self.collect_captures(body, &mut bound, &mut captures);
        // The captured values are taken now (value semantics); a capture that may be
        // unassigned is checked here rather than at the call.
        let mut caps = Vec::with_capacity(captures.len());
        for (name, at, maybe_undef) in &captures {
            if *maybe_undef {
                self.check_defined(name, *at);
            }
            caps.push(self.read(name));
        }
        inputs.extend(captures.iter().map(|c| c.0.clone()));
        let unit = &self.prog.units[self.key.unit];
        let text = crate::handle_text::anon_text(self.ast, unit.text, params, body, false);
        let n = self.prog.module.funcs.len();
        let id = self
            .prog
            .module
            .funcs
            .push(Function::new(format!("__anon{n}")));
        let func = std::mem::take(&mut self.prog.module.funcs[id]);
        let func = crate::function::lower_anon(
            self.prog,
            self.key,
            self.res.clone(),
            func,
            &inputs,
            body,
            None,
        );
        let nout = func.output_names.len();
        self.prog.module.funcs[id] = func;
        let multi = self.multi_output_bodies(&inputs, body);
        let def = HandleDef {
            target: Target::User(id),
            text,
            anon: true,
            nin: params.len() - usize::from(varargin),
            nout,
            captures: captures.into_iter().map(|c| c.0).collect(),
            multi,
            hidden: None,
            varargin,
            anon_nargin,
            span,
        };
        self.make_handle(def, caps, span)
    }

    /// An anonymous body that is a call passes the caller's output count on: versions of
    /// the body with 2, 3, ... outputs, as far as the callee has them. Versions the callee
    /// rejects are dropped with their diagnostics (unused versions are pruned later).
    fn multi_output_bodies(&mut self, inputs: &[String], body: ExprId) -> Vec<(usize, FuncId)> {
        let ast = self.ast;
        let callee = match &ast.expr(body).kind {
            ExprKind::Index { base, .. } => *base,
            ExprKind::Ident(_) => body,
            _ => return vec![],
        };
        let ExprKind::Ident(id) = &ast.expr(callee).kind else {
            return vec![];
        };
        let max = match self.res.kinds[callee] {
            Some(NameKind::UserFn) => self.prog.find(self.key.unit, &id.name).map_or(0, |key| {
                self.prog.units[key.unit].ast.functions[key.func.unwrap_or(0)]
                    .outputs
                    .len()
            }),
            Some(NameKind::Builtin) => {
                mat2c_builtins::lookup(&id.name).map_or(0, |b| usize::from(b.max_out))
            }
            _ => 0,
        };
        let mut out = Vec::new();
        for k in 2..=max.min(MAX_FORWARDED_OUTPUTS) {
            let ndiags = self.prog.diags.len();
            let n = self.prog.module.funcs.len();
            let id = self
                .prog
                .module
                .funcs
                .push(Function::new(format!("__anon{n}")));
            let func = std::mem::take(&mut self.prog.module.funcs[id]);
            let func = crate::function::lower_anon(
                self.prog,
                self.key,
                self.res.clone(),
                func,
                inputs,
                body,
                Some(k),
            );
            self.prog.module.funcs[id] = func;
            if self.prog.diags.len() > ndiags {
                self.prog.diags.truncate(ndiags);
                break;
            }
            out.push((k, id));
        }
        out
    }

    /// Variables of the enclosing function read by an anonymous body (`bound` are the
    /// parameters in scope), in order of first use.
    fn collect_captures(
        &self,
        e: ExprId,
        bound: &mut Vec<String>,
        out: &mut Vec<(String, Span, bool)>,
    ) {
        let node = self.ast.expr(e);
        match &node.kind {
            ExprKind::Ident(id) => {
                if let Some(NameKind::Var { maybe_undef }) = self.res.kinds[e]
                    && !bound.contains(&id.name)
                    && !out.iter().any(|c| c.0 == id.name)
                {
                    out.push((id.name.clone(), node.span, maybe_undef));
                }
            }
            ExprKind::AnonFn { params, body } => {
                let n = bound.len();
                for p in params {
                    if let Param::Name(id) = p {
                        bound.push(id.name.clone());
                    }
                }
                self.collect_captures(*body, bound, out);
                bound.truncate(n);
            }
            ExprKind::Unary { operand, .. } | ExprKind::Postfix { operand, .. } => {
                self.collect_captures(*operand, bound, out)
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                self.collect_captures(*lhs, bound, out);
                self.collect_captures(*rhs, bound, out);
            }
            ExprKind::Range { start, step, stop } => {
                self.collect_captures(*start, bound, out);
                if let Some(s) = step {
                    self.collect_captures(*s, bound, out);
                }
                self.collect_captures(*stop, bound, out);
            }
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                self.collect_captures(*base, bound, out);
                for &a in args {
                    self.collect_captures(a, bound, out);
                }
            }
            ExprKind::Field { base, .. } => self.collect_captures(*base, bound, out),
            ExprKind::DynField { base, name } => {
                self.collect_captures(*base, bound, out);
                self.collect_captures(*name, bound, out);
            }
            ExprKind::Matrix { rows } | ExprKind::Cell { rows } => {
                for r in rows {
                    for &x in r {
                        self.collect_captures(x, bound, out);
                    }
                }
            }
            _ => {}
        }
    }

    /// `h(args)` on a variable with several results: `@call(h, args...)`.
    pub(crate) fn handle_call(
        &mut self,
        h: Value,
        args: &[ExprId],
        nres: usize,
        span: Span,
    ) -> Vec<Value> {
        let mut argv = vec![h];
        argv.extend(args.iter().map(|&a| self.expr(a)));
        self.ins(
            InstData::Builtin {
                id: Bi::at_call,
                args: argv,
            },
            nres,
            span,
        )
    }

    /// `feval`, `func2str`, `str2func`, `is_function_handle`, `class`, `isa`, `arrayfun`,
    /// `bsxfun`.
    pub(crate) fn handle_builtin(
        &mut self,
        name: &str,
        name_span: Span,
        args: &[ExprId],
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let ast = self.ast;
        let (min, max) = match name {
            "feval" => (1, usize::MAX),
            "arrayfun" => (2, usize::MAX),
            "bsxfun" => (3, 3),
            "isa" => (2, 2), // tidy: string (handle functions by name)
            _ => (1, 1),
        };
        let nres = match nargout {
            Nargout::Statement => 1,
            Nargout::Exactly(k) => k,
        };
        if args.len() < min
            || args.len() > max
            || (nres > 1 && !matches!(name, "feval" | "arrayfun"))
        {
            self.error(
                Diagnostic::error(
                    codes::E0401,
                    name_span,
                    format!("`{name}` called with {} input(s)", args.len()),
                )
                .with_label_message("wrong number of inputs or outputs"),
            );
            return vec![self.konst(Constant::Empty, span)];
        }
        let literal = match &ast.expr(args[0]).kind {
            ExprKind::String { value, .. } => Some(value.clone()),
            _ => None,
        };
        match name {
            "str2func" => match literal {
                Some(s) if !s.trim_start().starts_with('@') => {
                    vec![self.named_handle(&s, span)]
                }
                // Anonymous-function text: the generated function returning it (Octave's
                // str2func captures nothing).
                Some(s)
                    if self
                        .prog
                        .find(self.key.unit, &crate::program::str2func_unit(&s))
                        .is_some() =>
                {
                    let name = crate::program::str2func_unit(&s);
                    self.user_call(&name, name_span, vec![], Nargout::Exactly(1), span)
                }
                _ => {
                    self.unsupported(span, "`str2func` of anything but a constant function name");
                    vec![self.konst(Constant::Empty, span)]
                }
            },
            "feval" => {
                // A name, literal or held in a variable assigned a literal.
                let (h, literal) = match literal {
                    Some(s) => (None, Some(s)),
                    None => {
                        let h = self.expr(args[0]);
                        let dfg = &self.ssa.func.dfg;
                        let name = dfg.defining_inst(h).and_then(|i| match &dfg.insts[i] {
                            InstData::Const(Constant::Str(s)) => Some(s.to_string()),
                            _ => None,
                        });
                        (Some(h), name)
                    }
                };
                if let Some(s) = literal {
                    let rest: Vec<Value> = args[1..].iter().map(|&a| self.expr(a)).collect();
                    if self.prog.find(self.key.unit, &s).is_some() {
                        return self.user_call(
                            &s,
                            name_span,
                            rest.into_iter().map(crate::operands::Arg::One).collect(),
                            nargout,
                            span,
                        );
                    }
                    if mat2c_builtins::is_builtin(&s) {
                        return self.builtin_call(&s, name_span, rest, nargout, span);
                    }
                    self.error(Diagnostic::error(
                        codes::E0301,
                        ast.expr(args[0]).span,
                        format!("`{s}` is neither a builtin nor a function on the path"),
                    ));
                    return vec![self.konst(Constant::Empty, span)];
                }
                let h = match h {
                    Some(h) => h,
                    None => self.expr(args[0]),
                };
                self.handle_call(h, &args[1..], nres, span)
            }
            "arrayfun" => {
                let nout = if matches!(nargout, Nargout::Statement) {
                    0
                } else {
                    nres.max(1)
                };
                self.arrayfun(args, nout, span)
            }
            "bsxfun" => self.bsxfun(args, name_span, nargout, span),
            _ => {
                let argv: Vec<Value> = args.iter().map(|&a| self.expr(a)).collect();
                self.ins(
                    InstData::Builtin {
                        id: Bi::lookup(&format!("@{name}")).expect("a handle placeholder"),
                        args: argv,
                    },
                    1,
                    span,
                )
            }
        }
    }
}

impl FnLower<'_, '_> {
    /// The results a `cellfun`/`arrayfun` loop over handle `h` gathers when the call site
    /// asks for `nout` (0: a statement, which gathers none when the function gives none,
    /// `cellfun(@disp, c)`, and one otherwise, shown as `ans`).
    pub(crate) fn map_results(&self, h: Value, nout: usize) -> usize {
        if nout > 0 {
            return nout;
        }
        let dfg = &self.ssa.func.dfg;
        let def = dfg.defining_inst(h).and_then(|i| match &dfg.insts[i] {
            InstData::Builtin { id, .. } => handle_index(*id).map(|k| &self.prog.handles[k]),
            _ => None,
        });
        let nothing = def.is_some_and(|d| match &d.target {
            // Called with no output as a statement (`cellfun(@disp, c)`): a builtin whose
            // statement form yields nothing.
            Target::Builtin(name) => mat2c_builtins::lookup(name)
                .is_some_and(|b| mat2c_builtins::statement_results(b, 1, false) == 0),
            Target::User(_) => d.nout == 0,
            Target::Operator(_) => false,
        });
        usize::from(!nothing)
    }
}

fn is_varargin(p: &Param) -> bool {
    matches!(p, Param::Name(id) if id.name == "varargin")
}

/// True for a call expression whose callee is a handle builtin lowering takes over.
pub(crate) fn takes_over(kind: Option<NameKind>, name: &str) -> bool {
    is_handle_builtin(name) && !matches!(kind, Some(NameKind::UserFn))
}
