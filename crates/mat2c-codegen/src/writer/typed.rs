//! Arithmetic on single and integer scalars held in C `double`s (`SlotKind::Scalar` of those
//! classes), inline with the runtime's rules (`mt_binary`, `set_k`): an integer result is
//! computed in double and converted with Octave's rule (NaN to 0, round half away from zero,
//! saturate), exact for the classes up to 32 bits; a single scalar slot is a C `float` and its
//! arithmetic is float arithmetic on operands rounded to single (an operand that is a double
//! holding a single value, such as an input, computes in double and rounds once, which for
//! `+ - .* ./` gives the same bits); comparisons involving a single (and no integer) compare
//! in single.
//! Everything else (powers, mixed integer classes, errors) goes to the runtime boxed.

use mat2c_ir::types::Class;
use mat2c_ir::{BinOp, UnOp, Value};

use super::FnWriter;

/// The value `x` (a C double expression) converted to class `c` (single or an integer
/// class of at most 32 bits).
pub(super) fn convert(c: Class, x: &str) -> String {
    match int_range(c) {
        Some((lo, hi)) => format!("m2c_sat({x}, {lo}, {hi})"),
        None => format!("(float)({x})"),
    }
}

/// Every value of class `from` (held in a C double) is a value of class `to` as it is, so
/// converting needs no code: an integer class into a wider one, logical and char into an
/// integer class that holds 0..255.
pub(super) fn widens_to(from: Class, to: Class) -> bool {
    let lim = |c: Class| -> Option<(f64, f64)> {
        Some(match c {
            Class::Logical => (0.0, 1.0),
            Class::Char => (0.0, 255.0),
            Class::Int8 => (-128.0, 127.0),
            Class::Uint8 => (0.0, 255.0),
            Class::Int16 => (-32768.0, 32767.0),
            Class::Uint16 => (0.0, 65535.0),
            Class::Int32 => (-2147483648.0, 2147483647.0),
            Class::Uint32 => (0.0, 4294967295.0),
            _ => return None,
        })
    };
    match (lim(from), lim(to)) {
        (Some((a, b)), Some((c, d))) => to.is_integer() && c <= a && b <= d,
        _ => false,
    }
}

/// The range of an integer class as C double literals (`None`: not an integer class).
fn int_range(c: Class) -> Option<(&'static str, &'static str)> {
    Some(match c {
        Class::Int8 => ("-128.0", "127.0"),
        Class::Uint8 => ("0.0", "255.0"),
        Class::Int16 => ("-32768.0", "32767.0"),
        Class::Uint16 => ("0.0", "65535.0"),
        Class::Int32 => ("-2147483648.0", "2147483647.0"),
        Class::Uint32 => ("0.0", "4294967295.0"),
        _ => return None,
    })
}

impl FnWriter<'_, '_> {
    /// The class of a real scalar operand whose value is exact in a C double, for the typed
    /// paths: a scalar slot of any such class.
    fn operand_class(&self, v: Value) -> Option<Class> {
        match self.kind(v) {
            Some(mat2c_alloc::SlotKind::Scalar(c)) => Some(c),
            _ => None,
        }
    }

    /// `r = a op b` inline when a single or integer scalar is involved and the classes
    /// combine without an error; false when the caller must emit the generic form.
    pub(super) fn typed_binary(&mut self, r: Value, op: BinOp, a: Value, b: Value) -> bool {
        let (Some(ca), Some(cb)) = (self.operand_class(a), self.operand_class(b)) else {
            return false;
        };
        let typed = |c: Class| c == Class::Single || c.is_integer();
        if !typed(ca) && !typed(cb) {
            return false;
        }
        let Some(rk) = self.operand_class(r) else {
            return false;
        };
        // Scalar operands: the matrix operators are the elementwise ones.
        let op = match op {
            BinOp::MatMul => BinOp::ElMul,
            BinOp::MatRDiv => BinOp::ElRDiv,
            BinOp::MatLDiv => BinOp::ElLDiv,
            o => o,
        };
        let cmp = matches!(
            op,
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne
        );
        let (x, y) = (self.sc(a), self.sc(b));
        if cmp {
            if rk != Class::Logical {
                return false;
            }
            let int = ca.is_integer() || cb.is_integer();
            let single = ca == Class::Single || cb == Class::Single;
            let c = super::c_op(op).unwrap_or("==");
            let e = if single && !int {
                format!("(float)({x}) {c} (float)({y})")
            } else {
                format!("{x} {c} {y}")
            };
            self.set_scalar(r, e);
            return true;
        }
        // The result class must be what the operands make: the typed one, the other
        // operand double, logical, char or of the same class.
        let fits = |c: Class| c == rk || matches!(c, Class::Double | Class::Logical | Class::Char);
        if !typed(rk) || !fits(ca) || !fits(cb) {
            return false;
        }
        let (x, y) = if rk == Class::Single {
            // The runtime rounds a double operand to single first.
            let f = |c: Class, s: String| {
                if c == Class::Single {
                    s
                } else {
                    format!("(float)({s})")
                }
            };
            (f(ca, x), f(cb, y))
        } else {
            (x, y)
        };
        let e = match op {
            BinOp::Add => format!("{x} + {y}"),
            BinOp::Sub => format!("{x} - {y}"),
            BinOp::ElMul => format!("{x} * {y}"),
            BinOp::ElRDiv => format!("{x} / {y}"),
            BinOp::ElLDiv => format!("{y} / {x}"),
            _ => return false,
        };
        // Integer operands (integer classes, logical, char) make an integer sum, difference
        // or product: only saturation is left to do.
        let int_valued = |c: Class| c.is_integer() || matches!(c, Class::Logical | Class::Char);
        if let Some((lo, hi)) = int_range(rk).filter(|_| {
            matches!(op, BinOp::Add | BinOp::Sub | BinOp::ElMul) && int_valued(ca) && int_valued(cb)
        }) {
            self.set_scalar(r, format!("m2c_clamp({e}, {lo}, {hi})"));
            return true;
        }
        self.set_scalar(r, convert(rk, &e));
        true
    }

    /// `r = -a` (or `+a`, a transpose) of a single or integer scalar: negation saturates
    /// (`-int8(-128)` is 127).
    pub(super) fn typed_unary(&mut self, r: Value, op: UnOp, a: Value) -> bool {
        let Some(c) = self.typed_scalar(a) else {
            return false;
        };
        if self.typed_scalar(r) != Some(c) {
            return false;
        }
        let x = self.sc(a);
        let e = match op {
            UnOp::Neg => convert(c, &format!("-{x}")),
            UnOp::Plus | UnOp::Transpose | UnOp::CTranspose => x,
            UnOp::Not => return false,
        };
        self.set_scalar(r, e);
        true
    }

    /// A one-argument math builtin of a single or integer scalar keeping its class, as the
    /// runtime's mt_unary computes it: single through the float functions of libm
    /// (`mt__unary_single`) for those that stay real, the rounding ones exact; an integer's
    /// `abs` saturates (`abs(int8(-128))` is 127) and rounding leaves it unchanged.
    pub(super) fn typed_builtin(&mut self, r: Value, op: &str, a: Value) -> bool {
        let Some(c) = self.typed_scalar(a) else {
            return false;
        };
        if self.typed_scalar(r) != Some(c) {
            return false;
        }
        let x = self.sc(a);
        let e = match (c, op) {
            (Class::Single, _) => match op {
                "MT_EXP" | "MT_SIN" | "MT_COS" | "MT_TAN" | "MT_ATAN" | "MT_SINH" | "MT_COSH"
                | "MT_TANH" => {
                    let f = op.trim_start_matches("MT_").to_ascii_lowercase();
                    format!("(double){f}f((float)({x}))")
                }
                "MT_ABS" => format!("fabs({x})"),
                "MT_FLOOR" => format!("floor({x})"),
                "MT_CEIL" => format!("ceil({x})"),
                "MT_ROUND" => format!("round({x})"),
                "MT_FIX" => format!("trunc({x})"),
                _ => return false,
            },
            (_, "MT_ABS") => convert(c, &format!("fabs({x})")),
            (_, "MT_FLOOR" | "MT_CEIL" | "MT_ROUND" | "MT_FIX") => x,
            _ => return false,
        };
        self.set_scalar(r, e);
        true
    }
}
