//! mat2c-report: the compilation report (`mat2c prog.m --report out.html`) and the named
//! detail lines of `--stats`.
//!
//! The report is one self-contained HTML file (inline CSS and script, no network): the source
//! of every compiled function with, per line, the class and size inferred for each variable it
//! assigns, the run-time checks emitted or proven there (and the shapes that decided them), the
//! specialised variants per input signature, the storage groups (which variables share a
//! buffer, where it lives, how many bytes) and the compile-time diagnostics.
//!
//! It only reads what the analyses left: inference's side tables, the storage map, the C back
//! end's check outcomes ([`mat2c_codegen::CheckCounts::sites`]) and the IR's span and
//! variable-name side tables. Output is deterministic (no hash-map iteration) and every piece
//! of program text is HTML-escaped.

mod html;
mod model;
mod source;

use mat2c_alloc::StorageMap;
use mat2c_codegen::CheckCounts;
use mat2c_diag::{Diagnostic, FileId, SourceMap};
use mat2c_infer::InferResult;
use mat2c_ir::Module;

/// A function of the program's source, as the parser saw it: where its text is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFn {
    pub name: String,
    pub file: FileId,
    /// First and last line (1-based, inclusive) of its text in `file`.
    pub lines: (usize, usize),
    /// The statements of a script file (`lines` then cover the whole file; its local
    /// functions' lines are left out).
    pub is_script: bool,
}

/// Everything the report reads.
pub struct ReportInput<'a> {
    /// The program's name (the entry file's stem).
    pub title: &'a str,
    pub module: &'a Module,
    pub types: &'a InferResult,
    pub storage: &'a StorageMap,
    /// The C back end's check outcomes for this module.
    pub checks: &'a CheckCounts,
    pub sources: &'a SourceMap,
    /// The functions of the program's files (every file the program calls into).
    pub functions: &'a [SourceFn],
    /// Compile-time diagnostics (warnings and notes; a report is only made on success).
    pub diagnostics: &'a [Diagnostic],
}

/// The report as one HTML document.
pub fn render(input: &ReportInput<'_>) -> String {
    let m = model::build(input);
    html::page(input, &m)
}

/// The text of `--stats`: each figure (`shapes:`, `checks:`, `variants:`, `storage:`,
/// `gctd:`) followed by indented lines naming what is behind it — which variables, at which
/// lines, have a symbolic or unknown shape, which checks the C kept, each variant's
/// signature, which variables share each heap buffer.
pub fn stats_text(input: &ReportInput<'_>) -> String {
    let m = model::build(input);
    model::stats_text(&m)
}
