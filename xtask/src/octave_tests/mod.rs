//! `cargo xtask octave-tests`: GNU Octave's own test blocks (`%!assert`, `%!test`, ... in the
//! installed `.m` files under its m/ folder and the `*tst` files under its etc/tests/), read
//! from the Octave on this machine at run time, each wrapped as a standalone script
//! ([`wrap`]), kept when Octave itself passes it (verdicts cached by script hash under
//! target/octave-tests/), then compiled and run by mat2c and classified ([`judge`]). The
//! report ([`report`]) counts by folder, ranks the compile blockers and lists the failures.

mod judge;
mod parse;
mod report;
mod wrap;

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::Args;

use judge::Tools;
use report::{Record, State};

/// Options of `cargo xtask octave-tests`.
#[derive(Args, Debug)]
pub(crate) struct OctaveTestsArgs {
    /// Tests run at once.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Only the sources whose path (relative to m/, or `tests/...`) contains this text:
    /// a folder (`general/`) or a function (`rot90`); several, comma-separated, for any.
    #[arg(long)]
    filter: Option<String>,
    /// The mat2c executable (default: build the release CLI first).
    #[arg(long)]
    mat2c: Option<PathBuf>,
    /// Seconds each of Octave, mat2c and the compiled program may run.
    #[arg(long, default_value_t = 30)]
    timeout: u32,
    /// Run only the first N wrapped tests (after --filter).
    #[arg(long)]
    limit: Option<usize>,
    /// List the tests (wrapped, or skipped and why) instead of running them.
    #[arg(long)]
    list: bool,
    /// Write the wrapped scripts into DIR (`FOLDER/NAME_tINDEX.m`) for debugging.
    #[arg(long, value_name = "DIR")]
    keep: Option<PathBuf>,
    /// Write the Markdown report to PATH (default: stdout).
    #[arg(long, value_name = "PATH")]
    report: Option<PathBuf>,
    /// Fail if fewer tests pass.
    #[arg(long, default_value_t = 0)]
    floor: usize,
    /// Fail if any test is a FAIL (a silent difference from Octave).
    #[arg(long)]
    fail_on_fail: bool,
}

/// Where this machine's Octave keeps its sources.
pub(crate) struct Octave {
    pub(crate) version: String,
    /// `share/octave/VERSION`.
    pub(crate) share: PathBuf,
}

pub(crate) fn find_octave() -> Result<Octave, String> {
    let out = std::process::Command::new("octave-cli")
        .args([
            "--no-gui",
            "-q",
            "--norc",
            "--no-history",
            "--eval",
            "disp(OCTAVE_HOME); disp(OCTAVE_VERSION)",
        ])
        .output()
        .map_err(|e| format!("cannot run octave-cli: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    let (Some(home), Some(version)) = (lines.next(), lines.next()) else {
        return Err(format!("octave-cli printed no OCTAVE_HOME: {text:?}"));
    };
    let share = Path::new(home.trim())
        .join("share/octave")
        .join(version.trim());
    if !share.join("m").is_dir() {
        return Err(format!("no Octave m/ folder in {}", share.display()));
    }
    Ok(Octave {
        version: version.trim().to_string(),
        share,
    })
}

/// The test sources: (path relative to m/ or `tests/...`, absolute path), sorted.
fn sources(octave: &Octave) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    walk(&octave.share.join("m"), "", &mut out, &|n| {
        n.ends_with(".m")
    });
    walk(&octave.share.join("etc/tests"), "tests/", &mut out, &|n| {
        n.ends_with("tst")
    });
    out.sort();
    out
}

fn walk(dir: &Path, prefix: &str, out: &mut Vec<(String, PathBuf)>, pick: &dyn Fn(&str) -> bool) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            walk(&path, &format!("{prefix}{name}/"), out, pick);
        } else if pick(&name) {
            out.push((format!("{prefix}{name}"), path));
        }
    }
}

/// A test to run: its record's index and its script.
struct Job {
    record: usize,
    script: String,
}

pub(crate) fn run(args: &OctaveTestsArgs) -> Result<(), String> {
    let octave = find_octave()?;
    let mut records: Vec<Record> = Vec::new();
    let mut jobs: Vec<Job> = Vec::new();
    'files: for (file, path) in sources(&octave) {
        if args
            .filter
            .as_ref()
            .is_some_and(|f| !f.split(',').any(|f| file.contains(f)))
        {
            continue;
        }
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let text = String::from_utf8_lossy(&bytes);
        let folder = file.rsplit_once('/').map_or("", |(d, _)| d).to_string();
        for t in wrap::tests(&parse::blocks(&text)) {
            if args.limit.is_some_and(|n| jobs.len() >= n) {
                break 'files;
            }
            let state = match t.script {
                Ok(script) => {
                    jobs.push(Job {
                        record: records.len(),
                        script,
                    });
                    // Replaced by the outcome below.
                    State::Invalid
                }
                Err(why) => State::Skipped(why),
            };
            records.push(Record {
                file: file.clone(),
                folder: folder.clone(),
                index: t.index,
                line: t.line,
                state,
            });
        }
    }
    if let Some(dir) = &args.keep {
        keep(dir, &records, &jobs)?;
    }
    if args.list {
        list(&records, &jobs);
        return Ok(());
    }

    let out = PathBuf::from(std::env::var("CARGO_TARGET_DIR").unwrap_or("target".into()))
        .join("octave-tests");
    let cache = out.join("octave");
    std::fs::create_dir_all(&cache).map_err(|e| format!("{}: {e}", cache.display()))?;
    let out = out.canonicalize().map_err(|e| e.to_string())?;
    let tools = Tools {
        mat2c: match &args.mat2c {
            Some(p) => p.clone(),
            None => crate::fuzz::build_mat2c()?,
        }
        .canonicalize()
        .map_err(|e| format!("the mat2c executable: {e}"))?,
        timeout_s: args.timeout,
        cache: out.join("octave"),
        octave_version: octave.version.clone(),
    };
    let states = run_jobs(args.jobs, &tools, &out, &jobs);
    for (job, state) in jobs.iter().zip(states) {
        records[job.record].state = state;
    }

    let jsonl = out.join("results.jsonl");
    std::fs::write(&jsonl, report::json_lines(&records))
        .map_err(|e| format!("{}: {e}", jsonl.display()))?;
    let header = format!(
        "# Octave's own tests through mat2c\n\n\
         Octave {} (`{}`); mat2c at commit {}; filter `{}`; {} tests from {} sources.\n\n\
         A test is *valid* when Octave passes its wrapped script; *pass/valid* counts mat2c's \
         passes (exit 0, stdout identical) among them. FAIL: compiled and ran, but an assert \
         failed or stdout differs (a silent difference).\n",
        octave.version,
        octave.share.display(),
        commit(),
        args.filter.as_deref().unwrap_or(""),
        records.len(),
        records
            .iter()
            .map(|r| &r.file)
            .collect::<std::collections::BTreeSet<_>>()
            .len()
    );
    let md = report::markdown(&header, &records);
    match &args.report {
        Some(path) => {
            std::fs::write(path, &md).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        None => print!("{md}"),
    }
    let (valid, passed, failed) = report::totals(&records);
    let scoped: Vec<_> = records
        .iter()
        .filter(|r| report::in_scope(&r.folder))
        .cloned()
        .collect();
    let (s_valid, s_passed, _) = report::totals(&scoped);
    eprintln!(
        "octave-tests: {passed} of {valid} valid tests pass ({s_passed} of {s_valid} in scope), {failed} FAIL; results in {}",
        jsonl.display()
    );
    if passed < args.floor {
        return Err(format!(
            "{passed} tests pass, below the floor of {}",
            args.floor
        ));
    }
    if args.fail_on_fail && failed > 0 {
        return Err(format!(
            "{failed} tests FAIL (silent differences from Octave)"
        ));
    }
    Ok(())
}

/// The checkout's commit, `+` when it has changes: what the figures were measured on.
fn commit() -> String {
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let Some(head) = git(&["rev-parse", "--short", "HEAD"]) else {
        return "unknown".into();
    };
    let dirty =
        git(&["status", "--porcelain", "--untracked-files=no"]).is_some_and(|s| !s.is_empty());
    format!("`{head}`{}", if dirty { " (with changes)" } else { "" })
}

/// Runs the jobs on `n` threads; the states in job order.
fn run_jobs(n: usize, tools: &Tools, out: &Path, jobs: &[Job]) -> Vec<State> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let states: Mutex<Vec<Option<State>>> = Mutex::new(vec![None; jobs.len()]);
    std::thread::scope(|s| {
        for worker in 0..n.max(1) {
            let (next, done, states) = (&next, &done, &states);
            let dir = out.join(format!("work{worker}"));
            s.spawn(move || {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(k) else {
                        break;
                    };
                    let state = match judge::octave(tools, &dir, &job.script) {
                        None => State::Invalid,
                        Some(want) => State::Ran(judge::mat2c(tools, &dir, &job.script, &want)),
                    };
                    states
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)[k] = Some(state);
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if d % 100 == 0 || d == jobs.len() {
                        eprintln!("octave-tests: {d}/{} run", jobs.len());
                    }
                }
            });
        }
    });
    states
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .into_iter()
        .map(|s| s.unwrap_or(State::Invalid))
        .collect()
}

fn list(records: &[Record], jobs: &[Job]) {
    use std::io::Write as _;
    let wrapped: std::collections::BTreeSet<usize> = jobs.iter().map(|j| j.record).collect();
    let mut out = std::io::stdout().lock();
    for (i, r) in records.iter().enumerate() {
        let what = match &r.state {
            State::Skipped(why) => format!("skipped: {why}"),
            _ if wrapped.contains(&i) => "wrapped".to_string(),
            _ => String::new(),
        };
        // A closed pipe (`| head`) ends the listing.
        if writeln!(out, "{} line {}: {what}", r.id(), r.line).is_err() {
            return;
        }
    }
}

/// Writes each wrapped script as `dir/FOLDER/NAME_tINDEX.m` (a name Octave and mat2c accept).
fn keep(dir: &Path, records: &[Record], jobs: &[Job]) -> Result<(), String> {
    for job in jobs {
        let r = &records[job.record];
        let file = r.file.rsplit('/').next().unwrap_or(&r.file);
        let stem = file.split('.').next().unwrap_or(file);
        let stem: String = stem
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        // A script name starts with a letter.
        let stem = if stem.starts_with(|c: char| c.is_ascii_alphabetic()) {
            stem
        } else {
            format!("t{stem}")
        };
        let sub = dir.join(&r.folder);
        std::fs::create_dir_all(&sub).map_err(|e| format!("{}: {e}", sub.display()))?;
        let path = sub.join(format!("{stem}_t{}.m", r.index));
        std::fs::write(&path, &job.script).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}
