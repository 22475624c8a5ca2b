//! Running GNU Octave, the oracle for every expected program output.

use std::path::Path;
use std::process::Command;

/// What Octave printed for a program.
#[derive(Clone, Debug)]
pub struct OctaveOutput {
    pub stdout: String,
    /// Standard error without Octave's backtraces ([`stderr_lines`]).
    pub stderr: Vec<String>,
    pub exit: i32,
}

/// Runs `octave-cli` on the script `path`, in its folder (so called functions are found), with
/// output to a pipe (Octave then formats for 80 columns).
pub fn run_octave(path: &Path) -> Result<OctaveOutput, String> {
    let file = path.file_name().ok_or("no file name")?;
    octave(path, &[file])
}

/// Runs `octave-cli --eval CALL` in the folder of `path` (an entry function with inputs,
/// called as the compiled program is run with its command-line arguments).
pub fn run_octave_eval(path: &Path, call: &str) -> Result<OctaveOutput, String> {
    octave(path, &["--eval".as_ref(), call.as_ref()])
}

fn octave(path: &Path, args: &[&std::ffi::OsStr]) -> Result<OctaveOutput, String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let out = Command::new("octave-cli")
        .args(["--no-gui", "-q", "--norc", "--no-history"])
        .args(args)
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run octave-cli (apt-get install -y octave): {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    Ok(OctaveOutput {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: stderr_lines(&stderr),
        exit: out.status.code().unwrap_or(-1),
    })
}

/// The lines of a program's standard error without Octave's backtraces: a line
/// `error: called from` or `warning: called from`, the indented lines after it (one per
/// frame) and the empty line that ends a warning's backtrace. A compiled program prints
/// no backtrace, so what remains must be equal.
pub fn stderr_lines(stderr: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_trace = false;
    for line in stderr.lines() {
        if line == "error: called from" || line == "warning: called from" {
            in_trace = true;
            continue;
        }
        if in_trace {
            if line.starts_with(char::is_whitespace) {
                continue;
            }
            in_trace = false;
            if line.is_empty() {
                continue;
            }
        }
        out.push(line.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::stderr_lines;

    #[test]
    fn backtraces_are_removed() {
        let raw = "warning: a\nwarning: called from\n    f at line 2 column 3\n    s at line 1 column 1\n\nwarning: b\nsecond line\nerror: c\nerror: called from\n    s at line 4 column 1\n";
        assert_eq!(
            stderr_lines(raw),
            ["warning: a", "warning: b", "second line", "error: c"]
        );
    }
}
