//! Constant folding with MATLAB semantics, and branch folding.

use mat2c_ir::{Bi, BinOp, Constant, Function, Inst, InstData, UnOp, Value};

use crate::util::{remove_trivial_params, remove_unreachable_blocks};

/// A real scalar constant's value (`true` is 1).
fn scalar_of(f: &Function, v: Value) -> Option<(f64, bool)> {
    let i = f.dfg.defining_inst(v)?;
    match f.inst(i) {
        InstData::Const(Constant::Num(x)) => Some((*x, false)),
        InstData::Const(Constant::Bool(b)) => Some((f64::from(u8::from(*b)), true)),
        _ => None,
    }
}

/// MATLAB's binary operators on two real double scalars, when the result is a real double
/// (or logical) scalar that can be computed exactly as the run time would.
fn fold_binary(op: BinOp, a: f64, b: f64) -> Option<Constant> {
    use BinOp::*;
    Some(match op {
        Add => Constant::Num(a + b),
        Sub => Constant::Num(a - b),
        MatMul | ElMul => Constant::Num(a * b),
        MatRDiv | ElRDiv => Constant::Num(a / b),
        MatLDiv | ElLDiv => Constant::Num(b / a),
        MatPow | ElPow => {
            // A negative base with a non-integer exponent is complex: leave it to run time.
            if a < 0.0 && b.fract() != 0.0 {
                return None;
            }
            // Integer powers are computed by the runtime with repeated multiplication in some
            // cases; only fold the ones every libm gets exactly right.
            if b == 2.0 {
                Constant::Num(a * a)
            } else if b == 1.0 {
                Constant::Num(a)
            } else if b == 0.0 {
                Constant::Num(1.0)
            } else {
                return None;
            }
        }
        Lt => Constant::Bool(a < b),
        Le => Constant::Bool(a <= b),
        Gt => Constant::Bool(a > b),
        Ge => Constant::Bool(a >= b),
        Eq => Constant::Bool(a == b),
        Ne => Constant::Bool(a != b),
        And | Or => {
            if a.is_nan() || b.is_nan() {
                return None; // NaN cannot be converted to logical: a run-time error
            }
            let (x, y) = (a != 0.0, b != 0.0);
            Constant::Bool(if op == And { x && y } else { x || y })
        }
    })
}

/// A small exact integer (ranges of such values are computed exactly by every run time).
fn small_int(f: &Function, v: Value) -> Option<i64> {
    match scalar_of(f, v)? {
        (x, false) if x.fract() == 0.0 && x.abs() < 2_147_483_648.0 => Some(x as i64),
        _ => None,
    }
}

/// Element `k` (1-based, linear) of a constant aggregate: a range of small integers or a
/// concatenation of numeric constants. `None` when out of range (the run time reports it).
fn element_of(f: &Function, base: Value, k: Value) -> Option<Constant> {
    let k = small_int(f, k)?;
    if k < 1 {
        return None;
    }
    match f.inst(f.dfg.defining_inst(base)?) {
        InstData::Range { start, step, stop } => {
            let (a, s, e) = (
                small_int(f, *start)?,
                small_int(f, *step)?,
                small_int(f, *stop)?,
            );
            if s == 0 {
                return None;
            }
            let n = (((e - a) as f64 / s as f64).floor() as i64 + 1).max(0);
            if k > n {
                return None;
            }
            // The exact operands (`-0` keeps its sign): the first element is the start, and
            // Octave's final value is the limit once reached (`3:-1:-0` ends in -0).
            let (a0, e0) = (scalar_of(f, *start)?.0, scalar_of(f, *stop)?.0);
            let x = if k == 1 { a0 } else { (a + (k - 1) * s) as f64 };
            Some(Constant::Num(if k == n {
                mat2c_ir::range_final(x, s as f64, e0)
            } else {
                x
            }))
        }
        InstData::HorzCat { args } | InstData::VertCat { args } => {
            let v = *args.get(usize::try_from(k - 1).ok()?)?;
            match f.inst(f.dfg.defining_inst(v)?) {
                InstData::Const(Constant::Num(x))
                    if args
                        .iter()
                        .all(|&a| matches!(scalar_of(f, a), Some((_, false)))) =>
                {
                    Some(Constant::Num(*x))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

fn fold_inst(f: &Function, i: Inst, elements: bool) -> Option<Constant> {
    match f.inst(i) {
        InstData::Index { base, subs } if elements && subs.len() == 1 => {
            element_of(f, *base, subs[0])
        }
        InstData::Binary { op, args } => {
            let (a, la) = scalar_of(f, args[0])?;
            let (b, lb) = scalar_of(f, args[1])?;
            // Arithmetic on logicals gives doubles, so only the value matters; but keep
            // `true == true` etc. exact too.
            let _ = (la, lb);
            fold_binary(*op, a, b)
        }
        InstData::Unary { op, arg } => {
            let (a, is_logical) = scalar_of(f, *arg)?;
            match op {
                UnOp::Neg => Some(Constant::Num(-a)),
                UnOp::Plus if !is_logical => Some(Constant::Num(a)),
                UnOp::Transpose | UnOp::CTranspose if !is_logical => Some(Constant::Num(a)),
                UnOp::Not if !a.is_nan() => Some(Constant::Bool(a == 0.0)),
                _ => None,
            }
        }
        InstData::Truth { arg } => {
            let (a, _) = scalar_of(f, *arg)?;
            (!a.is_nan()).then_some(Constant::Bool(a != 0.0))
        }
        InstData::Builtin { id, args } if args.is_empty() => {
            match mat2c_builtins::row(*id)?.lowering {
                mat2c_builtins::Lowering::Constant(v) if f.dfg.inst_results(i).len() == 1 => {
                    Some(Constant::Num(v))
                }
                _ => None,
            }
        }
        // `mod`/`rem` of a non-negative and a positive integer: the same exact remainder
        // (other signs and fractions are left to the run time's rounding rules).
        InstData::Builtin {
            id: Bi::mod_ | Bi::rem,
            args,
        } => {
            let [x, y] = args.as_slice() else { return None };
            let (a, b) = (small_int(f, *x)?, small_int(f, *y)?);
            (a >= 0 && b > 0 && f.dfg.inst_results(i).len() == 1)
                .then(|| Constant::Num((a % b) as f64))
        }
        _ => None,
    }
}

/// Folds operations on constants and branches on constant conditions.
pub fn fold_constants(f: &mut Function) {
    fold(f, false);
}

/// [`fold_constants`] that also reads elements of constant aggregates (`r(3)` of a constant
/// range or `[1 2 3]`): part of partial evaluation, where unrolled loops index with constants.
pub fn fold_constants_and_elements(f: &mut Function) {
    fold(f, true);
}

fn fold(f: &mut Function, elements: bool) {
    let blocks: Vec<_> = f.layout.blocks().to_vec();
    let mut branch_folded = false;
    for b in blocks {
        let insts: Vec<Inst> = f.layout.block_insts(b).to_vec();
        for i in insts {
            if let Some(c) = fold_inst(f, i, elements) {
                f.dfg.insts[i] = InstData::Const(c);
                continue;
            }
            if let InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } = f.inst(i)
                && let Some((c, _)) = scalar_of(f, *cond)
                && !c.is_nan()
            {
                let dest = if c != 0.0 {
                    then_dest.clone()
                } else {
                    else_dest.clone()
                };
                f.dfg.insts[i] = InstData::Jump { dest };
                branch_folded = true;
            }
        }
    }
    if branch_folded {
        remove_unreachable_blocks(f);
        remove_trivial_params(f);
    }
}
