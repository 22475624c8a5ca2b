//! Indexing, indexed assignment and deletion, ranges (materialised or virtual),
//! concatenation and `end`.

use mat2c_alloc::SlotKind;
use mat2c_ir::types::{Class, Complexity};
use mat2c_ir::{Constant, Inst, InstData, Value};

use super::{FnWriter, RangeVars, c_num, c_str, mt_class};

impl<'w, 'a> FnWriter<'w, 'a> {
    /// The variable `i` subscripts, as Octave's index errors name it.
    fn subscripted_name(&self, i: Inst, base: Value) -> String {
        match &self.f.index_names[i] {
            Some(n) => n.clone(),
            None => self.var_name(base),
        }
    }

    /// `(start, step)` of a range `base` whose start and step are small integer constants
    /// (start not `-0`). Its element `k` is then exactly `start + (k-1)*step`, the final one
    /// included (Octave clamps the last element to the limit only when rounding overshoots
    /// it, which integer arithmetic below 2^53 never does), so the C compiler sees the plain
    /// induction variable instead of `m2c_range_elem`'s selects.
    pub(super) fn exact_int_range(&self, base: Value) -> Option<(i64, i64)> {
        let InstData::Range { start, step, stop } = self.f.inst(self.f.dfg.defining_inst(base)?)
        else {
            return None;
        };
        let k = |v: &Value| self.mw.types.konst(self.id, *v);
        let (b, s) = (k(start)?, k(step)?);
        // A limit of `-0` is the final element (`3:-1:-0` ends in -0), not `start + (n-1)*step`.
        if k(stop).is_some_and(|e| e.to_bits() == (-0.0f64).to_bits()) {
            return None;
        }
        let small = |x: f64| x.fract() == 0.0 && x.abs() <= 1024.0;
        // Beyond 2^53 / 1024 iterations the product could round; no loop gets that far.
        if !small(s)
            || s == 0.0
            || b.fract() != 0.0
            || b.abs() > 2f64.powi(31)
            || b.to_bits() == (-0.0f64).to_bits()
        {
            return None;
        }
        Some((b as i64, s as i64))
    }

    pub(super) fn index(&mut self, i: Inst, r: Option<Value>, base: Value, subs: &[Value]) {
        let Some(r) = r else { return };
        let name = c_str(&self.subscripted_name(i, base));
        if let Some(rv) = self.slots.vrange[base].clone() {
            let k = self.sc(subs[0]);
            let RangeVars {
                base: b,
                step: s,
                stop: e,
                count: n,
                last: fin,
                ..
            } = rv;
            // Inference proves the for-loop counter in bounds (see its check table).
            let x = if self.proven() {
                self.checks.elided = true;
                match self.exact_int_range(base) {
                    Some((1, 1)) => k,
                    Some((b0, 1)) => format!("({k} + {})", c_num((b0 - 1) as f64)),
                    Some((b0, -1)) => format!("({} - {k})", c_num((b0 + 1) as f64)),
                    Some((b0, s0)) => {
                        format!(
                            "({} + ({k} - 1.0) * {})",
                            c_num(b0 as f64),
                            c_num(s0 as f64)
                        )
                    }
                    None => format!("m2c_range_elem({b}, {s}, {n}, {fin}, {k})"),
                }
            } else {
                format!("m2c_range_get({b}, {s}, {e}, {n}, {fin}, {k}, {name})")
            };
            return self.set_scalar(r, x);
        }
        let n = subs.len();
        if subs.iter().any(|&s| self.slots.vrange[s].is_some()) {
            // A gather through a range alloc keeps virtual (read in place where a fused
            // reduction takes it): built for this use.
            let b = self.ap(base);
            let sa = self.subs_array(subs);
            self.produce(r, |_, d| format!("mt_index({d}, {b}, {n}, {sa}, {name});"));
            return;
        }
        let scalar_subs = !subs.is_empty() && subs.iter().all(|&s| self.is_index_scalar(s));
        let base_plain = self.ty(base).cplx == Complexity::Real
            && matches!(self.ty(base).class, Some(Class::Double | Class::Logical));
        if self.dst_is_scalar(base) && scalar_subs {
            if self.proven() {
                // Every subscript is provably 1: the element is the scalar itself.
                self.checks.elided = true;
                let x = self.sc(base);
                return self.set_scalar(r, x);
            }
            // Indexing a scalar: every subscript must be 1.
            let b = self.ap(base);
            let ss: Vec<String> = subs.iter().map(|&s| self.sc(s)).collect();
            return self.set_scalar(
                r,
                format!(
                    "mt_get_scalar({b}, {n}, (double[]){{{}}}, {name})",
                    ss.join(", ")
                ),
            );
        }
        if scalar_subs
            && (n == 1 || n == 2 || self.proven())
            && self.kind(base) == Some(SlotKind::Array)
            && self.is_real_double(base)
            && self.dst_is_scalar(r)
        {
            // Inline bounds-checked element read (runtime call only on failure).
            let b = self.ap(base);
            let ss: Vec<String> = subs.iter().map(|&s| self.sc(s)).collect();
            if self.proven() {
                let x = self.unchecked_get(base, &b, subs);
                return self.set_scalar(r, x);
            }
            if let (1, Some(z)) = (n, self.int_zero_based(subs[0])) {
                return self.set_scalar(r, format!("m2c_get1z({b}, {z}, {name})"));
            }
            return self.set_scalar(r, format!("m2c_get{n}({b}, {}, {name})", ss.join(", ")));
        }
        let byte_class = match self.ty(base).class {
            Some(c @ (Class::Char | Class::Logical)) if self.ty(base).cplx == Complexity::Real => {
                Some(c)
            }
            _ => None,
        };
        if let Some(c) = byte_class.filter(|_| {
            scalar_subs
                && n <= 2
                && self.kind(base) == Some(SlotKind::Array)
                && self.dst_is_scalar(r)
        }) {
            // Inline bounds-checked read of a char or logical element.
            let b = self.ap(base);
            let ss: Vec<String> = subs.iter().map(|&s| self.sc(s)).collect();
            if self.proven() {
                let x = self.unchecked_get_as(base, &b, subs, "uint8_t");
                return self.set_scalar(r, x);
            }
            let cls = mt_class(c);
            if let (1, Some(z)) = (n, self.int_zero_based(subs[0])) {
                return self.set_scalar(r, format!("m2c_getb1z({b}, {cls}, {z}, {name})"));
            }
            return self.set_scalar(
                r,
                format!("m2c_getb{n}({b}, {cls}, {}, {name})", ss.join(", ")),
            );
        }
        // Single and integer (up to 32-bit) elements into a scalar slot of their class.
        let typed_base = self
            .typed_scalar(r)
            .filter(|&c| self.ty(base).class == Some(c) && self.ty(base).cplx == Complexity::Real);
        if let Some(c) =
            typed_base.filter(|_| scalar_subs && n <= 2 && self.kind(base) == Some(SlotKind::Array))
        {
            let b = self.ap(base);
            let ss: Vec<String> = subs.iter().map(|&s| self.sc(s)).collect();
            if self.proven() {
                let x = self.unchecked_get_as(base, &b, subs, c_elem(c));
                // An integer element widens to a double slot; a float one stays a float.
                let x = if c == Class::Single {
                    format!("(double){x}")
                } else {
                    x
                };
                return self.set_scalar(r, x);
            }
            let sfx = if n == 2 { "_2" } else { "" };
            return self.set_scalar(
                r,
                format!("m2c_get_{}{sfx}({b}, {}, {name})", c.name(), ss.join(", ")),
            );
        }
        if self.cplx_index(r, base, subs, &name) {
            return;
        }
        if scalar_subs && base_plain && self.dst_is_scalar(r) {
            let b = self.ap(base);
            let ss: Vec<String> = subs.iter().map(|&s| self.sc(s)).collect();
            return self.set_scalar(
                r,
                format!(
                    "mt_get_scalar({b}, {n}, (double[]){{{}}}, {name})",
                    ss.join(", ")
                ),
            );
        }
        if let Some(g) = self.gather_operands(base, r, subs) {
            // `A(I, J)` of doubles: an inline gather, the generic call only when it declines.
            let b = self.ap(base);
            let sa = self.subs_array(subs);
            return self.produce(r, |_, d| {
                format!("if (!m2c_gather2({d}, {b}, {g})) mt_index({d}, {b}, {n}, {sa}, {name});")
            });
        }
        let b = self.ap(base);
        let sa = self.subs_array(subs);
        self.produce(r, |_, d| format!("mt_index({d}, {b}, {n}, {sa}, {name});"));
    }

    /// The subscript arguments of `m2c_gather2` for `r = base(I, J)` when `base` and `r` are
    /// real double arrays and each subscript is a colon, a double scalar or a real double
    /// array (never a logical mask, whose meaning differs).
    fn gather_operands(&mut self, base: Value, r: Value, subs: &[Value]) -> Option<String> {
        if !self.is_real_double_array(base) || !self.is_real_double_array(r) {
            return None;
        }
        self.subscript_lists(subs)
    }

    /// A real double value held in an array slot.
    fn is_real_double_array(&self, v: Value) -> bool {
        self.kind(v) == Some(SlotKind::Array) && self.is_real_double(v)
    }

    /// Two subscripts as the `(list, count)` pairs of `m2c_gather2`/`m2c_scatter2`: a colon
    /// is `NULL`, a double scalar a one-element list, a real double array its elements;
    /// anything else (a logical mask, whose meaning differs) is `None`.
    fn subscript_lists(&mut self, subs: &[Value]) -> Option<String> {
        if subs.len() != 2 {
            return None;
        }
        let mut parts = Vec::new();
        for &s in subs {
            if self.is_colon(s) {
                parts.push("NULL, 0".to_string());
            } else if self.kind(s) == Some(SlotKind::Scalar(Class::Double)) {
                let x = self.sc(s);
                parts.push(format!("(const double[]){{{x}}}, 1"));
            } else if self.is_real_double_array(s) {
                let p = self.ap(s);
                parts.push(format!("(const double *)({p})->data, ({p})->numel"));
            } else {
                return None;
            }
        }
        Some(parts.join(", "))
    }

    /// Puts `base` (or an undefined variable's empty, which takes the class of what is
    /// assigned into it) into `r`'s slot before an in-place edit.
    pub(super) fn prepare_base(&mut self, r: Value, base: Value, d: &str) {
        let same = self.fs.slot[r].is_some() && self.fs.slot[r] == self.fs.slot[base];
        if self.undef_inst_name(base).is_some() {
            self.line(format!("m2c_undefined({d});"));
            return;
        }
        if same {
            if let Some(fl) = self.undef.flag[base].clone() {
                self.line(format!("if (!{fl}) m2c_undefined({d});"));
            }
            return;
        }
        let copy = match self.kind(base) {
            Some(SlotKind::Array) => {
                format!("mt_copy({d}, &{});", self.sx(base).unwrap_or_default())
            }
            Some(SlotKind::Scalar(c)) => {
                super::operands::box_scalar(d, self.sx(base).unwrap_or_default(), Some(c))
            }
            Some(SlotKind::Complex) => {
                format!("m2c_box_cplx({d}, {});", self.sx(base).unwrap_or_default())
            }
            None => format!("m2c_empty({d});"),
        };
        match self.undef.flag[base].clone() {
            Some(fl) => self.line(format!("if ({fl}) {copy} else m2c_undefined({d});")),
            None => self.line(copy),
        }
    }

    /// Runs `f` with an array destination for `r`, converting back if `r` is a scalar slot.
    pub(super) fn with_dst(&mut self, r: Value, f: impl FnOnce(&mut Self, &str)) {
        match (self.kind(r), self.sx(r).map(str::to_string)) {
            (Some(SlotKind::Array), Some(x)) => f(self, &format!("&{x}")),
            (Some(SlotKind::Scalar(_)), Some(x)) => {
                let s = self.scratch();
                f(self, &format!("&{s}"));
                self.line(format!("{x} = mt_to_scalar(&{s}, \"\");"));
            }
            (Some(SlotKind::Complex), Some(x)) => {
                let s = self.scratch();
                f(self, &format!("&{s}"));
                self.line(format!("{x} = m2c_unbox_cplx(&{s});"));
            }
            _ => {
                let s = self.scratch();
                f(self, &format!("&{s}"));
            }
        }
    }

    pub(super) fn update(&mut self, r: Option<Value>, base: Value, subs: &[Value], rhs: Value) {
        let Some(r) = r else { return };
        let name = {
            let n = self.var_name(base);
            let n = if n.is_empty() { self.var_name(r) } else { n };
            c_str(&n)
        };
        let scalar_subs = !subs.is_empty() && subs.iter().all(|&s| self.is_index_scalar(s));
        let proven = self.proven();
        let fast = scalar_subs
            && self.is_real_double(base)
            && self.undef_inst_name(base).is_none()
            && self.undef.flag[base].is_none()
            && self.kind(rhs) == Some(SlotKind::Scalar(Class::Double));
        let put = if scalar_subs && !fast {
            self.put_helper(base, rhs)
        } else {
            None
        };
        // A complex scalar into a double array (no undefined base: prepare_base copies it).
        let cput = if scalar_subs && !fast && subs.len() <= 2 {
            self.cplx_put_helper(base, rhs)
        } else {
            None
        };
        // A proven write that needs no conversion rule: a plain C store.
        let plain = put
            .as_ref()
            .filter(|_| proven && self.undef_inst_name(base).is_none())
            .filter(|_| self.undef.flag[base].is_none())
            .and_then(|_| {
                let c = self.ty(base).class?;
                let from = match self.kind(rhs)? {
                    SlotKind::Scalar(k) => k,
                    _ => return None,
                };
                let ct = match c {
                    Class::Char | Class::Logical => "uint8_t",
                    Class::Double | Class::Cell | Class::Struct => return None,
                    _ => c_elem(c),
                };
                (c == Class::Single || from == c).then_some(ct)
            });
        let scatter = if !fast && put.is_none() && plain.is_none() {
            self.scatter_operands(base, rhs, subs)
        } else {
            None
        };
        self.with_dst(r, |w, d| {
            w.prepare_base(r, base, d);
            let n = subs.len();
            if fast {
                let ss: Vec<String> = subs.iter().map(|&s| w.sc(s)).collect();
                let v = w.sc(rhs);
                if proven {
                    let l = w.unchecked_set(base, d, subs, &v);
                    w.line(l);
                } else if let (1, Some(z)) = (n, w.int_zero_based(subs[0])) {
                    w.line(format!("m2c_set1z({d}, {z}, {v}, {name});"));
                } else if n == 1 && w.is_append_sub(base, subs[0]) {
                    w.line(format!("m2c_append1({d}, {v}, {name});"));
                } else if n <= 2 {
                    // Inline bounds-checked element write; growth goes to the runtime.
                    w.line(format!("m2c_set{n}({d}, {}, {v}, {name});", ss.join(", ")));
                } else {
                    w.line(format!(
                        "mt_set_scalar({d}, {n}, (double[]){{{}}}, {v}, {name});",
                        ss.join(", ")
                    ));
                }
            } else if let Some(ct) = plain {
                let x = w.sc(rhs);
                let l = w.unchecked_set_as(base, d, subs, &x, ct);
                w.line(l);
            } else if let Some(cput) = cput {
                let ss: Vec<String> = subs.iter().map(|&s| w.sc(s)).collect();
                let z = w.sx(rhs).unwrap_or_default().to_string();
                let sfx = if n == 2 { "_2" } else { "" };
                w.line(format!("if (!{cput}{sfx}({d}, {}, {z})) {{", ss.join(", ")));
                w.text.indent += 1;
                let sa = w.subs_array(subs);
                let v = w.arg(rhs, true);
                w.line(format!("mt_assign({d}, {n}, {sa}, {v}, {name});"));
                w.text.indent -= 1;
                w.line("}");
            } else if let Some(put) = put.filter(|_| n <= 2) {
                // Inline write when no conversion rule applies; else the runtime's assignment.
                let ss: Vec<String> = subs.iter().map(|&s| w.sc(s)).collect();
                let x = w.sc(rhs);
                let sfx = if n == 2 { "_2" } else { "" };
                let z = w.int_zero_based(subs[0]).filter(|_| n == 1);
                match &z {
                    Some(z) => w.line(format!("if (!{put}z({d}, {z}, {x})) {{")),
                    None => w.line(format!("if (!{put}{sfx}({d}, {}, {x})) {{", ss.join(", "))),
                }
                w.text.indent += 1;
                // The cold path rebuilds the subscript's double from its integer form.
                let sa = match &z {
                    Some(z) => format!("(mt_sub[]){{m2c_ss(m2c_zsub({z}))}}"),
                    None => w.subs_array(subs),
                };
                let v = w.arg(rhs, true);
                w.line(format!("mt_assign({d}, {n}, {sa}, {v}, {name});"));
                w.text.indent -= 1;
                w.line("}");
            } else if let Some((g, b)) = scatter {
                // `A(I, J) = B` of doubles: an inline scatter, the generic call only when it
                // declines; `A(:, j) = b` of an array b as one column copy.
                let sa = w.subs_array(subs);
                let v = w.arg(rhs, true);
                let col = (n == 2
                    && w.is_colon(subs[0])
                    && w.kind(subs[1]) == Some(SlotKind::Scalar(Class::Double))
                    && w.kind(rhs) == Some(SlotKind::Array))
                .then(|| (w.sc(subs[1]), w.ap(rhs)));
                match col {
                    Some((j, bp)) => w.line(format!(
                        "if (!m2c_setcol({d}, {j}, {bp})) mt_assign({d}, {n}, {sa}, {v}, {name});"
                    )),
                    None => w.line(format!(
                        "if (!m2c_scatter2({d}, {g}, {b})) mt_assign({d}, {n}, {sa}, {v}, {name});"
                    )),
                }
            } else {
                let sa = w.subs_array(subs);
                let v = w.arg(rhs, true);
                w.line(format!("mt_assign({d}, {n}, {sa}, {v}, {name});"));
            }
        });
    }

    /// The arguments of `m2c_scatter2` for `base(I, J) = rhs` (subscripts as for the gather,
    /// then the right-hand side): a real double array, or a double scalar slot.
    fn scatter_operands(
        &mut self,
        base: Value,
        rhs: Value,
        subs: &[Value],
    ) -> Option<(String, String)> {
        if self.kind(base) != Some(SlotKind::Array)
            || !self.is_real_double(base)
            || self.undef_inst_name(base).is_some()
            || self.undef.flag[base].is_some()
        {
            return None;
        }
        let b = match self.kind(rhs) {
            Some(SlotKind::Scalar(Class::Double)) => {
                let x = self.sc(rhs);
                format!("NULL, (const double[]){{{x}}}")
            }
            Some(SlotKind::Array) if self.is_real_double(rhs) => {
                let p = self.ap(rhs);
                format!("{p}, NULL")
            }
            _ => return None,
        };
        let g = self.subscript_lists(subs)?;
        Some((g, b))
    }

    /// The `m2c_put_*` helper writing a scalar of `rhs`'s storage into an element of `base`
    /// (char from char, logical from logical, integer and single from double): the classes
    /// for which an in-range element write keeps the array's class.
    fn put_helper(&self, base: Value, rhs: Value) -> Option<String> {
        let t = self.ty(base);
        if t.cplx != Complexity::Real {
            return None;
        }
        let c = t.class?;
        let from = match self.kind(rhs)? {
            SlotKind::Scalar(k) => k,
            SlotKind::Array | SlotKind::Complex => return None,
        };
        let ok = match c {
            Class::Char | Class::Logical => from == c,
            Class::Single => from == Class::Double || from == c,
            Class::Int64 | Class::Uint64 => from == Class::Double,
            c if c.is_integer() => from == Class::Double || from == c,
            _ => false,
        };
        ok.then(|| format!("m2c_put_{}", c.name()))
    }

    pub(super) fn delete(&mut self, i: Inst, r: Option<Value>, base: Value, subs: &[Value]) {
        let Some(r) = r else { return };
        let name = c_str(&self.subscripted_name(i, base));
        self.with_dst(r, |w, d| {
            w.prepare_base(r, base, d);
            let n = subs.len();
            let sa = w.subs_array(subs);
            w.line(format!("mt_delete({d}, {n}, {sa}, {name});"));
        });
    }

    pub(super) fn range(&mut self, r: Option<Value>, a: Value, s: Value, e: Value) {
        let Some(r) = r else { return };
        let (a0, s0, e0) = (a, s, e);
        let (a, s, e) = self.colon_operands(a0, s0, e0);
        if let Some(rv) = self.slots.vrange[r].clone() {
            self.line(format!("{} = {a};", rv.base));
            self.line(format!("{} = {s};", rv.step));
            self.line(format!("{} = {e};", rv.stop));
            let (b, st, sp, n) = (&rv.base, &rv.step, &rv.stop, &rv.count);
            // Integer bounds known here: the count and last element are exact, computed now
            // (a loop over `1:64` then needs none of the runtime's range arithmetic).
            let k = |v: Value| self.mw.types.konst(self.id, v);
            if let (Some(x), Some(y), Some(z)) = (k(a0), k(s0), k(e0))
                && [x, y, z]
                    .iter()
                    .all(|v| v.fract() == 0.0 && v.abs() < 2f64.powi(52))
                && y != 0.0
            {
                let cnt = ((z - x) / y).floor() + 1.0;
                let cnt = if cnt > 0.0 { cnt } else { 0.0 };
                let fin = if cnt > 0.0 {
                    mat2c_ir::range_final(x + (cnt - 1.0) * y, y, z)
                } else {
                    x
                };
                self.line(format!("{n} = {};", c_num(cnt)));
                self.line(format!("{} = {};", rv.last, c_num(fin)));
                return;
            }
            if rv.stored {
                // Gathered, never read by element: made as Octave stores a range (an
                // infinite one is an error here), its elements read as mt_range writes them.
                self.line(format!(
                    "{n} = m2c_range_stored({b}, {st}, {sp}, &{});",
                    rv.last
                ));
                return;
            }
            // `c:e` with an integer constant c: the common integer case inline (with the
            // limit test below on its slow path when the elements are read as integers).
            let exact = self.exact_int_range(r).is_some();
            if let (Some(x), Some(1.0)) = (k(a0), k(s0))
                && x.fract() == 0.0
                && x.abs() < 2f64.powi(31)
            {
                if exact {
                    self.line(format!("{n} = m2c_range_up_int({b}, {sp}, &{});", rv.last));
                    return;
                }
                self.line(format!("{n} = m2c_range_up({b}, {sp}, &{});", rv.last));
            } else {
                self.line(format!("{n} = mt_range_count({b}, {st}, {sp});"));
                self.line(format!(
                    "{} = mt_range_last({b}, {st}, {sp}, {n});",
                    rv.last
                ));
            }
            if exact {
                // Elements read as `start + (k-1)*step` (and integer counters) hold for every
                // range but `a:s:NaN`, whose one element is NaN (an infinite range's last
                // element is NaN too, but never reached), and a final element of `-0` (a limit
                // of -0): refused at run time rather than read wrongly.
                self.line(format!(
                    "if (({n} == 1 && {l} != {l}) || ({l} == 0 && signbit({l}))) mt_error(\"mat2c: a range with a NaN or -0 limit is not supported here\");",
                    l = rv.last
                ));
            }
            return;
        }
        if self.ty(r).class == Some(Class::Double) {
            self.produce(r, |_, d| format!("mt_range({d}, {a}, {s}, {e});"));
            return;
        }
        // Integer, single and char ranges (and their class errors) need the operand classes,
        // read at run time where inference does not know them; the operands go as values
        // (64-bit integer bounds would round as doubles).
        let [ca, cs, ce] = [a0, s0, e0].map(|v| self.class_expr(v));
        let [a, s, e] = [a0, s0, e0].map(|v| self.arg(v, false));
        self.produce(r, |_, d| {
            format!("mt_range_args({d}, {ca}, {a}, {cs}, {s}, {ce}, {e});")
        });
    }

    /// The three operands of a double colon as C doubles. An operand held in an array may
    /// be empty or hold several elements: Octave then makes an empty range, or takes the
    /// first elements with a warning (`mt_colon_args`); a complex one gives its real part,
    /// with a warning.
    fn colon_operands(&mut self, a: Value, s: Value, e: Value) -> (String, String, String) {
        let vals = [a, s, e];
        if !vals
            .iter()
            .any(|&v| matches!(self.kind(v), Some(SlotKind::Array | SlotKind::Complex)))
        {
            return (self.sc(a), self.sc(s), self.sc(e));
        }
        let args = vals.map(|v| self.arg(v, false));
        let t = self.temp_doubles(3);
        self.line(format!(
            "mt_colon_args({t}, {}, {}, {});",
            args[0], args[1], args[2]
        ));
        (format!("{t}[0]"), format!("{t}[1]"), format!("{t}[2]"))
    }

    /// The class of `v` as a C `mt_class` expression: inference's, else the array's own.
    fn class_expr(&mut self, v: Value) -> String {
        if let Some(c) = self.ty(v).class {
            return mt_class(c).to_string();
        }
        match (self.kind(v), self.sx(v)) {
            (Some(SlotKind::Array), Some(x)) => format!("{x}.cls"),
            _ => mt_class(Class::Double).to_string(),
        }
    }

    pub(super) fn concat(&mut self, r: Option<Value>, func: &str, args: &[Value]) {
        let Some(r) = r else { return };
        if args.is_empty() {
            return self.produce(r, |_, d| format!("m2c_empty({d});"));
        }
        if let Some(table) = self.const_table(args) {
            // A row (`horzcat`) or column (`vertcat`) of real double constants: a static
            // table and one call, so a 50,000-element literal is not a 50,000-argument call.
            let n = args.len();
            let (rows, cols) = if func == "mt_horzcat" { (1, n) } else { (n, 1) };
            return self.produce(r, |_, d| {
                format!(
                    "{{ static const double m2c_tab[{n}] = {{{table}}}; \
                     mt_from_doubles({d}, {rows}, {cols}, m2c_tab); }}"
                )
            });
        }
        if let [a] = args
            && self.dst_is_scalar(r)
            && matches!(self.kind(*a), Some(SlotKind::Scalar(_)))
            && self.kind(*a) == self.kind(r)
        {
            // `[x]` of a scalar is the scalar.
            let x = self.sc(*a);
            return self.set_scalar(r, x);
        }
        const MAX_STORES: usize = 16;
        let dbl = Some(SlotKind::Scalar(Class::Double));
        if args.len() <= MAX_STORES
            && self.kind(r) == Some(SlotKind::Array)
            && args.iter().all(|&a| self.kind(a) == dbl)
        {
            // A short row or column of double scalars: one resize and direct stores.
            let n = args.len();
            let (rows, cols) = if func == "mt_horzcat" { (1, n) } else { (n, 1) };
            let xs: Vec<String> = args.iter().map(|&a| self.sc(a)).collect();
            return self.with_dst(r, |w, d| {
                w.line(format!("m2c_resize2({d}, MT_DOUBLE, 0, {rows}, {cols});"));
                for (k, x) in xs.iter().enumerate() {
                    w.line(format!("((double *)({d})->data)[{k}] = {x};"));
                }
            });
        }
        let n = args.len();
        let arr = self.args_array(args, true);
        self.produce(r, |_, d| format!("{func}({d}, {n}, {arr});"));
    }

    /// The elements of a concatenation whose operands are all real double constants, as C
    /// initialiser text; `None` for a short list (the plain call reads better) or any other
    /// operand.
    fn const_table(&self, args: &[Value]) -> Option<String> {
        const MIN_TABLE: usize = 16;
        if args.len() < MIN_TABLE {
            return None;
        }
        let mut out = String::new();
        for (k, &v) in args.iter().enumerate() {
            let Some(InstData::Const(Constant::Num(x))) =
                self.f.dfg.defining_inst(v).map(|i| self.f.inst(i))
            else {
                return None;
            };
            if k > 0 {
                out.push_str(if k % 8 == 0 { ",\n        " } else { ", " });
            }
            out.push_str(&c_num(*x));
        }
        Some(out)
    }

    pub(super) fn end(&mut self, r: Option<Value>, base: Value, pos: u32, count: u32) {
        let Some(r) = r else { return };
        if self.dst_is_scalar(base) {
            return self.set_scalar(r, "1.0".into());
        }
        let b = self.ap(base);
        // mt_end's own rule, inline where it is a field (every array has two extents or more)
        let e = match (pos, count) {
            (_, 1) => format!("(double)({b})->numel"),
            (0, _) => format!("(double)({b})->dims[0]"),
            (1, 2) => format!(
                "(({b})->ndims == 2 ? (double)({b})->dims[1] : mt_end({b}, {pos}, {count}))"
            ),
            (1, _) => format!("(double)({b})->dims[1]"),
            _ => format!("mt_end({b}, {pos}, {count})"),
        };
        self.set_scalar(r, e);
    }
}

/// The C element type of a single or integer array.
fn c_elem(c: Class) -> &'static str {
    match c {
        Class::Single => "float",
        Class::Int8 => "int8_t",
        Class::Uint8 => "uint8_t",
        Class::Int16 => "int16_t",
        Class::Uint16 => "uint16_t",
        Class::Int32 => "int32_t",
        Class::Uint32 => "uint32_t",
        Class::Int64 => "int64_t",
        Class::Uint64 => "uint64_t",
        _ => "double",
    }
}
