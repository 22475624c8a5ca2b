//! Finding the benchsuite programs, rewriting their size line, and building
//! the work directory `target/bench/<name>/` with both executables.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use super::measure;

/// The comment that marks the size line of a benchmark script.
pub(crate) const MARKER: &str = "mat2c-bench-size";

/// The sizes declared on a marker line: `mat2c-bench-size small=S large=L`, and optionally
/// `medium=M` (the size `--callgrind` runs, where large would take minutes under valgrind)
/// and `threads=T` (the size `--threads` runs: large is capped for Octave, and a parallel
/// loop needs longer runs to time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sizes {
    pub(crate) small: u64,
    pub(crate) large: u64,
    pub(crate) medium: Option<u64>,
    pub(crate) threads: Option<u64>,
}

/// One program folder `benchsuite/<name>/`.
#[derive(Clone, Debug)]
pub(crate) struct Program {
    pub(crate) name: String,
    pub(crate) dir: PathBuf,
}

impl Program {
    pub(crate) fn script(&self) -> PathBuf {
        self.dir.join(format!("{}.m", self.name))
    }
}

/// Every `benchsuite/<name>/` that holds a `<name>.m`, sorted by name.
pub(crate) fn discover(suite: &Path) -> Result<Vec<Program>, String> {
    let entries =
        fs::read_dir(suite).map_err(|e| format!("cannot read {}: {e}", suite.display()))?;
    let mut programs = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", suite.display()))?;
        let dir = entry.path();
        let Some(name) = dir.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
            continue;
        };
        if dir.join(format!("{name}.m")).is_file() {
            programs.push(Program { name, dir });
        }
    }
    programs.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(programs)
}

/// Keeps the programs named in `only` (all when empty); unknown names are an error.
pub(crate) fn select(all: Vec<Program>, only: &[String]) -> Result<Vec<Program>, String> {
    if only.is_empty() {
        return Ok(all);
    }
    let unknown: Vec<&str> = only
        .iter()
        .map(String::as_str)
        .filter(|name| !all.iter().any(|p| p.name == *name))
        .collect();
    if !unknown.is_empty() {
        let known: Vec<&str> = all.iter().map(|p| p.name.as_str()).collect();
        return Err(format!(
            "unknown benchmark {} (known: {})",
            unknown.join(", "),
            known.join(", ")
        ));
    }
    Ok(all.into_iter().filter(|p| only.contains(&p.name)).collect())
}

/// Finds the single marker line of `src` and returns its index and sizes.
fn marker_line(src: &str) -> Result<(usize, Sizes), String> {
    let mut found = None;
    for (index, line) in src.lines().enumerate() {
        let Some(pos) = line.find(MARKER) else {
            continue;
        };
        if found.is_some() {
            return Err(format!("more than one `{MARKER}` line"));
        }
        found = Some((index, parse_sizes(&line[pos + MARKER.len()..])?));
    }
    found.ok_or_else(|| format!("no `{MARKER}` line"))
}

/// Parses `small=S large=L` (any order, other words ignored).
fn parse_sizes(rest: &str) -> Result<Sizes, String> {
    let mut small = None;
    let mut large = None;
    let mut medium = None;
    let mut threads = None;
    for word in rest.split_whitespace() {
        let Some((key, value)) = word.split_once('=') else {
            continue;
        };
        let slot = match key {
            "small" => &mut small,
            "large" => &mut large,
            "medium" => &mut medium,
            "threads" => &mut threads,
            _ => continue,
        };
        *slot = Some(
            value
                .parse::<u64>()
                .map_err(|_| format!("bad size `{word}` on the `{MARKER}` line"))?,
        );
    }
    match (small, large) {
        (Some(small), Some(large)) => Ok(Sizes {
            small,
            large,
            medium,
            threads,
        }),
        _ => Err(format!("the `{MARKER}` line needs small=S and large=L")),
    }
}

/// The sizes declared by a script.
pub(crate) fn sizes(src: &str) -> Result<Sizes, String> {
    marker_line(src).map(|(_, sizes)| sizes)
}

/// Returns `src` with the number assigned on the marker line replaced by `size`
/// (`n = 40;  % mat2c-bench-size ...` becomes `n = 800;  % ...`); every other
/// byte, line endings included, is kept.
pub(crate) fn rewrite_size(src: &str, size: u64) -> Result<String, String> {
    let (index, _) = marker_line(src)?;
    let mut out = String::with_capacity(src.len() + 8);
    for (i, line) in src.split_inclusive('\n').enumerate() {
        if i == index {
            out.push_str(&rewrite_line(line, size)?);
        } else {
            out.push_str(line);
        }
    }
    Ok(out)
}

fn rewrite_line(line: &str, size: u64) -> Result<String, String> {
    let code_end = line.find(MARKER).and_then(|m| line[..m].rfind('%'));
    let code = &line[..code_end.unwrap_or(line.len())];
    let eq = code
        .char_indices()
        .find(|&(i, c)| {
            let prev = code[..i].chars().next_back();
            let next = code[i + 1..].chars().next();
            c == '=' && !matches!(prev, Some('=' | '~' | '<' | '>')) && next != Some('=')
        })
        .map(|(i, _)| i)
        .ok_or_else(|| format!("no assignment on the `{MARKER}` line"))?;
    let after = &code[eq + 1..];
    let start = eq + 1 + (after.len() - after.trim_start().len());
    let len = number_len(&code[start..]);
    if len == 0 {
        return Err(format!("no number assigned on the `{MARKER}` line"));
    }
    Ok(format!("{}{size}{}", &line[..start], &line[start + len..]))
}

/// Length of the numeric literal (`40`, `2.5`, `1e3`) at the start of `s`; 0 if none.
fn number_len(s: &str) -> usize {
    let b = s.as_bytes();
    let digits = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        i
    };
    let mut end = digits(0);
    if end == 0 {
        return 0;
    }
    if b.get(end) == Some(&b'.') {
        end = digits(end + 1);
    }
    if matches!(b.get(end), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
        let exp_end = digits(end + 1 + sign);
        if exp_end > end + 1 + sign {
            end = exp_end;
        }
    }
    end
}

/// Recreates `work` as a copy of the program folder with the size line set to `size`.
pub(crate) fn prepare_workdir(program: &Program, size: u64, work: &Path) -> Result<(), String> {
    if work.exists() {
        fs::remove_dir_all(work).map_err(|e| format!("cannot clear {}: {e}", work.display()))?;
    }
    copy_dir(&program.dir, work)?;
    let script = work.join(format!("{}.m", program.name));
    let src = fs::read_to_string(&script)
        .map_err(|e| format!("cannot read {}: {e}", script.display()))?;
    let rewritten = rewrite_size(&src, size).map_err(|e| format!("{}: {e}", program.name))?;
    fs::write(&script, rewritten).map_err(|e| format!("cannot write {}: {e}", script.display()))
}

fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    fs::create_dir_all(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    let entries = fs::read_dir(from).map_err(|e| format!("cannot read {}: {e}", from.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", from.display()))?;
        let (src, dst) = (entry.path(), to.join(entry.file_name()));
        if src.is_dir() {
            copy_dir(&src, &dst)?;
        } else {
            fs::copy(&src, &dst).map_err(|e| format!("cannot copy {}: {e}", src.display()))?;
        }
    }
    Ok(())
}

/// Runs a compiler in `work` (its output kept in `<log>.stdout`/`.stderr`,
/// killed after `timeout`); on failure returns the first non-empty line of
/// its stderr, or its exit status when stderr is empty.
pub(crate) fn compile(
    mut command: Command,
    work: &Path,
    output: &Path,
    log: &str,
    timeout: Duration,
) -> Result<(), String> {
    let program = command.get_program().to_string_lossy().into_owned();
    let (out_path, err_path) = (
        work.join(format!("{log}.stdout")),
        work.join(format!("{log}.stderr")),
    );
    command.current_dir(work);
    let sample = measure::run_once(&mut command, &out_path, &err_path, timeout)
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    if sample.timed_out {
        return Err(format!("{program} killed after {} s", timeout.as_secs()));
    }
    if sample.status.success() && work.join(output).is_file() {
        return Ok(());
    }
    let stderr = fs::read(&err_path).unwrap_or_default();
    let stderr = String::from_utf8_lossy(&stderr);
    Err(first_line(&stderr).map_or_else(
        || {
            if sample.status.success() {
                format!("no {} was produced", output.display())
            } else {
                format!("{program}: {}", sample.status)
            }
        },
        str::to_owned,
    ))
}

/// The first line of `text` that is not blank, trimmed.
pub(crate) fn first_line(text: &str) -> Option<&str> {
    text.lines().map(str::trim).find(|l| !l.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    const CRNI: &str = "% crni\nn = 40;  % mat2c-bench-size small=40 large=800\nnt = n;\n";

    #[test]
    fn reads_sizes() {
        assert_eq!(
            sizes(CRNI),
            Ok(Sizes {
                small: 40,
                large: 800,
                medium: None,
                threads: None,
            })
        );
        assert_eq!(
            sizes("n=1; % mat2c-bench-size small=2 large=9 threads=50").map(|s| s.threads),
            Ok(Some(50))
        );
        assert_eq!(
            sizes("n=1; % mat2c-bench-size small=2 medium=5 large=9").map(|s| s.medium),
            Ok(Some(5))
        );
        assert_eq!(
            sizes("n=1; % mat2c-bench-size large=9 small=2").map(|s| (s.small, s.large)),
            Ok((2, 9))
        );
    }

    #[test]
    fn rewrites_only_the_number() {
        assert_eq!(
            rewrite_size(CRNI, 800).as_deref(),
            Ok("% crni\nn = 800;  % mat2c-bench-size small=40 large=800\nnt = n;\n")
        );
        assert_eq!(
            rewrite_size("nn=2.0 % mat2c-bench-size small=2 large=3", 3).as_deref(),
            Ok("nn=3 % mat2c-bench-size small=2 large=3")
        );
        assert_eq!(
            rewrite_size("n = 1e2; x = 5; % mat2c-bench-size small=100 large=7", 7).as_deref(),
            Ok("n = 7; x = 5; % mat2c-bench-size small=100 large=7")
        );
    }

    #[test]
    fn keeps_crlf_and_missing_final_newline() {
        let src = "a = 1;\r\nn = 5; % mat2c-bench-size small=5 large=50\r\nb = n;";
        assert_eq!(
            rewrite_size(src, 50).as_deref(),
            Ok("a = 1;\r\nn = 50; % mat2c-bench-size small=5 large=50\r\nb = n;")
        );
    }

    #[test]
    fn rejects_bad_marker_lines() {
        assert!(rewrite_size("n = 4;\n", 3).is_err());
        assert!(sizes("n = 4; % mat2c-bench-size small=4").is_err());
        assert!(sizes("n = 4; % mat2c-bench-size small=x large=5").is_err());
        assert!(rewrite_size("n = m; % mat2c-bench-size small=1 large=2", 3).is_err());
        let twice = "n = 1; % mat2c-bench-size small=1 large=2\nm = 1; % mat2c-bench-size small=1 large=2\n";
        assert!(rewrite_size(twice, 3).is_err());
    }

    #[test]
    fn selects_by_name() {
        let all: Vec<Program> = ["a", "b", "c"]
            .iter()
            .map(|n| Program {
                name: (*n).to_owned(),
                dir: PathBuf::from(n),
            })
            .collect();
        let picked = select(all.clone(), &["c".into(), "a".into()]);
        let names: Vec<String> = picked.into_iter().flatten().map(|p| p.name).collect();
        assert_eq!(names, ["a", "c"]);
        assert!(select(all, &["zz".into()]).is_err());
    }

    #[test]
    fn first_nonblank_line() {
        assert_eq!(first_line("\n  \n error: x \nmore"), Some("error: x"));
        assert_eq!(first_line(" \n"), None);
    }
}
