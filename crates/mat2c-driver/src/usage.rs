//! The command line's own mistakes, found before anything is compiled: a missing input file,
//! a missing `-I` folder, an `-o` path that cannot be written, a bad `-O` level or `-W` flag.
//! They are user errors without a source snippet (no line of the program is at fault), and
//! the warning policy (`-w`, `-Werror`, `-Wno-CODE`) that `-W` flags set.

use std::path::Path;

use mat2c_diag::{Code, Diagnostic, Severity, codes};

use crate::{Emit, Options};

/// The `-O` levels gcc and clang accept.
pub const OPT_LEVELS: &[&str] = &["0", "1", "2", "3", "s", "fast", "g", "z"];

/// What happens to mat2c's warnings (gcc's `-w`, `-Werror`, `-Werror=`, `-Wno-`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WarningPolicy {
    /// `-w`: no warning is shown.
    pub silent: bool,
    /// `-Werror`: every warning is an error.
    pub all_errors: bool,
    /// `-Werror=CODE`: these warnings are errors.
    pub errors: Vec<Code>,
    /// `-Wno-CODE`: these warnings are not shown.
    pub off: Vec<Code>,
}

impl WarningPolicy {
    /// The policy of `-W` values (`all`, `extra`, `error`, `error=E0301`, `no-E0301`,
    /// `no-error`, `no-error=E0301`, `E0301`), in order, after `-w`; the first bad value is
    /// the error.
    pub fn parse(silent: bool, values: &[String]) -> Result<WarningPolicy, String> {
        let mut p = WarningPolicy {
            silent,
            ..WarningPolicy::default()
        };
        for v in values {
            match v.as_str() {
                // Every mat2c warning is on unless turned off: `-Wall`/`-Wextra` turn all
                // back on.
                "all" | "extra" => p.off.clear(),
                "error" => p.all_errors = true,
                "no-error" => {
                    p.all_errors = false;
                    p.errors.clear();
                }
                _ => {
                    if let Some(c) = v.strip_prefix("error=") {
                        p.errors.push(code(c, v)?);
                    } else if let Some(c) = v.strip_prefix("no-error=") {
                        let c = code(c, v)?;
                        p.errors.retain(|e| *e != c);
                    } else if let Some(c) = v.strip_prefix("no-") {
                        p.off.push(code(c, v)?);
                    } else {
                        let c = code(v, v)?;
                        p.off.retain(|e| *e != c);
                    }
                }
            }
        }
        Ok(p)
    }

    /// Applies the policy: drops warnings that are off, turns those that are errors into
    /// errors (with a note naming the flag).
    pub fn apply(&self, diags: &mut Vec<Diagnostic>) {
        diags.retain(|d| {
            d.severity != Severity::Warning || (!self.silent && !self.off.contains(&d.code))
        });
        for d in diags.iter_mut() {
            if d.severity == Severity::Warning && (self.all_errors || self.errors.contains(&d.code))
            {
                d.severity = Severity::Error;
                d.notes.push(if self.all_errors {
                    "a warning made an error by `-Werror`".to_string()
                } else {
                    format!("a warning made an error by `-Werror={}`", d.code.as_str())
                });
            }
        }
    }
}

/// The code named in a `-W` value.
fn code(name: &str, flag: &str) -> Result<Code, String> {
    codes::ALL
        .iter()
        .map(|(c, _)| *c)
        .find(|c| c.as_str().eq_ignore_ascii_case(name))
        .ok_or_else(|| {
            format!(
                "unknown warning flag `-W{flag}`: expected -Wall, -Wextra, -Werror, -Werror=CODE, \
                 -Wno-error, -Wno-CODE or -WCODE with a code from docs/DIAGNOSTICS.md (E0301, ...)"
            )
        })
}

/// Every mistake of the command line in `opts` (empty when it is fine).
pub(crate) fn check(opts: &Options) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if opts.input_text.is_none() && !opts.input.is_file() {
        let why = if opts.input.is_dir() {
            "it is a folder".to_string()
        } else {
            match std::fs::metadata(&opts.input) {
                Err(e) => e.to_string(),
                Ok(_) => "not a regular file".to_string(),
            }
        };
        out.push(Diagnostic::usage(
            codes::E0001,
            format!("cannot read `{}`: {why}", opts.input.display()),
        ));
    }
    for dir in &opts.include {
        if !dir.is_dir() {
            let why = if dir.exists() {
                "is not a folder"
            } else {
                "does not exist"
            };
            out.push(Diagnostic::usage(
                codes::E0003,
                format!("the `-I` folder `{}` {why}", dir.display()),
            ));
        }
    }
    if let Some(level) = &opts.cc.opt_level
        && !OPT_LEVELS.contains(&level.as_str())
    {
        out.push(
            Diagnostic::usage(codes::E0015, format!("bad optimisation level `-O{level}`"))
                .with_note(format!(
                    "levels: {}",
                    OPT_LEVELS
                        .iter()
                        .map(|l| format!("-O{l}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
        );
    }
    if let Some(o) = &opts.output
        && matches!(opts.emit, Emit::Exe | Emit::Object)
        && let Some(why) = unwritable_file(o)
    {
        out.push(Diagnostic::usage(
            codes::E0003,
            format!("cannot write the output `{}`: {why}", o.display()),
        ));
    }
    out
}

/// Why the file `path` cannot be created, if it cannot: its folder is missing or not
/// writable, or it is a folder itself.
fn unwritable_file(path: &Path) -> Option<String> {
    if path.is_dir() {
        return Some("it is a folder".to_string());
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !parent.is_dir() {
        return Some(format!("the folder `{}` does not exist", parent.display()));
    }
    // Permissions say too little (root, ACLs, read-only mounts): try.
    let probe = parent.join(format!(".mat2c-probe-{}", std::process::id()));
    match std::fs::File::create(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            None
        }
        Err(e) => Some(format!(
            "cannot create files in `{}`: {e}",
            parent.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::WarningPolicy;
    use mat2c_diag::codes;

    fn p(v: &[&str]) -> Result<WarningPolicy, String> {
        let v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
        WarningPolicy::parse(false, &v)
    }

    #[test]
    fn warning_flags_like_gcc() {
        assert_eq!(p(&["all"]), Ok(WarningPolicy::default()));
        assert!(p(&["error"]).is_ok_and(|w| w.all_errors));
        let w = p(&["error=E0301", "no-E0302"]).expect("valid");
        assert_eq!(w.errors, vec![codes::E0301]);
        assert_eq!(w.off, vec![codes::E0302]);
        let w = p(&["no-e0302", "all"]).expect("valid");
        assert!(w.off.is_empty());
        assert!(p(&["bogus"]).is_err());
        assert!(p(&["error=E9999"]).is_err());
    }
}
