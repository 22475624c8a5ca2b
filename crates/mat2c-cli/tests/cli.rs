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
fn unknown_name_compiles_with_a_warning() {
    let dir = scratch(
        "unknownwarn",
        &[(
            "prog.m",
            "try\n  nosuchfn(1);\ncatch e\nend\nb = nosuchfn2(2)\n",
        )],
    );
    let out = mat2c()
        .arg(dir.join("prog.m"))
        .arg("-o")
        .arg(dir.join("prog"))
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    // Only the use outside `try` is worth a warning.
    assert!(
        err.contains("warning[E0301]") && err.contains("prog.m:5:5"),
        "{err}"
    );
    assert!(!err.contains("prog.m:2:"), "{err}");
    assert!(dir.join("prog").exists());
}

#[test]
fn missing_octave_function_is_reported_before_compiling() {
    // `ode15s` is an Octave function mat2c does not have (a name Octave does not know either
    // compiles, with a warning, to Octave's run-time error).
    let dir = scratch("unknown", &[("prog.m", "a = 2;\nb = ode15s(a)\n")]);
    let out = mat2c()
        .arg(dir.join("prog.m"))
        .arg("-o")
        .arg(dir.join("prog"))
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("error[E0305]"), "{err}");
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
fn malformed_args_is_a_coded_error() {
    let dir = scratch(
        "badargs",
        &[("f.m", "function y = f(x)\ny = x + 1;\nend\n")],
    );
    for bad in [
        "double[3x",
        "dubble",
        "double[3]",
        "double, double",
        "double[3x:q]",
    ] {
        let out = mat2c()
            .arg(dir.join("f.m"))
            .args(["--args", bad, "-o"])
            .arg(dir.join("f"))
            .output()
            .expect("run mat2c");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{bad}: {err}");
        assert!(err.contains("error[E0012]"), "{bad}: {err}");
        assert!(err.contains("<--args>:1:"), "{bad}: {err}");
    }
    let out = mat2c()
        .arg(dir.join("f.m"))
        .args(["-D", "x=[1 2", "--check"])
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error[E0012]"), "{err}");
}

#[test]
fn entry_without_types_is_a_coded_error() {
    let dir = scratch(
        "notypes",
        &[("f.m", "function y = f(x)\ny = x + 1;\nend\n")],
    );
    let out = mat2c()
        .arg(dir.join("f.m"))
        .arg("--emit=ir")
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("error[E0013]"), "{err}");
    assert!(err.contains("--args"), "{err}");
}

#[test]
fn entry_inputs_come_from_argv_and_define() {
    let dir = scratch(
        "argv",
        &[("f.m", "function y = f(x, n)\ny = x * n;\nend\n")],
    );
    let exe = dir.join("f");
    let out = mat2c()
        .arg(dir.join("f.m"))
        .args([
            "--args",
            "double[1x:4], double",
            "-D",
            "n=3",
            "--stats",
            "-o",
        ])
        .arg(&exe)
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("variants: 1 of 1"));
    let run = Command::new(&exe)
        .arg("[1 2]")
        .output()
        .expect("run program");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "ans =\n\n   3   6\n\n"
    );
    let run = Command::new(&exe)
        .arg("[1 2 3 4 5]")
        .output()
        .expect("run program");
    assert_eq!(run.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&run.stderr),
        "error: f: input 'x' must be double[1x:4], but it is 1x5\n"
    );
}

#[test]
fn specialisation_counts_variants_and_can_be_turned_off() {
    let dir = scratch(
        "variants",
        &[
            ("p.m", "a = sq(2);\nb = sq([1 2]);\ndisp(a); disp(b);\n"),
            ("sq.m", "function y = sq(x)\ny = x .* x;\nend\n"),
        ],
    );
    let stats = |extra: &[&str]| {
        let out = mat2c()
            .arg(dir.join("p.m"))
            .args(["--emit=storage", "--stats"])
            .args(extra)
            .output()
            .expect("run mat2c");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    assert!(stats(&[]).contains("variants: 2 of 1 functions with inputs"));
    assert!(stats(&["--no-specialise"]).contains("variants: 1 of 1 functions with inputs"));
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
        .arg("-o")
        .arg(dir.join("prog_c"))
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    // Called, the same file's syntax error is reported.
    let dir = scratch("called", &[("prog.m", "disp(b(3))\n"), ("b.m", broken)]);
    let out = mat2c()
        .arg(dir.join("prog.m"))
        .arg("--emit=c")
        .arg("-o")
        .arg(dir.join("prog_c"))
        .output()
        .expect("run mat2c");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("b.m:2:"), "{err}");
}

#[test]
fn stats_of_an_executable_say_which_blas_it_links() {
    let dir = scratch("linkstats", &[("p.m", "disp([1 2] * [3; 4])\n")]);
    let link_line = |extra: &[&str]| {
        let out = mat2c()
            .arg(dir.join("p.m"))
            .args(["--stats", "-o"])
            .arg(dir.join("p"))
            .args(extra)
            .output()
            .expect("run mat2c");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let lines: Vec<&str> = stdout.lines().filter(|l| l.starts_with("link: ")).collect();
        assert_eq!(lines.len(), 1, "{stdout}");
        lines[0].to_string()
    };
    assert_eq!(
        link_line(&["--blas=none"]),
        "link: BLAS the runtime's own kernel (--blas=none); LAPACK none (--blas=none)"
    );
    assert!(link_line(&[]).starts_with("link: BLAS "));
    let run = Command::new(dir.join("p")).output().expect("run program");
    assert_eq!(String::from_utf8_lossy(&run.stdout), "11\n");
    // quiet without --stats
    let out = mat2c()
        .arg(dir.join("p.m"))
        .arg("-o")
        .arg(dir.join("p"))
        .output()
        .expect("run mat2c");
    assert!(out.stdout.is_empty() && out.stderr.is_empty());
}

/// Runs mat2c with `args` in `dir`; (exit code, stdout, stderr).
fn run_in(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = mat2c()
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run mat2c");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn each_bad_flag_is_a_user_error_with_its_code() {
    let dir = scratch("badflags", &[("p.m", "disp(1)\n")]);
    // (arguments, code in the message, text in the message)
    let cases: &[(&[&str], &str, &str)] = &[
        (&["nosuch.m"], "error[E0001]", "cannot read `nosuch.m`"),
        (&["."], "error[E0001]", "it is a folder"),
        (
            &["p.m", "-o", "no/such/dir/p"],
            "error[E0003]",
            "the folder `no/such/dir` does not exist",
        ),
        (&["p.m", "-o", "."], "error[E0003]", "it is a folder"),
        (&["p.m", "-c", "-o", "no/x.o"], "error[E0003]", "no/x.o"),
        (
            &["p.m", "-O", "7"],
            "error[E0015]",
            "bad optimisation level `-O7`",
        ),
        (&["p.m", "-Ox"], "error[E0015]", "-O0, -O1"),
        (
            &["p.m", "-I", "nolib"],
            "error[E0003]",
            "`-I` folder `nolib` does not exist",
        ),
        (&["p.m", "-I", "p.m"], "error[E0003]", "is not a folder"),
        (
            &["p.m", "-Wbogus"],
            "error[E0015]",
            "unknown warning flag `-Wbogus`",
        ),
        (&["p.m", "-Werror=E9999"], "error[E0015]", "-Werror=E9999"),
    ];
    for (args, code, text) in cases {
        let (status, _, err) = run_in(&dir, args);
        assert_eq!(status, Some(1), "{args:?}: {err}");
        assert!(err.starts_with(code), "{args:?}: {err}");
        assert!(err.contains(text), "{args:?}: {err}");
        // No source line is at fault: no snippet with a caret, never "a bug in mat2c".
        assert!(!err.contains('^') && !err.contains('│'), "{args:?}: {err}");
        assert!(!err.contains("bug in mat2c"), "{args:?}: {err}");
    }
    // A C compiler flag the compiler rejects is the user's, not a bug in mat2c.
    let (status, _, err) = run_in(&dir, &["p.m", "--cflag=-fno-such-flag-at-all", "-o", "p"]);
    assert_eq!(status, Some(1), "{err}");
    assert!(err.starts_with("error[E0002]"), "{err}");
    assert!(err.contains("check the flags given with --cflag"), "{err}");
    assert!(!err.contains("bug in mat2c"), "{err}");
    // clap's own usage errors (exit 2), without the misleading "use `-- -W`" tip for gcc flags.
    let (status, _, err) = run_in(&dir, &["p.m", "--frobnicate"]);
    assert_eq!(status, Some(2), "{err}");
    for gcc_flag in ["-Wall", "-g", "-c", "-w", "-Werror"] {
        let (_, _, err) = run_in(&dir, &["p.m", gcc_flag, "--check"]);
        assert!(!err.contains("tip:"), "{gcc_flag}: {err}");
    }
}

#[test]
fn warning_flags_as_gcc() {
    let dir = scratch("wflags", &[("p.m", "x = [1 2 3];\ny = maxx(x)\n")]);
    let (status, _, err) = run_in(&dir, &["p.m", "-o", "p1"]);
    assert_eq!(status, Some(0), "{err}");
    assert!(err.contains("warning[E0301]"), "{err}");
    assert!(dir.join("p1").exists());
    for quiet in [&["-w"][..], &["-Wno-E0301"], &["-Wno-e0301"]] {
        let (status, _, err) = run_in(&dir, &[&["p.m", "-o", "p2"][..], quiet].concat());
        assert_eq!((status, err.as_str()), (Some(0), ""), "{quiet:?}");
    }
    // -Wall after -Wno-CODE turns it back on.
    let (_, _, err) = run_in(&dir, &["p.m", "-Wno-E0301", "-Wall", "--check"]);
    assert!(err.contains("warning[E0301]"), "{err}");
    for strict in ["-Werror", "-Werror=E0301"] {
        let (status, _, err) = run_in(&dir, &["p.m", strict, "-o", "p3"]);
        assert_eq!(status, Some(1), "{strict}: {err}");
        assert!(err.starts_with("error[E0301]"), "{strict}: {err}");
        assert!(
            err.contains(&format!("made an error by `{strict}`")),
            "{err}"
        );
        assert!(!dir.join("p3").exists(), "{strict}: nothing is written");
    }
    let (status, _, _) = run_in(&dir, &["p.m", "-Werror", "-Wno-error", "--check"]);
    assert_eq!(status, Some(0));
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let dir = scratch("color", &[("p.m", "y = maxx(1)\n")]);
    let (_, _, err) = run_in(&dir, &["p.m", "--check", "--color=always"]);
    assert!(err.contains("\u{1b}["), "{err}");
    // stderr is a pipe here: auto means none.
    for args in [
        &["p.m", "--check"][..],
        &["p.m", "--check", "--color=never"],
    ] {
        let (_, _, err) = run_in(&dir, args);
        assert!(
            err.contains("warning[E0301]") && !err.contains('\u{1b}'),
            "{err}"
        );
    }
}

#[test]
fn gcc_habits_stdin_object_debug_stats() {
    let dir = scratch("gcc", &[("p.m", "x = 6 * 7;\ndisp(x)\n")]);
    // `-` reads the program from standard input; the executable is a.out, as gcc's.
    let mut child = mat2c()
        .arg("-")
        .current_dir(&dir)
        .stdin(std::process::Stdio::piped())
        .spawn()
        .expect("run mat2c");
    std::io::Write::write_all(
        child.stdin.as_mut().expect("stdin"),
        b"fprintf('%d\\n', 6 * 7);\n",
    )
    .expect("write stdin");
    assert!(child.wait().expect("wait").success());
    let run = Command::new(dir.join("a.out")).output().expect("run a.out");
    assert_eq!(String::from_utf8_lossy(&run.stdout), "42\n");
    // -c: an object file, not linked.
    let (status, _, err) = run_in(&dir, &["p.m", "-c"]);
    assert_eq!(status, Some(0), "{err}");
    let obj = std::fs::read(dir.join("p.o")).expect("p.o");
    assert_eq!(&obj[..4], b"\x7fELF");
    // -g: the C carries `#line` directives naming the .m file.
    let (status, _, err) = run_in(&dir, &["p.m", "-g", "-S", "p_c"]);
    assert_eq!(status, Some(0), "{err}");
    let c = std::fs::read_to_string(dir.join("p_c/p.c")).expect("p.c");
    assert!(c.contains("#line 2 \"p.m\""), "{c}");
    // After each instruction's lines the C file takes over again, at its true line number.
    let resets: Vec<(usize, &str)> = c
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("#line ") && l.ends_with("\"p.c\""))
        .collect();
    assert!(!resets.is_empty(), "{c}");
    for (k, l) in resets {
        assert_eq!(l, format!("#line {} \"p.c\"", k + 2));
    }
    let (status, _, err) = run_in(&dir, &["p.m", "-g", "-o", "pg"]);
    assert_eq!(status, Some(0), "{err}");
    // --stats alone reports and writes nothing.
    let (status, out, _) = run_in(&dir, &["p.m", "--stats"]);
    assert_eq!(status, Some(0));
    assert!(out.starts_with("shapes: "), "{out}");
    assert!(!dir.join("p").exists());
}

#[test]
fn version_completions_and_man_page() {
    let dir = scratch("meta", &[]);
    let (status, out, _) = run_in(&dir, &["--version"]);
    assert_eq!(status, Some(0));
    // `mat2c 0.1.0 (COMMIT)`: the commit, or `unknown` outside a git checkout.
    assert!(
        out.starts_with("mat2c ") && out.trim_end().ends_with(')'),
        "{out}"
    );
    for shell in ["bash", "zsh", "fish"] {
        let (status, out, _) = run_in(&dir, &["--completions", shell]);
        assert_eq!(status, Some(0));
        assert!(
            out.contains("mat2c") && out.contains("--emit"),
            "{shell}: {out}"
        );
    }
    let (status, out, _) = run_in(&dir, &["--man"]);
    assert_eq!(status, Some(0));
    assert!(
        out.contains(".TH mat2c 1") && out.contains("\\-Werror"),
        "{out}"
    );
}
