//! The names of the functions GNU Octave 7.3 defines with no package loaded (built-in and
//! `.m` functions, internal `__x__` ones left out), from
//! `x = unique([__list_functions__()(:); __builtins__()(:)])` in `octave-cli --norc`.
//! A call of a name that is neither a variable nor a function of the program raises Octave's
//! "'x' undefined" at run time, unless Octave knows the name: then mat2c lacks a function
//! the program relies on, which stays a compile error. `tests/exist_oracle.rs` re-checks the
//! list against Octave with `MAT2C_ORACLE_CHECK=1`.

/// One name per line, sorted.
pub static OCTAVE_NAMES: &str = include_str!("octave_names.txt");

/// True when Octave 7.3 defines a function `name`.
pub fn octave_knows(name: &str) -> bool {
    OCTAVE_NAMES.lines().any(|l| l == name)
}
