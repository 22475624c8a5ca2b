//! Benchmarking one program: work directory, the two compilations, the
//! interleaved runs, and its row of the table.

use std::fs;
use std::path::Path;
use std::process::Command;

use indicatif::ProgressBar;

use super::Settings;
use super::check::{self, Check};
use super::prepare::{self, Program};
use super::report::{self, Cell, Row};
use super::run::{Failure, Outcome, Plan, Timed, Variant};
use super::stats;

/// The Octave command line, before the script name.
pub(super) const OCTAVE_ARGS: [&str; 4] = ["--no-gui", "-q", "--norc", "--no-history"];

/// Prepares, compiles and times one program; returns its row and notes.
/// Advances `bar` by `steps_per_program` whatever happens.
pub(super) fn bench(program: &Program, s: &Settings, bar: &ProgressBar) -> (Row, Vec<String>) {
    let name = &program.name;
    let sizes = fs::read_to_string(program.script())
        .map_err(|e| format!("cannot read {}: {e}", program.script().display()))
        .and_then(|src| prepare::sizes(&src).map_err(|e| format!("{name}.m: {e}")));
    let size = match sizes {
        Ok(sizes) if s.quick => sizes.small,
        Ok(sizes) => sizes.large,
        Err(e) => return skipped(name, &e, None, s, bar),
    };
    let work = s.work.join(name);
    if let Err(e) = s.prepare(program, size, &work) {
        return skipped(name, &e, Some(size), s, bar);
    }
    let (plans, mut outcomes) = compile(name, size, &work, s, bar);
    // Keep the bar's total honest for variants that will not run.
    let planned: usize = plans.iter().map(|p| p.runs).sum();
    bar.inc((steps_per_program(s) - 2 - planned) as u64);

    let ran = s.time(name, &work, &plans, bar);
    outcomes.extend(ran.into_iter().map(|(variant, result)| {
        let outcome = result.map_or_else(Outcome::Failed, Outcome::Ran);
        (variant, outcome)
    }));
    // Without Octave, a small run can still be checked against Octave's saved output.
    let expected = (s.quick && s.octave_runs.is_none())
        .then(|| fs::read_to_string(program.dir.join("expected_small.txt")).ok())
        .flatten();
    to_row(name, size, &outcomes, expected.as_deref())
}

/// Progress-bar steps for one program: two compilations and every run.
pub(super) fn steps_per_program(s: &Settings) -> usize {
    2 + 2 * s.runs + s.octave_runs.unwrap_or(0)
}

/// The row of a program that could not be prepared.
fn skipped(
    name: &str,
    why: &str,
    size: Option<u64>,
    s: &Settings,
    bar: &ProgressBar,
) -> (Row, Vec<String>) {
    bar.inc(steps_per_program(s) as u64);
    let cell = || Cell::Missing("skipped".into());
    let row = Row {
        name: name.to_owned(),
        size,
        octave: cell(),
        mat2c: cell(),
        c: cell(),
        check: Check::NotCompared,
    };
    (row, vec![format!("{name}: {why}")])
}

/// Compiles the mat2c and C executables; returns what to run and the
/// outcomes already known (compile errors, variants not run).
fn compile(
    name: &str,
    size: u64,
    work: &Path,
    s: &Settings,
    bar: &ProgressBar,
) -> (Vec<Plan>, Vec<(Variant, Outcome)>) {
    let mut plans = Vec::new();
    let mut known = Vec::new();
    let compile_error = |e: String| Failure {
        short: "compile error".into(),
        detail: format!("compile error: {e}"),
    };

    bar.set_message(format!("{name}: mat2c compile"));
    let exe = format!("{name}_mat2c");
    let mut mat2c = Command::new(&s.mat2c);
    mat2c.args([format!("{name}.m"), "-o".into(), exe.clone()]);
    mat2c.args(&s.mat2c_args);
    match s.compile(mat2c, work, Path::new(&exe), "mat2c-compile") {
        Ok(()) => plans.push(Plan {
            variant: Variant::Mat2c,
            program: work.join(&exe),
            args: vec![],
            env: vec![],
            runs: s.runs,
        }),
        Err(e) => known.push((Variant::Mat2c, Outcome::Failed(compile_error(e)))),
    }
    bar.inc(1);

    match s.octave_runs {
        Some(runs) => plans.push(Plan {
            variant: Variant::Octave,
            program: "octave-cli".into(),
            args: OCTAVE_ARGS
                .iter()
                .map(|a| (*a).to_owned())
                .chain([format!("{name}.m")])
                .collect(),
            env: vec![],
            runs,
        }),
        None => known.push((Variant::Octave, Outcome::Skipped("not run".into()))),
    }

    bar.set_message(format!("{name}: C compile"));
    let (src, exe) = (format!("{name}_ref.c"), format!("{name}_ref"));
    if work.join(&src).is_file() {
        let mut cc = Command::new("cc");
        cc.args(["-O2", "-std=c99", "-o", &exe, &src, "-lm"]);
        match s.compile(cc, work, Path::new(&exe), "cc") {
            Ok(()) => plans.push(Plan {
                variant: Variant::C,
                program: work.join(&exe),
                args: vec![size.to_string()],
                env: vec![],
                runs: s.runs,
            }),
            Err(e) => known.push((Variant::C, Outcome::Failed(compile_error(e)))),
        }
    } else {
        known.push((Variant::C, Outcome::Skipped("no reference".into())));
    }
    bar.inc(1);
    (plans, known)
}

/// The table row and notes for one program's outcomes.
fn to_row(
    name: &str,
    size: u64,
    outcomes: &[(Variant, Outcome)],
    expected: Option<&str>,
) -> (Row, Vec<String>) {
    let outcome_of = |v: Variant| outcomes.iter().find(|(w, _)| *w == v).map(|(_, o)| o);
    let check = check_outputs(
        outcome_of(Variant::Octave),
        expected,
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
        name: name.to_owned(),
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

/// Compares the outputs, with Octave's (or else the saved one) as reference.
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
pub(super) fn one_line(row: &Row) -> String {
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
