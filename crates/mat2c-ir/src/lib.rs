//! mat2c-ir: the SSA intermediate representation.
//!
//! A [`Module`] holds [`Function`]s. Each function is a control-flow graph of [`Block`]s with
//! block parameters (no φ instructions); instructions are in single-operator form: one MATLAB
//! operation per [`InstData`], temporaries introduced by lowering. Values are immutable: an
//! indexed assignment `A(i) = x` is the functional [`InstData::Update`] producing a new value;
//! whether it runs in place is decided later by storage allocation.
//!
//! Invariants (checked by [`verify`]):
//! - every block in the layout ends with exactly one terminator and has no other;
//! - every use is dominated by its definition; block arguments match parameter counts;
//! - analysis results live in side tables keyed by [`Value`]/[`Inst`], never in `InstData`;
//! - this crate knows nothing about syntax or C.

mod builtin_id;
mod cfg;
mod dfg;
mod entities;
mod function;
pub mod handles;
mod inst;
mod print;
pub mod types;
mod verify;

#[cfg(test)]
mod tests;

pub use builtin_id::{Bi, BuiltinId, HANDLE_PREFIX, Sp, SpecialId};

/// Octave's NA (missing value): a quiet NaN with this bit pattern, printed `NA`; `isna` is
/// true for it alone. Constant folding keeps its bits, and the C code names it `MT_NA`.
pub const NA: f64 = f64::from_bits(0x7FF8_40F4_4000_0000);
pub use cfg::{ControlFlowGraph, DominatorTree, LoopInfo, PostDominatorTree};
pub use dfg::{DataFlowGraph, ValueDef};
pub use entities::{Block, FuncId, Inst, Value};
pub use function::{Function, Layout, Module};
pub use inst::{
    BinOp, BlockCall, Cell, CellKind, Constant, InstData, Quote, Text, UnOp, range_final,
};
pub use print::{print_function, print_module, print_module_with};
pub use verify::{VerifierError, verify_function, verify_function_with, verify_module};

/// Runs the verifier on every function and returns all errors found.
pub fn verify(m: &Module) -> Result<(), Vec<VerifierError>> {
    verify_module(m)
}
