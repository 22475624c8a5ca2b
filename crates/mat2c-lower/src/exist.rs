//! `exist('x', 'var')`: whether a variable is assigned at this point of the program. The
//! name gets a definedness flag like a variable read while possibly unassigned (false at
//! entry, true after each assignment, false again after `clear`), and the call reads it.
//! Other forms ask about files and functions on Octave's path and are `E0601`.

use mat2c_diag::Span;
use mat2c_ir::{Constant, InstData, Value};
use mat2c_syntax::ast::{self, Ast, ExprKind};

use crate::NameKind;
use crate::resolve::Resolution;
use crate::stmt::FnLower;

/// Names lowered by this module, known to name resolution as functions.
pub(crate) fn is_exist(name: &str) -> bool {
    name == "exist"
}

/// The variable named by a call `exist('x', 'var')`.
fn var_query(ast: &Ast, args: &[ast::ExprId]) -> Option<String> {
    let [name, kind] = args else {
        return None;
    };
    match (&ast.expr(*name).kind, &ast.expr(*kind).kind) {
        (ExprKind::String { value: n, .. }, ExprKind::String { value: k, .. }) if k == "var" => {
            Some(n.clone())
        }
        _ => None,
    }
}

/// The names this body asks `exist('x', 'var')` about (they need definedness flags).
pub(crate) fn queried_names(ast: &Ast, res: &Resolution) -> Vec<String> {
    let mut out = Vec::new();
    for e in ast.exprs.values() {
        if let ExprKind::Index { base, args } = &e.kind
            && let ExprKind::Ident(id) = &ast.expr(*base).kind
            && is_exist(&id.name)
            && matches!(res.kinds[*base], Some(NameKind::Builtin))
            && let Some(n) = var_query(ast, args)
            && !out.contains(&n)
        {
            out.push(n);
        }
    }
    out
}

impl FnLower<'_, '_> {
    /// `exist('x', 'var')`: 1 when `x` is assigned here, else 0 (a double, as in Octave).
    pub(crate) fn exist(&mut self, args: &[ast::ExprId], span: Span) -> Vec<Value> {
        let Some(name) = var_query(self.ast, args) else {
            self.unsupported(
                span,
                "`exist` calls other than `exist('name', 'var')` (files and functions on the path)",
            );
            return vec![self.konst(Constant::Empty, span)];
        };
        if self.mem_var(&name).is_some() {
            self.unsupported(span, "`exist` calls about `global`/`persistent` variables");
            return vec![self.konst(Constant::Empty, span)];
        }
        let Some(&flag) = self.flags.get(&name) else {
            return vec![self.konst(Constant::Num(0.0), span)];
        };
        let b = self.block_or_dead();
        let f = self.ssa.use_var(flag, b);
        vec![self.ins1(
            InstData::Builtin {
                name: "double".into(),
                args: vec![f],
            },
            span,
        )]
    }
}
