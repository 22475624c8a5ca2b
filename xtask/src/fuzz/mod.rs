//! `cargo xtask fuzz`: differential testing against GNU Octave. Random well-typed programs
//! ([`generate`]) run in Octave and through mat2c; outputs are compared byte for byte (stdout,
//! stderr without Octave's backtraces, exit status). Each difference is minimised
//! ([`minimize`]) and saved as a run test ready to bless (`--out`/found/).
//!
//! Program `k` of `--seed s` is always the same program, so a finding is reproduced with
//! `--seed s --first k --programs 1`.

mod generate;
mod minimize;
mod rng;
mod run;
mod ty;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::Args;

use run::{Tools, Verdict};

/// Options of `cargo xtask fuzz`.
#[derive(Args, Debug)]
pub(crate) struct FuzzArgs {
    /// How many programs to generate and compare.
    #[arg(long, default_value_t = 100)]
    programs: usize,
    /// The index of the first program (to reproduce one finding).
    #[arg(long, default_value_t = 0)]
    first: usize,
    /// The run's seed: program k of a seed is always the same program.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Programs run at once.
    #[arg(long, default_value_t = 2)]
    jobs: usize,
    /// Where work folders and findings (found/*.m) go.
    #[arg(long, default_value = "target/fuzz")]
    out: PathBuf,
    /// The mat2c executable (default: build the release CLI first).
    #[arg(long)]
    mat2c: Option<PathBuf>,
    /// Seconds each of Octave, mat2c and the compiled program may run.
    #[arg(long, default_value_t = 20)]
    timeout: u32,
    /// Programs tried per finding while minimising (0: keep findings whole).
    #[arg(long, default_value_t = 60)]
    minimize_budget: usize,
    /// Print the programs instead of running them.
    #[arg(long)]
    print: bool,
    /// Also save the programs mat2c refuses.
    #[arg(long)]
    save_refused: bool,
    /// Verdicts that make the command fail (comma-separated: crash, wrong, error-diff).
    #[arg(long, default_value = "crash,wrong")]
    fail_on: String,
}

struct Finding {
    index: usize,
    verdict: Verdict,
    detail: String,
}

pub(crate) fn run(args: &FuzzArgs) -> Result<(), String> {
    let range = args.first..args.first + args.programs;
    if args.print {
        for k in range {
            let p = generate::program(&mut rng::Rng::for_program(args.seed, k as u64));
            println!("% ---- program {k} of seed {}\n{}", args.seed, p.text());
        }
        return Ok(());
    }
    let tools = Tools {
        mat2c: match &args.mat2c {
            Some(p) => p.clone(),
            None => build_mat2c()?,
        }
        .canonicalize()
        .map_err(|e| format!("the mat2c executable: {e}"))?,
        timeout_s: args.timeout,
    };
    std::fs::create_dir_all(args.out.join("found"))
        .map_err(|e| format!("{}: {e}", args.out.display()))?;
    let out = args.out.canonicalize().map_err(|e| e.to_string())?;
    let found_dir = out.join("found");
    let next = AtomicUsize::new(range.start);
    let counts: Mutex<BTreeMap<Verdict, usize>> = Mutex::new(BTreeMap::new());
    let findings: Mutex<Vec<Finding>> = Mutex::new(Vec::new());
    let refusals: Mutex<BTreeMap<String, usize>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|s| {
        for job in 0..args.jobs.max(1) {
            let (tools, next, counts, findings, refusals, found_dir) =
                (&tools, &next, &counts, &findings, &refusals, &found_dir);
            let work = out.join(format!("work{job}"));
            s.spawn(move || {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= range.end {
                        break;
                    }
                    let p = generate::program(&mut rng::Rng::for_program(args.seed, k as u64));
                    let (verdict, want, got) = run::check(tools, &work, &p.text());
                    *lock(counts).entry(verdict).or_default() += 1;
                    if verdict == Verdict::Refused {
                        let why = got
                            .stderr
                            .iter()
                            .find(|l| l.starts_with("error"))
                            .cloned()
                            .unwrap_or_default();
                        *lock(refusals).entry(why).or_default() += 1;
                    }
                    let keep = matches!(
                        verdict,
                        Verdict::Crash | Verdict::Wrong | Verdict::ErrorDiff
                    ) || (verdict == Verdict::Refused && args.save_refused);
                    if !keep {
                        continue;
                    }
                    let lines = if args.minimize_budget > 0 && verdict != Verdict::Refused {
                        minimize::minimize(
                            tools,
                            &work,
                            &p.lines,
                            &|l: &[String]| p.render(l),
                            verdict,
                            &want,
                            args.minimize_budget,
                        )
                    } else {
                        p.lines.clone()
                    };
                    let (_, want, got) = if lines.len() < p.lines.len() {
                        run::check(tools, &work, &p.render(&lines))
                    } else {
                        (verdict, want, got)
                    };
                    let file = found_dir.join(format!(
                        "{}-s{}-{k}.m",
                        verdict.name(),
                        args.seed
                    ));
                    let text = format!(
                        "%! test: run\n% found by `cargo xtask fuzz --seed {} --first {k} --programs 1` ({}), minimised\n{}",
                        args.seed,
                        verdict.name(),
                        p.render(&lines)
                    );
                    let _ = std::fs::write(&file, text);
                    let detail = first_difference(&want, &got);
                    lock(findings).push(Finding {
                        index: k,
                        verdict,
                        detail,
                    });
                }
            });
        }
    });
    report(args, &lock(&counts), &lock(&findings), &lock(&refusals))
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

pub(crate) fn build_mat2c() -> Result<PathBuf, String> {
    let status = std::process::Command::new(std::env::var("CARGO").unwrap_or("cargo".into()))
        .args(["build", "--release", "-q", "-p", "mat2c-cli"])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("building mat2c failed".into());
    }
    let target = std::env::var("CARGO_TARGET_DIR").unwrap_or("target".into());
    Ok(PathBuf::from(target).join("release/mat2c"))
}

/// The first line where the two outputs differ, for the summary.
fn first_difference(want: &run::Printed, got: &run::Printed) -> String {
    if want.exit != got.exit {
        return format!(
            "exit {:?} (Octave {:?}); stderr: {}",
            got.exit,
            want.exit,
            got.stderr.first().map_or("", String::as_str)
        );
    }
    let (w, g): (Vec<&str>, Vec<&str>) =
        (want.stdout.lines().collect(), got.stdout.lines().collect());
    for i in 0..w.len().max(g.len()) {
        let (a, b) = (w.get(i).copied(), g.get(i).copied());
        if a != b {
            return format!(
                "stdout line {}: Octave {:?}, mat2c {:?}",
                i + 1,
                a.unwrap_or(""),
                b.unwrap_or("")
            );
        }
    }
    format!("stderr: Octave {:?}, mat2c {:?}", want.stderr, got.stderr)
}

fn report(
    args: &FuzzArgs,
    counts: &BTreeMap<Verdict, usize>,
    findings: &[Finding],
    refusals: &BTreeMap<String, usize>,
) -> Result<(), String> {
    let valid: usize = counts
        .iter()
        .filter(|(v, _)| **v != Verdict::Invalid)
        .map(|(_, n)| n)
        .sum();
    println!(
        "fuzz: seed {}, programs {}..{}",
        args.seed,
        args.first,
        args.first + args.programs
    );
    for (v, n) in counts {
        println!("  {:<11} {n:>6}", v.name());
    }
    let same = counts.get(&Verdict::Same).copied().unwrap_or(0);
    if valid > 0 {
        println!(
            "  identical to Octave: {same} of {valid} valid programs ({:.1}%)",
            100.0 * same as f64 / valid as f64
        );
    }
    let mut by_index: Vec<&Finding> = findings.iter().collect();
    by_index.sort_by_key(|f| (f.verdict, f.index));
    for f in &by_index {
        println!("  {} program {}: {}", f.verdict.name(), f.index, f.detail);
    }
    let mut reasons: Vec<(&String, &usize)> = refusals.iter().collect();
    reasons.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    for (why, n) in reasons.iter().take(10) {
        println!("  refused {n:>4}x: {why}");
    }
    if !findings.is_empty() {
        println!("  reproducers: {}", args.out.join("found").display());
    }
    let failing: Vec<&str> = args.fail_on.split(',').map(str::trim).collect();
    let bad = findings
        .iter()
        .filter(|f| failing.contains(&f.verdict.name()))
        .count();
    if bad > 0 {
        return Err(format!(
            "{bad} programs differ from Octave ({})",
            args.fail_on
        ));
    }
    Ok(())
}
