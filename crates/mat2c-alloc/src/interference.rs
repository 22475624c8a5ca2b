//! Liveness and the interference graph over a function's array values (paper §2).
//!
//! Liveness is the classic backward data-flow problem on the SSA CFG with block parameters: a
//! block's parameters are defined at its entry, the arguments of a block call are used at the
//! end of the predecessor (by its terminator). Only array-valued SSA values (nodes) are
//! tracked: scalars live in C locals and never share storage with arrays.
//!
//! Interference follows Chaitin: a definition interferes with every node live just after it
//! (whether or not the defined value is itself used), all results of one instruction interfere
//! pairwise, and so do all parameters of one block (they are written by one parallel copy).
//! Operator semantics (§2.3) add the edges of [`crate::rules`].

use cranelift_entity::SecondaryMap;
use mat2c_ir::{Block, ControlFlowGraph, Function, Value};
use petgraph::graphmap::UnGraphMap;

/// A small dense bit set over node indices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BitSet(Vec<u64>);

impl BitSet {
    pub(crate) fn new(n: usize) -> Self {
        BitSet(vec![0; n.div_ceil(64)])
    }
    pub(crate) fn insert(&mut self, i: u32) {
        self.0[i as usize / 64] |= 1 << (i % 64);
    }
    pub(crate) fn remove(&mut self, i: u32) {
        self.0[i as usize / 64] &= !(1 << (i % 64));
    }
    pub(crate) fn contains(&self, i: u32) -> bool {
        self.0[i as usize / 64] & (1 << (i % 64)) != 0
    }
    /// `self |= o`; true when something was added.
    pub(crate) fn union_with(&mut self, o: &BitSet) -> bool {
        let mut changed = false;
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            let n = *a | *b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }
    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| {
            (0..64u32)
                .filter(move |b| bits & (1 << b) != 0)
                .map(move |b| w as u32 * 64 + b)
        })
    }
}

/// The nodes of the graph: array values, numbered in definition (layout) order.
#[derive(Clone, Debug, Default)]
pub(crate) struct Nodes {
    pub(crate) values: Vec<Value>,
    pub(crate) index: SecondaryMap<Value, Option<u32>>,
}

impl Nodes {
    pub(crate) fn get(&self, v: Value) -> Option<u32> {
        self.index[v]
    }
    pub(crate) fn len(&self) -> usize {
        self.values.len()
    }
}

/// Live-out sets of every block (indices of [`Nodes`]).
pub(crate) fn liveness(
    f: &Function,
    cfg: &ControlFlowGraph,
    nodes: &Nodes,
) -> SecondaryMap<Block, BitSet> {
    let n = nodes.len();
    let mut live_in: SecondaryMap<Block, BitSet> = SecondaryMap::with_default(BitSet::new(n));
    let mut live_out: SecondaryMap<Block, BitSet> = SecondaryMap::with_default(BitSet::new(n));
    // Post-order of the reachable blocks converges fastest for a backward problem; blocks the
    // entry does not reach are still scanned (their code is emitted too).
    let mut order: Vec<Block> = cfg.reverse_postorder(f);
    order.reverse();
    for &b in f.layout.blocks() {
        if !order.contains(&b) {
            order.push(b);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let mut out = BitSet::new(n);
            for &s in cfg.succs(b) {
                out.union_with(&live_in[s]);
            }
            let mut live = out.clone();
            for &i in f.layout.block_insts(b).iter().rev() {
                for &r in f.dfg.inst_results(i) {
                    if let Some(k) = nodes.get(r) {
                        live.remove(k);
                    }
                }
                let folded = f.compound_operand(i).map(|(_, m, _)| m);
                for a in f.inst(i).args().into_iter().chain(folded) {
                    if let Some(k) = nodes.get(a) {
                        live.insert(k);
                    }
                }
            }
            for &p in f.dfg.block_params(b) {
                if let Some(k) = nodes.get(p) {
                    live.remove(k);
                }
            }
            live_out[b] = out;
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }
    live_out
}

/// The interference graph: nodes are indices of [`Nodes`].
pub(crate) type Graph = UnGraphMap<u32, (), Hasher>;

/// A fixed hasher keeps graph iteration deterministic.
pub(crate) type Hasher = std::hash::BuildHasherDefault<std::hash::DefaultHasher>;

/// Builds the liveness interference edges (Chaitin's rule, §2).
pub(crate) fn build(f: &Function, nodes: &Nodes, live_out: &SecondaryMap<Block, BitSet>) -> Graph {
    let mut g = Graph::default();
    for k in 0..nodes.len() as u32 {
        g.add_node(k);
    }
    // Values defined together interfere with each other and with everything live after.
    fn def_point(g: &mut Graph, defs: &[u32], live: &BitSet) {
        for (x, &d) in defs.iter().enumerate() {
            for l in live.iter() {
                if l != d {
                    g.add_edge(d, l, ());
                }
            }
            for &e in &defs[x + 1..] {
                if e != d {
                    g.add_edge(d, e, ());
                }
            }
        }
    }
    for &b in f.layout.blocks() {
        let mut live = live_out[b].clone();
        for &i in f.layout.block_insts(b).iter().rev() {
            let defs: Vec<u32> = f
                .dfg
                .inst_results(i)
                .iter()
                .filter_map(|&r| nodes.get(r))
                .collect();
            def_point(&mut g, &defs, &live);
            for &d in &defs {
                live.remove(d);
            }
            let folded = f.compound_operand(i).map(|(_, m, _)| m);
            for a in f.inst(i).args().into_iter().chain(folded) {
                if let Some(k) = nodes.get(a) {
                    live.insert(k);
                }
            }
        }
        let defs: Vec<u32> = f
            .dfg
            .block_params(b)
            .iter()
            .filter_map(|&p| nodes.get(p))
            .collect();
        def_point(&mut g, &defs, &live);
    }
    g
}
