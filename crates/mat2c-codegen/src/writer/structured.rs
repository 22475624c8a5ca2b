//! Structured control flow: the CFG is emitted as nested C `if`/`else` and `for (;;)` loops with
//! `break`/`continue`, recovered from the dominator tree, natural loops and post-dominators.
//!
//! MATLAB control flow is reducible, and the lowering's shapes (while/for headers, if/elseif
//! diamonds, short-circuit chains, break/continue blocks) all come out structured. Anything the
//! structurer does not recognise still comes out correct: every block is placed exactly once,
//! and a branch that no structured form reaches becomes a `goto` to the block's label.
//!
//! Invariants of the placement, which make every emitted branch correct whatever way control
//! arrives at it (including by a fallback `goto`):
//! - a sequence's "follow" is exactly the block whose code textually follows it, so falling off
//!   its end is a branch to the follow;
//! - `continue` is emitted only for the header of the innermost enclosing C loop, `break` only
//!   for that loop's exit, which is placed (or reached by `goto`) right after the loop;
//! - block arguments are parallel copies emitted on each edge, before the branch statement.

use cranelift_entity::{EntityRef, SecondaryMap};
use mat2c_ir::{Block, BlockCall, InstData, LoopInfo, PostDominatorTree};

use super::FnWriter;

/// One enclosing C loop.
#[derive(Clone)]
struct LoopCtx {
    header: Block,
    exit: Option<Block>,
}

#[derive(Clone, Default)]
pub(super) struct Structure {
    pdt: PostDominatorTree,
    /// The natural loop body of each header (header included).
    body: SecondaryMap<Block, Option<Vec<Block>>>,
    placed: SecondaryMap<Block, bool>,
    goto_used: SecondaryMap<Block, bool>,
    loops: Vec<LoopCtx>,
}

/// Marker line for a block's label; resolved (kept or dropped) once the function is emitted.
const LABEL_MARK: char = '\u{1}';

impl<'w, 'a> FnWriter<'w, 'a> {
    /// Emits the whole function body in structured form.
    pub(super) fn emit_structured(&mut self) {
        let li = LoopInfo::compute(&self.flow.cfg, &self.flow.dt);
        self.flow.st.pdt = PostDominatorTree::compute(self.f, &self.flow.cfg);
        for (h, body) in &li.loops {
            self.flow.st.body[*h] = Some(body.clone());
        }
        if let Some(entry) = self.f.layout.entry() {
            self.seq(entry, None);
        }
        self.resolve_labels();
    }

    fn label_of(&self, b: Block) -> String {
        self.flow.labels[b]
            .clone()
            .unwrap_or_else(|| format!("L{}", b.index()))
    }

    fn resolve_labels(&mut self) {
        let body = std::mem::take(&mut self.text.body);
        let mut out = String::with_capacity(body.len());
        for line in body.split_inclusive('\n') {
            if let Some(rest) = line.strip_prefix(LABEL_MARK) {
                let k: usize = rest.trim().parse().unwrap_or(usize::MAX);
                let b = Block::new(k);
                if k != usize::MAX && self.flow.st.goto_used[b] {
                    out.push_str(&format!("{}:;\n", self.label_of(b)));
                }
            } else {
                out.push_str(line);
            }
        }
        // A final return needs no jump to the epilogue that directly follows it.
        if let Some(s) = out.strip_suffix("    goto m2c_exit;\n")
            && !s.ends_with(":;\n")
            && s.lines()
                .last()
                .is_some_and(|l| l.starts_with("    ") && !l.starts_with("     "))
        {
            out.truncate(s.len());
        }
        self.flow.uses_exit = out.contains("goto m2c_exit;");
        self.text.body = out;
    }

    /// Is `b` inside the innermost enclosing C loop's natural loop (or is there no loop)?
    fn in_current_loop(&self, b: Block) -> bool {
        match self.flow.st.loops.last() {
            None => true,
            Some(l) => self.flow.st.body[l.header]
                .as_ref()
                .is_some_and(|body| body.contains(&b)),
        }
    }

    /// Emits the code for `b` and what follows it, up to (not including) `follow`.
    fn seq(&mut self, mut b: Block, follow: Option<Block>) {
        loop {
            if Some(b) == follow {
                return;
            }
            if self.flow.st.placed[b] {
                self.flow.st.goto_used[b] = true;
                let l = self.label_of(b);
                self.line(format!("goto {l};"));
                return;
            }
            if self.flow.st.body[b].is_some() {
                match self.emit_loop(b) {
                    Some(x) => {
                        b = x;
                        continue;
                    }
                    None => return,
                }
            }
            self.place(b);
            let Some(next) = self.block_and_terminator(b, follow) else {
                return;
            };
            b = next;
        }
    }

    fn place(&mut self, b: Block) {
        self.flow.st.placed[b] = true;
        self.text.body.push(LABEL_MARK);
        self.text.body.push_str(&format!("{}\n", b.index()));
    }

    /// A natural loop as `for (;;) { ... }` (or a parallel `for`, see `parallel.rs`);
    /// returns the exit block to place after it.
    fn emit_loop(&mut self, h: Block) -> Option<Block> {
        match self.parallel_plan(h) {
            Ok(plan) => return self.emit_parallel_loop(h, plan),
            Err(why) if !why.is_empty() => self.note_serial(h, why),
            Err(_) => {}
        }
        let exit = self.loop_exit(h);
        self.line("for (;;) {");
        self.text.indent += 1;
        self.flow.st.loops.push(LoopCtx { header: h, exit });
        self.place(h);
        if let Some(next) = self.block_and_terminator(h, Some(h)) {
            self.seq(next, Some(h));
        }
        self.flow.st.loops.pop();
        self.text.indent -= 1;
        self.line("}");
        exit
    }

    /// The natural loop of header `h` (header first).
    pub(super) fn loop_body_of(&self, h: Block) -> Vec<Block> {
        self.flow.st.body[h].clone().unwrap_or_default()
    }

    /// The body of a parallel loop at `h`, entered by `entry`: a branch back to the header
    /// is `continue` (the C `for` counts), and the header's label, if a `goto` needs it,
    /// ends the iteration.
    pub(super) fn parallel_body(&mut self, h: Block, entry: &BlockCall) {
        self.flow.st.loops.push(LoopCtx {
            header: h,
            exit: None,
        });
        self.flow.st.placed[h] = true;
        self.edge(entry);
        if let Some(next) = self.branch_tail(entry.block, Some(h)) {
            self.seq(next, Some(h));
        }
        self.flow.st.loops.pop();
        self.text.body.push(LABEL_MARK);
        self.text.body.push_str(&format!("{}\n", h.index()));
    }

    /// The loop's `break` target: the header's exit edge if it has one, else the exit block
    /// with the most edges from the loop (first in layout order on ties).
    fn loop_exit(&self, h: Block) -> Option<Block> {
        let body = self.flow.st.body[h].as_ref()?;
        let outside = |b: Block| !body.contains(&b);
        if let Some(&x) = self.flow.cfg.succs(h).iter().find(|&&s| outside(s)) {
            return Some(x);
        }
        let mut best: Option<(usize, Block)> = None;
        for &b in self.f.layout.blocks() {
            if !outside(b) {
                continue;
            }
            let n = self
                .flow
                .cfg
                .preds(b)
                .iter()
                .filter(|p| body.contains(p))
                .count();
            if n > 0 && best.is_none_or(|(m, _)| n > m) {
                best = Some((n, b));
            }
        }
        best.map(|(_, b)| b)
    }

    /// Emits `b`'s instructions and terminator; returns the block to continue the sequence
    /// with (the join of an if), or None when the sequence ends here.
    fn block_and_terminator(&mut self, b: Block, follow: Option<Block>) -> Option<Block> {
        let insts = self.f.layout.block_insts(b).to_vec();
        let (&term, body) = insts.split_last()?;
        self.forget_position();
        for &i in body {
            self.inst(i);
        }
        match self.f.inst(term) {
            InstData::Jump { dest } => {
                let dest = dest.clone();
                self.edge(&dest);
                self.branch_tail(dest.block, follow)
            }
            InstData::TryExit { next, .. } => {
                // The handler edge is never taken: only the region's end is emitted.
                let dest = next.clone();
                self.line("mt_try_pop();");
                self.edge(&dest);
                self.branch_tail(dest.block, follow)
            }
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                let (cond, t, e) = (*cond, then_dest.clone(), else_dest.clone());
                self.emit_if(b, cond, &t, &e, follow)
            }
            _ => {
                self.inst(term);
                None
            }
        }
    }

    /// A branch to `t` at the end of a sequence whose follow is `follow`: nothing (fall
    /// through), `continue`, `break`, or the target's code (returned, to continue inline).
    fn branch_tail(&mut self, t: Block, follow: Option<Block>) -> Option<Block> {
        if Some(t) == follow {
            return None;
        }
        if let Some(l) = self.flow.st.loops.last() {
            if l.header == t {
                self.line("continue;");
                return None;
            }
            if l.exit == Some(t) {
                self.line("break;");
                return None;
            }
        }
        Some(t)
    }

    /// Emits one arm of an if into its own buffer (one level deeper).
    fn arm(&mut self, call: &BlockCall, follow: Option<Block>) -> String {
        let saved = std::mem::take(&mut self.text.body);
        self.text.indent += 1;
        self.edge(call);
        if let Some(next) = self.branch_tail(call.block, follow) {
            self.seq(next, follow);
        }
        self.text.indent -= 1;
        std::mem::replace(&mut self.text.body, saved)
    }

    fn emit_if(
        &mut self,
        b: Block,
        cond: mat2c_ir::Value,
        t: &BlockCall,
        e: &BlockCall,
        follow: Option<Block>,
    ) -> Option<Block> {
        self.check_defined(cond);
        let c = self.cond_expr(cond);
        // The join: the immediate post-dominator, when it lies in the current loop.
        let join = self.flow.st.pdt.ipdom(b).filter(|&m| {
            self.in_current_loop(m) && self.flow.st.loops.last().is_none_or(|l| l.header != m)
        });
        let arm_follow = join.or(follow);
        if let Some((region, tt, ee)) = self.cond_region(b, arm_follow) {
            // A short-circuit condition whose targets are each reached from several places:
            // evaluate it into a flag, then branch once.
            self.text.temps += 1;
            let flag = format!("m2c_sc{}", self.text.temps);
            self.text.decls.push(format!("int {flag} = 0;"));
            self.line(format!("{flag} = 0;"));
            self.cond_tree(&region, c, t, e, tt, &flag);
            let a = self.arm(
                &BlockCall {
                    block: tt,
                    args: vec![],
                },
                arm_follow,
            );
            let bb = self.arm(
                &BlockCall {
                    block: ee,
                    args: vec![],
                },
                arm_follow,
            );
            self.layout_if(&flag, a, bb);
        } else {
            let mut a = self.arm(t, arm_follow);
            let bb = self.arm(e, arm_follow);
            // A short arm that falls through to the loop's next iteration (a MATLAB
            // `continue`) says so, and the other arm follows the if unnested.
            let at_header = self
                .flow
                .st
                .loops
                .last()
                .is_some_and(|l| arm_follow == Some(l.header));
            if at_header
                && !a.is_empty()
                && !ends_jump(&a)
                && a.lines().count() <= 3
                && bb.lines().count() > 3
            {
                self.text.indent += 1;
                let saved = std::mem::replace(&mut self.text.body, a);
                self.line("continue;");
                a = std::mem::replace(&mut self.text.body, saved);
                self.text.indent -= 1;
            }
            self.layout_if(&c, a, bb);
        }
        join.filter(|&m| Some(m) != follow)
    }

    /// A short-circuit chain rooted at `b`: blocks reached only from the chain, without
    /// parameters, each ending in a conditional branch, with exactly two targets outside it
    /// (then, else), one of which several chain edges reach and no branch statement can
    /// (it is not the follow, nor the loop's header or exit). Returns (chain, then, else).
    fn cond_region(&self, b: Block, follow: Option<Block>) -> Option<(Vec<Block>, Block, Block)> {
        let brif_targets = |c: Block| -> Option<[Block; 2]> {
            let t = self.f.layout.last_inst(c)?;
            match self.f.inst(t) {
                InstData::Brif {
                    then_dest,
                    else_dest,
                    ..
                } => Some([then_dest.block, else_dest.block]),
                _ => None,
            }
        };
        let exits_of = |region: &[Block]| -> Option<Vec<(Block, usize)>> {
            let mut exits: Vec<(Block, usize)> = Vec::new();
            for &c in region {
                for s in brif_targets(c)? {
                    if region.contains(&s) {
                        continue;
                    }
                    match exits.iter_mut().find(|(x, _)| *x == s) {
                        Some(e) => e.1 += 1,
                        None => exits.push((s, 1)),
                    }
                }
            }
            Some(exits)
        };
        // Grow a tree of condition blocks (each entered only from its parent); keep the
        // largest prefix with exactly two exits.
        let mut region = vec![b];
        let mut best: Option<(usize, Vec<(Block, usize)>)> = None;
        let mut k = 0;
        while k < region.len() {
            let targets = brif_targets(region[k])?;
            for s in targets {
                if region.contains(&s)
                    || targets[0] == targets[1]
                    || self.flow.st.placed[s]
                    || self.flow.st.body[s].is_some()
                    || !self.f.dfg.block_params(s).is_empty()
                    || brif_targets(s).is_none()
                    || self.flow.cfg.preds(s) != [region[k]]
                {
                    continue;
                }
                region.push(s);
                if let Some(ex) = exits_of(&region)
                    && ex.len() == 2
                {
                    best = Some((region.len(), ex));
                }
            }
            k += 1;
        }
        let (n, exits) = best?;
        region.truncate(n);
        let [(tt, nt), (ee, ne)] = exits[..] else {
            return None;
        };
        let jumpable = |x: Block| {
            Some(x) == follow
                || self
                    .flow
                    .st
                    .loops
                    .last()
                    .is_some_and(|l| l.header == x || l.exit == Some(x))
        };
        let needed = (nt > 1 && !jumpable(tt)) || (ne > 1 && !jumpable(ee));
        if !needed {
            return None;
        }
        // "then" is where the all-true path leaves the chain.
        let mut c = b;
        while region.contains(&c) {
            c = brif_targets(c)?[0];
        }
        let (tt, ee) = if c == ee { (ee, tt) } else { (tt, ee) };
        Some((region, tt, ee))
    }

    /// Emits the chain's branches as nested ifs that set `flag` on the edges to `then`.
    fn cond_tree(
        &mut self,
        region: &[Block],
        c: String,
        t: &BlockCall,
        e: &BlockCall,
        then: Block,
        flag: &str,
    ) {
        let side = |w: &mut Self, call: &BlockCall| -> String {
            let saved = std::mem::take(&mut w.text.body);
            w.text.indent += 1;
            w.edge(call);
            if region.contains(&call.block) {
                w.place(call.block);
                let insts = w.f.layout.block_insts(call.block).to_vec();
                if let Some((&term, body)) = insts.split_last() {
                    w.forget_position();
                    for &i in body {
                        w.inst(i);
                    }
                    if let InstData::Brif {
                        cond,
                        then_dest,
                        else_dest,
                    } = w.f.inst(term)
                    {
                        let (cond, t2, e2) = (*cond, then_dest.clone(), else_dest.clone());
                        w.check_defined(cond);
                        let c2 = w.cond_expr(cond);
                        w.cond_tree(region, c2, &t2, &e2, then, flag);
                    }
                }
            } else if call.block == then {
                w.line(format!("{flag} = 1;"));
            }
            w.text.indent -= 1;
            std::mem::replace(&mut w.text.body, saved)
        };
        let a = side(self, t);
        let bb = side(self, e);
        self.layout_if(&c, a, bb);
    }

    /// `if (c) { a } else { b }`, without empty arms, and flattened when an arm is a short
    /// jump (`if (!c) { break; } a...`).
    fn layout_if(&mut self, c: &str, a: String, bb: String) {
        let not_c = negate(c);
        if bb.is_empty() {
            self.line(format!("if ({c}) {{"));
            self.text.body.push_str(&a);
            self.line("}");
        } else if a.is_empty() {
            self.line(format!("if ({not_c}) {{"));
            self.text.body.push_str(&bb);
            self.line("}");
        } else if ends_jump(&bb) && bb.lines().count() <= 4 {
            self.line(format!("if ({not_c}) {{"));
            self.text.body.push_str(&bb);
            self.line("}");
            self.text.body.push_str(&dedent(&a));
        } else if ends_jump(&a) && a.lines().count() <= 4 {
            self.line(format!("if ({c}) {{"));
            self.text.body.push_str(&a);
            self.line("}");
            self.text.body.push_str(&dedent(&bb));
        } else {
            self.line(format!("if ({c}) {{"));
            self.text.body.push_str(&a);
            self.line("} else {");
            self.text.body.push_str(&bb);
            self.line("}");
        }
    }
}

/// Does this arm end in a jump (so it never falls through)?
fn ends_jump(s: &str) -> bool {
    s.lines().last().is_some_and(|l| {
        let l = l.trim();
        l == "break;" || l == "continue;" || l.starts_with("goto ")
    })
}

/// The negation of a C condition.
fn negate(c: &str) -> String {
    let simple = c.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
    if simple {
        format!("!{c}")
    } else {
        format!("!({c})")
    }
}

/// Removes one indentation level (four spaces) from every line that has it.
fn dedent(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for l in s.split_inclusive('\n') {
        o.push_str(l.strip_prefix("    ").unwrap_or(l));
    }
    o
}
