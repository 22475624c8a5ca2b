//! Executing one test file.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::{
    Kind, MARKER, MARKER_SELF, OctaveOutput, TestFile, diff, octave_call, own_functions,
    parse_test, render_block, run_octave, run_octave_eval, stderr_lines, without_library_frames,
};

fn env_on(name: &str) -> bool {
    std::env::var(name).is_ok_and(|v| !v.is_empty() && v != "0")
}

pub(crate) fn run_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let Some(test) = parse_test(&text) else {
        return Ok(()); // a helper file, not a test
    };
    match test.kind {
        Kind::Run => run_test(path, &test),
        Kind::CompileError => compile_error_test(path, &test),
        Kind::Ir => snapshot_test(path, &test, mat2c_driver::Emit::Ir),
        Kind::Typed => inline_types_test(path, &test)
            .and_then(|()| snapshot_test(path, &test, mat2c_driver::Emit::Typed)),
        Kind::Types => inline_types_test(path, &test),
        Kind::Storage => snapshot_test(path, &test, mat2c_driver::Emit::Storage),
        Kind::C => c_snapshot_test(path, &test),
    }
}

fn bless(path: &Path, program: &str, block: &str) -> Result<(), String> {
    let mut s = program.to_string();
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s.push_str(block);
    std::fs::write(path, s).map_err(|e| e.to_string())
}

/// C flags of `MAT2C_SANITIZE=1` runs: AddressSanitizer (overlapping or out-of-bounds
/// buffers, use after free, leaks) and UndefinedBehaviorSanitizer, stopping at the first report.
const SANITIZE_FLAGS: &[&str] = &[
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=undefined",
    "-fno-omit-frame-pointer",
    "-g",
];
/// C flags of `MAT2C_SANITIZE=thread` runs: ThreadSanitizer, built by clang against LLVM's
/// OpenMP runtime, whose Archer tool tells TSan about OpenMP's synchronisation (GCC's libgomp
/// synchronises through futexes TSan cannot see: every parallel region would be reported).
const TSAN_FLAGS: &[&str] = &["-fsanitize=thread", "-fno-omit-frame-pointer", "-g"];

/// Which sanitizer `MAT2C_SANITIZE` asks for: `thread`, else any other non-empty value but
/// `0` means ASan and UBSan.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sanitize {
    Off,
    AddressUb,
    Thread,
}

fn sanitize_mode() -> Sanitize {
    match std::env::var("MAT2C_SANITIZE").as_deref() {
        Ok("thread") => Sanitize::Thread,
        _ if env_on("MAT2C_SANITIZE") => Sanitize::AddressUb,
        _ => Sanitize::Off,
    }
}

/// LLVM's Archer OpenMP tool beside the clang that builds the TSan programs
/// (`<llvm>/lib/clang/<version>` is clang's resource folder, Archer is in `<llvm>/lib`).
fn archer_library() -> Result<PathBuf, String> {
    let out = Command::new("clang")
        .arg("-print-resource-dir")
        .output()
        .map_err(|e| format!("MAT2C_SANITIZE=thread needs clang: {e}"))?;
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    let lib = dir
        .ancestors()
        .nth(2)
        .map(|l| l.join("libarcher.so"))
        .filter(|l| l.is_file());
    lib.ok_or_else(|| {
        "MAT2C_SANITIZE=thread needs LLVM's OpenMP runtime with Archer next to clang          (Debian: apt-get install clang libomp-dev)"
            .to_string()
    })
}

/// Octave's output for the test: the script run, or the entry function called with the
/// test's inputs.
fn oracle(path: &Path, test: &TestFile) -> Result<OctaveOutput, String> {
    match octave_call(&test.program, test) {
        Some(call) => run_octave_eval(path, &call),
        None => run_octave(path),
    }
}

/// The compile options a test's directives ask for.
fn apply_directives(opts: &mut mat2c_driver::Options, test: &TestFile) -> Result<(), String> {
    opts.args = test.args.clone();
    opts.defines = test.defines.clone();
    opts.warnings = mat2c_driver::WarningPolicy::parse(false, &test.warnings)
        .map_err(|e| format!("`%! warnings:` {e}"))?;
    Ok(())
}

fn run_test(path: &Path, test: &TestFile) -> Result<(), String> {
    if env_on("MAT2C_BLESS") {
        let o = oracle(path, test)?;
        let block = render_block(MARKER, &o.stdout, &o.stderr, o.exit);
        return bless(path, &test.program, &block);
    }
    let Some(expected) = &test.expected_stdout else {
        return Err("no expectation block: run with MAT2C_BLESS=1 (needs octave-cli)".into());
    };
    let exit = test.expected_exit.unwrap_or(0);
    if env_on("MAT2C_ORACLE_CHECK") {
        let o = oracle(path, test)?;
        if o.stdout != *expected || o.exit != exit || o.stderr != test.expected_stderr {
            return Err(format!(
                "stored expectation no longer matches Octave (re-bless with MAT2C_BLESS=1):\n{}\
                 stderr: stored {:?}, octave {:?}; exit: stored {exit}, octave {}",
                diff(expected, &o.stdout),
                test.expected_stderr,
                o.stderr,
                o.exit
            ));
        }
        return Ok(());
    }
    let exe = scratch_exe(path);
    let mut opts = mat2c_driver::Options::new(path);
    opts.output = Some(exe.clone());
    opts.verify = true;
    let mode = sanitize_mode();
    let sanitize = mode != Sanitize::Off;
    let mut run_env: Vec<(String, String)> = Vec::new();
    match mode {
        Sanitize::Off => {}
        Sanitize::AddressUb => {
            opts.cc.cflags = SANITIZE_FLAGS.iter().map(|s| s.to_string()).collect();
        }
        Sanitize::Thread => {
            opts.cc.cc = Some("clang".into());
            opts.cc.cflags = TSAN_FLAGS.iter().map(|s| s.to_string()).collect();
            let archer = archer_library()?;
            run_env = vec![
                ("OMP_TOOL_LIBRARIES".into(), archer.display().to_string()),
                // Reports from LLVM's OpenMP runtime itself (not instrumented) are noise.
                (
                    "TSAN_OPTIONS".into(),
                    "ignore_noninstrumented_modules=1".into(),
                ),
                // Several threads even on a one-core machine, so races can show.
                ("OMP_NUM_THREADS".into(), "4".into()),
            ];
        }
    }
    apply_directives(&mut opts, test)?;
    opts.mpe = test.mpe;
    if test.own_linalg {
        opts.cc.blas = mat2c_driver::Blas::None;
    }
    let outcome = mat2c_driver::run(&opts);
    if !outcome.success {
        return Err(format!(
            "mat2c failed:\n{}{}",
            outcome.stdout, outcome.stderr
        ));
    }
    let memcheck = env_on("MAT2C_VALGRIND").then(|| exe.with_extension("memcheck"));
    let run = run_with_timeout(
        &exe,
        path.parent().unwrap_or(Path::new(".")),
        &test.argv,
        memcheck.as_deref(),
        &run_env,
    );
    let _ = std::fs::remove_file(&exe);
    let (stdout, stderr, code) = run?;
    let stderr_got = stderr_lines(&stderr);
    let mut problems = String::new();
    if let Some(log) = &memcheck {
        // Only memcheck's verdict counts here: valgrind computes `long double` in double
        // precision, so the runtime's extended-precision results (fft, qr, polyfit) may
        // print other last digits under it; the plain runs check the output.
        let report = std::fs::read_to_string(log).unwrap_or_default();
        let _ = std::fs::remove_file(log);
        if code == MEMCHECK_EXIT {
            return Err(format!("valgrind memcheck report:\n{report}"));
        }
        return Ok(());
    }
    if sanitize && (stderr.contains("Sanitizer") || stderr.contains("runtime error:")) {
        problems.push_str(&format!("sanitizer report:\n{stderr}\n"));
    }
    if stdout != *expected {
        problems.push_str(&format!(
            "stdout differs from Octave's:\n{}",
            diff(expected, &stdout)
        ));
    }
    let own = own_functions(path);
    let stderr_expected = without_library_frames(&test.expected_stderr, &own);
    // A program may also print the library frames as Octave does (containers.Map's), or
    // frames of its own MATLAB library (`mat2c-mlib`, with lines of its files): those are
    // compared without library frames on both sides.
    if stderr_got != stderr_expected
        && stderr_got != test.expected_stderr
        && without_library_frames(&stderr_got, &own) != stderr_expected
    {
        problems.push_str(&format!(
            "stderr differs from Octave's:\n{}",
            diff(&lines_text(&stderr_expected), &lines_text(&stderr_got))
        ));
    }
    if code != exit {
        problems.push_str(&format!("exit status: expected {exit}, got {code}\n"));
    }
    if !test.c_absent.is_empty() || !test.c_present.is_empty() {
        match generated_functions(path, test) {
            Ok(c) => problems.push_str(&absent_problems(test, &c)),
            Err(e) => problems.push_str(&e),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Compile options for the program part of a test file only: the expectation block is
/// left out (so diagnostics at the end of the file do not move when it is re-blessed). The copy
/// keeps the file name, and the test's folder stays on the path for its callees.
fn program_only(path: &Path, test: &TestFile) -> Result<(mat2c_driver::Options, PathBuf), String> {
    let dir = std::env::temp_dir().join(format!(
        "mat2c-prog-{}-{}",
        std::process::id(),
        path.display().to_string().replace(['/', '\\', '.'], "_")
    ));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let copy = dir.join(file_name(path));
    std::fs::write(&copy, &test.program).map_err(|e| e.to_string())?;
    let mut opts = mat2c_driver::Options::new(&copy);
    opts.include
        .push(path.parent().unwrap_or(Path::new(".")).to_path_buf());
    opts.verify = true;
    apply_directives(&mut opts, test)?;
    opts.mpe = test.mpe;
    Ok((opts, dir))
}

fn compile_error_test(path: &Path, test: &TestFile) -> Result<(), String> {
    let (mut opts, dir) = program_only(path, test)?;
    opts.output = Some(scratch_exe(path));
    let outcome = mat2c_driver::run(&opts);
    let _ = std::fs::remove_dir_all(&dir);
    // Make the snapshot independent of where the tree is checked out.
    let rendered = outcome
        .stderr
        .replace(&opts.input.display().to_string(), &file_name(path));
    if outcome.success {
        return Err("expected compilation to fail, but it succeeded".into());
    }
    if env_on("MAT2C_BLESS") {
        let block = render_block(MARKER_SELF, &rendered, &[], 1);
        return bless(path, &test.program, &block);
    }
    match &test.expected_stdout {
        Some(exp) if *exp == rendered => Ok(()),
        Some(exp) => Err(format!("diagnostics differ:\n{}", diff(exp, &rendered))),
        None => Err("no expectation block: run with MAT2C_BLESS=1".into()),
    }
}

fn snapshot_test(path: &Path, test: &TestFile, emit: mat2c_driver::Emit) -> Result<(), String> {
    let (mut opts, dir) = program_only(path, test)?;
    opts.emit = emit;
    let outcome = mat2c_driver::run(&opts);
    let _ = std::fs::remove_dir_all(&dir);
    if !outcome.success {
        return Err(format!("mat2c failed:\n{}", outcome.stderr));
    }
    let out = match emit {
        // The storage summary only: the IR listing is other snapshots' business.
        mat2c_driver::Emit::Storage => outcome
            .stdout
            .lines()
            .filter(|l| l.starts_with("; "))
            .map(|l| format!("{l}\n"))
            .collect(),
        _ => outcome.stdout,
    };
    compare_snapshot(path, test, &out)
}

/// Blesses or compares mat2c's own output `actual` against the test's block.
fn compare_snapshot(path: &Path, test: &TestFile, actual: &str) -> Result<(), String> {
    if env_on("MAT2C_BLESS") {
        let block = render_block(MARKER_SELF, actual, &[], 0);
        return bless(path, &test.program, &block);
    }
    match &test.expected_stdout {
        Some(exp) if *exp == actual => Ok(()),
        Some(exp) => Err(format!("output differs:\n{}", diff(exp, actual))),
        None => Err("no expectation block: run with MAT2C_BLESS=1".into()),
    }
}

/// The program's own C functions: from the first definition (`static void mf_...` followed
/// by `{`) up to `main`, so prelude and runtime changes do not disturb the snapshot.
fn program_functions(c: &str) -> String {
    let lines: Vec<&str> = c.lines().collect();
    let start = (0..lines.len())
        .find(|&k| lines[k].starts_with("static void mf_") && lines.get(k + 1) == Some(&"{"))
        .unwrap_or(lines.len());
    let end = (start..lines.len())
        .find(|&k| lines[k].starts_with("int main("))
        .unwrap_or(lines.len());
    let mut out = lines[start..end].join("\n");
    out = out.trim_end().to_string();
    out.push('\n');
    out
}

fn c_snapshot_test(path: &Path, test: &TestFile) -> Result<(), String> {
    let c = generated_functions(path, test)?;
    let absent = absent_problems(test, &c);
    if !absent.is_empty() {
        return Err(absent);
    }
    compare_snapshot(path, test, &c)
}

/// The `%! c-absent:` texts that the generated C functions `c` contain, reported with the
/// first line holding each, and the `%! c-present:` texts it lacks.
fn absent_problems(test: &TestFile, c: &str) -> String {
    let mut out = String::new();
    for text in &test.c_absent {
        if let Some(line) = c.lines().find(|l| l.contains(text.as_str())) {
            out.push_str(&format!(
                "c-absent: the generated C contains `{text}`: {}\n",
                line.trim()
            ));
        }
    }
    for text in &test.c_present {
        if !c.contains(text.as_str()) {
            out.push_str(&format!(
                "c-present: the generated C does not contain `{text}`\n"
            ));
        }
    }
    out
}

/// The program's own C functions as `--emit=c` writes them (see [`program_functions`]).
fn generated_functions(path: &Path, test: &TestFile) -> Result<String, String> {
    let (mut opts, dir) = program_only(path, test)?;
    let out_dir = dir.join("c");
    opts.emit = mat2c_driver::Emit::C;
    opts.output = Some(out_dir.clone());
    let outcome = mat2c_driver::run(&opts);
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let c = std::fs::read_to_string(out_dir.join(format!("{stem}.c")));
    let _ = std::fs::remove_dir_all(&dir);
    if !outcome.success {
        return Err(format!("mat2c failed:\n{}", outcome.stderr));
    }
    let c = c.map_err(|e| format!("cannot read the generated C: {e}"))?;
    Ok(program_functions(&c))
}

fn lines_text(lines: &[String]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn scratch_exe(path: &Path) -> PathBuf {
    std::env::temp_dir().join(format!(
        "mat2c-test-{}-{}",
        std::process::id(),
        path.display().to_string().replace(['/', '\\', '.'], "_")
    ))
}

/// Runs a compiled test program with a 60 s limit. Output is drained by threads so a chatty
/// program cannot block on a full pipe.
/// The exit status valgrind gives a program in which memcheck found an error.
const MEMCHECK_EXIT: i32 = 97;

/// Runs `exe` (under valgrind's memcheck when `memcheck` names its log file: reads of
/// uninitialised or freed memory become a failure; leaks are ASan's business).
fn run_with_timeout(
    exe: &Path,
    dir: &Path,
    argv: &[String],
    memcheck: Option<&Path>,
    env: &[(String, String)],
) -> Result<(String, String, i32), String> {
    use std::io::Read;
    let mut cmd = match memcheck {
        Some(log) => {
            let mut c = Command::new("valgrind");
            c.arg("--tool=memcheck")
                .arg("-q")
                .arg("--leak-check=no")
                .arg(format!(
                    "--suppressions={}/valgrind.supp",
                    env!("CARGO_MANIFEST_DIR")
                ))
                .arg(format!("--error-exitcode={MEMCHECK_EXIT}"))
                .arg(format!("--log-file={}", log.display()))
                .arg(exe);
            c
        }
        None => Command::new(exe),
    };
    let limit = Duration::from_secs(if memcheck.is_some() { 600 } else { 60 });
    let mut child = cmd
        .args(argv)
        .envs(crate::octave::pinned_blas_env().iter().copied())
        .envs(env.iter().map(|(k, v)| (k, v)))
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run the compiled program: {e}"))?;
    let drain = |r: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut buf);
            }
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let out_t = drain(
        child
            .stdout
            .take()
            .map(|r| Box::new(r) as Box<dyn Read + Send>),
    );
    let err_t = drain(
        child
            .stderr
            .take()
            .map(|r| Box::new(r) as Box<dyn Read + Send>),
    );
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break st,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err("the compiled program ran for more than 60 s".into());
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(e.to_string()),
        }
    };
    let stdout = out_t.join().unwrap_or_default();
    let stderr = err_t.join().unwrap_or_default();
    Ok((stdout, stderr, status.code().unwrap_or(-1)))
}

/// Checks the `%:` inline type assertions against `--emit=var-types`.
fn inline_types_test(path: &Path, test: &TestFile) -> Result<(), String> {
    if test.inline_types.is_empty() {
        return match test.kind {
            Kind::Types => Err("a `types` test needs `%:` assertions".into()),
            _ => Ok(()),
        };
    }
    let (mut opts, dir) = program_only(path, test)?;
    opts.emit = mat2c_driver::Emit::VarTypes;
    opts.args = test.args.clone();
    opts.defines = test.defines.clone();
    opts.mpe = test.mpe;
    let outcome = mat2c_driver::run(&opts);
    let _ = std::fs::remove_dir_all(&dir);
    if !outcome.success {
        return Err(format!("mat2c failed:\n{}", outcome.stderr));
    }
    let mut problems = String::new();
    for (line, name, want) in &test.inline_types {
        if name.is_empty() {
            problems.push_str(&format!(
                "line {line}: `%:` needs a `NAME = ...` statement\n"
            ));
            continue;
        }
        let prefix = format!("{line} {name} ");
        let got = outcome.stdout.lines().find_map(|l| l.strip_prefix(&prefix));
        if got != Some(want.as_str()) {
            problems.push_str(&format!(
                "line {line}: `{name}` is {}, the test says {want}\n",
                got.unwrap_or("not assigned there")
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}
