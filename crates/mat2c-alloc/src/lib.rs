//! mat2c-alloc: storage allocation — which C storage holds each SSA value.
//!
//! [`allocate`] maps every value that needs storage to a [`Slot`] of its function. A slot is
//! either a C scalar local (`double`, holding a real double or a logical 0/1) or an `mt_array`
//! header local whose heap buffer is reused across writes (destination-passing style).
//!
//! This first version gives every value its own slot. The contract codegen relies on is the
//! general one: several values may share a slot (a later GCTD interference-graph colouring
//! coalesces block parameters with their incoming arguments and `Update` results with their
//! bases), values sharing a slot have the same [`SlotKind`], and two values sharing a slot are
//! never live at the same time except for an instruction's result sharing with one of its
//! operands (the runtime producers are alias-safe).
//!
//! Values without a slot: `:` constants (pure subscript markers), `undef` values (never
//! materialised; a use raises the error) and results never computed (⊥ in inference get an
//! array slot anyway, so codegen stays total).

use cranelift_entity::{PrimaryMap, SecondaryMap, entity_impl};
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Complexity, Ty};
use mat2c_ir::{Constant, FuncId, Function, InstData, Module, Value};

/// A storage location of one function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slot(u32);
entity_impl!(Slot, "slot");

/// What kind of C storage a slot is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SlotKind {
    /// A C `double` local holding a real scalar of this class (`Double`, or `Logical` as 0/1).
    Scalar(Class),
    /// An `mt_array` local (any class, complexity and shape).
    Array,
}

impl SlotKind {
    /// The storage kind a value of type `ty` needs.
    pub fn for_ty(ty: &Ty) -> SlotKind {
        let real_scalar = ty.cplx == Complexity::Real && ty.shape.is_scalar();
        match ty.class {
            Some(c @ (Class::Double | Class::Logical)) if real_scalar => SlotKind::Scalar(c),
            _ => SlotKind::Array,
        }
    }

    pub fn is_scalar(self) -> bool {
        matches!(self, SlotKind::Scalar(_))
    }
}

/// One slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotData {
    pub kind: SlotKind,
    /// The values stored in this slot, in definition order.
    pub values: Vec<Value>,
}

/// Storage of one function.
#[derive(Clone, Debug, Default)]
pub struct FuncStorage {
    /// The slot of each value (`None`: the value needs no storage).
    pub slot: SecondaryMap<Value, Option<Slot>>,
    pub slots: PrimaryMap<Slot, SlotData>,
    /// How each output of the function is passed back to callers.
    pub outputs: Vec<SlotKind>,
    /// How each input is passed in.
    pub inputs: Vec<SlotKind>,
}

/// The storage decisions for a whole module.
#[derive(Clone, Debug, Default)]
pub struct StorageMap {
    pub funcs: SecondaryMap<FuncId, FuncStorage>,
}

impl StorageMap {
    pub fn slot(&self, f: FuncId, v: Value) -> Option<Slot> {
        self.funcs[f].slot[v]
    }

    pub fn kind(&self, f: FuncId, v: Value) -> Option<SlotKind> {
        let fs = &self.funcs[f];
        fs.slot[v].map(|s| fs.slots[s].kind)
    }
}

/// Allocates storage for every function of `m`.
pub fn allocate(m: &Module, types: &InferResult) -> StorageMap {
    let mut sm = StorageMap::default();
    for (id, f) in m.funcs.iter() {
        sm.funcs[id] = allocate_function(f, id, types);
    }
    sm
}

fn needs_storage(f: &Function, v: Value) -> bool {
    !matches!(
        f.dfg.defining_inst(v).map(|i| f.inst(i)),
        Some(InstData::Const(Constant::Colon) | InstData::Undef { .. })
    )
}

fn allocate_function(f: &Function, id: FuncId, types: &InferResult) -> FuncStorage {
    let mut fs = FuncStorage::default();
    let add = |fs: &mut FuncStorage, v: Value| {
        if fs.slot[v].is_some() || !needs_storage(f, v) {
            return;
        }
        let kind = SlotKind::for_ty(types.ty(id, v));
        let s = fs.slots.push(SlotData {
            kind,
            values: vec![v],
        });
        fs.slot[v] = Some(s);
    };
    for &b in f.layout.blocks() {
        for &p in f.dfg.block_params(b) {
            add(&mut fs, p);
        }
        for &i in f.layout.block_insts(b) {
            for &r in f.dfg.inst_results(i) {
                add(&mut fs, r);
            }
        }
    }
    fs.inputs = f
        .params()
        .iter()
        .map(|&p| SlotKind::for_ty(types.ty(id, p)))
        .collect();
    fs.outputs = types.funcs[id]
        .outputs
        .iter()
        .map(SlotKind::for_ty)
        .collect();
    fs
}

/// A text dump of the allocation (`--emit=alloc`): one line per slot.
pub fn print_storage(m: &Module, sm: &StorageMap) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    for (id, f) in m.funcs.iter() {
        let fs = &sm.funcs[id];
        let _ = writeln!(out, "; {id} {}", f.name);
        for (s, d) in fs.slots.iter() {
            let vals: Vec<String> = d.values.iter().map(|v| v.to_string()).collect();
            let kind = match d.kind {
                SlotKind::Scalar(c) => format!("scalar {}", c.name()),
                SlotKind::Array => "array".to_string(),
            };
            let _ = writeln!(out, "{s}: {kind} = {}", vals.join(", "));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;
    use mat2c_diag::Span;
    use mat2c_ir::BinOp;

    #[test]
    fn scalars_get_c_locals_arrays_get_headers() {
        let mut f = Function::new("s");
        f.is_script = true;
        let b = f.dfg.make_block();
        f.layout.append_block(b);
        let sp = Span::default();
        let c = |f: &mut Function, k: Constant| {
            let i = f.push_inst(b, InstData::Const(k), 1, sp);
            f.dfg.first_result(i)
        };
        let x = c(&mut f, Constant::Num(2.0));
        let t = c(&mut f, Constant::Bool(true));
        let s = c(&mut f, Constant::Str("hi".into()));
        c(&mut f, Constant::Colon);
        let i = f.push_inst(
            b,
            InstData::Binary {
                op: BinOp::Add,
                args: [x, t],
            },
            1,
            sp,
        );
        let _ = (s, i);
        f.push_inst(b, InstData::Return { vals: vec![] }, 0, sp);
        let mut m = Module::new();
        m.entry = Some(m.funcs.push(f));
        let ty = mat2c_infer::infer(&m);
        let sm = allocate(&m, &ty);
        expect![[r#"
            ; fn0 s
            slot0: scalar double = v0
            slot1: scalar logical = v1
            slot2: array = v2
            slot3: scalar double = v4
        "#]]
        .assert_eq(&print_storage(&m, &sm));
    }
}
