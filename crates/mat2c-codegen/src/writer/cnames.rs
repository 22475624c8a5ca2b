//! C spellings: string and number literals, runtime class and operator names, and the C
//! operators and <math.h> functions that match MATLAB's on real doubles.

use std::fmt::Write as _;

use mat2c_ir::BinOp;
use mat2c_ir::types::Class;

pub(super) fn c_str(s: &str) -> String {
    let mut o = String::from("\"");
    for b in s.bytes() {
        match b {
            b'"' => o.push_str("\\\""),
            b'\\' => o.push_str("\\\\"),
            b'\n' => o.push_str("\\n"),
            b'\t' => o.push_str("\\t"),
            b'?' => o.push_str("\\?"),
            0x20..=0x7e => o.push(b as char),
            _ => {
                let _ = write!(o, "\\{b:03o}");
            }
        }
    }
    o.push('"');
    o
}

pub(super) fn c_num(x: f64) -> String {
    // The runtime's double NaN and Inf (C99's NAN and INFINITY are floats: -Wdouble-promotion).
    if x.to_bits() == mat2c_ir::NA.to_bits() {
        "MT_NA".into()
    } else if x.is_nan() {
        "MT_NAN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "MT_INF" } else { "(-MT_INF)" }.into()
    } else {
        let s = format!("{x:?}");
        if x < 0.0 { format!("({s})") } else { s }
    }
}

pub(super) fn mt_class(c: Class) -> &'static str {
    use Class::*;
    match c {
        Double => "MT_DOUBLE",
        Single => "MT_SINGLE",
        Int8 => "MT_INT8",
        Uint8 => "MT_UINT8",
        Int16 => "MT_INT16",
        Uint16 => "MT_UINT16",
        Int32 => "MT_INT32",
        Uint32 => "MT_UINT32",
        Int64 => "MT_INT64",
        Uint64 => "MT_UINT64",
        Logical => "MT_LOGICAL",
        Char => "MT_CHAR",
        Cell => "MT_CELL",
        Struct => "MT_STRUCT",
    }
}

pub(super) fn binop_mt(op: BinOp) -> &'static str {
    use BinOp::*;
    match op {
        Add => "MT_ADD",
        Sub => "MT_SUB",
        ElMul | MatMul => "MT_MUL",
        ElRDiv | MatRDiv => "MT_RDIV",
        ElLDiv | MatLDiv => "MT_LDIV",
        ElPow | MatPow => "MT_POW",
        Lt => "MT_LT",
        Le => "MT_LE",
        Gt => "MT_GT",
        Ge => "MT_GE",
        Eq => "MT_EQ",
        Ne => "MT_NE",
        And => "MT_AND",
        Or => "MT_OR",
    }
}

/// A plain C operator for ops whose scalar semantics match C's on doubles.
pub(super) fn c_op(op: BinOp) -> Option<&'static str> {
    use BinOp::*;
    Some(match op {
        Add => "+",
        Sub => "-",
        ElMul | MatMul => "*",
        ElRDiv | MatRDiv => "/",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        Eq => "==",
        Ne => "!=",
        _ => return None,
    })
}

/// C <math.h> functions that implement a runtime unary op exactly on real doubles.
pub(super) fn c_math(op: &str) -> Option<&'static str> {
    Some(match op {
        "MT_SQRT" => "sqrt",
        "MT_EXP" => "exp",
        "MT_LOG" => "log",
        "MT_LOG2" => "log2",
        "MT_LOG10" => "log10",
        "MT_SIN" => "sin",
        "MT_COS" => "cos",
        "MT_TAN" => "tan",
        "MT_ATAN" => "atan",
        "MT_SINH" => "sinh",
        "MT_COSH" => "cosh",
        "MT_TANH" => "tanh",
        "MT_ABS" => "fabs",
        "MT_FLOOR" => "floor",
        "MT_CEIL" => "ceil",
        "MT_FIX" => "trunc",
        "MT_ROUND" => "round",
        _ => return None,
    })
}
