//! The `mat2c` command: argument parsing and printing; everything else is in mat2c-driver.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use mat2c_driver::{Blas, Emit, Options};

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
    /// The entry function as a C library: NAME.h, NAME.c, the runtime, a README and a
    /// Makefile in the -o directory (docs/EMBEDDED.md).
    Lib,
}

#[derive(Copy, Clone, Debug, ValueEnum)]
enum BlasArg {
    Auto,
    None,
    Openblas,
}

/// mat2c: compile a MATLAB program to a native executable (via C).
#[derive(Parser, Debug)]
#[command(name = "mat2c", version, about)]
struct Cli {
    /// The entry file: a script, or a function (inputs typed by `%#` annotations or --args).
    input: PathBuf,
    /// Output executable (or, with --emit=c, output directory).
    #[arg(short = 'o')]
    output: Option<PathBuf>,
    /// What to produce.
    #[arg(long, value_enum, default_value = "exe")]
    emit: EmitArg,
    /// Write the C sources (program + runtime) into DIR; same as --emit=c -o DIR.
    #[arg(short = 'S', value_name = "DIR")]
    c_dir: Option<PathBuf>,
    /// Only parse and resolve names; print diagnostics.
    #[arg(long)]
    check: bool,
    /// Extra folder searched for called functions.
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
    /// C optimisation level passed to the C compiler.
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
    /// Print statistics about the compilation.
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
}

#[allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "the CLI is the one place that prints"
)]
fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut opts = Options::new(&cli.input);
    opts.include = cli.include;
    opts.output = cli.output;
    opts.emit = match cli.emit {
        EmitArg::Ast => Emit::Ast,
        EmitArg::Ir => Emit::Ir,
        EmitArg::Typed => Emit::Typed,
        EmitArg::VarTypes => Emit::VarTypes,
        EmitArg::Storage => Emit::Storage,
        EmitArg::C => Emit::C,
        EmitArg::CProgram => Emit::CProgram,
        EmitArg::Exe => Emit::Exe,
        EmitArg::Lib => Emit::Lib,
    };
    if let Some(dir) = cli.c_dir {
        opts.emit = Emit::C;
        opts.output = Some(dir);
    }
    if cli.check {
        opts.emit = Emit::Check;
    }
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
    opts.cc.opt_level = cli.opt_level;
    opts.cc.cflags = cli.cflags;
    opts.cc.blas = match cli.blas {
        BlasArg::Auto => Blas::Auto,
        BlasArg::None => Blas::None,
        BlasArg::Openblas => Blas::OpenBlas,
    };
    let outcome = mat2c_driver::run(&opts);
    // A closed pipe (`mat2c --emit=ir f.m | head`) is not an error worth a panic.
    use std::io::Write;
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    if outcome.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
