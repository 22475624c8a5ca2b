//! The registry of diagnostic codes. `docs/DIAGNOSTICS.md` documents each; a tidy test checks
//! that every code here is documented there.
//!
//! Ranges: E00xx driver/files, E01xx lexing, E02xx parsing, E03xx name resolution,
//! E04xx lowering/semantics, E05xx types and shapes, E06xx unsupported features, E07xx backend.

/// A stable diagnostic code such as `E0201`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code(&'static str);

impl Code {
    pub const fn new(s: &'static str) -> Self {
        Code(s)
    }

    pub fn as_str(self) -> &'static str {
        self.0
    }
}

macro_rules! codes {
    ($($name:ident = $code:literal, $summary:literal;)*) => {
        $(#[doc = $summary] pub const $name: Code = Code($code);)*
        /// Every code with its one-line summary, in numeric order.
        pub const ALL: &[(Code, &str)] = &[$(($name, $summary)),*];
    };
}

codes! {
    E0001 = "E0001", "An input file could not be read.";
    E0002 = "E0002", "The C compiler failed or could not be run.";
    E0003 = "E0003", "A path on the command line cannot be used: a missing `-I` folder, an `-o` path that cannot be written.";
    E0011 = "E0011", "A malformed `%#` type annotation of an entry function input.";
    E0012 = "E0012", "A malformed `--args` type list or `-D name=value` definition.";
    E0013 = "E0013", "The entry function has inputs whose types are not declared.";
    E0014 = "E0014", "An unknown pass name in `--print-after`.";
    E0015 = "E0015", "A malformed flag value: an `-O` level or a `-W` warning flag.";
    E0016 = "E0016", "An array needs heap storage, which `--no-heap` forbids.";
    E0017 = "E0017", "The entry function cannot be a C library entry point (`--emit=lib`).";
    E0101 = "E0101", "A character that cannot start any token.";
    E0102 = "E0102", "A string literal is not closed before the end of the line.";
    E0103 = "E0103", "A block comment `%{` is never closed with `%}`.";
    E0104 = "E0104", "A malformed number literal.";
    E0201 = "E0201", "Unexpected token: the parser expected something else here.";
    E0202 = "E0202", "A block (`if`, `for`, `while`, `switch`, `function`, `try`, …) is not closed by `end`.";
    E0203 = "E0203", "An `end` or closing keyword with no block to close.";
    E0204 = "E0204", "Unbalanced brackets or parentheses.";
    E0205 = "E0205", "The left side of an assignment is not something that can be assigned to.";
    E0206 = "E0206", "A statement that is only allowed in a function (or a loop) appears outside one.";
    E0207 = "E0207", "A function definition is malformed.";
    E0208 = "E0208", "The program nests deeper than the compiler accepts: brackets, blocks or anonymous functions more than 10,000 levels deep, or an expression more than 100,000 operators deep (`1+1+...` with 100,001 terms).";
    E0301 = "E0301", "An identifier is neither a variable, a builtin, nor a function on the path.";
    E0302 = "E0302", "A variable is used before any assignment to it can have happened.";
    E0303 = "E0303", "A variable may be undefined on some path to this use.";
    E0304 = "E0304", "A function is defined twice in one file.";
    E0305 = "E0305", "A GNU Octave function that mat2c does not support (plotting, `eval`, files, sparse matrices, keyboard input, or one not written yet).";
    E0401 = "E0401", "A builtin or function is called with the wrong number of inputs or outputs.";
    E0402 = "E0402", "A function result is never assigned.";
    E0501 = "E0501", "An operation certain to fail at run time (known nonconformant sizes, a constant index out of bounds): a warning.";
    E0601 = "E0601", "A MATLAB feature that mat2c does not support yet.";
    E0602 = "E0602", "A function handle whose target the compiler cannot tell (chosen at run time).";
    E0603 = "E0603", "A call of a name that has a method in a `@class` folder on the path (class dispatch is not supported).";
    E0611 = "E0611", "The range of a `parfor` loop is not increasing consecutive integers (`a:b`).";
    E0612 = "E0612", "`break`, `return`, `global` or `persistent` in a `parfor` body.";
    E0613 = "E0613", "The `parfor` loop variable is assigned in the loop body.";
    E0614 = "E0614", "A variable of a `parfor` body cannot be classified (sliced, broadcast, reduction, temporary).";
    E0615 = "E0615", "A warning: a `parfor` that runs serially (its body is not shown thread-safe).";
}
