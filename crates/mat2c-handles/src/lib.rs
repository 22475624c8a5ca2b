//! mat2c-handles: resolution of function handles, an IR→IR pass after lowering.
//!
//! Lowering leaves every handle a placeholder `@fh{k}` described by a side table
//! ([`HandleTable`]). [`resolve_handles`] propagates known handles to their uses (calls
//! through them become direct calls, callees are cloned per handle: `resolve`), turns
//! handles chosen at run time between known ones into dispatches (`dispatch`), makes the
//! handles still used run-time values and calls through them a switch over the boxed sites
//! (`boxed`), iterated until nothing changes; then drops the functions no longer reachable.
//! `ir` holds the small IR edits these passes share.
//!
//! Invariant: no placeholder reaches the later passes; what cannot be resolved is `E0602`.

mod boxed;
mod dispatch;
mod ir;
mod resolve;

use std::collections::BTreeSet;

use indexmap::IndexMap;
use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::handles::{HandleDef, HandleTable};
use mat2c_ir::{FuncId, Module};

/// Resolves every function handle of `module`, whose placeholders `table` describes.
/// Returns the diagnostics (`E0602` for handles left unresolved, errors of calls through
/// handles).
pub fn resolve_handles(module: &mut Module, table: &HandleTable) -> Vec<Diagnostic> {
    let mut prog = Program {
        module,
        handles: &table.defs,
        may_compact: table.may_compact,
        diags: Vec::new(),
        tag_seeds: IndexMap::new(),
        boxed_sites: BTreeSet::new(),
    };
    resolve::resolve_handles(&mut prog);
    prog.diags
}

/// The program being resolved and the state the passes share.
pub(crate) struct Program<'a> {
    pub(crate) module: &'a mut Module,
    /// The side table of the placeholders (`@fh{k}` is `handles[k]`).
    pub(crate) handles: &'a [HandleDef],
    /// The program may switch to `format compact` (see [`HandleTable::may_compact`]).
    pub(crate) may_compact: bool,
    pub(crate) diags: Vec<Diagnostic>,
    /// Results of calls that hold a handle chosen at run time in the callee (see
    /// [`dispatch`]), per calling function, waiting for its next dispatch.
    pub(crate) tag_seeds: IndexMap<FuncId, Vec<dispatch::Seed>>,
    /// Handles made run-time values somewhere (`%fh_box`, see [`boxed`]): what a value read
    /// out of a container may be.
    pub(crate) boxed_sites: BTreeSet<usize>,
}

pub(crate) fn e0602(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(
        codes::E0602,
        span,
        format!("{what}: mat2c follows function handles only where the compiler can tell which function they hold"),
    )
    .with_label_message("handle not known at compile time")
}
