//! Golden tests: every `tests/golden/<name>.c` is a small C program calling the runtime,
//! paired with `<name>.m` doing the same in MATLAB. The expected output was produced by
//! running GNU Octave on the `.m` file (`MAT2C_BLESS=1 cargo test -p mat2c-runtime --test
//! golden` regenerates it; expectations are never produced by our own code):
//!
//! - `<name>.out`: Octave's stdout;
//! - `<name>.err` and `<name>.status`: Octave's stderr (without the "called from"
//!   traceback lines, which a compiled program cannot reproduce) and exit status, only
//!   when either is non-trivial.
//!
//! The C program is compiled with the system C compiler (`$CC`, else `cc`) against the
//! runtime sources and must reproduce stdout exactly (and stderr/status when recorded).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn golden_dir() -> PathBuf {
    crate_dir().join("tests").join("golden")
}

/// Drop Octave's traceback ("error: called from" plus indented lines and the blank
/// line that follows a warning's traceback).
fn filter_stderr(s: &str) -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in s.lines() {
        if line.ends_with(": called from") {
            skipping = true;
            continue;
        }
        if skipping {
            if line.starts_with("    ") {
                continue;
            }
            skipping = false;
            if line.is_empty() {
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn cases() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(golden_dir())
        .expect("tests/golden exists")
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "c" {
                return None;
            }
            Some(p.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

fn bless(name: &str) {
    let dir = golden_dir();
    let out = Command::new("octave-cli")
        .args([
            "--no-gui",
            "-q",
            "--norc",
            "--no-history",
            &format!("{name}.m"),
        ])
        .current_dir(&dir)
        .output()
        .expect("run octave-cli");
    let stderr = filter_stderr(&String::from_utf8_lossy(&out.stderr));
    let status = out.status.code().unwrap_or(-1);
    std::fs::write(dir.join(format!("{name}.out")), &out.stdout).expect("write .out");
    let err_path = dir.join(format!("{name}.err"));
    let status_path = dir.join(format!("{name}.status"));
    if stderr.is_empty() && status == 0 {
        let _ = std::fs::remove_file(err_path);
        let _ = std::fs::remove_file(status_path);
    } else {
        std::fs::write(err_path, stderr).expect("write .err");
        std::fs::write(status_path, format!("{status}\n")).expect("write .status");
    }
}

fn compile_runtime(cc: &str, work: &Path) -> Vec<PathBuf> {
    // Every runtime source, so a routine moved to a new file stays linked.
    mat2c_runtime::SOURCES
        .iter()
        .map(|&(src, _)| {
            let obj = work.join(src.replace(".c", ".o"));
            let st = Command::new(cc)
                .args(["-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-c"])
                .arg(crate_dir().join(src))
                .arg("-o")
                .arg(&obj)
                .status()
                .expect("run the C compiler");
            assert!(st.success(), "compiling {src} failed");
            obj
        })
        .collect()
}

#[test]
fn golden() {
    let blessing = std::env::var_os("MAT2C_BLESS").is_some_and(|v| v == "1");
    let only = std::env::var("MAT2C_GOLDEN_ONLY").ok();
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_owned());
    let work = std::env::temp_dir().join(format!("mat2c-golden-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("create work dir");
    let objs = compile_runtime(&cc, &work);
    let mut failures = String::new();
    let mut count = 0;
    for name in cases() {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        count += 1;
        if blessing {
            bless(&name);
        }
        let dir = golden_dir();
        let exe = work.join(&name);
        let st = Command::new(&cc)
            .args(["-std=c99", "-O0", "-Wall", "-Wextra", "-Werror"])
            .arg("-I")
            .arg(crate_dir())
            .arg(dir.join(format!("{name}.c")))
            .args(&objs)
            .arg("-lm")
            .arg("-o")
            .arg(&exe)
            .status()
            .expect("run the C compiler");
        if !st.success() {
            let _ = writeln!(failures, "{name}: C program failed to compile");
            continue;
        }
        let run = Command::new(&exe).output().expect("run golden program");
        let want_out = std::fs::read(dir.join(format!("{name}.out"))).unwrap_or_default();
        if run.stdout != want_out {
            let _ = writeln!(
                failures,
                "{name}: stdout differs\n--- expected (Octave)\n{}\n--- actual\n{}",
                String::from_utf8_lossy(&want_out),
                String::from_utf8_lossy(&run.stdout)
            );
        }
        let want_err = std::fs::read_to_string(dir.join(format!("{name}.err"))).unwrap_or_default();
        let want_status: i32 = std::fs::read_to_string(dir.join(format!("{name}.status")))
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .unwrap_or(0);
        let got_err = filter_stderr(&String::from_utf8_lossy(&run.stderr));
        if got_err != want_err {
            let _ = writeln!(
                failures,
                "{name}: stderr differs\n--- expected (Octave)\n{want_err}\n--- actual\n{got_err}"
            );
        }
        if run.status.code() != Some(want_status) {
            let _ = writeln!(
                failures,
                "{name}: exit status {:?}, expected {want_status}",
                run.status.code()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    assert!(count > 0, "no golden cases found");
    assert!(failures.is_empty(), "golden failures:\n{failures}");
}
