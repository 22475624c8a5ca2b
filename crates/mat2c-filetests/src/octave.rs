//! Running GNU Octave, the oracle for every expected program output.

use std::path::Path;
use std::process::Command;

/// What Octave printed for a program.
#[derive(Clone, Debug)]
pub struct OctaveOutput {
    pub stdout: String,
    /// Standard error, one line each ([`stderr_lines`]).
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

/// The environment every Octave run and every compiled test program gets. OpenBLAS picks
/// its kernels by CPU model, and kernels round differently in the last bits
/// (`svd(magic(4))(4)` is 7.2e-17 with SkylakeX's, 4.2e-16 with Prescott's); the stored
/// expectations were blessed with the AVX-512 (SkylakeX) kernels, and mat2c's own
/// factorizations (`qr`, `polyfit`) match Octave's with those. A CPU model OpenBLAS does
/// not know falls back to Prescott's even where AVX-512 is there, so where the CPU has
/// the AVX-512 subsets those kernels use they are asked for by name; elsewhere OpenBLAS
/// chooses (and the BLAS-sensitive tests may differ in a last digit).
pub fn pinned_blas_env() -> &'static [(&'static str, &'static str)] {
    static ENV: std::sync::OnceLock<Vec<(&'static str, &'static str)>> = std::sync::OnceLock::new();
    ENV.get_or_init(|| {
        let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let flags: Vec<&str> = cpuinfo
            .lines()
            .find(|l| l.starts_with("flags"))
            .map(|l| l.split_whitespace().collect())
            .unwrap_or_default();
        let avx512 = ["avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl"]
            .iter()
            .all(|f| flags.contains(f));
        if avx512 {
            vec![("OPENBLAS_CORETYPE", "SkylakeX")]
        } else {
            Vec::new()
        }
    })
}

fn octave(path: &Path, args: &[&std::ffi::OsStr]) -> Result<OctaveOutput, String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let out = Command::new("octave-cli")
        .args(["--no-gui", "-q", "--norc", "--no-history"])
        .args(args)
        .envs(pinned_blas_env().iter().copied())
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

/// The lines of a program's standard error, Octave's `error: called from` and
/// `warning: called from` backtraces (and the empty line that ends a warning's) included:
/// a compiled program prints them too.
pub fn stderr_lines(stderr: &str) -> Vec<String> {
    stderr.lines().map(str::to_string).collect()
}

/// `lines` without the backtrace frames of functions the program does not define: Octave
/// implements some builtins as `.m` files of its own (`nchoosek`, `randi`, `print_usage`),
/// whose frames (with their lines in Octave's sources) a compiled program does not have. A
/// frame is the program's when its function (the part before `>`) is named in `own`, or is
/// an anonymous function.
pub fn without_library_frames(lines: &[String], own: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_trace = false;
    for line in lines {
        if line.ends_with(": called from") {
            in_trace = true;
        } else if in_trace && let Some(frame) = line.strip_prefix("    ") {
            let name = frame.split(" at line ").next().unwrap_or(frame);
            let base = name.split('>').next().unwrap_or(name);
            if !(name.starts_with("@<anonymous>") || own.iter().any(|o| o == base)) {
                continue;
            }
        } else {
            in_trace = false;
        }
        out.push(line.clone());
    }
    out
}

/// The functions the test `path` can define: its own name and those of the helper `.m`
/// files beside it (files that are not tests), and every function declared in them.
pub fn own_functions(path: &Path) -> Vec<String> {
    let mut names = Vec::new();
    let dir = path.parent().unwrap_or(Path::new("."));
    let Ok(entries) = std::fs::read_dir(dir) else {
        return names;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "m") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap_or_default();
        if p != path && crate::parse_test(&text).is_some() {
            continue;
        }
        if let Some(stem) = p.file_stem() {
            names.push(stem.to_string_lossy().into_owned());
        }
        names.extend(text.lines().filter_map(declared_function));
    }
    names
}

/// The name a `function` line declares (`function [a, b] = name(x)`, `function name`).
fn declared_function(line: &str) -> Option<String> {
    let rest = line.trim_start().strip_prefix("function")?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let head = rest.split(['(', '%']).next().unwrap_or(rest);
    let name = head.rsplit('=').next().unwrap_or(head).trim();
    (!name.is_empty()).then(|| name.to_string())
}

#[cfg(test)]
mod tests {
    use super::{declared_function, stderr_lines, without_library_frames};

    #[test]
    fn library_frames_are_dropped() {
        let lines: Vec<String> = [
            "error: nchoosek: N must be",
            "error: called from",
            "    nchoosek at line 107 column 7",
            "    f>@<anonymous> at line 2 column 3",
            "    @<anonymous> at line 2 column 3",
            "    prog>sub at line 3 column 1",
            "    prog at line 3 column 1",
        ]
        .map(String::from)
        .to_vec();
        let own = ["prog".to_string(), "f".to_string()];
        let kept = without_library_frames(&lines, &own);
        assert_eq!(kept.len(), lines.len() - 1);
        assert!(!kept.iter().any(|l| l.contains("nchoosek at")));
        assert_eq!(
            declared_function("function [a, b] = g2(x)").as_deref(),
            Some("g2")
        );
        assert_eq!(declared_function("  function h % c").as_deref(), Some("h"));
        assert_eq!(declared_function("functions = 3"), None);
    }

    #[test]
    fn backtraces_are_kept() {
        let raw = "warning: a\nwarning: called from\n    f at line 2 column 3\n\nerror: c\nerror: called from\n    s at line 4 column 1\n";
        assert_eq!(
            stderr_lines(raw),
            [
                "warning: a",
                "warning: called from",
                "    f at line 2 column 3",
                "",
                "error: c",
                "error: called from",
                "    s at line 4 column 1"
            ]
        );
    }
}
