//! Emitting a fused assignment planned by `fused_slices.rs`: the run-time guard
//! (`runtime-c/mt_slices.c`), one loop nest over the destination block that reads every
//! operand in place (slices and whole arrays at their offsets, outer products' vectors with
//! a stride) and writes the destination in place, and the original instructions as the
//! fallback, which report Octave's errors.

use mat2c_ir::{Bi, BinOp, InstData, Value};

use super::FnWriter;
use super::fused_slices::Plan;

impl FnWriter<'_, '_> {
    /// Emits fused assignment `k`.
    pub(super) fn emit_fused(&mut self, k: usize) {
        let p = self.fusion.get(k).clone();
        let (dest, rhs, subs) = match self.f.inst(p.update) {
            InstData::Update { base, subs, rhs } => (*base, *rhs, subs.clone()),
            _ => {
                let r = self.f.dfg.inst_results(p.update)[0];
                (r, r, Vec::new())
            }
        };
        let n = p.n;
        let l = p.leaves.len() + 1;
        // Each branch starts after the store in front of the guard (added afterwards by
        // `note_position`), so neither may rely on what was stored before.
        self.forget_position();
        self.line("{");
        self.text.indent += 1;
        self.line(format!(
            "size_t m2c_f[{l}][{n}], m2c_c[{l}][{n}], m2c_e[{l}][{n}];"
        ));
        let bp = self.ap(dest);
        let mut conds = Vec::new();
        let nd = subs.len();
        if p.red.is_some() {
            // The destination block has its own rank; the nest runs over the chain's.
            self.line(format!(
                "size_t m2c_df[{nd}], m2c_dc[{nd}], m2c_de[{nd}], m2c_do = 0;"
            ));
            let sa = self.subs_array(&subs);
            conds.push(format!(
                "mt_slice_spans({bp}, {nd}, {sa}, m2c_df, m2c_dc, m2c_de)"
            ));
        } else if !p.plain {
            let sa = self.subs_array(&subs);
            conds.push(format!(
                "mt_slice_spans({bp}, {n}, {sa}, m2c_f[0], m2c_c[0], m2c_e[0])"
            ));
        }
        let mut ptrs = Vec::new();
        for (j, (_, x, xs)) in p.leaves.iter().enumerate() {
            let j = j + 1;
            let xp = self.ap(*x);
            conds.push(if xs.is_empty() {
                format!("mt_slice_whole({xp}, {n}, m2c_f[{j}], m2c_c[{j}], m2c_e[{j}])")
            } else {
                let sa = self.subs_array(xs);
                format!("mt_slice_spans({xp}, {n}, {sa}, m2c_f[{j}], m2c_c[{j}], m2c_e[{j}])")
            });
            if (p.plain || p.red.is_some()) && j == 1 {
                // A value of its own: the extents of the first operand, from its start.
                conds.push(format!(
                    "mt_slice_dest({n}, m2c_c[1], m2c_f[0], m2c_c[0], m2c_e[0])"
                ));
            } else {
                conds.push(format!("mt_slice_same({n}, m2c_c[0], m2c_c[{j}])"));
            }
            if !p.plain && *x == dest {
                conds.push(format!("mt_slice_same({n}, m2c_f[0], m2c_f[{j}])"));
            }
            ptrs.push(format!(
                "const double *m2c_p{j} = (const double *)({xp})->data;"
            ));
        }
        for (k, v) in p.vecs.iter().enumerate() {
            self.line(format!(
                "const double *m2c_vp{k}; size_t m2c_vs{k}, m2c_vd{k}[2];"
            ));
            let xp = self.ap(v.base);
            let sa = self.subs_array(&v.subs);
            conds.push(format!(
                "mt_slice_vec({xp}, {}, {sa}, {}, &m2c_vp{k}, &m2c_vs{k}, m2c_vd{k})",
                v.subs.len(),
                u8::from(v.flip)
            ));
        }
        if let Some(k) = p.red {
            conds.push(format!(
                "mt_slice_reduce({n}, m2c_c[0], {k}, {nd}, m2c_dc, m2c_df, m2c_de, &m2c_do)"
            ));
        }
        for &(_, x, y) in &p.outers {
            conds.push(format!(
                "mt_slice_outer({n}, m2c_c[0], m2c_vd{x}, m2c_vd{y})"
            ));
        }
        if p.sqrt {
            self.line("int m2c_neg = 1;");
        }
        self.line(format!("if ({}", conds[0]));
        for c in &conds[1..] {
            self.line(format!("    && {c}"));
        }
        self.line(") {");
        self.text.indent += 1;
        if p.sqrt {
            self.line("m2c_neg = 0;");
            for (k, &t) in p.tree.iter().enumerate() {
                if matches!(self.f.inst(t), InstData::Builtin { id: Bi::sqrt, .. }) {
                    self.line(format!("double m2c_t{k};"));
                }
            }
        }
        if !p.eager.is_empty() {
            let saved = std::mem::take(&mut self.fusion);
            for &t in &p.eager {
                self.inst(t);
            }
            self.fusion = saved;
        }
        if let Some(k) = p.red {
            self.line(format!("mt_array *m2c_dst = {bp};"));
            self.fused_reduce_nest(&p, rhs, k);
            self.line(format!("({bp})->layout = MT_LAYOUT_FULL;"));
            self.fused_fallback(&p);
            return;
        }
        if p.plain {
            // Keeps the data when the destination is also a whole operand (same extents).
            self.line(format!("mt_resize({bp}, MT_DOUBLE, 0, {n}, m2c_c[0]);"));
        }
        self.line(format!("double *m2c_pd = (double *)({bp})->data;"));
        for q in ptrs {
            self.line(q);
        }
        let js: Vec<String> = (0..n).map(|d| format!("m2c_j{d}")).collect();
        self.line(format!("size_t {};", js.join(", ")));
        self.line("const size_t m2c_n0 = m2c_c[0][0];");
        // Large nests run their columns on OpenMP threads, as the plain elementwise loops
        // do (each column is written by its own iteration only).
        let mut tot = "m2c_n0".to_string();
        for d in 1..n {
            tot = format!("{tot} * m2c_c[0][{d}]");
        }
        self.line(format!(
            "const int m2c_par = {tot} >= M2C_PAR_MIN && mt_try_depth() == 0;"
        ));
        // Read only by the pragma, which a build without OpenMP drops.
        self.line("(void)m2c_par;");
        let mut private = vec!["m2c_j0".to_string()];
        let mut extra = String::new();
        if p.sqrt {
            for (k, &t) in p.tree.iter().enumerate() {
                if matches!(self.f.inst(t), InstData::Builtin { id: Bi::sqrt, .. }) {
                    private.push(format!("m2c_t{k}"));
                }
            }
            extra = " reduction(|:m2c_neg)".into();
        }
        self.line(format!(
            "M2C_OMP(omp parallel for collapse({}) schedule(static) private({}){extra} if(m2c_par))",
            n - 1,
            private.join(", ")
        ));
        for d in (1..n).rev() {
            self.line(format!(
                "for (m2c_j{d} = 0; m2c_j{d} < m2c_c[0][{d}]; m2c_j{d}++) {{"
            ));
            self.text.indent += 1;
        }
        self.line(format!(
            "double *m2c_q0 = m2c_pd + ({});",
            Self::column_offset(0, n)
        ));
        self.column_pointers(&p);
        let e = self.fused_elem(rhs, &p);
        // Columns as the outer products' columns (`on`, `P(:, d)`) are contiguous: a loop
        // without their strides (the others keep them).
        let xs: Vec<usize> = p.outers.iter().map(|o| o.1).collect();
        if !xs.is_empty() {
            let unit: Vec<String> = xs.iter().map(|x| format!("m2c_vs{x} == 1")).collect();
            let mut eu = e.clone();
            for x in &xs {
                eu = eu.replace(&format!("[m2c_j0 * m2c_vs{x}]"), "[m2c_j0]");
            }
            self.line(format!("if ({})", unit.join(" && ")));
            self.line("    for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)");
            self.line(format!("        m2c_q0[m2c_j0] = {eu};"));
            self.line("else");
            self.text.indent += 1;
        }
        self.line("for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)");
        self.line(format!("    m2c_q0[m2c_j0] = {e};"));
        if !xs.is_empty() {
            self.text.indent -= 1;
        }
        for _ in 1..n {
            self.text.indent -= 1;
            self.line("}");
        }
        if !p.plain {
            self.line(format!("({bp})->layout = MT_LAYOUT_FULL;"));
        }
        self.fused_fallback(&p);
    }

    /// Closes the fused branch and emits the original instructions as the other.
    fn fused_fallback(&mut self, p: &Plan) {
        self.text.indent -= 1;
        if p.sqrt {
            // A negative sqrt argument: the result is complex, the runtime computes it.
            self.line("}");
            self.line("if (m2c_neg) {");
        } else {
            self.line("} else {");
        }
        self.text.indent += 1;
        self.forget_position();
        // The fallback: the original instructions, through the plain emitter.
        let saved = std::mem::take(&mut self.fusion);
        // In layout order: a slice taken again here must not be taken before the right
        // side's values that shared its storage before it.
        let mut seq: Vec<_> = p.remat.iter().chain(&p.tree).copied().collect();
        if let Some(b) = self.f.layout.inst_block(p.update) {
            let order = self.f.layout.block_insts(b);
            seq.sort_by_key(|&i| order.iter().position(|&j| j == i));
        }
        for t in seq {
            self.inst(t);
        }
        self.inst(p.update);
        self.fusion = saved;
        self.text.indent -= 1;
        self.line("}");
        self.text.indent -= 1;
        self.line("}");
    }

    /// The nest of `sum(chain, k + 1)` into the destination block: the chain is 2-D (its
    /// extents past the second are 1, checked by the guard); each result element adds its
    /// elements in Octave's order from +0.
    fn fused_reduce_nest(&mut self, p: &Plan, rhs: Value, k: usize) {
        let n = p.n;
        let l = p.leaves.len() + 1;
        let red = match self.f.dfg.defining_inst(rhs).map(|i| self.f.inst(i)) {
            Some(InstData::Builtin { args, .. }) => args[0],
            _ => return,
        };
        self.line("double *m2c_pd = (double *)m2c_dst->data + m2c_do;");
        let ptrs: Vec<String> = (1..l)
            .map(|j| {
                let x = p.leaves[j - 1].1;
                let xp = self.ap(x);
                format!("const double *m2c_p{j} = (const double *)({xp})->data;")
            })
            .collect();
        for q in ptrs {
            self.line(q);
        }
        let js: Vec<String> = (0..n).map(|d| format!("m2c_j{d}")).collect();
        self.line(format!("size_t {} = 0;", js.join(" = 0, ")));
        self.line("const size_t m2c_n0 = m2c_c[0][0];");
        let e = self.fused_elem(red, p);
        if k == 1 {
            // Along the rows: one running column of sums, added to column by column.
            self.line("for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)");
            self.line("    m2c_pd[m2c_j0] = 0.0;");
            self.line("for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {");
            self.text.indent += 1;
            self.column_pointers(p);
            self.line("for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)");
            self.line(format!("    m2c_pd[m2c_j0] += {e};"));
        } else {
            // Down the columns: one sum a column, stored at the destination's stride.
            self.line("for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {");
            self.text.indent += 1;
            self.column_pointers(p);
            self.line("double m2c_acc = 0.0;");
            self.line("for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)");
            self.line(format!("    m2c_acc += {e};"));
            self.line("m2c_pd[m2c_j1 * m2c_de[0]] = m2c_acc;");
        }
        self.text.indent -= 1;
        self.line("}");
    }

    /// Column-major offset of the current column's first element in operand j.
    fn column_offset(j: usize, n: usize) -> String {
        let mut off = format!("m2c_f[{j}][{}] + m2c_j{}", n - 1, n - 1);
        for d in (1..n - 1).rev() {
            off = format!("m2c_f[{j}][{d}] + m2c_j{d} + m2c_e[{j}][{d}] * ({off})");
        }
        format!("m2c_f[{j}][0] + m2c_e[{j}][0] * ({off})")
    }

    /// At each column: the operands' column pointers and the outer products' row factors,
    /// read once a column (the stores could alias them as far as C knows).
    fn column_pointers(&mut self, p: &Plan) {
        for j in 1..=p.leaves.len() {
            self.line(format!(
                "const double *m2c_q{j} = m2c_p{j} + ({});",
                Self::column_offset(j, p.n)
            ));
        }
        for (q, &(_, _, y)) in p.outers.iter().enumerate() {
            self.line(format!(
                "const double m2c_w{q} = m2c_vp{y}[m2c_j1 * m2c_vs{y}];"
            ));
        }
    }

    /// The C expression of one element of `v` inside the loop nest.
    fn fused_elem(&mut self, v: Value, p: &Plan) -> String {
        if let Some(j) = p.leaves.iter().position(|(r, _, _)| *r == v) {
            return format!("m2c_q{}[m2c_j0]", j + 1);
        }
        if let Some(q) = p.outers.iter().position(|o| o.0 == v) {
            // `0.0 +`: the product's sum over its one inner index starts at +0 (-0 becomes +0).
            let x = p.outers[q].1;
            return format!("(0.0 + m2c_vp{x}[m2c_j0 * m2c_vs{x}] * m2c_w{q})");
        }
        if self.scalar_operand(v) {
            return self.sc(v);
        }
        let def = self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        if let Some(InstData::Builtin { id: Bi::sqrt, args }) = def {
            // Through a temporary of its own: the flag stays in a register.
            let t = self
                .f
                .dfg
                .defining_inst(v)
                .and_then(|i| p.tree.iter().position(|&j| j == i));
            let x = self.fused_elem(args[0], p);
            let t = t.unwrap_or(0);
            return format!("(m2c_t{t} = {x}, m2c_neg |= m2c_t{t} < 0, sqrt(m2c_t{t}))");
        }
        let Some(InstData::Binary { op, args: [x, y] }) = def else {
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
