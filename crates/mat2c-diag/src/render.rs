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

/// Renders several diagnostics, in order, without colour.
pub fn render_all(map: &SourceMap, diags: &[Diagnostic]) -> String {
    let files = files_of(map);
    let config = term::Config::default();
    let mut out = String::new();
    for d in diags {
        match term::emit_into_string(&config, &files, &to_codespan(d)) {
            Ok(s) => out.push_str(&s),
            Err(_) => {
                // A span outside its file is a compiler bug; still tell the user something.
                out.push_str(&format!("error[{}]: {}\n", d.code.as_str(), d.message));
            }
        }
    }
    out
}
