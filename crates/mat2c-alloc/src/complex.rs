//! Complex double scalars as C values (`SlotKind::Complex`): a double 1x1 that may be complex
//! lives in a C pair of doubles when every way it can be computed narrows like Octave's
//! arithmetic (a result whose imaginary part is zero is real), so that "real" is exactly
//! "imaginary part zero" and boxing it back gives the array the runtime would have made.
//! Values from `complex()`, calls or inputs can be complex with a zero imaginary part and
//! stay boxed; an element read of a double array qualifies (Octave's indexing narrows).

use cranelift_entity::SecondaryMap;
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Complexity, Ty};
use mat2c_ir::{Bi, BinOp, Constant, FuncId, Function, InstData, UnOp, Value};

fn double_scalar(t: &Ty) -> bool {
    t.class == Some(Class::Double) && t.shape.is_scalar()
}

/// The values of `f` that get a complex scalar slot.
pub(crate) fn find(f: &Function, id: FuncId, types: &InferResult) -> SecondaryMap<Value, bool> {
    let ty = |v: Value| types.ty(id, v);
    // A real double, logical or char scalar operand (a C double slot).
    let real_scalar = |v: Value| {
        let t = ty(v);
        t.cplx == Complexity::Real
            && t.shape.is_scalar()
            && matches!(t.class, Some(Class::Double | Class::Logical | Class::Char))
    };
    let mut cand: SecondaryMap<Value, bool> = SecondaryMap::new();
    let params: Vec<Value> = f.params().to_vec();
    let mut all = Vec::new();
    for &b in f.layout.blocks() {
        for &p in f.dfg.block_params(b) {
            all.push(p);
        }
        for &i in f.layout.block_insts(b) {
            all.extend(f.dfg.inst_results(i).iter().copied());
        }
    }
    for &v in &all {
        let t = ty(v);
        cand[v] = double_scalar(t) && t.cplx != Complexity::Real && !params.contains(&v);
    }
    // Incoming arguments of each block parameter.
    let incoming = f.param_incoming();
    // Optimistic fixpoint: drop a candidate whose definition is not a narrowing form of
    // candidates and real scalars.
    loop {
        let mut changed = false;
        for &v in &all {
            if !cand[v] {
                continue;
            }
            let ok_arg = |a: Value| cand[a] || real_scalar(a);
            let ok = match f.dfg.defining_inst(v).map(|i| f.inst(i)) {
                Some(InstData::Binary { op, args }) => {
                    matches!(
                        op,
                        BinOp::Add
                            | BinOp::Sub
                            | BinOp::ElMul
                            | BinOp::MatMul
                            | BinOp::ElRDiv
                            | BinOp::MatRDiv
                            | BinOp::ElLDiv
                            | BinOp::MatLDiv
                    ) && args.iter().all(|&a| ok_arg(a))
                }
                Some(InstData::Unary { op, arg }) => {
                    matches!(op, UnOp::Neg | UnOp::Plus) && ok_arg(*arg)
                }
                Some(InstData::Builtin { id, args }) => {
                    *id == Bi::exp && args.len() == 1 && ok_arg(args[0])
                }
                // An element of a double array: Octave's indexing narrows its result.
                Some(InstData::Index { base, subs }) => {
                    ty(*base).class == Some(Class::Double)
                        && (1..=2).contains(&subs.len())
                        && subs.iter().all(|&s| {
                            let t = ty(s);
                            t.class == Some(Class::Double)
                                && t.cplx == Complexity::Real
                                && t.shape.is_scalar()
                        })
                }
                Some(InstData::Const(Constant::Complex(_, im))) => *im != 0.0,
                Some(InstData::Copy { arg }) => ok_arg(*arg),
                Some(_) => false,
                // A block parameter: every incoming value qualifies.
                None => !incoming[v].is_empty() && incoming[v].iter().all(|&a| ok_arg(a)),
            };
            if !ok {
                cand[v] = false;
                changed = true;
            }
        }
        if !changed {
            return cand;
        }
    }
}
