//! `c = onCleanup(h)`: Octave calls `h()` when the object `c` is destroyed, which for an object
//! that is only made and kept is when its function (or script) ends, normally or by an error;
//! the objects of one function are destroyed in the order they were made.
//!
//! Rewritten on the tree before resolution (see `rewrite`), so every later stage sees plain
//! `unwind_protect` blocks. `h` is evaluated where the object is made (an anonymous function
//! captures its values then). Only that form is rewritten: a top-level statement of a
//! function or script body, ended by `;`, with `c` named nowhere after it in the function
//! (reading, reassigning or clearing the object would destroy or show it elsewhere); other
//! uses are reported.

use crate::clear_forms::Clear;
use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_syntax::ast::{
    Ast, BinaryOp, Expr, ExprId, ExprKind, FileKind, Ident, Stmt, StmtId, StmtKind,
};

/// Rewrites every `c = onCleanup(h);` of `ast` as described above; the diagnostics report
/// the forms that are not rewritten.
pub fn desugar_on_cleanup(ast: &mut Ast) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    if ast.kind == FileKind::Script {
        let body = std::mem::take(&mut ast.script);
        let whole = body
            .iter()
            .map(|&s| ast.stmts[s].span)
            .reduce(|a, b| Span::new(a.file, a.lo.min(b.lo), a.hi.max(b.hi)));
        ast.script = match whole {
            Some(scope) => rewrite(ast, body, scope, &mut diags),
            None => body,
        };
    }
    let mut functions = std::mem::take(&mut ast.functions);
    for f in &mut functions {
        rewrite_function(ast, f, &mut diags);
    }
    ast.functions = functions;
    diags
}

fn rewrite_function(
    ast: &mut Ast,
    f: &mut mat2c_syntax::ast::Function,
    diags: &mut Vec<Diagnostic>,
) {
    let body = std::mem::take(&mut f.body);
    f.body = rewrite(ast, body, f.span, diags);
    for n in &mut f.nested {
        rewrite_function(ast, n, diags);
    }
}

/// `(c, h, displayed)` when statement `s` is `c = onCleanup(h)` (`displayed`: no `;`).
fn made_object(ast: &Ast, s: StmtId) -> Option<(Ident, ExprId, bool)> {
    let StmtKind::Assign {
        lhs, rhs, print, ..
    } = &ast.stmts[s].kind
    else {
        return None;
    };
    let [target] = lhs.as_slice() else {
        return None;
    };
    let ExprKind::Ident(c) = &ast.expr(*target).kind else {
        return None;
    };
    let ExprKind::Index { base, args } = &ast.expr(*rhs).kind else {
        return None;
    };
    match (&ast.expr(*base).kind, args.as_slice()) {
        (ExprKind::Ident(f), [h]) if f.name == "onCleanup" => Some((c.clone(), *h, *print)),
        _ => None,
    }
}

/// Does anything in `scope` after statement `made` name `c`? (Assignments before it
/// destroy nothing: the object does not exist yet.)
fn named_elsewhere(ast: &Ast, c: &str, scope: Span, made: StmtId) -> bool {
    let StmtKind::Assign { lhs, .. } = &ast.stmts[made].kind else {
        return true;
    };
    let target = lhs[0];
    let from = ast.stmts[made].span.lo;
    let inside = |sp: Span| sp.file == scope.file && sp.lo >= from && sp.hi <= scope.hi;
    let in_exprs = ast.exprs.iter().any(|(id, e)| {
        id != target
            && inside(e.span)
            && matches!(&e.kind, ExprKind::Ident(i) | ExprKind::FuncHandle { name: i } if i.name == c)
    });
    // `clear c`, `clear` and `clear all` destroy the object where they run.
    let in_clears = ast.stmts.iter().any(|(id, st)| {
        inside(st.span)
            && match crate::clear_forms::parse(ast, id) {
                None | Some(Clear::Functions | Clear::Globals) => false,
                Some(Clear::Names(names)) => names.iter().any(|n| n == c),
                Some(_) => true,
            }
    });
    in_exprs || in_clears
}

fn ident(ast: &mut Ast, name: &str, span: Span) -> ExprId {
    ast.exprs.push(Expr {
        kind: ExprKind::Ident(Ident {
            name: name.to_string(),
            span,
        }),
        span,
    })
}

fn number(ast: &mut Ast, value: usize, span: Span) -> ExprId {
    ast.exprs.push(Expr {
        kind: ExprKind::Number {
            value: value as f64,
            imag: false,
            text: value.to_string(),
        },
        span,
    })
}

fn stmt(ast: &mut Ast, kind: StmtKind, span: Span) -> StmtId {
    ast.stmts.push(Stmt { kind, span })
}

/// `name = value;`
fn assign(ast: &mut Ast, name: &str, value: ExprId, span: Span) -> StmtId {
    let target = ident(ast, name, span);
    let kind = StmtKind::Assign {
        lhs: vec![target],
        rhs: value,
        multi: false,
        print: false,
    };
    stmt(ast, kind, span)
}

/// The variable counting the objects of a body made so far.
const MADE: &str = "__onCleanup_made__";

/// Rewrites the `c = onCleanup(h);` statements at the top of `body` (whose function or
/// script spans `scope`). Octave destroys a function's objects in the order they were
/// made, so one `unwind_protect` from the first one calls, in that order, each handle made
/// before the body ended or failed:
///
/// ```text
///     __onCleanup_made__ = 0;
///     unwind_protect
///       __onCleanup_a__ = h1; __onCleanup_made__ = 1; ...
///       __onCleanup_b__ = h2; __onCleanup_made__ = 2; ...
///     unwind_protect_cleanup
///       if __onCleanup_made__ >= 1, __onCleanup_a__(); end
///       if __onCleanup_made__ >= 2, __onCleanup_b__(); end
///     end_unwind_protect
/// ```
fn rewrite(
    ast: &mut Ast,
    body: Vec<StmtId>,
    scope: Span,
    diags: &mut Vec<Diagnostic>,
) -> Vec<StmtId> {
    let mut made = Vec::new();
    for &s in &body {
        let Some((c, h, print)) = made_object(ast, s) else {
            continue;
        };
        if print || named_elsewhere(ast, &c.name, scope, s) {
            diags.push(
                Diagnostic::error(
                    codes::E0601,
                    ast.stmts[s].span,
                    "an `onCleanup` object that is displayed, read, reassigned or cleared is not supported by mat2c yet",
                )
                .with_label_message(
                    "only `c = onCleanup(h);` kept to the end of its function is supported",
                ),
            );
            continue;
        }
        made.push((s, c, h));
    }
    let Some(first) = made.first().map(|(s, ..)| *s) else {
        return body;
    };
    let k = body
        .iter()
        .position(|&s| s == first)
        .expect("made from body");
    let span = ast.stmts[first].span;
    let zero = number(ast, 0, span);
    let init = assign(ast, MADE, zero, span);
    let mut protected = Vec::new();
    let mut cleanup = Vec::new();
    for &s in &body[k..] {
        let Some(j) = made.iter().position(|(m, ..)| *m == s) else {
            protected.push(s);
            continue;
        };
        let (_, c, h) = &made[j];
        let (c, h) = (c.clone(), *h);
        let sp = ast.stmts[s].span;
        let hidden = format!("__onCleanup_{}__", c.name);
        let target = ident(ast, &hidden, c.span);
        ast.stmts[s].kind = StmtKind::Assign {
            lhs: vec![target],
            rhs: h,
            multi: false,
            print: false,
        };
        let count = number(ast, j + 1, sp);
        let counted = assign(ast, MADE, count, sp);
        protected.extend([s, counted]);
        // if __onCleanup_made__ >= j+1, __onCleanup_c__(); end
        let callee = ident(ast, &hidden, sp);
        let call = ast.exprs.push(Expr {
            kind: ExprKind::Index {
                base: callee,
                args: vec![],
            },
            span: sp,
        });
        let call = stmt(
            ast,
            StmtKind::Expr {
                expr: call,
                print: false,
            },
            sp,
        );
        let lhs = ident(ast, MADE, sp);
        let rhs = number(ast, j + 1, sp);
        let cond = ast.exprs.push(Expr {
            kind: ExprKind::Binary {
                op: BinaryOp::Ge,
                lhs,
                rhs,
            },
            span: sp,
        });
        let clauses = vec![(cond, vec![call])];
        cleanup.push(stmt(
            ast,
            StmtKind::If {
                clauses,
                else_body: None,
            },
            sp,
        ));
    }
    let whole = Span::new(span.file, span.lo, scope.hi.max(span.hi));
    let protect = stmt(
        ast,
        StmtKind::UnwindProtect {
            body: protected,
            cleanup,
        },
        whole,
    );
    let mut out = body[..k].to_vec();
    out.extend([init, protect]);
    out
}
