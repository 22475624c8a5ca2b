//! mat2c-infer: class, complexity and shape inference.
//!
//! A forward data-flow analysis runs over each function's CFG (block parameters join their
//! incoming arguments; the lattice has finite height, see `fact.rs`) inside an
//! interprocedural fixpoint over the call graph. [`specialise`] (the pipeline's entry) analyses
//! a user function once per input signature reaching it and clones one IR function per
//! variant ([`variants`], ARGen); [`infer`] analyses each function once with each parameter's
//! type the join over all its call sites and leaves the module as it is. Output types flow
//! back to every call site. Results are side tables ([`InferResult`]).
//!
//! Invariants:
//! - soundness: every run-time value of `v` is described by `ty(f, v)` (a value that is never
//!   computed — unreachable code, or only reached through an undefined variable — gets ⊥, which
//!   [`InferResult::ty`] reports as the top type so consumers never see ⊥);
//! - determinism: iteration orders come from the layout and `PrimaryMap` keys only.
//!
//! Shapes are tracked symbolically inside this crate (MAGICA-style shape algebra, see
//! [`sym`] and [`shape`]): extents are terms over symbols introduced for inputs' extents,
//! `size`/`numel` results and scalars used as sizes. [`InferResult::ty`] projects them onto
//! the shared vocabulary (`Dim::Known` for constants, `Dim::Unknown` otherwise);
//! [`InferResult::shape_text`] prints the symbolic form and [`InferResult::check_proven`]
//! tells which run-time conformance and bounds checks are provably unnecessary.

pub mod entry;
mod fact;
mod loop_index;
mod names;
pub mod shape;
pub mod sym;
mod symb;
mod transfer;
pub mod variants;

use std::hash::{BuildHasherDefault, DefaultHasher};

use cranelift_entity::{EntityRef, SecondaryMap};
use mat2c_ir::types::Ty;
use mat2c_ir::{ControlFlowGraph, DominatorTree, FuncId, Function, Inst, InstData, Module, Value};
use petgraph::Direction;
use petgraph::graphmap::DiGraphMap;

pub use entry::{DimSpec, InputSpec};
use fact::{Fact, join_into};
use shape::SShape;
use sym::Arena;
use symb::JoinAt;
pub use symb::{Proof, SubBounds};

/// Types of the values of one function.
#[derive(Clone, Debug)]
pub struct FuncTypes {
    /// The type of each value (the top type for values inference never saw computed).
    pub ty: SecondaryMap<Value, Ty>,
    /// False for values that are never computed (⊥): unreachable, or poisoned by an undefined
    /// variable.
    pub reached: SecondaryMap<Value, bool>,
    /// The joined types of the function's inputs over the call sites reaching this variant.
    pub params: Vec<Ty>,
    /// The joined types of the function's outputs over all `return`s.
    pub outputs: Vec<Ty>,
    /// Compile-time constant real scalars.
    pub konst: SecondaryMap<Value, Option<f64>>,
    /// The input signature this function (a specialised variant) was analysed for; `None`
    /// for the generic variant that joins all its call sites.
    pub signature: Option<Vec<variants::ParamSig>>,
}

impl Default for FuncTypes {
    fn default() -> Self {
        FuncTypes {
            ty: SecondaryMap::with_default(Ty::top()),
            reached: SecondaryMap::new(),
            params: Vec::new(),
            outputs: Vec::new(),
            konst: SecondaryMap::new(),
            signature: None,
        }
    }
}

/// Symbolic shapes and the checks side table of one function.
#[derive(Clone, Debug, Default)]
pub struct FuncShapes {
    /// The terms the shapes are made of.
    pub arena: Arena,
    /// The symbolic shape of each reached value.
    pub shape: SecondaryMap<Value, Option<SShape>>,
    /// For each instruction that needs a run-time conformance or bounds check: whether it is
    /// proven unnecessary.
    pub checks: SecondaryMap<Inst, Option<bool>>,
    /// For each check proven unnecessary: the proof (which facts decided it).
    pub proofs: SecondaryMap<Inst, Option<Proof>>,
    /// The `mod(a, c)` instructions whose `a` is proven an integer in `[0, 2^52)` and `c` a
    /// positive integer constant: the integer remainder is Octave's result.
    pub int_mods: SecondaryMap<Inst, bool>,
    /// The `int_mods` whose dividend is exact in C integers at every `+`, `-` and `*` of its
    /// expression tree (see `Checker::mod_tree_exact`).
    pub exact_mod_trees: SecondaryMap<Inst, bool>,
}

/// The result of [`infer`]: one [`FuncTypes`] per function of the module.
#[derive(Clone, Debug, Default)]
pub struct InferResult {
    pub funcs: SecondaryMap<FuncId, FuncTypes>,
    /// Symbolic shapes and checks per function.
    pub shapes: SecondaryMap<FuncId, FuncShapes>,
    /// The declared inputs of the entry function (empty when it has none).
    pub entry_inputs: Vec<InputSpec>,
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

    /// The symbolic shape of `v` (`None` when never computed).
    pub fn sshape(&self, f: FuncId, v: Value) -> Option<&SShape> {
        self.shapes.get(f)?.shape[v].as_ref()
    }

    /// The type of `v` with its symbolic shape, e.g. `double[3 x n1]` (`⊥` when never
    /// computed).
    pub fn shape_text(&self, f: FuncId, v: Value) -> String {
        self.shape_text_named(f, v, None)
    }

    /// The names of `f`'s shape symbols after the source (`n`, `size(A,1)`, a declared `N`),
    /// for [`InferResult::shape_text_named`]; symbols without one keep `nK`.
    pub fn sym_names(&self, m: &Module, f: FuncId) -> Vec<String> {
        names::sym_names(m, self, f)
    }

    /// [`InferResult::shape_text`] with symbols named by `names` (from
    /// [`InferResult::sym_names`]): `double[n x 1]`.
    pub fn shape_text_named(&self, f: FuncId, v: Value, names: Option<&[String]>) -> String {
        let ft = &self.funcs[f];
        if !ft.reached[v] {
            return "⊥".into();
        }
        let ty = &ft.ty[v];
        let mut s = match ty.class {
            Some(c) => c.name().to_string(),
            None => "any".to_string(),
        };
        match ty.cplx {
            mat2c_ir::types::Complexity::Real => {}
            mat2c_ir::types::Complexity::Complex => s.push_str(" complex"),
            mat2c_ir::types::Complexity::Unknown => s.push_str(" cplx?"),
        }
        match (self.shapes.get(f), self.sshape(f, v)) {
            (Some(fs), Some(sh)) => s.push_str(&fs.arena.shape_text_named(sh, names)),
            _ => s.push_str(&ty.shape.to_string()),
        }
        s
    }

    /// How much of `v`'s shape is known: 0 every extent constant, 1 some extent symbolic, 2
    /// some part unknown (`None`: never computed). The classes `--stats` counts.
    pub fn shape_kind(&self, f: FuncId, v: Value) -> Option<u8> {
        self.sshape(f, v).map(symb::shape_kind)
    }

    /// True when `inst` is a `mod(a, c)` whose result is the integer remainder (see
    /// [`FuncShapes::int_mods`]).
    pub fn int_mod(&self, f: FuncId, inst: Inst) -> bool {
        self.shapes.get(f).is_some_and(|s| s.int_mods[inst])
    }

    /// True when `inst` is an [`Self::int_mod`] whose dividend's tree of `+`, `-` and `*` is
    /// exact in C integers (see [`FuncShapes::exact_mod_trees`]).
    pub fn int_mod_exact(&self, f: FuncId, inst: Inst) -> bool {
        self.shapes.get(f).is_some_and(|s| s.exact_mod_trees[inst])
    }

    /// `Some(proven)` when `inst` needs a run-time conformance or bounds check: `true` when
    /// the check is provably unnecessary.
    pub fn check(&self, f: FuncId, inst: Inst) -> Option<bool> {
        self.shapes.get(f)?.checks[inst]
    }

    /// The proof that `inst`'s check is unnecessary, when inference has one.
    pub fn proof(&self, f: FuncId, inst: Inst) -> Option<&Proof> {
        self.shapes.get(f)?.proofs[inst].as_ref()
    }

    /// Per subscript of a [`Proof::Bounds`]: its value range and the extent it indexes, as
    /// text with symbols named by `names` (`("1", "n", "n")`); `None` for a `:`.
    pub fn bounds_text(
        &self,
        f: FuncId,
        b: &[Option<SubBounds>],
        names: Option<&[String]>,
    ) -> Vec<Option<(String, String, String)>> {
        let Some(fs) = self.shapes.get(f) else {
            return Vec::new();
        };
        let t = |x| fs.arena.text_named(x, names);
        b.iter()
            .map(|s| s.map(|s| (t(s.lo), t(s.hi), t(s.ext))))
            .collect()
    }

    /// True when `inst` needs no run-time conformance or bounds check (it needs none at all,
    /// or the one it would need is proven to pass).
    pub fn check_proven(&self, f: FuncId, inst: Inst) -> bool {
        self.check(f, inst).unwrap_or(true)
    }

    /// True when `a` and `b` of `f` provably have the same extents: their symbolic shapes are
    /// equal and fully known (constants or symbols; an unknown extent equals nothing), so an
    /// elementwise operation on them needs no conformance test and no implicit expansion.
    pub fn same_shape(&self, f: FuncId, a: Value, b: Value) -> bool {
        let (Some(x), Some(y)) = (self.sshape(f, a), self.sshape(f, b)) else {
            return false;
        };
        match x {
            SShape::Dims(d) => x == y && !d.contains(&shape::SDim::Unknown),
            SShape::Top => false,
        }
    }
}

/// The call graph (caller → callee). A fixed hasher keeps it deterministic; node order is
/// insertion order.
type CallGraph = DiGraphMap<FuncId, (), BuildHasherDefault<DefaultHasher>>;

/// Per-variant analysis state, kept across re-analyses so every fact only grows.
#[derive(Clone, Default)]
struct State {
    arena: Arena,
    facts: SecondaryMap<Value, Option<Fact>>,
    params: Vec<Option<Fact>>,
    outputs: Vec<Option<Fact>>,
    /// Extents of the inputs declared equal (`%# A size [N N]`, entry only).
    shared: Vec<variants::SharedDim>,
}

/// One call instruction and its argument facts (`None`: not reached yet).
struct CallSite {
    inst: Inst,
    func: FuncId,
    args: Vec<Option<Fact>>,
}

/// Infers types for every value of every function of `m`, one set of facts per function
/// joined over all its call sites (no specialisation; the module is unchanged).
pub fn infer(m: &Module) -> InferResult {
    let cg = variants::call_graph(m);
    let mut t = variants::Table::new(m, &cg, 0);
    for (id, f) in m.funcs.iter() {
        let nparams = f.params().len();
        let uncalled = cg
            .neighbors_directed(id, Direction::Incoming)
            .next()
            .is_none();
        let params = if uncalled || m.entry == Some(id) {
            vec![Some(Fact::top()); nparams]
        } else {
            vec![None; nparams]
        };
        t.create(id, None, params, false);
    }
    t.solve();
    let order: Vec<usize> = (0..m.funcs.len()).collect();
    collect(m, &t, &order)
}

/// ARGen specialisation: infers types with one variant of each user function per input
/// signature reaching it, from the entry function whose inputs are declared by `entry` (one
/// spec per input; empty for a script or an input-less function). Returns the module with
/// each live variant as its own function (calls retargeted) and the types of that module.
pub fn specialise(m: &Module, entry: &[InputSpec]) -> (Module, InferResult) {
    let Some(e) = m.entry else {
        return (m.clone(), infer(m));
    };
    let cg = variants::call_graph(m);
    let mut t = variants::Table::new(m, &cg, variants::MAX_VARIANTS);
    let nparams = m.funcs[e].params().len();
    let (mut params, shared) = variants::entry_params(entry);
    params.resize(nparams, Some(Fact::top()));
    let sig = params
        .iter()
        .map(|p| variants::ParamSig::new(p.as_ref().map_or(Ty::top(), |p| p.ty.clone())))
        .collect();
    let root = t.create(e, Some(sig), params, false);
    t.vars[root].state.shared = shared;
    t.solve();
    let live = t.live(&[root]);
    let (module, order) = variants::clone_module(&t, &live, root);
    let mut res = collect(&module, &t, &order);
    res.entry_inputs = entry.to_vec();
    (module, res)
}

/// The types of a module [`specialise`] returned, after passes rewrote it (the cleanup
/// after specialisation), without cloning again: each function is analysed once with its
/// inputs joined over its call sites, which are those of its one signature, and the entry's
/// from its declared inputs. The functions stay as they are (specialising again would peel
/// recursive variants one level per round); signatures are carried over from `prev`.
pub fn reinfer_specialised(m: &Module, entry: &[InputSpec], prev: &InferResult) -> InferResult {
    let cg = variants::call_graph(m);
    let mut t = variants::Table::new(m, &cg, 0);
    for (id, f) in m.funcs.iter() {
        let nparams = f.params().len();
        let uncalled = cg
            .neighbors_directed(id, Direction::Incoming)
            .next()
            .is_none();
        if m.entry == Some(id) {
            let (mut params, shared) = variants::entry_params(entry);
            params.resize(nparams, Some(Fact::top()));
            let v = t.create(id, None, params, false);
            t.vars[v].state.shared = shared;
        } else {
            let params = if uncalled {
                vec![Some(Fact::top()); nparams]
            } else {
                vec![None; nparams]
            };
            t.create(id, None, params, false);
        }
    }
    t.solve();
    let order: Vec<usize> = (0..m.funcs.len()).collect();
    let mut res = collect(m, &t, &order);
    for (id, ft) in res.funcs.iter_mut() {
        ft.signature = prev.funcs.get(id).and_then(|p| p.signature.clone());
    }
    res.entry_inputs = entry.to_vec();
    res
}

/// The side tables for `m`, whose function `k` is variant `order[k]` of the table.
fn collect(m: &Module, t: &variants::Table, order: &[usize]) -> InferResult {
    let mut res = InferResult::default();
    for (k, &v) in order.iter().enumerate() {
        let id = FuncId::new(k);
        let f = &m.funcs[id];
        let var = &t.vars[v];
        let s = &var.state;
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
        ft.signature = var.sig.clone();
        res.shapes[id] = shapes_and_checks(f, s);
    }
    res
}

/// The symbolic shapes of `f`'s values and its checks side table, from the final facts.
fn shapes_and_checks(f: &Function, s: &State) -> FuncShapes {
    let mut fs = FuncShapes {
        arena: s.arena.clone(),
        ..FuncShapes::default()
    };
    for v in f.dfg.values() {
        if let Some(fact) = &s.facts[v] {
            fs.shape[v] = Some(fact.sh.clone());
        }
    }
    let cfg = ControlFlowGraph::compute(f);
    let dt = DominatorTree::compute(f, &cfg);
    let guards = symb::guards(f, &|b| cfg.preds(b).len());
    let ck = symb::Checker {
        f,
        dt: &dt,
        cfg: &cfg,
        facts: &s.facts,
        guards: &guards,
        assume: Default::default(),
    };
    for &b in f.layout.blocks() {
        if !dt.is_reachable(b) {
            continue;
        }
        for &i in f.layout.block_insts(b) {
            let reached = f.dfg.inst_results(i).iter().all(|&r| s.facts[r].is_some());
            if reached && let Some((ok, proof)) = ck.check_why(&mut fs.arena, i) {
                fs.checks[i] = Some(ok);
                fs.proofs[i] = proof;
            }
            if reached && ck.mod_of_small_int(&mut fs.arena, i) {
                fs.int_mods[i] = true;
                fs.exact_mod_trees[i] = ck.mod_tree_exact(&mut fs.arena, i);
            }
        }
    }
    fs
}

/// Shape and check statistics, two lines: `shapes: S static, Y symbolic, U unknown` (over the
/// reached values of the laid-out program: every extent constant / some symbolic extent / some unknown part) and
/// `checks: E emitted, P proven` (instructions needing a run-time conformance or bounds check:
/// those not proven, those proven unnecessary). `--stats` prints the C back end's version of
/// the second line (`mat2c_codegen::emit_c_counted`): what the C actually contains.
pub fn stats(m: &Module, r: &InferResult) -> String {
    let (mut st, mut sy, mut un, mut em, mut pr) = (0, 0, 0, 0, 0);
    for (id, f) in m.funcs.iter() {
        let Some(fs) = r.shapes.get(id) else { continue };
        let mut count = |v: Value| match fs.shape[v].as_ref().map(symb::shape_kind) {
            Some(0) => st += 1,
            Some(1) => sy += 1,
            Some(_) => un += 1,
            None => {}
        };
        for &b in f.layout.blocks() {
            for &p in f.dfg.block_params(b) {
                count(p);
            }
            for &i in f.layout.block_insts(b) {
                for &r in f.dfg.inst_results(i) {
                    count(r);
                }
            }
        }
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                match fs.checks[i] {
                    Some(true) => pr += 1,
                    Some(false) => em += 1,
                    None => {}
                }
            }
        }
    }
    // Variants: functions with inputs, and how many specialisations they became.
    let mut sources: Vec<&str> = m
        .funcs
        .values()
        .filter(|f| !f.is_script && !f.params().is_empty())
        .map(|f| f.name.as_str())
        .collect();
    let nvar = sources.len();
    sources.sort_unstable();
    sources.dedup();
    format!(
        "shapes: {st} static, {sy} symbolic, {un} unknown\nchecks: {em} emitted, {pr} proven\n\
         variants: {nvar} of {} functions with inputs\n",
        sources.len()
    )
}

/// The output facts of the callee variant a call with these argument facts reaches (`None`
/// while that variant does not exist yet).
type CalleeOutputs<'a> = dyn Fn(FuncId, &[Fact]) -> Option<Vec<Option<Fact>>> + 'a;

/// Analyses one function to a fixpoint under its current parameter facts. Returns, per call
/// site, the callee and the argument facts to join into its parameters.
fn analyse(f: &Function, s: &mut State, outputs: &CalleeOutputs) -> Vec<CallSite> {
    let cfg = ControlFlowGraph::compute(f);
    let dt = DominatorTree::compute(f, &cfg);
    let rpo = cfg.reverse_postorder(f);
    let Some(entry) = f.layout.entry() else {
        return Vec::new();
    };
    for (k, &p) in f.dfg.block_params(entry).iter().enumerate() {
        if let Some(Some(pf)) = s.params.get(k) {
            let mut pf = pf.portable();
            symb::symbolize(&mut s.arena, p, &mut pf);
            for sd in s.shared.iter().filter(|sd| sd.param == k) {
                let (k0, d0) = sd.same_as;
                let p0 = f.dfg.block_params(entry).get(k0).copied();
                if let (Some(p0), SShape::Dims(d)) = (p0, &mut pf.sh)
                    && let Some(x) = d.get_mut(sd.dim as usize)
                {
                    *x = shape::SDim::Sym(s.arena.sym(sym::SymKey::Dim(p0, d0)));
                }
            }
            let at = JoinAt {
                f,
                dt: &dt,
                v: p,
                param_of: None,
                header: false,
            };
            symb::join(&mut s.arena, &at, &mut s.facts[p], &pf);
        }
    }
    let guards = symb::guards(f, &|b| cfg.preds(b).len());
    let loops = mat2c_ir::LoopInfo::compute(&cfg, &dt);
    let mut calls = Vec::new();
    loop {
        let mut changed = false;
        calls.clear();
        for &b in &rpo {
            for &i in f.layout.block_insts(b) {
                let data = f.inst(i);
                match data {
                    InstData::Jump { .. } | InstData::Brif { .. } | InstData::TryExit { .. } => {
                        for call in data.successors() {
                            let params = f.dfg.block_params(call.block);
                            for (&p, &a) in params.iter().zip(&call.args) {
                                if let Some(af) = s.facts[a].clone() {
                                    let at = JoinAt {
                                        f,
                                        dt: &dt,
                                        v: p,
                                        param_of: Some(call.block),
                                        header: loops.is_header(call.block),
                                    };
                                    changed |= symb::join(&mut s.arena, &at, &mut s.facts[p], &af);
                                }
                            }
                        }
                    }
                    InstData::Return { vals } => {
                        for (k, &v) in vals.iter().enumerate() {
                            if let (Some(slot), Some(vf)) = (s.outputs.get_mut(k), &s.facts[v]) {
                                join_into(slot, &vf.portable());
                            }
                        }
                    }
                    InstData::Call { func, args } => {
                        let facts: Vec<Option<Fact>> = args
                            .iter()
                            .map(|&a| s.facts[a].as_ref().map(Fact::portable))
                            .collect();
                        calls.push(CallSite {
                            inst: i,
                            func: *func,
                            args: facts.clone(),
                        });
                        let results = f.dfg.inst_results(i);
                        let known: Option<Vec<Fact>> = facts.into_iter().collect();
                        let outs = known.and_then(|a| outputs(*func, &a));
                        if let Some(outs) = outs {
                            for (k, &r) in results.iter().enumerate() {
                                let out = outs.get(k).cloned().flatten();
                                if let Some(mut o) = out {
                                    symb::symbolize(&mut s.arena, r, &mut o);
                                    let at = JoinAt {
                                        f,
                                        dt: &dt,
                                        v: r,
                                        param_of: None,
                                        header: false,
                                    };
                                    changed |= symb::join(&mut s.arena, &at, &mut s.facts[r], &o);
                                }
                            }
                        }
                    }
                    _ => {
                        let results = f.dfg.inst_results(i);
                        if results.is_empty() {
                            continue;
                        }
                        let facts = &s.facts;
                        let get = |v: Value| facts[v].clone();
                        let mut out = transfer::transfer(f, data, results.len(), &get);
                        let ck = symb::Checker {
                            f,
                            dt: &dt,
                            cfg: &cfg,
                            facts,
                            guards: &guards,
                            assume: Default::default(),
                        };
                        symb::refine(&ck, b, data, results, &mut out, &get, &mut s.arena);
                        for (&r, o) in results.iter().zip(out) {
                            if let Some(o) = o {
                                let at = JoinAt {
                                    f,
                                    dt: &dt,
                                    v: r,
                                    param_of: None,
                                    header: false,
                                };
                                changed |= symb::join(&mut s.arena, &at, &mut s.facts[r], &o);
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

/// Prints the module with each defined value annotated with its type and symbolic shape
/// (`--emit=typed`), e.g. `v7: double[3 x n] (y, line 4) = mtimes v3, v5`: symbols are named
/// after the source (see [`InferResult::sym_names`]), a value assigned to a variable names it
/// and the source line (`line_of`, in the function's file) of its instruction. A value whose
/// instruction needs a run-time conformance or bounds check is marked `{check}`, or `{proven}`
/// when the check is provably unnecessary, with its line.
pub fn print_typed(
    m: &Module,
    r: &InferResult,
    line_of: &dyn Fn(FuncId, Inst) -> Option<usize>,
) -> String {
    let mut out = String::new();
    for (i, (id, func)) in m.funcs.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let entry = if m.entry == Some(id) { " entry" } else { "" };
        out.push_str(&format!("; {id}{entry}\n"));
        if let Some(sig) = signature_text(m, r, id) {
            out.push_str(&format!("; {sig}\n"));
        }
        let names = r.funcs.get(id).map(|_| r.sym_names(m, id));
        out.push_str(&mat2c_ir::print_function(func, &|v| {
            r.funcs.get(id)?;
            let mut s = r.shape_text_named(id, v, names.as_deref());
            let inst = func.dfg.defining_inst(v);
            let first = inst.filter(|&i| func.dfg.inst_results(i).first() == Some(&v));
            let check = first.and_then(|i| r.check(id, i));
            match check {
                Some(true) => s.push_str(" {proven}"),
                Some(false) => s.push_str(" {check}"),
                None => {}
            }
            let line = inst.and_then(|i| line_of(id, i));
            match (&func.var_names[v], line) {
                (Some(n), Some(l)) => s.push_str(&format!(" ({n}, line {l})")),
                (Some(n), None) => s.push_str(&format!(" ({n})")),
                (None, Some(l)) if check.is_some() => s.push_str(&format!(" (line {l})")),
                _ => {}
            }
            Some(s)
        }));
    }
    out
}

/// The type jump function of a function with inputs: `signature (double[1x1]) -> (double[?x?])`
/// for a specialised variant, `generic (...) -> (...)` for the variant joining its call sites.
pub fn signature_text(m: &Module, r: &InferResult, id: FuncId) -> Option<String> {
    let f = &m.funcs[id];
    let ft = r.funcs.get(id)?;
    if f.is_script || f.params().is_empty() {
        return None;
    }
    let list = |ts: &[Ty]| ts.iter().map(Ty::to_string).collect::<Vec<_>>().join(", ");
    let declared: Vec<String> = r.entry_inputs.iter().map(InputSpec::text).collect();
    let (kind, ins) = match &ft.signature {
        // The entry's declared types keep their bounds and shared extents.
        Some(_) if m.entry == Some(id) && !declared.is_empty() => {
            ("signature", declared.join(", "))
        }
        Some(sig) => (
            "signature",
            sig.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        ),
        None => ("generic", list(&ft.params)),
    };
    Some(format!("{kind} ({ins}) -> ({})", list(&ft.outputs)))
}

#[cfg(test)]
mod tests;
