//! Describing the session: command line, date, machine, tool versions.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use super::Settings;
use super::measure;
use super::prepare::first_line;
use super::program::OCTAVE_ARGS;
use super::report::Meta;
use super::stage::{self, Stage};

/// Peak RSS of a process that does nothing (`true`), in MiB, as measured here.
fn rss_floor(s: &Settings) -> Option<f64> {
    fs::create_dir_all(&s.work).ok()?;
    let (out, err) = (s.work.join("true.stdout"), s.work.join("true.stderr"));
    let sample = measure::run_once(&mut Command::new("true"), &out, &err, s.timeout).ok()?;
    Some(sample.max_rss_kib as f64 / 1024.0)
}

/// Wall time of an Octave run that does nothing, in seconds.
fn octave_startup(s: &Settings) -> Option<f64> {
    let (out, err) = (s.work.join("octave.stdout"), s.work.join("octave.stderr"));
    let mut octave = Command::new("octave-cli");
    octave
        .args(OCTAVE_ARGS)
        .args(["--eval", ""])
        .current_dir(&s.work);
    let sample = measure::run_once(&mut octave, &out, &err, s.timeout).ok()?;
    sample.status.success().then_some(sample.wall.as_secs_f64())
}

/// The 1-minute load average, from /proc/loadavg.
pub(super) fn load_average() -> Option<String> {
    let text = fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next().map(str::to_owned)
}

pub(super) fn meta(s: &Settings, runs: String, load_at_start: Option<String>) -> Meta {
    let rss_floor = rss_floor(s);
    let load = |l: Option<String>| l.unwrap_or_else(|| "?".into());
    let load = format!(
        "{} at the start, {} at the end",
        load(load_at_start),
        load(load_average())
    );
    let args: Vec<String> = std::env::args().skip(1).map(|a| shell_quote(&a)).collect();
    let first_line = |out: Option<String>| {
        out.as_deref()
            .and_then(first_line)
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
    let staged = (s.stage == Stage::Prebuilt)
        .then(|| stage::read_staged(&s.work))
        .flatten();
    Meta {
        command: format!("cargo xtask {}", args.join(" ")),
        date: first_line(capture("date", &["-u", "+%Y-%m-%d %H:%M UTC"], &s.root)),
        nproc: first_line(capture("nproc", &[], &s.root)),
        load,
        cpu: cpu_model().unwrap_or_else(|| "unknown CPU".into()),
        commit: match (dirty, s.built) {
            _ if staged.is_some() => staged.as_ref().map_or_else(String::new, |(c, _)| {
                format!("{c}, staged (`--stage`) and carried to this machine")
            }),
            (_, false) => {
                format!("an existing release build (--no-build); the tree is at commit {commit}")
            }
            (true, true) => format!("release build of commit {commit} with uncommitted changes"),
            (false, true) => format!("release build of commit {commit}"),
        },
        octave: s.octave_runs.map(|_| {
            let version = first_line(capture("octave-cli", &["--version"], &s.root));
            match octave_startup(s) {
                Some(secs) => format!("{version} (start-up alone: {secs:.2} s)"),
                None => version,
            }
        }),
        cc: match &staged {
            Some((_, cc)) => cc.clone(),
            None => first_line(capture("cc", &["--version"], &s.root)),
        },
        sizes: if s.quick {
            "small (`small=` on each script's `mat2c-bench-size` line)".into()
        } else {
            "large (`large=` on each script's `mat2c-bench-size` line)".into()
        },
        quick: s.quick,
        runs,
        rss_floor: rss_floor.map_or_else(|| "unknown".into(), |f| format!("{f:.1} MiB")),
    }
}

/// Stdout of a command that succeeded.
/// `valgrind --version` without the `valgrind-` prefix.
pub(super) fn valgrind_version(root: &Path) -> String {
    capture("valgrind", &["--version"], root)
        .as_deref()
        .and_then(first_line)
        .map_or_else(
            || "unknown".into(),
            |v| v.trim_start_matches("valgrind-").to_owned(),
        )
}

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
