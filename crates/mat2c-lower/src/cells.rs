//! Lowering of cell arrays and structs: brace literals, brace indexing, field access, comma
//! lists in `[...]` and `{...}`, and assignments to targets such as `s.a(2).b{3} = v`.
//!
//! Everything becomes calls of the internal builtins of `mat2c_builtins::CELL_BUILTINS`
//! (`%box`, `%brace`, `%field_set`, …) or the generic `Index`/`Update`/`Delete`/concatenation
//! instructions, which the runtime applies to cells and structs by their class. An assignment
//! to a chain reads the old value of every prefix of the target (`%…_lv`: `[]` where nothing
//! exists yet), rebuilds the innermost part and stores the result back outwards, so value
//! semantics hold without aliasing.

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind};

use crate::fn_lower::FnLower;
use crate::operands::{Arg, Nargout};
use crate::resolve::NameKind;

/// True when `name` is a builtin that takes a comma list of any length by name.
pub(crate) fn cs_callable(name: &str) -> bool {
    mat2c_builtins::id_of(name).is_some_and(mat2c_builtins::cs_callable_by_name)
}

/// True when `name` is a builtin with a generic runtime entry: a comma list of several
/// values (`c{:}`) is unpacked into it at run time (`vertcat(c{:})`).
pub(crate) fn cs_spreads_into(name: &str) -> bool {
    mat2c_builtins::lookup(name).is_some_and(|b| b.lowering == mat2c_builtins::Lowering::Runtime)
}

impl FnLower<'_, '_> {
    pub(crate) fn builtin1(&mut self, id: Bi, args: Vec<Value>, span: Span) -> Value {
        self.ins1(InstData::Builtin { id, args }, span)
    }

    /// `{a, b; c, d}`: every element boxed into a 1x1 cell (a comma list `c{...}` gives its
    /// elements as a row), then concatenated as a matrix literal is.
    pub(crate) fn cell_literal(&mut self, rows: &[Vec<ast::ExprId>], span: Span) -> Value {
        let mut row_vals = Vec::new();
        for row in rows.iter().filter(|r| !r.is_empty()) {
            let mut elems = Vec::with_capacity(row.len());
            for &x in row {
                let v = match &self.ast.expr(x).kind {
                    ExprKind::CellIndex { base, args } => self.cs_list(*base, args, Bi::pct_cs_row),
                    ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                        self.field_row(x, *base)
                    }
                    _ => {
                        let v = self.expr(x);
                        self.builtin1(Bi::pct_box, vec![v], span)
                    }
                };
                elems.push(v);
            }
            row_vals.push(if elems.len() == 1 {
                elems[0]
            } else {
                self.ins1(InstData::HorzCat { args: elems }, span)
            });
        }
        match row_vals.len() {
            0 => self.builtin1(Bi::cell, vec![], span),
            1 => row_vals[0],
            _ => self.ins1(InstData::VertCat { args: row_vals }, span),
        }
    }

    /// An element of a matrix literal: a comma list `c{...}` stands for its elements
    /// concatenated horizontally.
    pub(crate) fn matrix_elem(&mut self, x: ast::ExprId) -> Value {
        match &self.ast.expr(x).kind {
            ExprKind::CellIndex { base, args } => self.cs_list(*base, args, Bi::pct_cs_cat),
            ExprKind::Field { base, .. } if self.map_var(*base).is_some() => self.expr(x),
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                let span = self.ast.expr(x).span;
                let row = self.field_row(x, *base);
                self.builtin1(Bi::pct_cs_cat, vec![row], span)
            }
            _ => self.expr(x),
        }
    }

    /// `base.name` of every element of a struct array, as a 1xN cell row.
    fn field_row(&mut self, e: ast::ExprId, base: ast::ExprId) -> Value {
        let span = self.ast.expr(e).span;
        let b = self.operand(base);
        let n = self.field_name(e);
        self.builtin1(Bi::pct_field_row, vec![b, n], span)
    }

    /// One argument of a call: a comma list spreads where the callee takes any number of
    /// arguments (`spread`), and in a user function call also where its subscripts plainly
    /// select several elements (`c{:}`, `c{2:3}`: the call then unpacks it at run time);
    /// otherwise it must hold exactly one value (checked at run time).
    pub(crate) fn call_arg(&mut self, a: ast::ExprId, spread: bool, user: bool) -> Arg {
        match &self.ast.expr(a).kind {
            ExprKind::CellIndex { base, args }
                if spread || (user && self.selects_several(args)) =>
            {
                Arg::Spread(self.cs_list(*base, args, Bi::pct_cs_row))
            }
            ExprKind::CellIndex { base, args } => {
                let span = self.ast.expr(a).span;
                let b = self.operand(*base);
                let mut all = vec![b];
                all.extend(self.subscripts(b, args));
                Arg::One(self.builtin1(Bi::pct_brace1, all, span))
            }
            ExprKind::Field { base, .. } if self.map_var(*base).is_some() => Arg::One(self.expr(a)),
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } if spread => {
                Arg::Spread(self.field_row(a, *base))
            }
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                // A struct array's field is a comma list: it must hold exactly one value.
                let span = self.ast.expr(a).span;
                let row = self.field_row(a, *base);
                Arg::One(self.builtin1(Bi::pct_brace1, vec![row], span))
            }
            _ => Arg::One(self.expr(a)),
        }
    }

    /// `cellfun('name', c)` with one of the legacy names is supported; handles are not.
    pub(crate) fn cellfun_supported(&self, args: &[ast::ExprId]) -> bool {
        matches!(
            args.first().map(|&a| &self.ast.expr(a).kind),
            Some(ExprKind::String { value, .. })
                if mat2c_builtins::CELLFUN_NAMES.contains(&value.as_str())
        ) && args.len() == 2
    }

    /// Subscripts that plainly select several elements (a colon, a range, a bracket list).
    pub(crate) fn selects_several(&self, args: &[ast::ExprId]) -> bool {
        args.iter().any(|&s| {
            matches!(
                self.ast.expr(s).kind,
                ExprKind::Colon | ExprKind::Range { .. } | ExprKind::Matrix { .. }
            )
        })
    }

    /// The arguments as one cell row: values boxed, comma lists as they are.
    pub(crate) fn args_cell(&mut self, args: Vec<Arg>, span: Span) -> Value {
        let parts: Vec<Value> = args
            .into_iter()
            .map(|a| match a {
                Arg::One(v) => self.builtin1(Bi::pct_box, vec![v], span),
                Arg::Spread(row) => row,
            })
            .collect();
        match parts.len() {
            0 => self.builtin1(Bi::cell, vec![], span),
            1 => parts[0],
            _ => self.ins1(InstData::HorzCat { args: parts }, span),
        }
    }

    /// A variadic builtin called with a comma list among its arguments: the runtime unpacks
    /// the argument cell (`%call_cs`).
    pub(crate) fn spread_builtin_call(
        &mut self,
        name: &str,
        args: Vec<Arg>,
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let cell = self.args_cell(args, span);
        let fname = self.konst(Constant::Str(name.to_string().into()), span);
        let row = mat2c_builtins::lookup(name);
        let pure = row.is_some_and(|b| b.pure && b.max_out > 0);
        // Several results only from a builtin with a generic runtime entry that gives them.
        let several = |k: usize| {
            row.is_some_and(|b| {
                b.lowering == mat2c_builtins::Lowering::Runtime
                    && (b.max_out == mat2c_builtins::VARIADIC || k <= usize::from(b.max_out))
            })
        };
        let nres = match nargout {
            Nargout::Statement => usize::from(pure),
            Nargout::Exactly(k) if k > 1 && several(k) => k,
            Nargout::Exactly(k) => k.min(1),
        };
        self.ins(
            InstData::Builtin {
                id: Bi::pct_call_cs,
                args: vec![fname, cell],
            },
            nres,
            span,
        )
    }

    /// A statement that is a comma list (`c{...}`, `s.f`) as a cell row of its values.
    pub(crate) fn stmt_cs_list(&mut self, e: ast::ExprId) -> Option<Value> {
        match &self.ast.expr(e).kind {
            ExprKind::CellIndex { base, args } => Some(self.cs_list(*base, args, Bi::pct_cs_row)),
            ExprKind::Field { base, .. } if self.map_var(*base).is_some() => None,
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                Some(self.field_row(e, *base))
            }
            _ => None,
        }
    }

    /// `base{args}` as a comma list through `op` (`%cs_row` or `%cs_cat`).
    fn cs_list(&mut self, base: ast::ExprId, args: &[ast::ExprId], op: Bi) -> Value {
        let span = self.ast.expr(base).span;
        self.empty_braces(args, span);
        let b = self.operand(base);
        let mut all = vec![b];
        all.extend(self.subscripts(b, args));
        let v = self.builtin1(op, all, span);
        self.name_subscripted(v, base);
        v
    }

    /// Records the variable `base` names (if it is one) as what the instruction defining `v`
    /// subscripts, for Octave's index errors: the base value itself may be shared with
    /// another variable or a temporary once optimised (`q = {1}` and a `{1}` elsewhere).
    fn name_subscripted(&mut self, v: Value, base: ast::ExprId) {
        match &self.ast.expr(base).kind {
            ExprKind::Ident(id) if matches!(self.res.kinds[base], Some(NameKind::Var { .. })) => {
                let name = id.name.clone();
                self.name_index(v, &name);
            }
            // A literal or a computed value is no variable (`{1}{2}` is `index (2)`), even
            // when optimisation shares its value with one.
            ExprKind::Matrix { .. }
            | ExprKind::Cell { .. }
            | ExprKind::Number { .. }
            | ExprKind::String { .. }
            | ExprKind::Binary { .. }
            | ExprKind::Unary { .. }
            | ExprKind::Postfix { .. }
            | ExprKind::Range { .. } => self.name_index(v, ""),
            _ => {}
        }
    }

    /// The value of an expression used as the base of `{}`, `.` or `()`.
    pub(crate) fn operand(&mut self, e: ast::ExprId) -> Value {
        if let ExprKind::Ident(id) = &self.ast.expr(e).kind
            && let Some(NameKind::Var { maybe_undef }) = self.res.kinds[e]
        {
            if maybe_undef {
                self.check_defined(&id.name, self.ast.expr(e).span);
            }
            return self.read(&id.name);
        }
        self.expr(e)
    }

    /// `c{}` is an error (Octave: "invalid empty index expression").
    fn empty_braces(&mut self, args: &[ast::ExprId], span: Span) -> bool {
        if args.is_empty() {
            self.error(
                mat2c_diag::Diagnostic::error(
                    mat2c_diag::codes::E0201,
                    span,
                    "invalid empty index expression {}, use {:} instead",
                )
                .with_label_message("no subscript"),
            );
        }
        args.is_empty()
    }

    /// `base{args}`: the content (the first one when several are selected).
    pub(crate) fn brace_read(
        &mut self,
        base: ast::ExprId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Value {
        if self.empty_braces(args, span) {
            return self.konst(Constant::Empty, span);
        }
        let b = self.operand(base);
        let mut all = vec![b];
        all.extend(self.subscripts(b, args));
        let v = self.builtin1(Bi::pct_brace, all, span);
        self.name_subscripted(v, base);
        v
    }

    /// The field name of `.name` or `.(expr)` as a value.
    pub(crate) fn field_name(&mut self, e: ast::ExprId) -> Value {
        let span = self.ast.expr(e).span;
        match &self.ast.expr(e).kind {
            ExprKind::Field { name, .. } => {
                self.konst(Constant::Str(name.name.clone().into()), span)
            }
            ExprKind::DynField { name, .. } => self.expr(*name),
            _ => self.konst(Constant::Str(String::new().into()), span),
        }
    }

    /// `base.name` / `base.(expr)`.
    pub(crate) fn field_read(&mut self, e: ast::ExprId, base: ast::ExprId, span: Span) -> Value {
        let b = self.operand(base);
        let n = self.field_name(e);
        self.builtin1(Bi::pct_field, vec![b, n], span)
    }

    /// `base(args)` where base is not a plain variable (`s.a(2)`, `c{1}(2, :)`).
    pub(crate) fn index_of_expr(
        &mut self,
        base: ast::ExprId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Value {
        let b = self.operand(base);
        let subs = self.subscripts(b, args);
        self.ins1(InstData::Index { base: b, subs }, span)
    }

    /// `f(x)(2)`, `a'(3)`: indexing the value of an expression. Octave's index errors name
    /// the variable when the expression indexes one (`a(1)(2)` reports `a(2)`).
    pub(crate) fn index_of_value(
        &mut self,
        base: ast::ExprId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Value {
        let b = self.operand(base);
        if let ExprKind::Index { base: root, .. } = &self.ast.expr(base).kind
            && let ExprKind::Ident(id) = &self.ast.expr(*root).kind
            && matches!(self.res.kinds[*root], Some(NameKind::Var { .. }))
            && self.ssa.func.var_names[b].is_none()
        {
            self.ssa.func.var_names[b] = Some(id.name.clone());
        }
        let subs = self.subscripts(b, args);
        let v = self.ins1(InstData::Index { base: b, subs }, span);
        if !matches!(self.ast.expr(base).kind, ExprKind::Index { .. }) {
            self.name_subscripted(v, base);
        }
        v
    }

    /// True for the indexing forms a chain may contain.
    pub(crate) fn is_chain_base(&self, e: ast::ExprId) -> bool {
        matches!(
            self.ast.expr(e).kind,
            ExprKind::CellIndex { .. } | ExprKind::Field { .. } | ExprKind::DynField { .. }
        )
    }

    /// The current value of an assignment target, `[]` where nothing exists yet.
    pub(crate) fn lvalue_read(&mut self, e: ast::ExprId, span: Span) -> Value {
        match &self.ast.expr(e).kind {
            ExprKind::Ident(id) => {
                let name = id.name.clone();
                self.read_for_update(&name, span)
            }
            ExprKind::Index { base, args } => {
                let b = self.lvalue_read(*base, span);
                let mut all = vec![b];
                all.extend(self.subscripts(b, args));
                self.builtin1(Bi::pct_paren_lv, all, span)
            }
            ExprKind::CellIndex { base, args } => {
                let b = self.lvalue_read(*base, span);
                let mut all = vec![b];
                all.extend(self.subscripts(b, args));
                self.builtin1(Bi::pct_brace_lv, all, span)
            }
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                let b = self.lvalue_read(*base, span);
                let n = self.field_name(e);
                self.builtin1(Bi::pct_field_lv, vec![b, n], span)
            }
            _ => self.konst(Constant::Empty, span),
        }
    }

    /// Stores `v` into the target `lhs` (any chain rooted at a variable); returns the root's
    /// name and new value.
    pub(crate) fn store_chain(
        &mut self,
        lhs: ast::ExprId,
        v: Value,
        span: Span,
    ) -> Option<(String, Value)> {
        let ast = self.ast;
        match &ast.expr(lhs).kind {
            ExprKind::Ident(id) => {
                self.def(&id.name, v, span);
                Some((id.name.clone(), v))
            }
            ExprKind::Index { base, args } => {
                let old = self.lvalue_read(*base, span);
                let subs = self.subscripts(old, args);
                let nv = self.ins1(
                    InstData::Update {
                        base: old,
                        subs,
                        rhs: v,
                    },
                    span,
                );
                self.store_chain(*base, nv, span)
            }
            ExprKind::CellIndex { base, args } => {
                self.empty_braces(args, span);
                let old = self.lvalue_read(*base, span);
                let mut all = vec![old];
                all.extend(self.subscripts(old, args));
                all.push(v);
                let nv = self.builtin1(Bi::pct_brace_set, all, span);
                self.name_subscripted(nv, *base);
                self.store_chain(*base, nv, span)
            }
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                let old = self.lvalue_read(*base, span);
                let n = self.field_name(lhs);
                let nv = self.builtin1(Bi::pct_field_set, vec![old, n, v], span);
                self.store_chain(*base, nv, span)
            }
            _ => None,
        }
    }

    /// `target(args) = []` where the target is a chain (`s.a(2) = []`).
    pub(crate) fn delete_chain(
        &mut self,
        base: ast::ExprId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<(String, Value)> {
        let old = self.lvalue_read(base, span);
        let subs = self.subscripts(old, args);
        let nv = self.ins1(InstData::Delete { base: old, subs }, span);
        self.store_chain(base, nv, span)
    }
}
