//! Which array values surely have the plain layout (`MT_LAYOUT_FULL`): an element write
//! into one needs no layout-marker update (`m2c_diag_kept`), which otherwise costs a load, a
//! compare and a store per element in the hottest loops.
//!
//! Sources: `zeros`/`ones` in every form (the runtime builds them with `mt_resize`, which
//! clears the marker) and element writes into such an array (a write only keeps a diagonal marker).
//! A block parameter is full when every incoming value is; the fixpoint starts optimistic
//! (all parameters full) and only ever clears, so it terminates.

use cranelift_entity::SecondaryMap;
use mat2c_ir::{Bi, Function, InstData, Value, ValueDef};

/// `full[v]`: `v`'s array surely has `MT_LAYOUT_FULL` wherever it is live.
pub(super) fn full_values(f: &Function) -> SecondaryMap<Value, bool> {
    let mut full: SecondaryMap<Value, bool> = SecondaryMap::new();
    // Incoming values per block parameter (none for the entry block's: function inputs).
    let incoming = f.param_incoming();
    for v in f.dfg.values() {
        full[v] = match f.dfg.value_def(v) {
            ValueDef::Param(..) => !incoming[v].is_empty(),
            ValueDef::Result(..) => true,
        };
    }
    loop {
        let mut changed = false;
        for v in f.dfg.values() {
            if !full[v] {
                continue;
            }
            let now = match f.dfg.value_def(v) {
                ValueDef::Param(..) => incoming[v].iter().all(|&a| full[a]),
                ValueDef::Result(i, 0) => match f.inst(i) {
                    InstData::Builtin { id, .. } => matches!(*id, Bi::zeros | Bi::ones),
                    InstData::Update { base, .. } | InstData::Copy { arg: base } => full[*base],
                    _ => false,
                },
                ValueDef::Result(..) => false,
            };
            if !now {
                full[v] = false;
                changed = true;
            }
        }
        if !changed {
            return full;
        }
    }
}
