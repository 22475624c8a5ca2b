//! Symbolic dimension terms (MAGICA-style shape algebra, paper 002).
//!
//! A term is an integer polynomial over *atoms* with integer coefficients: a symbol (the extent
//! or the value of one SSA value), `max` of terms, the broadcast extent `bc` of terms (the
//! per-dimension operator ⊕ of elementwise operations) or a `phi` (one of several terms, at a
//! join). Terms and atoms are hash-consed in [`Arena`] (IndexSet-based, so ids follow creation
//! order and everything is deterministic); polynomials are kept in a canonical form, so two
//! terms are equal exactly when their ids are equal (`n+1-1` is `n`).
//!
//! Every symbol denotes a non-negative integer (an extent, `numel`, `size`, or the extent a
//! scalar denotes when used as a size argument), which is what [`Arena::lower`] relies on.
//!
//! Laws used by the simplifier: `bc` is commutative, associative and idempotent and has `1` as
//! identity (paper 002, Table 1): its operands are a sorted, flattened, deduplicated set. A
//! constant other than 1 absorbs the others (any conforming partner is that constant or 1).
//! `max` is commutative, associative and idempotent, and drops an operand provably below
//! another.

use std::fmt::Write as _;

use indexmap::IndexSet;
use mat2c_ir::Value;

/// A hash-consed term.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TermId(u32);

/// A hash-consed atom.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AtomId(u32);

/// What a symbol stands for; the same key always gives the same symbol.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SymKey {
    /// Extent `k` (0-based) of value `v`: inputs, call results, and values widened at a join.
    Dim(Value, u32),
    /// The extent the scalar `v` denotes as a size argument (`zeros(v)`, `1:v`):
    /// `max(0, floor(v))`.
    Ext(Value),
    /// The (non-negative integer) value of `v`: `size`/`numel` results of unknown extents.
    Val(Value),
}

impl SymKey {
    pub fn value(self) -> Value {
        match self {
            SymKey::Dim(v, _) | SymKey::Ext(v) | SymKey::Val(v) => v,
        }
    }
}

/// A non-polynomial building block of a term.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Atom {
    Sym(SymKey),
    /// `max` of at least two terms (sorted, deduplicated).
    Max(Vec<TermId>),
    /// The broadcast extent ⊕ of at least two terms (sorted, deduplicated, none constant).
    Bc(Vec<TermId>),
    /// Extent `k` of the join parameter `v` is one of these terms (sorted, at least two).
    Phi(Value, u32, Vec<TermId>),
}

/// A canonical polynomial: constant plus `coef * monomial` (monomial: sorted atom list,
/// non-empty; coefficients non-zero; monomials sorted).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Poly {
    c: i64,
    mons: Vec<(Vec<AtomId>, i64)>,
}

/// The term arena of one function.
#[derive(Clone, Debug, Default)]
pub struct Arena {
    atoms: IndexSet<Atom>,
    terms: IndexSet<Poly>,
    syms: IndexSet<SymKey>,
}

/// Bound on the number of alternatives of a `phi` (beyond it, a join widens to a symbol).
pub const MAX_PHI: usize = 4;

impl Arena {
    fn intern(&mut self, p: Poly) -> TermId {
        TermId(self.terms.insert_full(p).0 as u32)
    }

    fn atom(&mut self, a: Atom) -> AtomId {
        if let Atom::Sym(k) = &a {
            self.syms.insert(*k);
        }
        AtomId(self.atoms.insert_full(a).0 as u32)
    }

    pub fn poly(&self, t: TermId) -> &Poly {
        &self.terms[t.0 as usize]
    }

    pub fn atom_data(&self, a: AtomId) -> &Atom {
        &self.atoms[a.0 as usize]
    }

    /// The constant `c`.
    pub fn konst(&mut self, c: i64) -> TermId {
        self.intern(Poly {
            c,
            mons: Vec::new(),
        })
    }

    fn atom_term(&mut self, a: Atom) -> TermId {
        let id = self.atom(a);
        self.intern(Poly {
            c: 0,
            mons: vec![(vec![id], 1)],
        })
    }

    /// The symbol for `k`.
    pub fn sym(&mut self, k: SymKey) -> TermId {
        self.atom_term(Atom::Sym(k))
    }

    /// The constant value of `t`, if it is one.
    pub fn as_const(&self, t: TermId) -> Option<i64> {
        let p = self.poly(t);
        p.mons.is_empty().then_some(p.c)
    }

    /// The single atom `t` consists of (`t` is exactly `1 * atom`).
    pub fn as_atom(&self, t: TermId) -> Option<&Atom> {
        let p = self.poly(t);
        match p.mons.as_slice() {
            [(m, 1)] if p.c == 0 && m.len() == 1 => Some(self.atom_data(m[0])),
            _ => None,
        }
    }

    fn norm(mut mons: Vec<(Vec<AtomId>, i64)>, c: i64) -> Poly {
        mons.sort();
        let mut out: Vec<(Vec<AtomId>, i64)> = Vec::new();
        for (m, k) in mons {
            match out.last_mut() {
                Some((lm, lk)) if *lm == m => *lk += k,
                _ => out.push((m, k)),
            }
        }
        out.retain(|(_, k)| *k != 0);
        Poly { c, mons: out }
    }

    pub fn add(&mut self, a: TermId, b: TermId) -> TermId {
        let (pa, pb) = (self.poly(a).clone(), self.poly(b).clone());
        let mut mons = pa.mons;
        mons.extend(pb.mons);
        let p = Self::norm(mons, pa.c.saturating_add(pb.c));
        self.intern(p)
    }

    pub fn scale(&mut self, a: TermId, k: i64) -> TermId {
        let pa = self.poly(a).clone();
        let mons = pa
            .mons
            .into_iter()
            .map(|(m, c)| (m, c.saturating_mul(k)))
            .collect();
        let p = Self::norm(mons, pa.c.saturating_mul(k));
        self.intern(p)
    }

    pub fn sub(&mut self, a: TermId, b: TermId) -> TermId {
        let nb = self.scale(b, -1);
        self.add(a, nb)
    }

    pub fn add_const(&mut self, a: TermId, k: i64) -> TermId {
        let kt = self.konst(k);
        self.add(a, kt)
    }

    pub fn mul(&mut self, a: TermId, b: TermId) -> TermId {
        let (pa, pb) = (self.poly(a).clone(), self.poly(b).clone());
        let mut mons = Vec::new();
        let ta: Vec<(Vec<AtomId>, i64)> =
            std::iter::once((Vec::new(), pa.c)).chain(pa.mons).collect();
        let tb: Vec<(Vec<AtomId>, i64)> =
            std::iter::once((Vec::new(), pb.c)).chain(pb.mons).collect();
        let mut c = 0i64;
        for (ma, ka) in &ta {
            for (mb, kb) in &tb {
                let k = ka.saturating_mul(*kb);
                if k == 0 {
                    continue;
                }
                let mut m = ma.clone();
                m.extend(mb);
                m.sort();
                if m.is_empty() {
                    c = c.saturating_add(k);
                } else {
                    mons.push((m, k));
                }
            }
        }
        let p = Self::norm(mons, c);
        self.intern(p)
    }

    /// A lower bound of the atom (every symbol is `>= 0`).
    fn atom_lower(&self, a: AtomId, depth: u32) -> Option<i64> {
        if depth > 8 {
            return None;
        }
        match self.atom_data(a) {
            Atom::Sym(_) => Some(0),
            Atom::Max(ts) => ts.iter().filter_map(|&t| self.lower_d(t, depth + 1)).max(),
            Atom::Bc(ts) | Atom::Phi(_, _, ts) => ts
                .iter()
                .map(|&t| self.lower_d(t, depth + 1))
                .collect::<Option<Vec<i64>>>()
                .and_then(|v| v.into_iter().min()),
        }
    }

    fn lower_d(&self, t: TermId, depth: u32) -> Option<i64> {
        let p = self.poly(t);
        let mut lo = p.c;
        for (m, k) in &p.mons {
            if *k < 0 {
                return None;
            }
            let mut prod = 1i64;
            for &a in m {
                let l = self.atom_lower(a, depth)?;
                if l < 0 {
                    return None;
                }
                prod = prod.saturating_mul(l);
            }
            lo = lo.saturating_add(k.saturating_mul(prod));
        }
        Some(lo)
    }

    /// A lower bound of `t`, when one follows from the atoms' bounds.
    pub fn lower(&self, t: TermId) -> Option<i64> {
        self.lower_d(t, 0)
    }

    /// True when `a >= b` provably.
    pub fn ge(&mut self, a: TermId, b: TermId) -> bool {
        if a == b {
            return true;
        }
        let d = self.sub(a, b);
        self.lower(d).is_some_and(|l| l >= 0)
    }

    /// True when `a >= k` provably.
    pub fn ge_const(&self, a: TermId, k: i64) -> bool {
        self.lower(a).is_some_and(|l| l >= k)
    }

    /// `max(a, b)`, simplified.
    pub fn max(&mut self, a: TermId, b: TermId) -> TermId {
        if self.ge(a, b) {
            return a;
        }
        if self.ge(b, a) {
            return b;
        }
        let mut ts = Vec::new();
        for t in [a, b] {
            match self.as_atom(t) {
                Some(Atom::Max(xs)) => ts.extend(xs.iter().copied()),
                _ => ts.push(t),
            }
        }
        ts.sort();
        ts.dedup();
        self.atom_term(Atom::Max(ts))
    }

    /// `max(t, 0)`: the extent of a range or size argument given by `t`.
    pub fn max0(&mut self, t: TermId) -> TermId {
        let z = self.konst(0);
        self.max(t, z)
    }

    /// The members of `t` as a `bc` set.
    fn bc_members(&self, t: TermId) -> Vec<TermId> {
        match self.as_atom(t) {
            Some(Atom::Bc(xs)) => xs.clone(),
            _ => vec![t],
        }
    }

    fn phi_alts(&self, t: TermId) -> Option<Vec<TermId>> {
        match self.as_atom(t) {
            Some(Atom::Phi(_, _, xs)) => Some(xs.clone()),
            _ => None,
        }
    }

    /// The broadcast extent `a ⊕ b` (the result extent when the pair conforms).
    pub fn bc(&mut self, a: TermId, b: TermId) -> TermId {
        if a == b {
            return a;
        }
        let one = self.konst(1);
        if a == one {
            return b;
        }
        if b == one {
            return a;
        }
        if self.as_const(a).is_some() {
            return a;
        }
        if self.as_const(b).is_some() {
            return b;
        }
        // Case split over a phi: when every alternative gives the same result, that is it.
        for (p, o) in [(a, b), (b, a)] {
            if let Some(alts) = self.phi_alts(p) {
                let rs: Vec<TermId> = alts.iter().map(|&x| self.bc(x, o)).collect();
                if rs.windows(2).all(|w| w[0] == w[1]) {
                    return rs[0];
                }
            }
        }
        let mut ts = self.bc_members(a);
        ts.extend(self.bc_members(b));
        ts.sort();
        ts.dedup();
        if ts.len() == 1 {
            return ts[0];
        }
        self.atom_term(Atom::Bc(ts))
    }

    /// True when the extents `a` and `b` provably conform under ⊕ (equal, or one is 1), given
    /// that every `bc` term that exists was computed by an operation that succeeded.
    pub fn bc_legal(&mut self, a: TermId, b: TermId) -> bool {
        let one = self.konst(1);
        if a == b || a == one || b == one {
            return true;
        }
        // A successful `x ⊕ y` = s means each of x, y is 1 or s: so s ⊕ t conforms for every
        // t made of members of s.
        let ma = self.bc_members(a);
        let mb = self.bc_members(b);
        if (ma.len() > 1 && mb.iter().all(|t| ma.contains(t)))
            || (mb.len() > 1 && ma.iter().all(|t| mb.contains(t)))
        {
            return true;
        }
        for (p, o) in [(a, b), (b, a)] {
            if let Some(alts) = self.phi_alts(p)
                && alts.iter().all(|&x| self.bc_legal(x, o))
            {
                return true;
            }
        }
        false
    }

    /// A `phi` for extent `k` of join parameter `v` with these alternatives (flattening
    /// nested phis); `None` when there would be more than [`MAX_PHI`].
    pub fn phi(&mut self, v: Value, k: u32, alts: &[TermId]) -> Option<TermId> {
        let mut ts = Vec::new();
        for &t in alts {
            match self.phi_alts(t) {
                Some(xs) => ts.extend(xs),
                None => ts.push(t),
            }
        }
        ts.sort();
        ts.dedup();
        if ts.len() == 1 {
            return Some(ts[0]);
        }
        if ts.len() > MAX_PHI {
            return None;
        }
        Some(self.atom_term(Atom::Phi(v, k, ts)))
    }

    /// Calls `f` on every symbol key and phi parameter `t` mentions.
    pub fn values_in(&self, t: TermId, out: &mut Vec<Value>) {
        for (m, _) in &self.poly(t).mons {
            for &a in m {
                match self.atom_data(a) {
                    Atom::Sym(k) => out.push(k.value()),
                    Atom::Phi(v, _, ts) => {
                        out.push(*v);
                        for &x in ts {
                            self.values_in(x, out);
                        }
                    }
                    Atom::Max(ts) | Atom::Bc(ts) => {
                        for &x in ts {
                            self.values_in(x, out);
                        }
                    }
                }
            }
        }
    }

    /// The printed name of a symbol: `names[i]` for the `i`-th symbol created when given,
    /// else `n1`, `n2`, ... in creation order.
    fn sym_name(&self, k: &SymKey, names: Option<&[String]>) -> String {
        let i = self.syms.get_index_of(k).unwrap_or(usize::MAX);
        match names.and_then(|n| n.get(i)) {
            Some(n) => n.clone(),
            None => format!("n{}", i.wrapping_add(1)),
        }
    }

    /// The symbols in creation order (the order `n1`, `n2`, ... number them).
    pub fn syms(&self) -> impl Iterator<Item = &SymKey> {
        self.syms.iter()
    }

    fn atom_text(&self, a: AtomId, names: Option<&[String]>, out: &mut String) {
        let list = |s: &Arena, name: &str, ts: &[TermId], out: &mut String| {
            out.push_str(name);
            out.push('(');
            for (i, &t) in ts.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&s.text_named(t, names));
            }
            out.push(')');
        };
        match self.atom_data(a) {
            Atom::Sym(k) => out.push_str(&self.sym_name(k, names)),
            Atom::Max(ts) => list(self, "max", ts, out),
            Atom::Bc(ts) => list(self, "bc", ts, out),
            Atom::Phi(_, _, ts) => list(self, "phi", ts, out),
        }
    }

    /// `t` as text: `n1`, `n1+1`, `2*n1`, `n1*n2-1`, `max(n1-2,0)`, `bc(n1,n3)`.
    pub fn text(&self, t: TermId) -> String {
        self.text_named(t, None)
    }

    /// `t` as text with the `i`-th symbol printed as `names[i]` (see [`Arena::syms`]).
    pub fn text_named(&self, t: TermId, names: Option<&[String]>) -> String {
        let p = self.poly(t);
        let mut s = String::new();
        for (i, (m, k)) in p.mons.iter().enumerate() {
            if *k < 0 {
                s.push('-');
            } else if i > 0 {
                s.push('+');
            }
            if k.abs() != 1 {
                let _ = write!(s, "{}*", k.abs());
            }
            for (j, &a) in m.iter().enumerate() {
                if j > 0 {
                    s.push('*');
                }
                self.atom_text(a, names, &mut s);
            }
        }
        if p.mons.is_empty() {
            let _ = write!(s, "{}", p.c);
        } else if p.c > 0 {
            let _ = write!(s, "+{}", p.c);
        } else if p.c < 0 {
            let _ = write!(s, "{}", p.c);
        }
        s
    }

    /// Number of distinct symbols created so far.
    pub fn num_syms(&self) -> usize {
        self.syms.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_entity::EntityRef;

    fn v(i: usize) -> Value {
        Value::new(i)
    }

    #[test]
    fn canonical_linear_forms() {
        let mut a = Arena::default();
        let n = a.sym(SymKey::Dim(v(0), 0));
        let n2 = a.sym(SymKey::Dim(v(0), 0));
        assert_eq!(n, n2, "same key, same symbol");
        let n1 = a.add_const(n, 1);
        let back = a.add_const(n1, -1);
        assert_eq!(back, n, "n+1-1 = n");
        let two_n = a.add(n, n);
        let s2 = a.scale(n, 2);
        assert_eq!(two_n, s2);
        assert_eq!(a.text(two_n), "2*n1");
        let m = a.sym(SymKey::Ext(v(3)));
        let nm = a.mul(n, m);
        let mn = a.mul(m, n);
        assert_eq!(nm, mn, "product commutes");
        let e = a.sub(nm, n1);
        assert_eq!(a.text(e), "-n1+n1*n2-1");
        let z = a.sub(n, n);
        assert_eq!(a.as_const(z), Some(0));
    }

    #[test]
    fn bounds_and_max() {
        let mut a = Arena::default();
        let n = a.sym(SymKey::Dim(v(0), 1));
        let n1 = a.add_const(n, 1);
        assert!(a.ge(n1, n));
        assert!(!a.ge(n, n1));
        assert_eq!(a.max(n, n1), n1, "growth by end+1");
        let nm2 = a.add_const(n, -2);
        let c = a.max0(nm2);
        assert_eq!(a.text(c), "max(n1-2,0)");
        assert!(a.ge_const(c, 0));
        let z = a.max0(n);
        assert_eq!(z, n, "extents are non-negative");
    }

    #[test]
    fn broadcast_laws() {
        let mut a = Arena::default();
        let x = a.sym(SymKey::Dim(v(0), 0));
        let y = a.sym(SymKey::Dim(v(1), 0));
        let one = a.konst(1);
        // identity
        assert_eq!(a.bc(x, one), x);
        // idempotence
        assert_eq!(a.bc(x, x), x);
        // commutativity
        let xy = a.bc(x, y);
        let yx = a.bc(y, x);
        assert_eq!(xy, yx);
        // associativity + idempotence: (x ⊕ y) ⊕ y = x ⊕ y
        assert_eq!(a.bc(xy, y), xy);
        assert!(a.bc_legal(xy, y));
        assert!(!a.bc_legal(x, y));
        // a phi whose alternatives all give the same result (paper 002, Example 3)
        let p = a.phi(v(5), 0, &[x, xy]).unwrap();
        assert_eq!(a.bc(p, y), xy);
        assert!(
            !a.bc_legal(p, y),
            "the first iteration still needs its check"
        );
        assert_eq!(a.text(xy), "bc(n1,n2)");
    }
}
