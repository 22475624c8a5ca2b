//! Check elimination: the forms the writer uses when inference's checks side table proves a
//! bounds or conformance check unnecessary (MAGICA, paper 002 §4).
//!
//! - a proven element read or write with one or two scalar subscripts on a real double array
//!   is a plain C array access (no bounds, integrality or class test, no runtime fallback);
//! - an elementwise operation whose operands have provably equal shapes is one loop over
//!   `numel` with no shape test and no implicit-expansion fallback.
//!
//! `CodegenOptions::keep_checks` turns every such proof off. An emitter that uses a proof
//! sets `elided`, so `--stats` counts exactly what the C contains.

use mat2c_infer::shape::{SDim, SShape};
use mat2c_ir::Value;

use super::FnWriter;

impl FnWriter<'_, '_> {
    /// True when the instruction being emitted needs a check that inference proved
    /// unnecessary (and check elimination is on).
    pub(super) fn proven(&self) -> bool {
        !self.mw.opts.keep_checks
            && self
                .cur
                .is_some_and(|i| self.mw.types.check(self.id, i) == Some(true))
    }

    /// True when `a` and `b` provably have the same extents: their symbolic shapes are equal
    /// and fully known (constants or symbols; an unknown extent equals nothing).
    pub(super) fn same_shape(&self, a: Value, b: Value) -> bool {
        if self.mw.opts.keep_checks {
            return false;
        }
        let (Some(x), Some(y)) = (
            self.mw.types.sshape(self.id, a),
            self.mw.types.sshape(self.id, b),
        ) else {
            return false;
        };
        match x {
            SShape::Dims(d) => x == y && !d.contains(&SDim::Unknown),
            SShape::Top => false,
        }
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
            _ => format!("(size_t)({i}) - 1"),
        }
    }

    /// The 0-based linear offset of a proven element `(subs)` of `*arr` (1 or 2 subscripts,
    /// C double expressions holding integers).
    fn offset(arr: &str, subs: &[String]) -> String {
        match subs {
            [i] => Self::zero_based(i),
            [i, j] => format!(
                "({}) * {}dims[0] + {}",
                Self::zero_based(j),
                Self::member(arr),
                Self::zero_based(i)
            ),
            _ => unreachable!("unchecked access with {} subscripts", subs.len()),
        }
    }

    /// A proven element read of the real double array `arr` (a `const mt_array *`).
    pub(super) fn unchecked_get(&mut self, arr: &str, subs: &[String]) -> String {
        self.elided = true;
        format!(
            "((const double *){}data)[{}]",
            Self::member(arr),
            Self::offset(arr, subs)
        )
    }

    /// A proven element write into the real double array `arr` (an `mt_array *`); like
    /// `m2c_set1`/`m2c_set2` it clears the range/diagonal marker.
    pub(super) fn unchecked_set(&mut self, arr: &str, subs: &[String], v: &str) -> String {
        self.elided = true;
        let m = Self::member(arr);
        format!(
            "((double *){m}data)[{}] = {v}; {m}is_range = 0;",
            Self::offset(arr, subs)
        )
    }
}
