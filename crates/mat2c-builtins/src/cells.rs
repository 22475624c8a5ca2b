//! Builtins of cell arrays and structs, and the internal operations the lowering uses for
//! brace indexing, field access and comma lists.
//!
//! Internal names start with `%`, which no MATLAB identifier can, so a user program can never
//! call them; the lowering is their only producer. Their results have the classes and shapes
//! below; a cell's content or a field's value has a class only known at run time
//! ([`ClassRule::Any`]), so the C backend handles it through the runtime's generic paths.
//!
//! Like [`crate::BUILTINS`], the table is sorted by name (checked by a test).

use mat2c_ir::types::Class;

use crate::{Bi, Builtin, ClassRule as C, LOG, Lowering, ShapeRule as S, VARIADIC, b};

/// Variadic builtins the runtime's `mt_call_cs` applies by name to a comma list of any
/// length (other builtins with a generic runtime entry take one through `mt_call_bi_cs`).
pub const CS_BY_NAME: &[Bi] = &[
    Bi::cell,
    Bi::error,
    Bi::fprintf,
    Bi::ones,
    Bi::printf,
    Bi::sprintf,
    Bi::struct_,
    Bi::zeros,
];

/// True when `mt_call_cs` dispatches `id` by name.
pub fn cs_callable_by_name(id: Bi) -> bool {
    CS_BY_NAME.contains(&id)
}

const CELL: C = C::Fixed(Class::Cell);
const STRUCT: C = C::Fixed(Class::Struct);

const fn sp(id: Bi, min_in: u8, max_in: u8, class: C, shape: S) -> Builtin {
    b(id, min_in, max_in, 1, true, class, shape, Lowering::Special)
}

/// The table, sorted by name.
pub static CELL_BUILTINS: &[Builtin] = &[
    // (args, k, n, fname): input k of a builtin of fixed arity n called with a comma list
    // (`plus(c{:})`): the argument cell must hold exactly n values ("Invalid call to FNAME").
    sp(Bi::pct_arg_exact, 4, 4, C::Any, S::Unknown),
    // (args, k, nmax, fname, pname, required): input k of a call whose arguments are the
    // cell `args` (comma lists); [] when not passed, an error when required or too many.
    sp(Bi::pct_arg_pick, 6, 6, C::Any, S::Unknown),
    // (args, k): the arguments after the k-th as the callee's `varargin`.
    sp(Bi::pct_arg_tail, 2, 2, CELL, S::Unknown),
    // {x}: a 1x1 cell holding x.
    sp(Bi::pct_box, 1, 1, CELL, S::Scalar),
    // c{subs...}: the content (the first one when the subscripts select several).
    sp(Bi::pct_brace, 1, VARIADIC, C::Any, S::Unknown),
    // c{subs...} as one call argument: exactly one value (a run-time error otherwise).
    sp(Bi::pct_brace1, 1, VARIADIC, C::Any, S::Unknown),
    // c{subs...} as the old value of an assignment target: [] when out of range.
    sp(Bi::pct_brace_lv, 1, VARIADIC, C::Any, S::Unknown),
    // c{subs...} = v (args: c, subs..., v), growing c.
    sp(Bi::pct_brace_set, 2, VARIADIC, CELL, S::Unknown),
    // A variadic builtin (by name) applied to the values of an argument cell (comma lists).
    b(
        Bi::pct_call_cs,
        2,
        2,
        VARIADIC,
        false,
        C::Any,
        S::Unknown,
        Lowering::Special,
    ),
    // [c{subs...}]: the contents concatenated horizontally.
    sp(Bi::pct_cs_cat, 1, VARIADIC, C::Any, S::Unknown),
    // {c{subs...}}: the selected elements as a 1xN cell row (0x0 when there are none).
    sp(Bi::pct_cs_row, 1, VARIADIC, CELL, S::Unknown),
    // s.(name): the field of a 1x1 struct (the first element's of a struct array).
    sp(Bi::pct_field, 2, 2, C::Any, S::Unknown),
    // [s.(name)] = deal(...) (args: s, name, the deal inputs as a cell row): one value to
    // every element of the struct array, or one each.
    sp(Bi::pct_field_deal, 3, 3, STRUCT, S::Unknown),
    // s.(name) as the old value of an assignment target: [] when there is no such field.
    sp(Bi::pct_field_lv, 2, 2, C::Any, S::Unknown),
    // s.(name) of every element of a struct array, as a 1xN cell row (a comma list; 0x0
    // when there are none).
    sp(Bi::pct_field_row, 2, 2, CELL, S::Unknown),
    // s.(name) = v, adding the field when needed.
    sp(Bi::pct_field_set, 3, 3, STRUCT, S::Unknown),
    // a(subs...) as the old value of an assignment target: out-of-range elements of a struct
    // array read as a struct with the same fields, all [].
    sp(Bi::pct_paren_lv, 1, VARIADIC, C::SameAsArg0, S::Unknown),
    // Display of a comma list statement (`c{:}`): every value as `ans = ...`.
    b(
        Bi::pct_show_cs,
        1,
        1,
        0,
        false,
        C::NoResult,
        S::NoResult,
        Lowering::Special,
    ),
    // (varargout, j, position, k): varargout{j}, the result at `position` of a call asking for
    // k results (Octave's errors when it is missing).
    sp(Bi::pct_vout, 4, 4, C::Any, S::Unknown),
    sp(Bi::cell, 0, VARIADIC, CELL, S::FromDims),
    sp(Bi::cell2mat, 1, 1, C::Any, S::Unknown),
    // cellfun with one of Octave's legacy function-name strings (CELLFUN_NAMES).
    sp(Bi::cellfun, 2, 2, C::Any, S::Unknown),
    sp(Bi::fieldnames, 1, 1, CELL, S::Unknown),
    sp(Bi::iscell, 1, 1, LOG, S::Scalar),
    sp(Bi::iscellstr, 1, 1, LOG, S::Scalar),
    sp(Bi::isfield, 2, 2, LOG, S::Unknown),
    sp(Bi::isstruct, 1, 1, LOG, S::Scalar),
    sp(Bi::num2cell, 1, 1, CELL, S::SameAsArg0),
    sp(Bi::numfields, 1, 1, C::Fixed(Class::Double), S::Scalar),
    sp(Bi::rmfield, 2, 2, STRUCT, S::Unknown),
    sp(Bi::struct_, 0, VARIADIC, STRUCT, S::Unknown),
    sp(Bi::struct2cell, 1, 1, CELL, S::Unknown),
];

/// The function names `cellfun('name', c)` accepts (Octave's fast legacy names); anything
/// else (a handle, another name) needs function handles.
pub const CELLFUN_NAMES: &[&str] = &[
    "isempty",
    "islogical",
    "isnumeric",
    "isreal",
    "length",
    "ndims",
    "numel",
    "prodofsize",
];

/// Builtins whose results are cells (or vary with the options) when one of these literal
/// options is passed; inference then knows nothing of their results.
static CELL_VALUED_OPTIONS: &[(&str, &[&str])] = &[
    (
        "regexp",
        &["match", "names", "split", "tokenExtents", "tokens"],
    ),
    (
        "regexpi",
        &["match", "names", "split", "tokenExtents", "tokens"],
    ),
    ("strfind", &["forcecelloutput"]),
];

/// True when a call of `name` with these literal string inputs (None: not a literal) takes a
/// form listed in [`CELL_VALUED_OPTIONS`].
pub fn cell_valued_form(name: &str, strs: &[Option<&str>]) -> bool {
    CELL_VALUED_OPTIONS.iter().any(|(n, opts)| {
        *n == name
            && strs
                .iter()
                .skip(2)
                .flatten()
                .any(|s| opts.iter().any(|o| o.eq_ignore_ascii_case(s)))
    })
}

/// The inputs of string builtins that map over a cell array there: with a cell at one of
/// these positions the result is a cell (`strrep(c, 'a', 'b')`, `strfind(s, {'a', 'b'})`),
/// so inference must not take the row's class.
pub fn cell_mapped_inputs(id: Bi) -> &'static [usize] {
    match id {
        Bi::strrep | Bi::regexprep | Bi::regexp | Bi::regexpi => &[0],
        Bi::strfind => &[0, 1],
        _ => &[],
    }
}

/// True for the internal builtins whose first argument is the old value of an assignment
/// target, which may be undefined (it then reads as `[]`, as the base of `Update` does).
pub fn reads_old_target(id: Bi) -> bool {
    matches!(
        id,
        Bi::pct_brace_lv
            | Bi::pct_brace_set
            | Bi::pct_field_deal
            | Bi::pct_field_lv
            | Bi::pct_field_set
            | Bi::pct_paren_lv
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        for w in CELL_BUILTINS.windows(2) {
            assert!(w[0].name < w[1].name, "{} before {}", w[0].name, w[1].name);
        }
        for r in CELL_BUILTINS {
            assert!(
                crate::BUILTINS.iter().all(|m| m.name != r.name),
                "{}",
                r.name
            );
        }
    }
}
