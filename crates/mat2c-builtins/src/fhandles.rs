//! Internal operations on function handles held as run-time values.
//!
//! The lowering resolves handles at compile time where it can follow them; a handle stored
//! in a cell or a struct field becomes a run-time value (`%fh_box`), and a call through a
//! value that may be one becomes a switch on `%fh_site` over the handles that may reach it
//! (`mat2c-handles`'s `boxed.rs`). Names start with `%`, so no program can call them.
//!
//! Sorted by name (checked by a test).

use mat2c_ir::types::Class;

use crate::{Bi, Builtin, ClassRule as C, LOG, Lowering, ShapeRule as S, VARIADIC, b};

const fn sp(id: Bi, min_in: u8, max_in: u8, class: C, shape: S) -> Builtin {
    b(id, min_in, max_in, 1, true, class, shape, Lowering::Special)
}

/// The table, sorted by name.
pub static FHANDLE_BUILTINS: &[Builtin] = &[
    // (site, text, captures...): handle `site` (Octave's text `text`) as a run-time value.
    // Not pure: two evaluations of one anonymous function are different handles (isequal).
    b(
        Bi::pct_fh_box,
        2,
        VARIADIC,
        1,
        false,
        C::Any,
        S::Scalar,
        Lowering::Special,
    ),
    // (h, j): the j-th (0-based) captured value of the run-time handle h.
    sp(Bi::pct_fh_cap, 2, 2, C::Any, S::Unknown),
    // func2str of a value that may be a run-time handle (Octave's error otherwise).
    sp(Bi::pct_fh_func2str, 1, 1, C::Fixed(Class::Char), S::Row),
    // is_function_handle of a value that may be a run-time handle.
    sp(Bi::pct_fh_is, 1, 1, LOG, S::Scalar),
    // The site of a run-time handle plus one; 0 for any other value.
    sp(Bi::pct_fh_site, 1, 1, C::Fixed(Class::Double), S::Scalar),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_unique() {
        for w in FHANDLE_BUILTINS.windows(2) {
            assert!(w[0].name < w[1].name, "{} before {}", w[0].name, w[1].name);
        }
    }
}
