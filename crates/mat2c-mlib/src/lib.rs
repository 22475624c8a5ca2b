//! The MATLAB library: Octave functions that mat2c compiles from MATLAB source of its own
//! (`lib/NAME.m`, written for this project) instead of lowering them as builtins.
//!
//! The driver's loader takes `NAME.m` from here when a program mentions `NAME` and no file
//! of the search path defines it; the function is then parsed, specialised and compiled like
//! any user function. What suits this form: functions that take function handles (solvers,
//! quadrature), and matrix constructors and option parsers whose cost is in the caller's
//! data, not in interpretation.
//!
//! Invariants (checked by this crate's tests):
//! - no name here is a builtin (a builtin always wins, so a file here would be dead);
//! - each file's first function is `NAME` (`f` for a package function `pkg.sub.f`, which
//!   the loader rewrites `pkg.sub.f(...)` calls to), and the file parses without diagnostics;
//! - the help text before or after the function line gives `print_usage` Octave's usage.

/// `(name, source)` for every library file, sorted by name.
pub static FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/mlib_table.rs"));

/// The MATLAB source of library function `name`.
pub fn source(name: &str) -> Option<&'static str> {
    FILES
        .binary_search_by(|(n, _)| n.cmp(&name))
        .ok()
        .map(|i| FILES[i].1)
}

/// The names of the library's functions, sorted.
pub fn names() -> impl Iterator<Item = &'static str> {
    FILES.iter().map(|(n, _)| *n)
}
