//! Rendering through codespan-reporting.

use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term;

use crate::{Diagnostic, Severity, SourceMap};

fn to_codespan(d: &Diagnostic) -> cs::Diagnostic<usize> {
    let severity = match d.severity {
        Severity::Error => cs::Severity::Error,
        Severity::Warning => cs::Severity::Warning,
        Severity::Note => cs::Severity::Note,
    };
    let labels = d
        .labels
        .iter()
        .map(|l| {
            let style = if l.primary {
                cs::LabelStyle::Primary
            } else {
                cs::LabelStyle::Secondary
            };
            cs::Label::new(
                style,
                l.span.file.0 as usize,
                l.span.lo as usize..l.span.hi as usize,
            )
            .with_message(l.message.clone())
        })
        .collect();
    let mut notes = d.notes.clone();
    if let Some(h) = &d.help {
        notes.push(format!("help: {h}"));
    }
    cs::Diagnostic::new(severity)
        .with_code(d.code.as_str())
        .with_message(d.message.clone())
        .with_labels(labels)
        .with_notes(notes)
}

fn files_of(map: &SourceMap) -> SimpleFiles<String, String> {
    let mut files = SimpleFiles::new();
    for (_, f) in map.files() {
        files.add(f.name.clone(), f.text.clone());
    }
    files
}

/// Renders one diagnostic without colour: `error[E0101]: …`, ` ┌─ file:line:col`, the source
/// line and a caret under the span.
pub fn render_plain(map: &SourceMap, d: &Diagnostic) -> String {
    render_all(map, std::slice::from_ref(d))
}

/// Source lines longer than this are shown as a window of this many characters around the
/// label (`...` marks the cut), so a 100,000-character line is not printed whole.
pub(crate) const SNIPPET_WIDTH: usize = 120;

/// Errors rendered before the rest are summarised by one line.
pub(crate) const MAX_ERRORS: usize = 50;

/// Renders several diagnostics, in order, without colour. After [`MAX_ERRORS`] errors the
/// rest are counted, not shown.
pub fn render_all(map: &SourceMap, diags: &[Diagnostic]) -> String {
    render_all_styled(map, diags, false)
}

/// [`render_all`], with ANSI colours when `color` is set (for a terminal: `--color`). A
/// diagnostic whose snippet had to be cut to a window ([`SNIPPET_WIDTH`]) stays plain, since
/// the window is cut from the plain text.
pub fn render_all_styled(map: &SourceMap, diags: &[Diagnostic], color: bool) -> String {
    let files = files_of(map);
    let config = term::Config::default();
    let mut out = String::new();
    let mut errors = 0;
    for (k, d) in diags.iter().enumerate() {
        if d.severity == Severity::Error {
            if errors == MAX_ERRORS {
                let left = diags[k..]
                    .iter()
                    .filter(|d| d.severity == Severity::Error)
                    .count();
                out.push_str(&format!(
                    "note: too many errors, stopping ({left} more not shown)\n"
                ));
                break;
            }
            errors += 1;
        }
        match term::emit_into_string(&config, &files, &to_codespan(d)) {
            Ok(s) => {
                let windowed = window_long_lines(&s);
                match (color && windowed == s)
                    .then(|| colored(&config, &files, d))
                    .flatten()
                {
                    Some(c) => out.push_str(&c),
                    None => out.push_str(&windowed),
                }
            }
            Err(_) => {
                // A span outside its file is a compiler bug; still tell the user something.
                out.push_str(&format!("error[{}]: {}\n", d.code.as_str(), d.message));
            }
        }
    }
    out
}

/// `d` rendered with the default terminal styles as ANSI escapes.
fn colored(
    config: &term::Config,
    files: &SimpleFiles<String, String>,
    d: &Diagnostic,
) -> Option<String> {
    let styles = term::Styles::default();
    let mut ansi = term::termcolor::Ansi::new(Vec::new());
    let mut w = term::StylesWriter::new(&mut ansi, &styles);
    term::emit_to_write_style(&mut w, config, files, &to_codespan(d)).ok()?;
    String::from_utf8(ansi.into_inner()).ok()
}

/// Cuts every snippet line (`12 │ text`) longer than [`SNIPPET_WIDTH`] characters to a window
/// around the first label mark on the lines under it, and those lines the same way.
fn window_long_lines(rendered: &str) -> String {
    let lines: Vec<&str> = rendered.lines().collect();
    let mut out = String::with_capacity(rendered.len().min(1 << 16));
    let mut cut: Option<usize> = None; // window start of the snippet line above
    for (at, l) in lines.iter().enumerate() {
        let Some((gutter, text)) = split(l) else {
            cut = None;
            out.push_str(l);
            out.push('\n');
            continue;
        };
        let is_source = gutter
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit());
        let chars: Vec<char> = text.chars().collect();
        if is_source {
            cut = None;
            if chars.len() > SNIPPET_WIDTH {
                let here = mark_below(&lines[at + 1..]);
                let start = here
                    .map_or(0, |m| m.saturating_sub(SNIPPET_WIDTH / 2))
                    .min(chars.len() - SNIPPET_WIDTH);
                cut = Some(start);
                out.push_str(gutter);
                out.push_str(&windowed(&chars, start));
                out.push('\n');
                continue;
            }
        } else if let Some(start) = cut {
            // Label lines keep their marks' alignment; only source text gets `...`.
            let w = windowed(&chars, start);
            let w = w.strip_suffix("...").unwrap_or(&w);
            let w = match w.strip_prefix("...") {
                Some(rest) => format!("   {rest}"),
                None => w.to_string(),
            };
            out.push_str(gutter);
            out.push_str(w.trim_end());
            out.push('\n');
            continue;
        }
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// (gutter, text) of a line drawn with the `│` gutter.
fn split(l: &str) -> Option<(&str, &str)> {
    const BAR: &str = "\u{2502} ";
    l.find(BAR)
        .map(|i| (&l[..i + BAR.len()], &l[i + BAR.len()..]))
}

/// The column of the first label mark (`^`, `-`) on the label lines at the start of `lines`.
fn mark_below(lines: &[&str]) -> Option<usize> {
    for l in lines {
        let (gutter, text) = split(l)?;
        if gutter
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit())
        {
            return None;
        }
        if let Some(c) = text.chars().position(|c| c == '^' || c == '-') {
            return Some(c);
        }
    }
    None
}

/// `chars[start..start + SNIPPET_WIDTH]`, with `...` where text was cut off.
fn windowed(chars: &[char], start: usize) -> String {
    let end = (start + SNIPPET_WIDTH).min(chars.len());
    let start = start.min(end);
    let mut s = String::new();
    s.push_str(if start > 0 { "..." } else { "" });
    s.extend(&chars[start..end]);
    if end < chars.len() {
        s.push_str("...");
    }
    s
}
