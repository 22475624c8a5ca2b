//! `bsxfun(@f, A, B)` for the elementwise builtins and operator functions: every one of them
//! already expands singleton dimensions, so the call lowers to `f(A, B)` after a run-time
//! check of the sizes that raises Octave's `bsxfun` errors (`m2c_bsxfun_dims`, which also
//! knows which class pairs take Octave's fast path and its other message). Other handles
//! (anonymous functions, user functions, a handle in a variable) are E0601.

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, Value};
use mat2c_syntax::ast::{ExprId, ExprKind};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;

/// The functions `bsxfun` accepts, as Octave names them.
const ELEMENTWISE: &[Bi] = &[
    Bi::and,
    Bi::atan2,
    Bi::eq,
    Bi::ge,
    Bi::gt,
    Bi::hypot,
    Bi::ldivide,
    Bi::le,
    Bi::lt,
    Bi::max,
    Bi::min,
    Bi::minus,
    Bi::mod_,
    Bi::ne,
    Bi::or,
    Bi::plus,
    Bi::power,
    Bi::rdivide,
    Bi::rem,
    Bi::times,
];

impl FnLower<'_, '_> {
    /// `bsxfun(f, A, B)` (three arguments, checked by the caller).
    pub(crate) fn bsxfun(
        &mut self,
        args: &[ExprId],
        name_span: Span,
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let ast = self.ast;
        let f = match &ast.expr(args[0]).kind {
            ExprKind::FuncHandle { name }
                if mat2c_builtins::id_of(&name.name)
                    .is_some_and(|id| ELEMENTWISE.contains(&id))
                    && self.prog.find(self.key.unit, &name.name).is_none() =>
            {
                name.name.clone()
            }
            _ => {
                self.unsupported(
                    span,
                    "`bsxfun` calls with a function other than a handle to an elementwise builtin (`@plus`, `@max`, ...)",
                );
                return vec![self.konst(Constant::Empty, span)];
            }
        };
        let a = self.expr(args[1]);
        let b = self.expr(args[2]);
        let op = self.konst(Constant::Str(f.clone()), span);
        self.builtin_call(
            Bi::m2c_bsxfun_dims.name(),
            name_span,
            vec![a, b, op],
            Nargout::Statement,
            span,
        );
        self.builtin_call(&f, name_span, vec![a, b], nargout, span)
    }
}
