//! Operations certain to fail at run time, found from the inferred types (E0501): a matrix
//! product or an elementwise operator whose operand sizes are known and nonconformant
//! (`ones(3,4) * ones(5,2)`), an index that is a known constant out of the bounds of an array
//! of known size (`a(5)` on a 1x3 `a`). They are warnings: the program is still compiled,
//! since Octave runs the statements before them (and prints what they print) before it
//! stops. An operation inside a `try` body is meant to fail and gets none.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_infer::InferResult;
use mat2c_ir::types::{Class, Dim, Shape};
use mat2c_ir::{BinOp, FuncId, InstData, Module, Value};
use mat2c_syntax::ast::{Ast, StmtKind};

use crate::Program;

/// The E0501 warnings of `module`, one per source position, in program order.
pub(crate) fn certain_failures(
    module: &Module,
    types: &InferResult,
    program: &Program,
) -> Vec<Diagnostic> {
    let tries: Vec<Span> = program.asts.iter().flat_map(try_bodies).collect();
    let mut out: Vec<Diagnostic> = Vec::new();
    for (id, f) in module.funcs.iter() {
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                let span = f.spans[i];
                if span.is_empty() || tries.iter().any(|t| within(span, *t)) {
                    continue;
                }
                let found = match f.inst(i) {
                    InstData::Binary { op, args } => binary(types, id, *op, args[0], args[1]),
                    InstData::Index { base, subs } => index(types, id, *base, subs),
                    _ => None,
                };
                let Some((message, label)) = found else {
                    continue;
                };
                // Specialised variants repeat an instruction: report its position once.
                if out.iter().any(|d| d.primary_span() == Some(span)) {
                    continue;
                }
                out.push(
                    Diagnostic::warning(codes::E0501, span, message)
                        .with_label_message(label)
                        .with_note(
                            "compiled anyway: the program runs up to here, as in Octave, and \
                             stops with the error",
                        ),
                );
            }
        }
    }
    out.sort_by_key(|d| d.primary_span().map(|s| (s.file, s.lo)));
    out
}

/// The statement spans of every `try` body of `ast`.
fn try_bodies(ast: &Ast) -> Vec<Span> {
    let mut out = Vec::new();
    for (_, s) in ast.stmts.iter() {
        if let StmtKind::Try { body, .. } = &s.kind {
            out.extend(body.iter().map(|&b| ast.stmt(b).span));
        }
    }
    out
}

fn within(inner: Span, outer: Span) -> bool {
    inner.file == outer.file && inner.lo >= outer.lo && inner.hi <= outer.hi
}

/// The extents of `v` when all are known.
fn dims(types: &InferResult, f: FuncId, v: Value) -> Option<Vec<u64>> {
    let ty = types.ty(f, v);
    // Cells, structs and values of unknown class index and combine by other rules.
    if matches!(ty.class, None | Some(Class::Cell | Class::Struct)) {
        return None;
    }
    match &ty.shape {
        Shape::Dims(d) => d
            .iter()
            .map(|x| match x {
                Dim::Known(n) => Some(*n),
                Dim::Unknown => None,
            })
            .collect(),
        Shape::Top => None,
    }
}

fn size_text(d: &[u64]) -> String {
    d.iter().map(u64::to_string).collect::<Vec<_>>().join("x")
}

/// A binary operator whose known operand sizes do not conform.
fn binary(
    types: &InferResult,
    f: FuncId,
    op: BinOp,
    a: Value,
    b: Value,
) -> Option<(String, String)> {
    let (x, y) = (dims(types, f, a)?, dims(types, f, b)?);
    let scalar = |d: &[u64]| d.iter().all(|&n| n == 1);
    let matrix = |d: &[u64]| d.len() == 2;
    let fails = match op {
        _ if scalar(&x) || scalar(&y) => false,
        BinOp::MatMul => matrix(&x) && matrix(&y) && x[1] != y[0],
        BinOp::MatLDiv => matrix(&x) && matrix(&y) && x[0] != y[0],
        BinOp::MatRDiv => matrix(&x) && matrix(&y) && x[1] != y[1],
        // A matrix power needs a square matrix and a scalar (one of them is not scalar here).
        BinOp::MatPow => false,
        _ => {
            // Implicit expansion: each pair of extents is equal or has a 1.
            let n = x.len().max(y.len());
            (0..n).any(|k| {
                let (p, q) = (
                    x.get(k).copied().unwrap_or(1),
                    y.get(k).copied().unwrap_or(1),
                );
                p != q && p != 1 && q != 1
            })
        }
    };
    fails.then(|| {
        (
            format!(
                "`{}` of a {} and a {} array always fails: nonconformant arguments",
                op.symbol(),
                size_text(&x),
                size_text(&y)
            ),
            format!(
                "operator {}: op1 is {}, op2 is {}",
                op.symbol(),
                size_text(&x),
                size_text(&y)
            ),
        )
    })
}

/// An index with a constant subscript outside a known extent (or not a positive integer).
fn index(types: &InferResult, f: FuncId, base: Value, subs: &[Value]) -> Option<(String, String)> {
    let d = dims(types, f, base)?;
    if subs.is_empty() {
        return None;
    }
    for (k, &s) in subs.iter().enumerate() {
        let sty = types.ty(f, s);
        // Logical masks and colons are not positions.
        if sty.class != Some(Class::Double) || !sty.shape.is_scalar() {
            continue;
        }
        let Some(v) = types.konst(f, s) else {
            continue;
        };
        // The extent subscript k ranges over: its dimension, or for the last subscript the
        // product of the remaining ones.
        let extent: u64 = if k + 1 == subs.len() {
            d.iter().skip(k).product()
        } else {
            d.get(k).copied().unwrap_or(1)
        };
        let what = if subs.len() == 1 {
            format!("index {v}:")
        } else {
            format!("subscript {} of {} is {v}:", k + 1, subs.len())
        };
        if v < 1.0 || v.fract() != 0.0 {
            return Some((
                format!("{what} subscripts must be integers from 1"),
                "always fails: not a valid subscript".to_string(),
            ));
        }
        if v > extent as f64 {
            return Some((
                format!(
                    "{what} out of bound {extent} (the array is {})",
                    size_text(&d)
                ),
                "always fails: out of bound".to_string(),
            ));
        }
    }
    None
}
