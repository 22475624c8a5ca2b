//! Control-flow simplification: branches whose arms agree become jumps, empty forwarding
//! blocks are bypassed, and a block reached only by a jump from its single predecessor is
//! merged into it. Leaves fewer blocks and fewer `goto`s in the C.

use mat2c_ir::{Block, ControlFlowGraph, Function, InstData};

use crate::util::{remove_trivial_params, remove_unreachable_blocks};

/// Runs the three rewrites to a fixpoint.
pub fn simplify_cfg(f: &mut Function) {
    loop {
        let changed = fold_same_arms(f) | bypass_empty_blocks(f) | merge_chains(f);
        if !changed {
            break;
        }
        remove_unreachable_blocks(f);
    }
    remove_trivial_params(f);
}

/// `brif c, B(args), B(args)` → `jump B(args)`.
fn fold_same_arms(f: &mut Function) -> bool {
    let mut changed = false;
    for &b in f.layout.blocks() {
        let Some(t) = f.layout.last_inst(b) else {
            continue;
        };
        if let InstData::Brif {
            then_dest,
            else_dest,
            ..
        } = f.inst(t)
            && then_dest == else_dest
        {
            let dest = then_dest.clone();
            f.dfg.insts[t] = InstData::Jump { dest };
            changed = true;
        }
    }
    changed
}

/// A block with no parameters whose only instruction is `jump T()` (no arguments): every edge
/// into it goes straight to `T` instead.
fn bypass_empty_blocks(f: &mut Function) -> bool {
    let entry = f.layout.entry();
    let mut changed = false;
    let blocks: Vec<Block> = f.layout.blocks().to_vec();
    for b in blocks {
        if Some(b) == entry || !f.dfg.block_params(b).is_empty() {
            continue;
        }
        let insts = f.layout.block_insts(b);
        let target = match insts {
            [only] => match f.inst(*only) {
                InstData::Jump { dest } if dest.args.is_empty() && dest.block != b => dest.block,
                _ => continue,
            },
            _ => continue,
        };
        // The target must take no arguments either, so redirected edges stay well-formed.
        if !f.dfg.block_params(target).is_empty() {
            continue;
        }
        let terms: Vec<_> = f
            .layout
            .blocks()
            .iter()
            .filter_map(|&p| f.layout.last_inst(p))
            .collect();
        for t in terms {
            for call in f.dfg.insts[t].successors_mut() {
                if call.block == b {
                    call.block = target;
                    changed = true;
                }
            }
        }
    }
    changed
}

/// `A: ...; jump B()` where B has no parameters and A is its only predecessor: B's
/// instructions move to the end of A.
fn merge_chains(f: &mut Function) -> bool {
    let cfg = ControlFlowGraph::compute(f);
    let entry = f.layout.entry();
    let blocks: Vec<Block> = f.layout.blocks().to_vec();
    for a in blocks {
        let Some(t) = f.layout.last_inst(a) else {
            continue;
        };
        let InstData::Jump { dest } = f.inst(t) else {
            continue;
        };
        let b = dest.block;
        if b == a
            || Some(b) == entry
            || !dest.args.is_empty()
            || !f.dfg.block_params(b).is_empty()
            || cfg.preds(b) != [a]
        {
            continue;
        }
        let mut insts: Vec<_> = f.layout.block_insts(a).to_vec();
        insts.pop();
        insts.extend_from_slice(f.layout.block_insts(b));
        f.layout.remove_block(b);
        f.layout.set_block_insts(a, insts);
        return true;
    }
    false
}
