//! Calls of package functions, `matlab.lang.makeValidName(s)`: MATLAB reads `pkg.sub.f` as
//! the function `f` of package folder `+pkg/+sub` when `pkg` is not a variable.
//!
//! Rewritten on the tree before resolution: a chain of field names on an identifier that no
//! function or script of the file assigns becomes the single identifier `pkg.sub.f` when the
//! caller knows a function of that dotted name (the MATLAB library's `lib/pkg.sub.f.m`), so
//! the loader loads it and every later stage sees an ordinary call.

use indexmap::IndexSet;
use mat2c_syntax::ast::{Ast, ExprId, ExprKind, Function, Ident};

use crate::resolve::assigned_names;

/// Rewrites every `pkg.sub.f` of `ast` whose dotted name `known` accepts, unless `pkg` is
/// assigned in the file.
pub fn desugar_package_calls(ast: &mut Ast, known: impl Fn(&str) -> bool) {
    let mut assigned = IndexSet::new();
    assigned_names(ast, &ast.script, &mut assigned);
    fn walk(ast: &Ast, f: &Function, out: &mut IndexSet<String>) {
        assigned_names(ast, &f.body, out);
        for p in f.inputs.iter().chain(&f.outputs) {
            if let mat2c_syntax::ast::Param::Name(id) = p {
                out.insert(id.name.clone());
            }
        }
        for n in &f.nested {
            walk(ast, n, out);
        }
    }
    for f in &ast.functions {
        walk(ast, f, &mut assigned);
    }
    let ids: Vec<ExprId> = ast.exprs.keys().collect();
    for id in ids {
        let Some(name) = dotted_name(ast, id) else {
            continue;
        };
        let root = name.split('.').next().unwrap_or_default();
        if !assigned.contains(root) && known(&name) {
            let span = ast.exprs[id].span;
            ast.exprs[id].kind = ExprKind::Ident(Ident { name, span });
        }
    }
}

/// `a.b.c` as one dotted name when `e` is a field chain (two fields at least) on an
/// identifier.
fn dotted_name(ast: &Ast, e: ExprId) -> Option<String> {
    let ExprKind::Field { base, name } = &ast.expr(e).kind else {
        return None;
    };
    let mut parts = vec![name.name.as_str()];
    let mut at = *base;
    loop {
        match &ast.expr(at).kind {
            ExprKind::Field { base, name } => {
                parts.push(name.name.as_str());
                at = *base;
            }
            ExprKind::Ident(id) if parts.len() >= 2 => {
                parts.push(id.name.as_str());
                parts.reverse();
                return Some(parts.join("."));
            }
            _ => return None,
        }
    }
}
