//! ARGen-style type-based specialisation (paper 003): the interprocedural fixpoint analyses
//! each user function once per distinct input *signature* reaching it (class, complexity and
//! shape of every argument, the projection of its fact), like MATLAB Coder and McVM. The table
//! of variants, each mapping its signature to its output types, is the functions' type jump
//! functions.
//!
//! Termination: a variant's facts only grow (joins), and the number of variants is bounded.
//! A call inside a call-graph SCC (recursion, found with petgraph) whose signature is new is
//! widened by joining it with the signature it recurses from (the caller's own signature for a
//! self call, else the callee's latest recursive variant), so a growing signature climbs the
//! finite type lattice instead of creating a variant per step; every function also has at most
//! [`MAX_VARIANTS`] signatures, past which calls go to one *generic* variant that joins
//! everything it receives.
//!
//! After the fixpoint `clone_module` copies each live variant's IR function (call sites
//! retargeted to the variants they reach), so storage and codegen just see more functions.

use std::collections::{BTreeSet, HashMap, VecDeque};

use cranelift_entity::{EntityRef, SecondaryMap};
use mat2c_ir::types::Ty;
use mat2c_ir::{Bi, FuncId, Inst, InstData, Module};
use petgraph::algo::tarjan_scc;
use petgraph::graphmap::DiGraphMap;

use crate::entry::{DimSpec, InputSpec};
use crate::fact::{Fact, join_into};
use crate::{CallGraph, CallSite, State, analyse};

/// At most this many signatures per function; further ones share the generic variant.
pub const MAX_VARIANTS: usize = 8;

/// One input of a signature: its type and, for an input the callee uses as a size or range
/// bound, its value when that is a known constant (so the variant gets static shapes).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ParamSig {
    pub ty: Ty,
    /// `f64::to_bits` of the constant (bits, so the key is `Eq + Hash`).
    konst: Option<u64>,
}

impl ParamSig {
    pub fn new(ty: Ty) -> ParamSig {
        ParamSig { ty, konst: None }
    }

    /// The constant this input is specialised on, if any.
    pub fn konst(&self) -> Option<f64> {
        self.konst.map(f64::from_bits)
    }
}

impl std::fmt::Display for ParamSig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.konst() {
            Some(x) => write!(f, "{}={x}", self.ty),
            None => write!(f, "{}", self.ty),
        }
    }
}

/// The signature of a variant: one entry per input (`None`: the generic variant).
pub type Signature = Option<Vec<ParamSig>>;

/// Builtins whose scalar arguments are sizes: a constant there gives a static shape.
const SIZE_BUILTINS: &[Bi] = &[
    Bi::cell,
    Bi::eye,
    Bi::false_,
    Bi::Inf,
    Bi::inf,
    Bi::linspace,
    Bi::NA,
    Bi::NaN,
    Bi::nan,
    Bi::ones,
    Bi::rand,
    Bi::rande,
    Bi::randn,
    Bi::repmat,
    Bi::reshape,
    Bi::true_,
    Bi::zeros,
];

/// Per input of `f`: whether it is used directly as a size argument or a range bound (then
/// a constant argument is part of the signature).
fn size_inputs(f: &mat2c_ir::Function) -> Vec<bool> {
    let params = f.params();
    let mut out = vec![false; params.len()];
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            let used: Vec<mat2c_ir::Value> = match f.inst(i) {
                InstData::Builtin { id, args } if SIZE_BUILTINS.contains(id) => args.clone(),
                InstData::Range { start, step, stop } => vec![*start, *step, *stop],
                _ => continue,
            };
            for (k, p) in params.iter().enumerate() {
                out[k] |= used.contains(p);
            }
        }
    }
    out
}

pub(crate) struct Variant {
    pub(crate) func: FuncId,
    pub(crate) sig: Signature,
    pub(crate) state: State,
    /// The variant each call instruction reaches (from the latest analysis).
    pub(crate) targets: SecondaryMap<Inst, Option<usize>>,
    /// Created from a call inside a call-graph SCC (a recursive variant).
    recursive: bool,
    /// The latest analysis left a call with unknown (⊥) arguments unrouted.
    unrouted: bool,
    callers: BTreeSet<usize>,
}

/// The variant table and the worklist.
pub(crate) struct Table<'m> {
    m: &'m Module,
    /// Most signatures per function (0: every call goes to the generic variant).
    max: usize,
    scc: SecondaryMap<FuncId, usize>,
    /// Per function, the inputs used as sizes ([`size_inputs`]).
    sizes: SecondaryMap<FuncId, Vec<bool>>,
    pub(crate) vars: Vec<Variant>,
    /// Lookup only (never iterated): deterministic.
    index: HashMap<(FuncId, Signature), usize>,
    count: SecondaryMap<FuncId, usize>,
    queue: VecDeque<usize>,
    queued: Vec<bool>,
    /// Second phase: call sites never reached with known arguments go to the generic variant
    /// (their code is still emitted, so they need a callee).
    fallback: bool,
}

fn signature(args: &[Fact], sizes: &[bool]) -> Vec<ParamSig> {
    args.iter()
        .enumerate()
        .map(|(k, a)| ParamSig {
            ty: a.ty.clone(),
            konst: a
                .konst
                .filter(|_| sizes.get(k).copied().unwrap_or(false))
                .map(f64::to_bits),
        })
        .collect()
}

fn join_sig(a: &[ParamSig], b: &[ParamSig]) -> Vec<ParamSig> {
    a.iter()
        .zip(b)
        .map(|(x, y)| ParamSig {
            ty: x.ty.join(&y.ty),
            konst: x.konst.filter(|_| x.konst == y.konst),
        })
        .collect()
}

impl<'m> Table<'m> {
    pub(crate) fn new(m: &'m Module, cg: &CallGraph, max: usize) -> Table<'m> {
        let mut scc = SecondaryMap::new();
        for (k, comp) in tarjan_scc(cg).into_iter().enumerate() {
            for f in comp {
                scc[f] = k;
            }
        }
        let mut sizes = SecondaryMap::new();
        for (id, f) in m.funcs.iter() {
            sizes[id] = size_inputs(f);
        }
        Table {
            m,
            max,
            scc,
            sizes,
            vars: Vec::new(),
            index: HashMap::new(),
            count: SecondaryMap::new(),
            queue: VecDeque::new(),
            queued: Vec::new(),
            fallback: false,
        }
    }

    /// Creates a variant of `func` with parameter facts `params` (`None`: ⊥).
    pub(crate) fn create(
        &mut self,
        func: FuncId,
        sig: Signature,
        params: Vec<Option<Fact>>,
        recursive: bool,
    ) -> usize {
        let f = &self.m.funcs[func];
        let id = self.vars.len();
        if sig.is_some() {
            self.count[func] += 1;
        }
        self.index.insert((func, sig.clone()), id);
        self.vars.push(Variant {
            func,
            sig,
            state: State {
                params,
                outputs: vec![None; f.output_names.len()],
                ..State::default()
            },
            targets: SecondaryMap::new(),
            recursive,
            unrouted: false,
            callers: BTreeSet::new(),
        });
        self.queued.push(false);
        self.push(id);
        id
    }

    fn push(&mut self, v: usize) {
        if !self.queued[v] {
            self.queued[v] = true;
            self.queue.push_back(v);
        }
    }

    /// Where a call from variant `caller` to `callee` with argument facts `args` goes: the
    /// signature it uses (after widening and the cap) and whether that makes a recursive
    /// variant.
    fn route(&self, caller: usize, callee: FuncId, args: &[Fact]) -> (Signature, bool) {
        if self.max == 0 {
            return (None, false);
        }
        let sig = signature(args, &self.sizes[callee]);
        let cv = &self.vars[caller];
        let in_scc = self.scc[cv.func] == self.scc[callee];
        if self.index.contains_key(&(callee, Some(sig.clone()))) {
            return (Some(sig), false);
        }
        let mut sig = sig;
        if in_scc {
            // Widen: join with the signature this recursion comes from.
            let from = if cv.func == callee {
                cv.sig.clone()
            } else {
                self.vars
                    .iter()
                    .rev()
                    .find(|v| v.func == callee && v.recursive)
                    .and_then(|v| v.sig.clone())
            };
            if let Some(from) = from {
                sig = join_sig(&from, &sig);
                if self.index.contains_key(&(callee, Some(sig.clone()))) {
                    return (Some(sig), true);
                }
            }
        }
        if self.count[callee] >= self.max {
            return (None, in_scc);
        }
        (Some(sig), in_scc)
    }

    /// The variant a call reaches, if it exists yet.
    fn find(&self, caller: usize, callee: FuncId, args: &[Fact]) -> Option<usize> {
        let (sig, _) = self.route(caller, callee, args);
        self.index.get(&(callee, sig)).copied()
    }

    /// The variant a call reaches, created when new.
    fn resolve(&mut self, caller: usize, callee: FuncId, args: &[Fact]) -> usize {
        let (sig, recursive) = self.route(caller, callee, args);
        if let Some(&v) = self.index.get(&(callee, sig.clone())) {
            return v;
        }
        let n = self.m.funcs[callee].params().len();
        // A widened signature starts its parameters at the widened types.
        let params = match &sig {
            Some(ps) if *ps != signature(args, &self.sizes[callee]) => {
                ps.iter().map(|p| Some(Fact::new(p.ty.clone()))).collect()
            }
            _ => vec![None; n],
        };
        self.create(callee, sig, params, recursive)
    }

    /// Runs the worklist to its fixpoint, then once more routing unreached call sites of live
    /// variants to generic variants.
    pub(crate) fn solve(&mut self) {
        self.iterate();
        self.fallback = true;
        for v in 0..self.vars.len() {
            if self.vars[v].unrouted {
                self.push(v);
            }
        }
        self.iterate();
    }

    fn iterate(&mut self) {
        while let Some(v) = self.queue.pop_front() {
            self.queued[v] = false;
            let func = self.vars[v].func;
            let f = &self.m.funcs[func];
            let mut s = self.vars[v].state.clone();
            let calls = {
                let table = &*self;
                let outputs = |callee: FuncId, args: &[Fact]| {
                    table
                        .find(v, callee, args)
                        .map(|t| table.vars[t].state.outputs.clone())
                };
                analyse(f, &mut s, &outputs)
            };
            let out_changed = s.outputs != self.vars[v].state.outputs;
            self.vars[v].state = s;
            self.vars[v].targets = SecondaryMap::new();
            self.vars[v].unrouted = false;
            for CallSite { inst, func, args } in calls {
                let known: Option<Vec<Fact>> = args.into_iter().collect();
                let (t, args) = match known {
                    Some(args) => (self.resolve(v, func, &args), args),
                    None if self.fallback => {
                        let n = self.m.funcs[func].params().len();
                        let top = vec![Fact::top(); n];
                        let t = match self.index.get(&(func, None)) {
                            Some(&t) => t,
                            None => self.create(func, None, vec![None; n], false),
                        };
                        (t, top)
                    }
                    None => {
                        self.vars[v].unrouted = true;
                        continue;
                    }
                };
                self.vars[v].targets[inst] = Some(t);
                self.vars[t].callers.insert(v);
                let mut changed = false;
                for (slot, a) in self.vars[t].state.params.iter_mut().zip(&args) {
                    changed |= join_into(slot, a);
                }
                if changed {
                    self.push(t);
                }
            }
            if out_changed {
                let callers: Vec<usize> = self.vars[v].callers.iter().copied().collect();
                for c in callers {
                    self.push(c);
                }
            }
        }
    }

    /// The variants reachable from `roots` through call targets, in creation order.
    pub(crate) fn live(&self, roots: &[usize]) -> Vec<usize> {
        let mut seen = vec![false; self.vars.len()];
        let mut stack: Vec<usize> = roots.to_vec();
        while let Some(v) = stack.pop() {
            if std::mem::replace(&mut seen[v], true) {
                continue;
            }
            for (_, t) in self.vars[v].targets.iter() {
                if let Some(t) = *t {
                    stack.push(t);
                }
            }
        }
        (0..self.vars.len()).filter(|&v| seen[v]).collect()
    }
}

/// The entry function's parameter facts from its declared inputs, and the extents shared
/// through named dimensions: `(param, dim) = (param, dim)` of an earlier occurrence.
pub(crate) fn entry_params(specs: &[InputSpec]) -> (Vec<Option<Fact>>, Vec<SharedDim>) {
    let mut first: Vec<(String, usize, u32)> = Vec::new();
    let mut shared = Vec::new();
    let params = specs
        .iter()
        .enumerate()
        .map(|(k, s)| {
            if let Some(d) = &s.dims {
                for (j, x) in d.iter().enumerate() {
                    if let DimSpec::Named(n) = x {
                        match first.iter().find(|(m, _, _)| m == n) {
                            Some(&(_, k0, j0)) => shared.push(SharedDim {
                                param: k,
                                dim: j as u32,
                                same_as: (k0, j0),
                            }),
                            None => first.push((n.clone(), k, j as u32)),
                        }
                    }
                }
            }
            let mut f = Fact::new(s.ty());
            if let Some((lo, hi)) = s.range {
                f = f.with_nonneg(lo >= 0.0);
                if lo == hi && f.is_scalar() && s.class == mat2c_ir::types::Class::Double {
                    f.konst = Some(lo);
                }
            }
            Some(f)
        })
        .collect();
    (params, shared)
}

/// Extent `dim` of parameter `param` is the same symbol as extent `same_as.1` of parameter
/// `same_as.0`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SharedDim {
    pub(crate) param: usize,
    pub(crate) dim: u32,
    pub(crate) same_as: (usize, u32),
}

/// Copies each live variant's function into a new module, call sites retargeted. Returns the
/// module and, per new function, the variant it came from.
pub(crate) fn clone_module(t: &Table, live: &[usize], entry: usize) -> (Module, Vec<usize>) {
    let m = t.m;
    let mut per_func: SecondaryMap<FuncId, u32> = SecondaryMap::new();
    for &v in live {
        per_func[t.vars[v].func] += 1;
    }
    let mut numbered: SecondaryMap<FuncId, u32> = SecondaryMap::new();
    let mut new_id = vec![None; t.vars.len()];
    for (k, &v) in live.iter().enumerate() {
        new_id[v] = Some(FuncId::new(k));
    }
    let mut out = Module::new();
    for &v in live {
        let var = &t.vars[v];
        let mut f = m.funcs[var.func].clone();
        if per_func[var.func] > 1 {
            numbered[var.func] += 1;
            f.variant = Some(numbered[var.func]);
        }
        for &b in m.funcs[var.func].layout.blocks() {
            for &i in m.funcs[var.func].layout.block_insts(b) {
                if let InstData::Call { func, .. } = &mut f.dfg.insts[i]
                    && let Some(Some(nf)) = var.targets[i].map(|x| new_id[x])
                {
                    *func = nf;
                }
            }
        }
        out.funcs.push(f);
    }
    out.entry = new_id[entry];
    (out, live.to_vec())
}

/// Builds the call graph of `m` (caller → callee).
pub(crate) fn call_graph(m: &Module) -> CallGraph {
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
    cg
}
