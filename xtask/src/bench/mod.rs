//! `cargo xtask bench`: compile every benchsuite program with mat2c, time it
//! against GNU Octave and the hand-written C reference, check that all three
//! print the same thing, and write docs/BENCHMARKS.md and docs/benchmarks.svg.

mod callgrind;
mod check;
mod gctd;
mod measure;
mod meta;
mod prepare;
mod program;
mod report;
mod run;
mod stage;
mod stats;
mod svg;
mod threads;

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use report::Report;
use stage::Stage;

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
    /// Timed runs of Octave [default: 3, or --runs if that is smaller].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    octave_runs: Option<u32>,
    /// Kill a run after this many seconds [default: 900; 60 with --quick].
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
    timeout: Option<u64>,
    /// Where to write the Markdown report [default: docs/BENCHMARKS.md; with --quick
    /// target/bench/BENCHMARKS.md unless --write]; the SVG chart goes beside it as
    /// benchmarks.svg.
    #[arg(long, value_name = "PATH")]
    out: Option<PathBuf>,
    /// The benchmark folder [default: benchsuite].
    #[arg(long, value_name = "DIR")]
    suite: Option<PathBuf>,
    /// Use the existing target/release/mat2c instead of building it first.
    #[arg(long)]
    no_build: bool,
    /// Print the table only; write no files.
    #[arg(long)]
    no_write: bool,
    /// With --quick, write the committed docs/BENCHMARKS.md (and docs/benchmarks.svg) anyway;
    /// a quick run's figures otherwise go to target/bench/ so they never replace the real ones.
    #[arg(long, conflicts_with = "no_write")]
    write: bool,
    /// Compare storage coalescing on vs off (`--no-coalesce`) instead of Octave and C:
    /// times, peak RSS and paper 001's Table 2 figures, written into the GCTD section of
    /// docs/BENCHMARKS.md.
    #[arg(long)]
    gctd: bool,
    /// Count instructions instead of timing: the mat2c and C executables of each program run
    /// once under `valgrind --tool=callgrind` at the `medium=` size (`--quick`: small).
    /// Prints the table; writes it into the page only when `--out` names one.
    #[arg(long, conflicts_with = "gctd")]
    callgrind: bool,
    /// Compare thread counts instead of Octave and C (e.g. `--threads 1,2`): the programs
    /// that use `parfor` (or those `--only` names) compiled with `mat2c --threads=N`, and
    /// their C references built with `-fopenmp` and run with `OMP_NUM_THREADS=N`; written
    /// into the threads section of docs/BENCHMARKS.md.
    #[arg(long, value_name = "N,N,...", value_delimiter = ',', conflicts_with_all = ["gctd", "callgrind"],
          value_parser = clap::value_parser!(u32).range(1..))]
    threads: Vec<u32>,
    /// An extra argument for every mat2c compilation (repeatable), e.g.
    /// `--mat2c-arg=--keep-checks` to measure what check elimination saves.
    #[arg(long, value_name = "ARG", allow_hyphen_values = true)]
    mat2c_arg: Vec<String>,
    /// Compile every variant into target/bench/ and time nothing, for `--staged` on
    /// another (quiet) machine: carry target/bench and the xtask binary there.
    #[arg(long, conflicts_with_all = ["gctd", "callgrind", "staged"])]
    stage: bool,
    /// Time the executables an earlier `--stage` (same options) left in target/bench/;
    /// builds and compiles nothing, so the machine needs neither mat2c nor a C compiler.
    #[arg(long, conflicts_with_all = ["gctd", "callgrind"])]
    staged: bool,
}

/// The resolved settings of one benchmark session.
struct Settings {
    root: PathBuf,
    /// `target/bench`: one work directory per program.
    work: PathBuf,
    mat2c: PathBuf,
    /// Extra mat2c arguments (`--mat2c-arg`).
    mat2c_args: Vec<String>,
    /// mat2c was rebuilt for this session (not `--no-build`).
    built: bool,
    quick: bool,
    runs: usize,
    /// `None` when Octave is not run.
    octave_runs: Option<usize>,
    timeout: Duration,
    stage: Stage,
}

pub(crate) fn run(args: &BenchArgs) -> Result<(), String> {
    let root = workspace_root()?;
    let suite = args
        .suite
        .clone()
        .unwrap_or_else(|| root.join("benchsuite"));
    let mut programs = prepare::select(prepare::discover(&suite)?, &args.only)?;
    if !args.threads.is_empty() && args.only.is_empty() {
        programs = threads::parfor_programs(programs);
    }
    if programs.is_empty() {
        return Err(format!("no benchmark programs in {}", suite.display()));
    }
    let settings = settings(args, &root);
    let _lock = lock_work_dir(&settings.work)?;
    if !args.no_build && !args.staged {
        build_mat2c(&root)?;
    }
    if args.stage {
        let m = meta::meta(&settings, String::new(), None);
        stage::write_staged(&settings.work, &m.commit, &m.cc)?;
    }
    if !settings.mat2c.is_file() && !args.staged {
        return Err(format!("{} was not built", settings.mat2c.display()));
    }

    if args.gctd {
        return run_gctd(args, &programs, &settings);
    }
    if args.callgrind {
        return run_callgrind(args, &programs, &settings);
    }
    if !args.threads.is_empty() {
        return run_threads(args, &programs, &settings);
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
    let steps = programs.len() * program::steps_per_program(&settings);
    let bar = ProgressBar::new(steps as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} {msg}")
            .map_err(|e| format!("progress bar template: {e}"))?,
    );
    bar.enable_steady_tick(Duration::from_millis(200));

    let started = std::time::Instant::now();
    let load_at_start = meta::load_average();
    let mut rows = Vec::new();
    let mut notes = Vec::new();
    for program in &programs {
        let (row, program_notes) = program::bench(program, &settings, &bar);
        bar.suspend(|| eprintln!("{}", program::one_line(&row)));
        rows.push(row);
        notes.extend(program_notes);
    }
    bar.finish_and_clear();
    let elapsed = started.elapsed().as_secs();
    eprintln!("bench: timed in {}m {:02}s", elapsed / 60, elapsed % 60);

    let report = Report {
        meta: meta::meta(&settings, plan_text, load_at_start),
        rows,
        notes,
    };
    if args.stage {
        eprintln!("bench --stage: compiled into {}", settings.work.display());
        return Ok(());
    }
    println!("{}", report.to_text());
    if !args.no_write {
        write_report(&report, &report_path(args, &root))?;
    }
    Ok(())
}

fn progress(steps: usize) -> Result<ProgressBar, String> {
    let bar = ProgressBar::new(steps as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} {msg}")
            .map_err(|e| format!("progress bar template: {e}"))?,
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    Ok(bar)
}

/// `--gctd`: coalescing on vs off for every program.
fn run_gctd(
    args: &BenchArgs,
    programs: &[prepare::Program],
    settings: &Settings,
) -> Result<(), String> {
    eprintln!(
        "bench --gctd: {} program(s), {} sizes, {} runs each way",
        programs.len(),
        if settings.quick { "small" } else { "large" },
        settings.runs
    );
    let bar = progress(programs.len() * gctd::steps_per_program(settings))?;
    let load_at_start = meta::load_average();
    let mut rows = Vec::new();
    for program in programs {
        rows.push(gctd::bench(program, settings, &bar));
    }
    bar.finish_and_clear();
    let m = meta::meta(settings, runs_text(settings), load_at_start);
    let meta_text = format!(
        "Command: `{}`; {}; {} (`nproc` = {}); load average {}; {}.",
        m.command, m.date, m.cpu, m.nproc, m.load, m.commit
    );
    let section = gctd::to_markdown(&rows, &meta_text);
    println!("{section}");
    if !args.no_write {
        let out = report_path(args, &settings.root);
        let page = fs::read_to_string(&out).unwrap_or_default();
        fs::write(&out, gctd::splice(&page, &section))
            .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        eprintln!("bench --gctd: wrote the GCTD section of {}", out.display());
    }
    Ok(())
}

/// `--threads 1,2`: every program at each thread count, mat2c and C.
fn run_threads(
    args: &BenchArgs,
    programs: &[prepare::Program],
    settings: &Settings,
) -> Result<(), String> {
    let counts = &args.threads;
    eprintln!(
        "bench --threads: {} program(s), {} sizes, threads {:?}, {} runs each",
        programs.len(),
        if settings.quick { "small" } else { "large" },
        counts,
        settings.runs
    );
    let bar = progress(programs.len() * threads::steps_per_program(settings, counts))?;
    let load_at_start = meta::load_average();
    let mut rows = Vec::new();
    for program in programs {
        rows.push(threads::bench(program, settings, counts, &bar));
    }
    bar.finish_and_clear();
    if args.stage {
        eprintln!("bench --stage: compiled into {}", settings.work.display());
        return Ok(());
    }
    let m = meta::meta(settings, runs_text(settings), load_at_start);
    let meta_text = format!(
        "Command: `{}`; {}; {} (`nproc` = {}); load average {}; {}.",
        m.command, m.date, m.cpu, m.nproc, m.load, m.commit
    );
    let section = threads::to_markdown(&rows, counts, &meta_text);
    println!("{section}");
    if !args.no_write {
        let out = args
            .out
            .clone()
            .unwrap_or_else(|| settings.root.join("docs").join("BENCHMARKS.md"));
        let page = fs::read_to_string(&out).unwrap_or_default();
        let page = gctd::splice_marked(&page, &section, threads::BEGIN, threads::END);
        fs::write(&out, page).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        eprintln!(
            "bench --threads: wrote the threads section of {}",
            out.display()
        );
    }
    Ok(())
}

/// `--callgrind`: instruction counts of mat2c vs C for every program.
fn run_callgrind(
    args: &BenchArgs,
    programs: &[prepare::Program],
    settings: &Settings,
) -> Result<(), String> {
    if !on_path("valgrind") {
        return Err("--callgrind needs valgrind on PATH".into());
    }
    eprintln!(
        "bench --callgrind: {} program(s), {} sizes",
        programs.len(),
        if settings.quick { "small" } else { "medium" },
    );
    let bar = progress(programs.len() * callgrind::steps_per_program())?;
    let load_at_start = meta::load_average();
    let mut rows = Vec::new();
    for program in programs {
        rows.push(callgrind::bench(program, settings, &bar));
    }
    bar.finish_and_clear();
    let m = meta::meta(settings, runs_text(settings), load_at_start);
    let meta_text = format!(
        "Command: `{}`; {}; {} (`nproc` = {}); valgrind {}; {}.",
        m.command,
        m.date,
        m.cpu,
        m.nproc,
        meta::valgrind_version(&settings.root),
        m.commit
    );
    let section = callgrind::to_markdown(&rows, &meta_text);
    println!("{section}");
    // Written only when asked for: the default page holds the timed table.
    if let Some(out) = &args.out {
        let page = fs::read_to_string(out).unwrap_or_default();
        let page = gctd::splice_marked(&page, &section, callgrind::BEGIN, callgrind::END);
        fs::write(out, page).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        eprintln!(
            "bench --callgrind: wrote the callgrind section of {}",
            out.display()
        );
    }
    Ok(())
}

/// Takes `target/bench/.lock` for the whole session: two benchmark sessions
/// would share work directories and disturb each other's timings.
fn lock_work_dir(work: &Path) -> Result<fs::File, String> {
    fs::create_dir_all(work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    let path = work.join(".lock");
    let file =
        fs::File::create(&path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(fs::TryLockError::WouldBlock) => Err(format!(
            "another `cargo xtask bench` is running (it holds {}); wait for it to finish",
            path.display()
        )),
        Err(fs::TryLockError::Error(e)) => Err(format!("cannot lock {}: {e}", path.display())),
    }
}

/// The workspace: the current directory when it is one (an xtask binary carried to
/// another machine runs from a copy of the tree there), else where xtask was built.
pub(crate) fn workspace_root() -> Result<PathBuf, String> {
    if let Ok(cwd) = std::env::current_dir()
        && cwd.join("xtask").join("Cargo.toml").is_file()
        && cwd.join("benchsuite").is_dir()
    {
        return Ok(cwd);
    }
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
        mat2c_args: args.mat2c_arg.clone(),
        built: !args.no_build,
        quick: args.quick,
        runs,
        octave_runs: octave.then_some(octave_runs),
        timeout: Duration::from_secs(args.timeout.unwrap_or(if args.quick { 60 } else { 900 })),
        stage: if args.stage {
            Stage::CompileOnly
        } else if args.staged {
            Stage::Prebuilt
        } else {
            Stage::Full
        },
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

/// Where the report goes: `--out`, else docs/BENCHMARKS.md, except for a `--quick` run
/// without `--write` (target/bench/BENCHMARKS.md: smoke-test figures never replace the
/// committed ones).
fn report_path(args: &BenchArgs, root: &Path) -> PathBuf {
    match &args.out {
        Some(out) => out.clone(),
        None if args.quick && !args.write => {
            root.join("target").join("bench").join("BENCHMARKS.md")
        }
        None => root.join("docs").join("BENCHMARKS.md"),
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
    // The GCTD section (`--gctd`) is kept across runs of the main table.
    let kept = fs::read_to_string(out)
        .ok()
        .and_then(|page| gctd::existing(&page));
    let page = report.to_markdown(&svg_name.to_string_lossy());
    let page = match kept {
        Some(section) => gctd::splice(&page, &section),
        None => page,
    };
    // So are the threads section (`--threads`) and the callgrind section (`--callgrind --out`).
    let kept = fs::read_to_string(out)
        .ok()
        .and_then(|page| gctd::existing_marked(&page, threads::BEGIN, threads::END));
    let page = match kept {
        Some(section) => gctd::splice_marked(&page, &section, threads::BEGIN, threads::END),
        None => page,
    };
    let kept = fs::read_to_string(out)
        .ok()
        .and_then(|page| gctd::existing_marked(&page, callgrind::BEGIN, callgrind::END));
    let page = match kept {
        Some(section) => gctd::splice_marked(&page, &section, callgrind::BEGIN, callgrind::END),
        None => page,
    };
    fs::write(out, page).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    if report.mean_speedup().is_none() {
        // No Octave timings: an old chart beside the page would describe another session.
        let _ = fs::remove_file(&svg_path);
        eprintln!(
            "bench: wrote {} (no Octave timings: no chart)",
            out.display()
        );
        return Ok(());
    }
    fs::write(&svg_path, svg::render(&bars, report.mean_speedup()))
        .map_err(|e| format!("cannot write {}: {e}", svg_path.display()))?;
    eprintln!("bench: wrote {} and {}", out.display(), svg_path.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{BenchArgs, report_path};
    use clap::Parser;
    use std::path::Path;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        bench: BenchArgs,
    }

    fn path(args: &[&str]) -> String {
        let cli = Cli::try_parse_from(std::iter::once("bench").chain(args.iter().copied()))
            .expect("valid arguments");
        report_path(&cli.bench, Path::new("/r"))
            .display()
            .to_string()
    }

    #[test]
    fn quick_runs_write_under_target_unless_asked() {
        assert_eq!(path(&[]), "/r/docs/BENCHMARKS.md");
        assert_eq!(path(&["--quick"]), "/r/target/bench/BENCHMARKS.md");
        assert_eq!(path(&["--quick", "--write"]), "/r/docs/BENCHMARKS.md");
        assert_eq!(path(&["--quick", "--out", "/x/B.md"]), "/x/B.md");
    }
}
