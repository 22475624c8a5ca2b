//! GCTD: graph colouring with type-based decomposition (Joisha & Banerjee, PLDI'03).
//!
//! Phase 1 (§2): the interference graph over array values ([`crate::interference`]) plus the
//! edges of operator semantics ([`crate::rules`], §2.3); copy affinities — block parameters
//! with their incoming arguments (§2.2.1, so SSA inversion needs no copies) and `Update` /
//! `Delete` results with their bases (in-place indexed assignment, §2.3.3.1) — are coalesced
//! when the classes do not interfere, innermost loops first; then a greedy colouring visits the
//! classes in the lexical order of their first definition and gives each the smallest colour
//! its neighbours leave free (§2.4). One refinement: a function's inputs are passed behind
//! `const` pointers, so a slot shared with an input is a private copy of it; the colour of an
//! input is therefore reserved for the input's own (coalesced) class.
//!
//! Phase 2 (§3): each colour class is split by intrinsic type (class and complexity), and each
//! part is decomposed by the storage-size partial order: `S(u) ≤ S(v)` when both sizes are
//! static and `|u| ≤ |v|`, or otherwise when `u` is available at the definition of `v` (the
//! symbolic criterion of Relation 1; see the note below). The strongly connected components of
//! that relation are collapsed, and a depth-first search from the maximal components (no
//! larger component) assigns every class to the group of the first maximal element that
//! bounds it (DECOMPOSE-COLOR-CLASS). Coalesced classes are indivisible units, so the copies
//! coalescing removed never come back.
//!
//! Deviation from the paper: the C runtime keeps every array in a heap buffer that grows in
//! place (`mt_resize` reuses capacity) — there is no stack allocation yet — so a static size
//! and a symbolic one are compared by availability instead of being kept apart; the
//! static/heap distinction is still reported per group ([`crate::SlotData::static_numel`]).

use std::collections::BTreeSet;

use cranelift_entity::SecondaryMap;
use mat2c_ir::types::{Complexity, Dim, Shape, Ty};
use mat2c_ir::{Block, ControlFlowGraph, Function, InstData, LoopInfo, Value};
use petgraph::graphmap::DiGraphMap;
use petgraph::unionfind::UnionFind;

use crate::interference::{self, BitSet, Hasher, Nodes};
use crate::rules;

/// What GCTD did in one function (for `--emit=storage` and `--stats`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GctdReport {
    /// Array values (graph nodes).
    pub nodes: usize,
    /// Interference edges, all causes.
    pub edges: usize,
    /// Edges added by operator semantics (not already implied by liveness).
    pub op_edges: usize,
    /// Copy affinities considered (block arguments, `Update`/`Delete` bases, copies).
    pub affinities: usize,
    /// Affinities whose values ended up coalesced.
    pub coalesced: usize,
    /// The colour classes, each in definition order.
    pub colours: Vec<Vec<Value>>,
}

/// The result of [`run`].
pub(crate) struct Gctd {
    pub(crate) group_of: Vec<(Value, u32)>,
    /// Per group: its colour and static element count.
    pub(crate) groups: Vec<(Option<u32>, Option<u64>)>,
    pub(crate) report: GctdReport,
}

/// The intrinsic type of §3 (class and complexity): only values with equal keys share a group.
type Key = (Option<mat2c_ir::types::Class>, Complexity);

fn key(t: &Ty) -> Key {
    (t.class, t.cplx)
}

/// Printable intrinsic type of a group.
pub(crate) fn key_name(t: &Ty) -> String {
    let c = t.class.map_or("any", |c| c.name());
    match t.cplx {
        Complexity::Real => c.to_string(),
        Complexity::Complex => format!("{c} complex"),
        Complexity::Unknown => format!("{c} cplx?"),
    }
}

/// The number of elements of a value whose shape is fully known.
pub(crate) fn static_numel(t: &Ty) -> Option<u64> {
    match &t.shape {
        Shape::Dims(d) => d.iter().try_fold(1u64, |acc, x| match x {
            Dim::Known(n) => acc.checked_mul(*n),
            Dim::Unknown => None,
        }),
        Shape::Top => None,
    }
}

/// Where a value is defined: (layout position of its block, position in the block; block
/// parameters are at 0, instruction `k` at `k + 1`).
fn def_points(f: &Function) -> SecondaryMap<Value, (u32, u32)> {
    let mut d = SecondaryMap::new();
    for (bi, &b) in f.layout.blocks().iter().enumerate() {
        for &p in f.dfg.block_params(b) {
            d[p] = (bi as u32, 0);
        }
        for (k, &i) in f.layout.block_insts(b).iter().enumerate() {
            for &r in f.dfg.inst_results(i) {
                d[r] = (bi as u32, k as u32 + 1);
            }
        }
    }
    d
}

/// `reach[a]` holds every block reachable from block `a` by one or more edges (layout
/// positions).
fn block_reach(f: &Function, cfg: &ControlFlowGraph) -> Vec<BitSet> {
    let blocks = f.layout.blocks();
    let mut pos: SecondaryMap<Block, u32> = SecondaryMap::new();
    for (k, &b) in blocks.iter().enumerate() {
        pos[b] = k as u32;
    }
    blocks
        .iter()
        .map(|&b| {
            let mut seen = BitSet::new(blocks.len());
            let mut stack: Vec<Block> = cfg.succs(b).to_vec();
            while let Some(x) = stack.pop() {
                if seen.contains(pos[x]) {
                    continue;
                }
                seen.insert(pos[x]);
                stack.extend(cfg.succs(x).iter().copied());
            }
            seen
        })
        .collect()
}

/// Runs GCTD over the array values `arrays` (in definition order) of `f`.
pub(crate) fn run(f: &Function, arrays: &[Value], ty: &dyn Fn(Value) -> Ty) -> Gctd {
    let mut nodes = Nodes::default();
    for (k, &v) in arrays.iter().enumerate() {
        nodes.values.push(v);
        nodes.index[v] = Some(k as u32);
    }
    let n = nodes.len();
    let cfg = ControlFlowGraph::compute(f);
    let live_out = interference::liveness(f, &cfg, &nodes);
    let mut g = interference::build(f, &nodes, &live_out);
    let live_edges = g.edge_count();

    // §2.3: operator semantics.
    let mut affinities: Vec<(u32, u32, u32)> = Vec::new(); // (a, b, loop depth)
    let dt = mat2c_ir::DominatorTree::compute(f, &cfg);
    let loops = LoopInfo::compute(&cfg, &dt);
    for &b in f.layout.blocks() {
        let depth = loops.depth(b);
        for &i in f.layout.block_insts(b) {
            let data = f.inst(i);
            for &r in f.dfg.inst_results(i) {
                let Some(rn) = nodes.get(r) else { continue };
                for a in data.args() {
                    let Some(an) = nodes.get(a) else { continue };
                    if an != rn && !rules::may_share(data, a, ty) {
                        g.add_edge(rn, an, ());
                    }
                }
            }
            // §2.2.1 and §2.3.3.1: copy affinities.
            let r = f.dfg.inst_results(i).first().and_then(|&r| nodes.get(r));
            match data {
                InstData::Update { base, .. }
                | InstData::Delete { base, .. }
                | InstData::Copy { arg: base } => {
                    if let (Some(rn), Some(bn)) = (r, nodes.get(*base)) {
                        affinities.push((rn, bn, depth));
                    }
                }
                // In-place container updates (`c{i} = v`, `s.f = v`) update their base.
                InstData::Builtin { args, .. } if rules::rule(data) == rules::InPlace::Base => {
                    if let (Some(rn), Some(bn)) = (r, args.first().and_then(|&a| nodes.get(a))) {
                        affinities.push((rn, bn, depth));
                    }
                }
                _ => {
                    for call in data.successors() {
                        let params = f.dfg.block_params(call.block);
                        for (&p, &a) in params.iter().zip(&call.args) {
                            if let (Some(pn), Some(an)) = (nodes.get(p), nodes.get(a)) {
                                affinities.push((pn, an, depth));
                            }
                        }
                    }
                }
            }
        }
    }
    let edges = g.edge_count();

    // Coalescing: union of non-interfering classes of the same intrinsic type.
    let keys: Vec<Key> = nodes.values.iter().map(|&v| key(&ty(v))).collect();
    let mut uf: UnionFind<u32> = UnionFind::new(n);
    let mut members: Vec<Vec<u32>> = (0..n as u32).map(|k| vec![k]).collect();
    affinities.sort_by_key(|&(_, _, d)| std::cmp::Reverse(d));
    let mut coalesced = 0;
    for &(a, b, _) in &affinities {
        let (ra, rb) = (uf.find(a), uf.find(b));
        if ra == rb {
            coalesced += 1;
            continue;
        }
        if keys[a as usize] != keys[b as usize] {
            continue;
        }
        let clash = members[ra as usize]
            .iter()
            .any(|&x| members[rb as usize].iter().any(|&y| g.contains_edge(x, y)));
        if clash {
            continue;
        }
        uf.union(ra, rb);
        let root = uf.find(ra);
        let other = if root == ra { rb } else { ra };
        let moved = std::mem::take(&mut members[other as usize]);
        members[root as usize].extend(moved);
        coalesced += 1;
    }
    // Classes in the lexical order of their first definition.
    let mut classes: Vec<Vec<u32>> = members.into_iter().filter(|m| !m.is_empty()).collect();
    for c in &mut classes {
        c.sort_unstable();
    }
    classes.sort_by_key(|c| c[0]);
    let mut class_of = vec![0usize; n];
    for (k, c) in classes.iter().enumerate() {
        for &x in c {
            class_of[x as usize] = k;
        }
    }

    // §2.4: greedy colouring. The function's inputs arrive behind `const` pointers: a class
    // holding one is a private copy, worth it only for the copies its coalescing saved, so no
    // other class may take an input's colour (that would add a copy of the input).
    let inputs: Vec<u32> = f.params().iter().filter_map(|&p| nodes.get(p)).collect();
    let mut reserved = BTreeSet::new();
    let mut colour: Vec<Option<u32>> = vec![None; classes.len()];
    let mut ncolours = 0u32;
    for k in 0..classes.len() {
        let is_input = classes[k].iter().any(|x| inputs.contains(x));
        let mut used = if is_input {
            BTreeSet::new()
        } else {
            reserved.clone()
        };
        for &x in &classes[k] {
            for y in g.neighbors(x) {
                if let Some(c) = colour[class_of[y as usize]] {
                    used.insert(c);
                }
            }
        }
        if is_input {
            // Inputs are defined first; a fresh colour keeps them apart from each other too.
            used.extend(0..ncolours);
        }
        let c = (0..).find(|c| !used.contains(c)).unwrap_or(0);
        if is_input {
            reserved.insert(c);
        }
        colour[k] = Some(c);
        ncolours = ncolours.max(c + 1);
    }

    // §3: decomposition of each colour class into groups.
    let defs = def_points(f);
    let reach = block_reach(f, &cfg);
    let avail = |u: Value, v: Value| {
        let (bu, pu) = defs[u];
        let (bv, pv) = defs[v];
        (bu == bv && pu <= pv) || reach[bu as usize].contains(bv)
    };
    let class_numel: Vec<Option<u64>> = classes
        .iter()
        .map(|c| {
            c.iter().try_fold(0u64, |acc, &x| {
                static_numel(&ty(nodes.values[x as usize])).map(|s| acc.max(s))
            })
        })
        .collect();
    let class_avail = |a: usize, b: usize| {
        classes[a].iter().any(|&x| {
            classes[b]
                .iter()
                .any(|&y| avail(nodes.values[x as usize], nodes.values[y as usize]))
        })
    };
    // S(a) ≤ S(b) between classes of one colour and one intrinsic type.
    let le = |a: usize, b: usize| match (class_numel[a], class_numel[b]) {
        (Some(x), Some(y)) => x <= y,
        _ => class_avail(a, b),
    };
    let mut group_of_class: Vec<u32> = vec![0; classes.len()];
    let mut groups: Vec<(Option<u32>, Option<u64>)> = Vec::new();
    let mut parts: Vec<((u32, Key), Vec<usize>)> = Vec::new();
    for k in 0..classes.len() {
        let pk = (colour[k].unwrap_or(0), keys[classes[k][0] as usize]);
        match parts.iter_mut().find(|(p, _)| *p == pk) {
            Some((_, v)) => v.push(k),
            None => parts.push((pk, vec![k])),
        }
    }
    for ((c, _), part) in &parts {
        // Edges from the larger to the smaller: maximal elements have no incoming edge.
        let mut po: DiGraphMap<usize, (), Hasher> = DiGraphMap::default();
        for &a in part {
            po.add_node(a);
        }
        for &a in part {
            for &b in part {
                if a != b && le(a, b) {
                    po.add_edge(b, a, ());
                }
            }
        }
        let sccs = petgraph::algo::tarjan_scc(&po);
        let mut comp = vec![usize::MAX; classes.len()];
        for (ci, scc) in sccs.iter().enumerate() {
            for &x in scc {
                comp[x] = ci;
            }
        }
        let mut has_pred = vec![false; sccs.len()];
        for (a, b, _) in po.all_edges() {
            if comp[a] != comp[b] {
                has_pred[comp[b]] = true;
            }
        }
        // Roots in the order of their first definition, for determinism.
        let mut roots: Vec<usize> = (0..sccs.len()).filter(|&ci| !has_pred[ci]).collect();
        roots.sort_by_key(|&ci| sccs[ci].iter().copied().min().unwrap_or(usize::MAX));
        let mut assigned = vec![false; classes.len()];
        for ci in roots {
            let gi = groups.len() as u32;
            let mut numel = Some(0u64);
            let mut stack: Vec<usize> = sccs[ci].clone();
            stack.sort_unstable();
            while let Some(x) = stack.pop() {
                if assigned[x] {
                    continue;
                }
                assigned[x] = true;
                group_of_class[x] = gi;
                numel = match (numel, class_numel[x]) {
                    (Some(a), Some(b)) => Some(a.max(b)),
                    _ => None,
                };
                let mut next: Vec<usize> = po.neighbors(x).filter(|&y| !assigned[y]).collect();
                next.sort_unstable_by(|a, b| b.cmp(a));
                stack.extend(next);
            }
            groups.push((Some(*c), numel));
        }
    }

    let mut group_of = Vec::with_capacity(n);
    let mut colours: Vec<Vec<Value>> = vec![Vec::new(); ncolours as usize];
    for (x, &v) in nodes.values.iter().enumerate() {
        let k = class_of[x];
        group_of.push((v, group_of_class[k]));
        colours[colour[k].unwrap_or(0) as usize].push(v);
    }
    Gctd {
        group_of,
        groups,
        report: GctdReport {
            nodes: n,
            edges,
            op_edges: edges - live_edges,
            affinities: affinities.len(),
            coalesced,
            colours,
        },
    }
}
