//! `i`, `j`, `I`, `J`: Octave's imaginary-unit functions, used where the name is not a
//! variable. Lowered in place: the complex constant `0+1i`, or with arguments (dimensions,
//! a class name) `ones(args...) * 1i`, which is what Octave's fill gives element for element.

use mat2c_diag::Span;
use mat2c_ir::{Bi, BinOp, Constant, InstData, Value};
use mat2c_syntax::ast;

use crate::fn_lower::FnLower;

/// Names lowered by this module, known to name resolution as functions.
pub(crate) fn is_imag_unit(name: &str) -> bool {
    matches!(name, "i" | "j" | "I" | "J")
}

impl FnLower<'_, '_> {
    /// `i`, `i(n)`, `i(m, n, "single")`, ...
    pub(crate) fn imag_unit(&mut self, args: &[ast::ExprId], span: Span) -> Vec<Value> {
        let unit = self.konst(Constant::Complex(0.0, 1.0), span);
        if args.is_empty() {
            return vec![unit];
        }
        let vals: Vec<Value> = args.iter().map(|&a| self.expr(a)).collect();
        let ones = self.ins1(
            InstData::Builtin {
                id: Bi::ones,
                args: vals,
            },
            span,
        );
        vec![self.ins1(
            InstData::Binary {
                op: BinOp::ElMul,
                args: [ones, unit],
            },
            span,
        )]
    }
}
