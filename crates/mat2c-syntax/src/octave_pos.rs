//! Where Octave says a run-time error happened: the source position each frame of an
//! `error: called from` backtrace names, as Octave 7 sets it while it evaluates a tree.
//!
//! Octave records a position per statement (an expression statement: its expression's; an
//! assignment: its `=` or `+=`), per `if`/`elseif`/`while`/`until` condition (the condition
//! expression's), `for` and `switch` (the keyword), per anonymous function body, and at a
//! function's closing keyword for an output it never assigned. An
//! expression's position is its first character, except for a binary or postfix operator
//! (the operator; a `'` one column before it) and a matrix or cell literal (the closing
//! bracket).

use crate::ast::{Ast, ExprId, ExprKind, StmtKind};

/// A source range whose run-time errors Octave reports at byte offset `pos`, `shift`
/// columns further right than the column of `pos`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Located {
    pub lo: u32,
    pub hi: u32,
    pub pos: u32,
    /// Octave's lexer counts one column more for each blank that separates two elements of
    /// a `[...]` or `{...}` row earlier on the same line (`y = [1 2]; y(3)` reports `y(3)` one
    /// column to the right).
    pub shift: u32,
}

/// Every range of `ast` that sets Octave's position; the innermost range that holds an
/// operation is where its error is reported.
pub fn locations(ast: &Ast, text: &str) -> Vec<Located> {
    let mut out = Vec::new();
    let at = |e: ExprId| (ast.expr(e).span.lo, ast.expr(e).span.hi);
    let cond = |out: &mut Vec<Located>, e: ExprId| {
        let (lo, hi) = at(e);
        out.push(Located {
            lo,
            hi,
            pos: expr_pos(ast, text, e),
            shift: 0,
        });
    };
    for (_, st) in ast.stmts.iter() {
        let whole = Located {
            lo: st.span.lo,
            hi: st.span.hi,
            pos: st.span.lo,
            shift: 0,
        };
        match &st.kind {
            StmtKind::Expr { expr, .. } => out.push(Located {
                pos: expr_pos(ast, text, *expr),
                ..whole
            }),
            StmtKind::Assign { lhs, .. } => {
                let after = lhs.last().map_or(st.span.lo, |&e| at(e).1);
                let eq = find_from(text, after, |c| c == b'=').unwrap_or(st.span.lo);
                out.push(Located { pos: eq, ..whole });
            }
            StmtKind::OpAssign { lhs, .. } => {
                let op = operator_after(text, at(*lhs).1).unwrap_or(st.span.lo);
                out.push(Located { pos: op, ..whole });
            }
            StmtKind::If { clauses, .. } => {
                for (c, _) in clauses {
                    cond(&mut out, *c);
                }
            }
            StmtKind::While { cond: c, .. } | StmtKind::DoUntil { cond: c, .. } => {
                cond(&mut out, *c)
            }
            StmtKind::For { iter, .. } => {
                let (lo, hi) = at(*iter);
                out.push(Located { lo, hi, ..whole });
            }
            StmtKind::Switch { subject, cases, .. } => {
                for e in std::iter::once(subject).chain(cases.iter().map(|(v, _)| v)) {
                    let (lo, hi) = at(*e);
                    out.push(Located { lo, hi, ..whole });
                }
            }
            StmtKind::Try { .. } | StmtKind::UnwindProtect { .. } | StmtKind::Error => {}
            _ => out.push(whole),
        }
    }
    for (_, e) in ast.exprs.iter() {
        if let ExprKind::AnonFn { body, .. } = e.kind {
            let (lo, hi) = at(body);
            out.push(Located {
                lo,
                hi,
                pos: expr_pos(ast, text, body),
                shift: 0,
            });
        }
    }
    // An output never assigned is reported at the function's closing keyword.
    let mut stack: Vec<&crate::ast::Function> = ast.functions.iter().collect();
    while let Some(f) = stack.pop() {
        stack.extend(f.nested.iter());
        if f.end != crate::ast::EndKind::Keyword {
            continue;
        }
        let b = text.as_bytes();
        let mut kw = (f.span.hi as usize).min(b.len());
        while kw > 0 && b[kw - 1].is_ascii_alphabetic() {
            kw -= 1;
        }
        for p in &f.outputs {
            if let crate::ast::Param::Name(id) = p {
                out.push(Located {
                    lo: id.span.lo,
                    hi: id.span.hi,
                    pos: kw as u32,
                    shift: 0,
                });
            }
        }
    }
    let seps = blank_separators(ast, text);
    for l in &mut out {
        let line_start = text.as_bytes()[..l.pos as usize]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |k| k as u32 + 1);
        l.shift = seps
            .iter()
            .filter(|&&s| line_start <= s && s < l.pos)
            .count() as u32;
    }
    out
}

/// Offsets of the blanks that separate two elements of a bracket row (no comma between).
fn blank_separators(ast: &Ast, text: &str) -> Vec<u32> {
    let mut seps = Vec::new();
    for (_, e) in ast.exprs.iter() {
        let (ExprKind::Matrix { rows } | ExprKind::Cell { rows }) = &e.kind else {
            continue;
        };
        for row in rows {
            for w in row.windows(2) {
                let (a, b) = (ast.expr(w[0]).span.hi, ast.expr(w[1]).span.lo);
                let gap = text.get(a as usize..b as usize).unwrap_or(",");
                if !gap.is_empty() && !gap.contains([',', '\n']) {
                    seps.push(a);
                }
            }
        }
    }
    seps
}

/// The innermost range of `locs` that holds `lo..hi`.
pub fn innermost(locs: &[Located], lo: u32, hi: u32) -> Option<&Located> {
    locs.iter()
        .filter(|l| l.lo <= lo && hi <= l.hi && l.lo < l.hi)
        .min_by_key(|l| l.hi - l.lo)
}

/// Octave's position of expression `e`.
fn expr_pos(ast: &Ast, text: &str, e: ExprId) -> u32 {
    let x = ast.expr(e);
    match &x.kind {
        ExprKind::Binary { lhs, .. } => {
            operator_after(text, ast.expr(*lhs).span.hi).unwrap_or(x.span.lo)
        }
        // Octave places a `'` one column before itself (`.'` at its dot).
        ExprKind::Postfix { operand, .. } => {
            match operator_after(text, ast.expr(*operand).span.hi) {
                Some(p) if text.as_bytes()[p as usize] == b'\'' => p.saturating_sub(1),
                Some(p) => p,
                None => x.span.lo,
            }
        }
        ExprKind::Matrix { .. } | ExprKind::Cell { .. } => x.span.hi.saturating_sub(1),
        _ => x.span.lo,
    }
}

/// The first character at or after `from` that is not blank nor a closing parenthesis (the
/// operand may have been parenthesised): the operator that follows an operand.
fn operator_after(text: &str, from: u32) -> Option<u32> {
    find_from(text, from, |c| !matches!(c, b' ' | b'\t' | b')'))
}

fn find_from(text: &str, from: u32, pred: impl Fn(u8) -> bool) -> Option<u32> {
    let b = text.as_bytes();
    (from as usize..b.len())
        .find(|&k| pred(b[k]))
        .map(|k| k as u32)
}

#[cfg(test)]
mod tests {
    use super::{innermost, locations};

    /// The (line, column) Octave reports for the operation at the `k`-th occurrence of
    /// `what` in `text` (0-based), as measured with octave-cli 7.3.
    fn at(text: &str, what: &str, k: usize) -> (usize, usize) {
        let (ast, _) = crate::parse(mat2c_diag::FileId(0), text);
        let locs = locations(&ast, text);
        let lo = text.match_indices(what).nth(k).expect("occurrence").0 as u32;
        let l = innermost(&locs, lo, lo + what.len() as u32).expect("a located range");
        let before = &text[..l.pos as usize];
        let line = before.matches('\n').count() + 1;
        let col = l.pos as usize - before.rfind('\n').map_or(0, |n| n + 1) + 1;
        (line, col + l.shift as usize)
    }

    #[test]
    fn octave_columns() {
        let t = "x = [1 2 3];\ny = x(7) + 1\nx(7) + 1\nif x(5) > 1\nend\nfor k = 1:x(5)\nend\n\
                 x(4)'\nx(4).'\n [x(1), x(8)]\nx += [1 2];\ny = [1 2]; y(3)\ng = @(v) v(4) + 1;\n";
        assert_eq!(at(t, "x(7)", 0), (2, 3)); // the `=`
        assert_eq!(at(t, "x(7)", 1), (3, 6)); // the `+`
        assert_eq!(at(t, "x(5)", 0), (4, 9)); // the condition's `>`
        assert_eq!(at(t, "x(5)", 1), (6, 1)); // the `for`
        assert_eq!(at(t, "x(4)", 0), (8, 4)); // a `'` one column before itself
        assert_eq!(at(t, "x(4)", 1), (9, 5)); // `.'` at its dot
        assert_eq!(at(t, "x(8)", 0), (10, 13)); // the closing bracket
        assert_eq!(at(t, "[1 2]", 0), (11, 3)); // `+=`
        assert_eq!(at(t, "y(3)", 0), (12, 13)); // one more after `[1 2]`
        assert_eq!(at(t, "v(4)", 0), (13, 15)); // the body's `+`
    }
}
