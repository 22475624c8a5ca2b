//! The abstract value tracked per SSA value: the public [`Ty`] plus two private refinements
//! (a known constant value and non-negativity) that make real/complex decisions precise.
//!
//! Every component has finite height, so the fixpoint iteration terminates without an explicit
//! widening operator: classes go `Some(c) → None`, complexity goes `Real|Complex → Unknown`,
//! each extent goes `Known(n) → Unknown`, a rank mismatch goes to `Shape::Top`, a constant goes
//! `Some(x) → None` and `nonneg` goes `true → false`. Joining at block parameters (loop headers
//! included) is therefore the widening.

use mat2c_ir::types::{Class, Complexity, Dim, Shape, Ty};

use crate::shape::SShape;
use crate::sym::TermId;

/// What is known about one value (⊥ is the absence of a `Fact`).
#[derive(Clone, Debug)]
pub(crate) struct Fact {
    pub(crate) ty: Ty,
    /// The value, when it is a compile-time constant real scalar.
    pub(crate) konst: Option<f64>,
    /// Every element is real and `>= 0` (or NaN), so `sqrt`/`log`/`.^` stay real.
    pub(crate) nonneg: bool,
    /// The symbolic shape (refines `ty.shape`, which is its projection). Symbolic terms are
    /// only meaningful inside the function whose arena made them.
    pub(crate) sh: SShape,
    /// The value as an integer term, when it is an integer-valued scalar known symbolically.
    pub(crate) val: Option<TermId>,
}

impl PartialEq for Fact {
    fn eq(&self, o: &Fact) -> bool {
        self.ty == o.ty
            && self.konst.map(f64::to_bits) == o.konst.map(f64::to_bits)
            && self.nonneg == o.nonneg
            && self.sh == o.sh
            && self.val == o.val
    }
}

impl Fact {
    pub(crate) fn new(ty: Ty) -> Fact {
        Fact {
            sh: SShape::from_shape(&ty.shape),
            ty,
            konst: None,
            nonneg: false,
            val: None,
        }
    }

    /// The fact without function-local symbolic parts (for facts crossing a call).
    pub(crate) fn portable(&self) -> Fact {
        let mut f = self.clone();
        f.sh = SShape::from_shape(&f.ty.shape);
        f.val = None;
        f
    }

    pub(crate) fn top() -> Fact {
        Fact::new(Ty::top())
    }

    pub(crate) fn num(x: f64) -> Fact {
        Fact {
            ty: Ty::scalar(Class::Double),
            konst: Some(x),
            nonneg: x >= 0.0 || x.is_nan(),
            sh: SShape::scalar(),
            val: None,
        }
    }

    pub(crate) fn class(&self) -> Option<Class> {
        self.ty.class
    }

    pub(crate) fn is_real(&self) -> bool {
        self.ty.cplx == Complexity::Real
    }

    pub(crate) fn is_scalar(&self) -> bool {
        self.ty.shape.is_scalar()
    }

    pub(crate) fn with_nonneg(mut self, nn: bool) -> Fact {
        self.nonneg = nn && self.is_real();
        self
    }

    pub(crate) fn join(&self, o: &Fact) -> Fact {
        let ty = self.ty.join(&o.ty);
        Fact {
            sh: SShape::from_shape(&ty.shape),
            val: None,
            ty,
            konst: match (self.konst, o.konst) {
                (Some(a), Some(b)) if a.to_bits() == b.to_bits() => Some(a),
                _ => None,
            },
            nonneg: self.nonneg && o.nonneg,
        }
    }
}

/// Joins `new` into `slot`; returns true when `slot` changed.
pub(crate) fn join_into(slot: &mut Option<Fact>, new: &Fact) -> bool {
    let joined = match slot {
        None => new.clone(),
        Some(old) => old.join(new),
    };
    if slot.as_ref() != Some(&joined) {
        *slot = Some(joined);
        true
    } else {
        false
    }
}

/// Drops trailing singleton dimensions beyond the second.
pub(crate) fn canon(mut d: Vec<Dim>) -> Shape {
    while d.len() < 2 {
        d.push(Dim::Known(1));
    }
    while d.len() > 2 && d.last() == Some(&Dim::Known(1)) {
        d.pop();
    }
    Shape::Dims(d)
}

pub(crate) fn dims2(r: Dim, c: Dim) -> Shape {
    Shape::Dims(vec![r, c])
}

/// `[? x ?]`: a matrix of unknown extents.
pub(crate) fn matrix() -> Shape {
    dims2(Dim::Unknown, Dim::Unknown)
}

/// `[1 x ?]`
pub(crate) fn row() -> Shape {
    dims2(Dim::Known(1), Dim::Unknown)
}

/// Extent `k` (0-based) of a shape, `None` when the rank is not known.
pub(crate) fn dim(s: &Shape, k: usize) -> Option<Dim> {
    match s {
        Shape::Top => None,
        Shape::Dims(d) => Some(d.get(k).copied().unwrap_or(Dim::Known(1))),
    }
}

/// The number of elements when every extent is known.
pub(crate) fn numel(s: &Shape) -> Option<u64> {
    match s {
        Shape::Top => None,
        Shape::Dims(d) => d.iter().try_fold(1u64, |acc, x| match x {
            Dim::Known(n) => Some(acc * n),
            Dim::Unknown => None,
        }),
    }
}

/// Shape of an elementwise operation with implicit expansion.
pub(crate) fn broadcast(a: &Shape, b: &Shape) -> Shape {
    if a.is_scalar() {
        return b.clone();
    }
    if b.is_scalar() {
        return a.clone();
    }
    let (Shape::Dims(x), Shape::Dims(y)) = (a, b) else {
        return Shape::Top;
    };
    let n = x.len().max(y.len());
    let one = Dim::Known(1);
    let d = (0..n)
        .map(|k| {
            let dx = x.get(k).copied().unwrap_or(one);
            let dy = y.get(k).copied().unwrap_or(one);
            match (dx, dy) {
                (Dim::Known(1), d) | (d, Dim::Known(1)) => d,
                (Dim::Known(p), Dim::Known(q)) if p == q => Dim::Known(p),
                (Dim::Known(_), Dim::Known(_)) => Dim::Unknown, // an error at run time
                (Dim::Known(p), Dim::Unknown) | (Dim::Unknown, Dim::Known(p)) => Dim::Known(p),
                (Dim::Unknown, Dim::Unknown) => Dim::Unknown,
            }
        })
        .collect();
    canon(d)
}

/// MATLAB's class of a binary arithmetic result.
pub(crate) fn combine(a: Option<Class>, b: Option<Class>) -> Option<Class> {
    let (a, b) = (a?, b?);
    Some(if a.is_integer() {
        a
    } else if b.is_integer() {
        b
    } else if a == Class::Single || b == Class::Single {
        Class::Single
    } else {
        Class::Double
    })
}

/// The class arithmetic on a value of class `c` produces (logical and char compute in double).
pub(crate) fn arith(c: Option<Class>) -> Option<Class> {
    match c? {
        Class::Logical | Class::Char => Some(Class::Double),
        c => Some(c),
    }
}

/// Real when both are real, otherwise unknown (complex results narrow to real when their
/// imaginary parts vanish).
pub(crate) fn cplx2(a: &Fact, b: &Fact) -> Complexity {
    if a.is_real() && b.is_real() {
        Complexity::Real
    } else {
        Complexity::Unknown
    }
}

pub(crate) fn cplx1(a: &Fact) -> Complexity {
    if a.is_real() {
        Complexity::Real
    } else {
        Complexity::Unknown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: &[Option<u64>]) -> Shape {
        Shape::Dims(
            v.iter()
                .map(|x| x.map_or(Dim::Unknown, Dim::Known))
                .collect(),
        )
    }

    #[test]
    fn broadcast_rules() {
        let s = |a: &Shape, b: &Shape| broadcast(a, b).to_string();
        assert_eq!(s(&d(&[Some(3), Some(1)]), &d(&[Some(1), Some(4)])), "[3x4]");
        assert_eq!(s(&d(&[Some(3), None]), &d(&[None, Some(1)])), "[3x?]");
        assert_eq!(s(&Shape::scalar(), &Shape::Top), "[*]");
        assert_eq!(
            s(&d(&[Some(2), Some(2), Some(2)]), &d(&[Some(2), Some(2)])),
            "[2x2x2]"
        );
    }

    #[test]
    fn join_has_finite_height() {
        let a = Fact::num(1.0);
        let b = Fact::num(2.0);
        let j = a.join(&b);
        assert_eq!(j.konst, None);
        assert!(j.nonneg);
        assert_eq!(j.ty.to_string(), "double[1x1]");
        assert_eq!(j.join(&Fact::num(-1.0)).join(&j), j.join(&Fact::num(-1.0)));
    }
}
