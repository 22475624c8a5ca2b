//! Small types shared by the lowering modules: a call argument ([`Arg`]), how many results a
//! call site asks for ([`Nargout`]), and the AST's binary operators as IR ones.

use mat2c_ir::{BinOp, Value};
use mat2c_syntax::ast::BinaryOp;

/// One argument of a call: a value, or a comma list `c{...}` (as a 1xN cell row).
pub(crate) enum Arg {
    One(Value),
    Spread(Value),
}

impl Arg {
    pub(crate) fn value(self) -> Value {
        match self {
            Arg::One(v) | Arg::Spread(v) => v,
        }
    }
}

/// How many results a call site asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Nargout {
    /// An expression statement: a procedure's result is dropped, a function's becomes `ans`.
    Statement,
    Exactly(usize),
}

pub(crate) fn ir_binop(op: BinaryOp) -> BinOp {
    match op {
        BinaryOp::Add => BinOp::Add,
        BinaryOp::Sub => BinOp::Sub,
        BinaryOp::MatMul => BinOp::MatMul,
        BinaryOp::ElMul => BinOp::ElMul,
        BinaryOp::MatRDiv => BinOp::MatRDiv,
        BinaryOp::ElRDiv => BinOp::ElRDiv,
        BinaryOp::MatLDiv => BinOp::MatLDiv,
        BinaryOp::ElLDiv => BinOp::ElLDiv,
        BinaryOp::MatPow => BinOp::MatPow,
        BinaryOp::ElPow => BinOp::ElPow,
        BinaryOp::Lt => BinOp::Lt,
        BinaryOp::Le => BinOp::Le,
        BinaryOp::Gt => BinOp::Gt,
        BinaryOp::Ge => BinOp::Ge,
        BinaryOp::Eq => BinOp::Eq,
        BinaryOp::Ne => BinOp::Ne,
        BinaryOp::ElAnd | BinaryOp::AndAnd => BinOp::And,
        BinaryOp::ElOr | BinaryOp::OrOr => BinOp::Or,
    }
}
