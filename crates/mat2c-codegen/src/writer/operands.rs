//! Output helpers, type and storage queries on values, operand access (`sc`, `ap`, `arg`,
//! subscripts) and result writers (`set_scalar`, `produce`).

use mat2c_alloc::{SlotKind, Virtual};
use mat2c_ir::types::{Class, Complexity, Ty};
use mat2c_ir::{Constant, InstData, Value};

use super::{FnWriter, c_num};

/// Where a `#line` directive was written in the body (see [`FnWriter::line_directive`]).
#[derive(Copy, Clone)]
pub(super) struct LineMark {
    at: usize,
    end: usize,
}

impl<'w, 'a> FnWriter<'w, 'a> {
    pub(super) fn line(&mut self, s: impl AsRef<str>) {
        for _ in 0..self.text.indent {
            self.text.body.push_str("    ");
        }
        self.text.body.push_str(s.as_ref());
        self.text.body.push('\n');
    }

    /// `#line N "file.m"` before instruction `i` when `-g` asked for them. Returns what to
    /// give [`Self::end_directive`] after the instruction.
    pub(super) fn line_directive(&mut self, i: mat2c_ir::Inst) -> Option<LineMark> {
        let span = self.f.spans[i];
        let (name, starts) = self.mw.opts.line_directives.get(span.file.0 as usize)?;
        if span.is_empty() && span.lo == 0 {
            return None; // no source position (a synthesised instruction)
        }
        let line = starts.partition_point(|&s| s <= span.lo).max(1);
        let at = self.text.body.len();
        let name = name.replace('\\', "\\\\").replace('"', "\\\"");
        self.line(format!("#line {line} \"{name}\""));
        Some(LineMark {
            at,
            end: self.text.body.len(),
        })
    }

    /// After the instruction: takes back its `#line` when it wrote nothing (a folded
    /// constant), else ends its lines with [`crate::LINE_RESET`], which
    /// [`crate::resolve_line_resets`] turns into a `#line` back to the C file, so the code
    /// that follows is not counted as more `.m` lines.
    pub(super) fn end_directive(&mut self, mark: Option<LineMark>) {
        let Some(m) = mark else {
            return;
        };
        if self.text.body.len() == m.end {
            self.text.body.truncate(m.at);
        } else {
            self.line(crate::LINE_RESET);
        }
    }

    pub(super) fn scratch(&mut self) -> String {
        let n = format!("m2c_s{}", self.text.scratches.len());
        self.text.scratches.push(n.clone());
        n
    }

    pub(super) fn temp_double(&mut self) -> String {
        self.text.temps += 1;
        let n = format!("m2c_t{}", self.text.temps);
        self.text.decls.push(format!("double {n} = 0;"));
        n
    }

    /// A fresh array of `n` double temporaries.
    pub(super) fn temp_doubles(&mut self, n: usize) -> String {
        self.text.temps += 1;
        let t = format!("m2c_t{}", self.text.temps);
        self.text.decls.push(format!("double {t}[{n}] = {{0}};"));
        t
    }

    /// A fresh `m2c_cplx` temporary.
    pub(super) fn temp_cplx(&mut self) -> String {
        self.text.temps += 1;
        let n = format!("m2c_t{}", self.text.temps);
        self.text.decls.push(format!("m2c_cplx {n} = {{0, 0}};"));
        n
    }

    pub(super) fn ty(&self, v: Value) -> &Ty {
        &self.ft.ty[v]
    }

    pub(super) fn kind(&self, v: Value) -> Option<SlotKind> {
        self.fs.slot[v].map(|s| self.fs.slots[s].kind)
    }

    pub(super) fn sx(&self, v: Value) -> Option<&str> {
        self.fs.slot[v].map(|s| self.slots.expr[s].as_str())
    }

    pub(super) fn is_colon(&self, v: Value) -> bool {
        matches!(
            self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)),
            Some(InstData::Const(Constant::Colon))
        )
    }

    pub(super) fn is_real_double(&self, v: Value) -> bool {
        match self.kind(v) {
            Some(SlotKind::Scalar(c)) => c == Class::Double,
            _ => {
                let t = self.ty(v);
                t.class == Some(Class::Double) && t.cplx == Complexity::Real
            }
        }
    }

    /// A real scalar whose value is exactly a C double (double, logical or char 1x1) and
    /// whose arithmetic is double arithmetic (not single or integer scalars).
    pub(super) fn is_plain_scalar(&self, v: Value) -> bool {
        match self.kind(v) {
            Some(SlotKind::Scalar(c)) => matches!(c, Class::Double | Class::Logical | Class::Char),
            _ => {
                let t = self.ty(v);
                t.cplx == Complexity::Real
                    && t.shape.is_scalar()
                    && matches!(t.class, Some(Class::Double | Class::Logical | Class::Char))
            }
        }
    }

    pub(super) fn var_name(&self, v: Value) -> String {
        self.f.var_names[v].clone().unwrap_or_default()
    }

    /// `v` as a C double expression.
    pub(super) fn sc(&mut self, v: Value) -> String {
        if let Some(k) = self.konst_expr(v) {
            return k;
        }
        match (self.kind(v), self.sx(v)) {
            (Some(SlotKind::Scalar(_)), Some(x)) => x.to_string(),
            (Some(SlotKind::Complex), Some(x)) => format!("m2c_cplx_real({x})"),
            (Some(SlotKind::Array), Some(x)) => format!("mt_to_scalar(&{x}, \"\")"),
            _ => "0.0".into(),
        }
    }

    /// Literal text for a numeric constant scalar operand in a scalar slot.
    pub(super) fn konst_expr(&self, v: Value) -> Option<String> {
        if !matches!(self.kind(v), Some(SlotKind::Scalar(_))) {
            return None;
        }
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Const(Constant::Num(x))) => Some(c_num(*x)),
            Some(InstData::Const(Constant::Bool(b))) => Some(if *b { "1.0" } else { "0.0" }.into()),
            _ => None,
        }
    }

    /// `v` as a `const mt_array *` expression.
    pub(super) fn ap(&mut self, v: Value) -> String {
        match (self.kind(v), self.sx(v).map(str::to_string)) {
            (Some(SlotKind::Array), Some(x)) => format!("&{x}"),
            (Some(k @ (SlotKind::Scalar(_) | SlotKind::Complex)), Some(slot)) => {
                let s = self.scratch();
                let x = if k == SlotKind::Complex {
                    slot
                } else {
                    self.sc(v)
                };
                let l = self.convert_line(&s, SlotKind::Array, &x, k);
                self.line(l);
                format!("&{s}")
            }
            _ => "m2c_undef()".into(),
        }
    }

    /// `v` as an `mt_arg`; `exact` keeps a logical scalar's class (concatenation, assignment).
    /// A char, single or integer scalar always goes boxed: the runtime's class rules (and
    /// errors) need its class.
    pub(super) fn arg(&mut self, v: Value, exact: bool) -> String {
        match self.kind(v) {
            Some(SlotKind::Scalar(Class::Logical)) if exact => {
                let p = self.ap(v);
                format!("m2c_a({p})")
            }
            Some(SlotKind::Scalar(c)) if !matches!(c, Class::Double | Class::Logical) => {
                let p = self.ap(v);
                format!("m2c_a({p})")
            }
            Some(SlotKind::Scalar(_)) => format!("m2c_s({})", self.sc(v)),
            _ => format!("m2c_a({})", self.ap(v)),
        }
    }

    pub(super) fn args_array(&mut self, vs: &[Value], exact: bool) -> String {
        if vs.is_empty() {
            return "NULL".into();
        }
        let parts: Vec<String> = vs.iter().map(|&v| self.arg(v, exact)).collect();
        format!("(mt_arg[]){{{}}}", parts.join(", "))
    }

    /// A subscript that is one numeric index (decided as alloc decides virtual ranges).
    pub(super) fn is_index_scalar(&self, s: Value) -> bool {
        mat2c_alloc::is_index_scalar(self.f, self.id, self.mw.types, self.fs, s)
    }

    /// A scalar constant alloc keeps virtual: it has no C local, reads inline the literal.
    pub(super) fn is_virtual_const(&self, v: Value) -> bool {
        self.fs.virt[v] == Some(Virtual::Constant)
    }

    pub(super) fn subs_array(&mut self, vs: &[Value]) -> String {
        if vs.is_empty() {
            return "NULL".into();
        }
        let mut parts = Vec::new();
        for &v in vs {
            if let Some(rv) = self.slots.vrange[v].clone() {
                // A range alloc keeps virtual, built here for a use that needs the array.
                let t = self.scratch();
                self.line(format!(
                    "mt_range(&{t}, {}, {}, {});",
                    rv.base, rv.step, rv.stop
                ));
                parts.push(format!("m2c_sa(&{t})"));
                continue;
            }
            parts.push(if self.is_colon(v) {
                "m2c_colon()".to_string()
            } else if self.is_index_scalar(v) && matches!(self.kind(v), Some(SlotKind::Scalar(_))) {
                format!("m2c_ss({})", self.sc(v))
            } else {
                format!("m2c_sa({})", self.ap(v))
            });
        }
        format!("(mt_sub[]){{{}}}", parts.join(", "))
    }

    pub(super) fn set_scalar(&mut self, v: Value, expr: String) {
        match (self.kind(v), self.sx(v).map(str::to_string)) {
            (Some(SlotKind::Scalar(_)), Some(x)) => self.line(format!("{x} = {expr};")),
            (Some(SlotKind::Complex), Some(x)) => self.line(format!("{x} = m2c_cx({expr}, 0);")),
            (Some(SlotKind::Array), Some(x)) => {
                let l = box_scalar(&format!("&{x}"), &expr, self.ty(v).class);
                self.line(l);
            }
            _ => self.line(format!("(void)({expr});")),
        }
    }

    /// Runs a destination-passing producer for `v`: `f(self, "&dst")` returns the statement.
    pub(super) fn produce(&mut self, v: Value, f: impl FnOnce(&mut Self, &str) -> String) {
        match (self.kind(v), self.sx(v).map(str::to_string)) {
            (Some(SlotKind::Array), Some(x)) => {
                let l = f(self, &format!("&{x}"));
                self.line(l);
            }
            (Some(SlotKind::Scalar(_)), Some(x)) => {
                let s = self.scratch();
                let l = f(self, &format!("&{s}"));
                self.line(l);
                self.line(format!("{x} = mt_to_scalar(&{s}, \"\");"));
            }
            (Some(SlotKind::Complex), Some(x)) => {
                let s = self.scratch();
                let l = f(self, &format!("&{s}"));
                self.line(l);
                self.line(format!("{x} = m2c_unbox_cplx(&{s});"));
            }
            _ => {
                let s = self.scratch();
                let l = f(self, &format!("&{s}"));
                self.line(l);
            }
        }
    }

    pub(super) fn dst_is_scalar(&self, v: Value) -> bool {
        matches!(self.kind(v), Some(SlotKind::Scalar(_)))
    }

    /// A scalar slot holding a double (or logical) to print or pass as one.
    pub(super) fn is_num_scalar(&self, v: Value) -> bool {
        matches!(
            self.kind(v),
            Some(SlotKind::Scalar(Class::Double | Class::Logical))
        )
    }

    /// The class of a single or integer scalar slot (arithmetic with its own rules).
    pub(super) fn typed_scalar(&self, v: Value) -> Option<Class> {
        match self.kind(v) {
            Some(SlotKind::Scalar(c)) if c == Class::Single || c.is_integer() => Some(c),
            _ => None,
        }
    }
}

/// The statement boxing the C double `x` into `*dst` (an `mt_array *` expression) as a 1x1
/// of class `cls` (double where unknown).
pub(super) fn box_scalar(dst: &str, x: &str, cls: Option<Class>) -> String {
    match cls {
        Some(Class::Logical) => format!("m2c_from_bool({dst}, {x});"),
        Some(Class::Char) => format!("m2c_from_char({dst}, {x});"),
        // A single may be a C float: widened explicitly (strict C99 builds warn otherwise).
        Some(Class::Single) => format!("m2c_from_cls({dst}, MT_SINGLE, (double)({x}));"),
        Some(c) if c.is_integer() => {
            format!("m2c_from_cls({dst}, {}, {x});", super::mt_class(c))
        }
        _ => format!("m2c_from_scalar({dst}, {x});"),
    }
}
