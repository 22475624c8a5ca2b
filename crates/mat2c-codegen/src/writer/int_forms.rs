//! Integer shadows of counters: a real double scalar that provably holds an integer built
//! from small integer constants by `+`/`-` (the lowering's loop counters, `i = k + c` reads
//! of integer ranges, `j = j + 1` in a while loop) gets a C integer expression beside its
//! double. Subscripts and comparisons use it, so the hot loops of array code index with
//! integer arithmetic as hand-written C does, instead of converting doubles per access.
//!
//! A block parameter with a form gets a `ptrdiff_t` shadow, assigned on every edge into its
//! block next to the double move; every other form is an expression over shadows and
//! literals, valid wherever its value is (a shadow is only reassigned on entry to its
//! block, which dominates every value whose form reads it).
//!
//! Exactness: the double and its shadow agree while |value| < 2^53. Constants are bounded
//! (starts by 2^31, steps by 1024), so a value leaves that range only after more than
//! 2^43 steps, which no loop reaches. A sum or difference of two counters (`i + j - 1`,
//! `k - j + 1`: each one shadow with coefficient 1 plus a constant) is below 2^53 while
//! each counter is below 2^52: after fewer than 2^42 steps.

use cranelift_entity::SecondaryMap;
use mat2c_alloc::SlotKind;
use mat2c_ir::types::Class;
use mat2c_ir::{Bi, BinOp, Constant, InstData, Value, ValueDef};

use super::FnWriter;

const MAX_START: f64 = 2147483648.0;
const MAX_STEP: f64 = 1024.0;

/// The integer forms of one function's values.
#[derive(Default)]
pub(super) struct IntForms {
    /// The C integer expression of each value that has one.
    pub(super) expr: SecondaryMap<Value, Option<String>>,
    /// Block parameters with a shadow, and the shadow's name.
    pub(super) shadow: SecondaryMap<Value, Option<String>>,
}

impl FnWriter<'_, '_> {
    fn int_const(&self, v: Value, bound: f64) -> Option<i64> {
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Const(Constant::Num(x))) if x.fract() == 0.0 && x.abs() <= bound => {
                Some(*x as i64)
            }
            _ => None,
        }
    }

    /// Whether `v` has a form, given which parameters do (`params`).
    fn has_form(&self, v: Value, params: &SecondaryMap<Value, bool>, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        if self.int_const(v, MAX_START).is_some() {
            return true;
        }
        if !matches!(self.kind(v), Some(SlotKind::Scalar(Class::Double))) {
            return false;
        }
        let f = self.f;
        match f.dfg.value_def(v) {
            ValueDef::Param(..) => params[v],
            ValueDef::Result(i, 0) => match f.inst(i) {
                InstData::Copy { arg } => self.has_form(*arg, params, depth + 1),
                InstData::Binary {
                    op: BinOp::Add | BinOp::Sub,
                    args: [x, y],
                } => {
                    (self.int_const(*y, MAX_STEP).is_some() && self.has_form(*x, params, depth + 1))
                        || (self.int_const(*x, MAX_STEP).is_some()
                            && self.has_form(*y, params, depth + 1))
                        // `i + j - 1`, `k - j + 1`: two counters (see the module doc)
                        || (self.unit_form(*x, params, depth + 1)
                            && self.unit_form(*y, params, depth + 1))
                }
                InstData::Index { base, subs } if subs.len() == 1 => {
                    self.slots.vrange[*base].is_some()
                        && self.mw.types.check(self.id, i) == Some(true)
                        && !self.mw.opts.keep_checks
                        && self.exact_int_range(*base).is_some()
                        && self.has_form(subs[0], params, depth + 1)
                }
                // mod(a, c) of a non-negative a below 2^52 whose every `+`, `-` and `*` is
                // exact (inference proves both): `a % c` over the forms of a's leaves.
                InstData::Builtin { id: Bi::mod_, args }
                    if args.len() == 2 && self.mw.types.int_mod_exact(self.id, i) =>
                {
                    self.int_const(args[1], 4503599627370496.0).is_some()
                        && self.tree_form(args[0], params, depth + 1)
                }
                _ => false,
            },
            ValueDef::Result(..) => false,
        }
    }

    /// Whether `v`'s form is one shadow with coefficient 1 plus a constant: a counter, a
    /// counter plus a constant, or an element of a unit-step integer range at one.
    fn unit_form(&self, v: Value, params: &SecondaryMap<Value, bool>, depth: u32) -> bool {
        if depth > 32 || !matches!(self.kind(v), Some(SlotKind::Scalar(Class::Double))) {
            return false;
        }
        let f = self.f;
        match f.dfg.value_def(v) {
            ValueDef::Param(..) => params[v],
            ValueDef::Result(i, 0) => match f.inst(i) {
                InstData::Copy { arg } => self.unit_form(*arg, params, depth + 1),
                InstData::Binary {
                    op: op @ (BinOp::Add | BinOp::Sub),
                    args: [x, y],
                } => {
                    (self.int_const(*y, MAX_STEP).is_some()
                        && self.unit_form(*x, params, depth + 1))
                        || (*op == BinOp::Add
                            && self.int_const(*x, MAX_STEP).is_some()
                            && self.unit_form(*y, params, depth + 1))
                }
                InstData::Index { base, subs } if subs.len() == 1 => {
                    self.has_form(v, params, depth + 1)
                        && matches!(self.exact_int_range(*base), Some((_, 1)))
                        && self.unit_form(subs[0], params, depth + 1)
                }
                _ => false,
            },
            ValueDef::Result(..) => false,
        }
    }

    /// Whether `v` is a tree of scalar `+`, `-` and `*` over values with forms.
    fn tree_form(&self, v: Value, params: &SecondaryMap<Value, bool>, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        if self.has_form(v, params, depth + 1) {
            return true;
        }
        if !matches!(self.kind(v), Some(SlotKind::Scalar(Class::Double))) {
            return false;
        }
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Copy { arg }) => self.tree_form(*arg, params, depth + 1),
            Some(InstData::Binary {
                op: BinOp::Add | BinOp::Sub | BinOp::ElMul | BinOp::MatMul,
                args: [x, y],
            }) => self.tree_form(*x, params, depth + 1) && self.tree_form(*y, params, depth + 1),
            _ => false,
        }
    }

    /// The C integer text of a [`Self::tree_form`] value (forms known).
    fn tree_text(&self, v: Value) -> String {
        if self.ints.expr[v].is_some() || self.int_const(v, MAX_START).is_some() {
            return self.form_text(v);
        }
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Copy { arg }) => self.tree_text(*arg),
            Some(InstData::Binary { op, args: [x, y] }) => {
                let o = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    _ => "*",
                };
                format!("({} {o} {})", self.tree_text(*x), self.tree_text(*y))
            }
            _ => self.form_text(v),
        }
    }

    /// Finds the forms (an optimistic fixpoint over block parameters: each starts with a
    /// form and loses it when an incoming value has none) and names the shadows.
    pub(super) fn find_int_forms(&mut self) {
        let f = self.f;
        let has_try = f
            .layout
            .blocks()
            .iter()
            .flat_map(|&b| f.layout.block_insts(b).iter().copied())
            .any(|i| matches!(f.inst(i), InstData::TryEnter | InstData::TryExit { .. }));
        // A parfor loop's body may run on several threads, which would share the shadows
        // (parallel.rs privatises the C doubles it knows); such functions keep doubles.
        if has_try || !f.parfor.is_empty() {
            return;
        }
        let incoming = f.param_incoming();
        let mut params: SecondaryMap<Value, bool> = SecondaryMap::new();
        for v in f.dfg.values() {
            params[v] = matches!(f.dfg.value_def(v), ValueDef::Param(..))
                && !incoming[v].is_empty()
                && matches!(self.kind(v), Some(SlotKind::Scalar(Class::Double)));
        }
        loop {
            let mut changed = false;
            for v in f.dfg.values() {
                if params[v] && !incoming[v].iter().all(|&a| self.has_form(a, &params, 0)) {
                    params[v] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        // Only shadows some subscript or comparison reads (directly or through the
        // incoming values of a shadow it reads) are kept.
        let mut demand: Vec<Value> = Vec::new();
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                match f.inst(i) {
                    InstData::Index { subs, .. } | InstData::Update { subs, .. } => {
                        demand.extend(subs.iter().copied())
                    }
                    InstData::Binary {
                        op: BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne,
                        args: [x, y],
                    } if self.has_form(*x, &params, 0) && self.has_form(*y, &params, 0) => {
                        demand.extend([*x, *y])
                    }
                    _ => {}
                }
            }
        }
        let mut needed: SecondaryMap<Value, bool> = SecondaryMap::new();
        while let Some(v) = demand.pop() {
            if !self.has_form(v, &params, 0) {
                continue;
            }
            let mut roots = Vec::new();
            self.form_roots(v, &params, &mut roots);
            for p in roots {
                if !needed[p] {
                    needed[p] = true;
                    demand.extend(incoming[p].iter().copied());
                }
            }
        }
        let mut n = 0;
        for v in f.dfg.values() {
            if needed[v] {
                n += 1;
                let name = format!("m2c_z{n}");
                self.text.decls.push(format!("ptrdiff_t {name} = 0;"));
                self.ints.shadow[v] = Some(name);
            }
        }
        // (A mod's tree text reads its leaves' forms, recomputed where not set yet.)
        for v in f.dfg.values() {
            if !self.has_form(v, &params, 0) {
                continue;
            }
            let mut roots = Vec::new();
            self.form_roots(v, &params, &mut roots);
            if roots.iter().all(|&p| needed[p]) {
                let e = self.form_text(v);
                self.ints.expr[v] = Some(e);
            }
        }
    }

    /// The block parameters whose shadows `v`'s form reads (none for a constant; several
    /// for a mod's tree).
    fn form_roots(&self, v: Value, params: &SecondaryMap<Value, bool>, out: &mut Vec<Value>) {
        if self.int_const(v, MAX_START).is_some() {
            return;
        }
        let f = self.f;
        match f.dfg.value_def(v) {
            ValueDef::Param(..) => {
                if params[v] && !out.contains(&v) {
                    out.push(v);
                }
            }
            ValueDef::Result(i, _) => match f.inst(i) {
                InstData::Copy { arg } => self.form_roots(*arg, params, out),
                InstData::Binary { args: [x, y], .. } => {
                    self.form_roots(*x, params, out);
                    self.form_roots(*y, params, out);
                }
                InstData::Index { subs, .. } if subs.len() == 1 => {
                    self.form_roots(subs[0], params, out)
                }
                InstData::Builtin { id: Bi::mod_, args } if args.len() == 2 => {
                    self.form_roots(args[0], params, out)
                }
                _ => {}
            },
        }
    }

    /// The C text of `v`'s form (`v` has one): `a*z + c` for a shadow `z` (two shadows for
    /// a sum of counters), folded.
    fn form_text(&self, v: Value) -> String {
        let (terms, c) = self.linear(v);
        if terms.is_empty() {
            return c.to_string();
        }
        let mut t = String::new();
        for (k, (z, a)) in terms.iter().enumerate() {
            let (sign, m) = if *a < 0 { ("-", -a) } else { ("+", *a) };
            match (k, sign) {
                (0, "+") => {}
                (0, _) => t.push('-'),
                (_, _) => t.push_str(&format!(" {sign} ")),
            }
            if m == 1 {
                t.push_str(z);
            } else {
                t.push_str(&format!("{m} * {z}"));
            }
        }
        let single = terms.len() == 1 && terms[0].1 == 1;
        match c {
            0 if single => t,
            0 => format!("({t})"),
            c if c < 0 => format!("({t} - {})", -c),
            c => format!("({t} + {c})"),
        }
    }

    /// Whether the subscript `s` is `end + 1` of `base` with one subscript (`x(end+1)`).
    pub(super) fn is_append_sub(&self, base: Value, s: Value) -> bool {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        let is_end = |v: Value| matches!(def(v), Some(InstData::End { base: b, pos: 0, count: 1 }) if *b == base);
        match def(s) {
            Some(InstData::Binary {
                op: BinOp::Add,
                args: [x, y],
            }) => {
                (is_end(*x) && self.int_const(*y, 1.0) == Some(1))
                    || (is_end(*y) && self.int_const(*x, 1.0) == Some(1))
            }
            _ => false,
        }
    }

    /// Whether `v` provably holds an integer below 2^52 in magnitude: an integer constant
    /// or a value with a form.
    pub(super) fn is_exact_int(&self, v: Value) -> bool {
        self.ints.expr[v].is_some() || self.int_const(v, 4503599627370495.0).is_some()
    }

    /// `v - 1` as a `size_t` C expression when `v` has a form (a 0-based subscript).
    pub(super) fn int_zero_based(&self, v: Value) -> Option<String> {
        self.ints.expr[v].as_ref()?;
        let (terms, c) = self.linear(v);
        Some(match terms.as_slice() {
            [(z, 1)] if c == 1 => format!("(size_t){z}"),
            [(z, 1)] if c > 1 => format!("(size_t)({z} + {})", c - 1),
            [(z, 1)] => format!("(size_t)({z} - {})", 1 - c),
            _ => format!("(size_t)({} - 1)", self.form_text(v)),
        })
    }

    /// `v`'s form as its terms `a*shadow` (a mod's atom counts as a shadow) and constant
    /// `c`: `sum(a*shadow) + c` (no terms: the constant).
    fn linear(&self, v: Value) -> (Vec<(String, i64)>, i64) {
        if let Some(c) = self.int_const(v, MAX_START) {
            return (Vec::new(), c);
        }
        if let Some(s) = &self.ints.shadow[v] {
            return (vec![(s.clone(), 1)], 0);
        }
        let f = self.f;
        let Some(i) = f.dfg.defining_inst(v) else {
            return (Vec::new(), 0);
        };
        match f.inst(i) {
            InstData::Copy { arg } => self.linear(*arg),
            InstData::Binary { op, args: [x, y] } => {
                let (mut tx, cx) = self.linear(*x);
                let (ty, cy) = self.linear(*y);
                let sign = if *op == BinOp::Add { 1 } else { -1 };
                for (z, a) in ty {
                    match tx.iter_mut().find(|(w, _)| *w == z) {
                        Some(t) => t.1 += sign * a,
                        None => tx.push((z, sign * a)),
                    }
                }
                tx.retain(|t| t.1 != 0);
                (tx, cx + sign * cy)
            }
            // A mod with a form: its own atom, `(tree % c)`.
            InstData::Builtin { id: Bi::mod_, args } if args.len() == 2 => {
                let c = self.int_const(args[1], 4503599627370496.0).unwrap_or(1);
                (vec![(format!("({} % {c})", self.tree_text(args[0])), 1)], 0)
            }
            InstData::Index { base, subs } => {
                // Element k of b0:s0:... is s0*k + (b0 - s0).
                let (terms, c) = self.linear(subs[0]);
                match self.exact_int_range(*base) {
                    Some((b0, s0)) => (
                        terms.into_iter().map(|(z, a)| (z, a * s0)).collect(),
                        c * s0 + b0 - s0,
                    ),
                    None => (Vec::new(), 0),
                }
            }
            _ => (Vec::new(), 0),
        }
    }

    /// The shadow moves of an edge: each shadowed parameter takes its argument's form
    /// (through temporaries when several move at once, as the forms read shadows).
    pub(super) fn shadow_moves(&mut self, params: &[Value], args: &[Value]) {
        let mut moves = Vec::new();
        for (&p, &a) in params.iter().zip(args) {
            let Some(s) = self.ints.shadow[p].clone() else {
                continue;
            };
            let e = self.ints.expr[a].clone().unwrap_or_else(|| "0".into());
            if e != s {
                moves.push((s, e));
            }
        }
        match moves.as_slice() {
            [] => {}
            [(s, e)] => self.line(format!("{s} = {e};")),
            _ => {
                self.line("{");
                self.text.indent += 1;
                for (k, (_, e)) in moves.iter().enumerate() {
                    self.line(format!("ptrdiff_t m2c_zt{k} = {e};"));
                }
                for (k, (s, _)) in moves.iter().enumerate() {
                    self.line(format!("{s} = m2c_zt{k};"));
                }
                self.text.indent -= 1;
                self.line("}");
            }
        }
    }
}
