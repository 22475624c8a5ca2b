//! mat2c-builtins: the declarative table of MATLAB builtins mat2c knows.
//!
//! One [`Builtin`] row per function: its arity forms, whether it is pure, how its result class
//! and shape follow from its inputs, and how code generation lowers it. Name resolution,
//! inference, the optimiser and the C backend all consult this table instead of matching on
//! names in scattered places.
//!
//! Invariants: names are unique and the table is sorted by name (checked by a test), so
//! [`lookup`] is a binary search.

use mat2c_ir::types::Class;

mod forms;
pub use forms::{statement_results, unsupported_form};
mod cells;
pub use cells::{CELL_BUILTINS, CELLFUN_NAMES, reads_old_target};

/// How the class of the (first) result follows from the inputs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClassRule {
    /// Always this class.
    Fixed(Class),
    /// The class of the first argument (`abs`, `sum` of a double, `max`, `reshape`, …).
    SameAsArg0,
    /// MATLAB's binary class combination of the first two arguments (`mod`, `atan2`, …).
    Combine,
    /// From a trailing class-name argument (`zeros(2, 'int32')`), else double.
    FromClassArg,
    /// The builtin returns nothing.
    NoResult,
    /// Known only at run time (a cell's content, a struct field).
    Any,
}

/// How the shape of the (first) result follows from the inputs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ShapeRule {
    /// Always 1x1.
    Scalar,
    /// The shape of the first argument.
    SameAsArg0,
    /// Implicit expansion of the first two arguments.
    Broadcast,
    /// A reduction along a dimension (`sum`, `max`, `any`, …).
    Reduce,
    /// A constructor whose extents are its numeric arguments (`zeros(n, m)`).
    FromDims,
    /// A row vector of unknown length (`size(x)`, `find` of a row, `sprintf`).
    Row,
    /// Not described by a simple rule.
    Unknown,
    /// No result.
    NoResult,
}

/// How the C backend lowers a call.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Lowering {
    /// A runtime `mt_unary` operator (`MT_SQRT`, …) applied elementwise.
    Unary(&'static str),
    /// A runtime `mt_binary` operator (`MT_MOD`, …) with implicit expansion.
    Binary(&'static str),
    /// A runtime `mt_reduce` operator (`MT_SUM`, …).
    Reduce(&'static str),
    /// A constant (`pi`, `Inf`, `eps`) when called with no arguments.
    Constant(f64),
    /// Lowered by a dedicated routine in the backend, keyed by the builtin's name.
    Special,
}

/// One row of the table.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Builtin {
    pub name: &'static str,
    pub min_in: u8,
    /// Maximum inputs; [`VARIADIC`] for no limit.
    pub max_in: u8,
    /// Maximum outputs (0 for procedures such as `disp`).
    pub max_out: u8,
    /// No effect besides its results (it may still raise an error).
    pub pure: bool,
    pub class: ClassRule,
    pub shape: ShapeRule,
    pub lowering: Lowering,
}

/// `max_in` of a builtin with any number of inputs.
pub const VARIADIC: u8 = u8::MAX;

#[allow(clippy::too_many_arguments, reason = "one positional row of the table")]
const fn b(
    name: &'static str,
    min_in: u8,
    max_in: u8,
    max_out: u8,
    pure: bool,
    class: ClassRule,
    shape: ShapeRule,
    lowering: Lowering,
) -> Builtin {
    Builtin {
        name,
        min_in,
        max_in,
        max_out,
        pure,
        class,
        shape,
        lowering,
    }
}

use ClassRule as C;
use Lowering as L;
use ShapeRule as S;

const D: ClassRule = C::Fixed(Class::Double);
const LOG: ClassRule = C::Fixed(Class::Logical);
const CH: ClassRule = C::Fixed(Class::Char);

/// Elementwise one-argument math function keeping the argument's class.
const fn un(name: &'static str, op: &'static str) -> Builtin {
    b(
        name,
        1,
        1,
        1,
        true,
        C::SameAsArg0,
        S::SameAsArg0,
        L::Unary(op),
    )
}

/// Elementwise predicate with a logical result.
const fn pred(name: &'static str, op: &'static str) -> Builtin {
    b(name, 1, 1, 1, true, LOG, S::SameAsArg0, L::Unary(op))
}

/// A constant such as `pi` (also `pi(n, m)` as a constructor).
const fn konst(name: &'static str, v: f64) -> Builtin {
    b(name, 0, VARIADIC, 1, true, D, S::FromDims, L::Constant(v))
}

/// A reduction `f(x)`, `f(x, dim)`.
const fn red(name: &'static str, class: ClassRule, op: &'static str) -> Builtin {
    b(name, 1, 2, 1, true, class, S::Reduce, L::Reduce(op))
}

/// A builtin lowered by a dedicated backend routine.
const fn sp(
    name: &'static str,
    min_in: u8,
    max_in: u8,
    max_out: u8,
    pure: bool,
    class: ClassRule,
    shape: ShapeRule,
) -> Builtin {
    b(
        name,
        min_in,
        max_in,
        max_out,
        pure,
        class,
        shape,
        L::Special,
    )
}

/// The table, sorted by name.
pub static BUILTINS: &[Builtin] = &[
    konst("Inf", f64::INFINITY),
    konst("NaN", f64::NAN),
    un("abs", "MT_ABS"),
    un("acos", "MT_ACOS"),
    red("all", LOG, "MT_ALL"),
    un("angle", "MT_ANGLE"),
    red("any", LOG, "MT_ANY"),
    un("asin", "MT_ASIN"),
    un("atan", "MT_ATAN"),
    b(
        "atan2",
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_ATAN2"),
    ),
    un("ceil", "MT_CEIL"),
    sp("char", 1, VARIADIC, 1, true, CH, S::Unknown),
    sp("class", 1, 1, 1, true, CH, S::Row),
    // Wall-clock date and time [y mo d h mi s] (impure: it changes).
    sp("clock", 0, 0, 1, false, D, S::Row),
    un("conj", "MT_CONJ"),
    un("cos", "MT_COS"),
    un("cosh", "MT_COSH"),
    sp("cputime", 0, 0, 1, false, D, S::Scalar),
    red("cumprod", C::SameAsArg0, "MT_CUMPROD"),
    red("cumsum", C::SameAsArg0, "MT_CUMSUM"),
    sp("disp", 1, 1, 0, false, C::NoResult, S::NoResult),
    sp("double", 1, 1, 1, true, D, S::SameAsArg0),
    konst("e", std::f64::consts::E),
    konst("eps", f64::EPSILON),
    sp("error", 1, VARIADIC, 0, false, C::NoResult, S::NoResult),
    sp("etime", 2, 2, 1, true, D, S::Scalar),
    un("exp", "MT_EXP"),
    sp("eye", 0, 2, 1, true, D, S::FromDims),
    sp("false", 0, VARIADIC, 1, true, LOG, S::FromDims),
    un("fix", "MT_FIX"),
    un("floor", "MT_FLOOR"),
    // Display format (`format long`): a run-time setting of the printer.
    sp("format", 0, 1, 0, false, C::NoResult, S::NoResult),
    sp("fprintf", 1, VARIADIC, 1, false, D, S::Scalar),
    b(
        "hypot",
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_HYPOT"),
    ),
    un("imag", "MT_IMAG"),
    konst("inf", f64::INFINITY),
    sp(
        "int16",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Int16),
        S::SameAsArg0,
    ),
    sp(
        "int32",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Int32),
        S::SameAsArg0,
    ),
    sp(
        "int64",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Int64),
        S::SameAsArg0,
    ),
    sp("int8", 1, 1, 1, true, C::Fixed(Class::Int8), S::SameAsArg0),
    sp("ischar", 1, 1, 1, true, LOG, S::Scalar),
    sp("iscolumn", 1, 1, 1, true, LOG, S::Scalar),
    sp("isempty", 1, 1, 1, true, LOG, S::Scalar),
    pred("isfinite", "MT_ISFINITE"),
    sp("isfloat", 1, 1, 1, true, LOG, S::Scalar),
    pred("isinf", "MT_ISINF"),
    sp("islogical", 1, 1, 1, true, LOG, S::Scalar),
    sp("ismatrix", 1, 1, 1, true, LOG, S::Scalar),
    pred("isnan", "MT_ISNAN"),
    sp("isnumeric", 1, 1, 1, true, LOG, S::Scalar),
    sp("isreal", 1, 1, 1, true, LOG, S::Scalar),
    sp("isrow", 1, 1, 1, true, LOG, S::Scalar),
    sp("isscalar", 1, 1, 1, true, LOG, S::Scalar),
    sp("isvector", 1, 1, 1, true, LOG, S::Scalar),
    // The message of the last error a `try` caught (impure: it changes).
    sp("lasterr", 0, 0, 1, false, CH, S::Row),
    sp("length", 1, 1, 1, true, D, S::Scalar),
    sp("linspace", 2, 3, 1, true, D, S::Row),
    un("log", "MT_LOG"),
    un("log10", "MT_LOG10"),
    un("log2", "MT_LOG2"),
    sp("logical", 1, 1, 1, true, LOG, S::SameAsArg0),
    // Internal: `err.identifier` / `err.message` of a caught error (`catch err`).
    sp("m2c_err_identifier", 1, 1, 1, true, CH, S::Row),
    sp("m2c_err_message", 1, 1, 1, true, CH, S::Row),
    sp("max", 1, 3, 2, true, C::SameAsArg0, S::Unknown),
    red("mean", D, "MT_MEAN"),
    sp("min", 1, 3, 2, true, C::SameAsArg0, S::Unknown),
    b(
        "mod",
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_MOD"),
    ),
    konst("nan", f64::NAN),
    sp("ndims", 1, 1, 1, true, D, S::Scalar),
    sp("num2str", 1, 2, 1, true, CH, S::Row),
    sp("numel", 1, 1, 1, true, D, S::Scalar),
    sp("ones", 0, VARIADIC, 1, true, C::FromClassArg, S::FromDims),
    sp("pause", 0, 1, 0, false, C::NoResult, S::NoResult),
    konst("pi", std::f64::consts::PI),
    red("prod", C::SameAsArg0, "MT_PROD"),
    // The random generators change hidden state: impure, so never merged or dropped.
    sp("rand", 0, VARIADIC, 1, false, C::FromClassArg, S::FromDims),
    sp("randi", 1, VARIADIC, 1, false, C::FromClassArg, S::Unknown),
    sp("randn", 0, VARIADIC, 1, false, C::FromClassArg, S::FromDims),
    sp("randperm", 1, 2, 1, false, D, S::Row),
    un("real", "MT_REAL"),
    b(
        "rem",
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_REM"),
    ),
    sp("repmat", 2, VARIADIC, 1, true, C::SameAsArg0, S::Unknown),
    sp("reshape", 2, VARIADIC, 1, true, C::SameAsArg0, S::FromDims),
    sp("rethrow", 1, 1, 0, false, C::NoResult, S::NoResult),
    sp("rng", 0, 2, 0, false, C::NoResult, S::NoResult),
    un("round", "MT_ROUND"),
    un("sign", "MT_SIGN"),
    un("sin", "MT_SIN"),
    sp(
        "single",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Single),
        S::SameAsArg0,
    ),
    un("sinh", "MT_SINH"),
    sp("size", 1, 2, VARIADIC, true, D, S::Unknown),
    sp("sprintf", 1, VARIADIC, 1, true, CH, S::Row),
    un("sqrt", "MT_SQRT"),
    red("sum", C::SameAsArg0, "MT_SUM"),
    // Internal: does a `case` value match the `switch` subject (strcmp for strings, == else)?
    sp("switch_case_matches", 2, 2, 1, true, LOG, S::Scalar),
    un("tan", "MT_TAN"),
    un("tanh", "MT_TANH"),
    sp("tic", 0, 0, 1, false, C::Fixed(Class::Uint64), S::Scalar),
    sp("toc", 0, 1, 1, false, D, S::Scalar),
    sp("true", 0, VARIADIC, 1, true, LOG, S::FromDims),
    sp(
        "uint16",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint16),
        S::SameAsArg0,
    ),
    sp(
        "uint32",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint32),
        S::SameAsArg0,
    ),
    sp(
        "uint64",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint64),
        S::SameAsArg0,
    ),
    sp(
        "uint8",
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint8),
        S::SameAsArg0,
    ),
    sp("zeros", 0, VARIADIC, 1, true, C::FromClassArg, S::FromDims),
];

/// The row for `name`, if it is a builtin.
pub fn lookup(name: &str) -> Option<&'static Builtin> {
    [BUILTINS, CELL_BUILTINS]
        .into_iter()
        .find_map(|t| t.binary_search_by(|b| b.name.cmp(name)).ok().map(|i| &t[i]))
}

/// True when `name` is a builtin.
pub fn is_builtin(name: &str) -> bool {
    lookup(name).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        for w in BUILTINS.windows(2) {
            assert!(w[0].name < w[1].name, "{} before {}", w[0].name, w[1].name);
        }
    }

    #[test]
    fn lookup_finds_every_row() {
        for b in BUILTINS {
            assert_eq!(lookup(b.name).map(|r| r.name), Some(b.name));
        }
        assert!(lookup("no_such_builtin").is_none());
    }
}
