//! Symbolic shape transfer, joins with widening, value ranges and the checks side table.
//!
//! [`refine`] runs after the class/complexity transfer of `transfer.rs` and replaces each
//! result's symbolic shape (`Fact::sh`) and integer value term (`Fact::val`); the projected
//! `ty.shape` is the meet of both analyses. [`join`] is the join at a block parameter: equal
//! extents stay, differing ones become a `phi` (when its alternatives are invariant for the
//! block, and there are few of them) and otherwise the parameter's own fresh symbol
//! `Dim(v, k)` — which is stable, so iteration stops (this is the widening). An instruction
//! result just takes its latest symbolic shape (it is a function of its operands).
//!
//! Soundness of symbols: `Dim(v, k)` is by definition the extent of `v` wherever `v` is
//! available. A term can only become stale by flowing around a loop, which passes a join at
//! the loop header; there a term mentioning a value the header dominates is never kept.

use cranelift_entity::SecondaryMap;
use mat2c_builtins::{Lowering, ShapeRule};
use mat2c_ir::{
    Bi, BinOp, Block, Constant, ControlFlowGraph, DominatorTree, Function, Inst, InstData, UnOp,
    Value, ValueDef,
};

use crate::fact::Fact;
use crate::shape::{SDim, SShape, canon, dims2};
use crate::sym::{Arena, Atom, SymKey, TermId};
use mat2c_ir::types::Class;

/// The symbolic shapes a concatenation sees: as `transfer::cell_concat_shapes` (an operand
/// next to a cell is wrapped into a 1x1 cell unless empty), `None` when unknowable.
fn cell_concat_sshapes(fs: &[Fact]) -> Option<Vec<SShape>> {
    crate::transfer::cell_concat_shapes(fs)?;
    let cell = fs.iter().any(|f| f.ty.class == Some(Class::Cell));
    Some(
        fs.iter()
            .map(|f| {
                let wrapped = cell
                    && f.ty.class != Some(Class::Cell)
                    && crate::fact::numel(&f.ty.shape) != Some(0);
                if wrapped {
                    dims2(SDim::Known(1), SDim::Known(1))
                } else {
                    f.sh.clone()
                }
            })
            .collect(),
    )
}

pub(crate) fn value_block(f: &Function, v: Value) -> Option<Block> {
    match f.dfg.value_def(v) {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(i, _) => f.layout.inst_block(i),
    }
}

/// True when no value `t` mentions is defined in a block `b` dominates.
fn invariant(f: &Function, dt: &DominatorTree, ar: &Arena, b: Block, t: TermId) -> bool {
    let mut vs = Vec::new();
    ar.values_in(t, &mut vs);
    vs.into_iter()
        .all(|v| value_block(f, v).is_none_or(|vb| !dt.dominates(b, vb)))
}

fn meet(old: &SShape, new: SShape) -> SShape {
    match (old, new) {
        (SShape::Dims(a), SShape::Dims(b)) if a.len() == b.len() => SShape::Dims(
            a.iter()
                .zip(b)
                .map(|(&x, y)| match (x, y) {
                    (SDim::Known(_), _) => x,
                    (_, SDim::Unknown) => x,
                    (_, y) => y,
                })
                .collect(),
        ),
        (SShape::Top, n) => n,
        (o, _) => o.clone(),
    }
}

/// Replaces unknown extents of `v`'s fact by `v`'s own symbols (inputs, call results).
pub(crate) fn symbolize(ar: &mut Arena, v: Value, fact: &mut Fact) {
    if let SShape::Dims(d) = &mut fact.sh {
        for (k, x) in d.iter_mut().enumerate() {
            if *x == SDim::Unknown {
                *x = SDim::Sym(ar.sym(SymKey::Dim(v, k as u32)));
            }
        }
    }
    fact.ty.shape = fact.sh.project();
}

/// Where a join happens: at value `v`; `Some(b)` when `v` is a parameter of block `b`.
pub(crate) struct JoinAt<'a> {
    pub(crate) f: &'a Function,
    pub(crate) dt: &'a DominatorTree,
    pub(crate) v: Value,
    pub(crate) param_of: Option<Block>,
    /// `param_of` is a loop header: its parameters get no value term (the first, optimistic
    /// pass would otherwise see a loop counter as its initial constant).
    pub(crate) header: bool,
}

fn join_dim(ar: &mut Arena, at: &JoinAt, k: usize, old: Option<SDim>, new: SDim) -> SDim {
    let fresh = |ar: &mut Arena| SDim::Sym(ar.sym(SymKey::Dim(at.v, k as u32)));
    let inv = |ar: &mut Arena, d: SDim| match d {
        SDim::Known(_) => true,
        SDim::Unknown => false,
        SDim::Sym(t) => match at.param_of {
            Some(b) => invariant(at.f, at.dt, ar, b, t),
            None => true,
        },
    };
    let Some(old) = old else {
        // First arrival: keep it unless it may be stale.
        return if new == SDim::Unknown || inv(ar, new) {
            new
        } else {
            fresh(ar)
        };
    };
    if old == new {
        return old;
    }
    let Some(b) = at.param_of else {
        return fresh(ar);
    };
    let _ = b;
    let (Some(to), Some(tn)) = (ar.dterm(old), ar.dterm(new)) else {
        return fresh(ar);
    };
    if let Some(Atom::Sym(SymKey::Dim(v, kk))) = ar.as_atom(to)
        && *v == at.v
        && *kk == k as u32
    {
        return old;
    }
    let mut alts = match ar.as_atom(to) {
        Some(Atom::Phi(v, _, xs)) if *v == at.v => xs.clone(),
        _ => vec![to],
    };
    let new_alts = match ar.as_atom(tn) {
        Some(Atom::Phi(_, _, xs)) => xs.clone(),
        _ => vec![tn],
    };
    if new_alts.iter().all(|x| alts.contains(x)) {
        return old;
    }
    if !inv(ar, new) || !inv(ar, old) {
        return fresh(ar);
    }
    alts.extend(new_alts);
    match ar.phi(at.v, k as u32, &alts) {
        Some(t) => ar.sdim(t),
        None => fresh(ar),
    }
}

/// Joins `new` into `slot` at `at`; true when the slot changed.
pub(crate) fn join(ar: &mut Arena, at: &JoinAt, slot: &mut Option<Fact>, new: &Fact) -> bool {
    let joined = match slot {
        None => {
            let mut j = new.clone();
            if let SShape::Dims(d) = &new.sh {
                j.sh = SShape::Dims(
                    d.iter()
                        .enumerate()
                        .map(|(k, &x)| join_dim(ar, at, k, None, x))
                        .collect(),
                );
            }
            if let (Some(t), Some(b)) = (j.val, at.param_of)
                && (at.header || !invariant(at.f, at.dt, ar, b, t))
            {
                j.val = None;
            }
            j.ty.shape = j.sh.project();
            j
        }
        Some(old) => {
            let mut j = old.join(new);
            j.sh = match (&old.sh, &new.sh) {
                // An instruction result is a function of its operands: the latest one is
                // exact once the block parameters (which do widen) are stable, and they only
                // change finitely often, so no widening is needed here.
                (_, n) if at.param_of.is_none() => n.clone(),
                (SShape::Dims(a), SShape::Dims(b)) if a.len() == b.len() => SShape::Dims(
                    a.iter()
                        .zip(b)
                        .enumerate()
                        .map(|(k, (&x, &y))| join_dim(ar, at, k, Some(x), y))
                        .collect(),
                ),
                _ => SShape::Top,
            };
            j.val = if at.param_of.is_none() || old.val == new.val {
                new.val
            } else {
                None
            };
            j.ty.shape = j.sh.project();
            j
        }
    };
    if slot.as_ref() != Some(&joined) {
        *slot = Some(joined);
        true
    } else {
        false
    }
}

/// The number of dimensions when it is certain (a symbolic extent beyond the second may be 1
/// at run time, which drops it).
fn srank(s: &SShape) -> Option<u64> {
    let d = s.dims()?;
    d.iter()
        .skip(2)
        .all(|x| matches!(x, SDim::Known(_)))
        .then_some(d.len() as u64)
}

fn is_colon(f: &Function, v: Value) -> bool {
    f.dfg
        .defining_inst(v)
        .is_some_and(|i| matches!(f.inst(i), InstData::Const(Constant::Colon)))
}

/// The extent a scalar size argument denotes.
fn ext_of(ar: &mut Arena, v: Value, fact: &Fact) -> SDim {
    if !fact.sh.is_scalar() {
        return SDim::Unknown;
    }
    match fact.val {
        Some(t) => {
            let m = ar.max0(t);
            ar.sdim(m)
        }
        None => match fact.konst {
            Some(_) => SDim::Unknown, // non-integer constants: left to the constant analysis
            None => SDim::Sym(ar.sym(SymKey::Ext(v))),
        },
    }
}

/// A term for an extent, falling back to the value symbol `Val(v)`.
fn val_or_sym(ar: &mut Arena, d: Option<SDim>, v: Value) -> TermId {
    match d.and_then(|d| ar.dterm(d)) {
        Some(t) => t,
        None => ar.sym(SymKey::Val(v)),
    }
}

/// Shape of `zeros(args...)`-style size arguments.
/// True when `v` is a string constant (a class name or an option of a builtin).
fn is_str_const(f: &Function, v: Value) -> bool {
    f.dfg
        .defining_inst(v)
        .is_some_and(|i| matches!(f.inst(i), InstData::Const(Constant::Str(_))))
}

fn from_dims(
    f: &Function,
    ar: &mut Arena,
    args: &[Value],
    get: &dyn Fn(Value) -> Option<Fact>,
) -> Option<SShape> {
    let facts: Vec<Fact> = args.iter().map(|&a| get(a)).collect::<Option<_>>()?;
    match args {
        [] => Some(SShape::scalar()),
        [a] if facts[0].sh.is_scalar() => {
            let e = ext_of(ar, *a, &facts[0]);
            Some(dims2(e, e))
        }
        [a] => {
            // zeros(size(x)): x's shape.
            let i = f.dfg.defining_inst(*a)?;
            match f.inst(i) {
                InstData::Builtin { id, args } if *id == Bi::size && args.len() == 1 => {
                    get(args[0]).map(|x| x.sh)
                }
                _ => None,
            }
        }
        _ if facts.iter().all(|x| x.sh.is_scalar()) => Some(canon(
            args.iter()
                .zip(&facts)
                .map(|(&a, x)| ext_of(ar, a, x))
                .collect(),
        )),
        _ => None,
    }
}

fn dim_arg(x: &Fact) -> Option<usize> {
    match x.konst {
        Some(k) if k >= 1.0 && k.fract() == 0.0 => Some(k as usize - 1),
        _ => None,
    }
}

/// `[lo, hi]` of a range subscript `a:b` with step 1 whose ends have value terms.
fn range_ends(
    f: &Function,
    v: Value,
    get: &dyn Fn(Value) -> Option<Fact>,
) -> Option<(TermId, TermId)> {
    let InstData::Range { start, step, stop } = f.inst(f.dfg.defining_inst(v)?) else {
        return None;
    };
    if get(*step)?.konst != Some(1.0) {
        return None;
    }
    Some((get(*start)?.val?, get(*stop)?.val?))
}

/// True when `base(subs)` reads one element of a range whose start is a non-negative integer
/// constant and whose step is a positive integer constant (a for loop's index, typically):
/// the element is then a non-negative integer, which the value symbol `Val` stands for, so
/// `k-w:k-1` has the count `w` whatever `k` is.
fn range_element_is_count(
    f: &Function,
    base: Value,
    subs: &[Value],
    get: &dyn Fn(Value) -> Option<Fact>,
) -> bool {
    let Some(InstData::Range { start, step, .. }) = f.dfg.defining_inst(base).map(|i| f.inst(i))
    else {
        return false;
    };
    let is_count = |v: Value, min: f64| {
        get(v)
            .and_then(|x| x.konst)
            .is_some_and(|x| x >= min && x.fract() == 0.0 && x < 1e15)
    };
    let [s] = subs else { return false };
    !is_colon(f, *s)
        && get(*s).is_some_and(|x| x.sh.is_scalar() && counts_by_numel(&x))
        && is_count(*start, 0.0)
        && is_count(*step, 1.0)
}

/// A subscript selects as many elements as it has only when it is numeric: a logical mask
/// (or a subscript whose class is unknown, which may be one) selects its true elements.
fn counts_by_numel(s: &Fact) -> bool {
    s.class().is_some_and(|c| c != Class::Logical)
}

fn index_shape(
    f: &Function,
    ar: &mut Arena,
    b: &Fact,
    subs: &[Value],
    get: &dyn Fn(Value) -> Option<Fact>,
) -> Option<SShape> {
    let mut sf = Vec::new();
    for &s in subs {
        sf.push(if is_colon(f, s) { None } else { Some(get(s)?) });
    }
    if !sf.is_empty()
        && sf.iter().all(|s| {
            s.as_ref()
                .is_some_and(|x| x.sh.is_scalar() && counts_by_numel(x))
        })
    {
        return Some(SShape::scalar());
    }
    let bs = &b.sh;
    match sf.as_slice() {
        [] => Some(bs.clone()),
        [None] => {
            let n = ar.numel(bs)?;
            Some(dims2(ar.sdim(n), SDim::Known(1)))
        }
        // A 1x1 mask selects all or nothing: 1x1 or 0x0 whatever the base's shape.
        [Some(s)] if s.sh.is_scalar() && !counts_by_numel(s) => {
            Some(dims2(SDim::Unknown, SDim::Unknown))
        }
        [Some(s)] => {
            // A logical mask selects nnz(mask) elements, not numel(mask).
            let n = if counts_by_numel(s) {
                let t = ar.numel(&s.sh)?;
                ar.sdim(t)
            } else {
                SDim::Unknown
            };
            let row = |x: &SShape| x.is_matrix() && x.dim(0) == Some(SDim::Known(1));
            let col = |x: &SShape| x.is_matrix() && x.dim(1) == Some(SDim::Known(1));
            let big = |ar: &Arena, d: Option<SDim>| match d {
                Some(SDim::Known(n)) => n >= 2,
                Some(SDim::Sym(t)) => ar.ge_const(t, 2),
                _ => false,
            };
            // A vector indexed by a vector keeps its orientation (a 1x1 base takes the
            // subscript's, hence the agreeing or provably-long cases only).
            let vector = |x: &SShape| row(x) || col(x);
            if (row(bs) && row(&s.sh)) || (row(bs) && big(ar, bs.dim(1)) && vector(&s.sh)) {
                Some(dims2(SDim::Known(1), n))
            } else if (col(bs) && col(&s.sh)) || (col(bs) && big(ar, bs.dim(0)) && vector(&s.sh)) {
                Some(dims2(n, SDim::Known(1)))
            } else if bs.is_matrix()
                && big(ar, bs.dim(0))
                && big(ar, bs.dim(1))
                && counts_by_numel(s)
            {
                // A matrix indexed by numbers takes the subscript's shape (a mask does not:
                // `A(false)` is empty).
                Some(s.sh.clone())
            } else {
                None
            }
        }
        _ => {
            let n = sf.len();
            let rank = bs.dims()?.len();
            let mut d = Vec::new();
            for (k, s) in sf.iter().enumerate() {
                d.push(match s {
                    Some(s) if s.sh.is_scalar() && counts_by_numel(s) => SDim::Known(1),
                    Some(s) if !counts_by_numel(s) => SDim::Unknown,
                    Some(s) => match ar.numel(&s.sh) {
                        Some(t) => ar.sdim(t),
                        None => SDim::Unknown,
                    },
                    None if k + 1 < n || rank <= n => bs.dim(k)?,
                    None => match ar.tail_numel(bs, k) {
                        Some(t) => ar.sdim(t),
                        None => SDim::Unknown,
                    },
                });
            }
            Some(canon(d))
        }
    }
}

fn update_shape(
    f: &Function,
    ar: &mut Arena,
    b: Option<&Fact>,
    subs: &[Value],
    get: &dyn Fn(Value) -> Option<Fact>,
) -> Option<SShape> {
    let bs = match b {
        Some(b) => b.sh.clone(),
        None => dims2(SDim::Known(0), SDim::Known(0)),
    };
    let d = bs.dims()?.to_vec();
    if d.len() != 2 {
        return None;
    }
    // The extent after assigning at positions up to `hi` (a term), growing from `old`.
    let grow = |ar: &mut Arena, old: SDim, hi: TermId| -> SDim {
        match old {
            // A successful assignment has index >= 1.
            SDim::Known(0) => ar.sdim(hi),
            _ => match ar.dterm(old) {
                Some(o) => {
                    let m = ar.max(o, hi);
                    ar.sdim(m)
                }
                None => SDim::Unknown,
            },
        }
    };
    // The largest position a subscript touches, when it is known symbolically (ranges
    // only when they start at 1: an empty one then ends at 0 and grows nothing).
    let hi_of = |s: Value| -> Option<TermId> {
        let fact = get(s)?;
        // A logical scalar is a mask: `v(false) = x` grows nothing, even an empty `v`.
        if !counts_by_numel(&fact) {
            return None;
        }
        if fact.sh.is_scalar() {
            return fact.val;
        }
        if !lo_is_one(f, s, get) {
            return None;
        }
        range_ends(f, s, get).map(|(_, hi)| hi)
    };
    match subs {
        [s] => {
            let zero_or_one = |ar: &Arena, x: SDim| match x {
                SDim::Known(n) => n <= 1,
                SDim::Sym(t) => matches!(ar.as_atom(t), Some(Atom::Phi(_, _, alts))
                    if alts.iter().all(|&a| matches!(ar.as_const(a), Some(0 | 1)))),
                SDim::Unknown => false,
            };
            let Some(hi) = hi_of(*s) else {
                // Growing a row (or an empty array) by a linear index keeps it a row.
                return (zero_or_one(ar, d[0]) && !bs.is_empty00() || d[0] == SDim::Known(1))
                    .then(|| dims2(SDim::Known(1), SDim::Unknown));
            };
            if !bs.is_empty00() && d[0] != SDim::Known(1) && zero_or_one(ar, d[0]) {
                return Some(dims2(SDim::Known(1), SDim::Unknown));
            }
            if bs.is_empty00() || d[0] == SDim::Known(1) {
                let c = grow(ar, d[1], hi);
                Some(dims2(SDim::Known(1), c))
            } else if d[1] == SDim::Known(1) && matches!(d[0], SDim::Sym(t) if ar.ge_const(t, 2)) {
                let r = grow(ar, d[0], hi);
                Some(dims2(r, SDim::Known(1)))
            } else {
                None
            }
        }
        [s0, s1] => {
            let mut out = Vec::new();
            for (k, &s) in [*s0, *s1].iter().enumerate() {
                if is_colon(f, s) {
                    match d[k] {
                        SDim::Known(n) if n >= 1 => out.push(d[k]),
                        SDim::Sym(t) if ar.ge_const(t, 1) => out.push(d[k]),
                        _ => return None,
                    }
                } else {
                    let hi = hi_of(s)?;
                    out.push(grow(ar, d[k], hi));
                }
            }
            Some(canon(out))
        }
        _ => None,
    }
}

fn lo_is_one(f: &Function, v: Value, get: &dyn Fn(Value) -> Option<Fact>) -> bool {
    let Some(i) = f.dfg.defining_inst(v) else {
        return false;
    };
    match f.inst(i) {
        InstData::Range { start, .. } => get(*start).is_some_and(|x| x.konst == Some(1.0)),
        _ => false,
    }
}

/// Computes the symbolic shapes and value terms of the results of `data` (already given
/// their classes by `transfer`) and projects them onto `ty.shape`.
pub(crate) fn refine(
    ck: &Checker,
    at: Block,
    data: &InstData,
    results: &[Value],
    outs: &mut [Option<Fact>],
    get: &dyn Fn(Value) -> Option<Fact>,
    ar: &mut Arena,
) {
    let f = ck.f;
    let (mut sh, val, rest) = symbolic(f, data, results, outs, get, ar);
    // An assignment within the extents keeps the shape.
    if let InstData::Update { base, subs, .. } = data
        && let Some(b) = get(*base)
        && ck.index_in_bounds(ar, *base, subs, at)
    {
        sh = Some(b.sh);
    }
    for (k, o) in outs.iter_mut().enumerate() {
        let Some(o) = o else { continue };
        let old = SShape::from_shape(&o.ty.shape);
        let (s, v) = if k == 0 {
            (sh.clone(), val)
        } else {
            rest.get(k - 1).cloned().unwrap_or((None, None))
        };
        o.sh = match s {
            Some(s) => meet(&old, s),
            None => old,
        };
        o.val = v;
        o.ty.shape = o.sh.project();
    }
}

type Res = (
    Option<SShape>,
    Option<TermId>,
    Vec<(Option<SShape>, Option<TermId>)>,
);

fn symbolic(
    f: &Function,
    data: &InstData,
    results: &[Value],
    outs: &[Option<Fact>],
    get: &dyn Fn(Value) -> Option<Fact>,
    ar: &mut Arena,
) -> Res {
    let none: Res = (None, None, Vec::new());
    let scalar_val = |t: Option<TermId>| (Some(SShape::scalar()), t, Vec::new());
    match data {
        InstData::Const(Constant::Num(x)) => {
            let t = (x.fract() == 0.0 && x.abs() < 1e15).then(|| ar.konst(*x as i64));
            scalar_val(t)
        }
        InstData::Const(Constant::Bool(b)) => scalar_val(Some(ar.konst(*b as i64))),
        InstData::Copy { arg } => match get(*arg) {
            Some(a) => (Some(a.sh), a.val, Vec::new()),
            None => none,
        },
        InstData::Unary { op, arg } => {
            let Some(a) = get(*arg) else { return none };
            match op {
                UnOp::Neg => {
                    let v = a.val.map(|t| ar.scale(t, -1));
                    (Some(a.sh), v, Vec::new())
                }
                UnOp::Plus => (Some(a.sh), a.val, Vec::new()),
                UnOp::Not => (Some(a.sh), None, Vec::new()),
                UnOp::Transpose | UnOp::CTranspose => {
                    (Some(ar.transpose(&a.sh)), a.val, Vec::new())
                }
            }
        }
        InstData::Binary { op, args } => {
            let (Some(a), Some(b)) = (get(args[0]), get(args[1])) else {
                return none;
            };
            use BinOp::*;
            let sh = match op {
                MatMul => Some(ar.matmul(&a.sh, &b.sh).0),
                MatRDiv | MatLDiv | MatPow if !(a.sh.is_scalar() && b.sh.is_scalar()) => None,
                _ => Some(ar.broadcast(&a.sh, &b.sh).0),
            };
            let val = match (op, a.val, b.val) {
                (Add, Some(x), Some(y)) => Some(ar.add(x, y)),
                (Sub, Some(x), Some(y)) => Some(ar.sub(x, y)),
                (ElMul | MatMul, Some(x), Some(y)) => Some(ar.mul(x, y)),
                _ => None,
            };
            (sh, val, Vec::new())
        }
        InstData::Index { base, subs } => match get(*base) {
            Some(b) => {
                let val = range_element_is_count(f, *base, subs, get)
                    .then(|| ar.sym(SymKey::Val(results[0])));
                (index_shape(f, ar, &b, subs, get), val, Vec::new())
            }
            None => none,
        },
        InstData::Update { base, subs, .. } => {
            let b = get(*base);
            (update_shape(f, ar, b.as_ref(), subs, get), None, Vec::new())
        }
        InstData::Range { start, step, stop } => {
            let (Some(a), Some(s), Some(e)) = (get(*start), get(*step), get(*stop)) else {
                return none;
            };
            let n = if s.konst != Some(1.0) {
                SDim::Unknown
            } else if let (Some(x), Some(y)) = (a.val, e.val) {
                let d = ar.sub(y, x);
                let d = ar.add_const(d, 1);
                let m = ar.max0(d);
                ar.sdim(m)
            } else if a.konst == Some(1.0) && e.sh.is_scalar() {
                ext_of(ar, *stop, &e)
            } else {
                SDim::Unknown
            };
            (Some(dims2(SDim::Known(1), n)), None, Vec::new())
        }
        InstData::HorzCat { args } | InstData::VertCat { args } => {
            let Some(fs) = args.iter().map(|&a| get(a)).collect::<Option<Vec<Fact>>>() else {
                return none;
            };
            let Some(shs) = cell_concat_sshapes(&fs) else {
                return none;
            };
            let vert = matches!(data, InstData::VertCat { .. });
            (Some(ar.concat(vert, &shs).0), None, Vec::new())
        }
        InstData::End { base, pos, count } => {
            let Some(b) = get(*base) else { return none };
            let (pos, count) = (*pos as usize, *count as usize);
            let t = if count == 1 {
                ar.numel(&b.sh)
            } else if pos + 1 < count {
                b.sh.dim(pos).and_then(|d| ar.dterm(d))
            } else {
                ar.tail_numel(&b.sh, pos)
            };
            let t = t.unwrap_or_else(|| ar.sym(SymKey::Val(results[0])));
            scalar_val(Some(t))
        }
        InstData::Truth { .. } => scalar_val(None),
        InstData::Builtin { id, args } => builtin(f, *id, args, results, outs, get, ar),
        _ => none,
    }
}

fn builtin(
    f: &Function,
    id: Bi,
    args: &[Value],
    results: &[Value],
    outs: &[Option<Fact>],
    get: &dyn Fn(Value) -> Option<Fact>,
    ar: &mut Arena,
) -> Res {
    let none: Res = (None, None, Vec::new());
    let Some(facts) = args.iter().map(|&a| get(a)).collect::<Option<Vec<Fact>>>() else {
        return none;
    };
    let Some(spec) = mat2c_builtins::row(id) else {
        return none;
    };
    let a0 = facts.first();
    let scal = Some(SShape::scalar());
    match id {
        Bi::size => {
            let Some(x) = a0 else { return none };
            // `[r, c] = size(x)`; `[r, c] = size(x, DIMS)` names other dimensions.
            if results.len() > 1 && facts.len() == 1 {
                let n = results.len();
                let mut rs = Vec::new();
                for (k, &r) in results.iter().enumerate() {
                    let t = if k + 1 < n {
                        x.sh.dim(k).and_then(|d| ar.dterm(d))
                    } else {
                        ar.tail_numel(&x.sh, k)
                    };
                    let t = t.unwrap_or_else(|| ar.sym(SymKey::Val(r)));
                    rs.push((scal.clone(), Some(t)));
                }
                let (s0, v0) = rs.remove(0);
                return (s0, v0, rs);
            }
            if let Some(k) = facts.get(1).and_then(dim_arg) {
                let t = val_or_sym(ar, x.sh.dim(k), results[0]);
                return (scal, Some(t), Vec::new());
            }
            if facts.len() == 1 {
                let r = srank(&x.sh);
                return (
                    r.map(|r| dims2(SDim::Known(1), SDim::Known(r))),
                    None,
                    Vec::new(),
                );
            }
            none
        }
        Bi::numel => {
            let Some(x) = a0 else { return none };
            let t = ar
                .numel(&x.sh)
                .unwrap_or_else(|| ar.sym(SymKey::Val(results[0])));
            (scal, Some(t), Vec::new())
        }
        Bi::length => {
            let Some(x) = a0 else { return none };
            let t = match x.sh.dims() {
                Some([SDim::Known(1), d]) | Some([d, SDim::Known(1)]) => ar.dterm(*d),
                _ => None,
            };
            let t = t.unwrap_or_else(|| ar.sym(SymKey::Val(results[0])));
            (scal, Some(t), Vec::new())
        }
        Bi::ndims => {
            let t = a0.and_then(|x| srank(&x.sh)).map(|r| ar.konst(r as i64));
            (scal, t, Vec::new())
        }
        Bi::linspace | Bi::repmat | Bi::num2str | Bi::sprintf | Bi::fprintf | Bi::isempty => none,
        // Scalar for strings, the cell's shape for a cell argument (transfer.rs decides).
        Bi::strcmp | Bi::strcmpi | Bi::strncmp | Bi::strncmpi => none,
        // rand('state'), rand('seed', x): seeding and state queries, not size arguments.
        Bi::rand | Bi::randn | Bi::rande | Bi::randg | Bi::randp
            if args.first().is_some_and(|&a| is_str_const(f, a)) =>
        {
            none
        }
        // The parameter comes first; its shape is the result's when no sizes follow.
        Bi::randg | Bi::randp => none,
        Bi::randi => {
            let mut dargs = args.get(1..).unwrap_or(&[]);
            if let Some((&last, rest)) = dargs.split_last()
                && is_str_const(f, last)
            {
                dargs = rest;
            }
            (from_dims(f, ar, dargs, get), None, Vec::new())
        }
        Bi::max | Bi::min if facts.len() == 2 => {
            let sh = ar.broadcast(&facts[0].sh, &facts[1].sh).0;
            (Some(sh), None, Vec::new())
        }
        Bi::max | Bi::min => {
            let Some(x) = a0 else { return none };
            let k = match facts.get(2) {
                Some(d) => match dim_arg(d) {
                    Some(k) => Some(k),
                    None => return none,
                },
                None => None,
            };
            let sh = ar.reduce_minmax(&x.sh, k);
            let rest = if results.len() > 1 {
                vec![(sh.clone(), None)]
            } else {
                Vec::new()
            };
            (sh, None, rest)
        }
        _ => {
            let shape = match (spec.lowering, spec.shape) {
                (Lowering::Reduce(op), _) => {
                    let Some(x) = a0 else { return none };
                    // any/all of a cell (or what may be one) are 0x0 (transfer.rs).
                    if matches!(op, "MT_ANY" | "MT_ALL")
                        && matches!(x.class(), None | Some(Class::Cell))
                    {
                        return none;
                    }
                    if matches!(op, "MT_CUMSUM" | "MT_CUMPROD") {
                        Some(x.sh.clone())
                    } else {
                        let known: Option<Vec<u64>> = x.sh.dims().and_then(|d| {
                            d.iter()
                                .map(|x| match x {
                                    SDim::Known(n) => Some(*n),
                                    _ => None,
                                })
                                .collect()
                        });
                        let mean_empty = match (op, facts.len(), known) {
                            ("MT_MEAN", 1, Some(k)) => crate::transfer::mean_empty_dim(&k),
                            _ => None,
                        };
                        let unknown_row = matches!(x.sh.dims(), Some([SDim::Known(1), n])
                            if !matches!(n, SDim::Known(_)) && !matches!(n, SDim::Sym(t) if ar.ge_const(*t, 1)));
                        match (mean_empty, facts.get(1)) {
                            // mean of a row that may be empty: 1x0 then.
                            (None, None) if op == "MT_MEAN" && unknown_row => {
                                Some(dims2(SDim::Known(1), SDim::Unknown))
                            }
                            (Some(Some(k)), _) => ar.reduce(&x.sh, Some(k)),
                            (Some(None), _) => Some(SShape::scalar()),
                            (None, Some(d)) => dim_arg(d).and_then(|k| ar.reduce(&x.sh, Some(k))),
                            (None, None) => ar.reduce(&x.sh, None),
                        }
                    }
                }
                (Lowering::Unary(_), _) => a0.map(|x| x.sh.clone()),
                (Lowering::Binary(_), _) | (_, ShapeRule::Broadcast) => match facts.as_slice() {
                    [x, y, ..] => Some(ar.broadcast(&x.sh, &y.sh).0),
                    _ => None,
                },
                (_, ShapeRule::FromDims) => {
                    // Strip a trailing class-name argument (zeros(n, m, 'int32')).
                    let mut dargs = args;
                    if let Some(&last) = args.last()
                        && f.dfg
                            .defining_inst(last)
                            .is_some_and(|i| matches!(f.inst(i), InstData::Const(Constant::Str(_))))
                    {
                        dargs = &args[..args.len() - 1];
                    }
                    if id == Bi::reshape {
                        dargs = dargs.get(1..).unwrap_or(&[]);
                    }
                    if id == Bi::pct_fill {
                        dargs = args.get(3..).unwrap_or(&[]);
                    }
                    if id == Bi::cell && dargs.is_empty() {
                        // `cell()` and `{}` are 0x0 (`zeros()` is 1x1).
                        return none;
                    }
                    from_dims(f, ar, dargs, get)
                }
                // `norm(A, p, 'rows')`, `norm(A, 'columns')`: a norm per row or column.
                (_, ShapeRule::Scalar)
                    if id == Bi::norm
                        && args.iter().zip(&facts).skip(1).any(|(&x, fx)| {
                            match f.dfg.defining_inst(x).map(|i| f.inst(i)) {
                                Some(InstData::Const(Constant::Str(t))) => {
                                    mat2c_builtins::norm_option_per_line(t)
                                }
                                _ => !matches!(fx.class(), Some(Class::Double | Class::Single)),
                            }
                        }) =>
                {
                    None
                }
                (_, ShapeRule::Scalar) => scal,
                (_, ShapeRule::SameAsArg0) => a0.map(|x| x.sh.clone()),
                _ => None,
            };
            let _ = outs;
            (shape, None, Vec::new())
        }
    }
}

/// Value ranges of integer scalars and the checks side table (computed once facts are final).
pub(crate) struct Checker<'a> {
    pub(crate) f: &'a Function,
    pub(crate) dt: &'a DominatorTree,
    pub(crate) cfg: &'a ControlFlowGraph,
    pub(crate) facts: &'a SecondaryMap<Value, Option<Fact>>,
    /// `(true-target, compare inst)` of every `brif` on a comparison whose true target has
    /// the branch block as its only predecessor.
    pub(crate) guards: &'a [(Block, Inst)],
    /// Ranges assumed for block parameters while an inductive range is being checked
    /// ([`Checker::mod_cycle_range`]).
    pub(crate) assume: std::cell::RefCell<Vec<(Value, i64, i64)>>,
}

impl Checker<'_> {
    fn fact(&self, v: Value) -> Option<&Fact> {
        self.facts[v].as_ref()
    }

    /// For `mod(a, c)` (instruction `i`): true when `c` is a positive integer constant below
    /// 2^52 and `a` is proven an integer in `[0, 2^52)` where the call runs, so that
    /// Octave's formula is the integer remainder (the C writer emits `%`).
    pub(crate) fn mod_of_small_int(&self, ar: &mut Arena, i: Inst) -> bool {
        let InstData::Builtin { id: Bi::mod_, args } = self.f.inst(i) else {
            return false;
        };
        let (Some(b), [a, c]) = (self.f.layout.inst_block(i), args.as_slice()) else {
            return false;
        };
        let small = |x: f64| (0.0..4503599627370496.0).contains(&x) && x.fract() == 0.0;
        if !self
            .fact(*c)
            .and_then(|c| c.konst)
            .is_some_and(|c| c >= 1.0 && small(c))
        {
            return false;
        }
        let (lo, hi) = self.range(ar, *a, b, 0);
        let k = |t: Option<TermId>| t.and_then(|t| ar.as_const(t));
        matches!((k(lo), k(hi)), (Some(l), Some(h)) if l >= 0 && h < 1 << 52)
    }

    /// For a `mod` that [`Self::mod_of_small_int`] accepts: true when every `+`, `-` and `*`
    /// of scalars in its dividend's expression tree has constant bounds below 2^53 in
    /// magnitude, so each double operation of the tree is exact and the tree computed in C
    /// integers (from integer leaves) gives the same value.
    pub(crate) fn mod_tree_exact(&self, ar: &mut Arena, i: Inst) -> bool {
        let (InstData::Builtin { args, .. }, Some(b)) =
            (self.f.inst(i), self.f.layout.inst_block(i))
        else {
            return false;
        };
        self.exact_int_tree(ar, args[0], b, 0)
    }

    fn exact_int_tree(&self, ar: &mut Arena, v: Value, at: Block, depth: u32) -> bool {
        if depth > 8 {
            return false;
        }
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Copy { arg }) => self.exact_int_tree(ar, *arg, at, depth + 1),
            Some(InstData::Binary {
                op: BinOp::Add | BinOp::Sub | BinOp::ElMul | BinOp::MatMul,
                args: [x, y],
            }) => {
                let (lo, hi) = self.range(ar, v, at, 0);
                let small = |t: Option<TermId>| {
                    t.and_then(|t| ar.as_const(t))
                        .is_some_and(|x| x.unsigned_abs() < 1 << 53)
                };
                small(lo)
                    && small(hi)
                    && self.exact_int_tree(ar, *x, at, depth + 1)
                    && self.exact_int_tree(ar, *y, at, depth + 1)
            }
            _ => true,
        }
    }

    /// True when `t` mentions the value of a range element (see `range_element_is_count`).
    fn mentions_range_element(&self, ar: &Arena, t: TermId) -> bool {
        let f = self.f;
        let def = |v: Value| f.dfg.defining_inst(v).map(|i| f.inst(i));
        let mut vs = Vec::new();
        ar.values_in(t, &mut vs);
        vs.into_iter().any(|w| {
            matches!(def(w), Some(InstData::Index { base, .. })
                if matches!(def(*base), Some(InstData::Range { .. })))
        })
    }

    /// `[0, c - 1]` for a loop-carried parameter `p` whose every incoming value is `p`
    /// itself, an integer constant in that range, or `mod(x, c)` of an integer `x` below 2^53
    /// in magnitude, assuming the range for `p` while `x` is bounded (induction:
    /// `hash = mod(hash * 31 + s(k), c)` stays in `[0, c - 1]`).
    fn mod_cycle_range(
        &self,
        ar: &mut Arena,
        p: Value,
        depth: u32,
    ) -> (Option<TermId>, Option<TermId>) {
        let f = self.f;
        let def = |v: Value| f.dfg.defining_inst(v).map(|i| (i, f.inst(i)));
        let konst = |v: Value| self.fact(v).and_then(|x| x.konst);
        let incoming = std::mem::take(&mut f.param_incoming()[p]);
        let modulus = incoming.iter().find_map(|&a| match def(a) {
            Some((_, InstData::Builtin { id: Bi::mod_, args })) if args.len() == 2 => {
                konst(args[1]).filter(|c| *c >= 1.0 && c.fract() == 0.0 && *c < 4503599627370496.0)
            }
            _ => None,
        });
        let Some(c) = modulus else {
            return (None, None);
        };
        let hi = c as i64 - 1;
        self.assume.borrow_mut().push((p, 0, hi));
        let ok = incoming.iter().all(|&a| {
            if a == p {
                return true;
            }
            match def(a) {
                Some((_, InstData::Const(Constant::Num(x)))) => {
                    *x >= 0.0 && *x <= hi as f64 && x.fract() == 0.0
                }
                Some((i, InstData::Builtin { id: Bi::mod_, args }))
                    if args.len() == 2 && konst(args[1]) == Some(c) =>
                {
                    let Some(ib) = f.layout.inst_block(i) else {
                        return false;
                    };
                    let (lo, up) = self.range(ar, args[0], ib, depth + 1);
                    let small = |t: Option<TermId>| {
                        t.and_then(|t| ar.as_const(t))
                            .is_some_and(|x| x.unsigned_abs() < 1 << 53)
                    };
                    small(lo) && small(up)
                }
                _ => false,
            }
        });
        self.assume.borrow_mut().retain(|a| a.0 != p);
        if ok {
            (Some(ar.konst(0)), Some(ar.konst(hi)))
        } else {
            (None, None)
        }
    }

    /// `[lo, hi]` bounds (either may be missing) of integer scalar `v` where used in `at`.
    fn range(
        &self,
        ar: &mut Arena,
        v: Value,
        at: Block,
        depth: u32,
    ) -> (Option<TermId>, Option<TermId>) {
        if depth > 6 {
            return (None, None);
        }
        let Some(fact) = self.fact(v) else {
            return (None, None);
        };
        // A term over a range element's opaque `Val` says nothing about its bounds: those
        // come from the range and the guards below.
        if let Some(t) = fact.val
            && !self.mentions_range_element(ar, t)
        {
            return (Some(t), Some(t));
        }
        // A char or logical scalar is an integer of its class's range (chars are bytes).
        if fact.ty.shape.is_scalar() && fact.is_real() {
            match fact.ty.class {
                Some(Class::Char) => return (Some(ar.konst(0)), Some(ar.konst(255))),
                Some(Class::Logical) => return (Some(ar.konst(0)), Some(ar.konst(1))),
                _ => {}
            }
        }
        let f = self.f;
        match f.dfg.value_def(v) {
            ValueDef::Param(b, idx) => {
                let assumed = self.assume.borrow().iter().find(|a| a.0 == v).copied();
                if let Some((_, lo, hi)) = assumed {
                    return (Some(ar.konst(lo)), Some(ar.konst(hi)));
                }
                // Only a counter (integer start, integer steps) is known to hold integers;
                // without that no bound proves a subscript valid (1.5 is in [1, 3]).
                let Some(counter) = self.counter_lo(ar, b, idx as usize, v) else {
                    return self.mod_cycle_range(ar, v, depth);
                };
                self.guarded(ar, v, at, depth, Some(counter), None)
            }
            ValueDef::Result(i, _) => match f.inst(i) {
                InstData::Copy { arg } => self.range(ar, *arg, at, depth + 1),
                InstData::Binary { op, args } if matches!(op, BinOp::Add | BinOp::Sub) => {
                    let (la, ha) = self.range(ar, args[0], at, depth + 1);
                    let (lb, hb) = self.range(ar, args[1], at, depth + 1);
                    let comb = |ar: &mut Arena, x: Option<TermId>, y: Option<TermId>| match (x, y) {
                        (Some(x), Some(y)) => Some(if *op == BinOp::Add {
                            ar.add(x, y)
                        } else {
                            ar.sub(x, y)
                        }),
                        _ => None,
                    };
                    if *op == BinOp::Add {
                        (comb(ar, la, lb), comb(ar, ha, hb))
                    } else {
                        let mut lo = comb(ar, la, hb);
                        // `k - j` with j counting up to k (or to min(c, k)): at least 0 (the
                        // FIR idiom x(k - j + 1) for j = 1:min(ntap, k)); k must be known
                        // to be an integer (it has a lower bound).
                        if la.is_some()
                            && self.counts_up_to(ar, args[1], args[0], at)
                            && lo.and_then(|t| ar.as_const(t)).is_none_or(|c| c < 0)
                        {
                            lo = Some(ar.konst(0));
                        }
                        (lo, comb(ar, ha, lb))
                    }
                }
                InstData::Index { base, subs } if subs.len() == 1 => {
                    // An element of `a:s:b` (integer a and s) read at a proven position is an
                    // integer in [a, floor(b)] for s > 0 and in [b, a] for s < 0 (b an
                    // integer term).
                    let Some(bi) = f.dfg.defining_inst(*base) else {
                        return (None, None);
                    };
                    let InstData::Range { start, step, stop } = f.inst(bi) else {
                        return (None, None);
                    };
                    let s = self.fact(*step).and_then(|s| s.konst);
                    let Some(s) = s.filter(|s| s.fract() == 0.0 && *s != 0.0) else {
                        return (None, None);
                    };
                    // In bounds by the extents, or as the counter of the for loop over the
                    // range (whose extent inference may not know: `max(1, k - 2):k`).
                    let counter = || {
                        f.layout
                            .inst_block(i)
                            .is_some_and(|ib| self.loop_counter_in_bounds(ib, *base, subs[0]))
                    };
                    if !self.index_in_bounds(ar, *base, subs, at) && !counter() {
                        return (None, None);
                    }
                    // The start's own term, else a constant lower bound of an integer start
                    // (`max(1, k - 2):k`).
                    let lo = self.fact(*start).and_then(|s| s.val).or_else(|| {
                        if s < 0.0 {
                            return None;
                        }
                        let (l, _) = self.range(ar, *start, at, depth + 1);
                        l.filter(|&t| ar.as_const(t).is_some())
                    });
                    if s < 0.0 {
                        let Some(hi) = lo else { return (None, None) };
                        let lo = self.fact(*stop).and_then(|e| e.val);
                        return self.guarded(ar, v, at, depth, lo, Some(hi));
                    }
                    let hi = match self.fact(*stop) {
                        Some(e) if e.val.is_some() => e.val,
                        Some(e) if e.sh.is_scalar() && e.konst.is_none() => {
                            // A constant upper bound of the stop (`1:min(32, k)`) bounds
                            // every element; else the stop itself, as a symbol.
                            let (_, sh) = self.range(ar, *stop, at, depth + 1);
                            match sh.filter(|&t| ar.as_const(t).is_some()) {
                                Some(t) => Some(t),
                                None => Some(ar.sym(SymKey::Ext(*stop))),
                            }
                        }
                        _ => None,
                    };
                    // An integer start makes every element an integer, so guards apply.
                    if lo.is_none() {
                        return (None, hi);
                    }
                    self.guarded(ar, v, at, depth, lo, hi)
                }
                // A product of two integers with constant non-negative lower bounds (constant
                // upper bounds when both have them).
                InstData::Binary {
                    op: BinOp::ElMul | BinOp::MatMul,
                    args,
                } => {
                    let (la, ha) = self.range(ar, args[0], at, depth + 1);
                    let (lb, hb) = self.range(ar, args[1], at, depth + 1);
                    let c = |ar: &Arena, t: Option<TermId>| t.and_then(|t| ar.as_const(t));
                    let (Some(la), Some(lb)) = (c(ar, la), c(ar, lb)) else {
                        return (None, None);
                    };
                    if la < 0 || lb < 0 {
                        return (None, None);
                    }
                    let hi = match (c(ar, ha), c(ar, hb)) {
                        (Some(x), Some(y)) => x.checked_mul(y).map(|p| ar.konst(p)),
                        _ => None,
                    };
                    let lo = la.checked_mul(lb).map(|p| ar.konst(p));
                    (lo, hi)
                }
                // mod(a, c) of an integer a (it has a lower bound) by a positive integer
                // constant c: an integer in [0, c - 1].
                InstData::Builtin { id: Bi::mod_, args } if args.len() == 2 => {
                    let c = self.fact(args[1]).and_then(|x| x.konst);
                    let Some(c) = c.filter(|c| *c >= 1.0 && c.fract() == 0.0 && *c < 9e15) else {
                        return (None, None);
                    };
                    // a below 2^53 in magnitude: Octave's formula is exact there.
                    let (la, ha) = self.range(ar, args[0], at, depth + 1);
                    let small = |t: Option<TermId>| {
                        t.and_then(|t| ar.as_const(t))
                            .is_some_and(|x| x.unsigned_abs() < 1 << 53)
                    };
                    if !small(la) || !small(ha) {
                        return (None, None);
                    }
                    (Some(ar.konst(0)), Some(ar.konst(c as i64 - 1)))
                }
                // min/max of two integers (both have a lower bound: counters, integer
                // constants): min is at most either operand, max at least either.
                InstData::Builtin { id, args }
                    if matches!(id, Bi::min | Bi::max) && args.len() == 2 =>
                {
                    let (la, ha) = self.range(ar, args[0], at, depth + 1);
                    let (lb, hb) = self.range(ar, args[1], at, depth + 1);
                    let (Some(la), Some(lb)) = (la, lb) else {
                        return (None, None);
                    };
                    let ismin = *id == Bi::min;
                    let pick = |ar: &mut Arena,
                                x: Option<TermId>,
                                y: Option<TermId>,
                                lower: bool| match (x, y) {
                        (Some(x), Some(y)) => match (ar.as_const(x), ar.as_const(y)) {
                            (Some(a), Some(b)) => {
                                Some(ar.konst(if lower { a.min(b) } else { a.max(b) }))
                            }
                            (Some(_), None) => Some(x),
                            (None, Some(_)) => Some(y),
                            (None, None) => Some(x),
                        },
                        (x, None) => x,
                        (None, y) => y,
                    };
                    if ismin {
                        // lo: the smaller of the two lower bounds (both needed); hi: either.
                        let lo = match (ar.as_const(la), ar.as_const(lb)) {
                            (Some(a), Some(b)) => Some(ar.konst(a.min(b))),
                            _ => None,
                        };
                        (lo, pick(ar, ha, hb, true))
                    } else {
                        let hi = match (
                            ha.and_then(|t| ar.as_const(t)),
                            hb.and_then(|t| ar.as_const(t)),
                        ) {
                            (Some(a), Some(b)) => Some(ar.konst(a.max(b))),
                            _ => None,
                        };
                        (pick(ar, Some(la), Some(lb), false), hi)
                    }
                }
                _ => (None, None),
            },
        }
    }

    /// True when `j` is an element of a for loop's range `s:t:e` with t > 0 (read as the
    /// loop's counter, so at most e) whose stop `e` is `k` or `min(c, k)`: then j <= k.
    fn counts_up_to(&self, ar: &mut Arena, j: Value, k: Value, at: Block) -> bool {
        let f = self.f;
        let def = |v: Value| f.dfg.defining_inst(v);
        let Some(i) = def(j) else { return false };
        let InstData::Index { base, subs } = f.inst(i) else {
            return false;
        };
        let Some(InstData::Range { step, stop, .. }) = def(*base).map(|b| f.inst(b)) else {
            return false;
        };
        if !self
            .fact(*step)
            .and_then(|s| s.konst)
            .is_some_and(|s| s > 0.0)
            || subs.len() != 1
        {
            return false;
        }
        let ends_at_k = *stop == k
            || matches!(def(*stop).map(|d| f.inst(d)),
                Some(InstData::Builtin { id: Bi::min, args }) if args.len() == 2 && args.contains(&k));
        ends_at_k
            && (self.index_in_bounds(ar, *base, subs, at)
                || f.layout
                    .inst_block(i)
                    .is_some_and(|ib| self.loop_counter_in_bounds(ib, *base, subs[0])))
    }

    /// `[lo, hi]` of the integer-valued scalar `v` narrowed by the guards (`if v > e`,
    /// `while v < e`, ...) whose true branch dominates the use in `at`. Only sound for values
    /// known to hold integers: `v < e` gives `v <= e - 1`.
    fn guarded(
        &self,
        ar: &mut Arena,
        v: Value,
        at: Block,
        depth: u32,
        mut lo: Option<TermId>,
        mut hi: Option<TermId>,
    ) -> (Option<TermId>, Option<TermId>) {
        let f = self.f;
        for &(t, ci) in self.guards {
            if !self.dt.dominates(t, at) {
                continue;
            }
            let InstData::Binary { op, args } = f.inst(ci) else {
                continue;
            };
            let (x, y) = (args[0], args[1]);
            let bound = |s: &Self, ar: &mut Arena, w: Value, upper: bool| {
                let (l, h) = s.range(ar, w, at, depth + 1);
                if upper { h } else { l }
            };
            match op {
                BinOp::Lt if x == v => {
                    hi = bound(self, ar, y, true).map(|h| ar.add_const(h, -1)).or(hi)
                }
                BinOp::Le if x == v => hi = bound(self, ar, y, true).or(hi),
                BinOp::Gt if y == v => {
                    hi = bound(self, ar, x, true).map(|h| ar.add_const(h, -1)).or(hi)
                }
                BinOp::Ge if y == v => hi = bound(self, ar, x, true).or(hi),
                BinOp::Gt if x == v => {
                    lo = bound(self, ar, y, false).map(|l| ar.add_const(l, 1)).or(lo)
                }
                BinOp::Ge if x == v => lo = bound(self, ar, y, false).or(lo),
                BinOp::Lt if y == v => {
                    lo = bound(self, ar, x, false).map(|l| ar.add_const(l, 1)).or(lo)
                }
                BinOp::Le if y == v => lo = bound(self, ar, x, false).or(lo),
                _ => {}
            }
        }
        (lo, hi)
    }

    /// Lower bound of a loop counter: every incoming value is an integer constant, the
    /// parameter plus a non-negative integer constant, or another such counter (the
    /// position kept across nested loops: `while pos <= n; while k < m && pos <= n; pos =
    /// pos + 1`). The counters that feed each other are taken together: all of them hold
    /// integers no smaller than the least constant entering the group.
    fn counter_lo(&self, ar: &mut Arena, b: Block, idx: usize, p: Value) -> Option<TermId> {
        let mut group = vec![p];
        let c = self.counter_lo_in(ar, b, idx, &mut group).ok()??;
        Some(ar.konst(c))
    }

    /// [`Checker::counter_lo`] of `group`'s last parameter (number `idx` of block `b`), the
    /// others being assumed counters already: the least constant found (`Ok(None)` when
    /// every value comes from the group), `Err` when it is not such a counter.
    fn counter_lo_in(
        &self,
        ar: &mut Arena,
        b: Block,
        idx: usize,
        group: &mut Vec<Value>,
    ) -> Result<Option<i64>, ()> {
        let f = self.f;
        let mut lo: Option<i64> = None;
        for &pb in f.layout.blocks() {
            let Some(last) = f.layout.last_inst(pb) else {
                continue;
            };
            for call in f.inst(last).successors() {
                if call.block != b {
                    continue;
                }
                let a = *call.args.get(idx).ok_or(())?;
                if let Some(c) = self.incoming_lo(ar, a, group, 0)? {
                    lo = Some(lo.map_or(c, |l| l.min(c)));
                }
            }
        }
        Ok(lo)
    }

    /// A lower bound of the integer `a` entering a counter of `group`: a constant, a member
    /// of the group (no new bound: `Ok(None)`), another counter, or one of these plus a
    /// non-negative integer constant; `Err` for any other value.
    fn incoming_lo(
        &self,
        ar: &mut Arena,
        a: Value,
        group: &mut Vec<Value>,
        depth: u32,
    ) -> Result<Option<i64>, ()> {
        const MAX_GROUP: usize = 8;
        let f = self.f;
        if group.contains(&a) {
            return Ok(None);
        }
        if let Some(c) = self
            .fact(a)
            .and_then(|x| x.val)
            .and_then(|t| ar.as_const(t))
        {
            return Ok(Some(c));
        }
        if let ValueDef::Param(b2, idx2) = f.dfg.value_def(a) {
            if group.len() >= MAX_GROUP {
                return Err(());
            }
            group.push(a);
            let c = self.counter_lo_in(ar, b2, idx2 as usize, group);
            group.pop();
            return c;
        }
        let i = f.dfg.defining_inst(a).ok_or(())?;
        let InstData::Binary {
            op: BinOp::Add,
            args,
        } = f.inst(i)
        else {
            return Err(());
        };
        let konst = |v: Value| {
            self.fact(v)
                .and_then(|x| x.konst)
                .filter(|k| *k >= 0.0 && k.fract() == 0.0 && *k < 9e15)
        };
        let (x, k) = match (konst(args[0]), konst(args[1])) {
            (_, Some(k)) => (args[0], k),
            (Some(k), None) => (args[1], k),
            (None, None) => return Err(()),
        };
        if depth > 4 {
            return Err(());
        }
        match self.incoming_lo(ar, x, group, depth + 1)? {
            Some(c) => c.checked_add(k as i64).map(Some).ok_or(()),
            None => Ok(None),
        }
    }

    /// Every subscript of `base(subs)` provably within the extents (integers >= 1).
    pub(crate) fn index_in_bounds(
        &self,
        ar: &mut Arena,
        base: Value,
        subs: &[Value],
        at: Block,
    ) -> bool {
        self.index_bounds(ar, base, subs, at).is_some()
    }

    /// The proof of [`Checker::index_in_bounds`]: per subscript (`None` for `:`), the range
    /// `[lo, hi]` of its values and the extent it indexes, with `lo >= 1` and `hi <= extent`.
    pub(crate) fn index_bounds(
        &self,
        ar: &mut Arena,
        base: Value,
        subs: &[Value],
        at: Block,
    ) -> Option<Vec<Option<SubBounds>>> {
        let mut out = Vec::new();
        let b = self.fact(base)?;
        let bs = b.sh.clone();
        let n = subs.len();
        for (k, &s) in subs.iter().enumerate() {
            if is_colon(self.f, s) {
                out.push(None);
                continue;
            }
            let ext = if n == 1 {
                ar.numel(&bs)
            } else if k + 1 < n {
                bs.dim(k).and_then(|d| ar.dterm(d))
            } else {
                ar.tail_numel(&bs, k)
            };
            let ext = ext?;
            let sf = self.fact(s)?;
            if !counts_by_numel(sf) {
                return None;
            }
            let (lo, hi) = if sf.sh.is_scalar() {
                self.range(ar, s, at, 0)
            } else if let Some(InstData::Range { start, step, stop }) =
                self.f.dfg.defining_inst(s).map(|i| self.f.inst(i))
            {
                if self.fact(*step).and_then(|x| x.konst) != Some(1.0) {
                    return None;
                }
                (
                    self.range(ar, *start, at, 0).0,
                    self.range(ar, *stop, at, 0).1,
                )
            } else {
                return None;
            };
            let (Some(lo), Some(hi)) = (lo, hi) else {
                return None;
            };
            if !(ar.ge_const(lo, 1) && ar.ge(ext, hi)) {
                return None;
            }
            out.push(Some(SubBounds { lo, hi, ext }));
        }
        Some(out)
    }

    /// `Some(proven)` when `inst` needs a run-time conformance or bounds check, with the proof
    /// when it is proven unnecessary.
    pub(crate) fn check_why(&self, ar: &mut Arena, inst: Inst) -> Option<(bool, Option<Proof>)> {
        let shapes = |ok: bool| (ok, ok.then_some(Proof::Shapes));
        let f = self.f;
        let at = f.layout.inst_block(inst)?;
        let sh = |v: Value| self.fact(v).map(|x| x.sh.clone());
        match f.inst(inst) {
            InstData::Binary { op, args } => {
                let (a, b) = (sh(args[0])?, sh(args[1])?);
                if a.is_scalar() || b.is_scalar() {
                    return None;
                }
                Some(shapes(match op {
                    BinOp::MatMul => ar.matmul(&a, &b).1,
                    BinOp::MatRDiv | BinOp::MatLDiv | BinOp::MatPow => false,
                    _ => ar.broadcast(&a, &b).1,
                }))
            }
            InstData::HorzCat { args } | InstData::VertCat { args } => {
                let fs: Vec<Fact> = args
                    .iter()
                    .map(|&a| self.fact(a).cloned())
                    .collect::<Option<_>>()?;
                let shs = cell_concat_sshapes(&fs)?;
                if args.len() < 2 || shs.iter().all(SShape::is_scalar) {
                    return None;
                }
                let vert = matches!(f.inst(inst), InstData::VertCat { .. });
                Some(shapes(ar.concat(vert, &shs).1))
            }
            InstData::Index { base, subs } => {
                if subs.iter().all(|&s| is_colon(f, s)) {
                    return None;
                }
                if let Some(b) = self.index_bounds(ar, *base, subs, at) {
                    return Some((true, Some(Proof::Bounds(b))));
                }
                let counter = subs.len() == 1 && self.loop_counter_in_bounds(at, *base, subs[0]);
                Some((counter, counter.then_some(Proof::LoopCounter)))
            }
            InstData::Update { base, subs, rhs } => {
                let r = sh(*rhs)?;
                if self.fact(*base).is_none() || !r.is_scalar() {
                    return Some((false, None));
                }
                let b = self.index_bounds(ar, *base, subs, at);
                Some((b.is_some(), b.map(Proof::Bounds)))
            }
            InstData::Delete { .. } => Some((false, None)),
            InstData::Builtin { id, args } => {
                let id = *id;
                let spec = mat2c_builtins::row(id)?;
                let binary = matches!(spec.lowering, Lowering::Binary(_))
                    || spec.shape == ShapeRule::Broadcast
                    || (matches!(id, Bi::max | Bi::min) && args.len() == 2);
                if binary && args.len() >= 2 {
                    let (a, b) = (sh(args[0])?, sh(args[1])?);
                    if a.is_scalar() || b.is_scalar() {
                        return None;
                    }
                    return Some(shapes(ar.broadcast(&a, &b).1));
                }
                if id == Bi::reshape && args.len() >= 2 {
                    let x = sh(args[0])?;
                    let r = self.fact(f.dfg.inst_results(inst).first().copied()?)?;
                    let (n0, n1) = (ar.numel(&x), ar.numel(&r.sh));
                    let ok = n0.is_some() && n0 == n1;
                    return Some((ok, ok.then_some(Proof::Numel)));
                }
                None
            }
            _ => None,
        }
    }
}

/// How a check was proven unnecessary (the checks side table's reason, for the report).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The operand shapes conform (elementwise operation, product, concatenation).
    Shapes,
    /// Each subscript's values lie within the extent it indexes (`None`: a `:`).
    Bounds(Vec<Option<SubBounds>>),
    /// The for loop's counter reading the loop's own range.
    LoopCounter,
    /// `reshape` keeps the element count.
    Numel,
}

/// A subscript's values lie in `lo..=hi`, with `lo >= 1` and `hi <= ext`, the extent it
/// indexes (terms of the function's arena).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SubBounds {
    pub lo: TermId,
    pub hi: TermId,
    pub ext: TermId,
}

/// The guards of `f`: `brif` on a comparison, with the true target's only predecessor the
/// branching block.
pub(crate) fn guards(f: &Function, preds: &dyn Fn(Block) -> usize) -> Vec<(Block, Inst)> {
    let mut out = Vec::new();
    for &b in f.layout.blocks() {
        let Some(last) = f.layout.last_inst(b) else {
            continue;
        };
        if let InstData::Brif { cond, .. } = f.inst(last) {
            let succ = f.inst(last).successors();
            let Some(t) = succ.first().map(|c| c.block) else {
                continue;
            };
            if preds(t) != 1 || succ.get(1).is_some_and(|c| c.block == t) {
                continue;
            }
            let mut ci = f.dfg.defining_inst(*cond);
            if let Some(InstData::Truth { arg }) = ci.map(|i| f.inst(i)) {
                ci = f.dfg.defining_inst(*arg);
            }
            if let Some(ci) = ci
                && matches!(
                    f.inst(ci),
                    InstData::Binary {
                        op: BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge,
                        ..
                    }
                )
            {
                out.push((t, ci));
            }
        }
    }
    out
}

/// Whether `s` (a projected shape) has any unknown part.
pub(crate) fn shape_kind(s: &SShape) -> u8 {
    match s {
        SShape::Top => 2,
        SShape::Dims(d) => {
            if d.contains(&SDim::Unknown) {
                2
            } else if d.iter().any(|x| matches!(x, SDim::Sym(_))) {
                1
            } else {
                0
            }
        }
    }
}
