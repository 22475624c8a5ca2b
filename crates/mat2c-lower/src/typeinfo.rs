//! `typeinfo(x)` of a literal, answered at compile time.
//!
//! Octave names a string by its quotes (`"string"`, `'sq_string'`) and an empty literal by
//! what it was written as (`null_matrix`, `null_string`, `null_sq_string`); the value alone
//! does not say, so these are decided here from the argument's syntax. Any other argument
//! goes to the runtime (`mt_bi_typeinfo`), which names a value by its class, size and layout
//! marker and refuses a char value (its quotes are lost by then).

use mat2c_syntax::ast::{self, ExprKind};

/// Octave's type name of the literal `e`, if its syntax decides it.
pub(crate) fn literal_type(ast: &ast::Ast, e: ast::ExprId) -> Option<&'static str> {
    match &ast.expr(e).kind {
        ExprKind::String {
            value,
            double_quoted,
        } => Some(match (value.is_empty(), *double_quoted) {
            (true, true) => "null_string",
            (true, false) => "null_sq_string",
            (false, true) => "string",
            (false, false) => "sq_string",
        }),
        ExprKind::Matrix { rows } if rows.iter().all(Vec::is_empty) => Some("null_matrix"),
        _ => None,
    }
}
