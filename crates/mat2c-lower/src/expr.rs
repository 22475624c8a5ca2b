//! Lowering of expressions into single-operator instructions.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, Constant, InstData, Quote, Text, UnOp, Value, ValueDef};
use mat2c_syntax::ast::{self, BinaryOp, ExprKind, PostfixOp, UnaryOp};

use crate::fn_lower::FnLower;
use crate::int_literal::typed_literal64;
use crate::operands::{Arg, Nargout};
use crate::resolve::NameKind;
use crate::signature::Signature;

impl FnLower<'_, '_> {
    /// Lowers an expression to exactly one value (a placeholder `[]` after an error).
    pub(crate) fn expr(&mut self, e: ast::ExprId) -> Value {
        let span = self.ast.expr(e).span;
        let vals = self.expr_n(e, Nargout::Exactly(1));
        match vals.first() {
            Some(&v) => v,
            None => {
                if !self.errored_at(span) {
                    self.error(
                        Diagnostic::error(codes::E0402, span, "this call produces no value")
                            .with_label_message("used as a value here"),
                    );
                }
                self.konst(Constant::Empty, span)
            }
        }
    }

    pub(crate) fn errored_at(&self, span: Span) -> bool {
        self.prog.diags.iter().any(|d| {
            d.primary_span()
                .is_some_and(|s| s.lo >= span.lo && s.hi <= span.hi)
        })
    }

    fn placeholder(&mut self, span: Span) -> Vec<Value> {
        vec![self.konst(Constant::Empty, span)]
    }

    /// The results of a call that raises an error instead (in a dead block): one
    /// placeholder per value asked for.
    fn caught_placeholders(&mut self, nargout: Nargout, span: Span) -> Vec<Value> {
        let n = match nargout {
            Nargout::Exactly(k) => k.max(1),
            Nargout::Statement => 1,
        };
        (0..n).flat_map(|_| self.placeholder(span)).collect()
    }

    /// A use of a name that is neither a variable nor a function: Octave's run-time error,
    /// then placeholders for the results (in a dead block).
    fn undefined_use(&mut self, name: &str, at: Span, nargout: Nargout) -> Vec<Value> {
        // A function Octave has is a compile error (reported by the resolver) instead.
        if !mat2c_builtins::octave_knows(name) {
            self.raise_undefined(name, at);
        }
        let n = match nargout {
            Nargout::Exactly(k) => k.max(1),
            Nargout::Statement => 1,
        };
        (0..n).flat_map(|_| self.placeholder(at)).collect()
    }

    pub(crate) fn expr_n(&mut self, e: ast::ExprId, nargout: Nargout) -> Vec<Value> {
        if let Some(v) = self.map_expr(e, nargout) {
            return v;
        }
        let ast = self.ast;
        let span = ast.expr(e).span;
        match &ast.expr(e).kind {
            ExprKind::Number { value, imag, text } => {
                let c = if *imag {
                    Constant::Complex(0.0, *value)
                } else {
                    Constant::Num(*value)
                };
                // `0x80`, `0b101`, `0x80s8` are integer-class values in Octave.
                let typed = mat2c_syntax::integer_literal(text);
                if let Some(c) = typed.and_then(|(class, bits)| typed_literal64(class, bits)) {
                    return vec![self.konst(c, span)];
                }
                let v = self.konst(c, span);
                match typed {
                    Some((class, _)) => self.ins(
                        InstData::Builtin {
                            id: mat2c_builtins::id_of(class)
                                .expect("an integer class name is a builtin"),
                            args: vec![v],
                        },
                        1,
                        span,
                    ),
                    None => vec![v],
                }
            }
            ExprKind::String {
                value,
                double_quoted,
            } => {
                let quote = Quote::written(*double_quoted, false);
                vec![self.konst(Constant::Str(Text::new(value.clone(), quote)), span)]
            }
            ExprKind::Ident(id) => match self.res.kinds[e] {
                Some(NameKind::Var { maybe_undef }) => {
                    if maybe_undef {
                        self.check_defined(&id.name, span);
                    }
                    vec![self.read(&id.name)]
                }
                Some(NameKind::Builtin) | Some(NameKind::UserFn) => {
                    self.call(&id.name, e, &[], nargout, span)
                }
                Some(NameKind::Unknown | NameKind::UsedBeforeDef) => {
                    self.undefined_use(&id.name, span, nargout)
                }
                _ => self.placeholder(span),
            },
            ExprKind::Colon => vec![self.konst(Constant::Colon, span)],
            ExprKind::End => match self.end_ctx.last().copied() {
                Some((base, pos, count)) => {
                    vec![self.ins1(InstData::End { base, pos, count }, span)]
                }
                None => {
                    self.error(
                        Diagnostic::error(
                            codes::E0201,
                            span,
                            "`end` used outside the subscripts of an indexed variable",
                        )
                        .with_label_message("not inside an index"),
                    );
                    self.placeholder(span)
                }
            },
            ExprKind::Tilde => {
                self.error(Diagnostic::error(
                    codes::E0205,
                    span,
                    "`~` can only stand for an ignored output in `[a, ~] = f(...)`",
                ));
                self.placeholder(span)
            }
            ExprKind::Unary { op, operand } => {
                let op = match op {
                    UnaryOp::Neg => UnOp::Neg,
                    UnaryOp::Plus => UnOp::Plus,
                    UnaryOp::Not => UnOp::Not,
                    UnaryOp::PreIncr | UnaryOp::PreDecr => {
                        if !matches!(ast.expr(*operand).kind, ExprKind::Ident(_)) {
                            self.unsupported(span, "`++`/`--` of anything but a variable");
                            return self.placeholder(span);
                        }
                        // Octave: `++x` stores x + 1 and yields it.
                        let old = self.expr(*operand);
                        let one = self.konst(Constant::Num(1.0), span);
                        let bop = if *op == UnaryOp::PreIncr {
                            BinaryOp::Add
                        } else {
                            BinaryOp::Sub
                        };
                        let v = self.binary(bop, old, one, span);
                        self.store(*operand, v, false, span);
                        return vec![v];
                    }
                };
                let a = self.expr(*operand);
                vec![self.ins1(InstData::Unary { op, arg: a }, span)]
            }
            ExprKind::Postfix { op, operand } => {
                let op = match op {
                    PostfixOp::CTranspose => UnOp::CTranspose,
                    PostfixOp::Transpose => UnOp::Transpose,
                    PostfixOp::PostIncr | PostfixOp::PostDecr => {
                        if !matches!(ast.expr(*operand).kind, ExprKind::Ident(_)) {
                            self.unsupported(span, "`++`/`--` of anything but a variable");
                            return self.placeholder(span);
                        }
                        // Octave: `x++` stores x + 1 and yields the old value.
                        let old = self.expr(*operand);
                        let one = self.konst(Constant::Num(1.0), span);
                        let bop = if *op == PostfixOp::PostIncr {
                            BinaryOp::Add
                        } else {
                            BinaryOp::Sub
                        };
                        let v = self.binary(bop, old, one, span);
                        self.store(*operand, v, false, span);
                        return vec![old];
                    }
                };
                let a = self.expr(*operand);
                vec![self.ins1(InstData::Unary { op, arg: a }, span)]
            }
            ExprKind::Binary { op, lhs, rhs } => match op {
                BinaryOp::AndAnd | BinaryOp::OrOr => {
                    vec![self.short_circuit(*op == BinaryOp::AndAnd, *lhs, *rhs, span)]
                }
                _ => {
                    let a = self.expr(*lhs);
                    let b = self.expr(*rhs);
                    let r = self.binary(*op, a, b, span);
                    let transposed = |e: ast::ExprId| {
                        matches!(
                            ast.expr(e).kind,
                            ExprKind::Postfix {
                                op: PostfixOp::Transpose | PostfixOp::CTranspose,
                                ..
                            }
                        )
                    };
                    // `A' \ b` is Octave's trans_ldiv (herm_ldiv): the solve takes A with a
                    // transpose flag, as `A'*B` does.
                    let folds = match op {
                        BinaryOp::MatMul => transposed(*lhs) || transposed(*rhs),
                        BinaryOp::MatLDiv => transposed(*lhs),
                        _ => false,
                    };
                    if folds && let ValueDef::Result(i, _) = self.ssa.func.dfg.value_def(r) {
                        self.ssa.func.compound_products[i] = true;
                    }
                    vec![r]
                }
            },
            ExprKind::Range { start, step, stop } => {
                let a = self.expr(*start);
                let s = match step {
                    Some(s) => self.expr(*s),
                    None => self.konst(Constant::Num(1.0), span),
                };
                let b = self.expr(*stop);
                vec![self.ins1(
                    InstData::Range {
                        start: a,
                        step: s,
                        stop: b,
                    },
                    span,
                )]
            }
            ExprKind::Index { base, args } => {
                if self.is_chain_base(*base) {
                    if let Nargout::Exactly(k) = nargout
                        && k > 1
                    {
                        // Several results from a container element: a call through a handle.
                        let b = self.operand(*base);
                        return self.handle_call(b, args, k, span);
                    }
                    return vec![self.index_of_expr(*base, args, span)];
                }
                let ExprKind::Ident(id) = &ast.expr(*base).kind else {
                    // Octave's extension: index the value of any expression (`f(x)(2)`).
                    return vec![self.index_of_value(*base, args, span)];
                };
                match self.res.kinds[*base] {
                    Some(NameKind::Var { maybe_undef }) => {
                        if maybe_undef {
                            self.check_defined(&id.name, ast.expr(*base).span);
                        }
                        let b = self.read(&id.name);
                        if let Nargout::Exactly(k) = nargout
                            && k > 1
                        {
                            // Several results from a variable: a call through a handle.
                            return self.handle_call(b, args, k, span);
                        }
                        let subs = self.subscripts(b, args);
                        let v = self.ins1(InstData::Index { base: b, subs }, span);
                        self.name_index(v, &id.name);
                        vec![v]
                    }
                    Some(NameKind::Builtin) | Some(NameKind::UserFn) => {
                        self.call(&id.name, *base, args, nargout, span)
                    }
                    // Octave reports the name before evaluating any argument.
                    Some(NameKind::Unknown | NameKind::UsedBeforeDef) => {
                        self.undefined_use(&id.name, ast.expr(*base).span, nargout)
                    }
                    _ => self.placeholder(span),
                }
            }
            ExprKind::Matrix { rows } => vec![self.matrix(rows, span)],
            ExprKind::Cell { rows } => vec![self.cell_literal(rows, span)],
            ExprKind::CellIndex { base, args } => vec![self.brace_read(*base, args, span)],
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                vec![self.field_read(e, *base, span)]
            }
            ExprKind::AnonFn { .. } | ExprKind::FuncHandle { .. } => vec![self.handle_expr(e)],
            ExprKind::Error => self.placeholder(span),
        }
    }

    /// Subscripts of an index into `base`, with `end` bound to its extents.
    pub(crate) fn subscripts(&mut self, base: Value, args: &[ast::ExprId]) -> Vec<Value> {
        let count = args.len() as u32;
        let mut subs = Vec::with_capacity(args.len());
        for (p, &a) in args.iter().enumerate() {
            self.end_ctx.push((base, p as u32, count));
            // A comma list `c{...}` as one subscript must hold exactly one value (checked
            // at run time): several would be several subscripts.
            let sub = match self.ast.expr(a).kind {
                ExprKind::CellIndex { .. } => match self.call_arg(a, false, false) {
                    Arg::One(v) | Arg::Spread(v) => v,
                },
                _ => self.expr(a),
            };
            subs.push(sub);
            self.end_ctx.pop();
        }
        subs
    }

    fn matrix(&mut self, rows: &[Vec<ast::ExprId>], span: Span) -> Value {
        let mut row_vals = Vec::new();
        for row in rows.iter().filter(|r| !r.is_empty()) {
            let elems: Vec<Value> = row.iter().map(|&x| self.matrix_elem(x)).collect();
            // `[x]` is a concatenation too: Octave's result is a full matrix (a range or a
            // diagonal matrix loses its form) and a complex value with no imaginary part
            // becomes real; the optimiser folds it where the value is a plain one.
            let v = self.ins1(InstData::HorzCat { args: elems }, span);
            row_vals.push(v);
        }
        match row_vals.len() {
            0 => self.konst(Constant::Empty, span),
            1 => row_vals[0],
            _ => self.ins1(InstData::VertCat { args: row_vals }, span),
        }
    }

    /// `a && b` / `a || b` as a logical scalar, evaluating `b` only when needed.
    fn short_circuit(
        &mut self,
        and: bool,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        span: Span,
    ) -> Value {
        let r = self.hidden_var("sc");
        let a = self.expr(lhs);
        let ta = self.ins1(InstData::Truth { arg: a }, span);
        let cur = self.block_or_dead();
        self.ssa.def_var(r, cur, ta);
        let rhs_b = self.ssa.create_block();
        let join = self.ssa.create_block();
        if and {
            self.ssa.brif(cur, ta, rhs_b, join, span);
        } else {
            self.ssa.brif(cur, ta, join, rhs_b, span);
        }
        self.ssa.seal(rhs_b);
        self.cur = Some(rhs_b);
        let b = self.expr(rhs);
        let tb = self.ins1(InstData::Truth { arg: b }, span);
        let end = self.block_or_dead();
        self.ssa.def_var(r, end, tb);
        self.ssa.jump(end, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
        self.ssa.use_var(r, join)
    }

    /// A call of a builtin or user function with the results the site asks for.
    fn call(
        &mut self,
        name: &str,
        callee_expr: ast::ExprId,
        args: &[ast::ExprId],
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let name_span = self.ast.expr(callee_expr).span;
        // A function call (unlike an index) takes no `:` argument; Octave says so when the
        // call runs.
        if args
            .iter()
            .any(|&a| matches!(self.ast.expr(a).kind, ExprKind::Colon))
        {
            let msg = "invalid use of colon in function argument list";
            self.raise_error(None, msg.into(), span);
            return self.placeholder(span);
        }
        if crate::deal::is_deal(name)
            && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
        {
            return self.deal(name_span, args, nargout, span);
        }
        if crate::imag_unit::is_imag_unit(name)
            && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
        {
            return self.imag_unit(args, span);
        }
        if crate::handles::takes_over(self.res.kinds[callee_expr], name) {
            return self.handle_builtin(name, name_span, args, nargout, span);
        }
        if matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
            && let Some(c) = self.exact_int64_call(name, args)
        {
            return vec![self.konst(c, span)];
        }
        // The builtin this name would call (whether it does depends on `res.kinds`).
        let bi = mat2c_builtins::id_of(name);
        if bi == Some(Bi::exist) && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin)) {
            return self.exist_call(args, nargout, span);
        }
        if bi == Some(Bi::typeinfo)
            && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
            && let [a] = args
            && let Some(t) = crate::typeinfo::literal_type(self.ast, *a)
        {
            return vec![self.konst(Constant::Str(t.into()), span)];
        }
        if bi == Some(Bi::print_usage)
            && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
        {
            return self.print_usage_call(args.len(), span);
        }
        if bi == Some(Bi::inputname)
            && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
            && (1..=2).contains(&args.len())
        {
            return vec![self.inputname_call(args, span)];
        }
        if bi == Some(Bi::isargout)
            && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
            && let [k] = args
        {
            return vec![self.isargout_call(*k, span)];
        }
        if let Some(id @ (Bi::narginchk | Bi::nargoutchk | Bi::assert)) = bi
            && matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin))
            && matches!(nargout, Nargout::Statement | Nargout::Exactly(0))
        {
            return match id {
                Bi::assert => self.assert_call(args, span),
                _ => self.nargchk(id, args, span),
            };
        }
        let user = matches!(self.res.kinds[callee_expr], Some(NameKind::UserFn));
        if !user && bi == Some(Bi::cellfun) && !self.cellfun_supported(args) {
            if args.len() < 2 || matches!(nargout, Nargout::Exactly(0)) {
                self.unsupported(span, "`cellfun` calls with one input or no output");
                return self.placeholder(span);
            }
            // 0: a statement (no results when the function gives none: `cellfun(@disp, c)`).
            let nout = match nargout {
                Nargout::Statement => 0,
                Nargout::Exactly(k) => k,
            };
            return self.cellfun(args, nout, span);
        }
        // Where a comma list `c{...}` may stand for any number of arguments; elsewhere it
        // must be exactly one value (checked at run time).
        let spread_from = if user {
            self.prog.find(self.key.unit, name).and_then(|key| {
                let ast = self.prog.units[key.unit].ast;
                let sig = Signature::of(
                    ast,
                    &ast.functions[key.func.unwrap_or(0)],
                    &self.prog.fewest_args,
                );
                sig.varargin.then_some(sig.fixed_in)
            })
        } else {
            crate::cells::cs_callable(name).then_some(0)
        };
        if !matches!(self.res.kinds[callee_expr], Some(NameKind::UserFn)) {
            let strs: Vec<Option<String>> = args
                .iter()
                .map(|&a| match &self.ast.expr(a).kind {
                    ExprKind::String { value, .. } => Some(value.clone()),
                    _ => None,
                })
                .collect();
            let strs: Vec<Option<&str>> = strs.iter().map(Option::as_deref).collect();
            let k = match nargout {
                Nargout::Statement => 0,
                Nargout::Exactly(k) => k,
            };
            if let Some(what) = mat2c_builtins::unsupported_table_form(name, &strs, k) {
                // The MATLAB library's version of the builtin's other forms, if it has one.
                let fallback = format!("__mat2c_{name}__");
                if self.prog.find(self.key.unit, &fallback).is_some() {
                    let argv = args
                        .iter()
                        .map(|&a| self.call_arg(a, false, true))
                        .collect();
                    return self.user_call(&fallback, name_span, argv, nargout, span);
                }
                self.error(
                    Diagnostic::error(
                        codes::E0601,
                        name_span,
                        format!("{what} is not supported by mat2c yet"),
                    )
                    .with_label_message("in this call"),
                );
                return self.placeholder(span);
            }
        }
        if let Some(n) = self.exact_arity_with_cs_list(name, user, spread_from, args) {
            // `plus(c{:})`: a builtin of fixed arity whose comma list is counted at run time:
            // its n inputs taken from the argument cell, which must hold n values.
            let argv = args
                .iter()
                .map(|&a| self.call_arg(a, true, false))
                .collect();
            let cell = self.args_cell(argv, span);
            let nk = self.konst(Constant::Num(n as f64), span);
            let fname = self.konst(Constant::Str(name.to_string().into()), span);
            let vals = (1..=n)
                .map(|k| {
                    let kk = self.konst(Constant::Num(k as f64), span);
                    self.builtin1(Bi::pct_arg_exact, vec![cell, kk, nk, fname], span)
                })
                .collect();
            return self.builtin_call(name, name_span, vals, nargout, span);
        }
        let mut argv = Vec::with_capacity(args.len());
        let mut spread = false;
        for (k, &a) in args.iter().enumerate() {
            if matches!(self.ast.expr(a).kind, ExprKind::Colon) {
                argv.push(Arg::One(self.konst(Constant::Str(":".into()), span)));
            } else if k == 1
                && bi == Some(Bi::sscanf)
                && !user
                && let Some(f) = crate::scan_format::sq_escaped(self.ast, a)
            {
                argv.push(Arg::One(self.konst(Constant::Str(f.into()), span)));
            } else if !user
                && let ExprKind::String {
                    value,
                    double_quoted,
                } = &self.ast.expr(a).kind
                && value.is_empty()
            {
                // Octave's null string: a builtin names it by how it was written.
                let t = Text::new("", Quote::written(*double_quoted, true));
                argv.push(Arg::One(
                    self.konst(Constant::Str(t), self.ast.expr(a).span),
                ));
            } else {
                let several = user || crate::cells::cs_spreads_into(name);
                let arg = self.call_arg(a, spread_from.is_some_and(|s| k >= s), several);
                spread |= matches!(arg, Arg::Spread(_));
                argv.push(arg);
            }
        }
        if user {
            self.signals.call_ignored = self
                .signals
                .tilde_outputs
                .filter(|&(callee, _)| callee == callee_expr)
                .map_or(0, |(_, mask)| mask);
            self.signals.call_argn = self.argn_for(name, args);
            self.user_call(name, name_span, argv, nargout, span)
        } else if spread {
            self.spread_builtin_call(name, argv, nargout, span)
        } else {
            let argv = argv.into_iter().map(Arg::value).collect();
            self.builtin_call(name, name_span, argv, nargout, span)
        }
    }

    /// The arity n of a builtin call `name(args)` that passes a comma list of several values
    /// (`c{:}`, `c{1:2}`) where its count decides the call: a builtin of fixed arity that
    /// takes no comma list whole (or one of the associative ones, as two inputs, when fewer
    /// are written). `None` for every other call.
    fn exact_arity_with_cs_list(
        &self,
        name: &str,
        user: bool,
        spread_from: Option<usize>,
        args: &[ast::ExprId],
    ) -> Option<usize> {
        if user || spread_from.is_some() || crate::cells::cs_spreads_into(name) {
            return None;
        }
        let b = mat2c_builtins::lookup(name)?;
        let n = if assoc_variadic(b.id) && args.len() < 2 {
            2
        } else if b.min_in == b.max_in && !assoc_variadic(b.id) {
            usize::from(b.min_in)
        } else {
            return None;
        };
        let cs = args.iter().any(|&a| {
            matches!(&self.ast.expr(a).kind,
                ExprKind::CellIndex { args: s, .. } if self.selects_several(s))
        });
        let colon = args
            .iter()
            .any(|&a| matches!(self.ast.expr(a).kind, ExprKind::Colon));
        (cs && !colon && n > 0).then_some(n)
    }

    pub(crate) fn builtin_call(
        &mut self,
        name: &str,
        name_span: Span,
        args: Vec<Value>,
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let Some(b) = mat2c_builtins::lookup(name) else {
            return self.placeholder(span);
        };
        let n = args.len();
        if n > 2 && assoc_variadic(b.id) {
            // Octave's plus, times, mtimes, and, or take any number of inputs (at least
            // two), applied left to right: plus(a, b, c) is (a + b) + c.
            let mut acc = args[0];
            for (k, &x) in args.iter().enumerate().skip(1) {
                let out = if k + 1 == n {
                    nargout
                } else {
                    Nargout::Exactly(1)
                };
                let r = self.builtin_call(name, name_span, vec![acc, x], out, span);
                if k + 1 == n {
                    return r;
                }
                acc = r[0];
            }
        }
        if n < b.min_in as usize || (b.max_in != mat2c_builtins::VARIADIC && n > b.max_in as usize)
        {
            if !self.prot.tries.is_empty() {
                // Octave raises the error when the call runs, where the handler catches it:
                // an m-file function's own for too many inputs, else print_usage's (whose
                // usage text after the first line is not reproduced).
                let m_file = mat2c_builtins::octave_source(name).is_some_and(|s| s.ends_with(".m"));
                let msg = if m_file && n > b.min_in as usize {
                    format!("{name}: function called with too many inputs")
                } else {
                    format!("Invalid call to {name}")
                };
                self.raise_error(Some("Octave:invalid-fun-call"), msg, span);
                return self.caught_placeholders(nargout, span);
            }
            self.error(
                Diagnostic::error(
                    codes::E0401,
                    name_span,
                    format!("`{name}` called with {n} input(s)"),
                )
                .with_label_message(arity_text(b.min_in, b.max_in, "input")),
            );
            return self.placeholder(span);
        }
        let str_arg = |k: usize| {
            let dfg = &self.ssa.func.dfg;
            args.get(k)
                .and_then(|&a| dfg.defining_inst(a))
                .and_then(|i| match &dfg.insts[i] {
                    InstData::Const(Constant::Str(s)) => Some(s.to_string()),
                    _ => None,
                })
        };
        let (first_str, last_str) = (str_arg(0), n.checked_sub(1).and_then(str_arg));
        if let Some(what) =
            mat2c_builtins::unsupported_form(b.id, n, first_str.as_deref(), last_str.as_deref())
        {
            if !self.prot.tries.is_empty() {
                // Octave may well raise an error here that the handler expects: refuse the
                // form when it runs instead of refusing the program.
                let msg = format!("mat2c: {} are not supported", what.replace('`', ""));
                self.raise_error(None, msg.replace('%', "%%"), span);
                return self.caught_placeholders(nargout, span);
            }
            self.unsupported(span, what);
            return self.placeholder(span);
        }
        // At a script's top level Octave just sets the state; in a function it restores it
        // at the function's exit, which mat2c does not reproduce.
        if b.id == Bi::warning
            && n == 3
            && last_str.as_deref() == Some("local")
            && self.key.func.is_some()
        {
            self.unsupported(
                span,
                "warning states local to a function (`warning('off', id, 'local')`)",
            );
            return self.placeholder(span);
        }
        let nres = match nargout {
            Nargout::Statement => mat2c_builtins::statement_results(b, n, first_str.is_some()),
            // `x || error(...)`: `error` as an operand raises (an empty message does
            // nothing, and the operand is then false, as in Octave).
            Nargout::Exactly(1) if b.id == Bi::error => {
                self.ins(InstData::Builtin { id: b.id, args }, 0, span);
                return vec![self.konst(Constant::Bool(false), span)];
            }
            Nargout::Exactly(k) => {
                if b.max_out != mat2c_builtins::VARIADIC && k > b.max_out as usize {
                    self.error(
                        Diagnostic::error(
                            codes::E0401,
                            name_span,
                            format!("`{name}` asked for {k} output(s)"),
                        )
                        .with_label_message(arity_text(0, b.max_out, "output")),
                    );
                    return self.placeholder(span);
                }
                k
            }
        };
        self.ins(InstData::Builtin { id: b.id, args }, nres, span)
    }

    pub(crate) fn user_call(
        &mut self,
        name: &str,
        name_span: Span,
        args: Vec<Arg>,
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let Some(key) = self.prog.find(self.key.unit, name) else {
            return self.placeholder(span);
        };
        let fi = key.func.unwrap_or(0);
        let callee_ast = self.prog.units[key.unit].ast;
        let af = &callee_ast.functions[fi];
        let sig = Signature::of(callee_ast, af, &self.prog.fewest_args);
        let spread = args.iter().any(|a| matches!(a, Arg::Spread(_)));
        if sig.varargin || sig.nargin || sig.nargout || sig.varargout || spread {
            return self.vararg_call(name, name_span, &sig, key, args, nargout, span);
        }
        self.signals.call_ignored = 0;
        self.signals.call_argn = None;
        let args: Vec<Value> = args.into_iter().map(Arg::value).collect();
        let (nin, nout) = (af.inputs.len(), af.outputs.len());
        // Inside `try`, a call with too many inputs or outputs is Octave's run-time error,
        // which the handler catches.
        let too_many_outs =
            matches!(nargout, Nargout::Exactly(k) if k > nout.max(1) || (k == 1 && nout == 0));
        if !self.prot.tries.is_empty() && (args.len() > nin || too_many_outs) {
            let what = if args.len() > nin {
                "inputs"
            } else {
                "outputs"
            };
            self.raise_error(
                Some("Octave:invalid-fun-call"),
                format!("{name}: function called with too many {what}"),
                span,
            );
            let n = match nargout {
                Nargout::Exactly(k) => k.max(1),
                Nargout::Statement => 1,
            };
            return (0..n).flat_map(|_| self.placeholder(span)).collect();
        }
        if args.len() != nin {
            let msg = if args.len() > nin {
                format!(
                    "`{name}` takes {nin} input(s) but is called with {}",
                    args.len()
                )
            } else {
                format!(
                    "`{name}` is called with {} of its {nin} inputs but does not read `nargin`; such calls are not supported yet",
                    args.len()
                )
            };
            let code = if args.len() > nin {
                codes::E0401
            } else {
                codes::E0601
            };
            let d = Diagnostic::error(code, name_span, msg).with_label_message("in this call");
            self.error(self.prog.at_callee(d, key));
            return self.placeholder(span);
        }
        let nres = match nargout {
            Nargout::Statement => nout.min(1),
            Nargout::Exactly(k) => {
                if k > nout.max(1) || (k == 1 && nout == 0) {
                    let d = Diagnostic::error(
                        codes::E0401,
                        name_span,
                        format!("`{name}` has {nout} output(s) but {k} are asked for"),
                    )
                    .with_label_message("in this call");
                    self.error(self.prog.at_callee(d, key));
                    return self.placeholder(span);
                }
                k
            }
        };
        let func = self.prog.func_id(key);
        self.ins(InstData::Call { func, args }, nres, span)
    }
}

fn arity_text(min: u8, max: u8, what: &str) -> String {
    if max == mat2c_builtins::VARIADIC {
        format!("it takes at least {min} {what}(s)")
    } else if min == max {
        format!("it takes {min} {what}(s)")
    } else {
        format!("it takes {min} to {max} {what}(s)")
    }
}

/// The builtins Octave defines with `binary_assoc_op_defun_body`: two or more inputs.
fn assoc_variadic(id: Bi) -> bool {
    matches!(id, Bi::plus | Bi::times | Bi::mtimes | Bi::and | Bi::or)
}
