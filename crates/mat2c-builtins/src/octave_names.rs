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

/// Why a function Octave has is missing from mat2c: the help a diagnostic gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// Plotting and figures: a compiled program has no figure window.
    Graphics,
    /// Code built from text at run time (`eval`, `evalin`, `assignin`, `inputname`).
    Eval,
    /// Files and the file system (`load`, `save`, `fopen`, `dlmread`, ...).
    FileIo,
    /// Sparse matrices.
    Sparse,
    /// Reading from the keyboard or the mouse.
    Interactive,
    /// Any other Octave function mat2c does not have yet.
    Other,
}

impl Unsupported {
    /// The help line of the diagnostic.
    pub fn help(self) -> &'static str {
        match self {
            Unsupported::Graphics => {
                "a compiled program has no figure window: remove the plotting calls and print \
                 the values instead"
            }
            Unsupported::Eval => {
                "mat2c compiles the whole program ahead of time, so code built from text at run \
                 time cannot be compiled: call the function directly, or through a function handle"
            }
            Unsupported::FileIo => {
                "mat2c does not read or write files yet: pass data through an entry function's \
                 inputs (`--args`) and print results with `fprintf`/`disp`"
            }
            Unsupported::Sparse => "sparse matrices are not supported yet: use full matrices",
            Unsupported::Interactive => {
                "a compiled program does not read the keyboard: pass values through an entry \
                 function's inputs (`--args`)"
            }
            Unsupported::Other => {
                "docs/BUILTINS.md lists the functions mat2c has; a `.m` file of this name in the \
                 program's folder or an `-I` folder is compiled instead"
            }
        }
    }
}

/// The kind of a function Octave 7.3 has and mat2c does not: None when Octave does not know
/// `name` either.
pub fn unsupported_kind(name: &str) -> Option<Unsupported> {
    const GRAPHICS: &[&str] = &[
        "plot", "plot3", "figure", "subplot", "hold", "xlabel", "ylabel", "zlabel", "title",
        "legend", "grid", "axis", "surf", "mesh", "contour", "contourf", "bar", "barh", "hist",
        "scatter", "scatter3", "line", "semilogx", "semilogy", "loglog", "stem", "stairs", "area",
        "pie", "image", "imagesc", "imshow", "colorbar", "colormap", "drawnow", "text", "print",
        "saveas", "clf", "gca", "gcf", "set", "get", "errorbar", "polar", "quiver", "fill",
        "patch", "surface", "view", "xlim", "ylim", "zlim", "shading", "caxis",
    ];
    const EVAL: &[&str] = &[
        "eval",
        "evalin",
        "evalc",
        "assignin",
        "inputname",
        "builtin",
    ];
    const FILE_IO: &[&str] = &[
        "load",
        "save",
        "fopen",
        "fclose",
        "fread",
        "fwrite",
        "fgetl",
        "fgets",
        "fscanf",
        "textscan",
        "textread",
        "dlmread",
        "dlmwrite",
        "csvread",
        "csvwrite",
        "xlsread",
        "xlswrite",
        "importdata",
        "fileread",
        "frewind",
        "fseek",
        "ftell",
        "feof",
        "ferror",
        "dir",
        "ls",
        "mkdir",
        "rmdir",
        "delete",
        "copyfile",
        "movefile",
        "cd",
        "pwd",
        "tempname",
        "tempdir",
        "unlink",
        "readdir",
        "glob",
    ];
    const SPARSE: &[&str] = &[
        "sparse",
        "speye",
        "sprand",
        "sprandn",
        "spones",
        "spalloc",
        "spdiags",
        "issparse",
        "full",
        "nnzmax",
        "spfun",
        "spconvert",
    ];
    const INTERACTIVE: &[&str] = &[
        "input",
        "keyboard",
        "ginput",
        "waitforbuttonpress",
        "kbhit",
        "menu",
        "inputdlg",
        "questdlg",
        "msgbox",
        "uiwait",
    ];
    if !octave_knows(name) {
        return None;
    }
    Some(if GRAPHICS.contains(&name) {
        Unsupported::Graphics
    } else if EVAL.contains(&name) {
        Unsupported::Eval
    } else if FILE_IO.contains(&name) {
        Unsupported::FileIo
    } else if SPARSE.contains(&name) {
        Unsupported::Sparse
    } else if INTERACTIVE.contains(&name) {
        Unsupported::Interactive
    } else {
        Unsupported::Other
    })
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
    }
}
