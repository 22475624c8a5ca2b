//! Timing the variants of one program, interleaved round-robin
//! (mat2c, Octave, C, mat2c, Octave, C, …) so that drifting machine load
//! affects all of them alike.

use std::fmt;
use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::time::Duration;

use indicatif::ProgressBar;

use super::measure::{self, Sample};
use super::prepare::first_line;

/// The three ways a benchmark is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Variant {
    Mat2c,
    Octave,
    C,
    /// mat2c with storage coalescing off (`--gctd` comparisons).
    Mat2cNoCoalesce,
    /// mat2c built with `--threads=N` (`--threads` comparisons).
    Mat2cThreads(u32),
    /// The C reference built with `-fopenmp`, run with `OMP_NUM_THREADS=N`.
    CThreads(u32),
}

impl Variant {
    pub(crate) fn label(self) -> String {
        match self {
            Variant::Mat2c => "mat2c".into(),
            Variant::Octave => "Octave".into(),
            Variant::C => "C".into(),
            Variant::Mat2cNoCoalesce => "mat2c --no-coalesce".into(),
            Variant::Mat2cThreads(n) => format!("mat2c --threads={n}"),
            Variant::CThreads(n) => format!("C, {n} threads"),
        }
    }

    fn file_stem(self) -> String {
        match self {
            Variant::Mat2c => "mat2c".into(),
            Variant::Octave => "octave".into(),
            Variant::C => "c".into(),
            Variant::Mat2cNoCoalesce => "mat2c-nc".into(),
            Variant::Mat2cThreads(n) => format!("mat2c-t{n}"),
            Variant::CThreads(n) => format!("c-t{n}"),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// How to run one variant, and how often.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub(crate) variant: Variant,
    pub(crate) program: PathBuf,
    pub(crate) args: Vec<String>,
    /// Extra environment variables of each run (`OMP_NUM_THREADS`).
    pub(crate) env: Vec<(String, String)>,
    pub(crate) runs: usize,
}

/// All runs of one variant succeeded.
#[derive(Clone, Debug)]
pub(crate) struct Timed {
    pub(crate) samples: Vec<Sample>,
    /// Stdout of the first run.
    pub(crate) stdout: String,
    /// A later run printed something different from the first.
    pub(crate) varies: bool,
}

/// Why a variant has no timings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    /// A few words for the table: "compile error", "exit 1", "timeout".
    pub(crate) short: String,
    /// One line of detail for the notes under the table.
    pub(crate) detail: String,
}

/// The result of one variant.
#[derive(Clone, Debug)]
pub(crate) enum Outcome {
    /// Deliberately not run (e.g. `--no-octave`); the text says why.
    Skipped(String),
    Failed(Failure),
    Ran(Timed),
}

/// Runs every plan in `work`, round-robin, until each has done its runs or
/// failed; a variant stops at its first failed run. Advances `bar` once per run.
pub(crate) fn run_interleaved(
    name: &str,
    work: &Path,
    plans: &[Plan],
    timeout: Duration,
    bar: &ProgressBar,
) -> Vec<(Variant, Result<Timed, Failure>)> {
    let mut states: Vec<Option<Result<Timed, Failure>>> = vec![None; plans.len()];
    let rounds = plans.iter().map(|p| p.runs).max().unwrap_or(0);
    for round in 0..rounds {
        for (plan, state) in plans.iter().zip(&mut states) {
            if round >= plan.runs || matches!(state, Some(Err(_))) {
                continue;
            }
            bar.set_message(format!(
                "{name}: {} run {}/{}",
                plan.variant,
                round + 1,
                plan.runs
            ));
            let result = run_one(work, plan, timeout);
            bar.inc(1);
            *state = Some(match (state.take(), result) {
                (_, Err(failure)) => {
                    // The remaining runs of this variant will not happen.
                    bar.inc((plan.runs - round - 1) as u64);
                    Err(failure)
                }
                (Some(Ok(mut timed)), Ok((sample, stdout))) => {
                    timed.varies |= stdout != timed.stdout;
                    timed.samples.push(sample);
                    Ok(timed)
                }
                (_, Ok((sample, stdout))) => Ok(Timed {
                    samples: vec![sample],
                    stdout,
                    varies: false,
                }),
            });
        }
    }
    plans
        .iter()
        .zip(states)
        .map(|(plan, state)| {
            let result = state.unwrap_or_else(|| {
                Err(Failure {
                    short: "not run".into(),
                    detail: "no runs were requested".into(),
                })
            });
            (plan.variant, result)
        })
        .collect()
}

fn run_one(work: &Path, plan: &Plan, timeout: Duration) -> Result<(Sample, String), Failure> {
    let stem = plan.variant.file_stem();
    let (out_path, err_path) = (
        work.join(format!("{stem}.stdout")),
        work.join(format!("{stem}.stderr")),
    );
    let mut command = Command::new(&plan.program);
    command.args(&plan.args).current_dir(work);
    command.envs(plan.env.iter().map(|(k, v)| (k, v)));
    let sample =
        measure::run_once(&mut command, &out_path, &err_path, timeout).map_err(|e| Failure {
            short: "cannot run".into(),
            detail: format!("cannot run {}: {e}", plan.program.display()),
        })?;
    let stderr = fs::read(&err_path).unwrap_or_default();
    let stderr = String::from_utf8_lossy(&stderr);
    if sample.timed_out {
        return Err(Failure {
            short: "timeout".into(),
            detail: format!("killed after {} s", timeout.as_secs()),
        });
    }
    if !sample.status.success() {
        let short = exit_text(sample.status);
        let detail = first_line(&stderr).map_or_else(|| short.clone(), |l| format!("{short}: {l}"));
        return Err(Failure { short, detail });
    }
    let stdout = fs::read(&out_path).map_err(|e| Failure {
        short: "no output".into(),
        detail: format!("cannot read {}: {e}", out_path.display()),
    })?;
    Ok((sample, String::from_utf8_lossy(&stdout).into_owned()))
}

/// "exit 1", "signal 11", or the status as std prints it.
fn exit_text(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit {code}"),
        (None, Some(signal)) => format!("signal {signal}"),
        (None, None) => status.to_string(),
    }
}
