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
pub use forms::{is_format_state, statement_results, unsupported_form};
mod exist_codes;
pub use exist_codes::{OCTAVE_EXIST, octave_exist_code};
mod cells;
pub use cells::{CELL_BUILTINS, CELLFUN_NAMES, cell_valued_form, reads_old_target};
mod fhandles;
pub use fhandles::FHANDLE_BUILTINS;
mod fill;
pub use fill::{FillClass, FillKind, data_type, fill_args, fill_kind, like_class};

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
    /// Exactly the class of the first argument, char and logical included (`sort`, `fliplr`).
    Keep,
    /// Known only at run time (`cat`, `unique` of mixed inputs).
    Dynamic,
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
    /// A call of the runtime's generic entry `mt_bi_<name>(nout, outs, nargs, args)`
    /// (`runtime-c/mt_numeric.c` and its siblings).
    Runtime,
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

/// The function form of an elementwise binary operator (`plus(a, b)` is `a + b`).
const fn bin(name: &'static str, class: ClassRule, op: &'static str) -> Builtin {
    b(name, 2, 2, 1, true, class, S::Broadcast, L::Binary(op))
}

/// A constant such as `pi` (also `pi(n, m)` as a constructor).
const fn konst(name: &'static str, v: f64) -> Builtin {
    b(
        name,
        0,
        VARIADIC,
        1,
        true,
        C::FromClassArg,
        S::FromDims,
        L::Constant(v),
    )
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

/// A builtin lowered to the runtime's generic entry `mt_bi_<name>`.
const fn rt(
    name: &'static str,
    min_in: u8,
    max_in: u8,
    max_out: u8,
    class: ClassRule,
    shape: ShapeRule,
) -> Builtin {
    b(
        name,
        min_in,
        max_in,
        max_out,
        true,
        class,
        shape,
        L::Runtime,
    )
}

/// A runtime predicate on a whole value (`isscalar`, `ischar`): a logical scalar.
const fn is(name: &'static str) -> Builtin {
    rt(name, 1, 1, 1, LOG, S::Scalar)
}

/// Output to a standard stream through the runtime (impure: it writes).
const fn io(name: &'static str, min_in: u8, max_in: u8, max_out: u8) -> Builtin {
    let (class, shape) = if max_out > 0 {
        (D, S::Scalar)
    } else {
        (C::NoResult, S::NoResult)
    };
    b(
        name,
        min_in,
        max_in,
        max_out,
        false,
        class,
        shape,
        L::Runtime,
    )
}

/// The table, sorted by name.
pub static BUILTINS: &[Builtin] = &[
    konst("Inf", f64::INFINITY),
    konst("NaN", f64::NAN),
    un("abs", "MT_ABS"),
    rt("accumarray", 2, 6, 1, C::Dynamic, S::Unknown),
    un("acos", "MT_ACOS"),
    rt("acosh", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    red("all", LOG, "MT_ALL"),
    bin("and", LOG, "MT_AND"),
    un("angle", "MT_ANGLE"),
    red("any", LOG, "MT_ANY"),
    un("asin", "MT_ASIN"),
    rt("asinh", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    // `assert(cond, ...)`; lowering passes the text of the condition first.
    b(
        "assert",
        1,
        VARIADIC,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
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
    rt("atanh", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("bin2dec", 1, 1, 1, D, S::Unknown),
    rt("bitand", 2, 2, 1, C::Combine, S::Broadcast),
    rt("bitcmp", 1, 1, 1, C::Keep, S::SameAsArg0),
    rt("bitor", 2, 2, 1, C::Combine, S::Broadcast),
    rt("bitshift", 2, 3, 1, C::SameAsArg0, S::Broadcast),
    rt("bitxor", 2, 2, 1, C::Combine, S::Broadcast),
    rt("blanks", 1, 1, 1, CH, S::Unknown),
    rt("cat", 1, VARIADIC, 1, C::Dynamic, S::Unknown),
    rt("cbrt", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    un("ceil", "MT_CEIL"),
    rt("cell2struct", 2, 3, 1, C::Fixed(Class::Struct), S::Unknown),
    rt("cellstr", 1, 1, 1, C::Fixed(Class::Cell), S::Unknown),
    sp("char", 1, VARIADIC, 1, true, CH, S::Unknown),
    rt("chol", 1, 2, 2, C::Dynamic, S::Unknown),
    rt("circshift", 2, 3, 1, C::Keep, S::SameAsArg0),
    sp("class", 1, 1, 1, true, CH, S::Row),
    // Wall-clock date and time [y mo d h mi s] (impure: it changes).
    sp("clock", 0, 0, 1, false, D, S::Row),
    rt("colon", 2, 3, 1, D, S::Row),
    rt("columns", 1, 1, 1, D, S::Scalar),
    // Complex even with a zero imaginary part (`complex` arm of the inference).
    rt("complex", 1, 2, 1, D, S::Broadcast),
    un("conj", "MT_CONJ"),
    rt("conv", 2, 3, 1, D, S::Unknown),
    un("cos", "MT_COS"),
    un("cosh", "MT_COSH"),
    rt("cot", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp("cputime", 0, 0, 1, false, D, S::Scalar),
    rt("cross", 2, 2, 1, D, S::SameAsArg0),
    rt("csc", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("ctranspose", 1, 1, 1, C::Keep, S::Unknown),
    rt("cummax", 1, 2, 2, C::SameAsArg0, S::SameAsArg0),
    rt("cummin", 1, 2, 2, C::SameAsArg0, S::SameAsArg0),
    red("cumprod", C::SameAsArg0, "MT_CUMPROD"),
    red("cumsum", C::SameAsArg0, "MT_CUMSUM"),
    rt("cumtrapz", 1, 3, 1, D, S::Unknown),
    rt("deblank", 1, 1, 1, C::Keep, S::Unknown),
    rt("dec2bin", 1, 2, 1, CH, S::Unknown),
    rt("dec2hex", 1, 2, 1, CH, S::Unknown),
    rt("deconv", 2, 2, 2, D, S::Unknown),
    rt("deg2rad", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("det", 1, 1, 1, C::SameAsArg0, S::Scalar),
    rt("diag", 1, 3, 1, C::Keep, S::Unknown),
    rt("diff", 1, 3, 1, C::SameAsArg0, S::Unknown),
    sp("disp", 1, 1, 0, false, C::NoResult, S::NoResult),
    rt("dot", 2, 3, 1, D, S::Unknown),
    sp("double", 1, 1, 1, true, D, S::SameAsArg0),
    konst("e", std::f64::consts::E),
    rt("eig", 1, 2, 2, C::SameAsArg0, S::Unknown),
    konst("eps", f64::EPSILON),
    bin("eq", LOG, "MT_EQ"),
    rt("erf", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("erfc", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp("error", 1, VARIADIC, 0, false, C::NoResult, S::NoResult),
    sp("etime", 2, 2, 1, true, D, S::Scalar),
    rt("exist", 1, 2, 1, D, S::Scalar),
    un("exp", "MT_EXP"),
    rt("expm1", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp("eye", 0, 3, 1, true, C::FromClassArg, S::FromDims),
    rt("factor", 1, 1, 2, C::Keep, S::Unknown),
    rt("factorial", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp("false", 0, VARIADIC, 1, true, C::FromClassArg, S::FromDims),
    io("fdisp", 2, 2, 0),
    io("fflush", 1, 1, 1),
    rt("fft", 1, 3, 1, C::Dynamic, S::Unknown),
    rt("fft2", 1, 3, 1, C::Dynamic, S::Unknown),
    rt("filter", 3, 5, 2, D, S::Unknown),
    rt("find", 1, 3, 3, D, S::Unknown),
    un("fix", "MT_FIX"),
    rt("flintmax", 0, 1, 1, C::Dynamic, S::Scalar),
    rt("flip", 1, 2, 1, C::Keep, S::SameAsArg0),
    rt("fliplr", 1, 1, 1, C::Keep, S::SameAsArg0),
    rt("flipud", 1, 1, 1, C::Keep, S::SameAsArg0),
    un("floor", "MT_FLOOR"),
    // Display format (`format long`): a run-time setting of the printer.
    sp("format", 0, 3, 0, false, C::NoResult, S::NoResult),
    sp("fprintf", 1, VARIADIC, 1, false, D, S::Scalar),
    io("fputs", 2, 2, 1),
    rt("gamma", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("gammaln", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("gcd", 2, VARIADIC, 1, C::Combine, S::Broadcast),
    bin("ge", LOG, "MT_GE"),
    rt("getfield", 2, VARIADIC, 1, C::Any, S::Unknown),
    bin("gt", LOG, "MT_GT"),
    rt("hex2dec", 1, 1, 1, D, S::Unknown),
    rt("histc", 2, 3, 2, D, S::Unknown),
    rt("horzcat", 0, VARIADIC, 1, C::Dynamic, S::Unknown),
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
    rt("idivide", 2, 3, 1, C::Combine, S::Broadcast),
    rt("ifft", 1, 3, 1, C::Dynamic, S::Unknown),
    rt("ifft2", 1, 3, 1, C::Dynamic, S::Unknown),
    un("imag", "MT_IMAG"),
    rt("ind2sub", 2, 2, VARIADIC, D, S::Unknown),
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
    rt("int2str", 1, 1, 1, CH, S::Unknown),
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
    rt("interp1", 3, 5, 1, D, S::Unknown),
    rt("intersect", 2, 4, 3, C::Dynamic, S::Unknown),
    rt("intmax", 0, 1, 1, C::Dynamic, S::Scalar),
    rt("intmin", 0, 1, 1, C::Dynamic, S::Scalar),
    rt("inv", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("ipermute", 2, 2, 1, C::Keep, S::Unknown),
    rt("isa", 2, 2, 1, LOG, S::Scalar),
    sp("ischar", 1, 1, 1, true, LOG, S::Scalar),
    sp("iscolumn", 1, 1, 1, true, LOG, S::Scalar),
    is("iscomplex"),
    rt("isdigit", 1, 1, 1, LOG, S::SameAsArg0),
    sp("isempty", 1, 1, 1, true, LOG, S::Scalar),
    rt("isequal", 2, VARIADIC, 1, LOG, S::Scalar),
    pred("isfinite", "MT_ISFINITE"),
    sp("isfloat", 1, 1, 1, true, LOG, S::Scalar),
    pred("isinf", "MT_ISINF"),
    is("isinteger"),
    rt("isletter", 1, 1, 1, LOG, S::SameAsArg0),
    sp("islogical", 1, 1, 1, true, LOG, S::Scalar),
    rt("islower", 1, 1, 1, LOG, S::SameAsArg0),
    sp("ismatrix", 1, 1, 1, true, LOG, S::Scalar),
    rt("ismember", 2, 2, 2, LOG, S::SameAsArg0),
    pred("isnan", "MT_ISNAN"),
    sp("isnumeric", 1, 1, 1, true, LOG, S::Scalar),
    rt("isprime", 1, 1, 1, LOG, S::SameAsArg0),
    sp("isreal", 1, 1, 1, true, LOG, S::Scalar),
    sp("isrow", 1, 1, 1, true, LOG, S::Scalar),
    sp("isscalar", 1, 1, 1, true, LOG, S::Scalar),
    rt("issorted", 1, 2, 1, LOG, S::Scalar),
    rt("isspace", 1, 1, 1, LOG, S::SameAsArg0),
    is("issquare"),
    rt("isstrprop", 2, 2, 1, LOG, S::SameAsArg0),
    rt("isupper", 1, 1, 1, LOG, S::SameAsArg0),
    sp("isvector", 1, 1, 1, true, LOG, S::Scalar),
    rt("kron", 2, 2, 1, D, S::Unknown),
    // The message of the last error a `try` caught (impure: it changes).
    sp("lasterr", 0, 0, 1, false, CH, S::Row),
    // `[msg, id] = lastwarn`, `lastwarn(msg, id)` (impure: warnings change it).
    b("lastwarn", 0, 2, 2, false, CH, S::Row, L::Runtime),
    rt("lcm", 2, VARIADIC, 1, C::Combine, S::Broadcast),
    bin("ldivide", C::Combine, "MT_LDIV"),
    bin("le", LOG, "MT_LE"),
    sp("length", 1, 1, 1, true, D, S::Scalar),
    sp("linspace", 2, 3, 1, true, D, S::Row),
    un("log", "MT_LOG"),
    un("log10", "MT_LOG10"),
    rt("log1p", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    un("log2", "MT_LOG2"),
    sp("logical", 1, 1, 1, true, LOG, S::SameAsArg0),
    rt("logspace", 2, 3, 1, D, S::Row),
    rt("lower", 1, 1, 1, C::Keep, S::SameAsArg0),
    bin("lt", LOG, "MT_LT"),
    rt("lu", 1, 2, 3, C::Dynamic, S::Unknown),
    // (a, b, name): Octave's `bsxfun` errors when the sizes of a and b do not expand
    // (lowering puts it before the elementwise call `bsxfun(@name, a, b)` becomes).
    b(
        "m2c_bsxfun_dims",
        3,
        3,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    // Internal: `err.identifier` / `err.message` of a caught error (`catch err`).
    sp("m2c_err_identifier", 1, 1, 1, true, CH, S::Row),
    sp("m2c_err_message", 1, 1, 1, true, CH, S::Row),
    rt("magic", 1, 1, 1, D, S::Unknown),
    rt("mat2str", 1, 2, 1, CH, S::Row),
    sp("max", 1, 3, 2, true, C::SameAsArg0, S::Unknown),
    red("mean", D, "MT_MEAN"),
    rt("median", 1, 2, 1, C::Keep, S::Unknown),
    rt("meshgrid", 1, 3, 2, C::Keep, S::Unknown),
    sp("min", 1, 3, 2, true, C::SameAsArg0, S::Unknown),
    bin("minus", C::Combine, "MT_SUB"),
    rt("mldivide", 2, 2, 1, C::Dynamic, S::Unknown),
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
    rt("mode", 1, 2, 1, C::Keep, S::Unknown),
    rt("mpower", 2, 2, 1, C::Dynamic, S::Unknown),
    rt("mrdivide", 2, 2, 1, C::Dynamic, S::Unknown),
    rt("mtimes", 2, 2, 1, C::Dynamic, S::Unknown),
    konst("nan", f64::NAN),
    // The count of the caller's inputs/outputs is added by lowering (`argcheck.rs`).
    b(
        "narginchk",
        2,
        VARIADIC,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    b(
        "nargoutchk",
        2,
        VARIADIC,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    rt("nchoosek", 2, 2, 1, C::Dynamic, S::Unknown),
    rt("ndgrid", 1, 2, 2, C::Keep, S::Unknown),
    sp("ndims", 1, 1, 1, true, D, S::Scalar),
    bin("ne", LOG, "MT_NE"),
    rt("nextpow2", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("nnz", 1, 1, 1, D, S::Scalar),
    rt("norm", 1, 3, 1, C::SameAsArg0, S::Scalar),
    pred("not", "MT_NOT"),
    rt("nthroot", 2, 2, 1, C::SameAsArg0, S::SameAsArg0),
    sp("num2str", 1, 2, 1, true, CH, S::Row),
    sp("numel", 1, 1, 1, true, D, S::Scalar),
    sp("ones", 0, VARIADIC, 1, true, C::FromClassArg, S::FromDims),
    bin("or", LOG, "MT_OR"),
    rt("orderfields", 1, 2, 2, C::Fixed(Class::Struct), S::Unknown),
    sp("pause", 0, 1, 0, false, C::NoResult, S::NoResult),
    rt("perms", 1, 1, 1, C::Keep, S::Unknown),
    rt("permute", 2, 2, 1, C::Keep, S::Unknown),
    konst("pi", std::f64::consts::PI),
    rt("pinv", 1, 2, 1, C::Dynamic, S::Unknown),
    bin("plus", C::Combine, "MT_ADD"),
    rt("poly", 1, 1, 1, D, S::Row),
    rt("polyfit", 3, 3, 3, D, S::Row),
    rt("polyval", 2, 2, 1, C::Dynamic, S::Unknown),
    rt("pow2", 1, 2, 1, C::SameAsArg0, S::Unknown),
    bin("power", C::Combine, "MT_POW"),
    rt("primes", 1, 1, 1, D, S::Row),
    // Lowered to `error` with the calling function's help text (`print_usage.rs`).
    sp("print_usage", 0, 1, 0, false, C::NoResult, S::NoResult),
    sp("printf", 1, VARIADIC, 0, false, C::NoResult, S::NoResult),
    red("prod", C::SameAsArg0, "MT_PROD"),
    io("puts", 1, 1, 1),
    rt("qr", 1, 2, 3, C::Dynamic, S::Unknown),
    rt("rad2deg", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    // The random generators change hidden state: impure, so never merged or dropped.
    sp("rand", 0, VARIADIC, 1, false, C::FromClassArg, S::FromDims),
    sp("randi", 1, VARIADIC, 1, false, C::FromClassArg, S::Unknown),
    sp("randn", 0, VARIADIC, 1, false, C::FromClassArg, S::FromDims),
    sp("randperm", 1, 2, 1, false, D, S::Row),
    rt("rank", 1, 2, 1, D, S::Scalar),
    bin("rdivide", C::Combine, "MT_RDIV"),
    un("real", "MT_REAL"),
    rt("realmax", 0, 1, 1, C::Dynamic, S::Scalar),
    rt("realmin", 0, 1, 1, C::Dynamic, S::Scalar),
    rt("regexp", 2, VARIADIC, 2, D, S::Unknown),
    rt("regexpi", 2, VARIADIC, 2, D, S::Unknown),
    rt("regexprep", 3, VARIADIC, 1, CH, S::Unknown),
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
    rt("roots", 1, 1, 1, D, S::Unknown),
    rt("rot90", 1, 2, 1, C::Keep, S::Unknown),
    un("round", "MT_ROUND"),
    rt("rows", 1, 1, 1, D, S::Scalar),
    rt("sec", 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt("setdiff", 2, 4, 2, C::Dynamic, S::Unknown),
    rt(
        "setfield",
        3,
        VARIADIC,
        1,
        C::Fixed(Class::Struct),
        S::Unknown,
    ),
    rt("setxor", 2, 4, 3, C::Dynamic, S::Unknown),
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
    rt("sort", 1, 3, 2, C::Keep, S::SameAsArg0),
    rt("sortrows", 1, 2, 2, C::Keep, S::SameAsArg0),
    sp("sprintf", 1, VARIADIC, 1, true, CH, S::Row),
    un("sqrt", "MT_SQRT"),
    rt("squeeze", 1, 1, 1, C::Keep, S::Unknown),
    rt("std", 1, 3, 1, C::Dynamic, S::Unknown),
    // The standard streams' ids.
    b("stderr", 0, 0, 1, true, D, S::Scalar, L::Constant(2.0)),
    b("stdout", 0, 0, 1, true, D, S::Scalar, L::Constant(1.0)),
    rt("str2double", 1, 1, 1, D, S::Unknown),
    rt("str2num", 1, 1, 1, D, S::Unknown),
    rt("strcat", 1, VARIADIC, 1, CH, S::Unknown),
    rt("strcmp", 2, 2, 1, LOG, S::Scalar),
    rt("strcmpi", 2, 2, 1, LOG, S::Scalar),
    rt("strfind", 2, 2, 1, D, S::Unknown),
    rt("strjoin", 1, 2, 1, CH, S::Unknown),
    rt("strjust", 1, 2, 1, CH, S::SameAsArg0),
    rt("strncmp", 3, 3, 1, LOG, S::Scalar),
    rt("strncmpi", 3, 3, 1, LOG, S::Scalar),
    rt("strrep", 3, 3, 1, CH, S::Unknown),
    rt("strsplit", 1, 4, 1, C::Fixed(Class::Cell), S::Row),
    rt("strtok", 1, 2, 2, CH, S::Unknown),
    rt("strtrim", 1, 1, 1, C::Keep, S::Unknown),
    rt("strvcat", 1, VARIADIC, 1, CH, S::Unknown),
    rt("sub2ind", 2, VARIADIC, 1, D, S::Unknown),
    red("sum", C::SameAsArg0, "MT_SUM"),
    rt("svd", 1, 2, 3, C::SameAsArg0, S::Unknown),
    // Internal: does a `case` value match the `switch` subject (strcmp for strings, == else)?
    sp("switch_case_matches", 2, 2, 1, true, LOG, S::Scalar),
    un("tan", "MT_TAN"),
    un("tanh", "MT_TANH"),
    sp("tic", 0, 0, 1, false, C::Fixed(Class::Uint64), S::Scalar),
    bin("times", C::Combine, "MT_MUL"),
    sp("toc", 0, 1, 1, false, D, S::Scalar),
    rt("toeplitz", 1, 2, 1, C::Keep, S::Unknown),
    rt("tolower", 1, 1, 1, C::Keep, S::SameAsArg0),
    rt("toupper", 1, 1, 1, C::Keep, S::SameAsArg0),
    rt("trace", 1, 1, 1, D, S::Scalar),
    rt("transpose", 1, 1, 1, C::Keep, S::Unknown),
    rt("trapz", 1, 3, 1, C::Dynamic, S::Unknown),
    rt("tril", 1, 3, 1, C::Keep, S::SameAsArg0),
    rt("triu", 1, 3, 1, C::Keep, S::SameAsArg0),
    sp("true", 0, VARIADIC, 1, true, C::FromClassArg, S::FromDims),
    rt("typecast", 2, 2, 1, C::FromClassArg, S::Unknown),
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
    un("uminus", "MT_NEG"),
    rt("union", 2, 4, 3, C::Dynamic, S::Unknown),
    rt("unique", 1, VARIADIC, 3, C::Keep, S::Unknown),
    un("uplus", "MT_UPLUS"),
    rt("upper", 1, 1, 1, C::Keep, S::SameAsArg0),
    rt("var", 1, 3, 1, C::Dynamic, S::Unknown),
    rt("vertcat", 0, VARIADIC, 1, C::Dynamic, S::Unknown),
    // Prints (or raises, or silences) a warning; sets the warning states (the old ones as
    // a struct when asked for).
    b(
        "warning",
        0,
        VARIADIC,
        1,
        false,
        C::Any,
        S::Unknown,
        L::Runtime,
    ),
    rt("xor", 2, VARIADIC, 1, LOG, S::Unknown),
    sp("zeros", 0, VARIADIC, 1, true, C::FromClassArg, S::FromDims),
];

/// A form of a builtin mat2c does not support, recognisable at compile time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// A call with at least this many inputs.
    Inputs(u8),
    /// A literal string option among the inputs (compared case-insensitively).
    Option(&'static str),
    /// A call asking for at least this many results.
    Outputs(u8),
}

/// Unsupported forms of supported builtins (with what the diagnostic calls them). Forms that
/// depend on run-time values (a complex argument, a vector `n` of `nchoosek`) stop the program
/// with `error: mat2c: ...` instead.
pub static UNSUPPORTED_FORMS: &[(&str, Form, &str)] = &[
    (
        "accumarray",
        Form::Inputs(4),
        "`accumarray` with a function",
    ),
    ("bitshift", Form::Inputs(3), "`bitshift` with a word size"),
    ("diag", Form::Inputs(3), "`diag(v, m, n)`"),
    ("dot", Form::Inputs(3), "`dot` along a dimension"),
    (
        "eig",
        Form::Inputs(2),
        "`eig` with a second matrix or an option",
    ),
    ("eig", Form::Outputs(2), "`eig` with eigenvectors"),
    (
        "filter",
        Form::Inputs(4),
        "`filter` with initial conditions or a dimension",
    ),
    ("filter", Form::Outputs(2), "`filter` with final conditions"),
    ("intersect", Form::Inputs(3), "`intersect` with an option"),
    (
        "intersect",
        Form::Outputs(2),
        "`intersect` with index outputs",
    ),
    ("interp1", Form::Option("cubic"), "`interp1` with \"cubic\""),
    ("interp1", Form::Option("next"), "`interp1` with \"next\""),
    ("interp1", Form::Option("pchip"), "`interp1` with \"pchip\""),
    ("interp1", Form::Option("pp"), "`interp1` with \"pp\""),
    (
        "interp1",
        Form::Option("previous"),
        "`interp1` with \"previous\"",
    ),
    (
        "interp1",
        Form::Option("spline"),
        "`interp1` with \"spline\"",
    ),
    ("ismember", Form::Inputs(3), "`ismember` with an option"),
    ("issorted", Form::Option("rows"), "`issorted` with \"rows\""),
    ("meshgrid", Form::Inputs(3), "`meshgrid` of three vectors"),
    ("norm", Form::Inputs(3), "`norm` with an option"),
    (
        "polyfit",
        Form::Outputs(2),
        "`polyfit` with the structure or `mu` outputs",
    ),
    (
        "regexp",
        Form::Option("tokenExtents"),
        "`regexp` with \"tokenExtents\" (a cell array)",
    ),
    (
        "orderfields",
        Form::Inputs(2),
        "`orderfields` with a second argument",
    ),
    (
        "regexpi",
        Form::Option("tokenExtents"),
        "`regexpi` with \"tokenExtents\" (a cell array)",
    ),
    ("setdiff", Form::Inputs(3), "`setdiff` with an option"),
    ("setdiff", Form::Outputs(2), "`setdiff` with index outputs"),
    ("setxor", Form::Inputs(3), "`setxor` with an option"),
    ("setxor", Form::Outputs(2), "`setxor` with index outputs"),
    ("svd", Form::Inputs(2), "`svd` with an option"),
    ("svd", Form::Outputs(2), "`svd` with singular vectors"),
    ("tril", Form::Inputs(3), "`tril` with \"pack\""),
    ("triu", Form::Inputs(3), "`triu` with \"pack\""),
    ("union", Form::Inputs(3), "`union` with an option"),
    ("union", Form::Outputs(2), "`union` with index outputs"),
    ("unique", Form::Option("legacy"), "`unique` with \"legacy\""),
    ("unique", Form::Option("rows"), "`unique` with \"rows\""),
    ("unique", Form::Option("sorted"), "`unique` with \"sorted\""),
    ("unique", Form::Option("stable"), "`unique` with \"stable\""),
];

/// The description of the unsupported form a call of `name` with these inputs, asking for
/// `nargout` results, uses, if any. `strs` holds the literal string value of each input (None
/// when not a literal).
pub fn unsupported_table_form(
    name: &str,
    strs: &[Option<&str>],
    nargout: usize,
) -> Option<&'static str> {
    UNSUPPORTED_FORMS
        .iter()
        .filter(|(n, _, _)| *n == name)
        .find(|(_, form, _)| match form {
            Form::Inputs(k) => strs.len() >= *k as usize,
            Form::Option(o) => strs.iter().flatten().any(|s| s.eq_ignore_ascii_case(o)),
            Form::Outputs(k) => nargout >= *k as usize,
        })
        .map(|(_, _, what)| *what)
}

/// The row for `name`, if it is a builtin.
pub fn lookup(name: &str) -> Option<&'static Builtin> {
    [BUILTINS, CELL_BUILTINS, FHANDLE_BUILTINS]
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

    #[test]
    fn unsupported_forms_name_builtins() {
        for (name, _, _) in UNSUPPORTED_FORMS {
            assert!(lookup(name).is_some(), "{name}");
        }
        assert!(unsupported_table_form("unique", &[None, Some("STABLE")], 1).is_some());
        assert!(unsupported_table_form("unique", &[None, Some("first")], 1).is_none());
        assert!(unsupported_table_form("dot", &[None, None], 1).is_none());
        assert!(unsupported_table_form("dot", &[None, None, None], 1).is_some());
        assert!(unsupported_table_form("svd", &[None], 1).is_none());
        assert!(unsupported_table_form("svd", &[None], 3).is_some());
    }
}
