//! Control-flow graph, dominator tree and natural loops, computed on the CFG itself.

use cranelift_entity::SecondaryMap;

use crate::{Block, Function};

/// Predecessors and successors of each block in the layout.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowGraph {
    preds: SecondaryMap<Block, Vec<Block>>,
    succs: SecondaryMap<Block, Vec<Block>>,
}

impl ControlFlowGraph {
    pub fn compute(f: &Function) -> Self {
        let mut cfg = ControlFlowGraph::default();
        for &b in f.layout.blocks() {
            if let Some(t) = f.layout.last_inst(b) {
                for call in f.inst(t).successors() {
                    if !cfg.succs[b].contains(&call.block) {
                        cfg.succs[b].push(call.block);
                        cfg.preds[call.block].push(b);
                    }
                }
            }
        }
        cfg
    }

    pub fn preds(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }

    pub fn succs(&self, b: Block) -> &[Block] {
        &self.succs[b]
    }

    /// Blocks reachable from the entry, in reverse post-order.
    pub fn reverse_postorder(&self, f: &Function) -> Vec<Block> {
        let Some(entry) = f.layout.entry() else {
            return Vec::new();
        };
        let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut post = Vec::new();
        // Iterative DFS: (block, next successor index).
        let mut stack = vec![(entry, 0usize)];
        visited[entry] = true;
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            if let Some(&s) = self.succs[b].get(*i) {
                *i += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        post.reverse();
        post
    }
}

/// Immediate dominators (Cooper, Harvey and Kennedy's iterative algorithm).
#[derive(Clone, Debug, Default)]
pub struct DominatorTree {
    idom: SecondaryMap<Block, Option<Block>>,
    rpo_number: SecondaryMap<Block, u32>,
    rpo: Vec<Block>,
}

impl DominatorTree {
    pub fn compute(f: &Function, cfg: &ControlFlowGraph) -> Self {
        let rpo = cfg.reverse_postorder(f);
        let mut dt = DominatorTree {
            rpo: rpo.clone(),
            ..Default::default()
        };
        for (i, &b) in rpo.iter().enumerate() {
            dt.rpo_number[b] = i as u32 + 1; // 0 = unreachable
        }
        let Some(&entry) = rpo.first() else {
            return dt;
        };
        dt.idom[entry] = Some(entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &rpo[1..] {
                let mut new_idom: Option<Block> = None;
                for &p in cfg.preds(b) {
                    if dt.idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => dt.intersect(p, cur),
                    });
                }
                if new_idom.is_some() && dt.idom[b] != new_idom {
                    dt.idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        dt.idom[entry] = None;
        dt
    }

    fn intersect(&self, mut a: Block, mut b: Block) -> Block {
        while a != b {
            while self.rpo_number[a] > self.rpo_number[b] {
                a = self.idom[a].unwrap_or(a);
            }
            while self.rpo_number[b] > self.rpo_number[a] {
                b = self.idom[b].unwrap_or(b);
            }
        }
        a
    }

    /// The immediate dominator (None for the entry and unreachable blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b]
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_number[b] != 0
    }

    /// Reachable blocks in reverse post-order.
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// The children of each block in the dominator tree, each list in reverse post-order.
    pub fn children(&self) -> SecondaryMap<Block, Vec<Block>> {
        let mut children: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &b in &self.rpo {
            if let Some(p) = self.idom[b] {
                children[p].push(b);
            }
        }
        children
    }

    /// True when `a` dominates `b` (reflexive).
    pub fn dominates(&self, a: Block, mut b: Block) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        loop {
            if a == b {
                return true;
            }
            match self.idom[b] {
                Some(p) => b = p,
                None => return false,
            }
        }
    }
}

/// Natural loops: each loop header with the blocks of its body.
#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    /// (header, blocks of the loop including the header), outer loops first by header RPO.
    pub loops: Vec<(Block, Vec<Block>)>,
    depth: SecondaryMap<Block, u32>,
}

impl LoopInfo {
    pub fn compute(cfg: &ControlFlowGraph, dt: &DominatorTree) -> Self {
        let mut info = LoopInfo::default();
        for &h in dt.rpo() {
            let latches = Self::latches(cfg, dt, h);
            if latches.is_empty() {
                continue;
            }
            let body = Self::natural_loop(cfg, dt, h, &latches);
            for &b in &body {
                info.depth[b] += 1;
            }
            info.loops.push((h, body));
        }
        info
    }

    /// The sources of the back edges into `h` (predecessors `h` dominates), in predecessor
    /// order; empty when `h` is no loop header.
    pub fn latches(cfg: &ControlFlowGraph, dt: &DominatorTree, h: Block) -> Vec<Block> {
        cfg.preds(h)
            .iter()
            .copied()
            .filter(|&p| dt.dominates(h, p))
            .collect()
    }

    /// The reachable blocks of the natural loop of `h` with back edges from `latches`: the
    /// header first, then the blocks found walking predecessors back from the latches.
    pub fn natural_loop(
        cfg: &ControlFlowGraph,
        dt: &DominatorTree,
        h: Block,
        latches: &[Block],
    ) -> Vec<Block> {
        let mut body = vec![h];
        let mut stack = latches.to_vec();
        while let Some(b) = stack.pop() {
            if body.contains(&b) || !dt.is_reachable(b) {
                continue;
            }
            body.push(b);
            stack.extend(cfg.preds(b).iter().copied());
        }
        body
    }

    /// How many loops contain `b`.
    pub fn depth(&self, b: Block) -> u32 {
        self.depth[b]
    }

    pub fn is_header(&self, b: Block) -> bool {
        self.loops.iter().any(|(h, _)| *h == b)
    }
}

/// Immediate post-dominators, on the reverse CFG with a virtual exit joined by every block
/// without successors (the returns). Blocks that cannot reach the exit (infinite loops) and
/// blocks whose only post-dominator is the virtual exit have none.
#[derive(Clone, Debug, Default)]
pub struct PostDominatorTree {
    ipdom: SecondaryMap<Block, Option<Block>>,
}

impl PostDominatorTree {
    pub fn compute(f: &Function, cfg: &ControlFlowGraph) -> Self {
        let reachable = cfg.reverse_postorder(f);
        let n = reachable.len();
        // Node k < n is reachable[k]; node n is the virtual exit.
        let mut idx: SecondaryMap<Block, Option<usize>> = SecondaryMap::new();
        for (k, &b) in reachable.iter().enumerate() {
            idx[b] = Some(k);
        }
        // Reverse-graph successors of a node = CFG predecessors (reachable ones); of the exit =
        // the blocks without successors.
        let rsuccs = |k: usize| -> Vec<usize> {
            if k == n {
                reachable
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| cfg.succs(**b).is_empty())
                    .map(|(j, _)| j)
                    .collect()
            } else {
                cfg.preds(reachable[k])
                    .iter()
                    .filter_map(|&p| idx[p])
                    .collect()
            }
        };
        // Reverse-graph predecessors of a node = CFG successors (plus the exit for returns).
        let rpreds = |k: usize| -> Vec<usize> {
            let s = cfg.succs(reachable[k]);
            if s.is_empty() {
                vec![n]
            } else {
                s.iter().filter_map(|&b| idx[b]).collect()
            }
        };
        // Post-order of the reverse graph from the exit.
        let mut order = vec![0u32; n + 1]; // 0 = not reached; else rpo number (1 = exit)
        let mut post = Vec::new();
        let mut seen = vec![false; n + 1];
        let mut stack = vec![(n, rsuccs(n), 0usize)];
        seen[n] = true;
        while let Some((node, succs, i)) = stack.last_mut() {
            if let Some(&s) = succs.get(*i) {
                *i += 1;
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, rsuccs(s), 0));
                }
            } else {
                post.push(*node);
                stack.pop();
            }
        }
        let rpo: Vec<usize> = post.iter().rev().copied().collect();
        for (i, &k) in rpo.iter().enumerate() {
            order[k] = i as u32 + 1;
        }
        let mut ipdom: Vec<Option<usize>> = vec![None; n + 1];
        ipdom[n] = Some(n);
        let intersect = |ipdom: &[Option<usize>], mut a: usize, mut b: usize| {
            while a != b {
                while order[a] > order[b] {
                    a = ipdom[a].unwrap_or(n);
                }
                while order[b] > order[a] {
                    b = ipdom[b].unwrap_or(n);
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &k in &rpo[1..] {
                let mut new: Option<usize> = None;
                for p in rpreds(k) {
                    if ipdom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(cur) => intersect(&ipdom, p, cur),
                    });
                }
                if new.is_some() && ipdom[k] != new {
                    ipdom[k] = new;
                    changed = true;
                }
            }
        }
        let mut pdt = PostDominatorTree::default();
        for (k, &b) in reachable.iter().enumerate() {
            pdt.ipdom[b] = ipdom[k].filter(|&p| p != n).map(|p| reachable[p]);
        }
        pdt
    }

    /// The immediate post-dominator (None when it is the virtual exit or there is none).
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        self.ipdom[b]
    }
}
