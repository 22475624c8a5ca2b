//! `cargo xtask bench --threads 1,2`: the programs that use `parfor` (or those `--only`
//! names), compiled with `mat2c --threads=N` for each N, and their C references built with
//! `-fopenmp` and run with `OMP_NUM_THREADS=N`, timed interleaved, at each script's
//! `threads=` size (else its large one). The table gives median
//! times, the speed-up of the most threads over one, and whether every variant printed the
//! same thing. The Markdown goes into docs/BENCHMARKS.md between [`BEGIN`] and [`END`].

use std::fs;
use std::path::Path;
use std::process::Command;

use indicatif::ProgressBar;

use super::Settings;
use super::prepare::{self, Program};
use super::report::sig;
use super::run::{Plan, Variant};
use super::stats;

pub(crate) const BEGIN: &str = "<!-- threads-table: begin (cargo xtask bench --threads) -->";
pub(crate) const END: &str = "<!-- threads-table: end -->";

/// One program's row: per thread count, the median seconds (or why none) of mat2c and C.
pub(crate) struct ThreadsRow {
    name: String,
    size: u64,
    mat2c: Vec<Result<(f64, f64, f64), String>>,
    c: Vec<Result<(f64, f64, f64), String>>,
    /// Every variant that ran printed the same text (`None`: fewer than two ran).
    same_output: Option<bool>,
}

/// The programs whose script uses `parfor`.
pub(crate) fn parfor_programs(all: Vec<Program>) -> Vec<Program> {
    all.into_iter()
        .filter(|p| {
            fs::read_to_string(p.script()).is_ok_and(|src| {
                src.lines()
                    .any(|l| l.trim_start().starts_with("parfor ") && !l.contains('%'))
            })
        })
        .collect()
}

/// Progress-bar steps for one program.
pub(crate) fn steps_per_program(s: &Settings, counts: &[u32]) -> usize {
    (1 + counts.len()) + 2 * counts.len() * s.runs
}

/// Compiles and times one program at every thread count.
pub(crate) fn bench(
    program: &Program,
    s: &Settings,
    counts: &[u32],
    bar: &ProgressBar,
) -> ThreadsRow {
    let name = program.name.clone();
    let mut row = ThreadsRow {
        name: name.clone(),
        size: 0,
        mat2c: vec![Err("not run".into()); counts.len()],
        c: vec![Err("not run".into()); counts.len()],
        same_output: None,
    };
    let steps = steps_per_program(s, counts) as u64;
    let size = fs::read_to_string(program.script())
        .map_err(|e| e.to_string())
        .and_then(|src| prepare::sizes(&src));
    let size = match size {
        Ok(z) if s.quick => z.small,
        Ok(z) => z.threads.unwrap_or(z.large),
        Err(e) => {
            bar.inc(steps);
            row.mat2c = vec![Err(e); counts.len()];
            return row;
        }
    };
    row.size = size;
    let work = s.work.join(format!("{name}-threads"));
    if let Err(e) = s.prepare(program, size, &work) {
        bar.inc(steps);
        row.mat2c = vec![Err(e); counts.len()];
        return row;
    }
    let mut plans = Vec::new();
    for (k, &n) in counts.iter().enumerate() {
        bar.set_message(format!("{name}: mat2c --threads={n}"));
        let exe = format!("{name}_t{n}");
        let mut cmd = Command::new(&s.mat2c);
        cmd.args([
            format!("{name}.m"),
            "-o".into(),
            exe.clone(),
            format!("--threads={n}"),
        ]);
        cmd.args(&s.mat2c_args);
        match s.compile(cmd, &work, Path::new(&exe), "threads-compile") {
            Ok(()) => plans.push(Plan {
                variant: Variant::Mat2cThreads(n),
                program: work.join(&exe),
                args: vec![],
                env: vec![],
                runs: s.runs,
            }),
            Err(e) => {
                row.mat2c[k] = Err(format!("compile error: {e}"));
                bar.inc(s.runs as u64);
            }
        }
        bar.inc(1);
    }
    bar.set_message(format!("{name}: C compile (-fopenmp)"));
    let (src, exe) = (format!("{name}_ref.c"), format!("{name}_ref_omp"));
    let c_built = work.join(&src).is_file() && {
        let mut cc = Command::new("cc");
        cc.args(["-O2", "-std=c99", "-fopenmp", "-o", &exe, &src, "-lm"]);
        match s.compile(cc, &work, Path::new(&exe), "cc-omp") {
            Ok(()) => true,
            Err(e) => {
                row.c = vec![Err(format!("compile error: {e}")); counts.len()];
                false
            }
        }
    };
    bar.inc(1);
    for &n in counts {
        if c_built {
            plans.push(Plan {
                variant: Variant::CThreads(n),
                program: work.join(&exe),
                args: vec![size.to_string()],
                env: vec![("OMP_NUM_THREADS".into(), n.to_string())],
                runs: s.runs,
            });
        } else {
            bar.inc(s.runs as u64);
        }
    }
    let ran = s.time(&name, &work, &plans, bar);
    let mut outputs: Vec<String> = Vec::new();
    for (variant, result) in ran {
        let cell = result
            .map(|t| {
                outputs.push(t.stdout.clone());
                if t.varies {
                    outputs.push(String::from("(varies between runs)"));
                }
                let times: Vec<f64> = t.samples.iter().map(|x| x.wall.as_secs_f64()).collect();
                stats::summarize(&times)
                    .map_or((f64::NAN, f64::NAN, f64::NAN), |s| (s.median, s.min, s.max))
            })
            .map_err(|f| f.detail);
        let slot = |n: u32| counts.iter().position(|&c| c == n);
        match variant {
            Variant::Mat2cThreads(n) => {
                if let Some(k) = slot(n) {
                    row.mat2c[k] = cell;
                }
            }
            Variant::CThreads(n) => {
                if let Some(k) = slot(n) {
                    row.c[k] = cell;
                }
            }
            _ => {}
        }
    }
    if outputs.len() >= 2 {
        row.same_output = Some(outputs.iter().all(|o| *o == outputs[0]));
    }
    row
}

/// Time of the last thread count over the first (a speed-up above 1 is faster).
fn speedup(cells: &[Result<(f64, f64, f64), String>]) -> Option<f64> {
    match (cells.first(), cells.last()) {
        (Some(Ok((a, _, _))), Some(Ok((b, _, _)))) if *b > 0.0 && cells.len() > 1 => Some(a / b),
        _ => None,
    }
}

fn time_cell(c: &Result<(f64, f64, f64), String>) -> String {
    match c {
        Ok((m, lo, hi)) => format!("{} ({}–{})", sig(*m), sig(*lo), sig(*hi)),
        Err(e) => e.clone(),
    }
}

/// The Markdown section (between the markers).
pub(crate) fn to_markdown(rows: &[ThreadsRow], counts: &[u32], meta: &str) -> String {
    let mut out = String::new();
    out.push_str(BEGIN);
    out.push_str("\n## parfor on threads (`--threads`)\n\n");
    out.push_str(meta);
    out.push_str(
        "\n\nEach program compiled with `mat2c --threads=N` per thread count, and its C \
         reference built with `-fopenmp` and run with `OMP_NUM_THREADS=N`; runs interleaved; \
         median seconds (min–max). *Speed-up* is the time with the first thread count over \
         the time with the last. *Same output* compares every variant's stdout (all thread \
         counts, mat2c and C).\n\n",
    );
    let mut head = String::from("| program | size |");
    let mut rule = String::from("| --- | ---: |");
    for n in counts {
        head.push_str(&format!(" mat2c {n} thr s |"));
        rule.push_str(" ---: |");
    }
    head.push_str(" mat2c speed-up |");
    rule.push_str(" ---: |");
    for n in counts {
        head.push_str(&format!(" C {n} thr s |"));
        rule.push_str(" ---: |");
    }
    head.push_str(" C speed-up | same output |\n");
    rule.push_str(" ---: | --- |\n");
    out.push_str(&head);
    out.push_str(&rule);
    let mut ups = Vec::new();
    for r in rows {
        let mut line = format!("| {} | {} |", r.name, r.size);
        for c in &r.mat2c {
            line.push_str(&format!(" {} |", time_cell(c)));
        }
        let up = speedup(&r.mat2c);
        ups.extend(up);
        line.push_str(&format!(
            " {} |",
            up.map_or_else(|| "–".to_string(), |u| format!("{}×", sig(u)))
        ));
        for c in &r.c {
            line.push_str(&format!(" {} |", time_cell(c)));
        }
        line.push_str(&format!(
            " {} |",
            speedup(&r.c).map_or_else(|| "–".to_string(), |u| format!("{}×", sig(u)))
        ));
        let same = match r.same_output {
            Some(true) => "yes",
            Some(false) => "**no**",
            None => "–",
        };
        line.push_str(&format!(" {same} |\n"));
        out.push_str(&line);
    }
    if let Some(g) = stats::geomean(&ups) {
        out.push_str(&format!(
            "\nGeometric mean speed-up of mat2c: {}× over {} programs.\n",
            sig(g),
            ups.len()
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
    fn speedup_is_first_over_last() {
        let cells = vec![Ok((2.0, 1.9, 2.1)), Ok((1.0, 0.9, 1.1))];
        assert_eq!(speedup(&cells), Some(2.0));
        assert_eq!(speedup(&cells[..1]), None);
        let md = to_markdown(
            &[ThreadsRow {
                name: "p".into(),
                size: 3,
                mat2c: cells.clone(),
                c: cells,
                same_output: Some(true),
            }],
            &[1, 2],
            "meta",
        );
        assert!(
            md.contains("| p | 3 | 2.00 (1.90–2.10) | 1.00 (0.900–1.10) | 2.00× |"),
            "{md}"
        );
        assert!(md.starts_with(BEGIN) && md.trim_end().ends_with(END));
    }
}
