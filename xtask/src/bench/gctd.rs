//! `cargo xtask bench --gctd`: every program compiled twice, with GCTD storage coalescing
//! (the default) and with `--no-coalesce`, timed interleaved; the table gives median times,
//! peak RSS and paper 001's Table 2 figures (from `mat2c --stats`). The Markdown goes into
//! docs/BENCHMARKS.md between [`BEGIN`] and [`END`], leaving the rest of the page alone.

use std::fs;
use std::path::Path;
use std::process::Command;

use indicatif::ProgressBar;

use super::Settings;
use super::prepare::{self, Program};
use super::report::sig;
use super::run::{self, Plan, Timed, Variant};
use super::stats;

pub(crate) const BEGIN: &str = "<!-- gctd-table: begin (cargo xtask bench --gctd) -->";
pub(crate) const END: &str = "<!-- gctd-table: end -->";

/// One program's row.
pub(crate) struct GctdRow {
    name: String,
    size: u64,
    /// (median seconds, peak RSS MiB) with coalescing on / off.
    on: Result<(f64, f64), String>,
    off: Result<(f64, f64), String>,
    /// Both variants printed the same thing.
    same_output: Option<bool>,
    /// The `storage:` and `gctd:` lines of `mat2c --stats`.
    storage: String,
    table2: String,
}

/// Progress-bar steps for one program.
pub(crate) fn steps_per_program(s: &Settings) -> usize {
    3 + 2 * s.runs
}

/// Compiles and times one program both ways.
pub(crate) fn bench(program: &Program, s: &Settings, bar: &ProgressBar) -> GctdRow {
    let name = program.name.clone();
    let mut row = GctdRow {
        name: name.clone(),
        size: 0,
        on: Err("not run".into()),
        off: Err("not run".into()),
        same_output: None,
        storage: String::new(),
        table2: String::new(),
    };
    let size = fs::read_to_string(program.script())
        .map_err(|e| e.to_string())
        .and_then(|src| prepare::sizes(&src));
    let size = match size {
        Ok(z) if s.quick => z.small,
        Ok(z) => z.large,
        Err(e) => {
            bar.inc(steps_per_program(s) as u64);
            row.on = Err(e);
            return row;
        }
    };
    row.size = size;
    let work = s.work.join(format!("{name}-gctd"));
    if let Err(e) = prepare::prepare_workdir(program, size, &work) {
        bar.inc(steps_per_program(s) as u64);
        row.on = Err(e);
        return row;
    }
    bar.set_message(format!("{name}: mat2c --stats"));
    let out = Command::new(&s.mat2c)
        .args([
            format!("{name}.m"),
            "--emit=storage".into(),
            "--stats".into(),
        ])
        .current_dir(&work)
        .output();
    if let Ok(o) = out {
        let text = String::from_utf8_lossy(&o.stdout);
        let line = |p: &str| {
            text.lines()
                .find(|l| l.starts_with(p))
                .unwrap_or("")
                .to_string()
        };
        row.storage = line("storage:");
        row.table2 = line("gctd:");
    }
    bar.inc(1);
    let mut plans = Vec::new();
    for (variant, extra) in [
        (Variant::Mat2c, None),
        (Variant::Mat2cNoCoalesce, Some("--no-coalesce")),
    ] {
        bar.set_message(format!("{name}: compile ({variant})"));
        let exe = format!("{name}_{}", if extra.is_some() { "nc" } else { "on" });
        let mut cmd = Command::new(&s.mat2c);
        cmd.args([format!("{name}.m"), "-o".into(), exe.clone()]);
        cmd.args(extra);
        match prepare::compile(cmd, &work, Path::new(&exe), "gctd-compile", s.timeout) {
            Ok(()) => plans.push(Plan {
                variant,
                program: work.join(&exe),
                args: vec![],
                env: vec![],
                runs: s.runs,
            }),
            Err(e) => {
                let slot = if extra.is_some() {
                    &mut row.off
                } else {
                    &mut row.on
                };
                *slot = Err(format!("compile error: {e}"));
                bar.inc(s.runs as u64);
            }
        }
        bar.inc(1);
    }
    let ran = run::run_interleaved(&name, &work, &plans, s.timeout, bar);
    let mut outputs: Vec<String> = Vec::new();
    for (variant, result) in ran {
        let cell = result.map(|t| {
            outputs.push(t.stdout.clone());
            summary(&t)
        });
        let cell = cell.map_err(|f| f.detail);
        match variant {
            Variant::Mat2cNoCoalesce => row.off = cell,
            _ => row.on = cell,
        }
    }
    if outputs.len() == 2 {
        row.same_output = Some(outputs[0] == outputs[1]);
    }
    row
}

fn summary(t: &Timed) -> (f64, f64) {
    let times: Vec<f64> = t.samples.iter().map(|x| x.wall.as_secs_f64()).collect();
    let rss: Vec<f64> = t
        .samples
        .iter()
        .map(|x| x.max_rss_kib as f64 / 1024.0)
        .collect();
    let med = |xs: &[f64]| stats::summarize(xs).map_or(f64::NAN, |s| s.median);
    (med(&times), med(&rss))
}

/// The `gctd:` line's fields: `s/d`, original count, KB.
fn table2_cells(line: &str) -> [String; 3] {
    let field = |key: &str| {
        line.split(", ")
            .find_map(|p| p.strip_prefix(key).or_else(|| p.split(key).nth(1)))
            .unwrap_or("?")
            .trim()
            .to_string()
    };
    [
        field("variable reduction "),
        field("original variable count "),
        field("storage reduction ")
            .trim_end_matches(" KB")
            .to_string(),
    ]
}

fn storage_cells(line: &str) -> [String; 3] {
    // storage: V array values, C colours, G groups, stack B bytes, static S bytes, heap H groups
    let nums: Vec<&str> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .collect();
    let get = |k: usize| nums.get(k).copied().unwrap_or("?").to_string();
    [get(0), get(2), format!("{}/{}/{}", get(3), get(4), get(5))]
}

/// The Markdown section (between the markers).
pub(crate) fn to_markdown(rows: &[GctdRow], meta: &str) -> String {
    let mut out = String::new();
    out.push_str(BEGIN);
    out.push_str("\n## Storage coalescing (GCTD) on vs off\n\n");
    out.push_str(meta);
    out.push_str(
        "\n\nEach program compiled with storage coalescing (default) and with `--no-coalesce`, \
         runs interleaved; medians. *Table 2* columns as in paper 001: variables of static / \
         dynamic size subsumed in another's storage, variables entering the pass, bytes saved \
         among statically sized arrays. *Groups* are the C array buffers with coalescing \
         (without it every array value has its own); *stack/static/heap* are bytes on the \
         stack, bytes in static storage and the number of heap buffers.\n\n",
    );
    out.push_str(
        "| program | size | s on | s off | off / on | RSS MiB on / off | array values | groups | stack B / static B / heap | Table 2 s/d | original vars | KB saved | same output |\n",
    );
    out.push_str("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
    let mut ratios = Vec::new();
    for r in rows {
        let t = |c: &Result<(f64, f64), String>| match c {
            Ok((s, _)) => sig(*s),
            Err(e) => e.clone(),
        };
        let rss = |c: &Result<(f64, f64), String>| match c {
            Ok((_, m)) => format!("{m:.1}"),
            Err(_) => "–".into(),
        };
        let ratio = match (&r.on, &r.off) {
            (Ok((a, _)), Ok((b, _))) if *a > 0.0 => {
                ratios.push(b / a);
                format!("{}×", sig(b / a))
            }
            _ => "–".into(),
        };
        let [vals, groups, place] = storage_cells(&r.storage);
        let [sd, orig, kb] = table2_cells(&r.table2);
        let same = match r.same_output {
            Some(true) => "yes",
            Some(false) => "**no**",
            None => "–",
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {ratio} | {} / {} | {vals} | {groups} | {place} | {sd} | {orig} | {kb} | {same} |\n",
            r.name,
            r.size,
            t(&r.on),
            t(&r.off),
            rss(&r.on),
            rss(&r.off),
        ));
    }
    if let Some(g) = stats::geomean(&ratios) {
        out.push_str(&format!(
            "\nGeometric mean of off/on time: {}× over {} programs.\n",
            sig(g),
            ratios.len()
        ));
    }
    out.push_str(END);
    out.push('\n');
    out
}

/// Replaces (or appends) the marked section of `page`.
pub(crate) fn splice(page: &str, section: &str) -> String {
    splice_marked(page, section, BEGIN, END)
}

/// Replaces (or appends) the section of `page` between `begin` and `end`.
pub(crate) fn splice_marked(page: &str, section: &str, begin: &str, end: &str) -> String {
    match (page.find(begin), page.find(end)) {
        (Some(b), Some(e)) if e > b => {
            let after = &page[e + end.len()..];
            let after = after.strip_prefix('\n').unwrap_or(after);
            format!("{}{section}{after}", &page[..b])
        }
        _ => {
            let sep = if page.is_empty() || page.ends_with("\n\n") {
                ""
            } else if page.ends_with('\n') {
                "\n"
            } else {
                "\n\n"
            };
            format!("{page}{sep}{section}")
        }
    }
}

/// The section of `page` between the markers, if any (kept when the main table is rewritten).
pub(crate) fn existing(page: &str) -> Option<String> {
    existing_marked(page, BEGIN, END)
}

/// The section of `page` between `begin` and `end`, if any.
pub(crate) fn existing_marked(page: &str, begin: &str, end: &str) -> Option<String> {
    let b = page.find(begin)?;
    let e = page.find(end)?;
    (e > b).then(|| format!("{}\n", &page[b..e + end.len()]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_stats_lines() {
        assert_eq!(
            table2_cells(
                "gctd: static/dynamic variable reduction 16/4, original variable count 143, storage reduction 3.5 KB"
            ),
            ["16/4".to_string(), "143".into(), "3.5".into()]
        );
        assert_eq!(
            storage_cells(
                "storage: 35 array values, 14 colours, 15 groups, stack 2588 bytes, static 0 bytes, heap 6 groups"
            ),
            ["35".to_string(), "15".into(), "2588/0/6".into()]
        );
    }

    #[test]
    fn splices_the_marked_section() {
        let sec = format!("{BEGIN}\nnew\n{END}\n");
        assert_eq!(splice("# B\n", &sec), format!("# B\n\n{sec}"));
        let page = format!("# B\n\n{BEGIN}\nold\n{END}\ntail\n");
        assert_eq!(splice(&page, &sec), format!("# B\n\n{sec}tail\n"));
        assert_eq!(existing(&page), Some(format!("{BEGIN}\nold\n{END}\n")));
    }
}
