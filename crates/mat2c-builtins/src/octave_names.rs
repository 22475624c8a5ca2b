//! The names of the functions GNU Octave 7.3 defines with no package loaded (built-in and
//! `.m` functions, internal `__x__` ones left out), from
//! `x = unique([__list_functions__()(:); __builtins__()(:)])` in `octave-cli --norc`.
//! A call of a name that is neither a variable nor a function of the program raises Octave's
//! "'x' undefined" at run time, unless Octave knows the name: then mat2c lacks a function
//! the program relies on, which stays a compile error. `tests/exist_oracle.rs` re-checks the
//! list against Octave with `MAT2C_ORACLE_CHECK=1`.

/// One name per line, sorted.
pub static OCTAVE_NAMES: &str = include_str!("octave_names.txt");

/// `NAME SOURCE` per line, in the order of [`OCTAVE_NAMES`]: where Octave 7.3 defines each
/// name (`which NAME`: its `.m` file under Octave's `m/` folder, such as
/// `m/plot/draw/plot.m`, a compiled `oct/NAME.oct`, or the C++ source of a built-in, such as
/// `libinterp/corefcn/file-io.cc`). Written by `MAT2C_BLESS=1 cargo test -p mat2c-builtins
/// --test exist_oracle` from Octave itself; [`unsupported_kind`] derives the kinds from it.
pub static OCTAVE_SOURCES: &str = include_str!("octave_sources.txt");

/// Where Octave defines `name` (see [`OCTAVE_SOURCES`]).
pub fn octave_source(name: &str) -> Option<&'static str> {
    OCTAVE_SOURCES
        .lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
}

/// True when Octave 7.3 defines a function `name`.
pub fn octave_knows(name: &str) -> bool {
    // A set built once: resolution asks for every identifier of a program, and a scan of
    // the whole list per identifier made large library files take seconds to compile.
    static SET: std::sync::OnceLock<std::collections::HashSet<&'static str>> =
        std::sync::OnceLock::new();
    SET.get_or_init(|| OCTAVE_NAMES.lines().collect())
        .contains(name)
}

/// Why a function Octave has is missing from mat2c: the help a diagnostic gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// Plotting and figures: a compiled program has no figure window.
    Graphics,
    /// Code built from text at run time and the interpreter's own state (`eval`, `evalin`,
    /// `assignin`, `source`, `mfilename`).
    Eval,
    /// Files, folders and processes (`load`, `save`, `fopen`, `dlmread`, `cd`, `fork`, ...).
    FileIo,
    /// Sparse matrices.
    Sparse,
    /// Reading from the keyboard or the mouse.
    Interactive,
    /// Octave's bridge to a Java virtual machine (`javaMethod`, `javaObject`, `m/java/`).
    Java,
    /// Any other Octave function mat2c does not have yet.
    Other,
}

impl Unsupported {
    /// A word or two for the message: "(graphics)".
    pub fn what(self) -> &'static str {
        match self {
            Unsupported::Graphics => "graphics",
            Unsupported::Eval => "code from text",
            Unsupported::FileIo => "files and processes",
            Unsupported::Sparse => "sparse matrices",
            Unsupported::Interactive => "keyboard and dialogs",
            Unsupported::Java => "Java",
            Unsupported::Other => "mat2c has no version of it yet",
        }
    }

    /// The help line of the diagnostic.
    pub fn help(self) -> &'static str {
        match self {
            Unsupported::Graphics => {
                "a compiled program has no figure window: remove the plotting calls and print \
                 the values instead"
            }
            Unsupported::Eval => {
                "mat2c compiles the whole program ahead of time, so code built from text at run \
                 time (and Octave's interpreter state) cannot be compiled: call the function \
                 directly, or through a function handle"
            }
            Unsupported::FileIo => {
                "mat2c has Octave's streams (`fopen`, `fclose`, `fprintf`, `fgetl`, `fgets`, \
                 `fread`, `fwrite`, `fileread`, `dlmread`) and `isfile`, `isfolder`, `pwd`, `tempname`, \
                 `delete`, `system`, but not this function: docs/BUILTINS.md lists them"
            }
            Unsupported::Sparse => "sparse matrices are not supported yet: use full matrices",
            Unsupported::Interactive => {
                "a compiled program does not read the keyboard: pass values through an entry \
                 function's inputs (`--args`)"
            }
            Unsupported::Java => {
                "a compiled program runs without a Java virtual machine: Octave's Java \
                 interface cannot be compiled"
            }
            Unsupported::Other => {
                "docs/BUILTINS.md lists the functions mat2c has; a `.m` file of this name in the \
                 program's folder or an `-I` folder is compiled instead"
            }
        }
    }
}

/// The kind of a function Octave 7.3 has and mat2c does not: None when Octave does not know
/// `name` either. Derived from where Octave defines it ([`OCTAVE_SOURCES`]), never from a
/// list of names: its `m/` folder (`m/plot/`, `m/image/`: graphics; `m/gui/`: dialogs;
/// `m/io/`, `m/sparse/`) or the C++ file of a built-in (`graphics.cc`; `file-io.cc`,
/// `load-save.cc`, `dirfns.cc`, `syscalls.cc`, `dlmread.cc`: files, folders and processes;
/// `sparse.cc` and the sparse orderings `amd.cc`, `colamd.cc`, `ccolamd.cc`, `symrcm.cc`,
/// `symbfact.cc`, `dmperm.cc`, `spparms.cc`; `input.cc`: the keyboard; `m/java/` and
/// `ov-java.cc`: Java; the parser's
/// `oct-parse.yy` and `pt-eval.cc`: code from text and the interpreter's own state).
pub fn unsupported_kind(name: &str) -> Option<Unsupported> {
    if !octave_knows(name) {
        return None;
    }
    Some(octave_source(name).map_or(Unsupported::Other, kind_of_source))
}

/// The kind of the functions Octave defines in `source` (see [`unsupported_kind`]).
fn kind_of_source(source: &str) -> Unsupported {
    let file = source.rsplit('/').next().unwrap_or(source);
    let in_folder = |f: &str| source.starts_with(f);
    if in_folder("m/plot/") || in_folder("m/image/") || file == "graphics.cc" {
        Unsupported::Graphics
    } else if in_folder("m/gui/") || file == "input.cc" {
        Unsupported::Interactive
    } else if in_folder("m/java/") || file == "ov-java.cc" {
        Unsupported::Java
    } else if in_folder("libinterp/parse-tree/") {
        Unsupported::Eval
    } else if in_folder("m/io/")
        || matches!(
            file,
            "file-io.cc" | "load-save.cc" | "dirfns.cc" | "syscalls.cc" | "dlmread.cc"
        )
    {
        Unsupported::FileIo
    } else if source.contains("sparse")
        || matches!(
            file,
            "amd.cc"
                | "colamd.cc"
                | "ccolamd.cc"
                | "symrcm.cc"
                | "symbfact.cc"
                | "dmperm.cc"
                | "spparms.cc"
        )
    {
        Unsupported::Sparse
    } else {
        Unsupported::Other
    }
}

#[cfg(test)]
mod tests {
    use super::{Unsupported, unsupported_kind};

    #[test]
    fn kinds_of_missing_functions() {
        assert_eq!(unsupported_kind("plot"), Some(Unsupported::Graphics));
        assert_eq!(unsupported_kind("eval"), Some(Unsupported::Eval));
        assert_eq!(unsupported_kind("fopen"), Some(Unsupported::FileIo));
        assert_eq!(unsupported_kind("sparse"), Some(Unsupported::Sparse));
        assert_eq!(unsupported_kind("input"), Some(Unsupported::Interactive));
        assert_eq!(unsupported_kind("ode23"), Some(Unsupported::Other));
        assert_eq!(unsupported_kind("no_such_function_anywhere"), None);
        // Folders and files of Octave's own tree, never a list of names.
        assert_eq!(unsupported_kind("figure"), Some(Unsupported::Graphics));
        assert_eq!(unsupported_kind("imshow"), Some(Unsupported::Graphics));
        assert_eq!(unsupported_kind("msgbox"), Some(Unsupported::Interactive));
        assert_eq!(unsupported_kind("speye"), Some(Unsupported::Sparse));
        assert_eq!(unsupported_kind("javaMethod"), Some(Unsupported::Java));
        assert_eq!(unsupported_kind("javaaddpath"), Some(Unsupported::Java));
        assert_eq!(unsupported_kind("fork"), Some(Unsupported::FileIo));
        assert_eq!(unsupported_kind("csvread"), Some(Unsupported::FileIo));
    }
}
