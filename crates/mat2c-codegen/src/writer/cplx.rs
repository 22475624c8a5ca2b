//! Complex double scalars in C `m2c_cplx` locals (`SlotKind::Complex`): arithmetic, `exp`,
//! `abs`, `real`, `imag`, `conj` and negation inline (the prelude's `m2c_cbin`/`m2c_cexp`/
//! `m2c_cabs`: the runtime's real path when both parts are real, its complex formulas
//! otherwise), everything else through the runtime with the value boxed (narrowed: an
//! imaginary part of zero is a real array, as the runtime's results are).

use mat2c_alloc::SlotKind;
use mat2c_ir::types::Class;
use mat2c_ir::{BinOp, UnOp, Value};

use super::{FnWriter, binop_mt};

impl FnWriter<'_, '_> {
    /// `v` as an `m2c_cplx` expression: a complex slot, or a real double/logical/char scalar.
    fn cplx_operand(&mut self, v: Value) -> Option<String> {
        match (self.kind(v), self.sx(v).map(str::to_string)) {
            (Some(SlotKind::Complex), Some(x)) => Some(x),
            _ if self.is_plain_scalar(v) => Some(format!("m2c_cx({}, 0)", self.sc(v))),
            _ => None,
        }
    }

    /// Stores the `m2c_cplx` expression `e` into `r` (a complex slot, or boxed into an
    /// array slot); false for another kind of destination.
    fn set_cplx(&mut self, r: Value, e: &str) -> bool {
        match (self.kind(r), self.sx(r).map(str::to_string)) {
            (Some(SlotKind::Complex), Some(x)) => self.line(format!("{x} = {e};")),
            (Some(SlotKind::Array), Some(x)) => self.line(format!("m2c_box_cplx(&{x}, {e});")),
            (None, _) => self.line(format!("(void)({e});")),
            _ => return false,
        }
        true
    }

    /// `r = a op b` with a complex scalar operand; false when the caller emits the generic
    /// form.
    pub(super) fn cplx_binary(&mut self, r: Value, op: BinOp, a: Value, b: Value) -> bool {
        let complex = |w: &Self, v: Value| w.kind(v) == Some(SlotKind::Complex);
        if !complex(self, a) && !complex(self, b) && self.kind(r) != Some(SlotKind::Complex) {
            return false;
        }
        let op = match op {
            BinOp::Add | BinOp::Sub => op,
            BinOp::ElMul | BinOp::MatMul => BinOp::ElMul,
            BinOp::ElRDiv | BinOp::MatRDiv => BinOp::ElRDiv,
            BinOp::ElLDiv | BinOp::MatLDiv => BinOp::ElLDiv,
            _ => return false,
        };
        if !matches!(
            self.kind(r),
            Some(SlotKind::Complex | SlotKind::Array) | None
        ) {
            return false;
        }
        let (Some(x), Some(y)) = (self.cplx_operand(a), self.cplx_operand(b)) else {
            return false;
        };
        let e = if op == BinOp::ElMul && a == b {
            format!("m2c_csq({x})")
        } else {
            format!("m2c_cbin({}, {x}, {y})", binop_mt(op))
        };
        self.set_cplx(r, &e)
    }

    /// `-a` / `+a` of a complex scalar.
    pub(super) fn cplx_unary(&mut self, r: Value, op: UnOp, a: Value) -> bool {
        if self.kind(a) != Some(SlotKind::Complex) {
            return false;
        }
        let Some(x) = self.sx(a).map(str::to_string) else {
            return false;
        };
        let e = match op {
            UnOp::Neg => format!("m2c_cx(-{x}.re, -{x}.im)"),
            UnOp::Plus => x,
            _ => return false,
        };
        self.set_cplx(r, &e)
    }

    /// A one-argument math builtin (`MT_EXP`, ...) of a complex scalar.
    pub(super) fn cplx_builtin(&mut self, r: Value, op: &str, a: Value) -> bool {
        if self.kind(a) != Some(SlotKind::Complex) {
            return false;
        }
        let Some(x) = self.sx(a).map(str::to_string) else {
            return false;
        };
        match op {
            "MT_EXP" => self.set_cplx(r, &format!("m2c_cexp({x})")),
            "MT_CONJ" => self.set_cplx(r, &format!("m2c_cx({x}.re, -{x}.im)")),
            "MT_ABS" | "MT_REAL" | "MT_IMAG" => {
                if matches!(self.kind(r), Some(SlotKind::Complex)) {
                    return false;
                }
                let e = match op {
                    "MT_ABS" => format!("m2c_cabs({x})"),
                    "MT_REAL" => format!("{x}.re"),
                    // A real value's imaginary part is +0 (the part kept may be -0).
                    _ => format!("({x}.im == 0 ? 0.0 : {x}.im)"),
                };
                self.set_scalar(r, e);
                true
            }
            _ => false,
        }
    }

    /// `r = base(subs)` into a complex slot: an element of a double array (real or complex)
    /// read inline (`m2c_cget1`/`m2c_cget2`, the runtime's indexing on their cold path).
    pub(super) fn cplx_index(&mut self, r: Value, base: Value, subs: &[Value], name: &str) -> bool {
        if self.kind(r) != Some(SlotKind::Complex)
            || self.kind(base) != Some(SlotKind::Array)
            || self.ty(base).class != Some(Class::Double)
            || !(1..=2).contains(&subs.len())
            || !subs.iter().all(|&s| self.is_index_scalar(s))
        {
            return false;
        }
        let b = self.ap(base);
        if self.proven() {
            let e = self.unchecked_get_cplx(base, &b, subs);
            return self.set_cplx(r, &e);
        }
        let ss: Vec<String> = subs.iter().map(|&s| self.sc(s)).collect();
        let n = subs.len();
        self.set_cplx(r, &format!("m2c_cget{n}({b}, {}, {name})", ss.join(", ")))
    }

    /// The helper writing a complex scalar `rhs` into an element of the double array `base`
    /// in place (`m2c_cput`, which leaves growth and changes of complexity to the runtime).
    pub(super) fn cplx_put_helper(&self, base: Value, rhs: Value) -> Option<&'static str> {
        (self.kind(rhs) == Some(SlotKind::Complex)
            && self.ty(base).class == Some(Class::Double)
            && self.sx(rhs).is_some())
        .then_some("m2c_cput")
    }

    /// A complex constant into a complex slot.
    pub(super) fn cplx_const(&mut self, r: Value, re: &str, im: &str) -> bool {
        self.kind(r) == Some(SlotKind::Complex) && self.set_cplx(r, &format!("m2c_cx({re}, {im})"))
    }
}
