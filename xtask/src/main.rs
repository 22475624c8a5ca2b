//! `cargo xtask`: project automation for mat2c (see `cargo xtask --help`).

#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command-line tool reports on stdout and stderr"
)]

mod bench;
mod coverage;
mod fuzz;
mod octave_tests;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Project automation for mat2c.
#[derive(Parser, Debug)]
#[command(name = "cargo xtask", bin_name = "cargo xtask")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Time the benchsuite programs: mat2c vs GNU Octave vs the C references,
    /// and write docs/BENCHMARKS.md and docs/benchmarks.svg.
    Bench(bench::BenchArgs),
    /// The functions most used in a corpus of MATLAB code (default: the installed Octave's
    /// `m/` library) with mat2c's support of each: the table in docs/BUILTINS.md.
    Coverage(coverage::CoverageArgs),
    /// Differential testing: random programs run by GNU Octave and compiled by mat2c,
    /// outputs compared byte for byte, differences minimised into run tests.
    Fuzz(fuzz::FuzzArgs),
    /// Octave's own test blocks (`%!assert`, `%!test`) from the installed Octave, each
    /// wrapped as a script, run by Octave and through mat2c; a report by folder.
    OctaveTests(octave_tests::OctaveTestsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Bench(args) => bench::run(&args),
        Command::Coverage(args) => coverage::run(&args),
        Command::Fuzz(args) => fuzz::run(&args),
        Command::OctaveTests(args) => octave_tests::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
