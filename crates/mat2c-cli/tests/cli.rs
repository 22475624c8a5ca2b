//! The `mat2c` command as a user runs it: exit statuses, diagnostics on stderr, outputs.

use std::path::PathBuf;
use std::process::Command;

fn mat2c() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mat2c"))
}

/// A scratch folder holding `files`, unique to this test.
fn scratch(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mat2c-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    for (f, text) in files {
        std::fs::write(dir.join(f), text).expect("write file");
    }
    dir
}

#[test]
fn syntax_error_is_coded_with_location_and_exit_1() {
    let dir = scratch(
        "syntax",
        &[("bad.m", "x = 1;\nif x > 0\n  y = (2 + ;\nend\n")],
    );
    let out = mat2c()
        .arg(dir.join("bad.m"))
        .arg("--check")
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("error[E02"), "{err}");
    assert!(err.contains("bad.m:3:"), "{err}");
    assert!(err.contains('^'), "{err}");
}

#[test]
fn unknown_function_is_reported_before_compiling() {
    let dir = scratch("unknown", &[("prog.m", "a = 2;\nb = nosuchfn(a)\n")]);
    let out = mat2c()
        .arg(dir.join("prog.m"))
        .arg("-o")
        .arg(dir.join("prog"))
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("error[E0301]"), "{err}");
    assert!(err.contains("prog.m:2:5"), "{err}");
    assert!(!dir.join("prog").exists());
}

#[test]
fn emit_ast_prints_the_tree() {
    let dir = scratch("ast", &[("p.m", "y = -2^2;\n")]);
    let out = mat2c()
        .arg(dir.join("p.m"))
        .arg("--emit=ast")
        .output()
        .expect("run mat2c");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.trim().is_empty());
}

#[test]
fn compiles_and_runs_a_program_with_a_callee() {
    let dir = scratch(
        "run",
        &[
            (
                "main.m",
                "[s, p] = sp([1 2 3 4]);\nfprintf('%g %g\\n', s, p);\n",
            ),
            (
                "sp.m",
                "function [s, p] = sp(v)\n  s = sum(v);\n  p = prod(v);\nend\n",
            ),
        ],
    );
    let exe = dir.join("main");
    let out = mat2c()
        .arg(dir.join("main.m"))
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("run mat2c");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().expect("run program");
    assert!(run.status.success());
    // The expected output is Octave's, never typed by hand.
    match Command::new("octave-cli")
        .args(["--no-gui", "-q", "--norc", "--no-history", "main.m"])
        .current_dir(&dir)
        .output()
    {
        Ok(oct) => assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&oct.stdout)
        ),
        Err(_) => assert!(
            !run.stdout.is_empty(),
            "no octave-cli: only checked it printed"
        ),
    }
}

#[test]
fn a_broken_file_named_like_a_variable_is_not_compiled() {
    // `b` is a variable of prog.m; b.m beside it does not parse. Only a call would load it.
    let broken = "function y = b(x)\n  y = (x + ;\nend\n";
    let dir = scratch(
        "shadow",
        &[("prog.m", "b = 3;\ndisp(b + 1)\n"), ("b.m", broken)],
    );
    let out = mat2c()
        .arg(dir.join("prog.m"))
        .arg("--emit=c")
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    // Called, the same file's syntax error is reported.
    let dir = scratch("called", &[("prog.m", "disp(b(3))\n"), ("b.m", broken)]);
    let out = mat2c()
        .arg(dir.join("prog.m"))
        .arg("--emit=c")
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("b.m:2:"), "{err}");
}
