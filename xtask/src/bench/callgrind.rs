//! `cargo xtask bench --callgrind`: every program's mat2c executable and its hand-written C
//! reference run once each under `valgrind --tool=callgrind`; the table gives the executed
//! instruction counts (Ir) and their ratio, a figure that does not move with machine load.
//! Printed only; written into docs/BENCHMARKS.md between [`BEGIN`] and [`END`] when `--out`
//! names the page.

use std::fs;
use std::path::Path;
use std::process::Command;

use indicatif::ProgressBar;

use super::Settings;
use super::measure;
use super::prepare::{self, Program};
use super::report::sig;
use super::stats;

pub(crate) const BEGIN: &str = "<!-- callgrind-table: begin (cargo xtask bench --callgrind) -->";
pub(crate) const END: &str = "<!-- callgrind-table: end -->";

/// One program's row: instruction counts of the mat2c and C executables.
pub(crate) struct IrRow {
    name: String,
    size: u64,
    mat2c: Result<u64, String>,
    c: Result<u64, String>,
    /// Both printed the same thing.
    same_output: Option<bool>,
}

/// Progress-bar steps for one program: two compilations, two runs.
pub(crate) fn steps_per_program() -> usize {
    4
}

/// The size a program is measured at: `medium=` on its size line (large sizes take minutes
/// under valgrind), else the small one; `--quick` takes the small one.
fn size_of(program: &Program, s: &Settings) -> Result<u64, String> {
    let src = fs::read_to_string(program.script()).map_err(|e| e.to_string())?;
    let z = prepare::sizes(&src)?;
    Ok(if s.quick {
        z.small
    } else {
        z.medium.unwrap_or(z.small)
    })
}

/// Compiles both executables of one program and counts their instructions.
pub(crate) fn bench(program: &Program, s: &Settings, bar: &ProgressBar) -> IrRow {
    let name = program.name.clone();
    let mut row = IrRow {
        name: name.clone(),
        size: 0,
        mat2c: Err("not run".into()),
        c: Err("not run".into()),
        same_output: None,
    };
    let work = s.work.join(format!("{name}-callgrind"));
    let prepared = size_of(program, s).and_then(|size| {
        row.size = size;
        prepare::prepare_workdir(program, size, &work)
    });
    if let Err(e) = prepared {
        bar.inc(steps_per_program() as u64);
        row.mat2c = Err(e);
        return row;
    }
    bar.set_message(format!("{name}: compile"));
    let exe = format!("{name}_mat2c");
    let mut mat2c = Command::new(&s.mat2c);
    mat2c.args([format!("{name}.m"), "-o".into(), exe.clone()]);
    mat2c.args(&s.mat2c_args);
    let mat2c_ok = prepare::compile(mat2c, &work, Path::new(&exe), "mat2c-compile", s.timeout);
    bar.inc(1);
    let (src, ref_exe) = (format!("{name}_ref.c"), format!("{name}_ref"));
    let mut cc = Command::new("cc");
    cc.args(["-O2", "-std=c99", "-o", &ref_exe, &src, "-lm"]);
    let c_ok = prepare::compile(cc, &work, Path::new(&ref_exe), "cc", s.timeout);
    bar.inc(1);

    let mut outputs = Vec::new();
    bar.set_message(format!("{name}: mat2c under callgrind"));
    row.mat2c = mat2c_ok.and_then(|()| count(&work, &exe, &[], "mat2c", s, &mut outputs));
    bar.inc(1);
    bar.set_message(format!("{name}: C under callgrind"));
    let arg = row.size.to_string();
    row.c = c_ok.and_then(|()| count(&work, &ref_exe, &[&arg], "c", s, &mut outputs));
    bar.inc(1);
    if outputs.len() == 2 {
        row.same_output = Some(outputs[0] == outputs[1]);
    }
    row
}

/// Runs `exe args` under callgrind in `work`; returns its total Ir and keeps its stdout.
fn count(
    work: &Path,
    exe: &str,
    args: &[&str],
    stem: &str,
    s: &Settings,
    outputs: &mut Vec<String>,
) -> Result<u64, String> {
    let profile = format!("callgrind.{stem}.out");
    let (out, err) = (
        work.join(format!("callgrind-{stem}.stdout")),
        work.join(format!("callgrind-{stem}.stderr")),
    );
    let mut cmd = Command::new("valgrind");
    cmd.args([
        "--tool=callgrind",
        &format!("--callgrind-out-file={profile}"),
        &format!("./{exe}"),
    ])
    .args(args)
    // One thread: callgrind runs threads one at a time, and the instructions an OpenMP
    // worker spins away waiting at a barrier depend on the machine's load.
    .env("OMP_NUM_THREADS", "1")
    .current_dir(work);
    let sample = measure::run_once(&mut cmd, &out, &err, s.timeout)
        .map_err(|e| format!("cannot run valgrind: {e}"))?;
    if sample.timed_out {
        return Err(format!("timeout ({} s)", s.timeout.as_secs()));
    }
    if !sample.status.success() {
        return Err(format!("{}", sample.status));
    }
    outputs.push(fs::read_to_string(&out).unwrap_or_default());
    let text = fs::read_to_string(work.join(&profile))
        .map_err(|e| format!("no callgrind profile: {e}"))?;
    total_ir(&text).ok_or_else(|| "no `summary:` line in the callgrind profile".into())
}

/// The `summary:` (or `totals:`) line of a callgrind profile: the first event is Ir.
fn total_ir(profile: &str) -> Option<u64> {
    profile.lines().find_map(|l| {
        let rest = l
            .strip_prefix("summary:")
            .or_else(|| l.strip_prefix("totals:"))?;
        rest.split_whitespace().next()?.parse().ok()
    })
}

/// Instruction counts in millions, three significant digits.
fn mir(n: u64) -> String {
    sig(n as f64 / 1e6)
}

/// The Markdown section (between the markers).
pub(crate) fn to_markdown(rows: &[IrRow], meta: &str) -> String {
    let mut out = String::new();
    out.push_str(BEGIN);
    out.push_str("\n## Instruction counts (callgrind)\n\n");
    out.push_str(meta);
    out.push_str(
        "\n\nEach executable run once under `valgrind --tool=callgrind`; *Ir* is the number of \
         instructions executed, in millions (start-up and printing included), on one \
         thread (`OMP_NUM_THREADS=1`). Unlike wall time it does not change with machine \
         load. Sizes: `medium=` on each script's `mat2c-bench-size` line (the small size \
         where there is none).\n\n",
    );
    out.push_str("| program | size | mat2c MIr | C MIr | mat2c / C | outputs equal? |\n");
    out.push_str("| --- | ---: | ---: | ---: | ---: | --- |\n");
    let mut ratios = Vec::new();
    for r in rows {
        let cell = |c: &Result<u64, String>| match c {
            Ok(n) => mir(*n),
            Err(e) => e.clone(),
        };
        let ratio = match (&r.mat2c, &r.c) {
            (Ok(a), Ok(b)) if *b > 0 => {
                let x = *a as f64 / *b as f64;
                ratios.push(x);
                format!("{}×", sig(x))
            }
            _ => "–".into(),
        };
        let same = match r.same_output {
            Some(true) => "yes",
            Some(false) => "**no**",
            None => "–",
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {ratio} | {same} |\n",
            r.name,
            r.size,
            cell(&r.mat2c),
            cell(&r.c)
        ));
    }
    if let Some(g) = stats::geomean(&ratios) {
        out.push_str(&format!(
            "\nGeometric mean of mat2c / C instructions: {}× over {} programs.\n",
            sig(g),
            ratios.len()
        ));
    }
    out.push_str(END);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_summary_line() {
        let profile = "version: 1\nevents: Ir\nsummary: 123456\n\nfn=main\n";
        assert_eq!(total_ir(profile), Some(123_456));
        assert_eq!(total_ir("events: Ir\ntotals: 42 7\n"), Some(42));
        assert_eq!(total_ir("events: Ir\n"), None);
    }

    #[test]
    fn table_has_ratio_and_geomean() {
        let rows = [IrRow {
            name: "p".into(),
            size: 5,
            mat2c: Ok(4_000_000),
            c: Ok(2_000_000),
            same_output: Some(true),
        }];
        let md = to_markdown(&rows, "meta");
        assert!(md.contains("| p | 5 | 4.00 | 2.00 | 2.00× | yes |"), "{md}");
        assert!(md.contains("2.00× over 1 programs"), "{md}");
    }
}
