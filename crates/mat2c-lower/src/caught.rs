//! Questions about a caught error (`catch err`) that Octave 7.3 answers from its type alone:
//! the error is a scalar struct with the fields `message`, `identifier` and `stack` (Octave
//! 7.3 has no `MException` class), so `class(err)` is `'struct'`, `isstruct(err)` is true,
//! `isfield(err, 'message')` is true, `isa(err, 'MException')` is false; `err.stack` is a
//! struct array with the fields `file`, `name`, `line`, `column` (how many frames depends
//! on Octave's own call depth, so only its type is answered). They fold to constants; other
//! whole-value uses stay unsupported. `getfield(err, 'message')` (or `'identifier'`) reads
//! the field as `err.message` does.

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, Value};
use mat2c_syntax::ast::{self, ExprKind};

use crate::fn_lower::FnLower;
use crate::resolve::NameKind;

/// The fields of a caught error, in Octave's order.
const FIELDS: &[&str] = &["message", "identifier", "stack"];
/// The fields of each frame of `err.stack`.
const STACK_FIELDS: &[&str] = &["file", "name", "line", "column"];

impl FnLower<'_, '_> {
    /// `f(err, ...)` for a caught error `err` answered at compile time, or `None`.
    pub(crate) fn caught_query(
        &mut self,
        name: &str,
        callee_expr: ast::ExprId,
        args: &[ast::ExprId],
        span: Span,
    ) -> Option<Value> {
        let ast = self.ast;
        if !matches!(self.res.kinds[callee_expr], Some(NameKind::Builtin)) {
            return None;
        }
        let (&arg, rest) = args.split_first()?;
        // `err` itself, or `err.stack` (a struct array of frames: only its type is portable).
        let (first, fields) = match &ast.expr(arg).kind {
            ExprKind::Field { base, name } if name.name == "stack" => (*base, STACK_FIELDS),
            _ => (arg, FIELDS),
        };
        let ExprKind::Ident(id) = &ast.expr(first).kind else {
            return None;
        };
        if !self.prot.err_vars.contains(&id.name)
            || !matches!(self.res.kinds[first], Some(NameKind::Var { .. }))
        {
            return None;
        }
        let whole = fields == FIELDS;
        let lit = |k: usize| match rest.get(k).map(|&e| &ast.expr(e).kind) {
            Some(ExprKind::String { value, .. }) => Some(value.as_str()),
            _ => None,
        };
        // `getfield(err, 'message')` is `err.message`.
        if let (Some(Bi::getfield), [_], true) = (mat2c_builtins::id_of(name), rest, whole) {
            let id = match lit(0)? {
                "message" => Bi::m2c_err_message,
                "identifier" => Bi::m2c_err_identifier,
                _ => return None,
            };
            let ev = self.err_value(first);
            return Some(self.ins1(mat2c_ir::InstData::Builtin { id, args: vec![ev] }, span));
        }
        let c = match (mat2c_builtins::id_of(name), rest.len()) {
            (Some(Bi::class), 0) => Constant::Str("struct".into()),
            (Some(Bi::isstruct), 0) => Constant::Bool(true),
            (Some(Bi::isempty), 0) if !whole => return None,
            (
                Some(
                    Bi::ischar
                    | Bi::isnumeric
                    | Bi::islogical
                    | Bi::iscell
                    | Bi::isempty
                    | Bi::isreal
                    | Bi::isfloat
                    | Bi::isinteger,
                ),
                0,
            ) => Constant::Bool(false),
            (Some(Bi::numel), 0) if whole => Constant::Num(1.0),
            (Some(Bi::isa), 1) => Constant::Bool(lit(0)? == "struct"), // tidy: string
            (Some(Bi::isfield), 1) => Constant::Bool(fields.contains(&lit(0)?)),
            _ => return None,
        };
        // The variable must still be defined here.
        self.err_value(first);
        Some(self.konst(c, span))
    }
}
