//! Running one wrapped test: Octave's verdict (cached on disk by a hash of the script), then
//! mat2c's compile and run, classified against Octave's output.

use std::path::{Path, PathBuf};
use std::process::Command;

use mat2c_filetests::stderr_lines;

/// The script's file name in a work folder: not the name of any function a test calls.
const PROG: &str = "octtest_prog";

/// How mat2c did on a test Octave passes, worst first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Status {
    /// Compiled and ran, but an assert failed or stdout differs: a silent difference.
    Fail,
    /// The compiler or the program died of a signal, a panic or a sanitizer report.
    Crash,
    /// The program stopped with a run-time error where Octave had none.
    Error,
    /// Compiling or running took longer than the limit.
    Timeout,
    /// mat2c refused the program with a diagnostic.
    Refused,
    /// Same stdout as Octave, exit 0.
    Pass,
}

impl Status {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Status::Fail => "fail",
            Status::Crash => "crash",
            Status::Error => "error",
            Status::Timeout => "timeout",
            Status::Refused => "refused",
            Status::Pass => "pass",
        }
    }
}

/// mat2c's result on one test.
#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    pub(crate) status: Status,
    /// Whether mat2c produced an executable.
    pub(crate) compiled: bool,
    /// For a refusal the normalised first diagnostic; otherwise what went wrong, one line.
    pub(crate) detail: String,
}

/// Where to find the tools, and the limits.
pub(crate) struct Tools {
    pub(crate) mat2c: PathBuf,
    pub(crate) timeout_s: u32,
    /// Octave's verdicts, one file per script hash.
    pub(crate) cache: PathBuf,
    /// Mixed into the hash so another Octave does not reuse the verdicts.
    pub(crate) octave_version: String,
}

struct Ran {
    /// The exit status; `None` for a time-out.
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(tools: &Tools, dir: &Path, program: &str, args: &[&str]) -> Ran {
    let out = Command::new("timeout")
        .args(["-k", "2", &tools.timeout_s.to_string(), program])
        .args(args)
        .current_dir(dir)
        .output();
    match out {
        Ok(o) => {
            // `timeout` exits 124 when the limit struck (137 when it had to kill).
            let code = o.status.code().filter(|&c| c != 124 && c != 137);
            Ran {
                code,
                stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
            }
        }
        Err(e) => Ran {
            code: Some(-1),
            stdout: String::new(),
            stderr: format!("cannot run {program}: {e}"),
        },
    }
}

/// FNV-1a, 64 bits: a hash that stays the same across Rust versions and runs.
pub(crate) fn hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// Octave's stdout when it passes the script, `None` when it fails it (an error, a non-zero
/// exit, a time-out). Read from the cache when there.
pub(crate) fn octave(tools: &Tools, dir: &Path, script: &str) -> Option<String> {
    let key = hash(&format!("{}\n{script}", tools.octave_version));
    let cached = tools.cache.join(format!("{key}.txt"));
    if let Ok(text) = std::fs::read_to_string(&cached) {
        return match text.split_once('\n') {
            Some(("pass", stdout)) => Some(stdout.to_string()),
            _ => None,
        };
    }
    write_script(dir, script);
    let r = run(
        tools,
        dir,
        "octave-cli",
        &[
            "--no-gui",
            "-q",
            "--norc",
            "--no-history",
            &format!("{PROG}.m"),
        ],
    );
    let passed = r.code == Some(0)
        && !r.stderr.lines().any(|l| {
            l.starts_with("error:")
                // Printed at exit by some Octave builds even when all went well.
                && l != "error: ignoring const execution_exception& while preparing to exit"
        });
    let text = if passed {
        format!("pass\n{}", r.stdout)
    } else {
        format!("fail\n{}", r.stderr)
    };
    // Written whole then renamed, so an interrupted run leaves no half verdict.
    let tmp = cached.with_extension(format!("tmp{}", std::process::id()));
    if std::fs::write(&tmp, text).is_ok() {
        let _ = std::fs::rename(&tmp, &cached);
    }
    passed.then_some(r.stdout)
}

fn write_script(dir: &Path, script: &str) {
    let _ = std::fs::create_dir_all(dir);
    let _ = std::fs::write(dir.join(format!("{PROG}.m")), script);
}

/// mat2c's outcome on `script`, whose Octave stdout is `want`.
pub(crate) fn mat2c(tools: &Tools, dir: &Path, script: &str, want: &str) -> Outcome {
    write_script(dir, script);
    let exe = dir.join(PROG);
    let _ = std::fs::remove_file(&exe);
    let c = run(
        tools,
        dir,
        &tools.mat2c.to_string_lossy(),
        &[&format!("{PROG}.m"), "-o", PROG],
    );
    let not_compiled = |status, detail| Outcome {
        status,
        compiled: false,
        detail,
    };
    match c.code {
        None => return not_compiled(Status::Timeout, "compiling took too long".into()),
        Some(0) => {}
        Some(1) => {
            return match refusal(&c.stderr) {
                Ok(why) => not_compiled(Status::Refused, why),
                Err(why) => not_compiled(Status::Crash, why),
            };
        }
        Some(code) => {
            let first = first_line(&c.stderr, |l| {
                l.contains("panicked") || l.starts_with("error")
            });
            return not_compiled(Status::Crash, format!("mat2c exit {code}: {first}"));
        }
    }
    let r = run(tools, dir, &exe.to_string_lossy(), &[]);
    let outcome = |status, detail| Outcome {
        status,
        compiled: true,
        detail,
    };
    let Some(code) = r.code else {
        return outcome(Status::Timeout, "running took too long".into());
    };
    if r.stderr.contains("Sanitizer") {
        let first = first_line(&r.stderr, |l| l.contains("Sanitizer"));
        return outcome(Status::Crash, first);
    }
    if code > 128 {
        return outcome(Status::Crash, format!("killed by signal {}", code - 128));
    }
    let errors = stderr_lines(&r.stderr);
    let first_error = errors
        .iter()
        .find(|l| l.starts_with("error:"))
        .cloned()
        .unwrap_or_default();
    if code != 0 {
        // An assert's report is a wrong value, not a missing feature.
        let assert_failed = first_error.starts_with("error: ASSERT errors")
            || (first_error.starts_with("error: assert (") && first_error.ends_with(" failed"));
        if assert_failed {
            return outcome(Status::Fail, assert_detail(&errors));
        }
        let detail = if first_error.is_empty() {
            format!("exit {code}")
        } else {
            first_error
        };
        return outcome(Status::Error, detail);
    }
    if r.stdout != want {
        return outcome(Status::Fail, stdout_difference(want, &r.stdout));
    }
    outcome(Status::Pass, String::new())
}

/// A refusal's first diagnostic as `E0305 message`; `Err` when the failure is mat2c's own
/// (the C compiler rejecting generated code).
fn refusal(stderr: &str) -> Result<String, String> {
    for line in stderr.lines() {
        if let Some(rest) = line.strip_prefix("error[")
            && let Some((code, msg)) = rest.split_once("]:")
        {
            return Ok(format!("{code} {}", msg.trim()));
        }
        if let Some(msg) = line.strip_prefix("error:") {
            let msg = msg.trim();
            if msg.contains("C compiler failed") {
                return Err(msg.to_string());
            }
            return Ok(msg.to_string());
        }
    }
    Err(format!(
        "mat2c exit 1 without a diagnostic: {}",
        first_line(stderr, |_| true)
    ))
}

fn first_line(text: &str, pick: impl Fn(&str) -> bool) -> String {
    let line = text.lines().find(|l| pick(l)).unwrap_or("");
    clip(line.trim())
}

fn clip(s: &str) -> String {
    const MAX: usize = 200;
    match s.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.to_string(),
    }
}

/// The assert's message and the first row of its table.
fn assert_detail(errors: &[String]) -> String {
    let mut parts: Vec<&str> = Vec::new();
    let mut in_table = false;
    for l in errors {
        let t = l.trim();
        if parts.is_empty() {
            if t.starts_with("error:") {
                parts.push(t);
            }
            continue;
        }
        if t.starts_with("Location") {
            in_table = true;
            continue;
        }
        if in_table && !t.is_empty() {
            parts.push(t);
            break;
        }
    }
    clip(&parts.join(" | "))
}

/// The first stdout line where mat2c differs from Octave.
fn stdout_difference(want: &str, got: &str) -> String {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    for i in 0..w.len().max(g.len()) {
        let (a, b) = (w.get(i), g.get(i));
        if a != b {
            return clip(&format!(
                "stdout line {}: Octave {:?}, mat2c {:?}",
                i + 1,
                a.copied().unwrap_or("<none>"),
                b.copied().unwrap_or("<none>")
            ));
        }
    }
    "stdout differs in line endings".into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_are_normalised() {
        let text = "error[E0305]: unsupported function `inputParser`\n  ┌─ x.m:1:1\n";
        assert_eq!(
            refusal(text),
            Ok("E0305 unsupported function `inputParser`".into())
        );
        assert!(refusal("error: the C compiler failed on the generated program").is_err());
    }

    #[test]
    fn assert_reports() {
        let errors: Vec<String> = [
            "error: ASSERT errors for:  assert (a,b)",
            "",
            "  Location  |  Observed  |  Expected  |  Reason",
            "    ()          1            2          Abs err 1 exceeds tol 0 by 1",
        ]
        .map(String::from)
        .into();
        assert_eq!(
            assert_detail(&errors),
            "error: ASSERT errors for:  assert (a,b) | ()          1            2          Abs err 1 exceeds tol 0 by 1"
        );
    }

    #[test]
    fn hash_is_stable() {
        assert_eq!(hash(""), "cbf29ce484222325");
        assert_ne!(hash("a"), hash("b"));
    }
}
