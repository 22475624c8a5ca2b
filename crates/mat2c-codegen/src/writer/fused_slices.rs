//! Fused slice assignments: `A(s1,...,sn) = e` where `e` is elementwise arithmetic
//! (`+ - .* ./`, `*` and `/` by a scalar) on slices `X(t1,...,tn)` of real double arrays and
//! C scalars, every intermediate read once (`n >= 2`; the FDTD stencil updates
//! `Hx(:, 1:n-1, 1:n-1) = Hx(:, 1:n-1, 1:n-1) + ch*(Ey(:, 1:n-1, 2:n) - ...)`).
//!
//! Such an assignment is written as one loop nest over the selected block that reads the
//! operands in place and writes `A` in place, with no slice temporaries, guarded at run time
//! by `mt_slice_spans`/`mt_slice_same` (`runtime-c/mt_slices.c`): every array is real double,
//! every subscript selects a non-empty run of consecutive in-bound indices, all slices have
//! the update's extents, and a slice of `A` itself is the very block written (so each
//! element is read before it is written and by its own iteration only). When the guard
//! fails the original instructions run (runtime calls that report Octave's errors), so the
//! fast form never changes behaviour.
//!
//! The right side's instructions are emitted at the update instead of in place. That is
//! only valid when what lies between them and the update is side-effect free and leaves the
//! storage they read and write alone: ranges and constants whose slots are not among them.

use cranelift_entity::SecondaryMap;
use mat2c_alloc::{Slot, SlotKind};
use mat2c_ir::types::Class;
use mat2c_ir::{BinOp, Block, Inst, InstData, UnOp, Value};

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
struct Plan {
    update: Inst,
    /// The right side's instructions in layout order (the fallback emits them).
    tree: Vec<Inst>,
    /// The slice reads: (result, base, subscripts).
    leaves: Vec<(Value, Value, Vec<Value>)>,
    /// The vectors read in place by outer products.
    vecs: Vec<VecLeaf>,
    /// The outer products `x*y` (x a column, y a row): (result, x's and y's `vecs` index).
    outers: Vec<(Value, usize, usize)>,
}

/// A vector operand of an outer product: a whole array or a slice of one (`on`, `P(:, d)`),
/// transposed or not, read in place with a stride.
#[derive(Clone)]
struct VecLeaf {
    /// The operand's value (after any transposes).
    val: Value,
    base: Value,
    /// Empty for the whole array.
    subs: Vec<Value>,
    /// An odd number of transposes.
    flip: bool,
}

/// What the right side of a candidate update reads and computes.
#[derive(Default)]
struct Collect {
    tree: Vec<Inst>,
    leaves: Vec<(Value, Value, Vec<Value>)>,
    vecs: Vec<VecLeaf>,
    outers: Vec<(Value, usize, usize)>,
    /// Vectors read where they are, not recomputed (used outside the right side too).
    keep: Vec<Value>,
    /// Values read at the update in the fused form (bases, subscripts, scalars).
    reads: Vec<Value>,
}

impl FnWriter<'_, '_> {
    /// Finds the fusable updates (after slots are named and definedness flags known).
    pub(super) fn find_fusions(&mut self) {
        if self.mw.opts.keep_checks {
            return;
        }
        let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
        for &b in self.f.layout.blocks() {
            for &i in self.f.layout.block_insts(b) {
                for a in self.f.inst(i).args() {
                    uses[a] += 1;
                }
            }
        }
        let mut fusion = Fusion::default();
        for &b in self.f.layout.blocks() {
            let insts = self.f.layout.block_insts(b).to_vec();
            for pos in 0..insts.len() {
                if let Some(p) = self.fusion_plan(b, &insts, pos, &uses) {
                    for &t in &p.tree {
                        fusion.deferred[t] = true;
                    }
                    fusion.plan[p.update] = Some(fusion.plans.len());
                    fusion.plans.push(p);
                }
            }
        }
        self.fusion = fusion;
    }

    /// `Some(k)` when `i` is a fused update; `None` with `deferred` true when it is emitted
    /// with one.
    pub(super) fn fusion_role(&self, i: Inst) -> (bool, Option<usize>) {
        (self.fusion.deferred[i], self.fusion.plan[i])
    }

    fn defined(&self, v: Value) -> bool {
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

    fn scalar_operand(&self, v: Value) -> bool {
        self.kind(v) == Some(SlotKind::Scalar(Class::Double)) && self.defined(v)
    }

    fn fusion_plan(
        &self,
        b: Block,
        insts: &[Inst],
        pos: usize,
        uses: &SecondaryMap<Value, u32>,
    ) -> Option<Plan> {
        let u = insts[pos];
        let InstData::Update { base, subs, rhs } = self.f.inst(u) else {
            return None;
        };
        let r = *self.f.dfg.inst_results(u).first()?;
        let n = subs.len();
        let bslot = self.fs.slot[*base]?;
        if !(2..=8).contains(&n)
            || self.fs.slot[r] != Some(bslot)
            || self.kind(*base) != Some(SlotKind::Array)
            || self.slots.param[bslot]
            || !self.defined(*base)
            || !self.is_real_double(*base)
            || !subs.iter().all(|&s| self.fusable_sub(s))
        {
            return None;
        }
        // A vector an outer product reads that other statements use too (`on'` computed
        // once for several) is read where it is rather than recomputed: collect again.
        let mut keep = Vec::new();
        let c = loop {
            let mut c = Collect {
                keep: keep.clone(),
                ..Collect::default()
            };
            if !self.collect(*rhs, n, b, uses, &mut c) || c.leaves.len() + c.outers.len() == 0
            {
                return None;
            }
            let shared = c
                .tree
                .iter()
                .flat_map(|&t| self.f.dfg.inst_results(t))
                .find(|&&v| self.used_outside(v, &c.tree, *rhs, uses));
            match shared {
                None => break c,
                Some(&v) if c.vecs.iter().any(|l| l.val == v) && !keep.contains(&v) => {
                    keep.push(v)
                }
                Some(_) => return None,
            }
        };
        let mut c = c;
        // A slice of the assigned array must be read through the assigned value itself,
        // and an outer product's vectors not from it at all (the nest overwrites them).
        if c.leaves
            .iter()
            .any(|(_, x, _)| self.fs.slot[*x] == Some(bslot) && *x != *base)
            || c.vecs.iter().any(|l| self.fs.slot[l.base] == Some(bslot))
        {
            return None;
        }
        let at = |i: Inst| insts.iter().position(|&j| j == i);
        let mut first = pos;
        for &t in &c.tree {
            first = first.min(at(t)?);
        }
        // Storage the fused form reads or writes at the update, with the value it holds.
        let mut guarded: Vec<(Slot, Value)> = vec![(bslot, *base)];
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
        c.tree.sort_by_key(|&t| at(t));
        Some(Plan {
            update: u,
            tree: c.tree,
            leaves: c.leaves,
            vecs: c.vecs,
            outers: c.outers,
        })
    }

    /// Whether `v`, computed by the right side `tree`, is used outside it (a slice read by
    /// both sides of an outer product is computed once and used twice inside).
    fn used_outside(
        &self,
        v: Value,
        tree: &[Inst],
        rhs: Value,
        uses: &SecondaryMap<Value, u32>,
    ) -> bool {
        let inside = tree
            .iter()
            .flat_map(|&i| self.f.inst(i).args())
            .filter(|&a| a == v)
            .count()
            + usize::from(v == rhs);
        inside as u32 != uses[v]
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

    /// Walks the right side from `v`; false when it is not fusable.
    fn collect(
        &self,
        v: Value,
        n: usize,
        b: Block,
        uses: &SecondaryMap<Value, u32>,
        c: &mut Collect,
    ) -> bool {
        if self.scalar_operand(v) {
            c.reads.push(v);
            return true;
        }
        if self.kind(v) != Some(SlotKind::Array) || !self.is_real_double(v) || uses[v] != 1 {
            return false;
        }
        let Some(i) = self.f.dfg.defining_inst(v) else {
            return false;
        };
        if self.f.layout.inst_block(i) != Some(b) {
            return false;
        }
        match self.f.inst(i) {
            InstData::Index { base, subs } => {
                let ok = subs.len() == n
                    && self.kind(*base) == Some(SlotKind::Array)
                    && self.defined(*base)
                    && subs.iter().all(|&s| self.fusable_sub(s));
                if ok {
                    c.tree.push(i);
                    c.leaves.push((v, *base, subs.clone()));
                    c.reads.push(*base);
                    c.reads.extend(subs.iter().copied());
                }
                ok
            }
            InstData::Binary {
                op: BinOp::MatMul,
                args: [x, y],
            } if !self.scalar_operand(*x) && !self.scalar_operand(*y) => {
                // An outer product (checked at run time: a column times a row).
                let (Some(xv), Some(yv)) = (self.collect_vec(*x, b, c), self.collect_vec(*y, b, c))
                else {
                    return false;
                };
                c.tree.push(i);
                c.outers.push((v, xv, yv));
                true
            }
            InstData::Binary { op, args: [x, y] } => {
                let ok = match op {
                    BinOp::Add | BinOp::Sub | BinOp::ElMul | BinOp::ElRDiv => true,
                    BinOp::MatMul => self.scalar_operand(*x) || self.scalar_operand(*y),
                    BinOp::MatRDiv => self.scalar_operand(*y),
                    _ => false,
                };
                if !ok {
                    return false;
                }
                c.tree.push(i);
                self.collect(*x, n, b, uses, c) && self.collect(*y, n, b, uses, c)
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

    /// Emits fused update `k`: the guard, the loop nest, and the original instructions as
    /// the fallback.
    pub(super) fn emit_fused(&mut self, k: usize) {
        let p = self.fusion.plans[k].clone();
        let InstData::Update { base, subs, .. } = self.f.inst(p.update) else {
            return;
        };
        let n = subs.len();
        let l = p.leaves.len() + 1;
        self.line("{");
        self.text.indent += 1;
        self.line(format!(
            "size_t m2c_f[{l}][{n}], m2c_c[{l}][{n}], m2c_e[{l}][{n}];"
        ));
        let bp = self.ap(*base);
        let sa = self.subs_array(subs);
        let mut conds = vec![format!(
            "mt_slice_spans({bp}, {n}, {sa}, m2c_f[0], m2c_c[0], m2c_e[0])"
        )];
        let mut ptrs = Vec::new();
        for (j, (_, x, xs)) in p.leaves.iter().enumerate() {
            let j = j + 1;
            let xp = self.ap(*x);
            let sa = self.subs_array(xs);
            conds.push(format!(
                "mt_slice_spans({xp}, {n}, {sa}, m2c_f[{j}], m2c_c[{j}], m2c_e[{j}])"
            ));
            conds.push(format!("mt_slice_same({n}, m2c_c[0], m2c_c[{j}])"));
            if *x == *base {
                conds.push(format!("mt_slice_same({n}, m2c_f[0], m2c_f[{j}])"));
            }
            ptrs.push(format!(
                "const double *m2c_p{j} = (const double *)({xp})->data;"
            ));
        }
        for (k, l) in p.vecs.iter().enumerate() {
            self.line(format!(
                "const double *m2c_vp{k}; size_t m2c_vs{k}, m2c_vd{k}[2];"
            ));
            let xp = self.ap(l.base);
            let sa = self.subs_array(&l.subs);
            conds.push(format!(
                "mt_slice_vec({xp}, {}, {sa}, {}, &m2c_vp{k}, &m2c_vs{k}, m2c_vd{k})",
                l.subs.len(),
                u8::from(l.flip)
            ));
        }
        for &(_, x, y) in &p.outers {
            conds.push(format!(
                "mt_slice_outer({n}, m2c_c[0], m2c_vd{x}, m2c_vd{y})"
            ));
        }
        self.line(format!("if ({}", conds[0]));
        for c in &conds[1..] {
            self.line(format!("    && {c}"));
        }
        self.line(") {");
        self.text.indent += 1;
        self.line(format!("double *m2c_pd = (double *)({bp})->data;"));
        for q in ptrs {
            self.line(q);
        }
        let js: Vec<String> = (0..n).map(|d| format!("m2c_j{d}")).collect();
        self.line(format!("size_t {};", js.join(", ")));
        for d in (1..n).rev() {
            self.line(format!(
                "for (m2c_j{d} = 0; m2c_j{d} < m2c_c[0][{d}]; m2c_j{d}++) {{"
            ));
            self.text.indent += 1;
        }
        for j in 0..l {
            // Column-major offset of the column's first element in operand j.
            let mut off = format!("m2c_f[{j}][{}] + m2c_j{}", n - 1, n - 1);
            for d in (1..n - 1).rev() {
                off = format!("m2c_f[{j}][{d}] + m2c_j{d} + m2c_e[{j}][{d}] * ({off})");
            }
            self.line(format!(
                "const size_t m2c_o{j} = m2c_f[{j}][0] + m2c_e[{j}][0] * ({off});"
            ));
        }
        let rhs = match self.f.inst(p.update) {
            InstData::Update { rhs, .. } => *rhs,
            _ => return,
        };
        let e = self.fused_elem(rhs, &p);
        self.line("for (m2c_j0 = 0; m2c_j0 < m2c_c[0][0]; m2c_j0++)");
        self.line(format!("    m2c_pd[m2c_o0 + m2c_j0] = {e};"));
        for _ in 1..n {
            self.text.indent -= 1;
            self.line("}");
        }
        self.line(format!("({bp})->layout = MT_LAYOUT_FULL;"));
        self.text.indent -= 1;
        self.line("} else {");
        self.text.indent += 1;
        // The fallback: the original instructions, through the plain emitter.
        let saved = std::mem::take(&mut self.fusion);
        for &t in &p.tree {
            self.inst(t);
        }
        self.inst(p.update);
        self.fusion = saved;
        self.text.indent -= 1;
        self.line("}");
        self.text.indent -= 1;
        self.line("}");
    }

    /// The C expression of one element of `v` inside the loop nest.
    fn fused_elem(&mut self, v: Value, p: &Plan) -> String {
        if let Some(j) = p.leaves.iter().position(|(r, _, _)| *r == v) {
            return format!("m2c_p{}[m2c_o{} + m2c_j0]", j + 1, j + 1);
        }
        if let Some(&(_, x, y)) = p.outers.iter().find(|o| o.0 == v) {
            // `0.0 +`: the product's sum over its one inner index starts at +0 (-0 becomes +0).
            return format!(
                "(0.0 + m2c_vp{x}[m2c_j0 * m2c_vs{x}] * m2c_vp{y}[m2c_j1 * m2c_vs{y}])"
            );
        }
        if self.scalar_operand(v) {
            return self.sc(v);
        }
        let Some(InstData::Binary { op, args: [x, y] }) =
            self.f.dfg.defining_inst(v).map(|i| self.f.inst(i))
        else {
            return "0.0".into();
        };
        let c = match op {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::ElMul | BinOp::MatMul => "*",
            _ => "/",
        };
        let (x, y) = (self.fused_elem(*x, p), self.fused_elem(*y, p));
        format!("({x} {c} {y})")
    }
}
