//! Running one program in Octave and through mat2c, and comparing what each printed.

use std::path::{Path, PathBuf};
use std::process::Command;

use mat2c_filetests::{own_functions, pinned_blas_env, stderr_lines, without_library_frames};

/// What a program printed: stdout, stderr without Octave's backtraces, and the exit status
/// (`None`: killed by a signal or the time limit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Printed {
    pub(crate) stdout: String,
    pub(crate) stderr: Vec<String>,
    pub(crate) exit: Option<i32>,
}

/// How mat2c's result compares with Octave's, worst first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Verdict {
    /// The compiler or the compiled program crashed (a signal) or ran out of time.
    Crash,
    /// Both exited normally, and stdout differs: a silent wrong result (or display).
    Wrong,
    /// Exit status or stderr differ (an error where Octave has none, another message, ...).
    ErrorDiff,
    /// mat2c refused the program with a diagnostic.
    Refused,
    /// Octave itself failed to run it (a generator bug, or a time-out): not counted.
    Invalid,
    /// Byte-identical.
    Same,
}

impl Verdict {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Verdict::Crash => "crash",
            Verdict::Wrong => "wrong",
            Verdict::ErrorDiff => "error-diff",
            Verdict::Refused => "refused",
            Verdict::Invalid => "invalid",
            Verdict::Same => "same",
        }
    }
}

/// Where to find the tools, and the limits.
#[derive(Clone, Debug)]
pub(crate) struct Tools {
    pub(crate) mat2c: PathBuf,
    pub(crate) timeout_s: u32,
}

fn run(cmd: &mut Command) -> Printed {
    match cmd.output() {
        Ok(o) => {
            // `timeout` exits 124 when the limit struck, 128+N when the child died of signal N.
            let exit = o.status.code().filter(|&c| c != 124 && c < 128);
            Printed {
                stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
                stderr: stderr_lines(&String::from_utf8_lossy(&o.stderr)),
                exit,
            }
        }
        Err(e) => Printed {
            stdout: String::new(),
            stderr: vec![format!("cannot run: {e}")],
            exit: None,
        },
    }
}

/// `program` under the time limit, with the BLAS kernel the run tests pin (Octave and the
/// compiled program alike: OpenBLAS's kernels round differently per CPU).
fn limited(tools: &Tools, program: &str) -> Command {
    let mut c = Command::new("timeout");
    c.args(["-k", "2", &tools.timeout_s.to_string(), program])
        .envs(pinned_blas_env().iter().copied());
    c
}

/// Octave's output for `dir/prog.m`.
pub(crate) fn octave(tools: &Tools, dir: &Path) -> Printed {
    let mut c = limited(tools, "octave-cli");
    c.args(["--no-gui", "-q", "--norc", "--no-history", "prog.m"])
        .current_dir(dir);
    run(&mut c)
}

/// mat2c's verdict for `dir/prog.m` against Octave's output `want`.
pub(crate) fn judge(tools: &Tools, dir: &Path, want: &Printed) -> (Verdict, Printed) {
    if want.exit.is_none() {
        return (Verdict::Invalid, want.clone());
    }
    let exe = dir.join("prog");
    let _ = std::fs::remove_file(&exe);
    let mut c = limited(tools, &tools.mat2c.to_string_lossy());
    c.args(["prog.m", "-o", "prog"]).current_dir(dir);
    let compiled = run(&mut c);
    match compiled.exit {
        None => return (Verdict::Crash, compiled),
        Some(0) => {}
        // Exit 1 with a diagnostic is a refusal; anything else (a panic exits 101) a crash.
        Some(1) => return (Verdict::Refused, compiled),
        Some(_) => return (Verdict::Crash, compiled),
    }
    let mut c = limited(tools, &exe.to_string_lossy());
    c.current_dir(dir);
    let got = run(&mut c);
    // As the run tests: Octave's frames of its own library functions (`print_usage`, `.m`
    // builtins) may be left out, or printed as Octave does.
    let own = own_functions(&dir.join("prog.m"));
    let bare = Printed {
        stderr: without_library_frames(&want.stderr, &own),
        ..want.clone()
    };
    let verdict = if got == *want || got == bare {
        Verdict::Same
    } else if got.exit.is_none() {
        Verdict::Crash
    } else if got.exit == Some(0) && want.exit == Some(0) && got.stdout != want.stdout {
        Verdict::Wrong
    } else {
        Verdict::ErrorDiff
    };
    (verdict, got)
}

/// Writes `text` as `dir/prog.m` and returns mat2c's verdict with both outputs.
pub(crate) fn check(tools: &Tools, dir: &Path, text: &str) -> (Verdict, Printed, Printed) {
    let _ = std::fs::create_dir_all(dir);
    if std::fs::write(dir.join("prog.m"), text).is_err() {
        let none = Printed {
            stdout: String::new(),
            stderr: vec!["cannot write the program".to_string()],
            exit: None,
        };
        return (Verdict::Invalid, none.clone(), none);
    }
    let want = octave(tools, dir);
    let (v, got) = judge(tools, dir, &want);
    (v, want, got)
}
