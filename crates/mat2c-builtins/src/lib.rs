//! mat2c-builtins: the declarative table of MATLAB builtins mat2c knows.
//!
//! One [`Builtin`] row per function: its arity forms, whether it is pure, how its result class
//! and shape follow from its inputs, and how code generation lowers it. Name resolution,
//! inference, the optimiser and the C backend all consult this table instead of matching on
//! names in scattered places.
//!
//! Every row is keyed by a typed id, [`BuiltinId`] (`Bi::numel`), declared in `mat2c-ir`
//! (the IR holds ids, and `ir ← builtins`): a row for an id that does not exist does not
//! compile, and a test checks every id has exactly one row and that the ids of the `special`
//! section of that list are the rows lowered by [`Lowering::Special`]. [`row`] gives an id's
//! row, [`lookup`]/[`id_of`] a name's; passes match ids, never names (`tests/tidy.rs`).
//!
//! Invariants: names are unique and each table is sorted by name (checked by a test), so
//! [`lookup`] is a binary search.

use mat2c_ir::types::Class;
pub use mat2c_ir::{Bi, BuiltinId};

mod forms;
pub use forms::{is_format_state, norm_option_per_line, statement_results, unsupported_form};
mod exist_codes;
mod octave_names;
pub use exist_codes::{OCTAVE_EXIST, octave_exist_code};
pub use octave_names::{
    OCTAVE_NAMES, OCTAVE_SOURCES, Unsupported, octave_knows, octave_source, unsupported_kind,
};
mod cells;
pub use cells::{
    CELL_BUILTINS, CELLFUN_NAMES, CS_BY_NAME, cell_mapped_inputs, cell_valued_form,
    cs_callable_by_name, reads_old_target,
};
mod fhandles;
pub use fhandles::FHANDLE_BUILTINS;
mod fill;
pub use fill::{
    FillClass, FillKind, data_type, fill_args, fill_class_code, fill_class_of, fill_kind,
    fill_origin_code, fill_origin_of, like_class,
};

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
    /// Lowered by a dedicated routine in the backend, dispatched on the builtin's
    /// [`mat2c_ir::SpecialId`].
    Special,
    /// A call of the runtime's generic entry `mt_bi_<name>(nout, outs, nargs, args)`
    /// (`runtime-c/mt_numeric.c` and its siblings).
    Runtime,
}

/// One row of the table.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Builtin {
    pub id: Bi,
    /// `id.name()`, kept in the row for the many readers of names.
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
    id: Bi,
    min_in: u8,
    max_in: u8,
    max_out: u8,
    pure: bool,
    class: ClassRule,
    shape: ShapeRule,
    lowering: Lowering,
) -> Builtin {
    Builtin {
        id,
        name: id.name(),
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
const fn un(id: Bi, op: &'static str) -> Builtin {
    b(
        id,
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
const fn pred(id: Bi, op: &'static str) -> Builtin {
    b(id, 1, 1, 1, true, LOG, S::SameAsArg0, L::Unary(op))
}

/// The function form of an elementwise binary operator (`plus(a, b)` is `a + b`).
const fn bin(id: Bi, class: ClassRule, op: &'static str) -> Builtin {
    b(id, 2, 2, 1, true, class, S::Broadcast, L::Binary(op))
}

/// A constant such as `pi` (also `pi(n, m)` as a constructor).
const fn konst(id: Bi, v: f64) -> Builtin {
    b(
        id,
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
const fn red(id: Bi, class: ClassRule, op: &'static str) -> Builtin {
    b(id, 1, 2, 1, true, class, S::Reduce, L::Reduce(op))
}

/// A builtin lowered by a dedicated backend routine.
const fn sp(
    id: Bi,
    min_in: u8,
    max_in: u8,
    max_out: u8,
    pure: bool,
    class: ClassRule,
    shape: ShapeRule,
) -> Builtin {
    b(id, min_in, max_in, max_out, pure, class, shape, L::Special)
}

/// A builtin lowered to the runtime's generic entry `mt_bi_<name>`.
const fn rt(
    id: Bi,
    min_in: u8,
    max_in: u8,
    max_out: u8,
    class: ClassRule,
    shape: ShapeRule,
) -> Builtin {
    b(id, min_in, max_in, max_out, true, class, shape, L::Runtime)
}

/// A runtime predicate on a whole value (`isscalar`, `ischar`): a logical scalar.
const fn is(id: Bi) -> Builtin {
    rt(id, 1, 1, 1, LOG, S::Scalar)
}

/// Output to a standard stream through the runtime (impure: it writes).
const fn io(id: Bi, min_in: u8, max_in: u8, max_out: u8) -> Builtin {
    let (class, shape) = if max_out > 0 {
        (D, S::Scalar)
    } else {
        (C::NoResult, S::NoResult)
    };
    b(id, min_in, max_in, max_out, false, class, shape, L::Runtime)
}

/// The table, sorted by name.
pub static BUILTINS: &[Builtin] = &[
    // %fill(origin, class, value, sizes...): an array of `class` whose every element is
    // `value` (converted as `class(value)` converts), sized by `origin`'s rules (`zeros`
    // or `ones`); origin and class are numeric codes (`fill_origin_code`,
    // `fill_class_code`); made by mat2c-opt's fill folding from `zeros(n, m) + c`.
    sp(Bi::pct_fill, 3, VARIADIC, 1, true, C::Dynamic, S::FromDims),
    konst(Bi::Inf, f64::INFINITY),
    konst(Bi::NA, mat2c_ir::NA),
    konst(Bi::NaN, f64::NAN),
    rt(Bi::pchip_deriv, 2, 3, 1, D, S::Unknown),
    un(Bi::abs, "MT_ABS"),
    rt(Bi::accumarray, 2, 6, 1, C::Dynamic, S::Unknown),
    un(Bi::acos, "MT_ACOS"),
    rt(Bi::acosh, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    // Class, complexity: arms of the inference (single when an input is single).
    rt(Bi::airy, 1, 3, 2, D, S::Unknown),
    red(Bi::all, LOG, "MT_ALL"),
    bin(Bi::and, LOG, "MT_AND"),
    un(Bi::angle, "MT_ANGLE"),
    red(Bi::any, LOG, "MT_ANY"),
    un(Bi::arg, "MT_ANGLE"),
    un(Bi::asin, "MT_ASIN"),
    rt(Bi::asinh, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    // `assert(cond, ...)`; lowering passes the text of the condition first.
    b(
        Bi::assert,
        1,
        VARIADIC,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    un(Bi::atan, "MT_ATAN"),
    b(
        Bi::atan2,
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_ATAN2"),
    ),
    rt(Bi::atanh, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::balance, 1, 2, 3, C::Dynamic, S::Unknown),
    rt(Bi::bandwidth, 1, 2, 2, D, S::Scalar),
    rt(Bi::besselh, 2, 4, 2, D, S::Unknown),
    rt(Bi::besseli, 2, 3, 2, D, S::Unknown),
    rt(Bi::besselj, 2, 3, 2, D, S::Unknown),
    rt(Bi::besselk, 2, 3, 2, D, S::Unknown),
    rt(Bi::bessely, 2, 3, 2, D, S::Unknown),
    // Class, complexity: arms of the inference (single when an input is single).
    rt(Bi::beta, 2, 2, 1, D, S::Unknown),
    rt(Bi::betainc, 3, 4, 1, D, S::Unknown),
    rt(Bi::betaincinv, 3, 4, 1, D, S::Unknown),
    rt(Bi::betaln, 2, 2, 1, D, S::Unknown),
    rt(Bi::bin2dec, 1, 1, 1, D, S::Unknown),
    rt(Bi::bincoeff, 2, 2, 1, D, S::Broadcast),
    rt(Bi::bitand, 2, 2, 1, C::Combine, S::Broadcast),
    rt(Bi::bitcmp, 1, 1, 1, C::Keep, S::SameAsArg0),
    rt(Bi::bitor, 2, 2, 1, C::Combine, S::Broadcast),
    rt(Bi::bitshift, 2, 3, 1, C::SameAsArg0, S::Broadcast),
    rt(Bi::bitxor, 2, 2, 1, C::Combine, S::Broadcast),
    rt(Bi::blanks, 1, 1, 1, CH, S::Unknown),
    rt(Bi::cart2pol, 1, 3, 3, D, S::Unknown),
    rt(Bi::cart2sph, 1, 3, 3, D, S::Unknown),
    rt(Bi::cast, 2, 3, 1, C::Dynamic, S::SameAsArg0),
    rt(Bi::cat, 1, VARIADIC, 1, C::Dynamic, S::Unknown),
    rt(Bi::cbrt, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    un(Bi::ceil, "MT_CEIL"),
    rt(
        Bi::cell2struct,
        2,
        3,
        1,
        C::Fixed(Class::Struct),
        S::Unknown,
    ),
    rt(Bi::cellstr, 1, 1, 1, C::Fixed(Class::Cell), S::Unknown),
    rt(Bi::center, 1, 2, 1, C::Dynamic, S::SameAsArg0),
    sp(Bi::char, 1, VARIADIC, 1, true, CH, S::Unknown),
    rt(Bi::chol, 1, 2, 2, C::Dynamic, S::Unknown),
    rt(Bi::cholinv, 1, 1, 1, C::Dynamic, S::SameAsArg0),
    rt(Bi::circshift, 2, 3, 1, C::Keep, S::SameAsArg0),
    sp(Bi::class, 1, 1, 1, true, CH, S::Row),
    // Wall-clock date and time [y mo d h mi s] (impure: it changes).
    sp(Bi::clock, 0, 0, 1, false, D, S::Row),
    // The operator's class (char, integer, single operands), decided at run time.
    rt(Bi::colon, 2, 3, 1, C::Dynamic, S::Row),
    rt(Bi::columns, 1, 1, 1, D, S::Scalar),
    rt(Bi::compare_versions, 3, 3, 1, LOG, S::Scalar),
    // Complex even with a zero imaginary part (`complex` arm of the inference).
    rt(Bi::complex, 1, 2, 1, D, S::Broadcast),
    rt(Bi::cond, 1, 2, 1, C::SameAsArg0, S::Scalar),
    un(Bi::conj, "MT_CONJ"),
    rt(Bi::conv, 2, 3, 1, D, S::Unknown),
    rt(Bi::conv2, 2, 4, 1, C::Dynamic, S::Unknown),
    rt(Bi::convn, 2, 3, 1, C::Dynamic, S::Unknown),
    un(Bi::cos, "MT_COS"),
    un(Bi::cosh, "MT_COSH"),
    rt(Bi::cosint, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::cot, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp(Bi::cputime, 0, 0, 1, false, D, S::Scalar),
    rt(Bi::cross, 2, 2, 1, D, S::SameAsArg0),
    rt(Bi::csc, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::ctranspose, 1, 1, 1, C::Keep, S::Unknown),
    rt(Bi::cummax, 1, 2, 2, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::cummin, 1, 2, 2, C::SameAsArg0, S::SameAsArg0),
    red(Bi::cumprod, C::SameAsArg0, "MT_CUMPROD"),
    red(Bi::cumsum, C::SameAsArg0, "MT_CUMSUM"),
    rt(Bi::cumtrapz, 1, 3, 1, D, S::Unknown),
    rt(Bi::deblank, 1, 1, 1, C::Keep, S::Unknown),
    rt(Bi::dec2bin, 1, 2, 1, CH, S::Unknown),
    rt(Bi::dec2hex, 1, 2, 1, CH, S::Unknown),
    rt(Bi::deconv, 2, 2, 2, D, S::Unknown),
    rt(Bi::deg2rad, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    io(Bi::delete, 1, VARIADIC, 0),
    rt(Bi::det, 1, 1, 2, C::Dynamic, S::Scalar),
    rt(Bi::diag, 1, 3, 1, C::Keep, S::Unknown),
    rt(Bi::diff, 1, 3, 1, C::SameAsArg0, S::Unknown),
    sp(Bi::disp, 1, 1, 1, false, CH, S::Row),
    // A double matrix, complex when a field is (runtime-c/mt_dlmread.c).
    b(Bi::dlmread, 1, 6, 1, false, D, S::Unknown, L::Runtime),
    rt(Bi::do_string_escapes, 1, 1, 1, CH, S::Unknown),
    rt(Bi::dot, 2, 3, 1, D, S::Unknown),
    sp(Bi::double, 1, 1, 1, true, D, S::SameAsArg0),
    konst(Bi::e, std::f64::consts::E),
    rt(Bi::eig, 1, 5, 3, C::SameAsArg0, S::Unknown),
    rt(Bi::ellipke, 1, 2, 2, D, S::SameAsArg0),
    konst(Bi::eps, f64::EPSILON),
    bin(Bi::eq, LOG, "MT_EQ"),
    rt(Bi::erase, 2, 2, 1, C::Keep, S::Unknown),
    rt(Bi::erf, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::erfc, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp(Bi::error, 1, VARIADIC, 0, false, C::NoResult, S::NoResult),
    sp(Bi::etime, 2, 2, 1, true, D, S::Scalar),
    // Impure: it looks at the file system, which the program may change between two calls.
    // A third input, 1, only from the lowering: the name was computed at run time.
    b(Bi::exist, 1, 3, 1, false, D, S::Scalar, L::Runtime),
    un(Bi::exp, "MT_EXP"),
    rt(Bi::expint, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::expm1, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp(Bi::eye, 0, 3, 1, true, C::FromClassArg, S::FromDims),
    rt(Bi::factor, 1, 1, 2, C::Keep, S::Unknown),
    rt(Bi::factorial, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp(
        Bi::false_,
        0,
        VARIADIC,
        1,
        true,
        C::FromClassArg,
        S::FromDims,
    ),
    io(Bi::fclose, 1, 1, 1),
    io(Bi::fdisp, 2, 2, 0),
    io(Bi::feof, 1, 1, 1),
    io(Bi::fflush, 1, 1, 1),
    rt(Bi::fft, 1, 3, 1, C::Dynamic, S::Unknown),
    rt(Bi::fft2, 1, 3, 1, C::Dynamic, S::Unknown),
    b(
        Bi::fgetl,
        1,
        2,
        2,
        false,
        C::Dynamic,
        S::Unknown,
        L::Runtime,
    ),
    b(
        Bi::fgets,
        1,
        2,
        2,
        false,
        C::Dynamic,
        S::Unknown,
        L::Runtime,
    ),
    b(Bi::fileread, 1, 1, 1, false, CH, S::Row, L::Runtime),
    rt(Bi::filesep, 0, 1, 1, CH, S::Scalar),
    rt(Bi::filter, 3, 5, 2, D, S::Unknown),
    rt(Bi::find, 1, 3, 3, D, S::Unknown),
    un(Bi::fix, "MT_FIX"),
    rt(Bi::flintmax, 0, 1, 1, C::Dynamic, S::Scalar),
    rt(Bi::flip, 1, 2, 1, C::Keep, S::SameAsArg0),
    rt(Bi::fliplr, 1, 1, 1, C::Keep, S::SameAsArg0),
    rt(Bi::flipud, 1, 1, 1, C::Keep, S::SameAsArg0),
    un(Bi::floor, "MT_FLOOR"),
    b(
        Bi::fopen,
        1,
        4,
        3,
        false,
        C::Dynamic,
        S::Unknown,
        L::Runtime,
    ),
    // Display format (`format long`): a run-time setting of the printer.
    sp(Bi::format, 0, 3, 0, false, C::NoResult, S::NoResult),
    sp(Bi::fprintf, 1, VARIADIC, 1, false, D, S::Scalar),
    io(Bi::fputs, 2, 2, 1),
    b(
        Bi::fread,
        1,
        5,
        2,
        false,
        C::Dynamic,
        S::Unknown,
        L::Runtime,
    ),
    io(Bi::frewind, 1, 1, 1),
    b(
        Bi::fscanf,
        2,
        3,
        3,
        false,
        C::Dynamic,
        S::Unknown,
        L::Runtime,
    ),
    io(Bi::fseek, 1, 3, 1),
    io(Bi::ftell, 1, 1, 1),
    rt(Bi::full, 1, 1, 1, C::Keep, S::SameAsArg0),
    rt(Bi::fullfile, 0, VARIADIC, 1, C::Dynamic, S::Unknown),
    io(Bi::fwrite, 2, 5, 1),
    rt(Bi::gamma, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::gammainc, 2, 3, 1, D, S::Unknown),
    rt(Bi::gammaincinv, 2, 3, 1, D, S::Unknown),
    rt(Bi::gammaln, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::gcd, 2, VARIADIC, 1, C::Combine, S::Broadcast),
    bin(Bi::ge, LOG, "MT_GE"),
    // Impure: its first call warns that it is obsolete (as Octave's genvarname.m).
    b(
        Bi::genvarname,
        1,
        2,
        1,
        false,
        C::Keep,
        S::Unknown,
        L::Runtime,
    ),
    // Impure: it reads the environment the program runs in.
    b(Bi::getenv, 1, 1, 1, false, CH, S::Unknown, L::Runtime),
    rt(Bi::getfield, 2, VARIADIC, 1, C::Any, S::Unknown),
    bin(Bi::gt, LOG, "MT_GT"),
    // Impure: a numeric or multi-row argument warns (Octave's string conversions).
    b(Bi::hash, 0, VARIADIC, 1, false, CH, S::Row, L::Runtime),
    rt(Bi::hex2dec, 1, 1, 1, D, S::Unknown),
    rt(Bi::histc, 2, 3, 2, D, S::Unknown),
    rt(Bi::horzcat, 0, VARIADIC, 1, C::Dynamic, S::Unknown),
    b(
        Bi::hypot,
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_HYPOT"),
    ),
    rt(Bi::idivide, 2, 3, 1, C::Combine, S::Broadcast),
    rt(Bi::ifft, 1, 3, 1, C::Dynamic, S::Unknown),
    rt(Bi::ifft2, 1, 3, 1, C::Dynamic, S::Unknown),
    un(Bi::imag, "MT_IMAG"),
    rt(Bi::ind2sub, 2, 2, VARIADIC, D, S::Unknown),
    konst(Bi::inf, f64::INFINITY),
    // inputname(n, ids_only): lowering adds the caller's argument texts and variable mask.
    rt(Bi::inputname, 1, 2, 1, CH, S::Unknown),
    sp(
        Bi::int16,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Int16),
        S::SameAsArg0,
    ),
    rt(Bi::int2str, 1, 1, 1, CH, S::Unknown),
    sp(
        Bi::int32,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Int32),
        S::SameAsArg0,
    ),
    sp(
        Bi::int64,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Int64),
        S::SameAsArg0,
    ),
    sp(
        Bi::int8,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Int8),
        S::SameAsArg0,
    ),
    rt(Bi::interp1, 2, 6, 1, C::Dynamic, S::Unknown),
    rt(Bi::intersect, 2, 4, 3, C::Dynamic, S::Unknown),
    rt(Bi::intmax, 0, 1, 1, C::Dynamic, S::Scalar),
    rt(Bi::intmin, 0, 1, 1, C::Dynamic, S::Scalar),
    // Impure: a singular matrix warns each time (inv.cc).
    b(
        Bi::inv,
        1,
        1,
        2,
        false,
        C::SameAsArg0,
        S::SameAsArg0,
        L::Runtime,
    ),
    rt(Bi::ipermute, 2, 2, 1, C::Keep, S::Unknown),
    rt(Bi::iqr, 1, 2, 1, D, S::Unknown),
    rt(Bi::isa, 2, 2, 1, LOG, S::Scalar),
    // isargout(k): lowering adds the function's nargout and its mask of `~` outputs.
    rt(Bi::isargout, 1, 1, 1, LOG, S::Unknown),
    rt(Bi::isbanded, 3, 3, 1, C::Dynamic, S::Unknown),
    sp(Bi::ischar, 1, 1, 1, true, LOG, S::Scalar),
    sp(Bi::iscolumn, 1, 1, 1, true, LOG, S::Scalar),
    is(Bi::iscomplex),
    is(Bi::isdiag),
    rt(Bi::isdigit, 1, 1, 1, LOG, S::SameAsArg0),
    sp(Bi::isempty, 1, 1, 1, true, LOG, S::Scalar),
    rt(Bi::isequal, 2, VARIADIC, 1, LOG, S::Scalar),
    rt(Bi::isequaln, 2, VARIADIC, 1, LOG, S::Scalar),
    b(Bi::isfile, 1, 1, 1, false, LOG, S::Unknown, L::Runtime),
    pred(Bi::isfinite, "MT_ISFINITE"),
    sp(Bi::isfloat, 1, 1, 1, true, LOG, S::Scalar),
    b(Bi::isfolder, 1, 1, 1, false, LOG, S::Unknown, L::Runtime),
    rt(Bi::ishermitian, 1, 3, 1, LOG, S::Scalar),
    pred(Bi::isinf, "MT_ISINF"),
    is(Bi::isinteger),
    is(Bi::iskeyword),
    rt(Bi::isletter, 1, 1, 1, LOG, S::SameAsArg0),
    sp(Bi::islogical, 1, 1, 1, true, LOG, S::Scalar),
    rt(Bi::islower, 1, 1, 1, LOG, S::SameAsArg0),
    sp(Bi::ismatrix, 1, 1, 1, true, LOG, S::Scalar),
    rt(Bi::ismember, 2, VARIADIC, 2, LOG, S::SameAsArg0),
    rt(Bi::isna, 1, 1, 1, LOG, S::SameAsArg0),
    pred(Bi::isnan, "MT_ISNAN"),
    sp(Bi::isnumeric, 1, 1, 1, true, LOG, S::Scalar),
    rt(Bi::isprime, 1, 1, 1, LOG, S::SameAsArg0),
    sp(Bi::isreal, 1, 1, 1, true, LOG, S::Scalar),
    sp(Bi::isrow, 1, 1, 1, true, LOG, S::Scalar),
    sp(Bi::isscalar, 1, 1, 1, true, LOG, S::Scalar),
    rt(Bi::issorted, 1, 2, 1, LOG, S::Scalar),
    rt(Bi::isspace, 1, 1, 1, LOG, S::SameAsArg0),
    is(Bi::issquare),
    rt(Bi::isstrprop, 2, 2, 1, LOG, S::SameAsArg0),
    rt(Bi::issymmetric, 1, 3, 1, LOG, S::Scalar),
    is(Bi::istril),
    is(Bi::istriu),
    rt(Bi::isupper, 1, 1, 1, LOG, S::SameAsArg0),
    sp(Bi::isvector, 1, 1, 1, true, LOG, S::Scalar),
    // The class and shape of the value follow the JSON text, known only at run time.
    rt(Bi::jsondecode, 0, VARIADIC, 1, C::Any, S::Unknown),
    rt(Bi::jsonencode, 0, VARIADIC, 1, CH, S::Row),
    rt(Bi::kron, 2, VARIADIC, 1, C::Dynamic, S::Unknown),
    // The message of the last error a `try` caught (impure: it changes).
    rt(Bi::kurtosis, 1, 3, 1, C::Dynamic, S::Unknown),
    sp(Bi::lasterr, 0, 0, 1, false, CH, S::Row),
    // `[msg, id] = lastwarn`, `lastwarn(msg, id)` (impure: warnings change it).
    b(Bi::lastwarn, 0, 2, 2, false, CH, S::Row, L::Runtime),
    rt(Bi::lcm, 2, VARIADIC, 1, C::Combine, S::Broadcast),
    bin(Bi::ldivide, C::Combine, "MT_LDIV"),
    bin(Bi::le, LOG, "MT_LE"),
    // Always double: (n+1) x numel(x) for a vector x, else (n+1) x size(x).
    rt(Bi::legendre, 2, 3, 1, D, S::Unknown),
    sp(Bi::length, 1, 1, 1, true, D, S::Scalar),
    sp(Bi::linspace, 2, 3, 1, true, D, S::Row),
    un(Bi::log, "MT_LOG"),
    un(Bi::log10, "MT_LOG10"),
    rt(Bi::log1p, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    un(Bi::log2, "MT_LOG2"),
    sp(Bi::logical, 1, 1, 1, true, LOG, S::SameAsArg0),
    rt(Bi::logspace, 2, 3, 1, D, S::Row),
    rt(Bi::lookup_, 2, 3, 1, C::Dynamic, S::Unknown),
    rt(Bi::lower, 1, 1, 1, C::Keep, S::SameAsArg0),
    bin(Bi::lt, LOG, "MT_LT"),
    rt(Bi::lu, 1, 2, 3, C::Dynamic, S::Unknown),
    // (a, b, name): Octave's `bsxfun` errors when the sizes of a and b do not expand
    // (lowering puts it before the elementwise call `bsxfun(@name, a, b)` becomes).
    b(
        Bi::m2c_bsxfun_dims,
        3,
        3,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    // Internal: `err.identifier` / `err.message` of a caught error (`catch err`).
    sp(Bi::m2c_err_identifier, 1, 1, 1, true, CH, S::Row),
    sp(Bi::m2c_err_message, 1, 1, 1, true, CH, S::Row),
    // Internal: `containers.Map` (lowering's `containers_map.rs`, runtime `mt_map.c`).
    // Impure: a Map is a reference object (an assignment through a copy changes it).
    b(
        Bi::m2c_map_call,
        2,
        VARIADIC,
        VARIADIC,
        false,
        C::Any,
        S::Unknown,
        L::Runtime,
    ),
    b(
        Bi::m2c_map_get,
        1,
        VARIADIC,
        1,
        false,
        C::Any,
        S::Unknown,
        L::Runtime,
    ),
    b(
        Bi::m2c_map_new,
        0,
        VARIADIC,
        1,
        false,
        C::Any,
        S::Scalar,
        L::Runtime,
    ),
    b(
        Bi::m2c_map_set,
        1,
        VARIADIC,
        1,
        false,
        C::Any,
        S::Scalar,
        L::Runtime,
    ),
    rt(Bi::magic, 1, 1, 1, D, S::Unknown),
    rt(Bi::mat2str, 1, 3, 1, CH, S::Row),
    sp(Bi::max, 1, 3, 2, true, C::SameAsArg0, S::Unknown),
    red(Bi::mean, D, "MT_MEAN"),
    rt(Bi::median, 1, 2, 1, C::Keep, S::Unknown),
    rt(Bi::meshgrid, 1, 3, 3, C::Keep, S::Unknown),
    sp(Bi::min, 1, 3, 2, true, C::SameAsArg0, S::Unknown),
    bin(Bi::minus, C::Combine, "MT_SUB"),
    b(Bi::mkdir, 1, 2, 3, false, LOG, S::Scalar, L::Runtime),
    rt(Bi::mkpp, 2, 3, 1, C::Fixed(Class::Struct), S::Scalar),
    rt(Bi::mldivide, 2, 2, 1, C::Dynamic, S::Unknown),
    b(
        Bi::mod_,
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_MOD"),
    ),
    rt(Bi::mode, 1, 2, 1, C::Keep, S::Unknown),
    rt(Bi::mpower, 2, 2, 1, C::Dynamic, S::Unknown),
    rt(Bi::mrdivide, 2, 2, 1, C::Dynamic, S::Unknown),
    rt(Bi::mtimes, 2, 2, 1, C::Dynamic, S::Unknown),
    konst(Bi::nan, f64::NAN),
    // The count of the caller's inputs/outputs is added by lowering (`argcheck.rs`).
    b(
        Bi::narginchk,
        2,
        VARIADIC,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    b(
        Bi::nargoutchk,
        2,
        VARIADIC,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    rt(Bi::nchoosek, 2, 2, 1, C::Dynamic, S::Unknown),
    rt(Bi::ndgrid, 1, VARIADIC, VARIADIC, C::Keep, S::Unknown),
    sp(Bi::ndims, 1, 1, 1, true, D, S::Scalar),
    bin(Bi::ne, LOG, "MT_NE"),
    rt(Bi::nextpow2, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::nnz, 1, 1, 1, D, S::Scalar),
    rt(Bi::nonzeros, 1, 1, 1, C::Keep, S::Unknown),
    rt(Bi::norm, 1, 3, 1, C::SameAsArg0, S::Scalar),
    pred(Bi::not, "MT_NOT"),
    rt(Bi::nthroot, 2, 2, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::null, 1, 2, 1, C::SameAsArg0, S::Unknown),
    sp(Bi::num2str, 1, 2, 1, true, CH, S::Row),
    sp(Bi::numel, 1, 1, 1, true, D, S::Scalar),
    sp(Bi::ones, 0, VARIADIC, 1, true, C::FromClassArg, S::FromDims),
    bin(Bi::or, LOG, "MT_OR"),
    rt(
        Bi::orderfields,
        1,
        2,
        2,
        C::Fixed(Class::Struct),
        S::Unknown,
    ),
    rt(Bi::orth, 1, 2, 1, C::SameAsArg0, S::Unknown),
    rt(Bi::pathsep, 0, 0, 1, CH, S::Scalar),
    sp(Bi::pause, 0, 1, 0, false, C::NoResult, S::NoResult),
    rt(Bi::pchip, 2, 3, 1, C::Dynamic, S::Unknown),
    rt(Bi::perms, 1, 1, 1, C::Keep, S::Unknown),
    rt(Bi::permute, 2, 2, 1, C::Keep, S::Unknown),
    konst(Bi::pi, std::f64::consts::PI),
    rt(Bi::pinv, 1, 2, 1, C::Dynamic, S::Unknown),
    bin(Bi::plus, C::Combine, "MT_ADD"),
    rt(Bi::pol2cart, 1, 3, 3, D, S::Unknown),
    rt(Bi::poly, 1, 1, 1, D, S::Row),
    rt(Bi::polyfit, 3, 3, 3, C::Dynamic, S::Row),
    rt(Bi::polyval, 2, 4, 2, C::Dynamic, S::Unknown),
    rt(Bi::postpad, 2, 4, 1, C::Dynamic, S::Unknown),
    rt(Bi::pow2, 1, 2, 1, C::SameAsArg0, S::Unknown),
    bin(Bi::power, C::Combine, "MT_POW"),
    rt(Bi::ppder, 1, 2, 1, C::Fixed(Class::Struct), S::Scalar),
    rt(Bi::ppval, 2, 2, 1, C::Dynamic, S::Unknown),
    rt(Bi::prctile, 1, 3, 1, D, S::Unknown),
    rt(Bi::prepad, 2, 4, 1, C::Dynamic, S::Unknown),
    rt(Bi::primes, 1, 1, 1, C::Dynamic, S::Row),
    // Lowered to `error` with the calling function's help text (`print_usage.rs`).
    sp(Bi::print_usage, 0, 1, 0, false, C::NoResult, S::NoResult),
    sp(Bi::printf, 1, VARIADIC, 0, false, C::NoResult, S::NoResult),
    red(Bi::prod, C::SameAsArg0, "MT_PROD"),
    rt(Bi::psi, 1, 2, 1, C::Dynamic, S::Unknown),
    io(Bi::puts, 1, 1, 1),
    b(Bi::pwd, 0, 0, 1, false, CH, S::Row, L::Runtime),
    rt(Bi::qr, 1, 3, 3, C::Dynamic, S::Unknown),
    rt(Bi::quantile, 1, 4, 1, D, S::Unknown),
    rt(Bi::rad2deg, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    // The random generators change hidden state: impure, so never merged or dropped.
    sp(
        Bi::rand,
        0,
        VARIADIC,
        1,
        false,
        C::FromClassArg,
        S::FromDims,
    ),
    sp(
        Bi::rande,
        0,
        VARIADIC,
        1,
        false,
        C::FromClassArg,
        S::FromDims,
    ),
    // randg(a, ...) and randp(l, ...): a parameter first, then sizes as for rand (none is
    // Octave's run-time error).
    sp(
        Bi::randg,
        0,
        VARIADIC,
        1,
        false,
        C::FromClassArg,
        S::Unknown,
    ),
    sp(
        Bi::randi,
        1,
        VARIADIC,
        1,
        false,
        C::FromClassArg,
        S::Unknown,
    ),
    sp(
        Bi::randn,
        0,
        VARIADIC,
        1,
        false,
        C::FromClassArg,
        S::FromDims,
    ),
    sp(
        Bi::randp,
        0,
        VARIADIC,
        1,
        false,
        C::FromClassArg,
        S::Unknown,
    ),
    sp(Bi::randperm, 1, 2, 1, false, D, S::Row),
    rt(Bi::rank, 1, 2, 1, D, S::Scalar),
    rt(Bi::rcond, 1, 1, 1, C::Dynamic, S::Scalar),
    bin(Bi::rdivide, C::Combine, "MT_RDIV"),
    un(Bi::real, "MT_REAL"),
    // `log(x)` / `sqrt(x)` / `x .^ y`, Octave's error where the result would be complex.
    rt(Bi::reallog, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::realmax, 0, 1, 1, C::Dynamic, S::Scalar),
    rt(Bi::realmin, 0, 1, 1, C::Dynamic, S::Scalar),
    rt(Bi::realpow, 2, 2, 1, C::Dynamic, S::Broadcast),
    rt(Bi::realsqrt, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::regexp, 2, VARIADIC, 7, D, S::Unknown),
    rt(Bi::regexpi, 2, VARIADIC, 7, D, S::Unknown),
    rt(Bi::regexprep, 3, VARIADIC, 1, CH, S::Unknown),
    b(
        Bi::rem,
        2,
        2,
        1,
        true,
        C::Combine,
        S::Broadcast,
        L::Binary("MT_REM"),
    ),
    rt(Bi::repelem, 2, VARIADIC, 1, C::Keep, S::Unknown),
    sp(Bi::repmat, 2, VARIADIC, 1, true, C::SameAsArg0, S::Unknown),
    sp(
        Bi::reshape,
        2,
        VARIADIC,
        1,
        true,
        C::SameAsArg0,
        S::FromDims,
    ),
    sp(Bi::rethrow, 1, 1, 0, false, C::NoResult, S::NoResult),
    b(Bi::rmdir, 1, 2, 3, false, LOG, S::Scalar, L::Runtime),
    rt(Bi::roots, 1, 1, 1, D, S::Unknown),
    rt(Bi::rot90, 1, 2, 1, C::Keep, S::Unknown),
    un(Bi::round, "MT_ROUND"),
    rt(Bi::rows, 1, 1, 1, D, S::Scalar),
    rt(Bi::sec, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    rt(Bi::setdiff, 2, 4, 2, C::Dynamic, S::Unknown),
    rt(
        Bi::setfield,
        3,
        VARIADIC,
        1,
        C::Fixed(Class::Struct),
        S::Unknown,
    ),
    rt(Bi::setxor, 2, 4, 3, C::Dynamic, S::Unknown),
    rt(Bi::shiftdim, 1, 2, 2, C::Keep, S::Unknown),
    un(Bi::sign, "MT_SIGN"),
    rt(Bi::signbit, 1, 1, 1, LOG, S::SameAsArg0),
    un(Bi::sin, "MT_SIN"),
    sp(
        Bi::single,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Single),
        S::SameAsArg0,
    ),
    un(Bi::sinh, "MT_SINH"),
    rt(Bi::sinint, 1, 1, 1, C::SameAsArg0, S::SameAsArg0),
    sp(Bi::size, 1, 2, VARIADIC, true, D, S::Unknown),
    rt(Bi::skewness, 1, 3, 1, C::Dynamic, S::Unknown),
    rt(Bi::sort, 1, 3, 2, C::Keep, S::SameAsArg0),
    rt(Bi::sortrows, 1, 2, 2, C::Keep, S::SameAsArg0),
    rt(Bi::sph2cart, 1, 3, 3, D, S::Unknown),
    rt(Bi::spline, 2, 3, 1, C::Dynamic, S::Unknown),
    sp(Bi::sprintf, 1, VARIADIC, 1, true, CH, S::Row),
    un(Bi::sqrt, "MT_SQRT"),
    // Impure: a singular matrix warns each time (sqrtm.cc).
    b(
        Bi::sqrtm,
        1,
        1,
        3,
        false,
        C::Dynamic,
        S::SameAsArg0,
        L::Runtime,
    ),
    rt(Bi::squeeze, 1, 1, 1, C::Keep, S::Unknown),
    // A double array, or char when the format has only character conversions; the "C"
    // form has one output per conversion, then the count and the message.
    rt(Bi::sscanf, 2, 3, VARIADIC, C::Dynamic, S::Unknown),
    rt(Bi::std, 1, 3, 1, C::Dynamic, S::Unknown),
    // The standard streams' ids.
    b(Bi::stderr, 0, 0, 1, true, D, S::Scalar, L::Constant(2.0)),
    b(Bi::stdout, 0, 0, 1, true, D, S::Scalar, L::Constant(1.0)),
    rt(Bi::str2double, 1, 1, 1, D, S::Unknown),
    rt(Bi::str2num, 1, 1, 1, D, S::Unknown),
    rt(Bi::strcat, 0, VARIADIC, 1, C::Dynamic, S::Unknown),
    rt(Bi::strcmp, 2, 2, 1, LOG, S::Scalar),
    rt(Bi::strcmpi, 2, 2, 1, LOG, S::Scalar),
    rt(Bi::strfind, 2, 4, 1, D, S::Unknown),
    rt(Bi::strjoin, 1, 2, 1, CH, S::Unknown),
    rt(Bi::strjust, 1, 2, 1, CH, S::SameAsArg0),
    rt(Bi::strncmp, 3, 3, 1, LOG, S::Scalar),
    rt(Bi::strncmpi, 3, 3, 1, LOG, S::Scalar),
    rt(Bi::strrep, 3, 3, 1, CH, S::Unknown),
    rt(Bi::strsplit, 1, VARIADIC, 2, C::Fixed(Class::Cell), S::Row),
    rt(Bi::strtok, 1, 2, 2, C::Keep, S::Unknown),
    rt(Bi::strtrim, 1, 1, 1, C::Keep, S::Unknown),
    rt(Bi::strvcat, 1, VARIADIC, 1, CH, S::Unknown),
    rt(Bi::sub2ind, 2, VARIADIC, 1, D, S::Unknown),
    red(Bi::sum, C::SameAsArg0, "MT_SUM"),
    rt(Bi::svd, 1, 2, 3, C::SameAsArg0, S::Unknown),
    // Internal: does a `case` value match the `switch` subject (strcmp for strings, == else)?
    sp(Bi::switch_case_matches, 2, 2, 1, true, LOG, S::Scalar),
    b(Bi::system, 1, 3, 2, false, D, S::Scalar, L::Runtime),
    un(Bi::tan, "MT_TAN"),
    un(Bi::tanh, "MT_TANH"),
    b(Bi::tempdir, 0, 0, 1, false, CH, S::Row, L::Runtime),
    b(Bi::tempname, 0, 2, 1, false, CH, S::Row, L::Runtime),
    sp(Bi::tic, 0, 0, 1, false, C::Fixed(Class::Uint64), S::Scalar),
    b(
        Bi::tilde_expand,
        1,
        1,
        1,
        false,
        C::Dynamic,
        S::SameAsArg0,
        L::Runtime,
    ),
    bin(Bi::times, C::Combine, "MT_MUL"),
    sp(Bi::toc, 0, 1, 1, false, D, S::Scalar),
    rt(Bi::toeplitz, 1, 2, 1, C::Keep, S::Unknown),
    rt(Bi::tolower, 1, 1, 1, C::Keep, S::SameAsArg0),
    rt(Bi::toupper, 1, 1, 1, C::Keep, S::SameAsArg0),
    rt(Bi::trace, 1, 1, 1, D, S::Scalar),
    rt(Bi::transpose, 1, 1, 1, C::Keep, S::Unknown),
    rt(Bi::trapz, 1, 3, 1, C::Dynamic, S::Unknown),
    // Shape unknown: a "pack" argument gives a column of the triangle's elements.
    rt(Bi::tril, 1, 3, 1, C::Keep, S::Unknown),
    rt(Bi::triu, 1, 3, 1, C::Keep, S::Unknown),
    sp(
        Bi::true_,
        0,
        VARIADIC,
        1,
        true,
        C::FromClassArg,
        S::FromDims,
    ),
    rt(Bi::typecast, 2, 2, 1, C::FromClassArg, S::Unknown),
    rt(Bi::typeinfo, 1, 1, 1, CH, S::Row),
    sp(
        Bi::uint16,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint16),
        S::SameAsArg0,
    ),
    sp(
        Bi::uint32,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint32),
        S::SameAsArg0,
    ),
    sp(
        Bi::uint64,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint64),
        S::SameAsArg0,
    ),
    sp(
        Bi::uint8,
        1,
        1,
        1,
        true,
        C::Fixed(Class::Uint8),
        S::SameAsArg0,
    ),
    un(Bi::uminus, "MT_NEG"),
    rt(Bi::undo_string_escapes, 1, 1, 1, CH, S::Unknown),
    rt(Bi::union, 2, 4, 3, C::Dynamic, S::Unknown),
    rt(Bi::unique, 1, VARIADIC, 3, C::Keep, S::Unknown),
    b(Bi::unlink, 1, 1, 2, false, D, S::Scalar, L::Runtime),
    rt(Bi::unmkpp, 1, 1, 5, C::Dynamic, S::Unknown),
    un(Bi::uplus, "MT_UPLUS"),
    rt(Bi::upper, 1, 1, 1, C::Keep, S::SameAsArg0),
    // Raises Octave's error for the first class or attribute A fails (impure: it may raise
    // and returns nothing, so it must stay where it is).
    b(
        Bi::validateattributes,
        3,
        6,
        0,
        false,
        C::NoResult,
        S::NoResult,
        L::Runtime,
    ),
    rt(Bi::var, 1, 3, 1, C::Dynamic, S::Unknown),
    rt(Bi::vertcat, 0, VARIADIC, 1, C::Dynamic, S::Unknown),
    // Prints (or raises, or silences) a warning; sets the warning states (the old ones as
    // a struct when asked for).
    b(
        Bi::warning,
        0,
        VARIADIC,
        1,
        false,
        C::Any,
        S::Unknown,
        L::Runtime,
    ),
    rt(Bi::xor, 2, VARIADIC, 1, LOG, S::Unknown),
    sp(
        Bi::zeros,
        0,
        VARIADIC,
        1,
        true,
        C::FromClassArg,
        S::FromDims,
    ),
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
    ("issorted", Form::Option("rows"), "`issorted` with \"rows\""),
    (
        "polyfit",
        Form::Outputs(2),
        "`polyfit` with the structure or `mu` outputs",
    ),
    (
        "polyval",
        Form::Inputs(3),
        "`polyval` with polyfit's `S` or `mu`",
    ),
    (
        "polyval",
        Form::Outputs(2),
        "`polyval` with the `dy` output",
    ),
    (
        "mode",
        Form::Outputs(2),
        "`mode` with the frequency or cell outputs",
    ),
    (
        "orderfields",
        Form::Inputs(2),
        "`orderfields` with a second argument",
    ),
    ("setdiff", Form::Inputs(3), "`setdiff` with an option"),
    ("setdiff", Form::Outputs(2), "`setdiff` with index outputs"),
    ("setxor", Form::Inputs(3), "`setxor` with an option"),
    ("setxor", Form::Outputs(2), "`setxor` with index outputs"),
    ("union", Form::Inputs(3), "`union` with an option"),
    ("union", Form::Outputs(2), "`union` with index outputs"),
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

/// The row of a builtin by id; `None` for the lowering's placeholders (`@call`, `@fh3`).
pub fn row(id: BuiltinId) -> Option<&'static Builtin> {
    lookup(id.name()).filter(|r| r.id == id)
}

/// The id of the builtin `name`, if it is one (a row of the table, not a placeholder).
pub fn id_of(name: &str) -> Option<BuiltinId> {
    lookup(name).map(|r| r.id)
}

/// The names of every builtin (for "did you mean" suggestions).
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    [BUILTINS, CELL_BUILTINS, FHANDLE_BUILTINS]
        .into_iter()
        .flatten()
        .map(|b| b.name)
        .filter(|n| n.starts_with(|c: char| c.is_ascii_alphabetic()))
}

/// True for the elementwise math functions whose result for an integer argument is double
/// (Octave's mappers of integer arrays compute on the values as doubles: `sqrt(int8(4))`,
/// `gamma(uint8(3))`); `abs`, `floor`, `sign`, `real`, ... keep the integer class.
pub fn maps_integers_to_double(id: BuiltinId) -> bool {
    matches!(
        id,
        Bi::acos
            | Bi::acosh
            | Bi::angle
            | Bi::arg
            | Bi::asin
            | Bi::asinh
            | Bi::atan
            | Bi::atanh
            | Bi::cbrt
            | Bi::cos
            | Bi::cosh
            | Bi::cot
            | Bi::csc
            | Bi::erf
            | Bi::erfc
            | Bi::exp
            | Bi::expm1
            | Bi::factorial
            | Bi::gamma
            | Bi::gammaln
            | Bi::log
            | Bi::log10
            | Bi::log1p
            | Bi::log2
            | Bi::nextpow2
            | Bi::sec
            | Bi::sin
            | Bi::sinh
            | Bi::sqrt
            | Bi::tan
            | Bi::tanh
    )
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
    fn every_id_has_a_row() {
        for &id in BuiltinId::TABLE {
            assert_eq!(row(id).map(|r| r.id), Some(id), "no row for {id}");
        }
        let rows = BUILTINS.len() + CELL_BUILTINS.len() + FHANDLE_BUILTINS.len();
        assert_eq!(rows, BuiltinId::TABLE.len());
        assert!(row(Bi::at_call).is_none() && row(Bi::Handle(0)).is_none());
        // The `special` section of the id list is exactly the rows with a dedicated lowering.
        for &id in BuiltinId::TABLE {
            let special = row(id).unwrap().lowering == Lowering::Special;
            assert_eq!(special, id.special().is_some(), "{id}");
        }
    }

    #[test]
    fn unsupported_forms_name_builtins() {
        for (name, _, _) in UNSUPPORTED_FORMS {
            assert!(lookup(name).is_some(), "{name}");
        }
        assert!(unsupported_table_form("unique", &[None, Some("stable")], 1).is_none());
        assert!(unsupported_table_form("bitshift", &[None, None], 1).is_none());
        assert!(unsupported_table_form("bitshift", &[None, None, None], 1).is_some());
        assert!(unsupported_table_form("filter", &[None, None, None], 1).is_none());
        assert!(unsupported_table_form("filter", &[None, None, None], 2).is_some());
    }
}
