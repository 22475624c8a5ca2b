//! Partial evaluation from inferred facts (MPE, paper 000): queries whose answer inference
//! knows at compile time become constants.
//!
//! `size(x, k)`, `[m, n] = size(x)`, `numel`, `ndims`, `length`, `isempty` and `end` of a
//! value with static extents, the class and shape predicates (`isscalar`, `isvector`,
//! `isrow`, `iscolumn`, `ismatrix`, `isreal`, `islogical`, `ischar`, `isnumeric`,
//! `isfloat`) and `class` when the facts decide them, and real-scalar arithmetic whose value
//! inference knows, are replaced by `const` instructions. Branches on them then fold (`fold_constants`) and the
//! code they guarded goes (`eliminate_dead_code`, `simplify_cfg`); the driver iterates
//! infer → [`fold_facts`] → [`crate::unroll_small_loops`] → [`crate::MPE_PIPELINE`] to a small bound.
//!
//! Safety (MPE §5.5): a query is only replaced when it cannot raise an error — its operand is
//! certainly defined (reading an undefined variable is an error) and any dimension argument
//! is a valid constant. Operations that may fail are never touched: an out-of-bounds
//! `x(10)` stays even if its result is unused.

use cranelift_entity::SecondaryMap;
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Complexity, Dim, Shape};
use mat2c_ir::{Bi, BinOp, Constant, FuncId, Function, Inst, InstData, Module, UnOp, Value};

use crate::util::{maybe_undefined, rewrite_uses};

/// Extent `k` (0-based) when known; extents beyond the listed ones are 1.
fn dim(s: &Shape, k: usize) -> Option<u64> {
    match s {
        Shape::Top => None,
        Shape::Dims(d) => match d.get(k) {
            Some(Dim::Known(n)) => Some(*n),
            Some(Dim::Unknown) => None,
            None => Some(1),
        },
    }
}

/// The product of extents `k..` (what `[a, b] = size(x)` gives its last output), when known.
fn tail(s: &Shape, k: usize) -> Option<u64> {
    match s {
        Shape::Top => None,
        Shape::Dims(d) => d.iter().skip(k).try_fold(1u64, |p, x| match x {
            Dim::Known(n) => p.checked_mul(*n),
            Dim::Unknown => None,
        }),
    }
}

/// `isempty`: true as soon as one extent is 0, false when every extent is known non-zero.
fn empty(s: &Shape) -> Option<bool> {
    let Shape::Dims(d) = s else { return None };
    if d.contains(&Dim::Known(0)) {
        return Some(true);
    }
    tail(s, 0).map(|n| n == 0)
}

/// The number of dimensions when certain (an unknown extent beyond the second may be 1).
fn rank(s: &Shape) -> Option<usize> {
    match s {
        Shape::Dims(d) if d.iter().skip(2).all(|x| matches!(x, Dim::Known(_))) => Some(d.len()),
        _ => None,
    }
}

/// `isrow` (`k == 0`) / `iscolumn` (`k == 1`): a matrix whose extent `k` is 1.
fn unit_extent(s: &Shape, k: usize) -> Option<bool> {
    if rank(s)? != 2 {
        return Some(false);
    }
    dim(s, k).map(|n| n == 1)
}

/// The class and shape predicates, when the facts decide them.
fn predicate(id: Bi, ty: &mat2c_ir::types::Ty) -> Option<bool> {
    let s = &ty.shape;
    let cls = ty.class;
    Some(match id {
        Bi::isscalar => match s {
            Shape::Dims(d) if d.iter().all(|x| *x == Dim::Known(1)) => true,
            Shape::Dims(d) if d.iter().any(|x| matches!(x, Dim::Known(n) if *n != 1)) => false,
            _ => return None,
        },
        Bi::isvector => match (unit_extent(s, 0), unit_extent(s, 1)) {
            (Some(true), _) | (_, Some(true)) => true,
            (Some(false), Some(false)) => false,
            _ => return None,
        },
        Bi::isrow => unit_extent(s, 0)?,
        Bi::iscolumn => unit_extent(s, 1)?,
        Bi::ismatrix => rank(s)? == 2,
        // Only a real value is decided: a complex one may have been narrowed at run time.
        // Cells and structs are neither real nor numeric.
        Bi::isreal if cls.is_some_and(Class::is_container) => false,
        Bi::isreal if ty.cplx == Complexity::Real && cls.is_some() => true,
        Bi::islogical => cls? == Class::Logical,
        Bi::ischar => cls? == Class::Char,
        Bi::isnumeric => !matches!(
            cls?,
            Class::Logical | Class::Char | Class::Cell | Class::Struct
        ),
        Bi::isfloat => matches!(cls?, Class::Double | Class::Single),
        _ => return None,
    })
}

/// A constant positive integer argument (a dimension number).
fn dim_number(f: &Function, v: Value) -> Option<usize> {
    match f.dfg.defining_inst(v).map(|i| f.inst(i)) {
        Some(InstData::Const(Constant::Num(x))) if *x >= 1.0 && x.fract() == 0.0 && *x < 64.0 => {
            Some(*x as usize)
        }
        _ => None,
    }
}

struct Folder<'a> {
    f: &'a Function,
    types: &'a InferResult,
    id: FuncId,
    undef: SecondaryMap<Value, bool>,
}

impl Folder<'_> {
    fn shape(&self, v: Value) -> &Shape {
        &self.types.ty(self.id, v).shape
    }

    fn reached(&self, v: Value) -> bool {
        self.types.funcs[self.id].reached[v]
    }

    /// A real double scalar whose value inference knows.
    fn known(&self, v: Value) -> Option<f64> {
        let t = self.types.ty(self.id, v);
        let plain = t.class == Some(Class::Double) && t.cplx == Complexity::Real;
        (plain && t.shape.is_scalar() && self.reached(v))
            .then(|| self.types.konst(self.id, v))
            .flatten()
    }

    /// A certainly defined real scalar (double or logical): arithmetic on it cannot fail.
    fn real_scalar(&self, v: Value) -> bool {
        let t = self.types.ty(self.id, v);
        !self.undef[v]
            && t.cplx == Complexity::Real
            && t.shape.is_scalar()
            && matches!(t.class, Some(Class::Double | Class::Logical))
    }

    /// The constants that replace the results of `i` (one per result), when all are known.
    fn fold(&self, i: Inst) -> Option<Vec<Constant>> {
        let f = self.f;
        let res = f.dfg.inst_results(i);
        if res.is_empty() || !res.iter().all(|&r| self.reached(r)) {
            return None;
        }
        let num = |x: u64| Constant::Num(x as f64);
        match f.inst(i) {
            InstData::Builtin { id, args } => {
                let &x = args.first()?;
                if self.undef[x] {
                    return None;
                }
                let s = self.shape(x);
                match (*id, args.len(), res.len()) {
                    (Bi::numel | Bi::ndims | Bi::length, 1, 1) => {
                        Some(vec![Constant::Num(self.types.konst(self.id, res[0])?)])
                    }
                    (Bi::isempty, 1, 1) => Some(vec![Constant::Bool(empty(s)?)]),
                    (Bi::class, 1, 1) => {
                        let c = self.types.ty(self.id, x).class?;
                        Some(vec![Constant::Str(c.name().to_string().into())])
                    }
                    (_, 1, 1) if predicate(*id, self.types.ty(self.id, x)).is_some() => {
                        let b = predicate(*id, self.types.ty(self.id, x))?;
                        Some(vec![Constant::Bool(b)])
                    }
                    (Bi::size, 2, 1) => {
                        let k = dim_number(f, args[1])?;
                        Some(vec![num(dim(s, k - 1)?)])
                    }
                    (Bi::size, 1, n) if n >= 2 => (0..n)
                        .map(|k| {
                            if k + 1 < n {
                                dim(s, k).map(num)
                            } else {
                                tail(s, k).map(num)
                            }
                        })
                        .collect(),
                    _ => self.arith(i),
                }
            }
            InstData::End { base, pos, count } => {
                if self.undef[*base] {
                    return None;
                }
                let s = self.shape(*base);
                let (pos, count) = (*pos as usize, *count as usize);
                let n = if count == 1 {
                    tail(s, 0)?
                } else if pos + 1 < count {
                    dim(s, pos)?
                } else {
                    tail(s, pos)?
                };
                Some(vec![num(n)])
            }
            _ => self.arith(i),
        }
    }

    /// Real-scalar arithmetic and exact scalar functions whose value inference knows (the
    /// operands may be block parameters that always carry the same constant).
    fn arith(&self, i: Inst) -> Option<Vec<Constant>> {
        let f = self.f;
        let r = *f.dfg.inst_results(i).first()?;
        let ok = match f.inst(i) {
            InstData::Binary { op, args } => {
                // Powers are left to the run time (see `fold_constants`); `&`/`|` may fail.
                !matches!(op, BinOp::ElPow | BinOp::MatPow | BinOp::And | BinOp::Or)
                    && args.iter().all(|&a| self.real_scalar(a))
            }
            InstData::Unary {
                op: UnOp::Neg | UnOp::Plus,
                arg,
            } => self.real_scalar(*arg),
            InstData::Builtin { id, args } => {
                matches!(
                    id,
                    Bi::abs | Bi::ceil | Bi::double | Bi::fix | Bi::floor | Bi::round
                ) && args.len() == 1
                    && self.real_scalar(args[0])
            }
            _ => false,
        };
        if !ok || f.dfg.inst_results(i).len() != 1 {
            return None;
        }
        self.known(r).map(|x| vec![Constant::Num(x)])
    }
}

/// Replaces queries and scalar computations inference has evaluated by constants, in every
/// function of `m`. Returns true when anything changed.
pub fn fold_facts(m: &mut Module, types: &InferResult) -> bool {
    let mut changed = false;
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    for id in ids {
        changed |= fold_function(&mut m.funcs[id], types, id);
    }
    // Last: the fills it makes carry the type of the constructor they replace until the
    // next inference, so no query above may read them.
    changed | crate::fold_fills(m, types)
}

fn fold_function(f: &mut Function, types: &InferResult, id: FuncId) -> bool {
    if types.funcs.get(id).is_none() {
        return false;
    }
    let folder = Folder {
        f,
        types,
        id,
        undef: maybe_undefined(f),
    };
    // (instruction, its block, the constants for its results)
    let mut plan = Vec::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            if matches!(f.inst(i), InstData::Const(_)) {
                continue;
            }
            if let Some(cs) = folder.fold(i) {
                plan.push((i, b, cs));
            }
        }
    }
    if plan.is_empty() {
        return false;
    }
    let mut alias: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for (i, b, cs) in plan {
        if cs.len() == 1 {
            f.dfg.insts[i] = InstData::Const(cs.into_iter().next().unwrap_or(Constant::Empty));
            continue;
        }
        // Several results (`[m, n] = size(x)`): one constant each, placed before the query,
        // which dead-code elimination then removes.
        let span = f.spans[i];
        let mut insts = f.layout.block_insts(b).to_vec();
        let at = insts.iter().position(|&x| x == i).unwrap_or(0);
        let results = f.dfg.inst_results(i).to_vec();
        for (k, (c, r)) in cs.into_iter().zip(results).enumerate() {
            let ci = f.dfg.make_inst(InstData::Const(c), 1);
            f.spans[ci] = span;
            let v = f.dfg.first_result(ci);
            f.var_names[v] = f.var_names[r].clone();
            alias[r] = Some(v);
            insts.insert(at + k, ci);
        }
        f.layout.set_block_insts(b, insts);
    }
    rewrite_uses(f, &alias);
    true
}
