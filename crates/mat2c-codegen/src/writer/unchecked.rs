//! Check elimination: the forms the writer uses when inference's checks side table proves a
//! bounds or conformance check unnecessary (MAGICA, paper 002 §4).
//!
//! - a proven element read or write with scalar subscripts on a real double array (and a
//!   proven read of a char or logical one) is a plain C array access (no bounds, integrality
//!   or class test, no runtime fallback);
//! - an elementwise operation whose operands have provably equal shapes is one loop over
//!   `numel` with no shape test and no implicit-expansion fallback.
//!
//! `CodegenOptions::keep_checks` turns every such proof off. An emitter that uses a proof
//! sets `elided`, so `--stats` counts exactly what the C contains.

use mat2c_ir::Value;
use mat2c_ir::types::{Dim, Shape};

use super::FnWriter;

impl FnWriter<'_, '_> {
    /// True when the instruction being emitted needs a check that inference proved
    /// unnecessary (and check elimination is on).
    pub(super) fn proven(&self) -> bool {
        !self.mw.opts.keep_checks
            && self
                .checks
                .cur
                .is_some_and(|i| self.mw.types.check(self.id, i) == Some(true))
    }

    /// True when `a` and `b` provably have the same extents (inference's proof, see
    /// [`mat2c_infer::InferResult::same_shape`]) and check elimination is on.
    pub(super) fn same_shape(&self, a: Value, b: Value) -> bool {
        !self.mw.opts.keep_checks && self.mw.types.same_shape(self.id, a, b)
    }

    /// `arr` (a pointer expression) as a member-access prefix: `&x` → `x.`, else `(p)->`.
    fn member(arr: &str) -> String {
        match arr.strip_prefix('&') {
            Some(lv) => format!("{lv}."),
            None => format!("({arr})->"),
        }
    }

    /// A subscript as a 0-based `size_t` expression (literals fold).
    fn zero_based(i: &str) -> String {
        match i.parse::<f64>() {
            Ok(x) if x >= 1.0 && x.fract() == 0.0 && x < 1e15 => format!("{}", x as u64 - 1),
            _ => format!("m2c_uz({i}) - 1"),
        }
    }

    /// The 0-based linear offset of a proven element `(subs)` of `*arr` (C double
    /// expressions holding integers): `i-1 + d0*((j-1) + d1*((k-1) + ...))`; the last
    /// subscript ranges over the remaining extents, as in MATLAB. Static extents of `base`
    /// are written as literals, and an offset of literals is one number.
    fn offset(&mut self, base: Value, arr: &str, vals: &[Value]) -> String {
        let subs: Vec<String> = vals.iter().map(|&s| self.sc(s)).collect();
        let m = Self::member(arr);
        // Extent k when static (beyond the listed extents of a known rank, it is 1).
        let shape = &self.ty(base).shape;
        let extent = |k: usize| -> Option<u64> {
            match shape {
                Shape::Dims(d) => match d.get(k) {
                    Some(Dim::Known(n)) => Some(*n),
                    Some(Dim::Unknown) => None,
                    None => Some(1),
                },
                Shape::Top => None,
            }
        };
        let lit = |s: &str| {
            s.parse::<f64>()
                .ok()
                .filter(|x| *x >= 1.0 && x.fract() == 0.0 && *x < 1e15)
                .map(|x| x as u64 - 1)
        };
        // All literal and every extent used known: compute it here.
        let used = subs.len().saturating_sub(1);
        if let Some(zs) = subs.iter().map(|s| lit(s)).collect::<Option<Vec<u64>>>()
            && (0..used).all(|k| extent(k).is_some())
        {
            let mut acc = 0u64;
            for k in (0..subs.len()).rev() {
                acc = if k == subs.len() - 1 {
                    zs[k]
                } else {
                    zs[k] + extent(k).unwrap_or(0) * acc
                };
            }
            return acc.to_string();
        }
        let mut acc = String::new();
        for (k, s) in subs.iter().enumerate().rev() {
            // An integer shadow indexes without converting the double.
            let z = match lit(s) {
                None => self
                    .int_zero_based(vals[k])
                    .unwrap_or_else(|| Self::zero_based(s)),
                Some(_) => Self::zero_based(s),
            };
            acc = if acc.is_empty() {
                z
            } else {
                let d = match extent(k) {
                    Some(n) => n.to_string(),
                    // ndims >= 2 always; a higher extent may have been dropped (it is 1).
                    None if k < 2 => format!("{m}dims[{k}]"),
                    None => format!("({k} < {m}ndims ? {m}dims[{k}] : 1)"),
                };
                format!("{z} + {d} * ({acc})")
            };
        }
        acc
    }

    /// A proven element read of the double array `arr`, real or complex, as an `m2c_cplx`.
    pub(super) fn unchecked_get_cplx(&mut self, base: Value, arr: &str, subs: &[Value]) -> String {
        self.checks.elided = true;
        format!("m2c_cget_k({arr}, {})", self.offset(base, arr, subs))
    }

    /// A proven element read of the real double array `arr` (a `const mt_array *`).
    pub(super) fn unchecked_get(&mut self, base: Value, arr: &str, subs: &[Value]) -> String {
        self.unchecked_get_as(base, arr, subs, "double")
    }

    /// A proven element read of a real array whose elements are C `ctype`s (`uint8_t` for
    /// char and logical), as that C type (exact in a double).
    pub(super) fn unchecked_get_as(
        &mut self,
        base: Value,
        arr: &str,
        subs: &[Value],
        ctype: &str,
    ) -> String {
        self.checks.elided = true;
        format!(
            "((const {ctype} *){}data)[{}]",
            Self::member(arr),
            self.offset(base, arr, subs)
        )
    }

    /// A proven element write of `v` (a value of the array's class, or any double for
    /// single: C's conversion rounds to nearest as Octave's does) into the real array `arr`
    /// of element type `ctype`; like the `m2c_put_*` helpers it marks the array full.
    pub(super) fn unchecked_set_as(
        &mut self,
        base: Value,
        arr: &str,
        subs: &[Value],
        v: &str,
        ctype: &str,
    ) -> String {
        self.checks.elided = true;
        let m = Self::member(arr);
        let off = self.offset(base, arr, subs);
        // a "string" stays one (only a char array, uint8_t data, has that marker)
        let mark = if ctype == "uint8_t" {
            format!("{m}layout = mt_written_layout({m}layout, {m}cls);")
        } else {
            format!("{m}layout = MT_LAYOUT_FULL;")
        };
        format!("(({ctype} *){m}data)[{off}] = ({ctype}){v}; {mark}")
    }

    /// A proven element write into the real double array `arr` (an `mt_array *`); like
    /// `m2c_set1`/`m2c_set2` it clears the range marker, and the diagonal one unless the
    /// element lies on the diagonal (no marker to update when `base` is surely full).
    pub(super) fn unchecked_set(
        &mut self,
        base: Value,
        arr: &str,
        subs: &[Value],
        v: &str,
    ) -> String {
        self.checks.elided = true;
        let m = Self::member(arr);
        let off = self.offset(base, arr, subs);
        if self.full[base] {
            return format!("((double *){m}data)[{off}] = {v};");
        }
        format!(
            "{{ size_t m2c_o = {off}; ((double *){m}data)[m2c_o] = {v}; {m}layout = m2c_diag_kept({arr}, m2c_o); }}"
        )
    }
}
