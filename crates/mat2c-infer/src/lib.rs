//! mat2c-infer: class, complexity and shape inference.
//!
//! [`infer`] runs a forward data-flow analysis over each function's CFG (block parameters join
//! their incoming arguments; the lattice has finite height, see `fact.rs`) and an
//! interprocedural fixpoint over the call graph: a user function is analysed once, with each
//! parameter's type the join over all its call sites, and its output types flow back to every
//! call site. Results are side tables ([`InferResult`]); the IR is not touched.
//!
//! Invariants:
//! - soundness: every run-time value of `v` is described by `ty(f, v)` (a value that is never
//!   computed — unreachable code, or only reached through an undefined variable — gets ⊥, which
//!   [`InferResult::ty`] reports as the top type so consumers never see ⊥);
//! - determinism: iteration orders come from the layout and `PrimaryMap` keys only.
//!
//! The shape vocabulary is `mat2c_ir::types`; symbolic extents (MAGICA-style shape algebra) are
//! a later extension of `Dim` and do not change this API.

mod fact;
mod transfer;

use std::collections::VecDeque;
use std::hash::{BuildHasherDefault, DefaultHasher};

use cranelift_entity::{EntityRef, SecondaryMap};
use mat2c_ir::types::Ty;
use mat2c_ir::{ControlFlowGraph, FuncId, Function, InstData, Module, Value};
use petgraph::Direction;
use petgraph::graphmap::DiGraphMap;

use fact::{Fact, join_into};

/// Types of the values of one function.
#[derive(Clone, Debug)]
pub struct FuncTypes {
    /// The type of each value (the top type for values inference never saw computed).
    pub ty: SecondaryMap<Value, Ty>,
    /// False for values that are never computed (⊥): unreachable, or poisoned by an undefined
    /// variable.
    pub reached: SecondaryMap<Value, bool>,
    /// The joined types of the function's inputs over all call sites.
    pub params: Vec<Ty>,
    /// The joined types of the function's outputs over all `return`s.
    pub outputs: Vec<Ty>,
    /// Compile-time constant real scalars.
    pub konst: SecondaryMap<Value, Option<f64>>,
}

impl Default for FuncTypes {
    fn default() -> Self {
        FuncTypes {
            ty: SecondaryMap::with_default(Ty::top()),
            reached: SecondaryMap::new(),
            params: Vec::new(),
            outputs: Vec::new(),
            konst: SecondaryMap::new(),
        }
    }
}

/// The result of [`infer`]: one [`FuncTypes`] per function of the module.
#[derive(Clone, Debug, Default)]
pub struct InferResult {
    pub funcs: SecondaryMap<FuncId, FuncTypes>,
}

impl InferResult {
    /// The type of `v` in function `f`.
    pub fn ty(&self, f: FuncId, v: Value) -> &Ty {
        &self.funcs[f].ty[v]
    }

    /// The output types of `f`.
    pub fn outputs(&self, f: FuncId) -> &[Ty] {
        &self.funcs[f].outputs
    }

    /// The constant value of `v` when it is a known real scalar.
    pub fn konst(&self, f: FuncId, v: Value) -> Option<f64> {
        self.funcs[f].konst[v]
    }
}

/// The call graph (caller → callee). A fixed hasher keeps it deterministic; node order is
/// insertion order.
type CallGraph = DiGraphMap<FuncId, (), BuildHasherDefault<DefaultHasher>>;

/// Per-function analysis state, kept across re-analyses so every fact only grows.
#[derive(Clone, Default)]
struct State {
    facts: SecondaryMap<Value, Option<Fact>>,
    params: Vec<Option<Fact>>,
    outputs: Vec<Option<Fact>>,
}

/// Infers types for every value of every function of `m`.
pub fn infer(m: &Module) -> InferResult {
    let mut cg: CallGraph = DiGraphMap::default();
    for (id, f) in m.funcs.iter() {
        cg.add_node(id);
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                if let InstData::Call { func, .. } = f.inst(i) {
                    cg.add_edge(id, *func, ());
                }
            }
        }
    }
    let mut st: SecondaryMap<FuncId, State> = SecondaryMap::new();
    let mut queue = VecDeque::new();
    let mut queued: SecondaryMap<FuncId, bool> = SecondaryMap::new();
    for (id, f) in m.funcs.iter() {
        let nparams = f.params().len();
        let uncalled = cg
            .neighbors_directed(id, Direction::Incoming)
            .next()
            .is_none();
        st[id].params = if uncalled || m.entry == Some(id) {
            vec![Some(Fact::top()); nparams]
        } else {
            vec![None; nparams]
        };
        st[id].outputs = vec![None; f.output_names.len()];
        queue.push_back(id);
        queued[id] = true;
    }
    while let Some(id) = queue.pop_front() {
        queued[id] = false;
        // Analyse a copy: a recursive call must see the outputs found so far, and the
        // comparison below must be against them.
        let mut s = st[id].clone();
        let calls = analyse(&m.funcs[id], &mut s, &st);
        let out_changed = s.outputs != st[id].outputs;
        st[id] = s;
        let mut push = |q: &mut VecDeque<FuncId>, f: FuncId| {
            if !queued[f] {
                queued[f] = true;
                q.push_back(f);
            }
        };
        for (callee, args) in calls {
            let mut changed = false;
            let ps = &mut st[callee].params;
            for (k, a) in args.iter().enumerate() {
                if let (Some(slot), Some(a)) = (ps.get_mut(k), a) {
                    changed |= join_into(slot, a);
                }
            }
            if changed {
                push(&mut queue, callee);
            }
        }
        if out_changed {
            let callers: Vec<FuncId> = cg.neighbors_directed(id, Direction::Incoming).collect();
            for c in callers {
                push(&mut queue, c);
            }
        }
    }
    let mut res = InferResult::default();
    for (id, f) in m.funcs.iter() {
        let s = &st[id];
        let ft = &mut res.funcs[id];
        for v in f.dfg.values() {
            if let Some(fact) = &s.facts[v] {
                ft.ty[v] = fact.ty.clone();
                ft.reached[v] = true;
                ft.konst[v] = fact.konst;
            }
        }
        let ty = |x: &Option<Fact>| x.as_ref().map_or(Ty::top(), |x| x.ty.clone());
        ft.params = s.params.iter().map(ty).collect();
        ft.outputs = s.outputs.iter().map(ty).collect();
    }
    res
}

/// Analyses one function to a fixpoint under its current parameter facts. Returns, per call
/// site, the callee and the argument facts to join into its parameters.
fn analyse(
    f: &Function,
    s: &mut State,
    all: &SecondaryMap<FuncId, State>,
) -> Vec<(FuncId, Vec<Option<Fact>>)> {
    let cfg = ControlFlowGraph::compute(f);
    let rpo = cfg.reverse_postorder(f);
    let Some(entry) = f.layout.entry() else {
        return Vec::new();
    };
    for (k, &p) in f.dfg.block_params(entry).iter().enumerate() {
        if let Some(Some(pf)) = s.params.get(k) {
            join_into(&mut s.facts[p], pf);
        }
    }
    let mut calls = Vec::new();
    loop {
        let mut changed = false;
        calls.clear();
        for &b in &rpo {
            for &i in f.layout.block_insts(b) {
                let data = f.inst(i);
                match data {
                    InstData::Jump { .. } | InstData::Brif { .. } => {
                        for call in data.successors() {
                            let params = f.dfg.block_params(call.block);
                            for (&p, &a) in params.iter().zip(&call.args) {
                                if let Some(af) = s.facts[a].clone() {
                                    changed |= join_into(&mut s.facts[p], &af);
                                }
                            }
                        }
                    }
                    InstData::Return { vals } => {
                        for (k, &v) in vals.iter().enumerate() {
                            if let (Some(slot), Some(vf)) = (s.outputs.get_mut(k), &s.facts[v]) {
                                join_into(slot, vf);
                            }
                        }
                    }
                    InstData::Call { func, args } => {
                        let facts: Vec<Option<Fact>> =
                            args.iter().map(|&a| s.facts[a].clone()).collect();
                        calls.push((*func, facts.clone()));
                        let results = f.dfg.inst_results(i);
                        if facts.iter().all(Option::is_some) {
                            for (k, &r) in results.iter().enumerate() {
                                let out = all
                                    .get(*func)
                                    .and_then(|c| c.outputs.get(k).cloned().flatten());
                                if let Some(o) = out {
                                    changed |= join_into(&mut s.facts[r], &o);
                                }
                            }
                        }
                    }
                    _ => {
                        let results = f.dfg.inst_results(i);
                        if results.is_empty() {
                            continue;
                        }
                        let out =
                            transfer::transfer(f, data, results.len(), &|v| s.facts[v].clone());
                        for (&r, o) in results.iter().zip(out) {
                            if let Some(o) = o {
                                changed |= join_into(&mut s.facts[r], &o);
                            }
                        }
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    calls
}

/// Prints the module with each defined value annotated with its type (`--emit=typed`), e.g.
/// `v7: double[3x?] = mtimes v3, v5`.
pub fn print_typed(m: &Module, r: &InferResult) -> String {
    mat2c_ir::print_module_with(m, &|i, v| {
        let f = FuncId::new(i);
        let ft = r.funcs.get(f)?;
        if ft.reached[v] {
            Some(ft.ty[v].to_string())
        } else {
            Some("⊥".to_string())
        }
    })
}

#[cfg(test)]
mod tests;
