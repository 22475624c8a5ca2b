//! Common-subexpression elimination by dominator-scoped value numbering.

use cranelift_entity::SecondaryMap;
use indexmap::IndexMap;
use mat2c_ir::{
    BinOp, Block, Constant, ControlFlowGraph, DominatorTree, Function, Inst, InstData, Value,
};

use crate::util::rewrite_uses;

/// Whether two instances of `data` with the same operands always give the same value.
fn is_candidate(f: &Function, i: Inst) -> bool {
    if f.dfg.inst_results(i).len() != 1 {
        return false;
    }
    match f.inst(i) {
        InstData::Builtin { id, .. } => {
            // rand() and friends are impure in the table, so they never merge.
            mat2c_builtins::row(*id).is_some_and(|b| b.pure)
        }
        InstData::Undef { .. }
        | InstData::Display { .. }
        | InstData::Call { .. }
        | InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::TryEnter
        | InstData::Caught => false,
        // Joining char with numbers warns each time ("implicit conversion from numeric to
        // char"), and the classes are not known yet here.
        InstData::HorzCat { args } | InstData::VertCat { args } => args.len() < 2,
        // A matrix division or power of a singular matrix warns each time it runs.
        InstData::Binary {
            op: BinOp::MatLDiv | BinOp::MatRDiv | BinOp::MatPow,
            ..
        } => false,
        // A colon of complex or non-scalar operands warns each time it runs; numeric
        // constants cannot.
        InstData::Range { start, step, stop } => [start, step, stop].iter().all(|&&v| {
            matches!(
                f.dfg.defining_inst(v).map(|d| f.inst(d)),
                Some(InstData::Const(Constant::Num(_)))
            )
        }),
        d => !d.is_terminator(),
    }
}

/// Replaces an instruction by an identical one that dominates it.
pub fn eliminate_common_subexpressions(f: &mut Function) {
    let cfg = ControlFlowGraph::compute(f);
    let dt = DominatorTree::compute(f, &cfg);
    // Children in the dominator tree, in RPO for a deterministic walk.
    let children = dt.children();
    let Some(&entry) = dt.rpo().first() else {
        return;
    };
    let mut alias: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    // A set: membership is tested once per instruction of every block.
    let mut dead: std::collections::HashSet<Inst> = Default::default();
    // The table maps a key to the value; scopes are undone by truncation on the way back up.
    let mut table: IndexMap<String, Value> = IndexMap::new();
    enum Step {
        Enter(Block),
        Leave(usize),
        Restore(IndexMap<String, Value>),
    }
    let mut stack = vec![Step::Enter(entry)];
    while let Some(step) = stack.pop() {
        match step {
            Step::Leave(len) => table.truncate(len),
            Step::Restore(saved) => table = saved,
            Step::Enter(b) => {
                stack.push(Step::Leave(table.len()));
                // A catch block is entered by a jump out of the middle of its try block: it
                // must read nothing computed before the try (whose storage the try block may
                // reuse), so it starts a fresh scope.
                let handler = f
                    .layout
                    .block_insts(b)
                    .first()
                    .is_some_and(|&i| matches!(f.inst(i), InstData::Caught));
                if handler {
                    stack.push(Step::Restore(std::mem::take(&mut table)));
                }
                for &i in f.layout.block_insts(b) {
                    if !is_candidate(f, i) {
                        continue;
                    }
                    let mut data = f.inst(i).clone();
                    data.map_args(|mut v| {
                        while let Some(a) = alias[v] {
                            v = a;
                        }
                        v
                    });
                    let mut key = format!("{data:?}");
                    // `A'*B` and `At*B` of the same transposed value are computed apart.
                    if f.compound_products[i] {
                        key.push_str(" compound");
                    }
                    // Debug prints every NaN as `NaN`: NaNs with other bits (Octave's NA,
                    // -NaN) are other values.
                    if let InstData::Const(Constant::Num(x) | Constant::Complex(x, _)) = &data
                        && x.is_nan()
                    {
                        key.push_str(&format!(" {:x}", x.to_bits()));
                    }
                    if let InstData::Const(Constant::Complex(_, y)) = &data
                        && y.is_nan()
                    {
                        key.push_str(&format!(" i{:x}", y.to_bits()));
                    }
                    let r = f.dfg.first_result(i);
                    match table.get(&key) {
                        Some(&prev) => {
                            alias[r] = Some(prev);
                            dead.insert(i);
                        }
                        None => {
                            table.insert(key, r);
                        }
                    }
                }
                for &c in children[b].iter().rev() {
                    stack.push(Step::Enter(c));
                }
            }
        }
    }
    if dead.is_empty() {
        return;
    }
    rewrite_uses(f, &alias);
    let blocks: Vec<Block> = f.layout.blocks().to_vec();
    for b in blocks {
        f.layout.retain_insts(b, |i| !dead.contains(&i));
    }
}
