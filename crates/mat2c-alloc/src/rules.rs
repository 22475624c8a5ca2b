//! Interference from operator semantics (paper §2.3): may an instruction's result be computed
//! in the storage of one of its operands?
//!
//! The whole policy is the table [`rule`] (one row per kind of operation) plus the one
//! predicate [`may_share`] that applies a row to a concrete operand. Whatever this says
//! "shares" must be alias-safe in the C back end: the inline loops of mat2c-codegen read
//! element `k` of every operand before writing element `k` of the result, and the runtime's
//! producers used for these rows accept the destination aliasing an operand.

use mat2c_builtins::Lowering;
use mat2c_ir::types::{Dim, Shape, Ty};
use mat2c_ir::{Bi, BinOp, InstData, UnOp, Value};

/// How an operation's result may share storage with its operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InPlace {
    /// Elementwise (`+ - .* ./ .^`, comparisons, math builtins): in place in any operand
    /// (§2.3.1).
    Elementwise,
    /// `*`, `/`, `\`: only when the operation is elementwise because of a scalar operand
    /// (then in the array operand, §2.3).
    ScalarOperand,
    /// `^`: only for two scalars.
    ScalarsOnly,
    /// `A(s1, …)`: in the base only when every subscript is a scalar; never in a subscript
    /// (§2.3.2).
    ScalarIndex,
    /// `A(s…) = rhs` and `A(s…) = []`: always in place in the base (formed back to front,
    /// §2.3.3.1); never in a subscript or the right-hand side.
    Base,
    /// Transposes: only of a vector (a non-vector moves every element).
    Vector,
    /// Builds the result in fresh memory, then replaces the destination (concatenation):
    /// sharing is safe and avoids copies at joins, though no buffer is reused.
    Rebuild,
    /// A plain copy: the result may share with its argument.
    Copy,
    /// Never (matrix products and divisions, reductions, calls, special builtins).
    Never,
}

/// The in-place rule of an instruction.
pub fn rule(data: &InstData) -> InPlace {
    use InPlace::*;
    match data {
        InstData::Unary { op, .. } => match op {
            UnOp::Neg | UnOp::Not | UnOp::Plus => Elementwise,
            UnOp::Transpose | UnOp::CTranspose => Vector,
        },
        InstData::Binary { op, .. } => match op {
            BinOp::MatMul | BinOp::MatRDiv | BinOp::MatLDiv => ScalarOperand,
            BinOp::MatPow => ScalarsOnly,
            _ => Elementwise,
        },
        // `c{i} = v` and `s.f = v` update the container in place in the base's storage.
        InstData::Builtin {
            id: Bi::pct_brace_set | Bi::pct_field_set,
            ..
        } => Base,
        InstData::Builtin { id, .. } => match mat2c_builtins::row(*id).map(|b| b.lowering) {
            Some(Lowering::Unary(_) | Lowering::Binary(_)) => Elementwise,
            _ => Never,
        },
        InstData::Index { .. } => ScalarIndex,
        InstData::Update { .. } | InstData::Delete { .. } => Base,
        InstData::HorzCat { .. } | InstData::VertCat { .. } => Rebuild,
        InstData::Copy { .. } => Copy,
        _ => Never,
    }
}

fn is_scalar(t: &Ty) -> bool {
    t.shape.is_scalar()
}

fn is_vector(t: &Ty) -> bool {
    matches!(&t.shape, Shape::Dims(d) if d.len() == 2 && d.contains(&Dim::Known(1)))
}

/// May the result of `data` share storage with operand `x`? `ty` gives operand types.
///
/// A cell or struct operand shares only with the update of its own value (`c{i} = v`,
/// `c(i) = …`, `s.f = v`, deletion: the runtime replaces element pointers in place and
/// grows by doubling), a copy, or a rebuild. Never does a slot alias boxed elements: boxes are
/// reference counted and never modified once stored, a read `c{i}` copies the element out,
/// and a slot that held a container releases it before reuse. (Values of unknown class may
/// hold a container at run time; the same runtime rules make their sharing safe.)
pub fn may_share(data: &InstData, x: Value, ty: &dyn Fn(Value) -> Ty) -> bool {
    if ty(x).class.is_some_and(|c| c.is_container())
        && !matches!(rule(data), InPlace::Base | InPlace::Copy | InPlace::Rebuild)
    {
        return false;
    }
    match (rule(data), data) {
        (InPlace::Elementwise | InPlace::Rebuild | InPlace::Copy, _) => true,
        (InPlace::ScalarOperand, InstData::Binary { op, args: [a, b] }) => {
            let (sa, sb) = (is_scalar(&ty(*a)), is_scalar(&ty(*b)));
            match op {
                BinOp::MatMul => sa || sb,
                BinOp::MatRDiv => sb,
                BinOp::MatLDiv => sa,
                _ => false,
            }
        }
        (InPlace::ScalarsOnly, InstData::Binary { args: [a, b], .. }) => {
            is_scalar(&ty(*a)) && is_scalar(&ty(*b))
        }
        (InPlace::ScalarIndex, InstData::Index { base, subs }) => {
            x == *base && !subs.contains(base) && subs.iter().all(|&s| is_scalar(&ty(s)))
        }
        (InPlace::Base, InstData::Update { base, subs, rhs }) => {
            x == *base && *rhs != x && !subs.contains(&x)
        }
        (InPlace::Base, InstData::Delete { base, subs }) => x == *base && !subs.contains(&x),
        (InPlace::Base, InstData::Builtin { args, .. }) => {
            args.first() == Some(&x) && !args[1..].contains(&x)
        }
        (InPlace::Vector, _) => is_vector(&ty(x)),
        _ => false,
    }
}
