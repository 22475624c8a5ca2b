//! The results table, as aligned text for the terminal and as the Markdown
//! page `docs/BENCHMARKS.md`.

use std::fmt::Write as _;

use super::check::Check;
use super::stats::{self, Summary};

/// One variant's column entry.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Cell {
    Timed {
        time: Summary,
        rss_mib: f64,
    },
    /// No timing; a few words saying why ("compile error", "not run").
    Missing(String),
}

impl Cell {
    fn median(&self) -> Option<f64> {
        match self {
            Cell::Timed { time, .. } => Some(time.median),
            Cell::Missing(_) => None,
        }
    }

    fn time_text(&self) -> String {
        match self {
            Cell::Timed { time, .. } if time.min == time.max => sig(time.median),
            Cell::Timed { time, .. } => {
                format!("{} ({}–{})", sig(time.median), sig(time.min), sig(time.max))
            }
            Cell::Missing(why) => why.clone(),
        }
    }

    fn rss_text(&self) -> String {
        match self {
            Cell::Timed { rss_mib, .. } => format!("{rss_mib:.1}"),
            Cell::Missing(_) => "—".into(),
        }
    }
}

/// One program's results.
#[derive(Clone, Debug)]
pub(crate) struct Row {
    pub(crate) name: String,
    /// `None` when the script has no usable size line.
    pub(crate) size: Option<u64>,
    pub(crate) octave: Cell,
    pub(crate) mat2c: Cell,
    pub(crate) c: Cell,
    pub(crate) check: Check,
}

impl Row {
    /// Octave time / mat2c time, unless their outputs disagree.
    pub(crate) fn speedup(&self) -> Option<f64> {
        self.check
            .agree("Octave", "mat2c")
            .then(|| Some(self.octave.median()? / self.mat2c.median()?))
            .flatten()
    }

    /// mat2c time / C time, unless their outputs disagree.
    pub(crate) fn ratio_to_c(&self) -> Option<f64> {
        self.check
            .agree("mat2c", "C")
            .then(|| Some(self.mat2c.median()? / self.c.median()?))
            .flatten()
    }

    fn cells(&self) -> Vec<String> {
        let ratio = |r: Option<f64>| r.map_or_else(|| "—".into(), |r| format!("{}×", sig(r)));
        vec![
            self.name.clone(),
            self.size.map_or_else(|| "—".into(), |s| s.to_string()),
            self.octave.time_text(),
            self.mat2c.time_text(),
            self.c.time_text(),
            ratio(self.speedup()),
            ratio(self.ratio_to_c()),
            format!(
                "{} / {} / {}",
                self.mat2c.rss_text(),
                self.octave.rss_text(),
                self.c.rss_text()
            ),
            self.check.cell(3),
        ]
    }
}

const HEADER: [&str; 9] = [
    "program",
    "size",
    "Octave s",
    "mat2c s",
    "C s",
    "speedup vs Octave",
    "mat2c / C",
    "peak RSS MiB mat2c / Octave / C",
    "outputs equal?",
];

/// How the numbers were produced.
#[derive(Clone, Debug, Default)]
pub(crate) struct Meta {
    pub(crate) command: String,
    pub(crate) date: String,
    pub(crate) nproc: String,
    /// 1-minute load averages at the start and the end, from /proc/loadavg.
    pub(crate) load: String,
    pub(crate) cpu: String,
    pub(crate) commit: String,
    pub(crate) octave: Option<String>,
    pub(crate) cc: String,
    pub(crate) sizes: String,
    /// Small sizes (`--quick`): a smoke test, not a measurement.
    pub(crate) quick: bool,
    pub(crate) runs: String,
    /// Peak RSS of `true`, the floor of the RSS column.
    pub(crate) rss_floor: String,
}

/// Everything the report shows.
#[derive(Clone, Debug)]
pub(crate) struct Report {
    pub(crate) meta: Meta,
    pub(crate) rows: Vec<Row>,
    /// Details of failures and mismatches, one line each.
    pub(crate) notes: Vec<String>,
}

impl Report {
    /// Geometric mean of the speedups vs Octave.
    pub(crate) fn mean_speedup(&self) -> Option<f64> {
        stats::geomean(&self.speedups())
    }

    fn speedups(&self) -> Vec<f64> {
        self.rows.iter().filter_map(Row::speedup).collect()
    }

    fn ratios(&self) -> Vec<f64> {
        self.rows.iter().filter_map(Row::ratio_to_c).collect()
    }

    /// Programs by mat2c/C ratio, worst first.
    fn furthest_from_c(&self) -> Vec<(&str, f64)> {
        let mut worst: Vec<(&str, f64)> = self
            .rows
            .iter()
            .filter_map(|r| Some((r.name.as_str(), r.ratio_to_c()?)))
            .collect();
        worst.sort_by(|a, b| b.1.total_cmp(&a.1));
        worst
    }

    fn compiled(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| matches!(r.mat2c, Cell::Timed { .. }))
            .count()
    }

    fn summary_lines(&self) -> Vec<String> {
        let mean = |label: &str, xs: &[f64], unit: &str| match stats::geomean(xs) {
            Some(g) => format!(
                "{label}: {}×{unit} (over {} program{})",
                sig(g),
                xs.len(),
                if xs.len() == 1 { "" } else { "s" }
            ),
            None => format!("{label}: — (no program with both timings and equal outputs)"),
        };
        vec![
            mean(
                "Geometric mean speedup vs Octave",
                &self.speedups(),
                " (Octave time / mat2c time)",
            ),
            mean(
                "Geometric mean ratio to C",
                &self.ratios(),
                " (mat2c time / C time; 1× is as fast as C)",
            ),
        ]
    }

    fn status_line(&self) -> Option<String> {
        let (ok, total) = (self.compiled(), self.rows.len());
        let mismatches = self.rows.iter().filter(|r| r.check.is_mismatch()).count();
        if ok == total && mismatches == 0 {
            return None;
        }
        Some(format!(
            "**Status: incomplete.** mat2c produced a working executable for {ok} of {total} \
             programs; {mismatches} had outputs that disagree. Ratios are left out \
             where a timing is missing or the two outputs differ."
        ))
    }

    /// Aligned plain-text table plus summary, for the terminal.
    pub(crate) fn to_text(&self) -> String {
        let rows: Vec<Vec<String>> = self.rows.iter().map(Row::cells).collect();
        let mut widths: Vec<usize> = HEADER.iter().map(|h| h.chars().count()).collect();
        for row in &rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let line = |cells: &[String]| {
            let padded: Vec<String> = cells
                .iter()
                .zip(&widths)
                .map(|(c, &w)| format!("{c}{}", " ".repeat(w - c.chars().count())))
                .collect();
            padded.join("  ").trim_end().to_owned()
        };
        let header: Vec<String> = HEADER.iter().map(|&h| h.to_owned()).collect();
        let mut out = line(&header) + "\n";
        let total = widths.iter().sum::<usize>() + 2 * (widths.len() - 1);
        out += &"-".repeat(total);
        out += "\n";
        for row in &rows {
            out += &line(row);
            out += "\n";
        }
        out += "\n";
        for l in self.summary_lines() {
            out += &l;
            out += "\n";
        }
        for note in &self.notes {
            let _ = writeln!(out, "note: {note}");
        }
        out
    }

    /// The Markdown page; `svg_name` is the chart's path relative to it.
    pub(crate) fn to_markdown(&self, svg_name: &str) -> String {
        let m = &self.meta;
        let mut out = String::from("# mat2c benchmarks\n\n");
        out +=
            "Generated by `cargo xtask bench` (xtask/src/bench/); regenerate rather than edit.\n\n";
        if let Some(status) = self.status_line() {
            let _ = writeln!(out, "> {status}\n");
        }
        if m.quick {
            out += "> **Quick run** (`--quick`, small sizes): the times are mostly process \
                    start-up, so the ratios say little about generated code.\n\n";
        }
        out += "## How it was produced\n\n";
        let _ = writeln!(out, "- Command: `{}`", m.command);
        let _ = writeln!(out, "- Date: {}", m.date);
        let _ = writeln!(
            out,
            "- Machine: {} (`nproc` = {}); 1-minute load average {}",
            m.cpu, m.nproc, m.load
        );
        let _ = writeln!(out, "- mat2c: {}", m.commit);
        match &m.octave {
            Some(v) => {
                let _ = writeln!(
                    out,
                    "- Octave: {v}, run as `octave-cli --no-gui -q --norc --no-history <name>.m`"
                );
            }
            None => out += "- Octave: not run\n",
        }
        let _ = writeln!(
            out,
            "- C reference: `cc -O2 -std=c99 <name>_ref.c -lm` ({}), size as argv[1]",
            m.cc
        );
        let _ = writeln!(out, "- Sizes: {}", m.sizes);
        let _ = writeln!(out, "- Runs: {}", m.runs);
        let _ = writeln!(
            out,
            "- Each run is one process: wall time from spawn to exit; peak RSS is \
             `ru_maxrss` from `wait4` (a process that does nothing, `true`, shows {}). \
             Variants are interleaved round-robin. Times are medians in seconds, \
             with (min–max) over the runs.\n",
            m.rss_floor
        );
        out += "## Results\n\n";
        out += &markdown_table(&self.rows);
        out += "\n";
        for l in self.summary_lines() {
            let _ = writeln!(out, "- {l}");
        }
        out += "\n### Furthest from the C reference\n\n";
        let worst = self.furthest_from_c();
        if worst.is_empty() {
            out += "No program has both mat2c and C timings yet.\n";
        }
        for (i, (name, ratio)) in worst.iter().take(5).enumerate() {
            let _ = writeln!(out, "{}. {name}: {}× the C time", i + 1, sig(*ratio));
        }
        if !self.notes.is_empty() {
            out += "\n### Notes\n\n";
            for note in &self.notes {
                let _ = writeln!(out, "- {}", escape_md(note));
            }
        }
        // A session without Octave (`--no-octave`, `--staged`) has no chart to show.
        if self.mean_speedup().is_some() {
            let _ = writeln!(
                out,
                "\n## Speedup vs Octave\n\n![mat2c speedup vs Octave, log scale]({svg_name})"
            );
        }
        out
    }
}

fn markdown_table(rows: &[Row]) -> String {
    let mut out = format!("| {} |\n", HEADER.join(" | "));
    let align: Vec<&str> = HEADER
        .iter()
        .enumerate()
        .map(|(i, _)| if i == 0 || i == 8 { "---" } else { "---:" })
        .collect();
    let _ = writeln!(out, "| {} |", align.join(" | "));
    for row in rows {
        let cells: Vec<String> = row.cells().iter().map(|c| escape_md(c)).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }
    out
}

/// Keeps free text from breaking a table or turning into markup.
fn escape_md(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        if matches!(ch, '|' | '*' | '_' | '`' | '<' | '>' | '[' | ']' | '\\') {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

/// `x` with three significant digits: 0.000812, 0.512, 12.3, 123, 4567.
pub(crate) fn sig(x: f64) -> String {
    if !x.is_finite() || x == 0.0 {
        return format!("{x}");
    }
    let magnitude = x.abs().log10().floor() as i32;
    let decimals = (2 - magnitude).clamp(0, 6) as usize;
    format!("{x:.decimals$}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timed(median: f64, rss_mib: f64) -> Cell {
        Cell::Timed {
            time: Summary {
                median,
                min: median * 0.9,
                max: median * 1.1,
            },
            rss_mib,
        }
    }

    fn report() -> Report {
        let rows = vec![
            Row {
                name: "alpha".into(),
                size: Some(400),
                octave: timed(2.0, 180.0),
                mat2c: timed(0.02, 1.5),
                c: timed(0.01, 1.25),
                check: Check::Equal(vec!["Octave".into(), "C".into(), "mat2c".into()]),
            },
            Row {
                name: "beta".into(),
                size: Some(7),
                octave: timed(1.0, 170.0),
                mat2c: Cell::Missing("compile error".into()),
                c: timed(0.001, 1.0),
                check: Check::Equal(vec!["Octave".into(), "C".into()]),
            },
        ];
        Report {
            meta: Meta {
                command: "cargo xtask bench".into(),
                ..Meta::default()
            },
            rows,
            notes: vec!["beta: mat2c: compile error: error[E1]: `x` | y".into()],
        }
    }

    #[test]
    fn significant_digits() {
        assert_eq!(sig(0.000_812_3), "0.000812");
        assert_eq!(sig(0.5123), "0.512");
        assert_eq!(sig(12.34), "12.3");
        assert_eq!(sig(4567.8), "4568");
        assert_eq!(sig(1.0), "1.00");
    }

    #[test]
    fn ratios_and_means() {
        let r = report();
        assert_eq!(r.rows[0].speedup(), Some(100.0));
        assert_eq!(r.rows[0].ratio_to_c(), Some(2.0));
        assert_eq!(r.rows[1].speedup(), None);
        assert_eq!(r.furthest_from_c(), [("alpha", 2.0)]);
        assert_eq!(r.compiled(), 1);
    }

    #[test]
    fn mismatched_rows_are_not_trusted() {
        let mut r = report();
        r.rows[0].check = Check::Mismatch {
            short: "mat2c≠Octave".into(),
            details: vec![],
            bad: vec!["mat2c".into()],
        };
        assert_eq!(r.rows[0].speedup(), None);
        assert!(r.to_text().contains("MISMATCH (mat2c≠Octave)"));
    }

    #[test]
    fn markdown_page() {
        let md = report().to_markdown("benchmarks.svg");
        assert!(md.starts_with("# mat2c benchmarks\n"));
        assert!(
            md.contains("**Status: incomplete.** mat2c produced a working executable for 1 of 2")
        );
        assert!(md.contains("- Command: `cargo xtask bench`"));
        assert!(md.contains(
            "| alpha | 400 | 2.00 (1.80–2.20) | 0.0200 (0.0180–0.0220) | 0.0100 (0.00900–0.0110) \
             | 100× | 2.00× | 1.5 / 180.0 / 1.2 | yes |"
        ));
        assert!(md.contains("| beta | 7 | 1.00 (0.900–1.10) | compile error |"));
        assert!(md.contains("| — | — | — / 170.0 / 1.0 | yes (Octave = C) |"));
        assert!(md.contains("Geometric mean speedup vs Octave: 100×"));
        assert!(md.contains("1. alpha: 2.00× the C time"));
        assert!(md.contains(r"- beta: mat2c: compile error: error\[E1\]: \`x\` \| y"));
        assert!(md.contains("](benchmarks.svg)"));
        assert!(!md.contains("Quick run"));
    }

    #[test]
    fn text_table_is_aligned() {
        let text = report().to_text();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with("program  size  Octave s"));
        let col = |l: &str| l.find("Octave").or_else(|| l.find("2.00 ("));
        assert_eq!(col(lines[0]), col(lines[2]));
        assert!(text.contains("note: beta: mat2c: compile error"));
    }
}
