//! mat2c-syntax: the MATLAB/Octave front end — lexer, parser and syntax tree.
//!
//! Job: turn the text of one `.m` file into an [`ast::Ast`] plus diagnostics, and print that
//! tree for `mat2c --emit=ast`.
//!
//! Pipeline: [`lex`] (hand-written and bracket-mode aware: transpose vs string, whitespace
//! and newlines as separators inside `[]`/`{}`, `end` in indices, command syntax, bracket
//! repair) → a nesting guard → a chumsky parser over the token kinds (statements, blocks and
//! functions as combinators with error recovery; the operator core as a Pratt parser inside
//! chumsky's `custom`) → [`ast::Ast`].
//!
//! Documented choices: command syntax (`hold on`) needs a name at statement start followed by
//! whitespace and then neither `=`, `(` nor a binary operator followed by whitespace, and the
//! name must not be assigned earlier in the file (so `x -1` is an expression after `x = 1`,
//! as in MATLAB). A file's functions are taken to be closed by `end` when its closing keywords
//! balance its opening ones; otherwise each function ends at the next `function`.
//!
//! Invariants:
//! - [`parse`] never fails and never panics: malformed input yields a partial tree with
//!   `Error` nodes and coded diagnostics (E01xx lexing, E02xx parsing), several per run.
//! - Nothing outside this crate sees chumsky: its errors become [`Diagnostic`]s here.
//! - Output is deterministic: arena ids are dense in parse order (backtracking truncates the
//!   arenas) and diagnostics are sorted by position.
//! - Nesting (brackets, blocks, anonymous functions) deeper than [`MAX_NEST`] is cut off with
//!   an error, and an expression deeper than [`MAX_EXPR_DEPTH`] (a long `1+1+...` chain builds
//!   a left-deep tree) is reported (E0208), so no input can overflow a stack of
//!   [`STACK_SIZE`]: parsing and every recursive walk of the tree must run on such a stack (the
//!   driver runs its pipeline on a thread of that size).

pub mod ast;
mod lexer;
pub mod octave_pos;
mod parser;
mod printer;
mod token;

use cranelift_entity::PrimaryMap;
use mat2c_diag::{Diagnostic, FileId, codes};

pub use lexer::MAX_NEST;
pub use lexer::lex;
pub use parser::integer_literal;

/// Deepest expression tree accepted (operators applied to operators).
pub const MAX_EXPR_DEPTH: usize = 100_000;

/// The stack the parser and the compiler's tree walkers need for the deepest accepted input.
pub const STACK_SIZE: usize = 1 << 30;
pub use printer::print_ast;
pub use token::{TokKind, Token};

/// True when `word` is a MATLAB/Octave keyword (`if`, `end`, `unwind_protect`, ...).
pub fn is_keyword(word: &str) -> bool {
    TokKind::keyword(word).is_some()
}

/// Parses one file. Never fails: see the crate invariants.
pub fn parse(file: FileId, text: &str) -> (ast::Ast, Vec<Diagnostic>) {
    let (mut toks, mut diags) = lex(file, text);
    let fn_end = functions_use_end(&toks);
    guard_nesting(&mut toks, fn_end, &mut diags);
    let kinds: Vec<TokKind> = toks.iter().map(|t| t.kind).collect();
    let (items, pdiags, exprs, stmts) = parser::run(file, text, &toks, &kinds, fn_end);
    diags.extend(pdiags);

    let starts_with_function = kinds
        .iter()
        .find(|k| !matches!(k, TokKind::Newline | TokKind::Semi | TokKind::Comma))
        == Some(&TokKind::Function);
    let kind = if starts_with_function {
        ast::FileKind::Function
    } else {
        ast::FileKind::Script
    };
    if kind == ast::FileKind::Function
        && let Some(&first) = items.stmts.first()
    {
        diags.push(
            Diagnostic::error(
                codes::E0201,
                stmts[first.as_u32() as usize].span,
                "a statement outside any function in a function file",
            )
            .with_label_message("not inside a function")
            .with_help("a file that starts with `function` may only define functions"),
        );
    }
    if !fn_end {
        check_mixed_ends(&items.fns, &mut diags);
    }

    if let Some(d) = too_deep_expr(&exprs) {
        diags.push(d);
    }
    diags.sort_by_key(|d| d.primary_span().map(|s| (s.lo, s.hi)));
    diags.dedup_by(|a, b| a.code == b.code && a.primary_span() == b.primary_span());

    let ast = ast::Ast {
        file,
        kind,
        exprs: PrimaryMap::from(exprs),
        stmts: PrimaryMap::from(stmts),
        script: items.stmts,
        functions: items.fns,
    };
    (ast, diags)
}

/// The first expression deeper than [`MAX_EXPR_DEPTH`]. Operands are built before the
/// operator, so one pass in arena order computes every depth without recursion.
fn too_deep_expr(exprs: &[ast::Expr]) -> Option<Diagnostic> {
    use ast::ExprKind as K;
    let mut depth = vec![0usize; exprs.len()];
    for (k, e) in exprs.iter().enumerate() {
        let of = |c: &ast::ExprId| depth.get(c.as_u32() as usize).copied().unwrap_or(0);
        let d = 1 + match &e.kind {
            K::Unary { operand, .. } | K::Postfix { operand, .. } => of(operand),
            K::Binary { lhs, rhs, .. } => of(lhs).max(of(rhs)),
            K::Range { start, step, stop } => {
                of(start).max(of(stop)).max(step.as_ref().map_or(0, of))
            }
            K::Index { base, args } | K::CellIndex { base, args } => {
                args.iter().map(of).max().unwrap_or(0).max(of(base))
            }
            K::Field { base, .. } => of(base),
            K::DynField { base, name } => of(base).max(of(name)),
            K::Matrix { rows } | K::Cell { rows } => {
                rows.iter().flatten().map(of).max().unwrap_or(0)
            }
            K::AnonFn { body, .. } => of(body),
            _ => 0,
        };
        if d > MAX_EXPR_DEPTH {
            return Some(
                Diagnostic::error(
                    codes::E0208,
                    e.span,
                    format!("an expression nested more than {MAX_EXPR_DEPTH} operators deep"),
                )
                .with_help("split it into several statements"),
            );
        }
        depth[k] = d;
    }
    None
}

/// Functions are closed by `end` when the file's closers balance its openers (counting
/// `function`); a file whose functions omit `end` has fewer closers.
fn functions_use_end(toks: &[Token]) -> bool {
    let mut openers = 0usize;
    let mut closers = 0usize;
    for t in toks {
        if t.kind.is_opener() {
            openers += 1;
        } else if t.kind.is_closer() || t.kind == TokKind::Until {
            closers += 1;
        }
    }
    closers >= openers
}

/// Cuts the token list before a block keyword nested deeper than the limit. Keywords never
/// occur inside brackets (the lexer closes them first), so the cut keeps brackets balanced.
fn guard_nesting(toks: &mut Vec<Token>, fn_end: bool, diags: &mut Vec<Diagnostic>) {
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate() {
        let k = t.kind;
        if k == TokKind::Function && !fn_end {
            depth = 0;
        } else if k.is_opener() {
            depth += 1;
            if depth > MAX_NEST {
                diags.push(Diagnostic::error(
                    codes::E0208,
                    t.span,
                    format!(
                        "blocks nested more than {} levels deep; the rest of the file is ignored",
                        MAX_NEST
                    ),
                ));
                toks.truncate(i);
                return;
            }
        } else if k.is_closer() || k == TokKind::Until {
            depth = depth.saturating_sub(1);
        }
    }
}

/// In a file whose functions mostly omit `end`, one that has it is inconsistent (MATLAB
/// requires all or none); report the end-less ones.
fn check_mixed_ends(fns: &[ast::Function], diags: &mut Vec<Diagnostic>) {
    if !fns.iter().any(|f| f.end == ast::EndKind::Keyword) {
        return;
    }
    for f in fns.iter().filter(|f| f.end == ast::EndKind::Implicit) {
        diags.push(
            Diagnostic::error(
                codes::E0202,
                f.name.span,
                format!(
                    "function `{}` is not closed by `end`, but other functions in this file are",
                    f.name.name
                ),
            )
            .with_label_message("missing `end`")
            .with_help("close every function in the file with `end`, or none of them"),
        );
    }
}
