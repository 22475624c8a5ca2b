//! Dead-code elimination that keeps every operation which may raise a run-time error.

use cranelift_entity::SecondaryMap;
use mat2c_ir::{
    Bi, BinOp, Constant, ControlFlowGraph, Function, Inst, InstData, UnOp, Value, ValueDef,
};

use crate::util::{incoming, maybe_undefined};

/// Builtins that only read their argument's class and extents: they cannot fail on a defined
/// argument (`size` only with a valid constant dimension).
const QUERIES: &[Bi] = &[
    Bi::class,
    Bi::ischar,
    Bi::iscolumn,
    Bi::isempty,
    Bi::isfloat,
    Bi::islogical,
    Bi::ismatrix,
    Bi::isnumeric,
    Bi::isreal,
    Bi::isrow,
    Bi::isscalar,
    Bi::isvector,
    Bi::length,
    Bi::ndims,
    Bi::numel,
    Bi::size,
];

fn finite_const(f: &Function, v: Value) -> bool {
    matches!(
        f.dfg.defining_inst(v).map(|i| f.inst(i)),
        Some(InstData::Const(Constant::Num(x))) if x.is_finite()
    )
}

fn valid_dim(f: &Function, v: Value) -> bool {
    matches!(
        f.dfg.defining_inst(v).map(|i| f.inst(i)),
        Some(InstData::Const(Constant::Num(x))) if *x >= 1.0 && x.fract() == 0.0
    )
}

/// Values that are certainly real 1x1 numbers (or logicals): constants, extents, and
/// arithmetic on them, through block parameters (an optimistic fixpoint: parameters start as
/// scalar and are falsified by any non-scalar incoming value).
fn certainly_scalar(f: &Function) -> SecondaryMap<Value, bool> {
    // Everything starts optimistic except the inputs; facts only ever go from true to false.
    let mut s: SecondaryMap<Value, bool> = SecondaryMap::with_default(true);
    for v in f.dfg.values() {
        s[v] = true;
    }
    for &p in f.params() {
        s[p] = false;
    }
    let cfg = ControlFlowGraph::compute(f);
    loop {
        let mut changed = false;
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                let r = match f.inst(i) {
                    InstData::Const(Constant::Num(_) | Constant::Bool(_)) => true,
                    InstData::Builtin { id, .. } => {
                        matches!(id, Bi::numel | Bi::length | Bi::ndims)
                            && f.dfg.inst_results(i).len() == 1
                    }
                    InstData::End { .. } | InstData::Truth { .. } => true,
                    InstData::Binary { op, args } => {
                        op.is_elementwise() && s[args[0]] && s[args[1]]
                    }
                    InstData::Unary { op, arg } => !matches!(op, UnOp::CTranspose) && s[*arg],
                    _ => false,
                };
                for &v in f.dfg.inst_results(i) {
                    if s[v] != r {
                        s[v] = r;
                        changed = true;
                    }
                }
            }
            for &p in f.dfg.block_params(b) {
                if !s[p] {
                    continue;
                }
                let ValueDef::Param(_, idx) = f.dfg.value_def(p) else {
                    continue;
                };
                let all = incoming(f, &cfg, b)
                    .iter()
                    .all(|&(t, slot)| s[f.inst(t).successors()[slot].args[idx as usize]]);
                if !all {
                    s[p] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return s;
        }
    }
}

/// True when removing an unused `inst` cannot change what the program prints or whether it
/// fails.
fn removable(
    f: &Function,
    i: Inst,
    scalar: &SecondaryMap<Value, bool>,
    undef: &SecondaryMap<Value, bool>,
) -> bool {
    let data = f.inst(i);
    match data {
        // A range of finite constants cannot fail (its elements are never checked).
        InstData::Range { start, step, stop } => {
            finite_const(f, *start) && finite_const(f, *step) && finite_const(f, *stop)
        }
        // Concatenating real scalars cannot fail.
        InstData::HorzCat { args } | InstData::VertCat { args } => args.iter().all(|&a| scalar[a]),
        InstData::Builtin { id, args } if QUERIES.contains(id) => match args.as_slice() {
            [x] => !undef[*x],
            [x, k] => id == Bi::size && !undef[*x] && valid_dim(f, *k),
            _ => false,
        },
        // Elementwise arithmetic and comparisons on real scalars cannot fail; `&`, `|` and
        // `~` can (NaN has no logical value).
        InstData::Binary { op, args }
            if op.is_elementwise() && !matches!(op, BinOp::And | BinOp::Or) =>
        {
            scalar[args[0]] && scalar[args[1]]
        }
        InstData::Unary {
            op: UnOp::Neg | UnOp::Plus,
            arg,
        } => scalar[*arg],
        InstData::Builtin { id, .. } => {
            // A pure builtin with no inputs (pi, eps, Inf) can neither fail nor print.
            mat2c_builtins::row(*id).is_some_and(|b| b.pure) && data.args().is_empty()
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
        let scalar = certainly_scalar(f);
        let undef = maybe_undefined(f);
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
            let dead: std::collections::HashSet<Inst> = f
                .layout
                .block_insts(b)
                .iter()
                .copied()
                .filter(|&i| {
                    removable(f, i, &scalar, &undef)
                        && f.dfg.inst_results(i).iter().all(|&r| !used[r])
                })
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
