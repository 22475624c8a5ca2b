//! Running GNU Octave, the oracle for every expected program output.

use std::path::Path;
use std::process::Command;

/// What Octave printed for a program.
#[derive(Clone, Debug)]
pub struct OctaveOutput {
    pub stdout: String,
    /// The first line of standard error (Octave's `error: ...` message), if any.
    pub stderr_first: Option<String>,
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
        stderr_first: stderr.lines().next().map(str::to_string),
        exit: out.status.code().unwrap_or(-1),
    })
}
