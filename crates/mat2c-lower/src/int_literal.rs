//! 64-bit integer values written as literals, kept exact where a double would round them.
//!
//! Octave keeps a decimal integer literal beyond `flintmax` as a "magic int" that reads as a
//! double everywhere except as the argument of `int64`/`uint64` (through parentheses and
//! unary `-`/`+`), where its exact value is converted: `uint64(18446744073709551557)` is
//! 18446744073709551557, while `x = 18446744073709551557; uint64(x)` saturates the rounded
//! double. Hex and binary literals of a 64-bit class (`0x20000000000001`, `0xFFFF...s64`)
//! are that class's value of those bits.

use mat2c_ir::{Bi, Constant};
use mat2c_syntax::ast::{self, ExprKind, UnaryOp};

use crate::fn_lower::FnLower;

/// The exact constant of a hex or binary literal of a 64-bit integer class.
pub(crate) fn typed_literal64(class: &str, bits: u64) -> Option<Constant> {
    match mat2c_builtins::id_of(class)? {
        Bi::int64 => Some(Constant::Int64(bits as i64)),
        Bi::uint64 => Some(Constant::Uint64(bits)),
        _ => None,
    }
}

impl FnLower<'_, '_> {
    /// `int64(LIT)` / `uint64(LIT)` of a decimal integer literal (possibly negated or
    /// parenthesized) that a double does not hold exactly: the exact, saturated value.
    pub(crate) fn exact_int64_call(&self, name: &str, args: &[ast::ExprId]) -> Option<Constant> {
        let [arg] = args else { return None };
        let (neg, digits) = self.magic_int(*arg)?;
        let v: u128 = digits.parse().ok()?;
        if v <= 1 << 53 {
            return None; // the double route is exact
        }
        match mat2c_builtins::id_of(name)? {
            Bi::uint64 if neg => Some(Constant::Uint64(0)),
            Bi::uint64 => Some(Constant::Uint64(v.min(u128::from(u64::MAX)) as u64)),
            Bi::int64 if neg => Some(Constant::Int64((-(v.min(1 << 63) as i128)) as i64)),
            Bi::int64 => Some(Constant::Int64(v.min(i64::MAX as u128) as i64)),
            _ => None,
        }
    }

    /// A decimal integer literal under unary `-`/`+`: whether it is negated, and its digits.
    fn magic_int(&self, e: ast::ExprId) -> Option<(bool, String)> {
        match &self.ast.expr(e).kind {
            ExprKind::Number {
                imag: false, text, ..
            } => {
                let digits: String = text.chars().filter(|&c| c != '_').collect();
                digits
                    .bytes()
                    .all(|b| b.is_ascii_digit())
                    .then_some((false, digits))
            }
            ExprKind::Unary {
                op: op @ (UnaryOp::Neg | UnaryOp::Plus),
                operand,
            } => {
                let (neg, d) = self.magic_int(*operand)?;
                Some((neg ^ (*op == UnaryOp::Neg), d))
            }
            _ => None,
        }
    }
}
