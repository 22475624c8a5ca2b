//! Values that keep their slot's kind but get no C local of their own: scalar constants
//! inlined at every read, and for-loop ranges kept as five C doubles (start, step, stop,
//! count, last element) instead of an `mt_array`.

use cranelift_entity::SecondaryMap;
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Complexity};
use mat2c_ir::{Bi, Constant, FuncId, Function, InstData, Value};

use crate::{FuncStorage, SlotKind};

/// How a value with no C local of its own is kept.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Virtual {
    /// A numeric or logical scalar constant: every read inlines the literal.
    Constant,
    /// A double range read only through `numel(r)` and `r(k)` with one scalar subscript: its
    /// elements are computed as the runtime's `mt_range` would, the array is never built.
    Range,
}

/// Decides [`FuncStorage::virt`] for every value of `f`, once its slots are assigned.
pub(crate) fn find(f: &Function, id: FuncId, types: &InferResult, fs: &mut FuncStorage) {
    let mut virt: SecondaryMap<Value, Option<Virtual>> = SecondaryMap::new();
    for v in constants(f, fs) {
        virt[v] = Some(Virtual::Constant);
    }
    for v in ranges(f, id, types, fs) {
        virt[v] = Some(Virtual::Range);
    }
    fs.virt = virt;
}

fn kind(fs: &FuncStorage, v: Value) -> Option<SlotKind> {
    fs.slot[v].map(|s| fs.slots[s].kind)
}

fn def(f: &Function, v: Value) -> Option<&InstData> {
    f.dfg.defining_inst(v).map(|i| f.inst(i))
}

/// Scalar constants alone in their slot and never read through it (returned, copied, or the
/// base of an indexed assignment or deletion).
fn constants(f: &Function, fs: &FuncStorage) -> Vec<Value> {
    let mut by_slot: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            let vs: Vec<Value> = match f.inst(i) {
                InstData::Return { vals } => vals.clone(),
                InstData::Copy { arg } => vec![*arg],
                InstData::Update { base, .. } | InstData::Delete { base, .. } => vec![*base],
                _ => vec![],
            };
            for v in vs {
                by_slot[v] = true;
            }
        }
    }
    f.dfg
        .values()
        .filter(|&v| {
            let Some(s) = fs.slot[v] else { return false };
            fs.slots[s].values.len() == 1
                && !by_slot[v]
                && matches!(kind(fs, v), Some(SlotKind::Scalar(_)))
                && matches!(
                    def(f, v),
                    Some(InstData::Const(Constant::Num(_) | Constant::Bool(_)))
                )
        })
        .collect()
}

/// A subscript that is one numeric index (codegen's scalar-subscript path). A logical scalar
/// is a mask and a scalar of unknown class may be one, so neither counts.
pub fn is_index_scalar(
    f: &Function,
    id: FuncId,
    types: &InferResult,
    fs: &FuncStorage,
    s: Value,
) -> bool {
    let ty = types.ty(id, s);
    !matches!(def(f, s), Some(InstData::Const(Constant::Colon)))
        // a complex (or maybe complex) 1x1 reaches the runtime, which refuses it
        && (matches!(kind(fs, s), Some(SlotKind::Scalar(_)))
            || (ty.shape.is_scalar() && ty.cplx == Complexity::Real))
        // a cell or struct subscript reaches the runtime, which raises Octave's error
        && ty.class.is_some_and(|c| !matches!(c, Class::Logical | Class::Cell | Class::Struct))
}

/// Double ranges whose only uses are `numel(r)`, `r(k)` with one scalar subscript (the
/// for-loop pattern), and the one index-vector subscript of a gather `X(r)`, `X(s, r)` or
/// `X(r, s)` in the range's own block (codegen reads such a gather in place where it fuses
/// it, and builds the range for that use where it does not: in the same block, never more
/// often than the range itself was built).
fn ranges(f: &Function, id: FuncId, types: &InferResult, fs: &FuncStorage) -> Vec<Value> {
    let mut ok: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut bad: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut block_of: SecondaryMap<Value, Option<mat2c_ir::Block>> = SecondaryMap::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            let d = f.inst(i);
            if let InstData::Range { .. } = d
                && let Some(&r) = f.dfg.inst_results(i).first()
                && types.ty(id, r).class == Some(Class::Double)
            {
                ok[r] = true;
                block_of[r] = Some(b);
            }
            let mut allowed: Vec<Value> = Vec::new();
            match d {
                InstData::Builtin { id: bi, args } if bi == Bi::numel && args.len() == 1 => {
                    allowed.push(args[0]);
                }
                InstData::Index { base, subs }
                    if subs.len() == 1
                        && subs[0] != *base
                        && is_index_scalar(f, id, types, fs, subs[0]) =>
                {
                    allowed.push(*base);
                }
                InstData::Index { base, subs } if (1..=2).contains(&subs.len()) => {
                    let vecs: Vec<Value> = subs
                        .iter()
                        .copied()
                        .filter(|&s| !is_index_scalar(f, id, types, fs, s))
                        .collect();
                    if let [r] = vecs[..]
                        && r != *base
                        && block_of[r] == Some(b)
                        && subs.iter().filter(|&&s| s == r).count() == 1
                        && !matches!(def(f, r), Some(InstData::Const(Constant::Colon)))
                    {
                        allowed.push(r);
                    }
                }
                _ => {}
            }
            for a in d.args() {
                if !allowed.contains(&a) {
                    bad[a] = true;
                }
            }
        }
    }
    f.dfg.values().filter(|&v| ok[v] && !bad[v]).collect()
}
