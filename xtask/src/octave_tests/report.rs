//! The run's report: a Markdown table by folder with totals, the compile blockers ranked by
//! test count, the lists of failing tests; and one JSON line per test.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::judge::{Outcome, Status};

/// What became of one test.
#[derive(Clone, Debug)]
pub(crate) enum State {
    /// Not run: an error/warning test, or out of scope by the keyword filter.
    Skipped(String),
    /// Octave itself does not pass the wrapped script: not counted as valid.
    Invalid,
    /// Octave passes it; mat2c's outcome.
    Ran(Outcome),
}

/// One test of the run.
#[derive(Clone, Debug)]
pub(crate) struct Record {
    /// The source, relative to Octave's m/ folder, or `tests/...` for its etc/tests/.
    pub(crate) file: String,
    pub(crate) folder: String,
    pub(crate) index: usize,
    pub(crate) line: usize,
    pub(crate) state: State,
}

impl Record {
    pub(crate) fn id(&self) -> String {
        format!("{}#{}", self.file, self.index)
    }
}

#[derive(Default, Clone, Copy)]
struct Row {
    tests: usize,
    skipped: usize,
    invalid: usize,
    valid: usize,
    compiled: usize,
    by: [usize; 6],
}

impl Row {
    fn add(&mut self, r: &Record) {
        self.tests += 1;
        match &r.state {
            State::Skipped(_) => self.skipped += 1,
            State::Invalid => self.invalid += 1,
            State::Ran(o) => {
                self.valid += 1;
                self.compiled += usize::from(o.compiled);
                self.by[o.status as usize] += 1;
            }
        }
    }

    fn get(&self, s: Status) -> usize {
        self.by[s as usize]
    }

    fn cells(&self) -> String {
        let pct = if self.valid == 0 {
            "-".to_string()
        } else {
            format!(
                "{:.1}%",
                100.0 * self.get(Status::Pass) as f64 / self.valid as f64
            )
        };
        format!(
            "{} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {pct}",
            self.tests,
            self.skipped,
            self.invalid,
            self.valid,
            self.compiled,
            self.get(Status::Pass),
            self.get(Status::Fail),
            self.get(Status::Crash),
            self.get(Status::Error),
            self.get(Status::Refused),
            self.get(Status::Timeout),
        )
    }
}

/// Folders issue #20's measure leaves out: sparse matrices, graphics (plots, images, GUI),
/// classdef and `@class` tests, file and device I/O, and dates and times.
const OUT_OF_SCOPE: &[&str] = &[
    "sparse",
    "plot",
    "image",
    "gui",
    "audio",
    "io",
    "time",
    "tests/fixed/classdef",
    "tests/fixed/classes",
];

/// Whether `folder` counts in issue #20's measure (the folders above and their subfolders
/// excluded).
pub(crate) fn in_scope(folder: &str) -> bool {
    !OUT_OF_SCOPE.iter().any(|x| {
        folder
            .strip_prefix(x)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/') || rest.starts_with('-'))
    })
}

/// Totals over all records: (valid, passed, failed).
pub(crate) fn totals(records: &[Record]) -> (usize, usize, usize) {
    let mut t = Row::default();
    records.iter().for_each(|r| t.add(r));
    (t.valid, t.get(Status::Pass), t.get(Status::Fail))
}

/// The Markdown report. `header` comes first (what was run, with what).
pub(crate) fn markdown(header: &str, records: &[Record]) -> String {
    let mut rows: BTreeMap<&str, Row> = BTreeMap::new();
    let mut total = Row::default();
    for r in records {
        rows.entry(&r.folder).or_default().add(r);
        total.add(r);
    }
    let mut s = String::from(header);
    s.push_str(
        "\n| folder | tests | skipped | Octave fails | valid | compiled | passed | FAIL | crash | error | refused | timeout | pass/valid |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for (folder, row) in &rows {
        let _ = writeln!(s, "| {folder} | {} |", row.cells());
    }
    let _ = writeln!(s, "| **total** | {} |", total.cells());
    let mut scoped = Row::default();
    records
        .iter()
        .filter(|r| in_scope(&r.folder))
        .for_each(|r| scoped.add(r));
    let _ = writeln!(s, "| **in scope** | {} |", scoped.cells());
    let _ = writeln!(
        s,
        "\n*In scope*: issue #20's measure, the total without the folders {}.",
        OUT_OF_SCOPE
            .iter()
            .map(|f| format!("`{f}`"))
            .collect::<Vec<_>>()
            .join(", ")
    );

    let mut blockers: BTreeMap<&str, usize> = BTreeMap::new();
    let mut skips: BTreeMap<&str, usize> = BTreeMap::new();
    for r in records {
        match &r.state {
            State::Ran(o) if o.status == Status::Refused => {
                *blockers.entry(&o.detail).or_default() += 1;
            }
            State::Skipped(why) => {
                // `graphics (`plot`)` counts under `graphics`.
                let reason = why.split(" (").next().unwrap_or(why);
                *skips.entry(reason).or_default() += 1;
            }
            _ => {}
        }
    }
    if !blockers.is_empty() {
        s.push_str("\n## Compile blockers (first diagnostic), by test count\n\n| tests | diagnostic |\n|---:|---|\n");
        for (why, n) in ranked(&blockers) {
            let _ = writeln!(s, "| {n} | {} |", cell(why));
        }
    }
    for (status, title) in [
        (
            Status::Fail,
            "FAIL: silent differences (an assert failed or stdout differs)",
        ),
        (Status::Crash, "CRASH"),
        (Status::Timeout, "TIMEOUT"),
    ] {
        let list: Vec<&Record> = records
            .iter()
            .filter(|r| matches!(&r.state, State::Ran(o) if o.status == status))
            .collect();
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(s, "\n## {title} ({})\n", list.len());
        for r in list {
            if let State::Ran(o) = &r.state {
                let _ = writeln!(s, "- `{}` (line {}): {}", r.id(), r.line, cell(&o.detail));
            }
        }
    }
    // Run-time errors, grouped by message (one example each): many share one cause.
    let mut errors: BTreeMap<&str, (usize, &Record)> = BTreeMap::new();
    for r in records {
        if let State::Ran(o) = &r.state
            && o.status == Status::Error
        {
            errors.entry(&o.detail).or_insert((0, r)).0 += 1;
        }
    }
    if !errors.is_empty() {
        let n: usize = errors.values().map(|(n, _)| n).sum();
        let _ = writeln!(
            s,
            "\n## ERROR: a run-time error where Octave has none ({n}), by message\n\n| tests | message | first test |\n|---:|---|---|"
        );
        let counts: BTreeMap<&str, usize> = errors.iter().map(|(k, (n, _))| (*k, *n)).collect();
        for (msg, n) in ranked(&counts) {
            let first = errors[msg].1;
            let _ = writeln!(s, "| {n} | {} | `{}` |", cell(msg), first.id());
        }
    }
    if !skips.is_empty() {
        s.push_str("\n## Skipped, by reason\n\n| tests | reason |\n|---:|---|\n");
        for (why, n) in ranked(&skips) {
            let _ = writeln!(s, "| {n} | {why} |");
        }
    }
    s
}

/// Largest count first, then by name: a stable order.
fn ranked<'a>(m: &BTreeMap<&'a str, usize>) -> Vec<(&'a str, usize)> {
    let mut v: Vec<(&str, usize)> = m.iter().map(|(k, v)| (*k, *v)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    v
}

/// Text safe inside a Markdown table cell or list item.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// One JSON object per test.
pub(crate) fn json_lines(records: &[Record]) -> String {
    let mut s = String::new();
    for r in records {
        let (status, compiled, detail) = match &r.state {
            State::Skipped(why) => ("skipped", false, why.as_str()),
            State::Invalid => ("octave-fails", false, ""),
            State::Ran(o) => (o.status.name(), o.compiled, o.detail.as_str()),
        };
        let _ = writeln!(
            s,
            "{{\"file\":{},\"folder\":{},\"index\":{},\"line\":{},\"status\":\"{status}\",\"compiled\":{compiled},\"detail\":{}}}",
            json(&r.file),
            json(&r.folder),
            r.index,
            r.line,
            json(detail)
        );
    }
    s
}

fn json(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(folder: &str, index: usize, state: State) -> Record {
        Record {
            file: format!("{folder}/f.m"),
            folder: folder.into(),
            index,
            line: index * 10,
            state,
        }
    }

    #[test]
    fn counts_by_folder_and_lists_failures() {
        let ran = |status, compiled, detail: &str| {
            State::Ran(Outcome {
                status,
                compiled,
                detail: detail.into(),
            })
        };
        let records = [
            rec("a", 1, ran(Status::Pass, true, "")),
            rec("a", 2, ran(Status::Fail, true, "stdout line 1")),
            rec("a", 3, State::Skipped("graphics (`plot`)".into())),
            rec("b", 1, ran(Status::Refused, false, "E0305 unsupported `x`")),
            rec("b", 2, ran(Status::Refused, false, "E0305 unsupported `x`")),
            rec("b", 3, State::Invalid),
            rec("c", 1, ran(Status::Error, true, "error: e")),
            rec("c", 2, ran(Status::Error, true, "error: e")),
        ];
        let md = markdown("# T\n", &records);
        assert!(
            md.contains("| a | 3 | 1 | 0 | 2 | 2 | 1 | 1 | 0 | 0 | 0 | 0 | 50.0% |"),
            "{md}"
        );
        assert!(
            md.contains("| b | 3 | 0 | 1 | 2 | 0 | 0 | 0 | 0 | 0 | 2 | 0 | 0.0% |"),
            "{md}"
        );
        assert!(
            md.contains("| **total** | 8 | 1 | 1 | 6 | 4 | 1 | 1 | 0 | 2 | 2 | 0 | 16.7% |"),
            "{md}"
        );
        assert!(md.contains("| **in scope** | 8 |"), "{md}");
        assert!(md.contains("| 2 | error: e | `c/f.m#1` |"), "{md}");
        assert!(md.contains("| 2 | E0305 unsupported `x` |"));
        assert!(md.contains("- `a/f.m#2` (line 20): stdout line 1"));
        assert!(md.contains("| 1 | graphics |"));
        assert_eq!(totals(&records), (6, 1, 1));
        assert!(!in_scope("plot/draw") && !in_scope("tests/fixed/classdef-multiple-inheritance"));
        assert!(in_scope("tests/fixed") && in_scope("io2") && in_scope("general"));
        let json = json_lines(&records[..1]);
        assert_eq!(
            json,
            "{\"file\":\"a/f.m\",\"folder\":\"a\",\"index\":1,\"line\":10,\"status\":\"pass\",\"compiled\":true,\"detail\":\"\"}\n"
        );
    }
}
