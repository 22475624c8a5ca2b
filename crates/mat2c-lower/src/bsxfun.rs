//! `bsxfun(@f, A, B)` for the elementwise builtins and operator functions: every one of them
//! already expands singleton dimensions, so the call lowers to `f(A, B)` after a run-time
//! check of the sizes that raises Octave's `bsxfun` errors (`m2c_bsxfun_dims`, which also
//! knows which class pairs take Octave's fast path and its other message). The function may
//! be `@name`, its name as a string, or a variable whose value here is such a handle; other
//! functions (anonymous or user functions, a handle merged from several definitions) are
//! E0601.

use mat2c_diag::Span;
use mat2c_ir::handles::{Target, handle_index};
use mat2c_ir::{Bi, Constant, InstData, Value};
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
        let name = match &ast.expr(args[0]).kind {
            ExprKind::FuncHandle { name } => Some(name.name.clone()),
            // Octave looks a function name up as `@name` would.
            ExprKind::String { value, .. } => Some(value.clone()),
            // A variable holding a named handle here (`f = @minus; bsxfun(f, a, b)`).
            ExprKind::Ident(_) => {
                let h = self.expr(args[0]);
                self.named_handle_of(h)
            }
            _ => None,
        };
        let f = match name {
            Some(n)
                if mat2c_builtins::id_of(&n).is_some_and(|id| ELEMENTWISE.contains(&id))
                    && self.prog.find(self.key.unit, &n).is_none() =>
            {
                n
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
        let op = self.konst(Constant::Str(f.clone().into()), span);
        self.builtin_call(
            Bi::m2c_bsxfun_dims.name(),
            name_span,
            vec![a, b, op],
            Nargout::Statement,
            span,
        );
        self.builtin_call(&f, name_span, vec![a, b], nargout, span)
    }

    /// The function name of `h` when it is (on every path) the value of `@name` for a
    /// builtin or operator; `None` for anything else (an anonymous or user function, a
    /// value merged from several definitions).
    fn named_handle_of(&self, h: Value) -> Option<String> {
        let dfg = &self.ssa.func.dfg;
        let InstData::Builtin { id, .. } = &dfg.insts[dfg.defining_inst(h)?] else {
            return None;
        };
        let def = &self.prog.handles[handle_index(*id)?];
        match &def.target {
            Target::Builtin(_) | Target::Operator(_) if !def.anon => {
                def.text.strip_prefix('@').map(str::to_string)
            }
            _ => None,
        }
    }
}
