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
    let dir = path.parent().unwrap_or(Path::new("."));
    let file = path.file_name().ok_or("no file name")?;
    let out = Command::new("octave-cli")
        .args(["--no-gui", "-q", "--norc", "--no-history"])
        .arg(file)
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
