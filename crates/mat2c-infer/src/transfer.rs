//! Transfer functions: the facts of an instruction's results from the facts of its operands.
//!
//! A `None` operand is ⊥ (never computed); an instruction with a ⊥ operand never completes, so
//! its results are ⊥ too — except `Update`, whose ⊥ base is an undefined variable being created
//! by the assignment (`x(3) = 1` with no prior `x`), i.e. `[]`.

use mat2c_builtins::{ClassRule, Lowering, ShapeRule};
use mat2c_ir::types::{Class, Complexity, Dim, Shape, Ty};
use mat2c_ir::{Bi, BinOp, Constant, Function, InstData, UnOp, Value};

use crate::fact::{
    Fact, arith, broadcast, canon, combine, cplx1, cplx2, dim, dims2, matrix, numel, row,
};

type Get<'a> = dyn Fn(Value) -> Option<Fact> + 'a;

fn ty(class: Option<Class>, cplx: Complexity, shape: Shape) -> Fact {
    Fact::new(Ty { class, cplx, shape })
}

fn logical(shape: Shape) -> Fact {
    ty(Some(Class::Logical), Complexity::Real, shape).with_nonneg(true)
}

fn nonneg_scalar() -> Fact {
    Fact::new(Ty::scalar(Class::Double)).with_nonneg(true)
}

/// The facts of the `nres` results of `data` (which is not a control-flow instruction nor a
/// call).
pub(crate) fn transfer(f: &Function, data: &InstData, nres: usize, get: &Get) -> Vec<Option<Fact>> {
    if let InstData::Builtin { id, args } = data {
        // The old value of an assignment target is `[]` where it is undefined (⊥).
        let target = mat2c_builtins::reads_old_target(*id);
        let facts: Option<Vec<Fact>> = args
            .iter()
            .enumerate()
            .map(|(k, &a)| {
                get(a).or_else(|| (target && k == 0).then(|| constant(&Constant::Empty)))
            })
            .collect();
        let Some(facts) = facts else {
            return vec![None; nres];
        };
        let strs: Vec<Option<&str>> = args.iter().map(|&a| const_str(f, a)).collect();
        return builtin(*id, &facts, &strs, nres);
    }
    let mut out = vec![None; nres];
    if let Some(slot) = out.first_mut() {
        *slot = single(f, data, get);
    }
    out
}

/// The fact of the single result of a non-builtin instruction.
fn single(f: &Function, data: &InstData, get: &Get) -> Option<Fact> {
    let colon = |v: Value| is_colon(f, v);
    match data {
        InstData::Const(c) => Some(constant(c)),
        InstData::Undef { .. } => None,
        InstData::Copy { arg } => get(*arg),
        InstData::Unary { op, arg } => get(*arg).map(|a| unary(*op, &a)),
        InstData::Binary { op, args } => match (get(args[0]), get(args[1])) {
            (Some(a), Some(b)) => {
                let mut r = binary(*op, &a, &b);
                // A real value times itself is never negative: `x .* x` elementwise, `x * x`
                // when x is a scalar (so `sqrt(dx*dx + dy*dy)` stays real).
                let square = args[0] == args[1]
                    && (*op == BinOp::ElMul || (*op == BinOp::MatMul && a.is_scalar()));
                if square && r.is_real() {
                    r.nonneg = true;
                }
                Some(r)
            }
            _ => None,
        },
        InstData::Index { base, subs } => {
            let b = get(*base)?;
            let mut sf = Vec::new();
            for &s in subs {
                sf.push(if colon(s) { None } else { Some(get(s)?) });
            }
            Some(index(&b, &sf))
        }
        InstData::Update { base, subs, rhs } => {
            let b = get(*base);
            let r = get(*rhs)?;
            let mut sf = Vec::new();
            for &s in subs {
                sf.push(if colon(s) { None } else { Some(get(s)?) });
            }
            Some(update(b.as_ref(), &sf, &r))
        }
        InstData::Delete { base, subs } => {
            let b = get(*base)?;
            for &s in subs {
                if !colon(s) {
                    get(s)?;
                }
            }
            let shape = match &b.ty.shape {
                Shape::Dims(d) if d.len() == 2 && subs.len() <= 2 => matrix(),
                _ => Shape::Top,
            };
            Some(ty(b.class(), cplx1(&b), shape))
        }
        InstData::Range { start, step, stop } => {
            let (a, s, e) = (get(*start)?, get(*step)?, get(*stop)?);
            let n = match (a.konst, s.konst, e.konst) {
                (Some(a), Some(s), Some(e))
                    if s != 0.0 && a.is_finite() && s.is_finite() && e.is_finite() =>
                {
                    let n = ((e - a) / s + 1e-10).floor() + 1.0;
                    Dim::Known(if n > 0.0 { n as u64 } else { 0 })
                }
                _ => Dim::Unknown,
            };
            let nn = a.nonneg && s.nonneg;
            Some(
                ty(
                    range_class([a.class(), s.class(), e.class()]),
                    Complexity::Real,
                    dims2(Dim::Known(1), n),
                )
                .with_nonneg(nn),
            )
        }
        InstData::HorzCat { args } | InstData::VertCat { args } => {
            let facts: Option<Vec<Fact>> = args.iter().map(|&a| get(a)).collect();
            Some(concat(matches!(data, InstData::VertCat { .. }), &facts?))
        }
        InstData::End { base, .. } => {
            get(*base)?;
            Some(nonneg_scalar())
        }
        InstData::Truth { arg } => {
            get(*arg)?;
            Some(logical(Shape::scalar()))
        }
        InstData::TryEnter => Some(logical(Shape::scalar())),
        InstData::Caught => Some(ty(Some(Class::Struct), Complexity::Real, Shape::scalar())),
        InstData::Load { cell } => Some(load(f, cell, get)),
        InstData::Display { .. }
        | InstData::Builtin { .. }
        | InstData::Call { .. }
        | InstData::Store { .. }
        | InstData::Jump { .. }
        | InstData::Brif { .. }
        | InstData::TryExit { .. }
        | InstData::Return { .. } => None,
    }
}

/// A memory cell's value: anything for globals and persistents (other functions and other
/// calls store them); for a `try` block's spill cell, the join of what this function stores
/// into it (a cell never stored is only read under a definedness check that fails).
fn load(f: &Function, cell: &mat2c_ir::Cell, get: &Get) -> Fact {
    if cell.kind != mat2c_ir::CellKind::Local {
        return Fact::top();
    }
    let mut acc: Option<Fact> = None;
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            if let InstData::Store { cell: c, arg } = f.inst(i)
                && c == cell
                && let Some(a) = get(*arg)
            {
                let a = a.portable();
                acc = Some(match acc {
                    Some(x) => x.join(&a),
                    None => a,
                });
            }
        }
    }
    let mut r = acc.unwrap_or_else(Fact::top);
    r.konst = None;
    r
}

/// The class of `a:s:b` (Octave's `get_colon_op_type`): equal classes keep it and double
/// yields to any other class, so a char operand with char or double ones gives a char row.
/// Other mixes (two non-double classes, a logical operand) are run-time errors the runtime
/// reports; their class stays unknown.
fn range_class(cs: [Option<Class>; 3]) -> Option<Class> {
    let mut acc = Class::Double;
    for c in cs {
        let c = c?;
        if c == acc || c == Class::Double {
            continue;
        }
        if acc != Class::Double {
            return None;
        }
        acc = c;
    }
    (matches!(acc, Class::Double | Class::Single | Class::Char) || acc.is_integer()).then_some(acc)
}

fn is_colon(f: &Function, v: Value) -> bool {
    f.dfg
        .defining_inst(v)
        .is_some_and(|i| matches!(f.inst(i), InstData::Const(Constant::Colon)))
}

fn const_str(f: &Function, v: Value) -> Option<&str> {
    match f.inst(f.dfg.defining_inst(v)?) {
        InstData::Const(Constant::Str(s)) => Some(s),
        _ => None,
    }
}

fn constant(c: &Constant) -> Fact {
    match c {
        Constant::Num(x) => Fact::num(*x),
        Constant::Complex(..) => ty(Some(Class::Double), Complexity::Complex, Shape::scalar()),
        Constant::Bool(b) => {
            let mut f = logical(Shape::scalar());
            f.konst = Some(if *b { 1.0 } else { 0.0 });
            f
        }
        Constant::Str(s) => {
            let shape = if s.is_empty() {
                dims2(Dim::Known(0), Dim::Known(0))
            } else {
                dims2(Dim::Known(1), Dim::Known(s.len() as u64))
            };
            ty(Some(Class::Char), Complexity::Real, shape).with_nonneg(true)
        }
        Constant::Empty => ty(
            Some(Class::Double),
            Complexity::Real,
            dims2(Dim::Known(0), Dim::Known(0)),
        )
        .with_nonneg(true),
        Constant::Colon => Fact::top(),
        Constant::Int64(v) => int64_const(Class::Int64, *v as f64, *v >= 0),
        Constant::Uint64(v) => int64_const(Class::Uint64, *v as f64, true),
    }
}

/// A 64-bit integer constant: its value is only a `konst` when a double holds it exactly.
fn int64_const(class: Class, x: f64, nonneg: bool) -> Fact {
    let mut f = ty(Some(class), Complexity::Real, Shape::scalar()).with_nonneg(nonneg);
    if x.abs() <= 9_007_199_254_740_992.0 {
        f.konst = Some(x);
    }
    f
}

fn transpose(s: &Shape) -> Shape {
    match s {
        Shape::Dims(d) if d.len() == 2 => dims2(d[1], d[0]),
        _ => Shape::Top,
    }
}

fn unary(op: UnOp, a: &Fact) -> Fact {
    match op {
        UnOp::Neg => {
            let mut r = ty(arith(a.class()), cplx1(a), a.ty.shape.clone());
            r.konst = a.konst.map(|x| -x);
            r.nonneg = r.konst.is_some_and(|x| x >= 0.0);
            r
        }
        UnOp::Plus => {
            let mut r = a.clone();
            r.ty.class = arith(a.class());
            r
        }
        UnOp::Not => logical(a.ty.shape.clone()),
        UnOp::Transpose | UnOp::CTranspose => {
            let mut r = a.clone();
            r.ty.shape = transpose(&a.ty.shape);
            if op == UnOp::CTranspose && !a.is_real() {
                r.ty.cplx = Complexity::Unknown;
            }
            r
        }
    }
}

/// The number of dimensions when it is certain: an unknown extent beyond the second may be
/// 1 at run time, and trailing unit extents do not count.
pub(crate) fn rank(s: &Shape) -> Option<u64> {
    match s {
        Shape::Dims(d) if d.iter().skip(2).all(|x| matches!(x, Dim::Known(_))) => {
            Some(d.len() as u64)
        }
        _ => None,
    }
}

fn is_int(x: Option<f64>) -> bool {
    x.is_some_and(|x| x.fract() == 0.0)
}

/// Complexity and sign of `a .^ b`.
fn power(a: &Fact, b: &Fact, shape: Shape) -> Fact {
    let class = combine(arith(a.class()), arith(b.class()));
    let real = a.is_real() && b.is_real() && (a.nonneg || is_int(b.konst));
    let cplx = if real {
        Complexity::Real
    } else {
        Complexity::Unknown
    };
    let even = b
        .konst
        .is_some_and(|x| x.fract() == 0.0 && (x / 2.0).fract() == 0.0);
    let mut r = ty(class, cplx, shape).with_nonneg(a.nonneg || (even && a.is_real()));
    if let (Some(x), Some(y)) = (a.konst, b.konst) {
        let v = x.powf(y);
        if real && !v.is_nan() {
            r.konst = Some(v);
        }
    }
    r
}

fn binary(op: BinOp, a: &Fact, b: &Fact) -> Fact {
    use BinOp::*;
    let (sa, sb) = (&a.ty.shape, &b.ty.shape);
    let either_scalar = a.is_scalar() || b.is_scalar();
    match op {
        Lt | Le | Gt | Ge | Eq | Ne | And | Or => logical(broadcast(sa, sb)),
        ElPow => power(a, b, broadcast(sa, sb)),
        MatPow if a.is_scalar() && b.is_scalar() => power(a, b, Shape::scalar()),
        MatPow => {
            // A matrix power goes through its eigenvalues unless the exponent is a whole
            // number: real then only for real operands (a whole power of a real matrix, or
            // a positive base, whose real part Octave keeps); an elementwise sign says
            // nothing about the eigenvalues.
            let shape = if b.is_scalar() {
                sa.clone()
            } else {
                sb.clone()
            };
            let class = combine(arith(a.class()), arith(b.class()));
            let real = a.is_real()
                && b.is_real()
                && if b.is_scalar() {
                    is_int(b.konst)
                } else {
                    a.konst.is_some_and(|x| x > 0.0)
                };
            let cplx = if real {
                Complexity::Real
            } else {
                Complexity::Unknown
            };
            ty(class, cplx, shape)
        }
        Add | Sub | ElMul | ElRDiv | ElLDiv | MatMul | MatRDiv | MatLDiv => {
            let shape = match op {
                MatMul if !either_scalar => match (dim(sa, 0), dim(sb, 1)) {
                    // An N-d operand acts as its folded matrix (2x2x2 as 2x4).
                    (Some(r), Some(c))
                        if matches!(sa, Shape::Dims(d) if d.len() == 2)
                            && matches!(sb, Shape::Dims(d) if d.len() == 2) =>
                    {
                        dims2(r, c)
                    }
                    _ => Shape::Top,
                },
                MatRDiv if !b.is_scalar() => match (dim(sa, 0), dim(sb, 0)) {
                    (Some(r), Some(c)) => dims2(r, c),
                    _ => Shape::Top,
                },
                MatLDiv if !a.is_scalar() => match (dim(sa, 1), dim(sb, 1)) {
                    (Some(r), Some(c))
                        if matches!(sa, Shape::Dims(d) if d.len() == 2)
                            && matches!(sb, Shape::Dims(d) if d.len() == 2) =>
                    {
                        dims2(r, c)
                    }
                    _ => Shape::Top,
                },
                _ => broadcast(sa, sb),
            };
            let class = combine(arith(a.class()), arith(b.class()));
            let mut r = ty(class, cplx2(a, b), shape);
            let nn = a.nonneg && b.nonneg;
            r.nonneg = r.is_real() && matches!(op, Add | ElMul | MatMul | ElRDiv | MatRDiv) && nn;
            if let (Some(x), Some(y)) = (a.konst, b.konst) {
                let v = match op {
                    Add => x + y,
                    Sub => x - y,
                    ElMul | MatMul => x * y,
                    ElRDiv | MatRDiv => x / y,
                    _ => y / x,
                };
                r.konst = Some(v);
                r.nonneg = v >= 0.0 || v.is_nan();
            }
            r
        }
    }
}

/// Index results: `sf[k] == None` for a `:` subscript.
/// A subscript that counts positions; a logical mask (or a subscript of unknown class,
/// which may be one) selects its true elements instead.
fn numeric(s: &Fact) -> bool {
    s.class().is_some_and(|c| c != Class::Logical)
}

fn index(b: &Fact, sf: &[Option<Fact>]) -> Fact {
    let class = b.class();
    let cplx = cplx1(b);
    let nn = b.nonneg;
    if !sf.is_empty()
        && sf
            .iter()
            .all(|s| s.as_ref().is_some_and(|s| s.is_scalar() && numeric(s)))
    {
        return ty(class, cplx, Shape::scalar()).with_nonneg(nn);
    }
    let shape = match sf {
        [] => b.ty.shape.clone(),
        [None] => dims2(
            numel(&b.ty.shape).map_or(Dim::Unknown, Dim::Known),
            Dim::Known(1),
        ),
        // `v([])`: a 0x0 empty of v's class (how an undefined variable's first indexed
        // assignment starts).
        [Some(s)] if s.ty.shape == dims2(Dim::Known(0), Dim::Known(0)) => s.ty.shape.clone(),
        [Some(_)] => matrix(),
        _ => {
            let base_rank = match &b.ty.shape {
                Shape::Dims(d) => Some(d.len()),
                Shape::Top => None,
            };
            let n = sf.len();
            let d = sf
                .iter()
                .enumerate()
                .map(|(k, s)| match s {
                    Some(s) if !numeric(s) => Dim::Unknown,
                    Some(s) if s.is_scalar() => Dim::Known(1),
                    Some(s) => numel(&s.ty.shape).map_or(Dim::Unknown, Dim::Known),
                    None if k + 1 < n || base_rank == Some(n) => {
                        dim(&b.ty.shape, k).unwrap_or(Dim::Unknown)
                    }
                    None => Dim::Unknown,
                })
                .collect();
            canon(d)
        }
    };
    ty(class, cplx, shape).with_nonneg(nn)
}

fn update(b: Option<&Fact>, sf: &[Option<Fact>], r: &Fact) -> Fact {
    let empty = || {
        ty(
            Some(Class::Double),
            Complexity::Real,
            dims2(Dim::Known(0), Dim::Known(0)),
        )
    };
    let base = b.cloned().unwrap_or_else(empty);
    let known_empty = numel(&base.ty.shape) == Some(0);
    // Octave keeps the class of the assigned-into array (also of `[]`, which is double),
    // except that a char array receiving single or integer values, a logical array
    // receiving single values, and either receiving complex values, become double.
    // An undefined base (no fact) takes the right-hand side's class.
    let base_class = if b.is_some() { base.class() } else { r.class() };
    let class = match (base_class, r.class()) {
        // A cell or struct stays one (`c(2) = 5` stores 5 in a cell), and an empty base
        // becomes one (`s(3).a = 5` on an undefined `s` reads it as `[]`).
        (Some(c), _) if c.is_container() => Some(c),
        (_, Some(c)) if c.is_container() && known_empty => Some(c),
        (Some(x), Some(y)) if x == y => Some(x),
        (Some(Class::Char), Some(y)) if y == Class::Single || y.is_integer() => Some(Class::Double),
        (Some(Class::Logical), Some(Class::Single)) => Some(Class::Double),
        // A complex value makes a char or logical array a complex double one.
        (Some(Class::Char | Class::Logical), Some(_)) if !r.is_real() => {
            (r.ty.cplx == Complexity::Complex).then_some(Class::Double)
        }
        (Some(x), Some(_)) => Some(x),
        _ => None,
    };
    let cplx = cplx2(&base, r);
    let shape = match (&base.ty.shape, sf) {
        (Shape::Dims(d), [s]) if d.len() == 2 => {
            let (r0, c0) = (d[0], d[1]);
            // A mask never grows its base, so an empty one keeps its shape (`a(false) = 5`).
            let mask = s.as_ref().is_some_and(|s| !numeric(s));
            if known_empty && mask {
                matrix()
            } else if known_empty || base.is_scalar() || r0 == Dim::Known(1) {
                row()
            } else if c0 == Dim::Known(1) && matches!(r0, Dim::Known(n) if n >= 2) {
                dims2(Dim::Unknown, Dim::Known(1))
            } else if c0 == Dim::Known(1) {
                // A column of unknown length: one of 0 or 1 rows grows into a row (Octave's
                // resize1), a longer one into a column.
                matrix()
            } else if r0 != Dim::Unknown && c0 != Dim::Unknown {
                // A linear index into a matrix cannot grow it (that is an error).
                base.ty.shape.clone()
            } else {
                matrix()
            }
        }
        (Shape::Dims(d), [_, _]) if d.len() == 2 => matrix(),
        _ => Shape::Top,
    };
    ty(class, cplx, shape).with_nonneg(base.nonneg && r.nonneg)
}

/// The shapes concatenation sees when cells may be involved: with a cell, every other
/// operand is wrapped into a 1x1 cell unless it is empty (then an empty cell of its dims).
/// `None` when that cannot be known (an operand of unknown class next to a non-scalar one).
pub(crate) fn cell_concat_shapes(fs: &[Fact]) -> Option<Vec<Shape>> {
    let is_cell = |f: &Fact| f.class() == Some(Class::Cell);
    let plain = |f: &Fact| f.ty.shape.is_scalar() || numel(&f.ty.shape) == Some(0);
    if fs.iter().any(is_cell) {
        fs.iter()
            .map(|f| match numel(&f.ty.shape) {
                _ if is_cell(f) => Some(f.ty.shape.clone()),
                Some(0) => Some(f.ty.shape.clone()),
                Some(_) if f.class().is_some() => Some(Shape::scalar()),
                _ => None,
            })
            .collect()
    } else if fs.iter().any(|f| f.class().is_none()) && !fs.iter().all(plain) {
        None
    } else {
        Some(fs.iter().map(|f| f.ty.shape.clone()).collect())
    }
}

fn concat(vert: bool, fs: &[Fact]) -> Fact {
    let shapes = cell_concat_shapes(fs);
    let classes: Vec<Option<Class>> = fs.iter().map(Fact::class).collect();
    let class = if classes.is_empty() {
        Some(Class::Double)
    } else if classes.contains(&Some(Class::Cell)) {
        // Concatenation with a cell wraps the other operands (`[{1}, 2]` is `{1, 2}`).
        Some(Class::Cell)
    } else if classes.iter().any(Option::is_none) {
        None
    } else {
        let cs: Vec<Class> = classes.into_iter().flatten().collect();
        if cs.contains(&Class::Struct) {
            Some(Class::Struct)
        } else if cs.contains(&Class::Char) {
            Some(Class::Char)
        } else if let Some(&c) = cs.iter().find(|c| c.is_integer()) {
            Some(c)
        } else if cs.contains(&Class::Single) {
            Some(Class::Single)
        } else if cs.iter().all(|&c| c == Class::Logical) {
            Some(Class::Logical)
        } else {
            Some(Class::Double)
        }
    };
    let cplx = if fs.iter().all(Fact::is_real) {
        Complexity::Real
    } else {
        Complexity::Unknown
    };
    // Along: the concatenated dimension; across: the one that must agree.
    let (along, across) = if vert { (0, 1) } else { (1, 0) };
    let mut shape_ok = shapes.is_some();
    let mut across_dim: Option<Dim> = None;
    let mut along_sum: Option<u64> = Some(0);
    for s in shapes.iter().flatten() {
        let Shape::Dims(d) = s else {
            shape_ok = false;
            break;
        };
        if d.len() != 2 {
            shape_ok = false;
            break;
        }
        if d[0] == Dim::Known(0) && d[1] == Dim::Known(0) {
            continue; // [] is skipped
        }
        across_dim = Some(match across_dim {
            None => d[across],
            Some(x) if x == d[across] => x,
            Some(_) => Dim::Unknown,
        });
        along_sum = match (along_sum, d[along]) {
            (Some(s), Dim::Known(n)) => Some(s + n),
            _ => None,
        };
    }
    let shape = if !shape_ok {
        Shape::Top
    } else {
        let acr = across_dim.unwrap_or(Dim::Known(0));
        let alo = if across_dim.is_none() {
            Dim::Known(0)
        } else {
            along_sum.map_or(Dim::Unknown, Dim::Known)
        };
        if vert {
            dims2(alo, acr)
        } else {
            dims2(acr, alo)
        }
    };
    let nn = fs.iter().all(|f| f.nonneg);
    ty(class, cplx, shape).with_nonneg(nn)
}

/// Shape from MATLAB size arguments (`zeros(n)`, `zeros(n, m, ...)`).
fn from_dims(args: &[Fact]) -> Shape {
    let ext = |f: &Fact| match f.konst {
        Some(x) if x.fract() == 0.0 => Dim::Known(if x > 0.0 { x as u64 } else { 0 }),
        _ => Dim::Unknown,
    };
    match args {
        [] => Shape::scalar(),
        [a] if a.is_scalar() => {
            let d = ext(a);
            dims2(d, d)
        }
        [_] => Shape::Top,
        _ if args.iter().all(Fact::is_scalar) => canon(args.iter().map(ext).collect()),
        _ => Shape::Top,
    }
}

/// The shape of a reduction of `a` along `dim` (0-based; `None`: the default dimension).
fn reduce_shape(a: &Shape, dimk: Option<Option<usize>>) -> Shape {
    let Shape::Dims(d) = a else {
        return Shape::Top;
    };
    match dimk {
        Some(Some(k)) => {
            let mut d = d.clone();
            if k < d.len() {
                d[k] = Dim::Known(1);
            }
            canon(d)
        }
        Some(None) => {
            // A dimension argument that is not a constant.
            canon(d.iter().map(|_| Dim::Unknown).collect())
        }
        None => {
            let Some(k) = d.iter().position(|&x| x != Dim::Known(1)) else {
                return Shape::scalar();
            };
            let rest_one = d[k + 1..].iter().all(|&x| x == Dim::Known(1));
            match d[k] {
                // sum([]) is 0: the 0x0 case is MATLAB's special case.
                Dim::Known(0) if d.len() == 2 && d[1] == Dim::Known(0) => Shape::scalar(),
                Dim::Known(_) => {
                    let mut d = d.clone();
                    d[k] = Dim::Known(1);
                    canon(d)
                }
                Dim::Unknown if rest_one => Shape::scalar(),
                Dim::Unknown if d.len() == 2 => row(),
                Dim::Unknown => Shape::Top,
            }
        }
    }
}

/// The shape of `max(x)`/`min(x)` (`max(x, [], k)`): a reduced extent of 0 stays 0.
fn minmax_shape(a: &Shape, dimk: Option<Option<usize>>) -> Shape {
    let Shape::Dims(d) = a else {
        return Shape::Top;
    };
    let k = match dimk {
        Some(Some(k)) => k,
        Some(None) => return canon(d.iter().map(|_| Dim::Unknown).collect()),
        None => match d.iter().position(|&x| x != Dim::Known(1)) {
            Some(k) => k,
            None => return Shape::scalar(),
        },
    };
    let mut d = d.clone();
    if k < d.len() {
        let rest_one = d[k + 1..].iter().all(|&x| x == Dim::Known(1));
        d[k] = match d[k] {
            Dim::Known(0) => Dim::Known(0),
            Dim::Known(_) => Dim::Known(1),
            Dim::Unknown if rest_one || dimk.is_some() => Dim::Unknown,
            Dim::Unknown => return canon(d.iter().map(|_| Dim::Unknown).collect()),
        };
    }
    canon(d)
}

/// The dimension `mean(x)` of an empty `x` with extents `d` reduces (Octave 7's mean.m:
/// the first extent above 1, else the first); `Some(None)` for `[]` (a 1x1 NaN); `None`
/// when `x` is not empty, where the usual first non-singleton rule applies.
pub(crate) fn mean_empty_dim(d: &[u64]) -> Option<Option<usize>> {
    if !d.contains(&0) {
        return None;
    }
    if d.len() == 2 && d[0] == 0 && d[1] == 0 {
        return Some(None);
    }
    Some(Some(d.iter().position(|&n| n > 1).unwrap_or(0)))
}

fn dim_arg(f: &Fact) -> Option<usize> {
    match f.konst {
        Some(x) if x >= 1.0 && x.fract() == 0.0 => Some(x as usize - 1),
        _ => None,
    }
}

/// The size arguments and the class (None: known only at run time, or the call raises)
/// of a constructor call.
fn fill_class<'a>(
    kind: mat2c_builtins::FillKind,
    a: &'a [Fact],
    strs: &[Option<&str>],
) -> (&'a [Fact], Option<Class>) {
    use mat2c_builtins::FillClass;
    // A string held in a variable: only the run time knows what it says.
    let hidden = a
        .iter()
        .zip(strs)
        .any(|(f, s)| s.is_none() && f.class() == Some(Class::Char));
    let (n, class) = mat2c_builtins::fill_args(kind, strs);
    let class = match class {
        _ if hidden => None,
        FillClass::Named(c) => Some(c),
        FillClass::Like(k) => a[k]
            .class()
            .and_then(|c| mat2c_builtins::like_class(kind, c)),
        FillClass::Error => None,
    };
    (&a[..n], class)
}

/// Facts for a builtin call with `nres` results.
fn builtin(id: Bi, a: &[Fact], strs: &[Option<&str>], nres: usize) -> Vec<Option<Fact>> {
    let mut out = vec![None; nres];
    let Some(spec) = mat2c_builtins::row(id) else {
        for o in &mut out {
            *o = Some(Fact::top());
        }
        return out;
    };
    // A form returning cells, chosen by an option (`regexp(s, p, 'match')`): only known at
    // run time.
    // A string builtin mapping over a cell input (or what may be one) gives a cell.
    let maybe_cell = |k: &usize| {
        a.get(*k)
            .is_some_and(|f| f.class().is_none_or(|c| c == Class::Cell))
    };
    if mat2c_builtins::cell_valued_form(id.name(), strs)
        || mat2c_builtins::cell_mapped_inputs(id)
            .iter()
            .any(maybe_cell)
    {
        for o in &mut out {
            *o = Some(Fact::top());
        }
        return out;
    }
    let a0 = a.first();
    let dbl = Some(Class::Double);
    // Strip a trailing class-name argument of constructors.
    let (dims_args, class_arg) = match (spec.class, strs.last()) {
        (ClassRule::FromClassArg, Some(Some(s))) => (&a[..a.len() - 1], Class::from_name(s)),
        _ => (a, None),
    };
    // Constructors with a class name or `"like"` (Octave's fill_matrix rules).
    let fill = mat2c_builtins::fill_kind(id)
        .filter(|_| id != Bi::eps || a.len() != 1 || strs[0].is_some());
    let (dims_args, fill_class) = match fill {
        Some(kind) => fill_class(kind, a, strs),
        None => (dims_args, None),
    };
    let class = match spec.class {
        _ if fill.is_some() => fill_class,
        // dot of singles is single (integer operands sum in double).
        ClassRule::Fixed(_) if id == Bi::dot => {
            let cs: Option<Vec<Class>> = a.iter().take(2).map(Fact::class).collect();
            cs.map(|cs| {
                if cs.contains(&Class::Single) && !cs.iter().any(|c| c.is_integer()) {
                    Class::Single
                } else {
                    Class::Double
                }
            })
        }
        ClassRule::Fixed(c) => Some(c),
        ClassRule::SameAsArg0 => match id {
            Bi::reshape | Bi::repmat => a0.and_then(Fact::class),
            // Running extremes of logicals stay logical (chars become double).
            Bi::cummax | Bi::cummin if a0.and_then(Fact::class) == Some(Class::Logical) => {
                Some(Class::Logical)
            }
            // nthroot.m keeps an integer X's class, except through cbrt (N = 3 or -3).
            Bi::nthroot if a0.and_then(Fact::class).is_some_and(Class::is_integer) => {
                match a.get(1).and_then(|f| f.konst) {
                    Some(n) if n.abs() == 3.0 => dbl,
                    Some(_) => a0.and_then(Fact::class),
                    None => None,
                }
            }
            // A single or integer-class N makes nthroot.m's arithmetic of its class, but cbrt
            // (N = +-3) keeps X's. An integer root is always finite, so merge keeps it; a
            // single root may be Inf or NaN, where merge picks a scalar X itself: only a
            // positive non-integer single N is certainly single. An N of unknown class may be
            // either.
            Bi::nthroot
                if {
                    let nc = a.get(1).and_then(Fact::class);
                    nc.is_some_and(Class::is_integer)
                        || (matches!(nc, Some(Class::Single) | None)
                            && a0.and_then(Fact::class) != Some(Class::Single))
                } =>
            {
                let nc = a.get(1).and_then(Fact::class);
                match a.get(1).and_then(|f| f.konst) {
                    Some(n) if n.abs() == 3.0 => arith(a0.and_then(Fact::class)),
                    Some(_) if nc.is_some_and(Class::is_integer) => nc,
                    Some(n) if n > 0.0 && n != n.floor() && nc == Some(Class::Single) => nc,
                    _ => None,
                }
            }
            _ if mat2c_builtins::maps_integers_to_double(id)
                && a0.and_then(Fact::class).is_some_and(Class::is_integer) =>
            {
                Some(Class::Double)
            }
            _ => arith(a0.and_then(Fact::class)),
        },
        // Bit operations of two logicals are logical (`bitand(true, true)`).
        ClassRule::Combine
            if matches!(id, Bi::bitand | Bi::bitor | Bi::bitxor)
                && a.iter().all(|f| f.class() == Some(Class::Logical)) =>
        {
            Some(Class::Logical)
        }
        ClassRule::Combine => combine(
            arith(a0.and_then(Fact::class)),
            arith(a.get(1).and_then(Fact::class)),
        ),
        ClassRule::FromClassArg => match strs.last() {
            Some(Some(_)) => class_arg,
            // `typecast(x, cls)` has no default class.
            _ if id == Bi::typecast => None,
            _ => dbl,
        },
        ClassRule::Keep => a0.and_then(Fact::class),
        ClassRule::Dynamic | ClassRule::NoResult | ClassRule::Any => None,
    };
    let real_all = a.iter().all(Fact::is_real);
    let cplx_all = if real_all {
        Complexity::Real
    } else {
        Complexity::Unknown
    };
    let first: Fact = match (id, spec.lowering) {
        (Bi::size, _) => {
            // size(x, DIMS) with a vector of dimensions (Octave 7): a row of their sizes.
            if nres == 1 && a.len() == 2 && !a[1].is_scalar() {
                let n = numel(&a[1].ty.shape).map_or(Dim::Unknown, Dim::Known);
                out[0] = Some(ty(dbl, Complexity::Real, dims2(Dim::Known(1), n)).with_nonneg(true));
                return out;
            }
            if nres > 1 || a.len() == 2 {
                for o in out.iter_mut() {
                    *o = Some(nonneg_scalar());
                }
                return out;
            }
            let n = match a0.and_then(|x| rank(&x.ty.shape)) {
                Some(r) => Dim::Known(r),
                None => Dim::Unknown,
            };
            ty(dbl, Complexity::Real, dims2(Dim::Known(1), n)).with_nonneg(true)
        }
        (Bi::numel | Bi::length | Bi::ndims, _) => {
            let mut r = nonneg_scalar();
            if let Some(x) = a0 {
                r.konst = match id {
                    Bi::numel => numel(&x.ty.shape).map(|n| n as f64),
                    Bi::ndims => rank(&x.ty.shape).map(|r| r as f64),
                    _ => match &x.ty.shape {
                        s if numel(s) == Some(0) => Some(0.0),
                        Shape::Dims(d) => d
                            .iter()
                            .try_fold(0u64, |m, x| match x {
                                Dim::Known(n) => Some(m.max(*n)),
                                Dim::Unknown => None,
                            })
                            .map(|n| n as f64),
                        Shape::Top => None,
                    },
                };
            }
            r
        }
        (
            Bi::isempty
            | Bi::ischar
            | Bi::iscolumn
            | Bi::isfloat
            | Bi::islogical
            | Bi::ismatrix
            | Bi::isnumeric
            | Bi::isreal
            | Bi::isrow
            | Bi::isscalar
            | Bi::isvector,
            _,
        ) => logical(Shape::scalar()),
        (Bi::class, _) => ty(Some(Class::Char), Complexity::Real, row()),
        // `fopen(name, ...)` gives a stream number (`fopen(fid)` gives its name, and
        // `fopen('all')` a row of them).
        (Bi::fopen, _) if a.len() >= 2 || a0.and_then(Fact::class) == Some(Class::Char) => {
            // The option `'all'`, not the builtin:
            let named = |s: &Option<&str>| s.is_some_and(|s| s != "all"); // tidy: string
            let one_name = a.len() >= 2 || strs.first().is_some_and(named);
            let shape = if one_name {
                Shape::scalar()
            } else {
                Shape::Top
            };
            ty(dbl, Complexity::Real, shape)
        }
        // `complex` keeps a zero imaginary part: complex whatever its inputs; single when
        // a part is single.
        (Bi::complex, _) => {
            let shape = match (a0, a.get(1)) {
                (Some(x), None) => x.ty.shape.clone(),
                _ => Shape::Top,
            };
            let parts = &a[..a.len().min(2)];
            let class = if parts.iter().any(|f| f.class() == Some(Class::Single)) {
                Some(Class::Single)
            } else if parts.iter().all(|f| f.class().is_some()) {
                dbl
            } else {
                None
            };
            ty(class, Complexity::Complex, shape)
        }
        // A transform of a real input is complex unless every imaginary part cancels; so
        // are the eigenvalues (and vectors) of a non-symmetric matrix and the roots of a
        // polynomial.
        (Bi::fft | Bi::ifft | Bi::fft2 | Bi::ifft2 | Bi::roots, _) => {
            ty(class, Complexity::Unknown, Shape::Top)
        }
        // Octave's specfun m-files compute in single when a numeric input is single, else in
        // double (integers too); a negative (or complex) argument can give a complex result.
        (
            Bi::gammainc
            | Bi::gammaincinv
            | Bi::betainc
            | Bi::betaincinv
            | Bi::beta
            | Bi::betaln
            | Bi::expint
            | Bi::sinint
            | Bi::cosint,
            _,
        ) => {
            let n = match id {
                Bi::gammainc | Bi::gammaincinv | Bi::beta | Bi::betaln => 2,
                Bi::betainc | Bi::betaincinv => 3,
                _ => 1,
            };
            let nums = &a[..a.len().min(n)];
            let class = nums
                .iter()
                .try_fold(Class::Double, |acc, f| match f.class()? {
                    Class::Single => Some(Class::Single),
                    _ => Some(acc),
                });
            let x = a0.cloned().unwrap_or_else(Fact::top);
            let cplx = match id {
                Bi::betainc | Bi::betaincinv | Bi::gammaincinv | Bi::beta => Complexity::Real,
                // log|Gamma| + i pi where Gamma < 0
                Bi::betaln => Complexity::Unknown,
                Bi::sinint => cplx1(&x),
                // cosint(NaN) is NaN + NaNi (a NaN counts as non-negative).
                Bi::cosint => Complexity::Unknown,
                _ if x.nonneg && x.is_real() => Complexity::Real,
                _ => Complexity::Unknown,
            };
            let shape = nums
                .iter()
                .map(|f| f.ty.shape.clone())
                .reduce(|s, t| broadcast(&s, &t))
                .unwrap_or(Shape::Top);
            ty(class, cplx, shape)
        }
        // Bessel, Hankel and Airy functions: single when the order or argument is, complex
        // unless every imaginary part is 0; the shape is the argument's, the order's or a
        // table's (row order, column argument).
        (Bi::besselj | Bi::bessely | Bi::besseli | Bi::besselk | Bi::besselh | Bi::airy, _) => {
            let nums: Vec<&Fact> = match id {
                Bi::besselh if a.len() > 2 => vec![&a[0], &a[2]],
                Bi::airy => a.get(usize::from(a.len() > 1)).into_iter().collect(),
                _ => a.iter().take(2).collect(),
            };
            let class = nums
                .iter()
                .try_fold(Class::Double, |acc, f| match f.class()? {
                    Class::Single => Some(Class::Single),
                    _ => Some(acc),
                });
            let shape = match (id, nums.as_slice()) {
                (Bi::airy, [z]) => z.ty.shape.clone(),
                _ => Shape::Top,
            };
            ty(class, Complexity::Unknown, shape)
        }
        // Octave's log and sqrt of integers are double; a complex result is an error.
        (Bi::reallog | Bi::realsqrt, _) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            let class = match arith(x.class()) {
                Some(c) if c.is_integer() => dbl,
                c => c,
            };
            ty(class, Complexity::Real, x.ty.shape.clone())
        }
        // acosh below 1, atanh outside [-1, 1] and log1p below -1 are complex (a nonneg
        // argument keeps log1p real); asinh is real for a real argument.
        (Bi::acosh | Bi::atanh | Bi::log1p | Bi::asinh, _) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            let cplx = match id {
                Bi::asinh => cplx1(&x),
                Bi::log1p if x.nonneg && x.is_real() => Complexity::Real,
                _ => Complexity::Unknown,
            };
            ty(class, cplx, x.ty.shape.clone())
        }
        // `x .^ y`, an error where that is complex.
        (Bi::realpow, _) => {
            let (x, y) = (
                a0.cloned().unwrap_or_else(Fact::top),
                a.get(1).cloned().unwrap_or_else(Fact::top),
            );
            let mut r = binary(BinOp::ElPow, &x, &y);
            r.ty.cplx = Complexity::Real;
            r
        }
        // [X, RCOND] = inv(A): RCOND is a real scalar of A's precision.
        (Bi::inv, _) if nres > 1 => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            out[0] = Some(ty(class, cplx1(&x), x.ty.shape.clone()));
            out[1] = Some(ty(class, Complexity::Real, Shape::scalar()));
            return out;
        }
        (Bi::eig, _) => {
            for o in out.iter_mut() {
                *o = Some(ty(class, Complexity::Unknown, Shape::Top));
            }
            return out;
        }
        // Singular values are real; the vectors are complex with a complex input.
        (Bi::svd, _) if nres > 1 => {
            for (k, o) in out.iter_mut().enumerate() {
                let cplx = if k == 1 { Complexity::Real } else { cplx_all };
                *o = Some(ty(class, cplx, Shape::Top));
            }
            return out;
        }
        // A cell argument makes the comparison elementwise (the cell's shape).
        (Bi::strcmp | Bi::strcmpi | Bi::strncmp | Bi::strncmpi, _)
            if a.iter()
                .take(2)
                .any(|x| matches!(x.class(), None | Some(Class::Cell))) =>
        {
            logical(Shape::Top)
        }
        // %fill(origin, class, value, sizes...): `class` sized like `zeros(sizes...)`.
        (Bi::pct_fill, _) => {
            let class = a
                .get(1)
                .and_then(|x| x.konst)
                .and_then(mat2c_builtins::fill_class_of);
            let v = a.get(2).and_then(|x| x.konst);
            let mut r = ty(
                class,
                Complexity::Real,
                from_dims(a.get(3..).unwrap_or(&[])),
            )
            .with_nonneg(v.is_some_and(|v| v >= 0.0) || class == Some(Class::Char));
            if r.is_scalar() && class == dbl {
                r.konst = v;
            }
            r
        }
        // `cell()` and `{}` are 0x0 (`zeros()` is 1x1).
        (Bi::cell, _) if a.is_empty() => ty(
            Some(Class::Cell),
            Complexity::Real,
            dims2(Dim::Known(0), Dim::Known(0)),
        ),
        // "2j" and "1+2i" parse to complex values.
        (Bi::str2double, _) => ty(dbl, Complexity::Unknown, Shape::Top),
        (Bi::max | Bi::min, _) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            let cls = |c: Option<Class>| match c {
                Some(Class::Logical | Class::Char) => dbl,
                c => c,
            };
            // Two integer classes: Octave takes the wider when both are signed or both
            // unsigned (`max(int8(1), int16(2))` is int16); otherwise it raises an error.
            let pair = match (cls(x.class()), a.get(1).and_then(|y| cls(y.class()))) {
                // Logical with logical stays logical (`max(true, false)`).
                _ if x.class() == Some(Class::Logical)
                    && a.get(1).and_then(Fact::class) == Some(Class::Logical) =>
                {
                    Some(Class::Logical)
                }
                (Some(p), Some(q)) if p.is_integer() && q.is_integer() && p != q => None,
                (p, q) => combine(p, q),
            };
            // One array: its class, logical included (`max([true false])`).
            let cls = |c: Option<Class>| match c {
                Some(Class::Logical) => c,
                c => cls(c),
            };
            let r = match a.len() {
                2 => ty(pair, cplx_all, broadcast(&x.ty.shape, &a[1].ty.shape))
                    .with_nonneg(x.nonneg && a[1].nonneg),
                n => {
                    let d = if n == 3 { Some(dim_arg(&a[2])) } else { None };
                    ty(cls(x.class()), cplx1(&x), minmax_shape(&x.ty.shape, d))
                        .with_nonneg(x.nonneg)
                }
            };
            if nres > 1 {
                let mut ix = nonneg_scalar();
                ix.ty.shape = r.ty.shape.clone();
                out[1] = Some(ix);
            }
            r
        }
        (Bi::linspace, _) => {
            let n = match a.get(2) {
                None => Dim::Known(100),
                Some(f) => match f.konst {
                    // Fewer than one point (NaN too) is 1x0, as Octave.
                    Some(x) if (1.0..9e15).contains(&x) => Dim::Known(x.floor() as u64),
                    Some(x) if x.is_nan() || x < 1.0 => Dim::Known(0),
                    Some(_) => Dim::Unknown,
                    None => Dim::Unknown,
                },
            };
            ty(dbl, Complexity::Real, dims2(Dim::Known(1), n))
        }
        (Bi::num2str, _) => ty(Some(Class::Char), Complexity::Real, matrix()),
        // A cell when an argument is one, else a char matrix.
        (Bi::strcat, _) => {
            let classes: Vec<Option<Class>> = a.iter().map(|f| f.class()).collect();
            let class = if classes.contains(&Some(Class::Cell)) {
                Some(Class::Cell)
            } else if classes.iter().all(Option::is_some) {
                Some(Class::Char)
            } else {
                None
            };
            ty(class, Complexity::Real, matrix())
        }
        (Bi::sprintf, _) => ty(Some(Class::Char), Complexity::Real, row()),
        (Bi::fprintf, _) => nonneg_scalar(),
        (
            Bi::double
            | Bi::logical
            | Bi::char
            | Bi::single
            | Bi::int8
            | Bi::uint8
            | Bi::int16
            | Bi::uint16
            | Bi::int32
            | Bi::uint32
            | Bi::int64
            | Bi::uint64,
            _,
        ) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            // char of a cell stacks its strings as rows: any shape.
            let of_cell = id == Bi::char
                && !x
                    .class()
                    .is_some_and(|c| !matches!(c, Class::Cell | Class::Struct));
            let shape = if a.len() == 1 && !of_cell {
                x.ty.shape.clone()
            } else {
                Shape::Top
            };
            let cplx = if matches!(id, Bi::double | Bi::single) {
                cplx1(&x)
            } else {
                Complexity::Real
            };
            // Only the unsigned classes (and char, logical) are never negative: single(-4)
            // and int8(-4) are, so `sqrt(single(x))` may be complex.
            let unsigned = matches!(
                id,
                Bi::logical | Bi::char | Bi::uint8 | Bi::uint16 | Bi::uint32 | Bi::uint64
            );
            let mut r = ty(class, cplx, shape).with_nonneg(x.nonneg || unsigned);
            if id == Bi::double {
                r.konst = x.konst;
            }
            r
        }
        (Bi::eye | Bi::zeros | Bi::ones | Bi::true_ | Bi::false_, _) => {
            let nn = true;
            let mut r = ty(class, Complexity::Real, from_dims(dims_args)).with_nonneg(nn);
            if r.is_scalar() {
                r.konst = Some(if matches!(id, Bi::zeros | Bi::false_) {
                    0.0
                } else {
                    1.0
                });
            }
            r
        }
        // An option string held in a variable: class and shape are only known at run time.
        (Bi::rand | Bi::randn | Bi::rande | Bi::randg | Bi::randp | Bi::randi, _)
            if a.iter()
                .zip(strs)
                .any(|(f, s)| s.is_none() && f.class() == Some(Class::Char)) =>
        {
            Fact::top()
        }
        // randg(a, ...) / randp(l, ...): a parameter first (its size when no sizes follow);
        // a string first is a seeding or state form as for rand.
        (Bi::randg | Bi::randp, _) if !matches!(strs.first(), Some(Some(_))) => {
            let shape = match dims_args.get(1..) {
                Some([]) => a0.map_or(Shape::Top, |x| x.ty.shape.clone()),
                Some(rest) => from_dims(rest),
                None => Shape::Top,
            };
            ty(class, Complexity::Real, shape)
        }
        (Bi::rand | Bi::randn | Bi::rande | Bi::randg | Bi::randp, _) => match strs.first() {
            // rand('state') / rand('twister'): the 625-word generator state.
            Some(Some("state" | "twister")) if a.len() == 1 => ty(
                Some(Class::Uint32),
                Complexity::Real,
                dims2(Dim::Known(625), Dim::Known(1)),
            )
            .with_nonneg(true),
            Some(Some("seed")) if a.len() == 1 => ty(dbl, Complexity::Real, Shape::scalar()),
            // tidy: string (a class-name argument)
            Some(Some(s)) if !matches!(*s, "single" | "double") => Fact::top(),
            _ => ty(class, Complexity::Real, from_dims(dims_args))
                .with_nonneg(matches!(id, Bi::rand | Bi::rande)),
        },
        (Bi::randi, _) => {
            let dims = dims_args.get(1..).unwrap_or(&[]);
            let imax_only = a0.is_some_and(Fact::is_scalar);
            ty(class, Complexity::Real, from_dims(dims)).with_nonneg(imax_only)
        }
        (Bi::randperm, _) => ty(dbl, Complexity::Real, row()).with_nonneg(true),
        // psi(Z) / psi(K, Z): Z's class (single or double) and shape; a complex Z is refused
        // at run time, so the result is real.
        (Bi::psi, _) => {
            let z = a.last().cloned().unwrap_or_else(Fact::top);
            let class = match z.class() {
                Some(Class::Single) => Some(Class::Single),
                Some(Class::Double) => dbl,
                _ => None,
            };
            ty(class, Complexity::Real, z.ty.shape.clone())
        }
        (Bi::reshape, _) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            ty(class, cplx1(&x), from_dims(&a[1..])).with_nonneg(x.nonneg)
        }
        (Bi::repmat, _) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            ty(class, cplx1(&x), Shape::Top).with_nonneg(x.nonneg)
        }
        // `eps(x)`: the spacing at each element of x, of x's class.
        (Bi::eps, _) if a.len() == 1 && strs[0].is_none() => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            let c = match x.class() {
                Some(Class::Single) => Some(Class::Single),
                Some(Class::Double) => dbl,
                _ => None,
            };
            ty(c, Complexity::Real, x.ty.shape.clone()).with_nonneg(true)
        }
        (_, Lowering::Constant(v)) => {
            let mut r = ty(class, Complexity::Real, from_dims(dims_args));
            if dims_args.is_empty() && class == dbl {
                r.konst = Some(v);
            }
            r.with_nonneg(v >= 0.0 || v.is_nan())
        }
        (_, Lowering::Unary(op)) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            let in_unit = x.konst.is_some_and(|v| (-1.0..=1.0).contains(&v));
            let cplx = match op {
                "MT_ABS" | "MT_REAL" | "MT_IMAG" | "MT_ANGLE" | "MT_ISNAN" | "MT_ISINF"
                | "MT_ISFINITE" => Complexity::Real,
                "MT_SQRT" | "MT_LOG" | "MT_LOG2" | "MT_LOG10" if !x.nonneg => Complexity::Unknown,
                "MT_ASIN" | "MT_ACOS" if !in_unit => Complexity::Unknown,
                _ => cplx1(&x),
            };
            let nn = match op {
                "MT_ABS" | "MT_EXP" | "MT_COSH" | "MT_ISNAN" | "MT_ISINF" | "MT_ISFINITE" => true,
                "MT_SQRT" | "MT_FLOOR" | "MT_CEIL" | "MT_ROUND" | "MT_FIX" | "MT_REAL" => x.nonneg,
                _ => false,
            };
            let mut r = ty(class, cplx, x.ty.shape.clone()).with_nonneg(nn);
            if let Some(v) = x.konst {
                r.konst = match op {
                    "MT_ABS" => Some(v.abs()),
                    "MT_FLOOR" => Some(v.floor()),
                    "MT_CEIL" => Some(v.ceil()),
                    "MT_FIX" => Some(v.trunc()),
                    "MT_ROUND" => Some(v.round()),
                    "MT_SQRT" if v >= 0.0 => Some(v.sqrt()),
                    _ => None,
                };
            }
            r
        }
        (_, Lowering::Binary(_)) => {
            let (x, y) = (
                a0.cloned().unwrap_or_else(Fact::top),
                a.get(1).cloned().unwrap_or_else(Fact::top),
            );
            // power(x, y) is `x .^ y`: complex for a negative base and a fractional exponent.
            if id == Bi::power {
                binary(BinOp::ElPow, &x, &y)
            } else {
                let nn = id == Bi::hypot || (id == Bi::mod_ && y.konst.is_some_and(|v| v > 0.0));
                // atan2 and hypot of integers compute in double (single stays single).
                let class = match (id, class) {
                    (Bi::atan2 | Bi::hypot, Some(c)) if c.is_integer() => {
                        match (arith(x.class()), arith(y.class())) {
                            (Some(Class::Single), _) | (_, Some(Class::Single)) => {
                                Some(Class::Single)
                            }
                            (Some(_), Some(_)) => dbl,
                            _ => None,
                        }
                    }
                    _ => class,
                };
                ty(class, cplx_all, broadcast(&x.ty.shape, &y.ty.shape)).with_nonneg(nn)
            }
        }
        (_, Lowering::Reduce(op)) => {
            let x = a0.cloned().unwrap_or_else(Fact::top);
            let shape = if matches!(op, "MT_CUMSUM" | "MT_CUMPROD") {
                x.ty.shape.clone()
            } else if let (Shape::Dims(d), "MT_MEAN", 1) = (&x.ty.shape, op, a.len()) {
                let known: Option<Vec<u64>> = d
                    .iter()
                    .map(|x| match x {
                        Dim::Known(n) => Some(*n),
                        Dim::Unknown => None,
                    })
                    .collect();
                match known.and_then(|k| mean_empty_dim(&k)) {
                    Some(Some(k)) => {
                        let mut d = d.clone();
                        d[k] = Dim::Known(1);
                        canon(d)
                    }
                    Some(None) => Shape::scalar(),
                    // mean of a row of unknown length: 1x0 when it is empty.
                    None if d.len() == 2 && d[0] == Dim::Known(1) && d[1] == Dim::Unknown => {
                        x.ty.shape.clone()
                    }
                    None => reduce_shape(&x.ty.shape, None),
                }
            } else if matches!(op, "MT_ANY" | "MT_ALL") && x.class() == Some(Class::Cell) {
                // Octave's any/all of a cell array: a 0x0 logical, whatever the dimension.
                dims2(Dim::Known(0), Dim::Known(0))
            } else if matches!(op, "MT_ANY" | "MT_ALL") && x.class().is_none() {
                Shape::Top
            } else {
                reduce_shape(&x.ty.shape, a.get(1).map(dim_arg))
            };
            let nn = x.nonneg || matches!(op, "MT_ANY" | "MT_ALL");
            // Octave sums and averages integers in double (`sum(int8(x))` is double); only
            // single stays single.
            let class = match op {
                "MT_SUM" | "MT_PROD" | "MT_CUMSUM" | "MT_CUMPROD" | "MT_MEAN" => match x.class() {
                    Some(Class::Single) => Some(Class::Single),
                    Some(_) => dbl,
                    None => None,
                },
                _ => class,
            };
            ty(class, cplx1(&x), shape).with_nonneg(nn)
        }
        (_, Lowering::Special | Lowering::Runtime) => {
            let shape = match spec.shape {
                // `norm(A, p, 'rows')` and `norm(A, 'columns')`: a norm per row or column.
                ShapeRule::Scalar
                    if id == Bi::norm
                        && a.iter().enumerate().skip(1).any(|(k, f)| {
                            f.class() != Some(Class::Double)
                                && f.class() != Some(Class::Single)
                                && strs
                                    .get(k)
                                    .copied()
                                    .flatten()
                                    .is_none_or(mat2c_builtins::norm_option_per_line)
                        }) =>
                {
                    Shape::Top
                }
                ShapeRule::Scalar => Shape::scalar(),
                // `ismember('str', cellstr)` asks about the one string: a scalar.
                // `ismember(A, S, "rows")` is a column of A's rows.
                ShapeRule::SameAsArg0 if id == Bi::ismember && a.len() > 2 => Shape::Top,
                ShapeRule::SameAsArg0
                    if id == Bi::ismember
                        && a0.is_none_or(|x| matches!(x.class(), Some(Class::Char) | None))
                        && a.get(1)
                            .is_none_or(|s| matches!(s.class(), Some(Class::Cell) | None)) =>
                {
                    Shape::Top
                }
                ShapeRule::SameAsArg0 => a0.map_or(Shape::Top, |x| x.ty.shape.clone()),
                ShapeRule::Broadcast => match a {
                    [x, y, ..] => broadcast(&x.ty.shape, &y.ty.shape),
                    _ => Shape::Top,
                },
                ShapeRule::Row => row(),
                ShapeRule::FromDims => from_dims(dims_args),
                _ => Shape::Top,
            };
            ty(class, cplx_all, shape)
        }
    };
    if spec.class == ClassRule::NoResult {
        return out;
    }
    if let Some(o) = out.first_mut() {
        *o = Some(first);
    }
    for o in out.iter_mut().skip(1) {
        if o.is_none() {
            *o = Some(Fact::top());
        }
    }
    out
}
