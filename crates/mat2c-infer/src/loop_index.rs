//! The for-loop element read `r(k)`: the lowering's counter `k = p + 1` under
//! `brif (p < numel(r))`, whose header parameter `p` only receives `0` or `k`, is an integer
//! in `1..=numel(r)` whatever is known about `r`'s extents, so the read needs no bounds check.

use mat2c_ir::types::{Dim, Shape};
use mat2c_ir::{Bi, BinOp, Block, Constant, InstData, Value, ValueDef};

use crate::symb::Checker;

impl Checker<'_> {
    /// True when the subscript `k` of range `range`, read in block `at`, is the counter of the
    /// for loop over `range`.
    pub(crate) fn loop_counter_in_bounds(&self, at: Block, range: Value, k: Value) -> bool {
        let f = self.f;
        let def = |v: Value| f.dfg.defining_inst(v).map(|i| f.inst(i));
        if !matches!(def(range), Some(InstData::Range { .. })) {
            return false;
        }
        let is_num =
            |v: Value, x: f64| matches!(def(v), Some(InstData::Const(Constant::Num(y))) if *y == x);
        let Some(InstData::Binary {
            op: BinOp::Add,
            args: [x, y],
        }) = def(k)
        else {
            return false;
        };
        let p = if is_num(*y, 1.0) {
            *x
        } else if is_num(*x, 1.0) {
            *y
        } else {
            return false;
        };
        let ValueDef::Param(h, idx) = f.dfg.value_def(p) else {
            return false;
        };
        let Some(t) = f.layout.last_inst(h) else {
            return false;
        };
        let InstData::Brif {
            cond, then_dest, ..
        } = f.inst(t)
        else {
            return false;
        };
        let mut c = *cond;
        if let Some(InstData::Truth { arg }) = def(c) {
            c = *arg;
        }
        let Some(InstData::Binary {
            op: BinOp::Lt,
            args: [lp, ln],
        }) = def(c)
        else {
            return false;
        };
        // `numel(range)`, or the constant partial evaluation folded it to.
        let fact = |v: Value| self.facts[v].as_ref();
        let static_count = match fact(range).map(|x| &x.ty.shape) {
            Some(Shape::Dims(d)) => match d.as_slice() {
                [Dim::Known(1), Dim::Known(n)] => Some(*n as f64),
                _ => None,
            },
            _ => None,
        };
        let numel_of_range = matches!(def(*ln), Some(InstData::Builtin { id, args }) if id == Bi::numel && args.as_slice() == [range])
            || (static_count.is_some() && fact(*ln).and_then(|x| x.konst) == static_count);
        let body = then_dest.block;
        if *lp != p || !numel_of_range || body == h || self.cfg.preds(body) != [h] {
            return false;
        }
        if !self.dt.dominates(body, at) {
            return false;
        }
        // Every incoming value of p is 0 or k.
        for &b in self.cfg.preds(h) {
            let Some(t) = f.layout.last_inst(b) else {
                return false;
            };
            for call in f.inst(t).successors() {
                if call.block != h {
                    continue;
                }
                let Some(&a) = call.args.get(idx as usize) else {
                    return false;
                };
                if a != k && !is_num(a, 0.0) {
                    return false;
                }
            }
        }
        true
    }
}
