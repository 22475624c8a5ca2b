//! `cargo xtask bench`: compile every benchsuite program with mat2c, time it
//! against GNU Octave and the hand-written C reference, check that all three
//! print the same thing, and write docs/BENCHMARKS.md and docs/benchmarks.svg.

mod check;
mod measure;
mod prepare;
mod report;
mod run;
mod stats;
mod svg;

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use check::Check;
use prepare::Program;
use report::{Cell, Meta, Report, Row};
use run::{Failure, Outcome, Plan, Timed, Variant};

/// Options of `cargo xtask bench`.
#[derive(Args, Debug)]
pub(crate) struct BenchArgs {
    /// Small sizes and few runs (a smoke test that takes a few minutes).
    #[arg(long)]
    quick: bool,
    /// Only these programs (repeatable or comma-separated).
    #[arg(long, value_name = "NAME", value_delimiter = ',')]
    only: Vec<String>,
    /// Do not run GNU Octave.
    #[arg(long)]
    no_octave: bool,
    /// Timed runs of the mat2c and C executables [default: 5; 3 with --quick].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    runs: Option<u32>,
    /// Timed runs of Octave [default: 3, and never more than --runs].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    octave_runs: Option<u32>,
    /// Kill a run after this many seconds [default: 900; 60 with --quick].
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
    timeout: Option<u64>,
    /// Where to write the Markdown report [default: docs/BENCHMARKS.md]; the SVG
    /// chart goes beside it as benchmarks.svg.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// The benchmark folder [default: benchsuite].
    #[arg(long, value_name = "DIR")]
    suite: Option<PathBuf>,
    /// Print the table only; write no files.
    #[arg(long)]
    no_write: bool,
}

/// The resolved settings of one benchmark session.
struct Settings {
    root: PathBuf,
    /// `target/bench`: one work directory per program.
    work: PathBuf,
    mat2c: PathBuf,
    quick: bool,
    runs: usize,
    /// `None` when Octave is not run.
    octave_runs: Option<usize>,
    timeout: Duration,
}

pub(crate) fn run(args: &BenchArgs) -> Result<(), String> {
    let root = workspace_root()?;
    let suite = args
        .suite
        .clone()
        .unwrap_or_else(|| root.join("benchsuite"));
    let programs = prepare::select(prepare::discover(&suite)?, &args.only)?;
    if programs.is_empty() {
        return Err(format!("no benchmark programs in {}", suite.display()));
    }
    let settings = settings(args, &root);
    build_mat2c(&root)?;
    if !settings.mat2c.is_file() {
        return Err(format!("{} was not built", settings.mat2c.display()));
    }

    let plan_text = runs_text(&settings);
    eprintln!(
        "bench: {} program(s), {} sizes; runs: {plan_text}",
        programs.len(),
        if settings.quick { "small" } else { "large" },
    );
    if !args.no_octave && settings.octave_runs.is_none() {
        eprintln!("bench: octave-cli not found on PATH; Octave is not run");
    }
    let per_program = 2 + 2 * settings.runs + settings.octave_runs.unwrap_or(0);
    let bar = ProgressBar::new((programs.len() * per_program) as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} {msg}")
            .map_err(|e| format!("progress bar template: {e}"))?,
    );
    bar.enable_steady_tick(Duration::from_millis(200));

    let mut rows = Vec::new();
    let mut notes = Vec::new();
    for program in &programs {
        let (row, program_notes) = bench_program(program, &settings, &bar);
        bar.suspend(|| eprintln!("{}", one_line(&row)));
        rows.push(row);
        notes.extend(program_notes);
    }
    bar.finish_and_clear();

    let report = Report {
        meta: meta(&settings, plan_text, rss_floor(&settings)),
        rows,
        notes,
    };
    println!("{}", report.to_text());
    if !args.no_write {
        let out = args
            .out
            .clone()
            .unwrap_or_else(|| root.join("docs").join("BENCHMARKS.md"));
        write_report(&report, &out)?;
    }
    Ok(())
}

fn workspace_root() -> Result<PathBuf, String> {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .ok_or_else(|| "cannot find the workspace root".to_owned())
}

fn settings(args: &BenchArgs, root: &Path) -> Settings {
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), |t| root.join(t));
    let runs = args
        .runs
        .map_or(if args.quick { 3 } else { 5 }, |n| n as usize);
    let octave = !args.no_octave && on_path("octave-cli");
    let octave_runs = args.octave_runs.map_or(3.min(runs), |n| n as usize);
    Settings {
        root: root.to_path_buf(),
        work: target.join("bench"),
        mat2c: target.join("release").join("mat2c"),
        quick: args.quick,
        runs,
        octave_runs: octave.then_some(octave_runs),
        timeout: Duration::from_secs(args.timeout.unwrap_or(if args.quick { 60 } else { 900 })),
    }
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

fn runs_text(s: &Settings) -> String {
    let octave = s
        .octave_runs
        .map_or_else(|| "Octave not run".to_owned(), |n| format!("Octave {n}"));
    format!(
        "mat2c {}, C {}, {octave} per program, interleaved; timeout {} s per run",
        s.runs,
        s.runs,
        s.timeout.as_secs()
    )
}

fn build_mat2c(root: &Path) -> Result<(), String> {
    eprintln!("bench: building mat2c (cargo build --release -p mat2c-cli)");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "--release", "-p", "mat2c-cli"])
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("building mat2c failed ({status})"))
    }
}

/// Prepares, compiles and times one program; returns its row and notes.
fn bench_program(program: &Program, s: &Settings, bar: &ProgressBar) -> (Row, Vec<String>) {
    let name = &program.name;
    let octave_runs = s.octave_runs.unwrap_or(0);
    let skipped = |why: &str, size: Option<u64>| {
        bar.inc((2 + 2 * s.runs + octave_runs) as u64);
        let cell = || Cell::Missing("skipped".into());
        let row = Row {
            name: name.clone(),
            size,
            octave: cell(),
            mat2c: cell(),
            c: cell(),
            check: Check::NotCompared,
        };
        (row, vec![format!("{name}: {why}")])
    };
    let sizes = fs::read_to_string(program.script())
        .map_err(|e| format!("cannot read {}: {e}", program.script().display()))
        .and_then(|src| prepare::sizes(&src).map_err(|e| format!("{name}.m: {e}")));
    let size = match sizes {
        Ok(sizes) if s.quick => sizes.small,
        Ok(sizes) => sizes.large,
        Err(e) => return skipped(&e, None),
    };
    let work = s.work.join(name);
    if let Err(e) = prepare::prepare_workdir(program, size, &work) {
        return skipped(&e, Some(size));
    }

    bar.set_message(format!("{name}: mat2c compile"));
    let exe = format!("{name}_mat2c");
    let mut mat2c = Command::new(&s.mat2c);
    mat2c.args([format!("{name}.m"), "-o".into(), exe.clone()]);
    let mat2c = prepare::compile(mat2c, &work, Path::new(&exe), "mat2c-compile", s.timeout)
        .map_err(|e| Failure {
            short: "compile error".into(),
            detail: format!("compile error: {e}"),
        });
    bar.inc(1);

    bar.set_message(format!("{name}: C compile"));
    let ref_src = format!("{name}_ref.c");
    let ref_exe = format!("{name}_ref");
    let c = if work.join(&ref_src).is_file() {
        let mut cc = Command::new("cc");
        cc.args(["-O2", "-std=c99", "-o", &ref_exe, &ref_src, "-lm"]);
        prepare::compile(cc, &work, Path::new(&ref_exe), "cc", s.timeout)
            .map_err(|e| Failure {
                short: "compile error".into(),
                detail: format!("compile error: {e}"),
            })
            .map(Some)
    } else {
        Ok(None)
    };
    bar.inc(1);

    let mut plans = Vec::new();
    let mut fixed: Vec<(Variant, Outcome)> = Vec::new();
    match mat2c {
        Ok(()) => plans.push(Plan {
            variant: Variant::Mat2c,
            program: work.join(&exe),
            args: vec![],
            runs: s.runs,
        }),
        Err(failure) => fixed.push((Variant::Mat2c, Outcome::Failed(failure))),
    }
    match s.octave_runs {
        Some(runs) => plans.push(Plan {
            variant: Variant::Octave,
            program: "octave-cli".into(),
            args: ["--no-gui", "-q", "--norc", "--no-history"]
                .iter()
                .map(|a| (*a).to_owned())
                .chain([format!("{name}.m")])
                .collect(),
            runs,
        }),
        None => fixed.push((Variant::Octave, Outcome::Skipped("not run".into()))),
    }
    match c {
        Ok(Some(())) => plans.push(Plan {
            variant: Variant::C,
            program: work.join(&ref_exe),
            args: vec![size.to_string()],
            runs: s.runs,
        }),
        Ok(None) => fixed.push((Variant::C, Outcome::Skipped("no reference".into()))),
        Err(failure) => fixed.push((Variant::C, Outcome::Failed(failure))),
    }
    // Keep the bar's total honest for variants that will not run.
    let planned: usize = plans.iter().map(|p| p.runs).sum();
    bar.inc((2 * s.runs + octave_runs - planned) as u64);

    let ran = run::run_interleaved(name, &work, &plans, s.timeout, bar);
    let mut outcomes = fixed;
    outcomes.extend(ran.into_iter().map(|(v, result)| {
        let outcome = match result {
            Ok(timed) => Outcome::Ran(timed),
            Err(failure) => Outcome::Failed(failure),
        };
        (v, outcome)
    }));
    let outcome_of = |v: Variant| outcomes.iter().find(|(w, _)| *w == v).map(|(_, o)| o);
    let expected = (s.quick && s.octave_runs.is_none())
        .then(|| fs::read_to_string(program.dir.join("expected_small.txt")).ok())
        .flatten();
    let check = check_outputs(
        outcome_of(Variant::Octave),
        expected.as_deref(),
        outcome_of(Variant::C),
        outcome_of(Variant::Mat2c),
    );

    let mut notes = Vec::new();
    let mut cell = |v: Variant| {
        let (cell, note) = to_cell(outcome_of(v));
        if let Some(note) = note {
            notes.push(format!("{name}: {}: {note}", v.label()));
        }
        cell
    };
    let row = Row {
        name: name.clone(),
        size: Some(size),
        octave: cell(Variant::Octave),
        mat2c: cell(Variant::Mat2c),
        c: cell(Variant::C),
        check,
    };
    if let Check::Mismatch { details, .. } = &row.check {
        notes.extend(
            details
                .iter()
                .map(|d| format!("{name}: outputs differ: {d}")),
        );
    }
    (row, notes)
}

fn timed(outcome: Option<&Outcome>) -> Option<&Timed> {
    match outcome {
        Some(Outcome::Ran(timed)) => Some(timed),
        _ => None,
    }
}

fn check_outputs(
    octave: Option<&Outcome>,
    expected: Option<&str>,
    c: Option<&Outcome>,
    mat2c: Option<&Outcome>,
) -> Check {
    let runs = [("Octave", octave), ("C", c), ("mat2c", mat2c)];
    let mut outputs: Vec<(&str, &str)> = Vec::new();
    if let Some(t) = timed(octave) {
        outputs.push(("Octave", &t.stdout));
    }
    if let Some(e) = expected {
        outputs.push(("expected_small.txt", e));
    }
    for (label, outcome) in &runs[1..] {
        if let Some(t) = timed(*outcome) {
            outputs.push((label, &t.stdout));
        }
    }
    let varies: Vec<&str> = runs
        .iter()
        .filter(|(_, o)| timed(*o).is_some_and(|t| t.varies))
        .map(|(l, _)| *l)
        .collect();
    check::compare(&outputs, &varies)
}

/// The table cell for an outcome, and a note when something went wrong.
fn to_cell(outcome: Option<&Outcome>) -> (Cell, Option<String>) {
    match outcome {
        Some(Outcome::Ran(t)) => {
            let secs: Vec<f64> = t.samples.iter().map(|s| s.wall.as_secs_f64()).collect();
            let rss: Vec<f64> = t
                .samples
                .iter()
                .map(|s| s.max_rss_kib as f64 / 1024.0)
                .collect();
            match (stats::summarize(&secs), stats::summarize(&rss)) {
                (Some(time), Some(rss)) => (
                    Cell::Timed {
                        time,
                        rss_mib: rss.median,
                    },
                    None,
                ),
                _ => (Cell::Missing("no runs".into()), None),
            }
        }
        Some(Outcome::Failed(f)) => (Cell::Missing(f.short.clone()), Some(f.detail.clone())),
        Some(Outcome::Skipped(why)) => (Cell::Missing(why.clone()), None),
        None => (Cell::Missing("not run".into()), None),
    }
}

/// A progress line for one finished program.
fn one_line(row: &Row) -> String {
    let part = |label: &str, cell: &Cell| match cell {
        Cell::Timed { time, .. } => format!("{label} {} s", report::sig(time.median)),
        Cell::Missing(why) => format!("{label} {why}"),
    };
    format!(
        "{} (size {}): {}, {}, {}; outputs {}",
        row.name,
        row.size.map_or_else(|| "?".into(), |s| s.to_string()),
        part("mat2c", &row.mat2c),
        part("Octave", &row.octave),
        part("C", &row.c),
        row.check.cell(3)
    )
}

/// Peak RSS of a process that does nothing (`true`), in MiB, as measured here.
fn rss_floor(s: &Settings) -> Option<f64> {
    fs::create_dir_all(&s.work).ok()?;
    let (out, err) = (s.work.join("true.stdout"), s.work.join("true.stderr"));
    let sample = measure::run_once(&mut Command::new("true"), &out, &err, s.timeout).ok()?;
    Some(sample.max_rss_kib as f64 / 1024.0)
}

fn meta(s: &Settings, runs: String, rss_floor: Option<f64>) -> Meta {
    let args: Vec<String> = std::env::args().skip(1).map(|a| shell_quote(&a)).collect();
    let first_line = |out: Option<String>| {
        out.as_deref()
            .and_then(prepare::first_line)
            .unwrap_or("unknown")
            .to_owned()
    };
    let dirty = capture(
        "git",
        &["status", "--porcelain", "--untracked-files=no"],
        &s.root,
    )
    .is_some_and(|out| !out.trim().is_empty());
    let commit = first_line(capture("git", &["rev-parse", "--short", "HEAD"], &s.root));
    Meta {
        command: format!("cargo xtask {}", args.join(" ")),
        date: first_line(capture("date", &["-u", "+%Y-%m-%d %H:%M UTC"], &s.root)),
        nproc: first_line(capture("nproc", &[], &s.root)),
        cpu: cpu_model().unwrap_or_else(|| "unknown CPU".into()),
        commit: if dirty {
            format!("{commit} (with uncommitted changes)")
        } else {
            commit
        },
        octave: s
            .octave_runs
            .map(|_| first_line(capture("octave-cli", &["--version"], &s.root))),
        cc: first_line(capture("cc", &["--version"], &s.root)),
        sizes: if s.quick {
            "small (`small=` on each script's `mat2c-bench-size` line)".into()
        } else {
            "large (`large=` on each script's `mat2c-bench-size` line)".into()
        },
        runs,
        rss_floor: rss_floor.map_or_else(|| "unknown".into(), |f| format!("{f:.1} MiB")),
    }
}

/// Stdout of a command that succeeded.
fn capture(program: &str, args: &[&str], cwd: &Path) -> Option<String> {
    let out = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn cpu_model() -> Option<String> {
    let info = fs::read_to_string("/proc/cpuinfo").ok()?;
    info.lines()
        .find(|l| l.starts_with("model name"))
        .and_then(|l| l.split_once(':'))
        .map(|(_, model)| model.trim().to_owned())
}

fn shell_quote(arg: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_=.,/:".contains(c);
    if !arg.is_empty() && arg.chars().all(plain) {
        arg.to_owned()
    } else {
        format!("'{}'", arg.replace('\'', r"'\''"))
    }
}

fn write_report(report: &Report, out: &Path) -> Result<(), String> {
    let dir = out.parent().filter(|d| !d.as_os_str().is_empty());
    if let Some(dir) = dir {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let svg_path = dir.map_or_else(
        || PathBuf::from("benchmarks.svg"),
        |d| d.join("benchmarks.svg"),
    );
    let bars: Vec<(String, Option<f64>)> = report
        .rows
        .iter()
        .map(|r| (r.name.clone(), r.speedup()))
        .collect();
    let svg_name = svg_path.file_name().unwrap_or(OsStr::new("benchmarks.svg"));
    fs::write(out, report.to_markdown(&svg_name.to_string_lossy()))
        .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    fs::write(&svg_path, svg::render(&bars))
        .map_err(|e| format!("cannot write {}: {e}", svg_path.display()))?;
    eprintln!("bench: wrote {} and {}", out.display(), svg_path.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("--only=crni,matmul"), "--only=crni,matmul");
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}
