//! Source names for the symbols of symbolic shapes, so a shape reads `double[n x 1]` or
//! `double[size(A,1) x 3]` instead of `double[n1 x 1]` (the report, `--emit=typed`).
//!
//! A symbol stands for a value's extent or a scalar's value (`sym::SymKey`); it is named after
//! the variable that value was assigned to, a declared extent name of the entry (`%# A size
//! [N N]`), or the `size`/`numel` query it comes from. Symbols with no such name keep `nK`.

use mat2c_ir::{Bi, Constant, FuncId, Function, InstData, Module, Value, ValueDef};

use crate::InferResult;
use crate::entry::DimSpec;
use crate::sym::SymKey;

/// The name of each symbol of `f`'s arena, in creation order (distinct: a repeated name is
/// primed; a symbol without a source name keeps its `nK`).
pub(crate) fn sym_names(m: &Module, r: &InferResult, id: FuncId) -> Vec<String> {
    let Some(fs) = r.shapes.get(id) else {
        return Vec::new();
    };
    let f = &m.funcs[id];
    let entry_params = (m.entry == Some(id)).then_some(&r.entry_inputs);
    let mut out: Vec<String> = Vec::new();
    for (i, k) in fs.arena.syms().enumerate() {
        let base = match *k {
            SymKey::Ext(v) | SymKey::Val(v) => value_name(f, v),
            SymKey::Dim(v, d) => declared_extent(f, entry_params, v, d)
                .or_else(|| var_name(f, v).map(|n| format!("size({n},{})", d + 1))),
        };
        // Another symbol of the same variable (an SSA version of it, a widened loop value)
        // is primed: `n`, `n′`, `n′′`.
        let mut name = base.unwrap_or_else(|| format!("n{}", i + 1));
        while out.contains(&name) {
            name.push('′');
        }
        out.push(name);
    }
    out
}

/// The source variable `v` holds: its assigned name, or the input's name for a parameter.
fn var_name(f: &Function, v: Value) -> Option<String> {
    if let Some(n) = &f.var_names[v] {
        return Some(n.clone());
    }
    let k = f.params().iter().position(|&p| p == v)?;
    f.input_names.get(k).cloned()
}

/// A scalar's name: its variable, or the query that computed it (`numel(x)`, `size(x,2)`).
fn value_name(f: &Function, v: Value) -> Option<String> {
    if let Some(n) = var_name(f, v) {
        return Some(n);
    }
    let ValueDef::Result(i, _) = f.dfg.value_def(v) else {
        return None;
    };
    match f.inst(i) {
        InstData::Builtin {
            id: Bi::numel,
            args,
        } if args.len() == 1 => Some(format!("numel({})", var_name(f, args[0])?)),
        InstData::Builtin {
            id: Bi::length,
            args,
        } if args.len() == 1 => Some(format!("length({})", var_name(f, args[0])?)),
        InstData::Builtin { id: Bi::size, args } if args.len() == 2 => {
            let k = const_int(f, args[1])?;
            Some(format!("size({},{k})", var_name(f, args[0])?))
        }
        _ => None,
    }
}

fn const_int(f: &Function, v: Value) -> Option<i64> {
    let ValueDef::Result(i, _) = f.dfg.value_def(v) else {
        return None;
    };
    match f.inst(i) {
        InstData::Const(Constant::Num(x)) => {
            (x.fract() == 0.0 && x.abs() < 1e15).then_some(*x as i64)
        }
        _ => None,
    }
}

/// `N` for extent `d` of an entry input declared `%# A size [N N]`.
fn declared_extent(
    f: &Function,
    entry: Option<&Vec<crate::InputSpec>>,
    v: Value,
    d: u32,
) -> Option<String> {
    let k = f.params().iter().position(|&p| p == v)?;
    match entry?.get(k)?.dims.as_ref()?.get(d as usize)? {
        DimSpec::Named(n) => Some(n.clone()),
        _ => None,
    }
}
