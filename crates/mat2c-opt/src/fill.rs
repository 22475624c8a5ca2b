//! Fill folding: a uniform array built by arithmetic on `zeros`/`ones` becomes one
//! `%fill(origin, class, value, sizes...)`, written in one pass.
//!
//! `zeros(1, n) + 32` is a zero-filled double array and then a loop; `char(zeros(1, n) + 32)`
//! adds a third pass and a double temporary eight times the size of the char result. Here
//! `zeros(sizes)`/`ones(sizes)` with only double sizes, then any chain of
//! - `+ - .* * ./ .\` with a real double scalar whose value inference knows (`/` and `\`
//!   only with the scalar as divisor), unary `-`/`+`,
//! - one class conversion (`char`, `single`, `int8`, …, `logical`, `double`)
//!
//! is folded, one step at a time, into a `%fill` with the value the chain gives its elements
//! (computed here as C computes it, in double), placed where the constructor is; the folded
//! instruction goes. The constructor stays for its other uses, and goes
//! when the fill was its last.
//!
//! Moving an operation to the constructor's place is only valid because none of them can
//! fail or print: arithmetic of a double array with a real double scalar cannot, and a
//! conversion is folded only for values it takes silently (`char` of 0..255, `logical` of
//! a non-NaN). The sizes are still evaluated by the constructor's rules and messages
//! (`origin`), where the constructor was.

use cranelift_entity::SecondaryMap;
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Complexity};
use mat2c_ir::{Bi, BinOp, Constant, FuncId, Function, Inst, InstData, Module, UnOp, Value};

use crate::util::{maybe_undefined, rewrite_uses};

/// A fill the pass knows: the instruction that makes it and its class and value.
#[derive(Clone, Copy)]
struct Fill {
    inst: Inst,
    class: Class,
    value: f64,
}

/// Folds fill chains in every function of `m`. Returns true when anything changed.
pub fn fold_fills(m: &mut Module, types: &InferResult) -> bool {
    let mut changed = false;
    let ids: Vec<FuncId> = m.funcs.keys().collect();
    for id in ids {
        if types.funcs.get(id).is_some() {
            changed |= fold_function(&mut m.funcs[id], types, id);
        }
    }
    changed
}

fn const_of(f: &Function, v: Value) -> Option<&Constant> {
    match f.dfg.defining_inst(v).map(|i| f.inst(i)) {
        Some(InstData::Const(c)) => Some(c),
        _ => None,
    }
}

fn str_of(f: &Function, v: Value) -> Option<&str> {
    match const_of(f, v) {
        Some(Constant::Str(s)) => Some(s),
        _ => None,
    }
}

/// The fill that defines `v`: a plain `zeros`/`ones` (every input a double size, no class
/// name) that inference does not already know to be a scalar, or a `%fill`.
fn fill_of(f: &Function, types: &InferResult, id: FuncId, v: Value) -> Option<Fill> {
    let inst = f.dfg.defining_inst(v)?;
    let InstData::Builtin { id: bi, args } = f.inst(inst) else {
        return None;
    };
    match bi {
        Bi::zeros | Bi::ones => {
            let plain = !args.is_empty()
                && args.iter().all(|&a| {
                    let t = types.ty(id, a);
                    t.class == Some(Class::Double)
                        && t.cplx == Complexity::Real
                        && str_of(f, a).is_none()
                });
            let t = types.ty(id, v);
            (plain && types.funcs[id].reached[v] && !t.shape.is_scalar()).then_some(Fill {
                inst,
                class: Class::Double,
                value: if *bi == Bi::zeros { 0.0 } else { 1.0 },
            })
        }
        Bi::pct_fill => {
            let class = match const_of(f, *args.get(1)?)? {
                Constant::Num(x) => mat2c_builtins::fill_class_of(*x)?,
                _ => return None,
            };
            match const_of(f, *args.get(2)?)? {
                Constant::Num(x) => Some(Fill {
                    inst,
                    class,
                    value: *x,
                }),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The value of every element of `op` applied to a double fill of `x` and a scalar `c`
/// (`fill_left`: the fill is the left operand), when the pair is folded.
fn binary(op: BinOp, x: f64, c: f64, fill_left: bool) -> Option<f64> {
    let (a, b) = if fill_left { (x, c) } else { (c, x) };
    Some(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::ElMul | BinOp::MatMul => a * b,
        BinOp::ElRDiv => a / b,
        BinOp::MatRDiv if fill_left => a / b,
        BinOp::ElLDiv => b / a,
        BinOp::MatLDiv if !fill_left => b / a,
        _ => return None,
    })
}

/// The class a conversion builtin gives, when it converts `value` silently.
fn conversion(id: Bi, value: f64) -> Option<Class> {
    let class = Class::from_name(id.name())?;
    let silent = match class {
        Class::Char => (0.0..=255.0).contains(&value),
        Class::Logical => !value.is_nan(),
        Class::Double | Class::Single => true,
        c => c.is_integer(),
    };
    silent.then_some(class)
}

fn fold_function(f: &mut Function, types: &InferResult, id: FuncId) -> bool {
    let undef = maybe_undefined(f);
    let mut changed = false;
    // One fold at a time: each changes the use counts the next one relies on.
    while let Some((user, fill, class, value, last_use)) = next_fold(f, types, id, &undef) {
        let (origin, sizes) = match f.inst(fill.inst) {
            InstData::Builtin {
                id: Bi::pct_fill,
                args,
            } => match const_of(f, args[0]) {
                Some(Constant::Num(x)) => (*x, args[3..].to_vec()),
                _ => break,
            },
            InstData::Builtin { id, args } => match mat2c_builtins::fill_origin_code(*id) {
                Some(x) => (x, args.clone()),
                None => break,
            },
            _ => break,
        };
        let Some(code) = mat2c_builtins::fill_class_code(class) else {
            break;
        };
        let Some(b) = f.layout.inst_block(fill.inst) else {
            break;
        };
        let span = f.spans[fill.inst];
        let mut insts = f.layout.block_insts(b).to_vec();
        let mut at = insts.iter().position(|&x| x == fill.inst).unwrap_or(0);
        if last_use {
            // The new fill evaluates the same sizes in the same place, with the same
            // messages: the constructor goes.
            insts.remove(at);
        } else {
            at += 1;
        }
        let mut args = Vec::new();
        for c in [
            Constant::Num(origin),
            Constant::Num(code),
            Constant::Num(value),
        ] {
            let ci = f.dfg.make_inst(InstData::Const(c), 1);
            f.spans[ci] = span;
            args.push(f.dfg.first_result(ci));
            insts.insert(at, ci);
            at += 1;
        }
        args.extend(sizes);
        let new = f.dfg.make_inst(
            InstData::Builtin {
                id: Bi::pct_fill,
                args,
            },
            1,
        );
        f.spans[new] = span;
        insts.insert(at, new);
        f.layout.set_block_insts(b, insts);
        let from = f.dfg.first_result(user);
        let to = f.dfg.first_result(new);
        f.var_names[to] = f.var_names[from].clone();
        let mut alias: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
        alias[from] = Some(to);
        rewrite_uses(f, &alias);
        // The folded instruction is dead; removed rather than left as a copy, whose use would
        // keep an intermediate fill alive for the next fold (`char(zeros(1, n) + 32)`).
        if let Some(ub) = f.layout.inst_block(user) {
            let kept: Vec<Inst> = f
                .layout
                .block_insts(ub)
                .iter()
                .copied()
                .filter(|&x| x != user)
                .collect();
            f.layout.set_block_insts(ub, kept);
        }
        changed = true;
    }
    changed
}

/// The next instruction to fold into a fill: (the instruction, the fill it reads, the
/// class and value of the folded fill, whether it is the fill's only use).
fn next_fold(
    f: &Function,
    types: &InferResult,
    id: FuncId,
    undef: &SecondaryMap<Value, bool>,
) -> Option<(Inst, Fill, Class, f64, bool)> {
    let uses = f.use_counts();
    // A real double scalar whose value inference knows, certainly defined.
    let known = |v: Value| {
        let t = types.ty(id, v);
        let plain = t.class == Some(Class::Double)
            && t.cplx == Complexity::Real
            && t.shape.is_scalar()
            && !undef[v];
        match const_of(f, v) {
            Some(Constant::Num(x)) => Some(*x),
            _ if plain && types.funcs[id].reached[v] => types.konst(id, v),
            _ => None,
        }
    };
    // The fill `v` is.
    let fill = |v: Value| (!undef[v]).then(|| fill_of(f, types, id, v)).flatten();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            if f.dfg.inst_results(i).len() != 1 {
                continue;
            }
            let found = match f.inst(i) {
                InstData::Binary { op, args: [x, y] } => {
                    let pair = match (fill(*x), fill(*y)) {
                        (Some(fl), _) => known(*y).map(|c| (fl, c, true)),
                        (_, Some(fl)) => known(*x).map(|c| (fl, c, false)),
                        _ => None,
                    };
                    pair.filter(|(fl, _, _)| fl.class == Class::Double)
                        .and_then(|(fl, c, left)| {
                            binary(*op, fl.value, c, left).map(|v| (fl, Class::Double, v))
                        })
                }
                InstData::Unary {
                    op: op @ (UnOp::Neg | UnOp::Plus),
                    arg,
                } => fill(*arg).filter(|fl| fl.class == Class::Double).map(|fl| {
                    let v = if *op == UnOp::Neg {
                        -fl.value
                    } else {
                        fl.value
                    };
                    (fl, Class::Double, v)
                }),
                InstData::Builtin { id: bi, args } if args.len() == 1 => fill(args[0])
                    .filter(|fl| fl.class == Class::Double)
                    .and_then(|fl| conversion(*bi, fl.value).map(|c| (fl, c, fl.value))),
                _ => None,
            };
            if let Some((fl, class, value)) = found {
                let v = f.dfg.first_result(fl.inst);
                return Some((i, fl, class, value, uses[v] == 1));
            }
        }
    }
    None
}
