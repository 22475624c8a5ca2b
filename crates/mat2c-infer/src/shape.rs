//! Symbolic shapes: a rank plus a tuple of extents, each a constant, a symbolic term or
//! unknown, and the shape-tuple operators of paper 002 with their legality (θ) predicates.
//!
//! Canonical form: at least two extents, trailing unit extents beyond the second dropped.
//! β (matrix) is `rank == 2`, α (scalar) is "every extent is the constant 1".

use mat2c_ir::types::{Dim, Shape};

use crate::sym::{Arena, TermId};

/// One symbolic extent.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SDim {
    Known(u64),
    Sym(TermId),
    Unknown,
}

/// A symbolic shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SShape {
    /// Rank not known.
    Top,
    Dims(Vec<SDim>),
}

impl SShape {
    pub fn scalar() -> SShape {
        SShape::Dims(vec![SDim::Known(1), SDim::Known(1)])
    }

    pub fn from_shape(s: &Shape) -> SShape {
        match s {
            Shape::Top => SShape::Top,
            Shape::Dims(d) => SShape::Dims(
                d.iter()
                    .map(|x| match x {
                        Dim::Known(n) => SDim::Known(*n),
                        Dim::Unknown => SDim::Unknown,
                    })
                    .collect(),
            ),
        }
    }

    /// The projection onto the shared vocabulary (symbolic extents become `Unknown`).
    pub fn project(&self) -> Shape {
        match self {
            SShape::Top => Shape::Top,
            SShape::Dims(d) => Shape::Dims(
                d.iter()
                    .map(|x| match x {
                        SDim::Known(n) => Dim::Known(*n),
                        _ => Dim::Unknown,
                    })
                    .collect(),
            ),
        }
    }

    /// α: provably a scalar.
    pub fn is_scalar(&self) -> bool {
        matches!(self, SShape::Dims(d) if d.iter().all(|x| *x == SDim::Known(1)))
    }

    /// β: provably a matrix (rank 2).
    pub fn is_matrix(&self) -> bool {
        matches!(self, SShape::Dims(d) if d.len() == 2)
    }

    pub fn dims(&self) -> Option<&[SDim]> {
        match self {
            SShape::Dims(d) => Some(d),
            SShape::Top => None,
        }
    }

    /// Extent `k`, 1 beyond the rank; `None` when the rank is unknown.
    pub fn dim(&self, k: usize) -> Option<SDim> {
        self.dims()
            .map(|d| d.get(k).copied().unwrap_or(SDim::Known(1)))
    }

    /// Known-0x0 (`[]`).
    pub fn is_empty00(&self) -> bool {
        matches!(self, SShape::Dims(d) if d.len() == 2 && d[0] == SDim::Known(0) && d[1] == SDim::Known(0))
    }
}

/// Drops trailing unit extents beyond the second (and pads to two).
pub fn canon(mut d: Vec<SDim>) -> SShape {
    while d.len() < 2 {
        d.push(SDim::Known(1));
    }
    while d.len() > 2 && d.last() == Some(&SDim::Known(1)) {
        d.pop();
    }
    SShape::Dims(d)
}

pub fn dims2(r: SDim, c: SDim) -> SShape {
    SShape::Dims(vec![r, c])
}

impl Arena {
    /// The extent a term denotes (constants become `Known`).
    pub fn sdim(&mut self, t: TermId) -> SDim {
        match self.as_const(t) {
            Some(c) if c >= 0 => SDim::Known(c as u64),
            Some(_) => SDim::Known(0),
            None => SDim::Sym(t),
        }
    }

    /// The term of an extent.
    pub fn dterm(&mut self, d: SDim) -> Option<TermId> {
        match d {
            SDim::Known(n) => Some(self.konst(n as i64)),
            SDim::Sym(t) => Some(t),
            SDim::Unknown => None,
        }
    }

    /// The number of elements as a term.
    pub fn numel(&mut self, s: &SShape) -> Option<TermId> {
        let d = s.dims()?.to_vec();
        let mut acc = self.konst(1);
        for x in d {
            let t = self.dterm(x)?;
            acc = self.mul(acc, t);
        }
        Some(acc)
    }

    /// The product of extents `k..` (what the last of `k+1` subscripts ranges over).
    pub fn tail_numel(&mut self, s: &SShape, k: usize) -> Option<TermId> {
        let d = s.dims()?.to_vec();
        let mut acc = self.konst(1);
        for x in d.into_iter().skip(k) {
            let t = self.dterm(x)?;
            acc = self.mul(acc, t);
        }
        Some(acc)
    }

    /// Two extents are provably equal.
    pub fn dim_eq(&mut self, a: SDim, b: SDim) -> bool {
        match (a, b) {
            (SDim::Unknown, _) | (_, SDim::Unknown) => false,
            _ => a == b,
        }
    }

    /// Elementwise ⊕ with scalar and implicit expansion: the result shape and whether the
    /// operands provably conform (θ of the result).
    pub fn broadcast(&mut self, a: &SShape, b: &SShape) -> (SShape, bool) {
        if a.is_scalar() {
            return (b.clone(), true);
        }
        if b.is_scalar() {
            return (a.clone(), true);
        }
        let (SShape::Dims(x), SShape::Dims(y)) = (a, b) else {
            return (SShape::Top, false);
        };
        let n = x.len().max(y.len());
        let one = SDim::Known(1);
        let mut legal = true;
        let mut d = Vec::with_capacity(n);
        for k in 0..n {
            let dx = x.get(k).copied().unwrap_or(one);
            let dy = y.get(k).copied().unwrap_or(one);
            let r = match (dx, dy) {
                (SDim::Known(1), o) | (o, SDim::Known(1)) => o,
                (SDim::Known(p), SDim::Known(q)) if p == q => SDim::Known(p),
                (SDim::Known(_), SDim::Known(_)) => {
                    legal = false;
                    SDim::Unknown
                }
                (SDim::Known(p), SDim::Unknown) | (SDim::Unknown, SDim::Known(p)) => {
                    legal = false;
                    SDim::Known(p)
                }
                (SDim::Unknown, _) | (_, SDim::Unknown) => {
                    legal = false;
                    SDim::Unknown
                }
                (SDim::Known(p), SDim::Sym(t)) | (SDim::Sym(t), SDim::Known(p)) => {
                    let c = self.konst(p as i64);
                    legal &= self.bc_legal(c, t);
                    SDim::Known(p)
                }
                (SDim::Sym(s), SDim::Sym(t)) => {
                    legal &= self.bc_legal(s, t);
                    let r = self.bc(s, t);
                    self.sdim(r)
                }
            };
            d.push(r);
        }
        (canon(d), legal)
    }

    /// Matrix multiply: `[m x k] * [k x n] = [m x n]`; legal when the inner extents are
    /// provably equal (or one operand is a scalar).
    pub fn matmul(&mut self, a: &SShape, b: &SShape) -> (SShape, bool) {
        if a.is_scalar() || b.is_scalar() {
            return self.broadcast(a, b);
        }
        match (a.dims(), b.dims()) {
            (Some(x), Some(y)) if x.len() == 2 && y.len() == 2 => {
                let ok = self.dim_eq(x[1], y[0]);
                (dims2(x[0], y[1]), ok)
            }
            _ => (SShape::Top, false),
        }
    }

    pub fn transpose(&mut self, a: &SShape) -> SShape {
        match a.dims() {
            Some(d) if d.len() == 2 => dims2(d[1], d[0]),
            _ => SShape::Top,
        }
    }

    /// `[a, b, ...]` (`vert == false`) or `[a; b; ...]`: extents along the concatenated
    /// dimension add up, the other must agree (`[]` is skipped).
    pub fn concat(&mut self, vert: bool, args: &[SShape]) -> (SShape, bool) {
        let (along, across) = if vert { (0, 1) } else { (1, 0) };
        let mut acr: Option<SDim> = None;
        let mut legal = true;
        let mut sum = Some(self.konst(0));
        let mut any = false;
        for s in args {
            if s.is_empty00() {
                continue;
            }
            let Some(d) = s.dims() else {
                return (SShape::Top, false);
            };
            if d.len() != 2 {
                return (SShape::Top, false);
            }
            any = true;
            acr = Some(match acr {
                None => d[across],
                Some(x) if self.dim_eq(x, d[across]) => x,
                Some(_) => {
                    legal = false;
                    SDim::Unknown
                }
            });
            sum = match (sum, self.dterm(d[along])) {
                (Some(s), Some(t)) => Some(self.add(s, t)),
                _ => None,
            };
        }
        if !any {
            return (dims2(SDim::Known(0), SDim::Known(0)), true);
        }
        let alo = match sum {
            Some(t) => self.sdim(t),
            None => SDim::Unknown,
        };
        let acr = acr.unwrap_or(SDim::Unknown);
        let s = if vert {
            dims2(alo, acr)
        } else {
            dims2(acr, alo)
        };
        (s, legal)
    }

    /// A reduction along dimension `k` (0-based; `None`: the first non-singleton one).
    pub fn reduce(&mut self, a: &SShape, k: Option<usize>) -> Option<SShape> {
        let d = a.dims()?.to_vec();
        match k {
            Some(k) => {
                let mut d = d;
                if k < d.len() {
                    d[k] = SDim::Known(1);
                }
                Some(canon(d))
            }
            None => {
                let Some(k) = d.iter().position(|&x| x != SDim::Known(1)) else {
                    return Some(SShape::scalar());
                };
                let rest_one = d[k + 1..].iter().all(|&x| x == SDim::Known(1));
                if rest_one {
                    // A vector (or `[n x 1]`, whichever n) reduces to a scalar.
                    return Some(SShape::scalar());
                }
                let collapses = match d[k] {
                    // sum([]) is 0; sum(zeros(0, n)) is zeros(1, n)
                    SDim::Known(0) if d.len() == 2 && d[1] == SDim::Known(0) => {
                        return Some(SShape::scalar());
                    }
                    SDim::Known(_) => true,
                    SDim::Sym(t) => self.ge_const(t, 2),
                    SDim::Unknown => false,
                };
                if collapses {
                    let mut d = d;
                    d[k] = SDim::Known(1);
                    Some(canon(d))
                } else {
                    None
                }
            }
        }
    }

    /// `max`/`min` along dimension `k` (`None`: the first non-singleton one): unlike `sum`,
    /// a reduced extent of 0 stays 0 (`max([])` is `[](0x0)`, `max(zeros(1, 0))` is 1x0).
    pub fn reduce_minmax(&mut self, a: &SShape, k: Option<usize>) -> Option<SShape> {
        let d = a.dims()?.to_vec();
        let explicit = k.is_some();
        let k = match k {
            Some(k) => k,
            None => match d.iter().position(|&x| x != SDim::Known(1)) {
                Some(k) => k,
                None => return Some(SShape::scalar()),
            },
        };
        if k >= d.len() {
            return Some(canon(d));
        }
        let reduced = match d[k] {
            SDim::Known(0) => SDim::Known(0),
            SDim::Known(_) => SDim::Known(1),
            SDim::Sym(t) if self.ge_const(t, 1) => SDim::Known(1),
            // An extent that may be 0 or 1 may also not be the reduced dimension at all.
            _ if explicit || d[k + 1..].iter().all(|&x| x == SDim::Known(1)) => SDim::Unknown,
            _ => return None,
        };
        let mut d = d;
        d[k] = reduced;
        Some(canon(d))
    }

    /// Text of a shape: `[3 x n1]`, `[*]` when the rank is unknown, `?` for unknown extents.
    pub fn shape_text(&self, s: &SShape) -> String {
        self.shape_text_named(s, None)
    }

    /// [`Arena::shape_text`] with symbols named by `names` (see [`Arena::text_named`]).
    pub fn shape_text_named(&self, s: &SShape, names: Option<&[String]>) -> String {
        match s {
            SShape::Top => "[*]".into(),
            SShape::Dims(d) => {
                let parts: Vec<String> = d
                    .iter()
                    .map(|x| match x {
                        SDim::Known(n) => n.to_string(),
                        SDim::Sym(t) => self.text_named(*t, names),
                        SDim::Unknown => "?".into(),
                    })
                    .collect();
                format!("[{}]", parts.join(" x "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sym::SymKey;
    use cranelift_entity::EntityRef;
    use mat2c_ir::Value;

    fn sym(a: &mut Arena, i: usize, k: u32) -> SDim {
        let t = a.sym(SymKey::Dim(Value::new(i), k));
        SDim::Sym(t)
    }

    #[test]
    fn operators() {
        let mut a = Arena::default();
        let (m, n, p) = (sym(&mut a, 0, 0), sym(&mut a, 0, 1), sym(&mut a, 1, 1));
        let x = dims2(m, n);
        let y = dims2(n, p);
        let (z, ok) = a.matmul(&x, &y);
        assert!(ok);
        assert_eq!(a.shape_text(&z), "[n1 x n3]");
        let (_, ok) = a.matmul(&x, &x);
        assert!(!ok, "inner extents n2 vs n1 not provably equal");
        let t = a.transpose(&x);
        assert_eq!(a.shape_text(&t), "[n2 x n1]");
        let (c, ok) = a.concat(false, &[x.clone(), x.clone()]);
        assert!(ok);
        assert_eq!(a.shape_text(&c), "[n1 x 2*n2]");
        let (v, ok) = a.concat(true, &[x.clone(), y.clone()]);
        assert!(!ok);
        assert_eq!(a.shape_text(&v), "[n1+n2 x ?]");
        let r = a.reduce(&x, Some(0)).unwrap();
        assert_eq!(a.shape_text(&r), "[1 x n2]");
        assert!(a.reduce(&x, None).is_none(), "n1 may be 1");
        let col = dims2(m, SDim::Known(1));
        assert!(a.reduce(&col, None).unwrap().is_scalar());
        // Fig. 1: d = c + a; e = d - a  =>  e has d's shape, and the second needs no check.
        let c = dims2(m, n);
        let av = dims2(sym(&mut a, 2, 0), sym(&mut a, 2, 1));
        let (d, ok1) = a.broadcast(&c, &av);
        assert!(!ok1);
        let (e, ok2) = a.broadcast(&d, &av);
        assert!(ok2);
        assert_eq!(d, e);
        assert_eq!(a.shape_text(&e), "[bc(n1,n4) x bc(n2,n5)]");
        let (s, ok) = a.broadcast(
            &dims2(SDim::Known(3), SDim::Known(1)),
            &dims2(SDim::Known(1), n),
        );
        assert!(ok);
        assert_eq!(a.shape_text(&s), "[3 x n2]");
        assert_eq!(canon(vec![m, n, SDim::Known(1)]), dims2(m, n));
    }
}
