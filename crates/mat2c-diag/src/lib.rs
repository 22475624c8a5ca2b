//! Source files, spans and the diagnostics model of mat2c.
//!
//! Every stage reports problems as [`Diagnostic`]s: a stable [`Code`] (documented in
//! `docs/DIAGNOSTICS.md`), a severity, a plain sentence, labelled [`Span`]s, notes and help.
//! Rendering goes through codespan-reporting, so nothing else in the compiler knows how
//! diagnostics look on a terminal.
//!
//! Invariants:
//! - A [`Span`] is a half-open byte range into one file of a [`SourceMap`]; `lo <= hi`.
//! - Codes are never reused for a different meaning; every code used appears in [`codes::ALL`].

pub mod codes;
mod render;
mod source;
mod suggest;

pub use codes::Code;
pub use render::{render_all, render_all_styled, render_plain};
pub use source::{FileId, SourceFile, SourceMap, Span};
pub use suggest::closest;

/// How bad a diagnostic is. Errors stop compilation before code generation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

/// A span with a message attached; the primary label carries the caret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
    pub message: String,
    pub primary: bool,
}

/// One problem found in the user's program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    pub message: String,
    pub labels: Vec<Label>,
    pub notes: Vec<String>,
    pub help: Option<String>,
}

impl Diagnostic {
    /// An error with `code` and `message` whose primary label is at `span`.
    pub fn error(code: Code, span: Span, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, code, span, message)
    }

    /// A warning with `code` and `message` whose primary label is at `span`.
    pub fn warning(code: Code, span: Span, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, code, span, message)
    }

    /// An error about the command line or the file system (a missing input file, an
    /// unwritable `-o` path, a bad flag value): no source snippet, since no source line is
    /// at fault.
    pub fn usage(code: Code, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: message.into(),
            labels: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    fn new(severity: Severity, code: Code, span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity,
            message: message.into(),
            labels: vec![Label {
                span,
                message: String::new(),
                primary: true,
            }],
            notes: Vec::new(),
            help: None,
        }
    }

    /// Sets the text under the caret of the primary label.
    pub fn with_label_message(mut self, message: impl Into<String>) -> Self {
        if let Some(l) = self.labels.iter_mut().find(|l| l.primary) {
            l.message = message.into();
        }
        self
    }

    /// Adds a secondary label.
    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            span,
            message: message.into(),
            primary: false,
        });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The span of the primary label, if any.
    pub fn primary_span(&self) -> Option<Span> {
        self.labels.iter().find(|l| l.primary).map(|l| l.span)
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// True when any diagnostic in `diags` is an error.
pub fn has_errors(diags: &[Diagnostic]) -> bool {
    diags.iter().any(Diagnostic::is_error)
}
