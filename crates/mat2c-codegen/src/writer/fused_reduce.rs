//! Fused scalar reductions: `r = sum(E)` or `r = mean(E)` where `E` is a vector expression
//! (`+ - .* ./`, `*` and `/` by a scalar, unary `-`, `.^ 2`) over gathers through an index
//! vector (`X(s, I)`, `X(I, s)`, `X(I)` of a vector `X`), element reads `X(s, t)`, whole
//! vectors and C scalars. The user-style window statistic
//! `sum((traj(1, idx) - traj(1, k)).^2)` becomes one loop over `idx` that reads `traj` in
//! place and adds in Octave's order (first to last, as `sum` of a vector does; `mean` divides
//! that sum by the count), with no gathered copy and no temporary per operator.
//!
//! A guard at run time checks what the loop assumes: every array read is a full real double
//! matrix, every subscript a valid in-bound index, every vector operand has the same
//! orientation and length, and that length is at least 1 (`.^ 2` of a 1x1 array is a scalar
//! power, not a product). When it fails, the original instructions run in their order and
//! raise Octave's errors, so the fast form never changes behaviour.
//!
//! The expression's instructions are emitted at the reduction instead of in place. That is
//! only valid when everything between the first of them and the reduction is one of them or
//! a constant whose storage nothing read here shares, so the fused form reads each operand
//! with the value it had, and the fallback raises the errors in the original order.

use cranelift_entity::SecondaryMap;
use mat2c_alloc::{Slot, SlotKind};
use mat2c_ir::types::Class;
use mat2c_ir::{Bi, BinOp, Constant, Inst, InstData, UnOp, Value};

use super::FnWriter;

/// The fused reductions of one function.
#[derive(Default)]
pub(super) struct ScalarReductions {
    /// Expression instructions emitted with their reduction rather than in place.
    deferred: SecondaryMap<Inst, bool>,
    /// The plan of each fused reduction (index into `plans`).
    plan: SecondaryMap<Inst, Option<usize>>,
    plans: Vec<Plan>,
}

#[derive(Clone)]
struct Plan {
    red: Inst,
    mean: bool,
    /// The expression's instructions in layout order.
    tree: Vec<Inst>,
    leaves: Vec<Leaf>,
    root: Value,
}

#[derive(Clone)]
enum Leaf {
    /// A C scalar, read as it is.
    Scalar(Value),
    /// `base(subs...)` with scalar subscripts: one element.
    Elem {
        val: Value,
        base: Value,
        subs: Vec<Value>,
    },
    /// `base(subs...)` with the index vector at `vpos`, scalars elsewhere.
    Gather {
        val: Value,
        base: Value,
        subs: Vec<Value>,
        vpos: usize,
    },
    /// A vector read in place.
    Whole(Value),
}

impl Leaf {
    fn val(&self) -> Value {
        match self {
            Leaf::Scalar(v) | Leaf::Whole(v) => *v,
            Leaf::Elem { val, .. } | Leaf::Gather { val, .. } => *val,
        }
    }

    fn is_vector(&self) -> bool {
        matches!(self, Leaf::Gather { .. } | Leaf::Whole(_))
    }
}

/// What the expression of a candidate reads and computes.
#[derive(Default)]
struct Collect {
    tree: Vec<Inst>,
    leaves: Vec<Leaf>,
}

impl FnWriter<'_, '_> {
    /// Finds the fusable scalar reductions (after the fused assignments).
    pub(super) fn find_scalar_reductions(&mut self) {
        if self.mw.opts.keep_checks {
            return;
        }
        let uses = self.f.use_counts();
        let mut red = ScalarReductions::default();
        for &b in self.f.layout.blocks() {
            let insts = self.f.layout.block_insts(b).to_vec();
            // Each instruction's position in this block (None: another block).
            let mut order: SecondaryMap<Inst, Option<usize>> = SecondaryMap::new();
            for (k, &i) in insts.iter().enumerate() {
                order[i] = Some(k);
            }
            for pos in 0..insts.len() {
                if let Some(p) = self.scalar_reduction_plan(&insts, &order, pos, &uses, &red) {
                    for &t in &p.tree {
                        red.deferred[t] = true;
                    }
                    red.plan[p.red] = Some(red.plans.len());
                    red.plans.push(p);
                }
            }
        }
        self.sred = red;
    }

    /// `(deferred, plan)` of instruction `i` among the fused scalar reductions.
    pub(super) fn scalar_reduction_role(&self, i: Inst) -> (bool, Option<usize>) {
        (self.sred.deferred[i], self.sred.plan[i])
    }

    fn free_inst(&self, i: Inst, done: &ScalarReductions) -> bool {
        !done.deferred[i] && done.plan[i].is_none() && self.fusion_role(i) == (false, None)
    }

    fn scalar_reduction_plan(
        &self,
        insts: &[Inst],
        order: &SecondaryMap<Inst, Option<usize>>,
        pos: usize,
        uses: &SecondaryMap<Value, u32>,
        done: &ScalarReductions,
    ) -> Option<Plan> {
        let i = insts[pos];
        let InstData::Builtin { id, args } = self.f.inst(i) else {
            return None;
        };
        let mean = match id {
            Bi::sum => false,
            Bi::mean => true,
            _ => return None,
        };
        let (&[x], &[r]) = (args.as_slice(), self.f.dfg.inst_results(i)) else {
            return None;
        };
        if !self.free_inst(i, done) || self.kind(r) != Some(SlotKind::Scalar(Class::Double)) {
            return None;
        }
        // The expression's instructions after the last one between them that must run
        // in place (it may raise, or it writes what is read): those before it are
        // computed in place and read as whole vectors.
        let at = |j: Inst| order[j];
        let mut barrier: Option<usize> = None;
        let c = loop {
            let mut c = Collect::default();
            if !self.collect_red(x, order, uses, done, barrier, &mut c) || c.tree.is_empty() {
                return None;
            }
            let first = c.tree.iter().filter_map(|&t| at(t)).min().unwrap_or(pos);
            let last_barrier = (first..pos)
                .rev()
                .find(|&k| !c.tree.contains(&insts[k]) && !self.harmless_between(insts[k]));
            match last_barrier {
                Some(k) if barrier != Some(k) => barrier = Some(k),
                Some(_) => return None,
                None => break c,
            }
        };
        // Worth a loop of its own: an operator, or a gather read in place.
        let ops = c
            .tree
            .iter()
            .filter(|&&t| !matches!(self.f.inst(t), InstData::Index { .. }))
            .count();
        let gathers = c
            .leaves
            .iter()
            .filter(|l| matches!(l, Leaf::Gather { .. }))
            .count();
        if ops == 0 && gathers == 0 {
            return None;
        }
        let mut first = pos;
        for &t in &c.tree {
            first = first.min(at(t)?);
        }
        // What the fused form reads at the reduction: it must hold there what it held
        // where the expression read it.
        let mut reads: Vec<Value> = Vec::new();
        for l in &c.leaves {
            match l {
                Leaf::Scalar(v) | Leaf::Whole(v) => reads.push(*v),
                Leaf::Elem { base, subs, .. } | Leaf::Gather { base, subs, .. } => {
                    reads.push(*base);
                    reads.extend(subs.iter().copied());
                }
            }
        }
        let watched: Vec<(Slot, Value)> = reads
            .iter()
            .filter_map(|&v| self.fs.slot[v].map(|s| (s, v)))
            .collect();
        for &j in &insts[first..pos] {
            if c.tree.contains(&j) {
                continue;
            }
            if !self.harmless_between(j) {
                return None;
            }
            let clobbers = self.f.dfg.inst_results(j).iter().any(|&v| {
                self.fs.slot[v].is_some_and(|s| watched.iter().any(|&(ws, wv)| ws == s && wv != v))
            });
            if clobbers {
                return None;
            }
        }
        let mut tree = c.tree;
        tree.sort_by_key(|&t| at(t));
        Some(Plan {
            red: i,
            mean,
            tree,
            leaves: c.leaves,
            root: x,
        })
    }

    /// An instruction that may stay in place between the expression's instructions: a
    /// constant, or arithmetic on C scalars (neither raises nor reads an array).
    fn harmless_between(&self, j: Inst) -> bool {
        let plain = |w: Value| self.kind(w) == Some(SlotKind::Scalar(Class::Double));
        let res_plain = self.f.dfg.inst_results(j).iter().all(|&r| plain(r));
        match self.f.inst(j) {
            InstData::Const(_) => true,
            InstData::Binary { op, args } => {
                res_plain && !op.is_logical() && args.iter().all(|&a| plain(a) && self.defined(a))
            }
            InstData::Unary {
                op: UnOp::Neg | UnOp::Plus,
                arg,
            } => res_plain && plain(*arg) && self.defined(*arg),
            _ => false,
        }
    }

    /// Collects the expression under `v`; false when it is not one the loop computes.
    /// Returns through `c` the instructions (each the single use of its result, after
    /// position `barrier` of the block `order` numbers) and leaves.
    fn collect_red(
        &self,
        v: Value,
        order: &SecondaryMap<Inst, Option<usize>>,
        uses: &SecondaryMap<Value, u32>,
        done: &ScalarReductions,
        barrier: Option<usize>,
        c: &mut Collect,
    ) -> bool {
        let scalar =
            |w: Value| self.kind(w) == Some(SlotKind::Scalar(Class::Double)) && self.defined(w);
        let owned = self.f.dfg.defining_inst(v).filter(|&d| {
            uses[v] == 1
                && order[d].is_some_and(|p| barrier.is_none_or(|k| p > k))
                && self.free_inst(d, done)
                && self.f.dfg.inst_results(d).len() == 1
        });
        if let Some(d) = owned {
            match self.f.inst(d) {
                InstData::Binary { op, args: [x, y] } => {
                    let ok = match op {
                        BinOp::Add | BinOp::Sub | BinOp::ElMul | BinOp::ElRDiv => true,
                        BinOp::MatMul => scalar(*x) || scalar(*y),
                        BinOp::MatRDiv => scalar(*y),
                        BinOp::ElPow => self.mw.types.konst(self.id, *y) == Some(2.0),
                        _ => false,
                    };
                    if ok && self.kind(v) == Some(SlotKind::Array) {
                        c.tree.push(d);
                        let before = c.leaves.len();
                        if !self.collect_red(*x, order, uses, done, barrier, c) {
                            return false;
                        }
                        if *op != BinOp::ElPow
                            && !self.collect_red(*y, order, uses, done, barrier, c)
                        {
                            return false;
                        }
                        // Every operator is a vector operator (a scalar subexpression
                        // would follow the scalar rules: `.^ 2` is a power there).
                        return c.leaves[before..].iter().any(Leaf::is_vector);
                    }
                }
                InstData::Unary { op: UnOp::Neg, arg } if self.kind(v) == Some(SlotKind::Array) => {
                    c.tree.push(d);
                    let before = c.leaves.len();
                    if !self.collect_red(*arg, order, uses, done, barrier, c) {
                        return false;
                    }
                    return c.leaves[before..].iter().any(Leaf::is_vector);
                }
                InstData::Index { base, subs }
                    if (1..=2).contains(&subs.len())
                        && self.kind(*base) == Some(SlotKind::Array)
                        && self.defined(*base) =>
                {
                    let vecs: Vec<usize> = (0..subs.len())
                        .filter(|&k| {
                            self.kind(subs[k]) == Some(SlotKind::Array) && self.defined(subs[k])
                        })
                        .collect();
                    let scalars = subs.iter().filter(|&&s| scalar(s)).count();
                    if scalar(v) && scalars == subs.len() {
                        c.tree.push(d);
                        c.leaves.push(Leaf::Elem {
                            val: v,
                            base: *base,
                            subs: subs.clone(),
                        });
                        return true;
                    }
                    if self.kind(v) == Some(SlotKind::Array)
                        && vecs.len() == 1
                        && scalars + 1 == subs.len()
                    {
                        c.tree.push(d);
                        c.leaves.push(Leaf::Gather {
                            val: v,
                            base: *base,
                            subs: subs.clone(),
                            vpos: vecs[0],
                        });
                        return true;
                    }
                }
                _ => {}
            }
        }
        if scalar(v) {
            c.leaves.push(Leaf::Scalar(v));
            return true;
        }
        if self.kind(v) == Some(SlotKind::Array) && self.defined(v) && self.is_real_double(v) {
            c.leaves.push(Leaf::Whole(v));
            return true;
        }
        false
    }

    /// Emits fused reduction `k`: the guard, the loop, and the original instructions as
    /// the fallback.
    pub(super) fn emit_scalar_reduction(&mut self, k: usize) {
        let p = self.sred.plans[k].clone();
        let r = self.f.dfg.inst_results(p.red)[0];
        self.forget_position();
        self.line("{");
        self.text.indent += 1;
        self.line("int m2c_rok = 1;");
        self.line("size_t m2c_rr = 0, m2c_rc = 0, m2c_rn, m2c_rj;");
        if p.leaves.iter().any(|l| matches!(l, Leaf::Gather { .. })) {
            self.line("size_t m2c_rm = 0;");
        }
        // The guard, leaf by leaf; each vector operand's extents (rows, columns) must agree.
        let mut vec_seen = false;
        let mut elem = Vec::new();
        for (li, l) in p.leaves.iter().enumerate() {
            match l {
                Leaf::Scalar(_) => {}
                Leaf::Elem { base, subs, .. } => {
                    let bp = self.ap(*base);
                    self.line(format!("const mt_array *m2c_rb{li} = {bp};"));
                    self.line(format!("size_t m2c_re{li} = 0;"));
                    self.line(format!("m2c_rok = m2c_rok && {};", full_double(li)));
                    let off = self.elem_offset(li, subs);
                    self.line(format!("if (m2c_rok) {{ {off} }}"));
                    elem.push(li);
                }
                Leaf::Gather {
                    base, subs, vpos, ..
                } => {
                    let bp = self.ap(*base);
                    self.line(format!("const mt_array *m2c_rb{li} = {bp};"));
                    if subs.len() == 2 {
                        self.line(format!("size_t m2c_ro{li} = 0;"));
                    }
                    let range = self.slots.vrange[subs[*vpos]].clone();
                    if let Some(rv) = &range {
                        // A range never built: integer start and step, both ends in bounds
                        // (the elements between them are then too).
                        let (b, st, n, f) = (&rv.base, &rv.step, &rv.count, &rv.last);
                        // A start or step with an integer form needs no test.
                        let (start_int, step_int) = match self.f.dfg.defining_inst(subs[*vpos]) {
                            Some(ri) => match self.f.inst(ri) {
                                InstData::Range { start, step, .. } => {
                                    (self.is_exact_int(*start), self.is_exact_int(*step))
                                }
                                _ => (false, false),
                            },
                            None => (false, false),
                        };
                        let int = |x: &str, known: bool| {
                            if known {
                                String::new()
                            } else {
                                format!(
                                    " && fabs({x}) < 4503599627370496.0 && (double)(long long){x} == {x}"
                                )
                            }
                        };
                        self.line(format!("ptrdiff_t m2c_rq{li} = 0, m2c_rt{li} = 0;"));
                        self.line(format!(
                            "m2c_rok = m2c_rok && {} && {n} >= 1 && {b} >= 1 && {f} >= 1{}{}{};",
                            full_double(li),
                            int(b, start_int),
                            int(st, step_int),
                            // Integer start and step: the last element is an integer too
                            // (below 2^52, where it is exact).
                            if start_int && step_int {
                                format!(" && {f} < 4503599627370496.0")
                            } else {
                                int(f, false)
                            }
                        ));
                        self.line(format!(
                            "if (m2c_rok) {{ m2c_rq{li} = (ptrdiff_t){b} - 1; m2c_rt{li} = (ptrdiff_t){st}; m2c_rm = (size_t)({b} > {f} ? {b} : {f}); }}"
                        ));
                    } else {
                        let ip = self.ap(subs[*vpos]);
                        self.line(format!("const mt_array *m2c_ri{li} = {ip};"));
                        self.line(format!(
                            "m2c_rok = m2c_rok && {} && m2c_ri{li}->cls == MT_DOUBLE && !m2c_ri{li}->cplx && m2c_ri{li}->ndims == 2 && (m2c_ri{li}->dims[0] == 1 || m2c_ri{li}->dims[1] == 1) && m2c_sub_vec(m2c_ri{li}, &m2c_rm);",
                            full_double(li)
                        ));
                    }
                    // A range is a row.
                    let (ilen, irow) = match &range {
                        Some(rv) => (format!("(size_t){}", rv.count), "1".to_string()),
                        None => (
                            format!("m2c_ri{li}->numel"),
                            format!("m2c_ri{li}->dims[0] == 1"),
                        ),
                    };
                    // The extent the index vector runs along, the scalar's offset, and the
                    // result's orientation (X(s, I) a row, X(I, s) a column, X(I) X's).
                    // X(I): a row or column X gives its own orientation; a 1x1 or a
                    // matrix X gives I's.
                    let (ext, orient) = match (subs.len(), *vpos) {
                        (1, _) => (
                            format!("m2c_rb{li}->numel"),
                            format!(
                                "(m2c_rb{li}->dims[0] == 1 && m2c_rb{li}->dims[1] != 1 ? 1 : m2c_rb{li}->dims[1] == 1 && m2c_rb{li}->dims[0] != 1 ? 0 : {irow} ? 1 : 0)"
                            ),
                        ),
                        (_, 0) => (format!("m2c_rb{li}->dims[0]"), "0".to_string()),
                        _ => (format!("m2c_rb{li}->dims[1]"), "1".to_string()),
                    };
                    self.line(format!("m2c_rok = m2c_rok && m2c_rm <= {ext};"));
                    if subs.len() == 2 {
                        let s = subs[1 - vpos];
                        let sv = self.sc(s);
                        let (sext, off) = if *vpos == 1 {
                            (format!("m2c_rb{li}->dims[0]"), format!("m2c_uz({sv}) - 1"))
                        } else {
                            (
                                format!("m2c_rb{li}->dims[1]"),
                                format!("(m2c_uz({sv}) - 1) * m2c_rb{li}->dims[0]"),
                            )
                        };
                        self.line(format!(
                            "m2c_rok = m2c_rok && {sv} >= 1 && (double)m2c_uz({sv}) == {sv} && m2c_uz({sv}) <= {sext};"
                        ));
                        self.line(format!("if (m2c_rok) m2c_ro{li} = {off};"));
                    }
                    self.vector_extents(&mut vec_seen, &ilen, &orient);
                }
                Leaf::Whole(v) => {
                    let vp = self.ap(*v);
                    self.line(format!("const mt_array *m2c_rb{li} = {vp};"));
                    self.line(format!(
                        "m2c_rok = m2c_rok && {} && (m2c_rb{li}->dims[0] == 1 || m2c_rb{li}->dims[1] == 1);",
                        full_double(li)
                    ));
                    self.vector_extents(
                        &mut vec_seen,
                        &format!("m2c_rb{li}->numel"),
                        &format!("(m2c_rb{li}->dims[0] == 1 ? 1 : 0)"),
                    );
                }
            }
        }
        self.line("m2c_rn = m2c_rr * m2c_rc;");
        self.line("if (m2c_rok && m2c_rn >= 1) {");
        self.text.indent += 1;
        self.line("double m2c_racc = 0;");
        for &li in &elem {
            self.line(format!(
                "const double m2c_rv{li} = ((const double *)m2c_rb{li}->data)[m2c_re{li}];"
            ));
        }
        let e = self.reduce_elem(p.root, &p, false);
        let e1 = self.reduce_elem(p.root, &p, true);
        if e1 != e {
            // A 1x1 operand's `^2` is pow's (m2c_sq): the one-element case apart, so the
            // loop does not test it per element.
            self.line("if (m2c_rn == 1) {");
            self.line("    m2c_rj = 0;");
            self.line(format!("    m2c_racc += {e1};"));
            self.line("} else {");
            self.line("    for (m2c_rj = 0; m2c_rj < m2c_rn; m2c_rj++)");
            self.line(format!("        m2c_racc += {e};"));
            self.line("}");
        } else {
            self.line("for (m2c_rj = 0; m2c_rj < m2c_rn; m2c_rj++)");
            self.line(format!("    m2c_racc += {e};"));
        }
        let result = if p.mean {
            "m2c_racc / (double)m2c_rn"
        } else {
            "m2c_racc"
        };
        self.set_scalar(r, result.to_string());
        self.text.indent -= 1;
        self.line("} else {");
        self.text.indent += 1;
        self.forget_position();
        let saved = std::mem::take(&mut self.sred);
        for &t in &p.tree {
            self.inst(t);
        }
        self.inst(p.red);
        self.sred = saved;
        self.text.indent -= 1;
        self.line("}");
        self.text.indent -= 1;
        self.line("}");
    }

    /// The guard lines for one vector operand of `len` elements and orientation `orient`
    /// (1 a row, 0 a column, 2 neither): the first fixes the extents, the others match.
    fn vector_extents(&mut self, seen: &mut bool, len: &str, orient: &str) {
        self.line(format!("if ({orient} == 2) m2c_rok = 0;"));
        let (rows, cols) = (
            format!("({orient} == 1 ? 1 : {len})"),
            format!("({orient} == 1 ? {len} : 1)"),
        );
        if *seen {
            self.line(format!(
                "m2c_rok = m2c_rok && m2c_rr == {rows} && m2c_rc == {cols};"
            ));
        } else {
            self.line(format!("m2c_rr = {rows};"));
            self.line(format!("m2c_rc = {cols};"));
            *seen = true;
        }
    }

    /// The guard and offset of an element read `base(subs...)` (one or two subscripts).
    fn elem_offset(&mut self, li: usize, subs: &[Value]) -> String {
        let svs: Vec<String> = subs.iter().map(|&s| self.sc(s)).collect();
        let valid = |s: &str, ext: &str| {
            format!("{s} >= 1 && (double)m2c_uz({s}) == {s} && m2c_uz({s}) <= {ext}")
        };
        if svs.len() == 1 {
            let s = &svs[0];
            format!(
                "m2c_rok = {}; if (m2c_rok) m2c_re{li} = m2c_uz({s}) - 1;",
                valid(s, &format!("m2c_rb{li}->numel"))
            )
        } else {
            let (s, t) = (&svs[0], &svs[1]);
            format!(
                "m2c_rok = {} && {}; if (m2c_rok) m2c_re{li} = (m2c_uz({t}) - 1) * m2c_rb{li}->dims[0] + m2c_uz({s}) - 1;",
                valid(s, &format!("m2c_rb{li}->dims[0]")),
                valid(t, &format!("m2c_rb{li}->dims[1]"))
            )
        }
    }

    /// Element `m2c_rj` of `v` as a C expression, for operands of one element (`one`: a
    /// `^2` is then pow's) or of several.
    fn reduce_elem(&mut self, v: Value, p: &Plan, one: bool) -> String {
        if let Some(li) = p.leaves.iter().position(|l| l.val() == v) {
            let d = |li: usize| format!("((const double *)m2c_rb{li}->data)");
            return match &p.leaves[li] {
                Leaf::Scalar(s) => self.sc(*s),
                Leaf::Elem { .. } => format!("m2c_rv{li}"),
                Leaf::Whole(_) => format!("{}[m2c_rj]", d(li)),
                Leaf::Gather { subs, vpos, .. } => {
                    let i = if self.slots.vrange[subs[*vpos]].is_some() {
                        format!("(size_t)(m2c_rq{li} + (ptrdiff_t)m2c_rj * m2c_rt{li})")
                    } else {
                        format!("(m2c_uz(((const double *)m2c_ri{li}->data)[m2c_rj]) - 1)")
                    };
                    match (subs.len(), vpos) {
                        (1, _) => format!("{}[{i}]", d(li)),
                        (_, 0) => format!("{}[m2c_ro{li} + {i}]", d(li)),
                        _ => format!("{}[m2c_ro{li} + {i} * m2c_rb{li}->dims[0]]", d(li)),
                    }
                }
            };
        }
        let Some(inst) = self.f.dfg.defining_inst(v) else {
            return "0.0".into();
        };
        match self.f.inst(inst).clone() {
            InstData::Binary { op, args: [x, y] } => {
                let a = self.reduce_elem(x, p, one);
                if op == BinOp::ElPow {
                    // `.^ 2` of an array: a product (Octave's elem_xpow), a power of a 1x1
                    return if one {
                        format!("m2c_sq({a})")
                    } else {
                        format!("({a}) * ({a})")
                    };
                }
                let b = self.reduce_elem(y, p, one);
                let o = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::ElMul | BinOp::MatMul => "*",
                    _ => "/",
                };
                format!("({a} {o} {b})")
            }
            InstData::Unary { arg, .. } => format!("(-{})", self.reduce_elem(arg, p, one)),
            InstData::Const(Constant::Num(x)) => super::c_num(x),
            _ => "0.0".into(),
        }
    }
}

/// The guard that leaf `li`'s array is a full real double matrix.
fn full_double(li: usize) -> String {
    format!(
        "m2c_rb{li}->cls == MT_DOUBLE && !m2c_rb{li}->cplx && m2c_rb{li}->ndims == 2 && m2c_rb{li}->layout == MT_LAYOUT_FULL"
    )
}
