//! Dead-code elimination that keeps every operation which may raise a run-time error.

use cranelift_entity::SecondaryMap;
use mat2c_ir::{ControlFlowGraph, Function, Inst, InstData, Value};

use crate::util::incoming;

/// True when removing an unused `inst` cannot change what the program prints or whether it
/// fails.
fn removable(f: &Function, i: Inst) -> bool {
    let data = f.inst(i);
    match data {
        InstData::Builtin { name, .. } => {
            // A pure builtin with no inputs (pi, eps, Inf) can neither fail nor print.
            mat2c_builtins::lookup(name).is_some_and(|b| b.pure) && data.args().is_empty()
        }
        InstData::Const(_) | InstData::Copy { .. } | InstData::Undef { .. } => true,
        // `end` only reads extents; it cannot fail.
        InstData::End { .. } => true,
        _ => !data.has_side_effect() && !data.may_raise(),
    }
}

/// Removes unused instructions and block parameters.
pub fn eliminate_dead_code(f: &mut Function) {
    loop {
        let mut used: SecondaryMap<Value, bool> = SecondaryMap::new();
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                for a in f.inst(i).args() {
                    used[a] = true;
                }
            }
        }
        let mut changed = false;
        let blocks: Vec<_> = f.layout.blocks().to_vec();
        for &b in &blocks {
            let dead: Vec<Inst> = f
                .layout
                .block_insts(b)
                .iter()
                .copied()
                .filter(|&i| removable(f, i) && f.dfg.inst_results(i).iter().all(|&r| !used[r]))
                .collect();
            if !dead.is_empty() {
                f.layout.retain_insts(b, |i| !dead.contains(&i));
                changed = true;
            }
        }
        // Unused block parameters (never the entry's: those are the inputs).
        let cfg = ControlFlowGraph::compute(f);
        let entry = f.layout.entry();
        for &b in &blocks {
            if Some(b) == entry || !f.layout.blocks().contains(&b) {
                continue;
            }
            let edges = incoming(f, &cfg, b);
            let mut idx = f.dfg.block_params(b).len();
            while idx > 0 {
                idx -= 1;
                let p = f.dfg.block_params(b)[idx];
                if !used[p] {
                    f.dfg.remove_block_param(b, idx);
                    for &(t, slot) in &edges {
                        f.dfg.insts[t].successors_mut()[slot].args.remove(idx);
                    }
                    changed = true;
                }
            }
        }
        if !changed {
            return;
        }
    }
}
