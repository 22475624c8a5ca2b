//! The `mat2c` command: argument parsing and printing; everything else is in mat2c-driver.

use std::path::PathBuf;
use std::process::ExitCode;

use std::io::{IsTerminal, Write};

use clap::{CommandFactory, Parser, ValueEnum};
use mat2c_driver::{Blas, Emit, Options, Threads, WarningPolicy};

/// The version with the commit it was built from (build.rs; `unknown` outside a git checkout).
const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("MAT2C_COMMIT"), ")");

#[derive(Copy, Clone, Debug, ValueEnum)]
enum EmitArg {
    Ast,
    Ir,
    Typed,
    /// Each variable assignment's inferred type, by line of the entry file.
    VarTypes,
    Storage,
    C,
    /// The program's C translation unit on standard output (without the runtime).
    CProgram,
    Exe,
    /// The program's object file, not linked (same as -c).
    Obj,
    /// The entry function as a C library: NAME.h, NAME.c, the runtime, a README and a
    /// Makefile in the -o directory (docs/EMBEDDED.md).
    Lib,
}

#[derive(Copy, Clone, Debug, ValueEnum)]
enum ColorArg {
    /// Colour when standard error is a terminal (and `NO_COLOR` is unset).
    Auto,
    Always,
    Never,
}

#[derive(Copy, Clone, Debug, ValueEnum)]
enum BlasArg {
    Auto,
    None,
    Openblas,
}

/// mat2c: compile a MATLAB program to a native executable (via C).
#[derive(Parser, Debug)]
#[command(name = "mat2c", version = VERSION, about)]
struct Cli {
    /// The entry file: a script, or a function (inputs typed by `%#` annotations or --args);
    /// `-` reads the program from standard input (a script named `stdin`; the executable is
    /// `a.out` unless -o says otherwise).
    #[arg(required_unless_present_any = ["completions", "man"])]
    input: Option<PathBuf>,
    /// Output executable (or, with --emit=c, output directory; with -c, the object file).
    #[arg(short = 'o')]
    output: Option<PathBuf>,
    /// What to produce (default: an executable).
    #[arg(long, value_enum)]
    emit: Option<EmitArg>,
    /// Write the C sources (program + runtime) into DIR, buildable with any C99 compiler;
    /// same as --emit=c -o DIR. (gcc's -S writes assembly; mat2c's target language is C.)
    #[arg(short = 'S', value_name = "DIR")]
    c_dir: Option<PathBuf>,
    /// Compile the program to an object file (NAME.o, or -o FILE) without linking: the C
    /// compiler's -c on the generated program. Link it with the runtime, whose sources -S
    /// writes.
    #[arg(short = 'c')]
    object: bool,
    /// Debug information: the C compiler's -g, and `#line` directives in the generated C so
    /// a debugger and the C compiler's messages point at the .m lines.
    #[arg(short = 'g')]
    debug: bool,
    /// Warning control as gcc's: -Wall, -Wextra (every warning; the default), -Werror (warnings
    /// are errors), -Werror=CODE, -Wno-error, -Wno-CODE (e.g. -Wno-E0301), -WCODE.
    #[arg(short = 'W', value_name = "WARN", allow_hyphen_values = true)]
    warn: Vec<String>,
    /// Show no warnings.
    #[arg(short = 'w')]
    no_warnings: bool,
    /// Colour in diagnostics.
    #[arg(long, value_enum, default_value = "auto", value_name = "WHEN")]
    color: ColorArg,
    /// Print a completion script for SHELL on standard output and exit.
    #[arg(long, value_enum, value_name = "SHELL", exclusive = true)]
    completions: Option<clap_complete::Shell>,
    /// Print the man page (roff) on standard output and exit.
    #[arg(long, exclusive = true)]
    man: bool,
    /// Only parse and resolve names; print diagnostics.
    #[arg(long)]
    check: bool,
    /// Extra folder searched for called functions.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// C optimisation level passed to the C compiler: 0, 1, 2, 3 (default), s, fast, g, z.
    #[arg(short = 'O', value_name = "LEVEL")]
    opt_level: Option<String>,
    /// An extra flag for the C compiler and linker (repeatable), e.g.
    /// `--cflag=-fsanitize=address`.
    #[arg(long = "cflag", value_name = "FLAG", allow_hyphen_values = true)]
    cflags: Vec<String>,
    /// Which BLAS to link: `auto` takes the system's libblas.so.3 (the library Octave links),
    /// else OpenBLAS's CBLAS, else the runtime's own kernel (`--stats` says which); `none`
    /// also leaves out LAPACK (the runtime's own routines only).
    #[arg(long, value_enum, default_value = "auto")]
    blas: BlasArg,
    /// Threads of `parfor` loops: `auto` (OpenMP's default: `$OMP_NUM_THREADS`, else every
    /// core), a number, or `1` (no OpenMP; BLAS single-threaded too). OpenMP is used when the
    /// C compiler supports `-fopenmp`.
    #[arg(long, value_name = "N|auto", default_value = "auto", value_parser = parse_threads)]
    threads: Threads,
    /// Skip the IR optimisation passes.
    #[arg(long)]
    no_opt: bool,
    /// Skip partial evaluation (folding of queries inference answers, small-loop unrolling).
    #[arg(long)]
    no_mpe: bool,
    /// Turn storage coalescing off (every array its own buffer).
    #[arg(long)]
    no_coalesce: bool,
    /// One compiled version per function (inputs joined over all call sites) instead of one
    /// per input type signature.
    #[arg(long)]
    no_specialise: bool,
    /// Run the IR verifier after every pass.
    #[arg(long)]
    verify: bool,
    /// Print statistics about the compilation (alone, it writes no executable: add -o FILE to
    /// also build one).
    #[arg(long)]
    stats: bool,
    /// Types of the entry function's inputs, e.g. 'double[3x:100], double' (class, then
    /// [dims] where :N is variable up to N; no dims = scalar).
    #[arg(long, value_name = "TYPES")]
    args: Option<String>,
    /// Make input NAME of the entry function the compile-time constant VALUE (a number or a
    /// matrix literal such as [1 2; 3 4]).
    #[arg(short = 'D', value_name = "NAME=VALUE")]
    define: Vec<String>,
    /// Emit every conformance and bounds check even where inference proves it unnecessary
    /// (debug: measures what check elimination saves).
    #[arg(long)]
    keep_checks: bool,
    /// Every array in static or stack storage sized by inference; an array that would need
    /// the heap is a compile error (E0016). With --emit=lib the runtime is built without
    /// malloc (MT_NO_HEAP, docs/EMBEDDED.md)
    #[arg(long)]
    no_heap: bool,
    /// Print the IR to stdout after pass PASS (repeatable or comma-separated; `all` for every
    /// pass; an unknown name lists the passes).
    #[arg(long, value_name = "PASS", value_delimiter = ',')]
    print_after: Vec<String>,
    /// Print the wall time of every pass to stderr.
    #[arg(long)]
    time_passes: bool,
    /// Also write an HTML report of the compilation to FILE: each function's source with the
    /// class and size of every variable per line, the checks emitted or proven, the variants,
    /// the storage groups and the diagnostics (one self-contained file).
    #[arg(long, value_name = "FILE")]
    report: Option<PathBuf>,
}

#[allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "the CLI is the one place that prints"
)]
fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(shell) = cli.completions {
        // Into a buffer first: clap_complete panics on a closed pipe.
        let mut text = Vec::new();
        clap_complete::generate(shell, &mut Cli::command(), "mat2c", &mut text);
        let _ = std::io::stdout().write_all(&text);
        return ExitCode::SUCCESS;
    }
    if cli.man {
        let mut text = Vec::new();
        if clap_mangen::Man::new(Cli::command())
            .render(&mut text)
            .is_err()
        {
            return ExitCode::FAILURE;
        }
        let _ = std::io::stdout().write_all(&text);
        return ExitCode::SUCCESS;
    }
    let Some(input) = cli.input else {
        return ExitCode::FAILURE; // clap requires it without --completions/--man
    };
    let mut opts = Options::new(&input);
    if input.as_os_str() == "-" {
        let mut text = String::new();
        if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text) {
            eprintln!("error[E0001]: cannot read the program from standard input: {e}");
            return ExitCode::FAILURE;
        }
        opts.input_text = Some(text);
    }
    opts.include = cli.include;
    opts.output = cli.output;
    let emit = cli.emit.map(|e| match e {
        EmitArg::Ast => Emit::Ast,
        EmitArg::Ir => Emit::Ir,
        EmitArg::Typed => Emit::Typed,
        EmitArg::VarTypes => Emit::VarTypes,
        EmitArg::Storage => Emit::Storage,
        EmitArg::C => Emit::C,
        EmitArg::CProgram => Emit::CProgram,
        EmitArg::Exe => Emit::Exe,
        EmitArg::Lib => Emit::Lib,
        EmitArg::Obj => Emit::Object,
    });
    // `--stats` alone reports on the compilation without writing an executable.
    opts.no_write = cli.stats && emit.is_none() && opts.output.is_none() && !cli.object;
    opts.emit = emit.unwrap_or(Emit::Exe);
    if cli.object {
        opts.emit = Emit::Object;
    }
    if let Some(dir) = cli.c_dir {
        opts.emit = Emit::C;
        opts.output = Some(dir);
    }
    if cli.check {
        opts.emit = Emit::Check;
    }
    opts.debug = cli.debug;
    opts.color = match cli.color {
        ColorArg::Always => true,
        ColorArg::Never => false,
        ColorArg::Auto => {
            std::io::stderr().is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var("TERM").map_or(true, |t| t != "dumb")
        }
    };
    opts.warnings = match WarningPolicy::parse(cli.no_warnings, &cli.warn) {
        Ok(w) => w,
        Err(msg) => {
            eprintln!("error[E0015]: {msg}");
            return ExitCode::FAILURE;
        }
    };
    opts.optimize = !cli.no_opt;
    opts.mpe = !cli.no_mpe;
    opts.coalesce = !cli.no_coalesce;
    opts.specialise = !cli.no_specialise;
    opts.verify |= cli.verify;
    opts.stats = cli.stats;
    opts.args = cli.args;
    opts.defines = cli.define;
    opts.keep_checks = cli.keep_checks;
    opts.no_heap = cli.no_heap;
    opts.print_after = cli.print_after;
    opts.time_passes = cli.time_passes;
    opts.report = cli.report.is_some();
    if cli.report.is_some() && matches!(opts.emit, Emit::Check | Emit::Ast | Emit::Ir) {
        eprintln!(
            "error: --report needs inferred types: use it with --emit=typed, var-types, storage, c, c-program or exe"
        );
        return ExitCode::from(2);
    }
    opts.cc.opt_level = cli.opt_level;
    opts.cc.cflags = cli.cflags;
    opts.cc.threads = cli.threads;
    opts.cc.blas = match cli.blas {
        BlasArg::Auto => Blas::Auto,
        BlasArg::None => Blas::None,
        BlasArg::Openblas => Blas::OpenBlas,
    };
    let outcome = mat2c_driver::run(&opts);
    // A closed pipe (`mat2c --emit=ir f.m | head`) is not an error worth a panic.
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    if let (Some(path), Some(html)) = (&cli.report, &outcome.report)
        && let Err(e) = std::fs::write(path, html)
    {
        eprintln!(
            "error: cannot write the report to `{}`: {e}",
            path.display()
        );
        return ExitCode::FAILURE;
    }
    if outcome.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `--threads`: `auto` or a positive count.
fn parse_threads(s: &str) -> Result<Threads, String> {
    if s == "auto" {
        return Ok(Threads::Auto);
    }
    match s.parse::<u32>() {
        Ok(n) if n >= 1 => Ok(Threads::N(n)),
        _ => Err(format!(
            "`{s}` is not `auto` or a positive number of threads"
        )),
    }
}
