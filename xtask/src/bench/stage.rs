//! Staging: compile here, time elsewhere. `--stage` prepares and compiles every
//! variant into `target/bench/` and times nothing; `--staged` (run on a quiet machine
//! from a copy of the tree with that folder carried over) times the executables found
//! there and compiles nothing, so the quiet machine needs neither mat2c nor a C compiler.
//! `target/bench/STAGED.txt` carries what the report says of the build.

use std::fs;
use std::path::Path;
use std::process::Command;

use indicatif::ProgressBar;

use super::Settings;
use super::prepare::{self, Program};
use super::run::{self, Failure, Plan, Timed, Variant};

/// Which part of a session runs here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// Compile and time (the default).
    Full,
    /// `--stage`: compile only.
    CompileOnly,
    /// `--staged`: time the executables an earlier `--stage` left.
    Prebuilt,
}

/// The file a `--stage` session leaves beside the work directories.
pub(crate) const STAGED_FILE: &str = "STAGED.txt";

impl Settings {
    /// Fills the work directory, unless the executables were staged into it.
    pub(crate) fn prepare(&self, program: &Program, size: u64, work: &Path) -> Result<(), String> {
        if self.stage == Stage::Prebuilt {
            return if work.is_dir() {
                Ok(())
            } else {
                Err(format!("{} was not staged", work.display()))
            };
        }
        prepare::prepare_workdir(program, size, work)
    }

    /// Compiles `output` in `work`, or (`--staged`) checks that it is there.
    pub(crate) fn compile(
        &self,
        command: Command,
        work: &Path,
        output: &Path,
        log: &str,
    ) -> Result<(), String> {
        if self.stage == Stage::Prebuilt {
            return if work.join(output).is_file() {
                Ok(())
            } else {
                Err(format!("{} was not staged", work.join(output).display()))
            };
        }
        prepare::compile(command, work, output, log, self.timeout)
    }

    /// Times the plans interleaved, or (`--stage`) only advances the bar.
    pub(crate) fn time(
        &self,
        name: &str,
        work: &Path,
        plans: &[Plan],
        bar: &ProgressBar,
    ) -> Vec<(Variant, Result<Timed, Failure>)> {
        if self.stage == Stage::CompileOnly {
            bar.inc(plans.iter().map(|p| p.runs as u64).sum());
            return Vec::new();
        }
        run::run_interleaved(name, work, plans, self.timeout, bar)
    }
}

/// Records what was staged: the commit line of the report and the C compiler.
pub(crate) fn write_staged(work: &Path, commit: &str, cc: &str) -> Result<(), String> {
    let path = work.join(STAGED_FILE);
    fs::write(&path, format!("{commit}\n{cc}\n"))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// What `write_staged` recorded: (commit line, C compiler).
pub(crate) fn read_staged(work: &Path) -> Option<(String, String)> {
    let text = fs::read_to_string(work.join(STAGED_FILE)).ok()?;
    let mut lines = text.lines();
    Some((lines.next()?.to_owned(), lines.next()?.to_owned()))
}
