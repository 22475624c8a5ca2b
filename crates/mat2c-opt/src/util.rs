//! Use rewriting, copy propagation and removal of trivial block parameters.

use cranelift_entity::SecondaryMap;
use mat2c_ir::{Block, ControlFlowGraph, Function, Inst, InstData, Value};

/// Rewrites every use of a value through `alias` (followed transitively).
pub(crate) fn rewrite_uses(f: &mut Function, alias: &SecondaryMap<Value, Option<Value>>) {
    let resolve = |mut v: Value| {
        while let Some(a) = alias[v] {
            v = a;
        }
        v
    };
    let insts: Vec<Inst> = f
        .layout
        .blocks()
        .iter()
        .flat_map(|&b| f.layout.block_insts(b).to_vec())
        .collect();
    for i in insts {
        f.dfg.insts[i].map_args(resolve);
    }
    for a in &mut f.assigns {
        a.2 = resolve(a.2);
    }
}

/// The (block call index) list of edges into `b`: (terminator, successor slot).
pub(crate) fn incoming(f: &Function, cfg: &ControlFlowGraph, b: Block) -> Vec<(Inst, usize)> {
    let mut out = Vec::new();
    for &p in cfg.preds(b) {
        if let Some(t) = f.layout.last_inst(p) {
            for (slot, call) in f.inst(t).successors().iter().enumerate() {
                if call.block == b {
                    out.push((t, slot));
                }
            }
        }
    }
    out
}

/// Removes `copy` instructions and block parameters that always receive the same value.
pub fn copy_propagate(f: &mut Function) {
    let mut alias: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            if let InstData::Copy { arg } = f.inst(i) {
                alias[f.dfg.first_result(i)] = Some(*arg);
            }
        }
    }
    rewrite_uses(f, &alias);
    let blocks: Vec<Block> = f.layout.blocks().to_vec();
    for &b in &blocks {
        let copies: std::collections::HashSet<Inst> = f
            .layout
            .block_insts(b)
            .iter()
            .copied()
            .filter(|&i| matches!(f.inst(i), InstData::Copy { .. }))
            .collect();
        if !copies.is_empty() {
            f.layout.retain_insts(b, |i| !copies.contains(&i));
        }
    }
    remove_trivial_params(f);
}

/// Removes block parameters whose incoming arguments are all one value (or the parameter).
pub(crate) fn remove_trivial_params(f: &mut Function) {
    let entry = f.layout.entry();
    loop {
        let cfg = ControlFlowGraph::compute(f);
        let mut alias: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
        let mut changed = false;
        for &b in f.layout.blocks() {
            if Some(b) == entry {
                continue;
            }
            let edges = incoming(f, &cfg, b);
            let mut idx = 0;
            while idx < f.dfg.block_params(b).len() {
                let p = f.dfg.block_params(b)[idx];
                let mut same = None;
                let mut trivial = true;
                for &(t, slot) in &edges {
                    let a = f.inst(t).successors()[slot].args[idx];
                    if a == p || Some(a) == same {
                        continue;
                    }
                    if same.is_some() {
                        trivial = false;
                    }
                    same = Some(a);
                }
                match same {
                    Some(s) if trivial => {
                        alias[p] = Some(s);
                        f.dfg.remove_block_param(b, idx);
                        for &(t, slot) in &edges {
                            f.dfg.insts[t].successors_mut()[slot].args.remove(idx);
                        }
                        if f.var_names[s].is_none() {
                            f.var_names[s] = f.var_names[p].clone();
                        }
                        changed = true;
                        break;
                    }
                    _ => idx += 1,
                }
            }
            if changed {
                break;
            }
        }
        if !changed {
            return;
        }
        rewrite_uses(f, &alias);
    }
}

/// Removes blocks not reachable from the entry.
pub(crate) fn remove_unreachable_blocks(f: &mut Function) {
    let cfg = ControlFlowGraph::compute(f);
    let reachable = cfg.reverse_postorder(f);
    let dead: Vec<Block> = f
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|b| !reachable.contains(b))
        .collect();
    for b in dead {
        f.layout.remove_block(b);
    }
}

/// Values that may be undefined when read: results of `undef` and block parameters that may
/// receive one. Reading such a value raises "'x' undefined", so a pass may only drop a use of
/// a value that is not in this set.
pub(crate) fn maybe_undefined(f: &Function) -> SecondaryMap<Value, bool> {
    let mut u: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            if let InstData::Undef { .. } = f.inst(i) {
                for &r in f.dfg.inst_results(i) {
                    u[r] = true;
                }
            }
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in f.layout.blocks() {
            let Some(t) = f.layout.last_inst(b) else {
                continue;
            };
            for call in f.inst(t).successors() {
                for (&p, &a) in f.dfg.block_params(call.block).iter().zip(&call.args) {
                    if u[a] && !u[p] {
                        u[p] = true;
                        changed = true;
                    }
                }
            }
        }
    }
    u
}
