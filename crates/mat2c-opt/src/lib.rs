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
//!
//! Every pass takes a function, works in place and leaves verifier-clean IR.

mod cfg_simplify;
mod cse;
mod dce;
mod fold;
mod util;

pub use cfg_simplify::simplify_cfg;
pub use cse::eliminate_common_subexpressions;
pub use dce::eliminate_dead_code;
pub use fold::fold_constants;
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

/// Runs the whole pipeline on every function of `m`.
pub fn optimize(m: &mut Module) {
    for (_, f) in m.funcs.iter_mut() {
        for (_, pass) in PIPELINE {
            pass(f);
        }
    }
}
