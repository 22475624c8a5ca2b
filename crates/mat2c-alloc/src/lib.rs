//! mat2c-alloc: storage allocation — which C storage holds each SSA value.
//!
//! [`allocate`] maps every value that needs storage to a [`Slot`] of its function. A slot is
//! either a C scalar local (`double`, holding a real double or a logical 0/1) or an `mt_array`
//! header local whose heap buffer is reused across writes (destination-passing style).
//!
//! Array values are coalesced by GCTD (Joisha & Banerjee, "Static Array Storage Optimization
//! in MATLAB", PLDI'03), see [`gctd`]: an interference graph over the array-valued SSA values
//! (liveness, plus operator semantics), coalescing of block parameters with their arguments
//! and of `Update`/`Delete` results with their bases, greedy colouring in definition order,
//! and decomposition of each colour class into groups by intrinsic type and a storage-size
//! partial order. Each group is one slot. With coalescing off every value has its own slot.
//!
//! The contract codegen relies on: values sharing a slot have the same [`SlotKind`], and two
//! values sharing a slot are never live at the same time except for an instruction's result
//! sharing with an operand the rules of [`rules`] allow (the C code for those is alias-safe).
//! Scalars (C `double` locals) are never coalesced: the C compiler does that.
//!
//! Some values keep a slot but get no C local of their own ([`Virtual`], see `virtuals.rs`):
//! scalar constants inlined at every read, and for-loop ranges kept as C doubles.
//!
//! Values without a slot: `:` constants (pure subscript markers), `undef` values (never
//! materialised; a use raises the error) and results never computed (⊥ in inference get an
//! array slot anyway, so codegen stays total).

mod complex;
mod gctd;
mod interference;
mod placement;
pub mod rules;
mod virtuals;

use cranelift_entity::{PrimaryMap, SecondaryMap, entity_impl};
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Complexity, Ty};
use mat2c_ir::{Constant, FuncId, Function, InstData, Module, Quote, Value};

pub use gctd::GctdReport;
pub use placement::{Placement, Table2, table2};
pub use virtuals::{Virtual, is_index_scalar};

/// A storage location of one function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slot(u32);
entity_impl!(Slot, "slot");

/// What kind of C storage a slot is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SlotKind {
    /// A C `double` local holding a real scalar of this class (`Double`, `Logical` as 0/1,
    /// `Char` as its code 0..255, `Single` as a float's value, an integer class up to 32 bits
    /// as its integer value: all exact in a double).
    Scalar(Class),
    /// A C `m2c_cplx` local (two doubles) holding a double scalar that may be complex and
    /// narrows like Octave's arithmetic results (see `complex.rs`).
    Complex,
    /// An `mt_array` local (any class, complexity and shape).
    Array,
}

impl SlotKind {
    /// The storage kind a value of type `ty` needs.
    pub fn for_ty(ty: &Ty) -> SlotKind {
        let real_scalar = ty.cplx == Complexity::Real && ty.shape.is_scalar();
        match ty.class {
            Some(c) if real_scalar && scalar_class(c) => SlotKind::Scalar(c),
            _ => SlotKind::Array,
        }
    }

    pub fn is_scalar(self) -> bool {
        matches!(self, SlotKind::Scalar(_))
    }
}

/// The classes whose real scalars live in a C `double`: every value of theirs is exact there
/// (64-bit integers are not).
fn scalar_class(c: Class) -> bool {
    matches!(
        c,
        Class::Double
            | Class::Logical
            | Class::Char
            | Class::Single
            | Class::Int8
            | Class::Uint8
            | Class::Int16
            | Class::Uint16
            | Class::Int32
            | Class::Uint32
    )
}

/// One slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlotData {
    pub kind: SlotKind,
    /// The values stored in this slot, in definition order.
    pub values: Vec<Value>,
    /// The GCTD colour class this array slot (group) comes from (`None`: not coalesced).
    pub colour: Option<u32>,
    /// For array slots: the largest element count of its values when every one is known
    /// statically (the group could live on the stack); `None`: a heap buffer grown in place.
    pub static_numel: Option<u64>,
    /// Where an array slot's buffer lives (scalar slots: [`Placement::Heap`], unused).
    pub placement: Placement,
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
    /// What GCTD did (`None` when coalescing is off).
    pub gctd: Option<GctdReport>,
    /// Values with a slot but no C local of their own (see [`Virtual`]).
    pub virt: SecondaryMap<Value, Option<Virtual>>,
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

/// Allocation options.
#[derive(Copy, Clone, Debug)]
pub struct AllocOptions {
    /// Coalesce array storage with GCTD (off: every array value its own slot).
    pub coalesce: bool,
    /// Largest buffer (bytes) a static-size group may have on the C stack.
    pub stack_slot_limit: u64,
    /// Largest total (bytes) of stack buffers in one function's frame.
    pub stack_frame_limit: u64,
    /// Largest buffer (bytes) a static-size group of a non-recursive function may have in
    /// static storage when it does not fit the stack; larger groups go to the heap.
    pub static_slot_limit: u64,
    /// `--no-heap`: the entry function's returned arrays get static buffers too (the
    /// library wrapper copies them out before the next call); [`heap_groups`] lists what
    /// still has no fixed buffer.
    pub no_heap: bool,
}

impl Default for AllocOptions {
    fn default() -> Self {
        AllocOptions {
            coalesce: true,
            stack_slot_limit: 64 << 10,
            stack_frame_limit: 256 << 10,
            static_slot_limit: 256 << 20,
            no_heap: false,
        }
    }
}

/// Allocates storage for every function of `m`, with coalescing on.
pub fn allocate(m: &Module, types: &InferResult) -> StorageMap {
    allocate_with(m, types, &AllocOptions::default())
}

/// Allocates storage for every function of `m`.
pub fn allocate_with(m: &Module, types: &InferResult, opts: &AllocOptions) -> StorageMap {
    let mut sm = StorageMap::default();
    let recursive = placement::recursive_functions(m);
    for (id, f) in m.funcs.iter() {
        let mut fs = allocate_function(f, id, types, opts);
        let entry = m.entry == Some(id);
        placement::place(f, id, types, opts, recursive[id], entry, &mut fs);
        virtuals::find(f, id, types, &mut fs);
        sm.funcs[id] = fs;
    }
    sm
}

/// An array group without a fixed buffer (a heap group): its function and a value of it
/// (the one with a source name when there is one). Function inputs are the caller's
/// storage and never listed.
pub fn heap_groups(m: &Module, sm: &StorageMap) -> Vec<(FuncId, Value)> {
    let mut out = Vec::new();
    for (id, f) in m.funcs.iter() {
        let params = f.params();
        let fs = &sm.funcs[id];
        for d in fs.slots.values() {
            // inputs are the caller's storage; virtual values (loop ranges) have no buffer
            if d.kind != SlotKind::Array
                || d.placement != Placement::Heap
                || d.values.iter().any(|v| params.contains(v))
                || d.values.iter().all(|&v| fs.virt[v].is_some())
            {
                continue;
            }
            let named = d.values.iter().find(|&&v| f.var_names[v].is_some());
            if let Some(&v) = named.or(d.values.first()) {
                out.push((id, v));
            }
        }
    }
    out
}

fn needs_storage(f: &Function, v: Value) -> bool {
    !matches!(
        f.dfg.defining_inst(v).map(|i| f.inst(i)),
        Some(InstData::Const(Constant::Colon) | InstData::Undef { .. })
    )
}

/// Every value that needs storage, in definition (layout) order: block parameters, then each
/// instruction's results.
fn defined_values(f: &Function) -> Vec<Value> {
    let mut out = Vec::new();
    for &b in f.layout.blocks() {
        out.extend(f.dfg.block_params(b).iter().copied());
        for &i in f.layout.block_insts(b) {
            out.extend(f.dfg.inst_results(i).iter().copied());
        }
    }
    out.retain(|&v| needs_storage(f, v));
    out
}

/// A char literal whose quotes Octave's messages tell apart (`"..."`, a null `''`).
fn quoted_literal(f: &Function, v: Value) -> bool {
    f.dfg.defining_inst(v).is_some_and(
        |i| matches!(f.inst(i), InstData::Const(Constant::Str(t)) if t.quote != Quote::Single),
    )
}

fn allocate_function(
    f: &Function,
    id: FuncId,
    types: &InferResult,
    opts: &AllocOptions,
) -> FuncStorage {
    let mut fs = FuncStorage::default();
    let ty = |v: Value| types.ty(id, v);
    let values = defined_values(f);
    let cplx = complex::find(f, id, types);
    let kind_of = |v: Value| {
        if cplx[v] {
            SlotKind::Complex
        } else if quoted_literal(f, v) {
            // its quotes live in the array's layout marker
            SlotKind::Array
        } else {
            SlotKind::for_ty(ty(v))
        }
    };
    let arrays: Vec<Value> = values
        .iter()
        .copied()
        .filter(|&v| kind_of(v) == SlotKind::Array)
        .collect();
    // The group (index) of each array value.
    let mut group: SecondaryMap<Value, Option<u32>> = SecondaryMap::new();
    let mut group_info: Vec<(Option<u32>, Option<u64>)> = Vec::new();
    if opts.coalesce {
        let res = gctd::run(f, &arrays, &|v| ty(v).clone());
        for (v, g) in res.group_of {
            group[v] = Some(g);
        }
        group_info = res.groups;
        fs.gctd = Some(res.report);
    } else {
        for (k, &v) in arrays.iter().enumerate() {
            group[v] = Some(k as u32);
            group_info.push((None, gctd::static_numel(ty(v))));
        }
    }
    let mut group_slot: Vec<Option<Slot>> = vec![None; group_info.len()];
    for &v in &values {
        if fs.slot[v].is_some() {
            continue;
        }
        let kind = kind_of(v);
        let s = match group[v] {
            Some(g) if kind == SlotKind::Array => {
                let (colour, static_numel) = group_info[g as usize];
                *group_slot[g as usize].get_or_insert_with(|| {
                    fs.slots.push(SlotData {
                        kind,
                        values: Vec::new(),
                        colour,
                        static_numel,
                        placement: Placement::Heap,
                    })
                })
            }
            _ => fs.slots.push(SlotData {
                kind,
                values: Vec::new(),
                colour: None,
                static_numel: None,
                placement: Placement::Heap,
            }),
        };
        fs.slots[s].values.push(v);
        fs.slot[v] = Some(s);
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

/// Module-wide storage figures (`--stats`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct StorageStats {
    /// Array-valued SSA values.
    pub array_values: usize,
    /// Colours used by GCTD (equal to the array slots when coalescing is off).
    pub colours: usize,
    /// Array slots (groups): one C `mt_array` each.
    pub groups: usize,
    /// Bytes of stack buffers (static-size groups in C automatic arrays), summed over
    /// functions.
    pub stack_bytes: u64,
    /// Bytes of static-storage buffers (static-size groups too large for the stack).
    pub static_bytes: u64,
    /// Groups with a heap buffer, grown in place (symbolic or unknown size).
    pub heap_groups: usize,
}

impl std::fmt::Display for StorageStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "storage: {} array values, {} colours, {} groups, stack {} bytes, static {} bytes, heap {} groups",
            self.array_values,
            self.colours,
            self.groups,
            self.stack_bytes,
            self.static_bytes,
            self.heap_groups
        )
    }
}

/// Sums the storage figures over every function.
pub fn stats(sm: &StorageMap) -> StorageStats {
    let mut st = StorageStats::default();
    for (_, fs) in sm.funcs.iter() {
        let arrays = fs.slots.values().filter(|d| d.kind == SlotKind::Array);
        for d in arrays {
            st.array_values += d.values.len();
            st.groups += 1;
            match d.placement {
                Placement::Stack(b) => st.stack_bytes += b,
                Placement::Static(b) => st.static_bytes += b,
                Placement::Heap => st.heap_groups += 1,
            }
        }
        st.colours += match &fs.gctd {
            Some(r) => r.colours.len(),
            None => fs
                .slots
                .values()
                .filter(|d| d.kind == SlotKind::Array)
                .count(),
        };
    }
    st
}

/// `--stats`' memory line of the entry point: the static storage of every function it
/// reaches (fixed buffers of static groups), an estimate of its deepest stack (per frame:
/// stack buffers, 8 bytes per scalar local, 136 per `mt_array` header as on a 64-bit host,
/// summed along the deepest call chain; recursion makes it unbounded) and the groups still
/// on the heap.
pub fn entry_memory(m: &Module, sm: &StorageMap) -> Option<String> {
    let e = m.entry?;
    let frame = |id: FuncId| -> u64 {
        sm.funcs[id]
            .slots
            .values()
            .map(|d| match (d.kind, d.placement) {
                (SlotKind::Array, Placement::Stack(b)) => b + 136,
                (SlotKind::Array, _) => 136,
                (SlotKind::Complex, _) => 16,
                (SlotKind::Scalar(_), _) => 8,
            })
            .sum()
    };
    let callees = |id: FuncId| -> Vec<FuncId> {
        let f = &m.funcs[id];
        let mut v = Vec::new();
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                if let InstData::Call { func, .. } = f.inst(i)
                    && !v.contains(func)
                {
                    v.push(*func);
                }
            }
        }
        v
    };
    // Deepest chain by DFS; a function met again on the current path is recursion.
    fn depth(
        id: FuncId,
        path: &mut Vec<FuncId>,
        frame: &dyn Fn(FuncId) -> u64,
        callees: &dyn Fn(FuncId) -> Vec<FuncId>,
        seen: &mut Vec<FuncId>,
    ) -> Option<u64> {
        if path.contains(&id) {
            return None;
        }
        if !seen.contains(&id) {
            seen.push(id);
        }
        path.push(id);
        let mut deepest = 0;
        for c in callees(id) {
            deepest = deepest.max(depth(c, path, frame, callees, seen)?);
        }
        path.pop();
        Some(frame(id) + deepest)
    }
    let mut seen = Vec::new();
    let stack = depth(e, &mut Vec::new(), &frame, &callees, &mut seen);
    let (mut statics, mut heap) = (0u64, 0usize);
    for &id in &seen {
        for d in sm.funcs[id]
            .slots
            .values()
            .filter(|d| d.kind == SlotKind::Array)
        {
            match d.placement {
                Placement::Static(b) => statics += b,
                Placement::Heap
                    if !d.values.iter().any(|v| m.funcs[id].params().contains(v))
                        && !d.values.iter().all(|&v| sm.funcs[id].virt[v].is_some()) =>
                {
                    heap += 1
                }
                _ => {}
            }
        }
    }
    let stack = stack.map_or("unbounded (recursion)".to_string(), |b| {
        format!("~{b} bytes")
    });
    Some(format!(
        "memory: entry `{}`: static {statics} bytes, stack {stack} (deepest call chain), {heap} heap groups",
        m.funcs[e].name
    ))
}

/// A text dump of the allocation (`--emit=storage`). Per function: the interference summary,
/// the colour classes, the groups (one C `mt_array` each, with colour, intrinsic type and size
/// class), then the typed IR with each value's slot. Values are named as in `--emit=ir`.
pub fn print_storage(m: &Module, types: &InferResult, sm: &StorageMap) -> String {
    use std::fmt::Write;
    const MARK: char = '\u{1}';
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    let text = mat2c_ir::print_module_with(m, &|i, v| {
        let id = ids[i];
        let fs = &sm.funcs[id];
        let t = types.ty(id, v);
        let mut slot = fs.slot[v].map_or(String::new(), |s| format!(" @{s}"));
        match fs.virt[v] {
            Some(Virtual::Constant) => slot.push_str(" (virtual constant)"),
            Some(Virtual::Range) => slot.push_str(" (virtual range)"),
            None => {}
        }
        if fs.slot[v].is_some_and(|s| fs.slots[s].kind == SlotKind::Complex) {
            slot.push_str(" (C complex scalar)");
        }
        // A C scalar of another class than double: the class its `double` local holds.
        if let Some(SlotKind::Scalar(c)) = fs.slot[v].map(|s| fs.slots[s].kind)
            && c != Class::Double
            && fs.virt[v].is_none()
        {
            let _ = write!(slot, " (C scalar {})", c.name());
        }
        Some(format!("{MARK}{}{MARK}{t}{slot}", v.as_u32()))
    });
    // Recover the printer's value names from the markers, then drop the markers.
    let mut names: Vec<SecondaryMap<Value, Option<String>>> = Vec::new();
    let mut ir: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("; fn") {
            names.push(SecondaryMap::new());
            ir.push(String::new());
        }
        let (Some(nm), Some(buf)) = (names.last_mut(), ir.last_mut()) else {
            continue;
        };
        let mut rest = line;
        while let Some(k) = rest.find(MARK) {
            let before = &rest[..k];
            let name_start = before
                .trim_end_matches(": ")
                .rfind(|c: char| !c.is_ascii_alphanumeric())
                .map_or(0, |p| p + 1);
            let name = before.trim_end_matches(": ")[name_start..].to_string();
            let after = &rest[k + 1..];
            let end = after.find(MARK).unwrap_or(0);
            if let Ok(raw) = after[..end].parse::<u32>() {
                nm[Value::from_u32(raw)] = Some(name);
            }
            buf.push_str(before);
            rest = &after[end + 1..];
        }
        buf.push_str(rest);
        buf.push('\n');
    }
    let mut out = String::new();
    for (k, (id, _)) in m.funcs.iter().enumerate() {
        let fs = &sm.funcs[id];
        let nm = &names[k];
        let name = |v: &Value| nm[*v].clone().unwrap_or_else(|| v.to_string());
        let list = |vs: &[Value]| vs.iter().map(name).collect::<Vec<_>>().join(", ");
        let mut ir_lines = ir[k].lines();
        if let Some(h) = ir_lines.next() {
            let _ = writeln!(out, "{h}");
        }
        if let Some(r) = &fs.gctd {
            let _ = writeln!(
                out,
                "; interference: {} array values, {} edges ({} from operator semantics)",
                r.nodes, r.edges, r.op_edges
            );
            let _ = writeln!(
                out,
                "; coalesced {} of {} copy affinities",
                r.coalesced, r.affinities
            );
            for (c, vals) in r.colours.iter().enumerate() {
                let _ = writeln!(out, "; colour{c}: {}", list(vals));
            }
        }
        for (s, d) in fs.slots.iter() {
            if d.kind != SlotKind::Array {
                continue;
            }
            let t = types.ty(id, d.values[0]);
            let mut k = format!("; group @{s}: {}", gctd::key_name(t));
            if let Some(c) = d.colour {
                let _ = write!(k, " colour{c}");
            }
            match d.static_numel {
                Some(n) => {
                    let _ = write!(k, " static({n})");
                }
                None => k.push_str(" dynamic"),
            }
            let _ = write!(k, " {}", d.placement);
            let _ = writeln!(out, "{k}: {}", list(&d.values));
        }
        for l in ir_lines {
            let _ = writeln!(out, "{l}");
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
            ; fn0 entry
            ; interference: 1 array values, 0 edges (0 from operator semantics)
            ; coalesced 0 of 0 copy affinities
            ; colour0: v2
            ; group @slot2: char colour0 static(2) stack(2 bytes): v2
            script s() -> ()
            bb0():
                v0: double[1x1] @slot0 (virtual constant) = const 2.0
                v1: logical[1x1] @slot1 (virtual constant) = const true
                v2: char[1x2] @slot2 = const "hi"
                v3: any cplx?[*] = const :
                v4: double[1x1] @slot3 = plus v0, v1
                return
        "#]]
        .assert_eq(&print_storage(&m, &ty, &sm));
    }
}
