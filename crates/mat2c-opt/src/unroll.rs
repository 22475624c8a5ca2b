//! Full unrolling of small `for` loops with a compile-time trip count (MPE, paper 000).
//!
//! The lowering's counted loop is recognised: a header `h(p, ...)` ending in
//! `brif (lt p, n), body, exit`, entered from one preheader by `jump h(0, ...)` and re-entered
//! only from latches passing `p + 1`, where `n` is a constant (after [`crate::fold_facts`]
//! folded `numel` of the range). When `n <= MAX_TRIP`, the loop has no exit but the header's
//! (no `break`) and it is small, the loop's blocks are copied `n` times in sequence: copy `j`'s
//! header jumps straight into its body and its latches jump to copy `j + 1`'s header; the last
//! copy's latches enter the original header, whose branch becomes a jump to the exit (so the
//! values live after the loop keep their definitions). The original body becomes unreachable
//! and is removed. Copy propagation then makes each copy's counter a constant, and constant
//! folding propagates it into the copy (range elements, subscripts, arithmetic).

use cranelift_entity::SecondaryMap;
use mat2c_ir::{
    BinOp, Block, BlockCall, Constant, ControlFlowGraph, DominatorTree, Function, Inst, InstData,
    LoopInfo, Value,
};

use crate::util::remove_unreachable_blocks;

/// Largest trip count unrolled.
pub const MAX_TRIP: u64 = 8;
/// Largest loop (instructions, header included) unrolled.
pub(crate) const MAX_BODY: usize = 48;
/// Largest number of instructions an unrolling may create.
pub(crate) const MAX_GROWTH: usize = 256;
/// Loops unrolled per function at most (nested loops are unrolled one at a time).
const MAX_PER_FUNCTION: usize = 16;

/// A recognised counted loop.
struct Counted {
    header: Block,
    preheader: Block,
    /// The loop's blocks in layout order (the header first).
    blocks: Vec<Block>,
    trip: u64,
}

fn num_const(f: &Function, v: Value) -> Option<f64> {
    match f.dfg.defining_inst(v).map(|i| f.inst(i)) {
        Some(InstData::Const(Constant::Num(x))) => Some(*x),
        _ => None,
    }
}

/// `v` is `p + 1` (either operand order).
fn is_increment(f: &Function, v: Value, p: Value) -> bool {
    match f.dfg.defining_inst(v).map(|i| f.inst(i)) {
        Some(InstData::Binary {
            op: BinOp::Add,
            args: [x, y],
        }) => {
            (*x == p && num_const(f, *y) == Some(1.0)) || (*y == p && num_const(f, *x) == Some(1.0))
        }
        _ => false,
    }
}

fn find_counted(f: &Function) -> Option<Counted> {
    let cfg = ControlFlowGraph::compute(f);
    let dt = DominatorTree::compute(f, &cfg);
    for &h in f.layout.blocks() {
        if !dt.is_reachable(h) {
            continue;
        }
        let latches = LoopInfo::latches(&cfg, &dt, h);
        if latches.is_empty() {
            continue;
        }
        let outside: Vec<Block> = cfg
            .preds(h)
            .iter()
            .copied()
            .filter(|p| !latches.contains(p))
            .collect();
        if let Some(c) = counted_at(f, &cfg, &dt, h, &latches, &outside) {
            return Some(c);
        }
    }
    None
}

fn counted_at(
    f: &Function,
    cfg: &ControlFlowGraph,
    dt: &DominatorTree,
    h: Block,
    latches: &[Block],
    outside: &[Block],
) -> Option<Counted> {
    let &[pre] = outside else { return None };
    let pre_term = f.layout.last_inst(pre)?;
    let InstData::Jump { dest: entry } = f.inst(pre_term) else {
        return None;
    };
    let InstData::Brif {
        cond,
        then_dest,
        else_dest,
    } = f.inst(f.layout.last_inst(h)?)
    else {
        return None;
    };
    let mut blocks = LoopInfo::natural_loop(cfg, dt, h, latches);
    if then_dest.block == h
        || !blocks.contains(&then_dest.block)
        || blocks.contains(&else_dest.block)
    {
        return None;
    }
    // No exit but the header's: every other edge stays inside the loop.
    for &b in &blocks {
        if b == h {
            continue;
        }
        let t = f.layout.last_inst(b)?;
        if f.inst(t)
            .successors()
            .iter()
            .any(|c| !blocks.contains(&c.block))
        {
            return None;
        }
    }
    // The condition is `p < n` on a header parameter counting 0, 1, ... and a constant n.
    let mut c = *cond;
    if let Some(InstData::Truth { arg }) = f.dfg.defining_inst(c).map(|i| f.inst(i)) {
        c = *arg;
    }
    let Some(InstData::Binary {
        op: BinOp::Lt,
        args: [p, n],
    }) = f.dfg.defining_inst(c).map(|i| f.inst(i))
    else {
        return None;
    };
    let idx = f.dfg.block_params(h).iter().position(|x| x == p)?;
    let trip = num_const(f, *n)?;
    if !(0.0..=MAX_TRIP as f64).contains(&trip) || trip.fract() != 0.0 {
        return None;
    }
    if num_const(f, *entry.args.get(idx)?) != Some(0.0) {
        return None;
    }
    for &l in latches {
        let t = f.layout.last_inst(l)?;
        for call in f.inst(t).successors() {
            if call.block == h && !is_increment(f, *call.args.get(idx)?, *p) {
                return None;
            }
        }
    }
    let size: usize = blocks.iter().map(|&b| f.layout.block_insts(b).len()).sum();
    if size > MAX_BODY || size * trip as usize > MAX_GROWTH {
        return None;
    }
    let order = f.layout.blocks();
    blocks.sort_by_key(|b| order.iter().position(|x| x == b));
    Some(Counted {
        header: h,
        preheader: pre,
        blocks,
        trip: trip as u64,
    })
}

/// Copies the loop's blocks once; latches target `next`. Returns the copy's blocks in order.
fn copy_iteration(f: &mut Function, l: &Counted, next: Block) -> Vec<Block> {
    let mut bmap: SecondaryMap<Block, Option<Block>> = SecondaryMap::new();
    let mut vmap: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut new_insts: Vec<(Block, Vec<Inst>)> = Vec::new();
    // First every block, parameter and result, so uses can be mapped in any order.
    for &b in &l.blocks {
        let nb = f.dfg.make_block();
        bmap[b] = Some(nb);
        for p in f.dfg.block_params(b).to_vec() {
            let np = f.dfg.append_block_param(nb);
            vmap[p] = Some(np);
            f.var_names[np] = f.var_names[p].clone();
        }
        let mut insts = Vec::new();
        for &i in f.layout.block_insts(b).to_vec().iter() {
            let data = f.inst(i).clone();
            let n = f.dfg.inst_results(i).len();
            let ni = f.dfg.make_inst(data, n);
            f.spans[ni] = f.spans[i];
            f.index_names[ni] = f.index_names[i].clone();
            f.compound_products[ni] = f.compound_products[i];
            let (old, new) = (
                f.dfg.inst_results(i).to_vec(),
                f.dfg.inst_results(ni).to_vec(),
            );
            for (o, nv) in old.into_iter().zip(new) {
                vmap[o] = Some(nv);
                f.var_names[nv] = f.var_names[o].clone();
            }
            insts.push(ni);
        }
        new_insts.push((nb, insts));
    }
    // Each copy of the body assigns the variables the body assigns.
    let copies: Vec<_> = f
        .assigns
        .iter()
        .filter_map(|(n, s, v)| vmap[*v].map(|nv| (n.clone(), *s, nv)))
        .collect();
    f.assigns.extend(copies);
    let header_copy = bmap[l.header];
    for (nb, insts) in &new_insts {
        for &ni in insts {
            let data = &mut f.dfg.insts[ni];
            data.map_args(|v| vmap[v].unwrap_or(v));
            for call in data.successors_mut() {
                call.block = if call.block == l.header {
                    next
                } else {
                    bmap[call.block].unwrap_or(call.block)
                };
            }
        }
        // The copy's header knows its condition holds: straight into the body.
        if Some(*nb) == header_copy
            && let Some(&t) = insts.last()
            && let InstData::Brif { then_dest, .. } = &f.dfg.insts[t]
        {
            let dest: BlockCall = then_dest.clone();
            f.dfg.insts[t] = InstData::Jump { dest };
        }
    }
    let mut out = Vec::new();
    for (nb, insts) in new_insts {
        f.layout.append_block(nb);
        f.layout.set_block_insts(nb, insts);
        out.push(nb);
    }
    out
}

fn unroll(f: &mut Function, l: &Counted) {
    // Copies are built last to first, each one's latches entering the next one's header.
    let mut next = l.header;
    let mut copies: Vec<Vec<Block>> = Vec::new();
    for _ in 0..l.trip {
        let blocks = copy_iteration(f, l, next);
        next = blocks[0];
        copies.push(blocks);
    }
    copies.reverse();
    // The preheader enters the first copy; the original header now only leaves the loop.
    if let Some(t) = f.layout.last_inst(l.preheader)
        && let InstData::Jump { dest } = &mut f.dfg.insts[t]
    {
        dest.block = next;
    }
    if let Some(t) = f.layout.last_inst(l.header)
        && let InstData::Brif { else_dest, .. } = &f.dfg.insts[t]
    {
        let dest = else_dest.clone();
        f.dfg.insts[t] = InstData::Jump { dest };
    }
    // Layout: the copies in execution order just before the original header, so a single
    // folding pass in layout order sees each counter's definition before its uses.
    let order: Vec<Block> = f.layout.blocks().to_vec();
    let at = order
        .iter()
        .position(|&b| b == l.header)
        .unwrap_or(order.len());
    let mut saved: Vec<(Block, Vec<Inst>)> = Vec::new();
    for &b in &order[at..] {
        saved.push((b, f.layout.block_insts(b).to_vec()));
    }
    let copy_blocks: Vec<Block> = copies.into_iter().flatten().collect();
    for (b, _) in &saved {
        f.layout.remove_block(*b);
    }
    let mut reinsert: Vec<(Block, Vec<Inst>)> = Vec::new();
    for &b in &copy_blocks {
        if let Some(k) = saved.iter().position(|(x, _)| *x == b) {
            reinsert.push(saved.remove(k));
        }
    }
    reinsert.extend(saved);
    for (b, insts) in reinsert {
        f.layout.append_block(b);
        f.layout.set_block_insts(b, insts);
    }
    remove_unreachable_blocks(f);
}

/// Fully unrolls every small counted loop with a constant trip count. Returns true when
/// anything changed.
pub fn unroll_small_loops(f: &mut Function) -> bool {
    let mut n = 0;
    while n < MAX_PER_FUNCTION {
        let Some(l) = find_counted(f) else { break };
        unroll(f, &l);
        n += 1;
    }
    n > 0
}
