//! Fused assignments (planned here, emitted by `fused_emit.rs`). The right side is a chain
//! of elementwise arithmetic (`+ - .* ./`, `*` and `/` by a scalar, `sqrt`) over real double
//! operands read in place: slices `X(t1,...,tn)`, whole arrays, C scalars, and outer
//! products `x*y` of a column and a row (inner dimension 1, a broadcast: `on*P(:, d)'`);
//! optionally summed along dimension 1 or 2. It is written as one loop nest into
//! - a block of an array, `A(s1,...,sn) = chain` (the FDTD stencil updates
//!   `Hx(:, 1:n-1, 1:n-1) = Hx(:, 1:n-1, 1:n-1) + ch*(Ey(:, 1:n-1, 2:n) - ...)`, nb3d's
//!   `D(:, :, d) = on*P(:, d)' - P(:, d)*on'`) or `A(s...) = sum(chain, k)` (`Acc(:, d) =
//!   sum(D(:, :, d).*W, 2)`, adding in Octave's order),
//! - or a value of its own, `R2 = D(:, :, 1).*D(:, :, 1) + ...` (sized like its first operand).
//!
//! A guard at run time (`runtime-c/mt_slices.c`) checks what the nest assumes: every array
//! is real double, every subscript selects a non-empty run of consecutive in-bound indices,
//! all operands have the destination's extents (outer products: a column and a row of
//! them), and a slice of the assigned array itself is the very block written (so each
//! element is read before it is written and by its own iteration only). When it fails the
//! original instructions run (runtime calls that report Octave's errors), so the fast form
//! never changes behaviour. A `sqrt` of a negative element sets a flag that reruns the
//! statement that way too (its result is complex).
//!
//! The right side's instructions are emitted at the update instead of in place. That is
//! only valid when what lies between them and the update is side-effect free and leaves the
//! storage they read and write alone: ranges and constants whose slots are not among them.
//! A value of the right side that later statements use too (CSE shares `D(:, :, 1)` and
//! `on'`) is read where it is when computed before the right side begins; when computed
//! inside it (a slice, a transpose of a vector) it is still computed, after the guard (which
//! proved it cannot fail), and the nest reads its source in place.

use cranelift_entity::SecondaryMap;
use mat2c_alloc::{Slot, SlotKind};
use mat2c_ir::types::{Class, Dim, Shape};
use mat2c_ir::{Bi, BinOp, Block, Inst, InstData, UnOp, Value};

use super::FnWriter;

/// The fused updates of one function.
#[derive(Default)]
pub(super) struct Fusion {
    /// Right-side instructions emitted with their update rather than in place.
    deferred: SecondaryMap<Inst, bool>,
    /// The plan of each fused update (index into `plans`).
    plan: SecondaryMap<Inst, Option<usize>>,
    plans: Vec<Plan>,
}

#[derive(Clone)]
pub(super) struct Plan {
    /// The update, or for a plain destination the root operator (`R2 = D(:,:,1).*...`).
    pub(super) update: Inst,
    /// Whether the destination is the root's own value rather than a block of an array.
    pub(super) plain: bool,
    /// The rank the nest runs over (the update's subscripts, a slice's subscripts).
    pub(super) n: usize,
    /// `sum(chain, k + 1)` into the update's block (k 0 or 1): the nest adds along k.
    pub(super) red: Option<usize>,
    /// The chain takes `sqrt`s: a negative argument (a complex result) reruns the
    /// statement through the fallback after the nest, so the nest must not read what it
    /// writes.
    pub(super) sqrt: bool,
    /// The right side's instructions in layout order (the fallback emits them).
    pub(super) tree: Vec<Inst>,
    /// Those of them the fused form runs too, after the guard (slices used later).
    pub(super) eager: Vec<Inst>,
    /// Slices every statement reads in place, taken only by the fallback (first).
    pub(super) remat: Vec<Inst>,
    /// The array reads: (result, base, subscripts); no subscripts for a whole array.
    pub(super) leaves: Vec<(Value, Value, Vec<Value>)>,
    /// The vectors read in place by outer products.
    pub(super) vecs: Vec<VecLeaf>,
    /// The outer products `x*y` (x a column, y a row): (result, x's and y's `vecs` index).
    pub(super) outers: Vec<(Value, usize, usize)>,
}

/// A vector operand of an outer product: a whole array or a slice of one (`on`, `P(:, d)`),
/// transposed or not, read in place with a stride.
#[derive(Clone)]
pub(super) struct VecLeaf {
    /// The operand's value (after any transposes).
    val: Value,
    pub(super) base: Value,
    /// Empty for the whole array.
    pub(super) subs: Vec<Value>,
    /// An odd number of transposes.
    pub(super) flip: bool,
}

/// What the right side of a candidate update reads and computes.
#[derive(Default)]
struct Collect {
    tree: Vec<Inst>,
    leaves: Vec<(Value, Value, Vec<Value>)>,
    vecs: Vec<VecLeaf>,
    outers: Vec<(Value, usize, usize)>,
    /// Values read where they are, not recomputed (used outside the right side too).
    keep: Vec<Value>,
    /// The rank of the slices read (all the same).
    n: Option<usize>,
    /// Values read at the update in the fused form (bases, subscripts, scalars).
    reads: Vec<Value>,
}

impl Fusion {
    fn add(&mut self, p: Plan) {
        for &t in &p.tree {
            self.deferred[t] = true;
        }
        self.plan[p.update] = Some(self.plans.len());
        self.plans.push(p);
    }

    pub(super) fn get(&self, k: usize) -> &Plan {
        &self.plans[k]
    }
}

impl FnWriter<'_, '_> {
    /// Finds the fusable updates (after slots are named and definedness flags known).
    pub(super) fn find_fusions(&mut self) {
        if self.mw.opts.keep_checks {
            return;
        }
        let uses = self.f.use_counts();
        let mut fusion = Fusion::default();
        for &b in self.f.layout.blocks() {
            let insts = self.f.layout.block_insts(b).to_vec();
            let update = |i: Inst| matches!(self.f.inst(i), InstData::Update { .. });
            for pos in 0..insts.len() {
                if update(insts[pos])
                    && let Some(p) = self.fusion_plan(b, &insts, pos, &uses, &fusion)
                {
                    fusion.add(p);
                }
            }
            // Then chains into a value of their own, the last operator first (the largest,
            // whose right side takes in the chains it reads).
            for pos in (0..insts.len()).rev() {
                if !update(insts[pos])
                    && let Some(p) = self.fusion_plan(b, &insts, pos, &uses, &fusion)
                {
                    fusion.add(p);
                }
            }
        }
        self.rematerialize(&mut fusion, &uses);
        self.fusion = fusion;
    }

    /// A slice that several fused statements read (CSE shares `D(:, :, 2)` between `R2 =
    /// ...` and `Acc(:, 2) = ...`) is not taken at all when every use is in a fused nest,
    /// it cannot fail (constant in-bound subscripts of a known shape) and its array is
    /// unchanged up to the last of them: each nest reads the array in place, and each
    /// fallback takes the slice first. That saves the copy and its memory.
    fn rematerialize(&self, fusion: &mut Fusion, uses: &SecondaryMap<Value, u32>) {
        let mut cands: Vec<Inst> = Vec::new();
        for p in &fusion.plans {
            for l in p.leaves.iter().filter(|l| {
                l.0 == l.1
                    || p.eager
                        .iter()
                        .any(|&e| self.f.dfg.inst_results(e).contains(&l.0))
            }) {
                if let Some(i) = self.f.dfg.defining_inst(l.0)
                    && matches!(self.f.inst(i), InstData::Index { .. })
                    && !cands.contains(&i)
                {
                    cands.push(i);
                }
            }
        }
        for i in cands {
            let v = self.f.dfg.inst_results(i)[0];
            let InstData::Index { base, subs } = self.f.inst(i) else {
                continue;
            };
            let Some(b) = self.f.layout.inst_block(i) else {
                continue;
            };
            let insts = self.f.layout.block_insts(b);
            let at = |j: Inst| insts.iter().position(|&k| k == j);
            let Some(def) = at(i) else { continue };
            // Every use inside plans of this block, none of which owns `i` but as eager.
            let mut inside = 0;
            let mut users = Vec::new();
            let mut owned = false;
            for (k, p) in fusion.plans.iter().enumerate() {
                if p.tree.contains(&i) && !p.eager.contains(&i) {
                    owned = true;
                }
                let n = p
                    .tree
                    .iter()
                    .chain(std::iter::once(&p.update))
                    .flat_map(|&t| self.f.inst(t).args())
                    .filter(|&a| a == v)
                    .count();
                if n > 0 {
                    inside += n;
                    users.push(k);
                }
            }
            if owned || inside as u32 != uses[v] || !self.index_cannot_fail(*base, subs) {
                continue;
            }
            // The array and the subscripts keep their storage up to each reader.
            let watched: Vec<(Slot, Value)> = std::iter::once(*base)
                .chain(subs.iter().copied())
                .filter_map(|x| self.fs.slot[x].map(|s| (s, x)))
                .collect();
            let last = users
                .iter()
                .map(|&k| at(fusion.plans[k].update))
                .collect::<Option<Vec<_>>>();
            let Some(last) = last.and_then(|l| l.into_iter().max()) else {
                continue;
            };
            let clobbered = insts[def + 1..=last].iter().any(|&j| {
                self.f.dfg.inst_results(j).iter().any(|&r| {
                    self.fs.slot[r]
                        .is_some_and(|s| watched.iter().any(|&(ws, wv)| ws == s && wv != r))
                })
            });
            if clobbered || !users.iter().all(|&k| fusion.plans[k].n == subs.len()) {
                continue;
            }
            for &k in &users {
                let p = &mut fusion.plans[k];
                for l in p.leaves.iter_mut().filter(|l| l.0 == v) {
                    *l = (v, *base, subs.clone());
                }
                p.eager.retain(|&e| e != i);
                p.tree.retain(|&e| e != i);
                p.remat.push(i);
            }
            fusion.deferred[i] = true;
        }
    }

    /// An index with constant in-bound subscripts (or `:`) of an array of known extents.
    fn index_cannot_fail(&self, base: Value, subs: &[Value]) -> bool {
        let Shape::Dims(d) = &self.ty(base).shape else {
            return false;
        };
        if d.len() != subs.len() || !self.is_real_double(base) || !self.defined(base) {
            return false;
        }
        subs.iter().zip(d).all(|(&s, &e)| {
            if self.is_colon(s) {
                return true;
            }
            match (self.mw.types.konst(self.id, s), e) {
                (Some(x), Dim::Known(k)) => x >= 1.0 && x == x.floor() && x <= k as f64,
                _ => false,
            }
        })
    }

    /// `Some(k)` when `i` is a fused update; `None` with `deferred` true when it is emitted
    /// with one.
    pub(super) fn fusion_role(&self, i: Inst) -> (bool, Option<usize>) {
        (self.fusion.deferred[i], self.fusion.plan[i])
    }

    pub(super) fn defined(&self, v: Value) -> bool {
        self.undef_inst_name(v).is_none() && self.undef.flag[v].is_none()
    }

    fn fusable_sub(&self, s: Value) -> bool {
        if self.is_colon(s) {
            return true;
        }
        let kind_ok = match self.kind(s) {
            Some(SlotKind::Scalar(c)) => c == Class::Double,
            Some(SlotKind::Array) => self.slots.vrange[s].is_none(),
            Some(SlotKind::Complex) => false,
            None => false,
        };
        kind_ok && self.defined(s)
    }

    pub(super) fn scalar_operand(&self, v: Value) -> bool {
        self.kind(v) == Some(SlotKind::Scalar(Class::Double)) && self.defined(v)
    }

    fn fusion_plan(
        &self,
        b: Block,
        insts: &[Inst],
        pos: usize,
        uses: &SecondaryMap<Value, u32>,
        done: &Fusion,
    ) -> Option<Plan> {
        let u = insts[pos];
        if done.deferred[u] || done.plan[u].is_some() {
            return None;
        }
        let r = *self.f.dfg.inst_results(u).first()?;
        let (plain, base, subs, rhs) = match self.f.inst(u) {
            InstData::Update { base, subs, rhs } if (2..=8).contains(&subs.len()) => {
                (false, *base, subs.as_slice(), *rhs)
            }
            InstData::Binary { op, args: [_, y] } if self.fusable_op(*op, *y) => {
                (true, r, &[][..], r)
            }
            _ => return None,
        };
        let red = if plain {
            None
        } else {
            self.reduction(rhs, b, uses)
        };
        let bslot = self.fs.slot[base]?;
        if self.fs.slot[r] != Some(bslot)
            || self.kind(base) != Some(SlotKind::Array)
            || self.slots.param[bslot]
            || !self.is_real_double(base)
            || !(plain || self.defined(base))
            || !subs.iter().all(|&s| self.fusable_sub(s))
        {
            return None;
        }
        // A vector an outer product reads that other statements use too (`on'` computed
        // once for several) is read where it is rather than recomputed: collect again.
        let mut keep = Vec::new();
        let mut c = loop {
            let mut c = Collect {
                keep: keep.clone(),
                n: (!plain && red.is_none()).then_some(subs.len()),
                ..Collect::default()
            };
            let start = red.map_or(rhs, |(_, x, _)| x);
            if !self.collect(start, b, &mut c, red.is_none()) {
                return None;
            }
            if plain {
                c.tree.retain(|&t| t != u);
            }
            if let Some((si, _, _)) = red {
                c.tree.push(si);
            }
            let shared = c
                .tree
                .iter()
                .flat_map(|&t| self.f.dfg.inst_results(t))
                .find(|&&v| self.used_outside(v, &c.tree, u, uses));
            match shared {
                None => break c,
                Some(&v) if !keep.contains(&v) && self.defined(v) => keep.push(v),
                Some(_) => return None,
            }
        };
        // Worth a nest: something read in place that the plain form would copy, or two
        // operators or more (a single operator on whole arrays is one loop already).
        let slices = c.leaves.iter().filter(|l| !l.2.is_empty()).count();
        let binary = |&t: &Inst| matches!(self.f.inst(t), InstData::Binary { .. });
        let ops = c.tree.iter().filter(|t| binary(t)).count()
            + usize::from(plain)
            + 2 * usize::from(red.is_some());
        if c.leaves.len() + c.outers.len() == 0
            || (slices == 0 && ops < 2)
            || ((plain || red.is_some()) && c.leaves.is_empty())
        {
            return None;
        }
        // Kept slices fix the rank too (they may be read in place below).
        let slice_rank = |v: Value| match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Index { subs, .. }) if subs.len() >= 2 => Some(subs.len()),
            _ => None,
        };
        let n = match c
            .n
            .or_else(|| c.leaves.iter().find_map(|l| slice_rank(l.0)))
        {
            Some(n) => n,
            None => c
                .leaves
                .iter()
                .map(|l| match &self.ty(l.0).shape {
                    Shape::Dims(d) => d.len(),
                    Shape::Top => 2,
                })
                .max()?
                .max(2),
        };
        if n > 8 {
            return None;
        }
        // A slice of the assigned array must be read through the assigned value itself (a
        // plain destination: only a whole array, element by element in place), and an outer
        // product's vectors not from it at all (the nest overwrites them).
        let sqrt = c
            .tree
            .iter()
            .any(|&t| matches!(self.f.inst(t), InstData::Builtin { id: Bi::sqrt, .. }));
        if c.leaves.iter().any(|(v, x, xs)| {
            self.fs.slot[*x] == Some(bslot)
                && if red.is_some() || sqrt {
                    true
                } else if plain {
                    !xs.is_empty()
                } else {
                    *x != base || *v == base
                }
        }) || c.vecs.iter().any(|l| self.fs.slot[l.base] == Some(bslot))
        {
            return None;
        }
        let at = |i: Inst| insts.iter().position(|&j| j == i);
        let mut first = pos;
        for &t in &c.tree {
            first = first.min(at(t)?);
        }
        // A slice that later statements use too (`D(:, :, 1)` shared by two statements)
        // and is taken after the right side begins: it is still taken, in order, in the
        // fallback, and after the guard (which proved it in bounds) in the fused form;
        // the nest reads it in place.
        let mut eager = Vec::new();
        for l in c.leaves.iter_mut().filter(|l| l.2.is_empty()) {
            let Some(i) = self.f.dfg.defining_inst(l.0) else {
                continue;
            };
            if at(i).is_none_or(|k| k <= first) {
                continue;
            }
            let InstData::Index { base: x, subs: xs } = self.f.inst(i) else {
                return None;
            };
            let ok = xs.len() == n
                && self.kind(*x) == Some(SlotKind::Array)
                && self.defined(*x)
                && xs.iter().all(|&s| self.fusable_sub(s));
            if !ok {
                return None;
            }
            *l = (l.0, *x, xs.clone());
            c.reads.push(*x);
            c.reads.extend(xs.iter().copied());
            eager.push(i);
            c.tree.push(i);
        }
        // Likewise a vector shared with later statements (`on'` computed once for several
        // products) taken after the right side begins: read from its source in the nest.
        let in_range = |v: Value| {
            self.f
                .dfg
                .defining_inst(v)
                .and_then(at)
                .is_some_and(|k| k > first)
        };
        for k in 0..c.vecs.len() {
            let l = c.vecs[k].clone();
            if !l.subs.is_empty() || l.base != l.val || !in_range(l.val) {
                continue;
            }
            let i = self.f.dfg.defining_inst(l.val)?;
            let leaf = match self.f.inst(i) {
                InstData::Unary {
                    op: UnOp::Transpose | UnOp::CTranspose,
                    arg,
                } if self.kind(*arg) == Some(SlotKind::Array)
                    && self.is_real_double(*arg)
                    && self.defined(*arg)
                    && !in_range(*arg) =>
                {
                    VecLeaf {
                        base: *arg,
                        flip: true,
                        ..l
                    }
                }
                InstData::Index { base: x, subs: xs }
                    if (2..=8).contains(&xs.len())
                        && self.kind(*x) == Some(SlotKind::Array)
                        && self.defined(*x)
                        && xs.iter().all(|&s| self.fusable_sub(s)) =>
                {
                    VecLeaf {
                        base: *x,
                        subs: xs.clone(),
                        ..l
                    }
                }
                _ => return None,
            };
            c.reads.push(leaf.base);
            c.reads.extend(leaf.subs.iter().copied());
            c.vecs[k] = leaf;
            eager.push(i);
            c.tree.push(i);
        }
        // Storage the fused form reads or writes at the update, with the value it holds.
        let mut guarded: Vec<(Slot, Value)> = vec![(bslot, base)];
        let read_vals = c.reads.iter().chain(subs.iter());
        let tree_vals = c.tree.iter().flat_map(|&t| self.f.dfg.inst_results(t));
        for &v in read_vals.chain(tree_vals) {
            if let Some(s) = self.fs.slot[v] {
                guarded.push((s, v));
            }
        }
        for &i in &insts[first..pos] {
            if c.tree.contains(&i) {
                continue;
            }
            let harmless = match self.f.inst(i) {
                InstData::Const(_) => true,
                InstData::Range { start, step, stop } => {
                    self.small_const_range(*start, *step, *stop)
                }
                _ => false,
            };
            if !harmless {
                return None;
            }
            // Defining a value the right side reads is fine; overwriting another is not.
            for &v in self.f.dfg.inst_results(i) {
                if let Some(s) = self.fs.slot[v]
                    && guarded.iter().any(|&(gs, gv)| gs == s && gv != v)
                {
                    return None;
                }
            }
        }
        // A slice taken in the fused form must not overwrite storage the nest reads or
        // writes (the right side's other values are never computed there).
        let mut nest: Vec<(Slot, Value)> = vec![(bslot, base)];
        for &v in c.reads.iter().chain(subs.iter()) {
            if let Some(s) = self.fs.slot[v] {
                nest.push((s, v));
            }
        }
        for &i in &eager {
            for &v in self.f.dfg.inst_results(i) {
                if let Some(s) = self.fs.slot[v]
                    && nest.iter().any(|&(gs, gv)| gs == s && gv != v)
                {
                    return None;
                }
            }
        }
        c.tree.sort_by_key(|&t| at(t));
        eager.sort_by_key(|&t| at(t));
        Some(Plan {
            update: u,
            plain,
            n,
            red: red.map(|(_, _, k)| k),
            sqrt,
            remat: Vec::new(),
            eager,
            tree: c.tree,
            leaves: c.leaves,
            vecs: c.vecs,
            outers: c.outers,
        })
    }

    /// `sum(x, 1)` or `sum(x, 2)` in block `b`, used once: (its instruction, x, dimension
    /// index).
    fn reduction(
        &self,
        v: Value,
        b: Block,
        uses: &SecondaryMap<Value, u32>,
    ) -> Option<(Inst, Value, usize)> {
        let i = self.f.dfg.defining_inst(v)?;
        let InstData::Builtin { id: Bi::sum, args } = self.f.inst(i) else {
            return None;
        };
        let &[x, d] = args.as_slice() else {
            return None;
        };
        let k = match self.mw.types.konst(self.id, d) {
            Some(1.0) => 0,
            Some(2.0) => 1,
            _ => return None,
        };
        // The nest sums 2-D chains only: not one known to extend past its second dimension.
        let flat = match &self.ty(x).shape {
            Shape::Dims(d) => !d
                .iter()
                .skip(2)
                .any(|&e| matches!(e, Dim::Known(k) if k != 1)),
            Shape::Top => true,
        };
        let ok = flat
            && self.f.layout.inst_block(i) == Some(b)
            && uses[v] == 1
            && self.kind(v) == Some(SlotKind::Array)
            && self.kind(x) == Some(SlotKind::Array)
            && self.is_real_double(x);
        ok.then_some((i, x, k))
    }

    /// Whether `v`, computed by the right side `tree`, is used outside it (a slice read by
    /// both sides of an outer product is computed once and used twice inside).
    fn used_outside(
        &self,
        v: Value,
        tree: &[Inst],
        root: Inst,
        uses: &SecondaryMap<Value, u32>,
    ) -> bool {
        let inside = tree
            .iter()
            .chain(std::iter::once(&root))
            .flat_map(|&i| self.f.inst(i).args())
            .filter(|&a| a == v)
            .count();
        inside as u32 != uses[v]
    }

    /// An operator the nest computes element by element (`*` and `/` by a scalar; `*` of
    /// two arrays is an outer product, checked at run time).
    fn fusable_op(&self, op: BinOp, y: Value) -> bool {
        match op {
            BinOp::Add | BinOp::Sub | BinOp::ElMul | BinOp::ElRDiv | BinOp::MatMul => true,
            BinOp::MatRDiv => self.scalar_operand(y),
            _ => false,
        }
    }

    /// A range of constant finite operands and a modest count: it cannot raise an error
    /// (an infinite limit or an allocation failure), so it may run before the deferred
    /// right side without changing which error a program reports.
    fn small_const_range(&self, start: Value, step: Value, stop: Value) -> bool {
        let k = |v: Value| self.mw.types.konst(self.id, v).filter(|x| x.is_finite());
        match (k(start), k(step), k(stop)) {
            (Some(a), Some(s), Some(e)) => s == 0.0 || ((e - a) / s).abs() < 1e7,
            _ => false,
        }
    }

    /// Walks the right side from `v`; false when it is not fusable. An array computed
    /// elsewhere (or kept) is read whole where it is; `root`: `v` is the plain destination's
    /// own operator.
    fn collect(&self, v: Value, b: Block, c: &mut Collect, root: bool) -> bool {
        if self.scalar_operand(v) {
            c.reads.push(v);
            return true;
        }
        if self.kind(v) != Some(SlotKind::Array) || !self.is_real_double(v) {
            return false;
        }
        if c.leaves.iter().any(|l| l.0 == v) {
            return true;
        }
        let def = self
            .f
            .dfg
            .defining_inst(v)
            .filter(|&i| self.f.layout.inst_block(i) == Some(b) && !c.keep.contains(&v));
        if let Some(i) = def
            && c.tree.contains(&i)
        {
            return true;
        }
        match def.map(|i| (i, self.f.inst(i))) {
            Some((i, InstData::Index { base, subs }))
                if c.n.is_none_or(|n| n == subs.len())
                    && (2..=8).contains(&subs.len())
                    && self.kind(*base) == Some(SlotKind::Array)
                    && self.defined(*base)
                    && subs.iter().all(|&s| self.fusable_sub(s)) =>
            {
                c.n = Some(subs.len());
                c.tree.push(i);
                c.leaves.push((v, *base, subs.clone()));
                c.reads.push(*base);
                c.reads.extend(subs.iter().copied());
                true
            }
            Some((
                i,
                InstData::Binary {
                    op: BinOp::MatMul,
                    args: [x, y],
                },
            )) if !self.scalar_operand(*x) && !self.scalar_operand(*y) => {
                // An outer product (checked at run time: a column times a row).
                let (Some(xv), Some(yv)) = (self.collect_vec(*x, b, c), self.collect_vec(*y, b, c))
                else {
                    return false;
                };
                c.tree.push(i);
                c.outers.push((v, xv, yv));
                true
            }
            Some((i, InstData::Builtin { id: Bi::sqrt, args })) if args.len() == 1 => {
                c.tree.push(i);
                self.collect(args[0], b, c, false)
            }
            Some((i, InstData::Binary { op, args: [x, y] })) if self.fusable_op(*op, *y) => {
                c.tree.push(i);
                self.collect(*x, b, c, false) && self.collect(*y, b, c, false)
            }
            _ if !root && self.defined(v) => {
                c.reads.push(v);
                c.leaves.push((v, v, Vec::new()));
                true
            }
            _ => false,
        }
    }

    /// An outer product's operand: its index in `c.vecs`, `None` when not fusable.
    fn collect_vec(&self, v: Value, b: Block, c: &mut Collect) -> Option<usize> {
        if self.kind(v) != Some(SlotKind::Array) || !self.is_real_double(v) {
            return None;
        }
        if let Some(k) = c.vecs.iter().position(|l| l.val == v) {
            return Some(k);
        }
        let def = self
            .f
            .dfg
            .defining_inst(v)
            .filter(|&i| self.f.layout.inst_block(i) == Some(b));
        let def = def.filter(|_| !c.keep.contains(&v));
        let mut leaf = match def.map(|i| (i, self.f.inst(i))) {
            Some((
                i,
                InstData::Unary {
                    op: UnOp::Transpose | UnOp::CTranspose,
                    arg,
                },
            )) => {
                let k = self.collect_vec(*arg, b, c)?;
                if !c.tree.contains(&i) {
                    c.tree.push(i);
                }
                let inner = c.vecs[k].clone();
                VecLeaf {
                    flip: !inner.flip,
                    ..inner
                }
            }
            Some((i, InstData::Index { base, subs }))
                if subs.len() >= 2
                    && self.kind(*base) == Some(SlotKind::Array)
                    && self.defined(*base)
                    && subs.iter().all(|&s| self.fusable_sub(s)) =>
            {
                if !c.tree.contains(&i) {
                    c.tree.push(i);
                }
                c.reads.push(*base);
                c.reads.extend(subs.iter().copied());
                VecLeaf {
                    val: v,
                    base: *base,
                    subs: subs.clone(),
                    flip: false,
                }
            }
            _ if self.defined(v) => {
                c.reads.push(v);
                VecLeaf {
                    val: v,
                    base: v,
                    subs: Vec::new(),
                    flip: false,
                }
            }
            _ => return None,
        };
        leaf.val = v;
        c.vecs.push(leaf);
        Some(c.vecs.len() - 1)
    }
}
