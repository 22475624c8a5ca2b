//! mat2c-opt: the scalar optimisations every compiler needs, on the SSA IR.
//!
//! - [`copy_propagate`]: removes `copy` instructions and block parameters whose incoming
//!   values are all the same.
//! - [`fold_constants`]: evaluates operations on constant scalars with MATLAB semantics and
//!   turns branches on constants into jumps (removing the blocks that become unreachable).
//! - [`eliminate_dead_code`]: removes unused instructions — but never one that may raise a
//!   run-time error (MPE §5.5), nor one with an effect.
//! - [`eliminate_common_subexpressions`]: dominator-scoped value numbering.
//! - [`simplify_cfg`]: branches with equal arms become jumps, empty blocks are bypassed,
//!   straight-line chains of blocks merge.
//! - [`fold_facts`] (partial evaluation, MPE): queries inference can answer (`size`,
//!   `numel`, `isempty`, `end`, ...) become constants; runs between inference rounds.
//!   Its last step is [`fold_fills`]: `char(zeros(1, n) + 32)` and the like become one
//!   `%fill` of the array's final class and value.
//! - [`unroll_small_loops`]: counted `for` loops with a small constant trip count become
//!   straight-line code.
//!
//! Every pass takes a function, works in place and leaves verifier-clean IR.

mod cfg_simplify;
mod cse;
mod dce;
mod fill;
mod fold;
mod mpe;
mod unroll;
mod util;

pub use cfg_simplify::simplify_cfg;
pub use cse::eliminate_common_subexpressions;
pub use dce::eliminate_dead_code;
pub use fill::fold_fills;
pub use fold::{fold_constants, fold_constants_and_elements};
pub use mpe::fold_facts;
pub use unroll::{MAX_TRIP, unroll_small_loops};
pub use util::copy_propagate;

use mat2c_ir::Module;

/// A named pass over one function, for the driver's pipeline and `--print-after`.
pub type Pass = fn(&mut mat2c_ir::Function);

/// The default pipeline, in order.
///
/// CSE runs first so identical constants merge and φs of them become trivial (definedness
/// flags of always-assigned variables fold away that way); branch folding then removes the
/// checks, and a second round cleans up after it.
pub const PIPELINE: &[(&str, Pass)] = &[
    ("cse", eliminate_common_subexpressions),
    ("copy-prop", copy_propagate),
    ("const-fold", fold_constants),
    ("copy-prop", copy_propagate),
    ("cse", eliminate_common_subexpressions),
    ("copy-prop", copy_propagate),
    ("const-fold", fold_constants),
    ("dce", eliminate_dead_code),
    ("simplify-cfg", simplify_cfg),
    ("dce", eliminate_dead_code),
];

/// The pipeline run after each partial-evaluation step: [`PIPELINE`] with constant folding
/// that also reads elements of constant ranges and concatenations (unrolled loops index
/// them with constants).
pub const MPE_PIPELINE: &[(&str, Pass)] = &[
    ("cse", eliminate_common_subexpressions),
    ("copy-prop", copy_propagate),
    ("const-fold", fold_constants_and_elements),
    ("copy-prop", copy_propagate),
    ("cse", eliminate_common_subexpressions),
    ("copy-prop", copy_propagate),
    ("const-fold", fold_constants_and_elements),
    ("const-fold", fold_constants_and_elements),
    ("dce", eliminate_dead_code),
    ("simplify-cfg", simplify_cfg),
    ("dce", eliminate_dead_code),
];

/// How many partial-evaluation rounds (infer → [`fold_facts`] → [`unroll_small_loops`] →
/// [`MPE_PIPELINE`]) the driver runs at most; it stops earlier when a round changes nothing.
pub const MPE_ROUNDS: usize = 4;

/// Partial evaluation (MPE): infer, fold what the facts decide ([`fold_facts`]) and unroll
/// small counted loops, then clean up with [`MPE_PIPELINE`]; repeated while something
/// changes, at most [`MPE_ROUNDS`] times. `check` runs after each step with the step's name
/// (the driver passes the IR verifier); its error stops the rounds.
pub fn partial_evaluate_with(
    m: &mut Module,
    check: &mut dyn FnMut(&Module, &str) -> Result<(), String>,
) -> Result<(), String> {
    for _ in 0..MPE_ROUNDS {
        let types = mat2c_infer::infer(m);
        let mut changed = fold_facts(m, &types);
        check(m, "fold-facts")?;
        for (_, f) in m.funcs.iter_mut() {
            changed |= unroll_small_loops(f);
        }
        check(m, "unroll")?;
        if !changed {
            break;
        }
        for (name, pass) in MPE_PIPELINE {
            for (_, f) in m.funcs.iter_mut() {
                pass(f);
            }
            check(m, name)?;
        }
    }
    Ok(())
}

/// [`partial_evaluate_with`] without checks.
pub fn partial_evaluate(m: &mut Module) {
    let _ = partial_evaluate_with(m, &mut |_, _| Ok(()));
}

/// Runs the whole pipeline on every function of `m`.
pub fn optimize(m: &mut Module) {
    for (_, f) in m.funcs.iter_mut() {
        for (_, pass) in PIPELINE {
            pass(f);
        }
    }
}
