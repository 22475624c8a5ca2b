//! Helpers shared by the report's tests.
#![allow(dead_code, unreachable_pub)]

pub mod png;

use std::path::{Path, PathBuf};

/// The report of `prog` (compiled as far as storage allocation), with the run's stdout.
pub fn report_of(prog: &Path) -> (String, mat2c_driver::Outcome) {
    let mut o = mat2c_driver::Options::new(prog);
    o.emit = mat2c_driver::Emit::Storage;
    o.report = true;
    o.verify = true;
    let out = mat2c_driver::run(&o);
    assert!(
        out.success,
        "{} failed to compile:\n{}",
        prog.display(),
        out.stderr
    );
    let html = out.report.clone().expect("a report");
    (html, out)
}

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A fresh scratch folder for test `name`.
pub fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch folder");
    d
}

const VOID: &[&str] = &["meta", "br", "input", "img", "link", "hr", "wbr"];

/// Checks that `html` is well formed: every non-void element closed in order, attribute
/// values quoted, no raw `<` or stray `&` in text (everything escaped), script and style
/// bodies skipped. Returns the number of elements.
pub fn well_formed(html: &str) -> Result<usize, String> {
    let b = html.as_bytes();
    let mut stack: Vec<String> = Vec::new();
    let mut i = 0;
    let mut count = 0;
    while i < b.len() {
        match b[i] {
            b'<' => {
                let end = html[i..].find('>').ok_or("unclosed tag")? + i;
                let tag = &html[i + 1..end];
                if let Some(name) = tag.strip_prefix('/') {
                    let open = stack.pop().ok_or(format!("stray </{name}> at {i}"))?;
                    if open != name {
                        return Err(format!("</{name}> closes <{open}> at byte {i}"));
                    }
                } else if tag.starts_with('!') {
                    // <!DOCTYPE html>
                } else {
                    let name: String = tag
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric())
                        .collect();
                    if name.is_empty() {
                        return Err(format!("raw `<` in text at byte {i}"));
                    }
                    let quotes = tag.matches('"').count();
                    if !quotes.is_multiple_of(2) {
                        return Err(format!("unbalanced quotes in <{tag}>"));
                    }
                    count += 1;
                    if name == "script" || name == "style" {
                        let close = format!("</{name}>");
                        let body_end =
                            html[end..].find(&close).ok_or("unclosed raw element")? + end;
                        i = body_end + close.len();
                        continue;
                    }
                    if !VOID.contains(&name.as_str()) {
                        stack.push(name);
                    }
                }
                i = end + 1;
            }
            b'&' => {
                let semi = html[i..].find(';').ok_or("stray &")? + i;
                let ent = &html[i + 1..semi];
                let ok = matches!(ent, "amp" | "lt" | "gt" | "quot" | "#39")
                    || (ent.starts_with('#') && ent[1..].chars().all(|c| c.is_ascii_digit()));
                if !ok {
                    return Err(format!("unknown entity &{ent}; at byte {i}"));
                }
                i = semi + 1;
            }
            b'>' => return Err(format!("raw `>` in text at byte {i}")),
            _ => i += 1,
        }
    }
    match stack.last() {
        Some(open) => Err(format!("<{open}> never closed")),
        None => Ok(count),
    }
}
