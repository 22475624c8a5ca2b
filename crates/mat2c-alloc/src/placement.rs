//! Where each array group's buffer lives (paper 001 §3.2): groups whose size is statically
//! estimable get a fixed buffer sized by the group's largest member — on the C stack when it
//! is small, else in static storage when the function is never re-entered (not recursive) —
//! and every other group is one heap buffer grown in place when a member needs more.
//!
//! Slots holding a function input or a returned value never get a fixed buffer (the input
//! arrives behind a pointer; a returned buffer is moved to the caller). A fixed buffer is only a starting capacity: the runtime moves a value to the heap
//! if it ever outgrows it (`mt_resize`), so a wrong size estimate costs speed, never safety.
//!
//! Also here: the paper's Table 2 figures ([`table2`]).

use cranelift_entity::SecondaryMap;
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Complexity, Ty};
use mat2c_ir::{FuncId, Function, InstData, Module};

use crate::interference::Hasher;
use crate::{AllocOptions, FuncStorage, SlotKind, StorageMap};

/// Where an array slot's buffer lives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    /// A C automatic array of this many bytes in the function's frame.
    Stack(u64),
    /// A function-local `static` array of this many bytes (non-recursive functions only).
    Static(u64),
    /// A heap buffer, grown in place when a member needs more.
    Heap,
}

impl std::fmt::Display for Placement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Placement::Stack(b) => write!(f, "stack({b} bytes)"),
            Placement::Static(b) => write!(f, "static-storage({b} bytes)"),
            Placement::Heap => write!(f, "heap"),
        }
    }
}

/// Bytes per element of a value of type `t`, when its class is known (an unknown complexity
/// counts as complex: the buffer must hold either).
pub(crate) fn element_bytes(t: &Ty) -> Option<u64> {
    let base = match t.class? {
        Class::Double | Class::Int64 | Class::Uint64 => 8,
        Class::Single | Class::Int32 | Class::Uint32 => 4,
        Class::Int16 | Class::Uint16 => 2,
        Class::Int8 | Class::Uint8 | Class::Logical | Class::Char => 1,
        // Containers hold pointers to boxed elements: never a fixed buffer.
        Class::Cell | Class::Struct => return None,
    };
    Some(match t.cplx {
        Complexity::Real => base,
        Complexity::Complex | Complexity::Unknown => 2 * base,
    })
}

/// The functions that can call themselves, directly or through others.
pub(crate) fn recursive_functions(m: &Module) -> SecondaryMap<FuncId, bool> {
    let mut g: petgraph::graphmap::DiGraphMap<u32, (), Hasher> = Default::default();
    for (id, f) in m.funcs.iter() {
        g.add_node(id.as_u32());
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                if let InstData::Call { func, .. } = f.inst(i) {
                    g.add_edge(id.as_u32(), func.as_u32(), ());
                }
            }
        }
    }
    let mut rec = SecondaryMap::new();
    for scc in petgraph::algo::tarjan_scc(&g) {
        let cyclic = scc.len() > 1 || g.contains_edge(scc[0], scc[0]);
        for n in scc {
            rec[FuncId::from_u32(n)] = cyclic;
        }
    }
    rec
}

/// Chooses the placement of every array slot of one function, in slot order.
pub(crate) fn place(
    f: &Function,
    id: FuncId,
    types: &InferResult,
    opts: &AllocOptions,
    recursive: bool,
    entry: bool,
    fs: &mut FuncStorage,
) {
    // Inputs arrive behind pointers; returned values' buffers are handed to the caller
    // (with --no-heap, the entry's are static buffers the library wrapper copies out of).
    let pinned: Vec<mat2c_ir::Value> = f.params().to_vec();
    let mut returned: Vec<mat2c_ir::Value> = Vec::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            if let InstData::Return { vals } = f.inst(i) {
                returned.extend(vals.iter().copied());
            }
        }
    }
    let mut frame = 0u64;
    for (_, d) in fs.slots.iter_mut() {
        if d.kind != SlotKind::Array || d.values.iter().any(|v| pinned.contains(v)) {
            continue;
        }
        let is_returned = d.values.iter().any(|v| returned.contains(v));
        if is_returned && !(opts.no_heap && entry && !recursive) {
            continue;
        }
        let Some(numel) = d.static_numel else {
            continue;
        };
        let Some(bytes) = d
            .values
            .iter()
            .map(|&v| element_bytes(types.ty(id, v)))
            .try_fold(0u64, |acc, b| Some(acc.max(b?)))
            .and_then(|b| b.checked_mul(numel))
        else {
            continue;
        };
        if bytes == 0 {
            continue;
        }
        if is_returned {
            // outlives the frame: static storage only
            if bytes <= opts.static_slot_limit {
                d.placement = Placement::Static(bytes);
            }
        } else if bytes <= opts.stack_slot_limit && frame + bytes <= opts.stack_frame_limit {
            frame += bytes;
            d.placement = Placement::Stack(bytes);
        } else if !recursive && bytes <= opts.static_slot_limit {
            d.placement = Placement::Static(bytes);
        }
    }
}

/// Paper 001 Table 2, over a whole module: what coalescing saved.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Table2 {
    /// Variables (SSA values needing storage, scalars included) entering the pass.
    pub original: usize,
    /// Array values of statically estimable size subsumed in another value's storage.
    pub static_reduction: usize,
    /// Array values of symbolic or unknown size subsumed in another value's storage.
    pub dynamic_reduction: usize,
    /// Bytes saved among statically sized values: their total size minus the size of the
    /// static-size groups holding them.
    pub storage_reduction_bytes: u64,
}

impl std::fmt::Display for Table2 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "gctd: static/dynamic variable reduction {}/{}, original variable count {}, storage reduction {:.1} KB",
            self.static_reduction,
            self.dynamic_reduction,
            self.original,
            self.storage_reduction_bytes as f64 / 1024.0
        )
    }
}

/// The Table 2 figures of an allocation. In each group one value owns the storage (the
/// largest static one, else the first); every other member counts as subsumed, as a static
/// or dynamic reduction by its own size.
pub fn table2(m: &Module, types: &InferResult, sm: &StorageMap) -> Table2 {
    let mut t = Table2::default();
    for (id, _) in m.funcs.iter() {
        let fs = &sm.funcs[id];
        t.original += fs.slots.values().map(|d| d.values.len()).sum::<usize>();
        for d in fs.slots.values().filter(|d| d.kind == SlotKind::Array) {
            let size = |v| {
                let ty = types.ty(id, v);
                Some(crate::gctd::static_numel(ty)? * element_bytes(ty)?)
            };
            let sizes: Vec<Option<u64>> = d.values.iter().map(|&v| size(v)).collect();
            let owner = (0..sizes.len())
                .max_by_key(|&k| (sizes[k].is_some(), sizes[k], std::cmp::Reverse(k)))
                .unwrap_or(0);
            for (k, s) in sizes.iter().enumerate() {
                if k == owner {
                    continue;
                }
                match s {
                    Some(_) => t.static_reduction += 1,
                    None => t.dynamic_reduction += 1,
                }
            }
            if sizes.iter().all(Option::is_some) {
                let total: u64 = sizes.iter().flatten().sum();
                let group = sizes.iter().flatten().copied().max().unwrap_or(0);
                t.storage_reduction_bytes += total - group;
            }
        }
    }
    t
}
