//! Instruction dispatch, constants, copies and elementwise unary and binary operators
//! (inlined as C arithmetic where the operands are plain scalars).

use mat2c_alloc::SlotKind;
use mat2c_ir::types::{Class, Complexity};
use mat2c_ir::{BinOp, Constant, Inst, InstData, Quote, UnOp, Value};

use super::{FnWriter, binop_mt, c_num, c_op, c_str};

impl<'w, 'a> FnWriter<'w, 'a> {
    /// One instruction; terminators other than `return` are emitted by the structurer.
    pub(super) fn inst(&mut self, i: Inst) {
        if self.parallel_reduction(i) {
            return;
        }
        match self.scalar_reduction_role(i) {
            (true, _) => return,
            (_, Some(k)) => {
                let start = self.text.body.len();
                let before = self.frame_pos;
                self.emit_scalar_reduction(k);
                self.frame_pos = before;
                self.note_position(i, start);
                return self.forget_position();
            }
            _ => {}
        }
        match self.fusion_role(i) {
            (true, _) => return,
            (_, Some(k)) => {
                let start = self.text.body.len();
                let before = self.frame_pos;
                self.emit_fused(k);
                // The store in front of the whole guard is judged against what was stored
                // before it; its branches store their own, so afterwards it is unknown.
                self.frame_pos = before;
                self.note_position(i, start);
                return self.forget_position();
            }
            _ => {}
        }
        let mark = self.line_directive(i);
        let start = self.text.body.len();
        let data = self.f.inst(i);
        let res = self.f.dfg.inst_results(i);
        match data {
            InstData::Jump { .. }
            | InstData::Brif { .. }
            | InstData::Return { .. }
            | InstData::TryExit { .. } => {}
            // Storing a possibly undefined variable into a try block's spill cell is not a
            // use: its definedness flag travels with it.
            InstData::Store { .. } => {}
            InstData::Update { subs, rhs, .. } => {
                for &s in subs.iter().chain(std::iter::once(rhs)) {
                    self.check_defined(s);
                }
            }
            InstData::Undef { .. } => {}
            // The old value of an assignment target may be undefined: it reads as `[]`.
            InstData::Builtin { id, args } if mat2c_builtins::reads_old_target(*id) => {
                for &a in &args[1..] {
                    self.check_defined(a);
                }
            }
            _ => {
                for a in data.args() {
                    self.check_defined(a);
                }
            }
        }
        let r = res.first().copied();
        self.checks.cur = Some(i);
        self.checks.elided = false;
        self.emit_inst(i, data, res, r);
        self.note_position(i, start);
        self.in_callee_frame(i, start);
        self.end_directive(mark);
        if self.mw.types.check(self.id, i).is_some() {
            if self.checks.elided {
                self.checks.counts.proven += 1;
            } else {
                self.checks.counts.emitted += 1;
            }
            let site = (self.id, i, self.checks.elided);
            self.checks.counts.sites.push(site);
        }
        self.checks.cur = None;
    }

    pub(super) fn emit_inst(
        &mut self,
        i: Inst,
        data: &'a InstData,
        res: &'a [Value],
        r: Option<Value>,
    ) {
        match data {
            InstData::Const(c) => self.constant(r, c),
            InstData::Unary { op, arg } => self.unary(r, *op, *arg),
            InstData::Binary { op, args } => self.binary(r, *op, args[0], args[1]),
            InstData::Builtin { id, args } => self.builtin(res, *id, args),
            InstData::Call { func, args } => self.call(res, *func, args),
            InstData::Index { base, subs } => self.index(i, r, *base, subs),
            InstData::Update { base, subs, rhs } => self.update(r, *base, subs, *rhs),
            InstData::Delete { base, subs } => self.delete(i, r, *base, subs),
            InstData::Range { start, step, stop } => self.range(r, *start, *step, *stop),
            InstData::HorzCat { args } => self.concat(r, "mt_horzcat", args),
            InstData::VertCat { args } => self.concat(r, "mt_vertcat", args),
            InstData::End { base, pos, count } => self.end(r, *base, *pos, *count),
            InstData::Truth { arg } => self.truth(r, *arg),
            InstData::Display { name, arg } => self.display(name, *arg),
            InstData::Copy { arg } => {
                if let Some(r) = r {
                    self.copy(r, *arg);
                }
            }
            InstData::Load { cell } => self.load(r, cell),
            InstData::Store { cell, arg } => self.store(cell, *arg),
            InstData::TryEnter => self.try_enter(r),
            InstData::Caught => self.caught(r),
            InstData::Undef { .. }
            | InstData::Jump { .. }
            | InstData::Brif { .. }
            | InstData::TryExit { .. } => {}
            InstData::Return { vals } => self.ret(vals),
        }
    }

    pub(super) fn constant(&mut self, r: Option<Value>, c: &Constant) {
        let Some(r) = r else { return };
        if self.is_virtual_const(r) {
            return;
        }
        match c {
            Constant::Num(x) => self.set_scalar(r, c_num(*x)),
            Constant::Bool(b) => self.set_scalar(r, if *b { "1.0" } else { "0.0" }.into()),
            Constant::Complex(re, im) => {
                let (re, im) = (c_num(*re), c_num(*im));
                if self.cplx_const(r, &re, &im) {
                    return;
                }
                self.produce(r, |_, d| format!("m2c_from_complex({d}, {re}, {im});"));
            }
            Constant::Str(s) if s.len() == 1 && self.dst_is_scalar(r) => {
                // One byte in a char scalar slot: its code.
                self.set_scalar(r, format!("{}.0", s.as_bytes()[0]));
            }
            Constant::Str(s) => {
                // a C string would stop at a NUL: pass the length
                let (f, args) = if s.contains('\0') {
                    ("mt_from_chars", format!("{}, {}", c_str(s), s.len()))
                } else {
                    ("mt_from_string", c_str(s))
                };
                let mark = match s.quote {
                    Quote::Single => None,
                    Quote::Double => Some("MT_LAYOUT_DQ"),
                    Quote::NullSingle => Some("MT_LAYOUT_NULL_SQ"),
                    Quote::NullDouble => Some("MT_LAYOUT_NULL_DQ"),
                };
                self.produce(r, |_, d| match mark {
                    None => format!("{f}({d}, {args});"),
                    Some(m) => format!("{f}({d}, {args}); ({d})->layout = {m};"),
                });
            }
            Constant::Empty => self.produce(r, |_, d| format!("m2c_empty({d});")),
            Constant::Colon => {}
            Constant::Int64(v) => {
                let bits = *v as u64;
                self.produce(r, |_, d| {
                    format!("m2c_from_bits64({d}, MT_INT64, {bits}ULL);")
                });
            }
            Constant::Uint64(v) => {
                self.produce(r, |_, d| {
                    format!("m2c_from_bits64({d}, MT_UINT64, {v}ULL);")
                });
            }
        }
    }

    pub(super) fn copy(&mut self, r: Value, a: Value) {
        let (Some(rs), Some(as_)) = (self.fs.slot[r], self.fs.slot[a]) else {
            return;
        };
        if rs == as_ {
            return;
        }
        let l = self.convert_line(
            &self.slots.expr[rs].clone(),
            self.fs.slots[rs].kind,
            &self.slots.expr[as_].clone(),
            self.fs.slots[as_].kind,
        );
        self.line(l);
    }

    pub(super) fn unary(&mut self, r: Option<Value>, op: UnOp, a: Value) {
        let Some(r) = r else { return };
        if self.typed_unary(r, op, a) || self.cplx_unary(r, op, a) {
            return;
        }
        if self.dst_is_scalar(r) && self.is_plain_scalar(a) {
            let x = self.sc(a);
            let e = match op {
                UnOp::Neg => format!("-{x}"),
                UnOp::Plus | UnOp::Transpose | UnOp::CTranspose => x,
                UnOp::Not => format!("mt_unary_s(MT_NOT, {x})"),
            };
            return self.set_scalar(r, e);
        }
        if op == UnOp::Neg && self.is_real_double(a) && self.is_real_double(r) {
            return self.inline_unary(r, a, "-");
        }
        let p = self.ap(a);
        let call = match op {
            UnOp::Neg => format!("mt_unary(@, MT_NEG, {p});"),
            UnOp::Not => format!("mt_unary(@, MT_NOT, {p});"),
            UnOp::Plus => format!("mt_unary(@, MT_UPLUS, {p});"),
            UnOp::Transpose => format!("mt_transpose(@, {p});"),
            UnOp::CTranspose => format!("mt_ctranspose(@, {p});"),
        };
        self.produce(r, |_, d| call.replace('@', d));
    }

    pub(super) fn inline_unary(&mut self, r: Value, a: Value, cop: &str) {
        let p = self.ap(a);
        let d = format!("&{}", self.sx(r).unwrap_or_default());
        self.line("{");
        self.text.indent += 1;
        self.line(format!("const mt_array *m2c_x = {p};"));
        self.line(format!("mt_array *m2c_r = {d};"));
        self.line("size_t m2c_k;");
        // -D of a diagonal matrix stays diagonal (read the marker before the resize).
        self.line("int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG;");
        self.line("m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);");
        self.elementwise_loop(&format!(
            "((double *)m2c_r->data)[m2c_k] = {cop}((const double *)m2c_x->data)[m2c_k];"
        ));
        self.line("m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;");
        self.text.indent -= 1;
        self.line("}");
    }

    /// The elementwise op an operator amounts to, given which operands are scalars.
    pub(super) fn effective_op(&self, op: BinOp, a: Value, b: Value) -> BinOp {
        let sa = self.ty(a).shape.is_scalar() || self.dst_is_scalar(a);
        let sb = self.ty(b).shape.is_scalar() || self.dst_is_scalar(b);
        // With an integer or a container operand the runtime's matrix operator names
        // itself (`*`, not `.*`) in Octave's class errors.
        let may_int = |v: Value| {
            self.ty(v)
                .class
                .is_none_or(|c| c.is_integer() || c.is_container())
        };
        if matches!(op, BinOp::MatMul | BinOp::MatRDiv | BinOp::MatLDiv)
            && (may_int(a) || may_int(b))
        {
            return op;
        }
        let may_box = |v: Value| self.ty(v).class.is_none_or(Class::is_container);
        if op == BinOp::MatPow && (may_box(a) || may_box(b)) {
            return op;
        }
        match op {
            BinOp::MatMul if sa || sb => BinOp::ElMul,
            BinOp::MatRDiv if sb => BinOp::ElRDiv,
            BinOp::MatLDiv if sa => BinOp::ElLDiv,
            BinOp::MatPow if sa && sb => BinOp::ElPow,
            o => o,
        }
    }

    pub(super) fn binary(&mut self, r: Option<Value>, op: BinOp, a: Value, b: Value) {
        let Some(r) = r else { return };
        // Octave keeps a diagonal matrix diagonal under `D*s`, `s*D`, `D/s`, `s\D` but not
        // under the elementwise `.*`, `./`, `.\` (which give full matrices).
        let scales_diag = matches!(op, BinOp::MatMul | BinOp::MatRDiv | BinOp::MatLDiv);
        if self.typed_binary(r, op, a, b) || self.cplx_binary(r, op, a, b) {
            return;
        }
        let op = self.effective_op(op, a, b);
        let plain = self.is_plain_scalar(a) && self.is_plain_scalar(b);
        if self.dst_is_scalar(r) && plain {
            let (mut x, mut y) = (self.sc(a), self.sc(b));
            // Counters compare as integers (their shadows, see `int_forms`).
            if let (true, Some(xi), Some(yi)) = (
                matches!(
                    op,
                    BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne
                ),
                self.ints.expr[a].clone(),
                self.ints.expr[b].clone(),
            ) {
                (x, y) = (xi, yi);
            }
            let char_slot = |w: &Self, v: Value| w.kind(v) == Some(SlotKind::Scalar(Class::Char));
            if matches!(op, BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge)
                && char_slot(self, a)
                && char_slot(self, b)
            {
                // Two chars order as Octave's signed C++ chars (above 127 below the others).
                (x, y) = (format!("m2c_schar({x})"), format!("m2c_schar({y})"));
            }
            let e = match op {
                BinOp::ElLDiv => Some(format!("{y} / {x}")),
                BinOp::ElPow if self.mw.types.konst(self.id, b) == Some(2.0) => {
                    Some(format!("m2c_sq({x})"))
                }
                BinOp::ElPow => Some(format!("mt_pow({x}, {y})")),
                o => c_op(o).map(|c| format!("{x} {c} {y}")),
            };
            let e = e.unwrap_or_else(|| format!("mt_binary_ss({}, {x}, {y})", binop_mt(op)));
            return self.set_scalar(r, e);
        }
        let inline_ok = op.is_elementwise()
            && !matches!(op, BinOp::And | BinOp::Or)
            && self.is_real_double(a)
            && self.is_real_double(b)
            && (self.is_real_double(r)
                || (op.is_logical() && self.ty(r).class == Some(Class::Logical)))
            && self.kind(r) == Some(SlotKind::Array);
        if inline_ok {
            return self.inline_binary(r, op, a, b, scales_diag);
        }
        let drops_diag = !scales_diag && matches!(op, BinOp::ElMul | BinOp::ElRDiv | BinOp::ElLDiv);
        match op {
            BinOp::MatMul => {
                let (x, y) = (self.ap(a), self.ap(b));
                // `A'*B`, `A*B.'`: Octave's compound operator, one BLAS call with the flag
                // (the transposed copy stays the operand where Octave has no such operator).
                if let Some((k, m, t)) = self.checks.cur.and_then(|i| self.f.compound_operand(i))
                    && self.kind(m) == Some(SlotKind::Array)
                {
                    let flag = if t == UnOp::CTranspose { 2 } else { 1 };
                    let pm = self.ap(m);
                    let (fa, fb) = if k == 0 { (flag, 0) } else { (0, flag) };
                    let (ma, mb) = if k == 0 {
                        (pm, y.clone())
                    } else {
                        (x.clone(), pm)
                    };
                    self.produce(r, |_, d| {
                        format!("mt_mtimes_t({d}, {ma}, {fa}, {mb}, {fb}, {x}, {y});")
                    });
                    return;
                }
                self.produce(r, |_, d| format!("mt_mtimes({d}, {x}, {y});"));
            }
            BinOp::MatRDiv => {
                let (x, y) = (self.ap(a), self.ap(b));
                self.produce(r, |_, d| format!("mt_mrdivide({d}, {x}, {y});"));
            }
            BinOp::MatLDiv => {
                let (x, y) = (self.ap(a), self.ap(b));
                // `A' \ b`: Octave's trans_ldiv, the solver gets A and the flag.
                if let Some((0, m, t)) = self.checks.cur.and_then(|i| self.f.compound_operand(i))
                    && self.kind(m) == Some(SlotKind::Array)
                {
                    let flag = if t == UnOp::CTranspose { 2 } else { 1 };
                    let pm = self.ap(m);
                    self.produce(r, |_, d| {
                        format!("mt_mldivide_t({d}, {pm}, {flag}, {y}, {x});")
                    });
                    return;
                }
                self.produce(r, |_, d| format!("mt_mldivide({d}, {x}, {y});"));
            }
            BinOp::MatPow
                if (!self.ty(b).shape.is_scalar() && !self.dst_is_scalar(b))
                    || self.ty(b).class.is_none_or(Class::is_container)
                    || self.ty(b).class != Some(Class::Double)
                    || self.ty(a).class.is_some_and(Class::is_integer)
                    || self.ty(b).cplx != Complexity::Real =>
            {
                // The exponent may be a matrix, complex or of another class (single, an
                // integer): the runtime takes it whole (xpow's cases, Octave's errors).
                let (x, y) = (self.ap(a), self.ap(b));
                self.produce(r, |_, d| format!("mt_mpower_m({d}, {x}, {y});"));
            }
            BinOp::MatPow => {
                let (x, y) = (self.ap(a), self.sc(b));
                self.produce(r, |_, d| format!("mt_mpower({d}, {x}, {y});"));
            }
            _ => {
                let (x, y) = (self.arg(a, false), self.arg(b, false));
                let o = binop_mt(op);
                self.produce(r, |_, d| {
                    if drops_diag {
                        format!("mt_binary({d}, {o}, {x}, {y}); m2c_full({d});")
                    } else {
                        format!("mt_binary({d}, {o}, {x}, {y});")
                    }
                });
            }
        }
    }

    /// An inline loop for an elementwise op on real double operands, with a runtime fallback
    /// (implicit expansion, errors) when the shapes differ.
    pub(super) fn inline_binary(
        &mut self,
        r: Value,
        op: BinOp,
        a: Value,
        b: Value,
        scales_diag: bool,
    ) {
        let logical = op.is_logical();
        let (rcls, rty) = if logical {
            ("MT_LOGICAL", "uint8_t")
        } else {
            ("MT_DOUBLE", "double")
        };
        let expr = |x: &str, y: &str| match op {
            BinOp::ElLDiv => format!("{y} / {x}"),
            // An array raised to a scalar multiplies for 2 and 3 (Octave's elem_xpow), unless
            // it holds one element (a scalar in Octave).
            BinOp::ElPow if y == "m2c_v" => {
                format!("(m2c_x->numel == 1 ? mt_pow({x}, {y}) : m2c_apow({x}, {y}))")
            }
            BinOp::ElPow => format!("mt_pow({x}, {y})"),
            o => format!("{x} {} {y}", c_op(o).unwrap_or("+")),
        };
        let sa = self.dst_is_scalar(a);
        let sb = self.dst_is_scalar(b);
        let d = format!("&{}", self.sx(r).unwrap_or_default());
        let o = binop_mt(op);
        self.line("{");
        self.text.indent += 1;
        self.line(format!("mt_array *m2c_r = {d};"));
        self.line("size_t m2c_k;");
        match (sa, sb) {
            (false, false) if self.same_shape(a, b) => {
                // Provably equal shapes: one loop, no shape test, no expansion fallback.
                self.checks.elided = true;
                let (x, y) = (self.ap(a), self.ap(b));
                self.line(format!("const mt_array *m2c_x = {x}, *m2c_y = {y};"));
                // Octave: the sum or difference of two diagonal matrices stays diagonal.
                let sums = matches!(op, BinOp::Add | BinOp::Sub);
                if sums {
                    self.line("int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;");
                }
                self.line(format!("m2c_resize_like(m2c_r, {rcls}, m2c_x);"));
                self.elementwise_loop(&format!(
                    "(({rty} *)m2c_r->data)[m2c_k] = {};",
                    expr(
                        "((const double *)m2c_x->data)[m2c_k]",
                        "((const double *)m2c_y->data)[m2c_k]"
                    )
                ));
                if sums {
                    self.line("m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;");
                }
            }
            (false, false) => {
                let (x, y) = (self.ap(a), self.ap(b));
                self.line(format!("const mt_array *m2c_x = {x}, *m2c_y = {y};"));
                self.line("if (m2c_samedims(m2c_x, m2c_y)) {");
                // Octave: the sum or difference of two diagonal matrices stays diagonal.
                let sums = matches!(op, BinOp::Add | BinOp::Sub);
                if sums {
                    self.line("    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;");
                }
                self.line(format!("    m2c_resize_like(m2c_r, {rcls}, m2c_x);"));
                self.text.indent += 1;
                self.elementwise_loop(&format!(
                    "(({rty} *)m2c_r->data)[m2c_k] = {};",
                    expr(
                        "((const double *)m2c_x->data)[m2c_k]",
                        "((const double *)m2c_y->data)[m2c_k]"
                    )
                ));
                self.text.indent -= 1;
                if sums {
                    self.line("    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;");
                }
                self.line("} else {");
                self.line(format!(
                    "    mt_binary(m2c_r, {o}, m2c_a(m2c_x), m2c_a(m2c_y));"
                ));
                self.line("}");
            }
            (true, true) => unreachable_scalar(self, r, op, a, b),
            (sa, _) => {
                let (arr, sca) = if sa { (b, a) } else { (a, b) };
                let x = self.ap(arr);
                let s = self.sc(sca);
                self.line(format!("const mt_array *m2c_x = {x};"));
                self.line(format!("double m2c_v = {s};"));
                // Octave keeps a diagonal matrix (eye) diagonal under scaling: D*s, s*D, D/s.
                // Read the marker before the resize, which clears it (r may be x).
                let keeps_diag = scales_diag
                    && (op == BinOp::ElMul || (op == BinOp::ElRDiv && !sa) || op == BinOp::ElLDiv);
                if keeps_diag {
                    self.line("int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG;");
                }
                self.line(format!("m2c_resize_like(m2c_r, {rcls}, m2c_x);"));
                let e = if sa {
                    expr("m2c_v", "((const double *)m2c_x->data)[m2c_k]")
                } else {
                    expr("((const double *)m2c_x->data)[m2c_k]", "m2c_v")
                };
                self.elementwise_loop(&format!("(({rty} *)m2c_r->data)[m2c_k] = {e};"));
                if keeps_diag {
                    self.line("m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;");
                }
            }
        }
        self.text.indent -= 1;
        self.line("}");
    }
}

impl FnWriter<'_, '_> {
    /// `for (m2c_k ...) stmt` over `m2c_r`'s elements; on OpenMP threads from `M2C_PAR_MIN`
    /// elements (each element is computed alone, so the result is the same on any number of
    /// threads) while no `try` handler is active (an error cannot jump between threads).
    /// Smaller loops take the plain branch: no call into the OpenMP runtime.
    fn elementwise_loop(&mut self, stmt: &str) {
        self.line("if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {");
        self.line("    M2C_OMP(omp parallel for schedule(static))");
        self.line("    for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)");
        self.line(format!("        {stmt}"));
        self.line("} else {");
        self.line("    for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)");
        self.line(format!("        {stmt}"));
        self.line("}");
    }
}

/// Both operands scalar but the result is an array slot: compute in C and store.
fn unreachable_scalar(w: &mut FnWriter<'_, '_>, r: Value, op: BinOp, a: Value, b: Value) {
    let (x, y) = (w.sc(a), w.sc(b));
    let e = match op {
        BinOp::ElLDiv => format!("{y} / {x}"),
        BinOp::ElPow => format!("mt_pow({x}, {y})"),
        o => format!("{x} {} {y}", c_op(o).unwrap_or("+")),
    };
    let d = w.sx(r).unwrap_or_default().to_string();
    if op.is_logical() {
        w.line(format!("m2c_from_bool(&{d}, {e});"));
    } else {
        w.line(format!("m2c_from_scalar(&{d}, {e});"));
    }
}
