//! Statements, blocks, functions and the file.
//!
//! Blocks stop at any closing keyword (`end`, `endif`, …), clause keyword (`else`, `case`,
//! …) or `function`; each construct then takes the clauses that belong to it. A clause keyword
//! that belongs to no open construct is reported (E0203) and skipped in place, so one stray
//! `case` does not unwind every enclosing block. A block that reaches the end of the file (or
//! a `function`) without its closer is reported at its opening keyword (E0202).
//!
//! `fn_end` (decided before parsing from the keyword balance of the whole file) says whether
//! functions are closed by `end`: if so, a `function` inside a function body nests; if not,
//! it starts the next function, which keeps a long end-less file from nesting deeply.
//!
//! Side effects (allocating nodes, pushing diagnostics) live in `map_with` closures; chumsky
//! skips those when it runs a parser only to check it (under `.to()`, `.ignored()`,
//! `ignore_then`'s left side …), so such parsers are always followed by `.map`.

use chumsky::container::Container;
use chumsky::prelude::*;
use mat2c_diag::{Diagnostic, codes};

use super::expr::expr_parsers;
use super::{Ex, In, Label, PErr, PState, span_of, state, tok_index};
use crate::ast::{
    BinaryOp, EndKind, ExprId, ExprKind, Function, Ident, Param, PostfixOp, StmtId, StmtKind,
    UnaryOp,
};
use crate::token::TokKind as T;

/// Statements and functions at one level (file top level or a function body).
#[derive(Default)]
pub(crate) struct Items {
    pub(crate) stmts: Vec<StmtId>,
    pub(crate) fns: Vec<Function>,
}

pub(crate) type FileOut = Items;

#[derive(Clone)]
enum Item {
    Skip,
    Stmt(Vec<StmtId>),
    Fn(Function),
}

impl Container<Item> for Items {
    fn push(&mut self, item: Item) {
        match item {
            Item::Skip => {}
            Item::Stmt(s) => self.stmts.extend(s),
            Item::Fn(f) => self.fns.push(f),
        }
    }
}

/// A block's statements, skipping separators.
#[derive(Default)]
struct Stmts(Vec<StmtId>);

impl Container<Option<Vec<StmtId>>> for Stmts {
    fn push(&mut self, item: Option<Vec<StmtId>>) {
        if let Some(s) = item {
            self.0.extend(s);
        }
    }
}

/// What follows the expression of a simple statement.
#[derive(Clone)]
enum Tail {
    /// `= e1 = e2 ... = rhs`: Octave's chained assignment (rhs last).
    Assign(Vec<ExprId>),
    Op(BinaryOp, ExprId),
    Inc(bool),
}

/// A closing keyword and its token index.
type Closer = Option<(T, usize)>;

const fn bits(kinds: &[T]) -> u128 {
    let mut b = 0;
    let mut i = 0;
    while i < kinds.len() {
        b |= kinds[i].bit();
        i += 1;
    }
    b
}

/// The specific closer of each block keyword (`end` always works too).
fn specific_closer(opener: T) -> Option<T> {
    Some(match opener {
        T::If => T::Endif,
        T::While => T::Endwhile,
        T::For => T::Endfor,
        T::Parfor => T::Endparfor,
        T::Switch => T::Endswitch,
        T::Function => T::Endfunction,
        T::Try => T::EndTryCatch,
        T::UnwindProtect => T::EndUnwindProtect,
        _ => return None,
    })
}

fn opener_of_clause(k: T) -> &'static str {
    match k {
        T::Elseif | T::Else => "`if`",
        T::Case | T::Otherwise => "`switch`",
        T::Catch => "`try`",
        T::Until => "`do`",
        _ => "`unwind_protect`",
    }
}

fn is_lvalue(st: &PState<'_>, mut id: ExprId) -> bool {
    loop {
        match &st.exprs[id.as_u32() as usize].kind {
            ExprKind::Ident(_) => return true,
            ExprKind::Index { base, .. }
            | ExprKind::CellIndex { base, .. }
            | ExprKind::Field { base, .. }
            | ExprKind::DynField { base, .. } => id = *base,
            _ => return false,
        }
    }
}

impl PState<'_> {
    /// Reports a missing or mismatched closer of the block opened at token `open`;
    /// `next` is the token the block stopped at.
    fn check_closed(&mut self, open: usize, close: Closer, next: usize) -> EndKind {
        let opener = self.toks.get(open).map_or(T::End, |t| t.kind);
        let open_span = self.tok_span(open);
        let name = opener.describe();
        match close {
            Some((k, i)) => {
                if k != T::End && Some(k) != specific_closer(opener) {
                    let d = Diagnostic::error(
                        codes::E0201,
                        self.tok_span(i),
                        format!("{} cannot close {name}", k.describe()),
                    )
                    .with_label_message(format!("expected `end` to close {name}"))
                    .with_secondary(open_span, format!("{name} opened here"));
                    self.diags.push(d);
                }
                EndKind::Keyword
            }
            None => {
                let want = if opener == T::Do { "`until`" } else { "`end`" };
                let why = if next >= self.toks.len() {
                    "the file ends here".to_string()
                } else {
                    format!("expected {want} before this")
                };
                let d = Diagnostic::error(
                    codes::E0202,
                    open_span,
                    format!("this {name} is never closed by {want}"),
                )
                .with_label_message(format!("unclosed {name}"))
                .with_secondary(self.tok_span(next), why);
                self.diags.push(d);
                EndKind::Implicit
            }
        }
    }

    fn bad_target(&mut self, id: ExprId) {
        let d = Diagnostic::error(
            codes::E0205,
            self.espan(id),
            "cannot assign to this expression",
        )
        .with_label_message("not a variable, an indexed variable or a field");
        self.diags.push(d);
    }

    /// Octave's chained assignment `lhs = t1 = t2 = rhs`: its value is the assigned value, so
    /// it runs as `t2 = rhs; t1 = t2;` followed by `lhs = t1` (the statement the caller
    /// builds from the returned `t1`). Inner targets must be plain variables, whose value
    /// after the assignment is the assigned value (an indexed one is not: `b(1:2) = 5`).
    fn chain(
        &mut self,
        targets: &[ExprId],
        rhs: ExprId,
        lhs: ExprId,
    ) -> Option<(Vec<StmtId>, ExprId)> {
        let mut ok = true;
        if matches!(
            self.exprs[lhs.as_u32() as usize].kind,
            ExprKind::Matrix { .. }
        ) {
            self.unsupported_chain(lhs, "a list of targets", "a list of targets");
            ok = false;
        }
        for &t in targets {
            if matches!(self.exprs[t.as_u32() as usize].kind, ExprKind::Ident(_)) {
                continue;
            }
            if is_lvalue(self, t) {
                self.unsupported_chain(
                    t,
                    "an indexed target inside the chain",
                    "only plain variables can be assigned inside the chain",
                );
            } else {
                self.bad_target(t);
            }
            ok = false;
        }
        if !ok {
            return None;
        }
        let mut stmts = Vec::new();
        let mut value = rhs;
        for &t in targets.iter().rev() {
            let span = self.espan(t).to(self.espan(value));
            stmts.push(self.stmt(
                StmtKind::Assign {
                    lhs: vec![t],
                    rhs: value,
                    multi: false,
                    print: false,
                },
                span,
            ));
            let kind = self.exprs[t.as_u32() as usize].kind.clone();
            value = self.expr(kind, self.espan(t));
        }
        Some((stmts, value))
    }

    fn unsupported_chain(&mut self, id: ExprId, what: &str, label: &str) {
        let d = Diagnostic::error(
            codes::E0601,
            self.espan(id),
            format!("a chained assignment (`a = b = x`) with {what} is not supported by mat2c yet"),
        )
        .with_label_message(label);
        self.diags.push(d);
    }

    fn error_expr(&mut self, sp: SimpleSpan) -> ExprId {
        let span = self.span(sp);
        self.expr(ExprKind::Error, span)
    }
}

pub(crate) fn parse_tokens<'s>(
    kinds: &'s [T],
    st: &mut PState<'s>,
    fn_end: bool,
) -> (Items, Vec<PErr>) {
    let parser = file_parser(fn_end);
    let (out, errs) = parser.parse_with_state(kinds, st).into_output_errors();
    (out.unwrap_or_default(), errs)
}

fn file_parser<'s>(fn_end: bool) -> impl Parser<'s, In<'s>, Items, Ex<'s>> {
    let ep = expr_parsers();
    let expr = ep.expr.clone();
    let postfix = ep.postfix.clone();

    let sep = one_of([T::Semi, T::Comma, T::Newline]);
    let stop = any()
        .filter(|k: &T| k.is_closer() || k.is_clause() || *k == T::Function)
        .ignored();
    let term = choice((
        just(T::Semi).to(false),
        one_of([T::Comma, T::Newline]).to(true),
        end().to(true),
        stop.rewind().to(true),
    ))
    .labelled(Label::StmtEnd)
    .boxed();

    // Recovery: skip one token, or one balanced bracket group, without crossing a statement
    // boundary or a keyword (the lexer guarantees balanced brackets).
    let inner = recursive(|inner| {
        let group = |o: T, c: T| {
            inner
                .clone()
                .repeated()
                .delimited_by(just(o), just(c))
                .ignored()
        };
        choice((
            group(T::LParen, T::RParen),
            group(T::LBracket, T::RBracket),
            group(T::LBrace, T::RBrace),
            none_of([
                T::LParen,
                T::RParen,
                T::LBracket,
                T::RBracket,
                T::LBrace,
                T::RBrace,
            ])
            .ignored(),
        ))
    });
    let group = |o: T, c: T| {
        inner
            .clone()
            .repeated()
            .delimited_by(just(o), just(c))
            .ignored()
    };
    let skip_tok = choice((
        group(T::LParen, T::RParen),
        group(T::LBracket, T::RBracket),
        group(T::LBrace, T::RBrace),
        any()
            .filter(|k: &T| {
                !k.is_keyword()
                    && !matches!(
                        k,
                        T::Semi | T::Comma | T::Newline | T::RParen | T::RBracket | T::RBrace
                    )
            })
            .ignored(),
    ))
    .boxed();

    // An expression where one is required by a construct; on failure it becomes an Error
    // node (possibly empty) so the construct itself survives.
    let cond = expr
        .clone()
        .recover_with(via_parser(skip_tok.clone().repeated().map_with(|_, e| {
            let sp = span_of(e);
            let st: &mut PState<'s> = state(e);
            st.error_expr(sp)
        })))
        .boxed();

    let closer = any()
        .filter(|k: &T| k.is_closer())
        .map_with(|k, e| Some((k, tok_index(e))))
        .or(empty().to(None))
        .boxed();

    let stray_clause = |allowed: u128| {
        any()
            .filter(move |k: &T| k.is_clause() && allowed & k.bit() == 0)
            .map_with(|k, e| {
                let sp = span_of(e);
                let st = state(e);
                let d = Diagnostic::error(
                    codes::E0203,
                    st.tok_span(sp.start),
                    format!(
                        "{} without a matching {}",
                        k.describe(),
                        opener_of_clause(k)
                    ),
                )
                .with_label_message("no open block takes this clause");
                st.diags.push(d);
            })
    };

    let stmt = recursive(|stmt| {
        let block = |allowed: u128| {
            choice((
                sep.to(None),
                stmt.clone().map(Some),
                stray_clause(allowed).map(|()| None),
            ))
            .repeated()
            .collect::<Stmts>()
            .map(|s| s.0)
            .boxed()
        };

        let name_tok = just(T::Ident).map_with(|_, e| tok_index(e));

        // `++x`, `--x`
        let pre_inc = select! { T::PlusPlus => true, T::MinusMinus => false }
            .then(postfix.clone())
            .then(term.clone())
            .map_with(|((increment, target), print), e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.stmt_span(sp);
                if !is_lvalue(st, target) {
                    st.bad_target(target);
                    return st.stmt(StmtKind::Error, span);
                }
                // A displayed `++x` shows `ans = ...` in Octave 7: an expression statement.
                if print && matches!(st.exprs[target.as_u32() as usize].kind, ExprKind::Ident(_)) {
                    let op = if increment {
                        UnaryOp::PreIncr
                    } else {
                        UnaryOp::PreDecr
                    };
                    let expr = st.expr(
                        ExprKind::Unary {
                            op,
                            operand: target,
                        },
                        span,
                    );
                    return st.stmt(StmtKind::Expr { expr, print }, span);
                }
                st.stmt(
                    StmtKind::IncDec {
                        target,
                        increment,
                        print,
                    },
                    span,
                )
            });

        let tail = choice((
            just(T::Assign)
                .ignore_then(expr.clone())
                .repeated()
                .at_least(1)
                .collect::<Vec<_>>()
                .map(Tail::Assign),
            select! {
                T::PlusEq => BinaryOp::Add,
                T::MinusEq => BinaryOp::Sub,
                T::StarEq => BinaryOp::MatMul,
                T::SlashEq => BinaryOp::MatRDiv,
                T::CaretEq => BinaryOp::MatPow,
            }
            .then(expr.clone())
            .map(|(op, rhs)| Tail::Op(op, rhs)),
            just(T::PlusPlus).to(Tail::Inc(true)),
            just(T::MinusMinus).to(Tail::Inc(false)),
        ))
        .or_not();
        let simple = expr
            .clone()
            .then(tail)
            .then(term.clone())
            .map_with(|((lhs, tail), print), e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.stmt_span(sp);
                let mut before = Vec::new();
                let kind = match tail {
                    // A statement `x++` / `x(i)--`: the increment statement, unless it
                    // displays a variable's old value (Octave 7 shows `ans = ...` then).
                    None if let ExprKind::Postfix {
                        op: op @ (PostfixOp::PostIncr | PostfixOp::PostDecr),
                        operand,
                    } = st.exprs[lhs.as_u32() as usize].kind
                        && !(print
                            && matches!(
                                st.exprs[operand.as_u32() as usize].kind,
                                ExprKind::Ident(_)
                            )) =>
                    {
                        if !is_lvalue(st, operand) {
                            st.bad_target(operand);
                            return vec![st.stmt(StmtKind::Error, span)];
                        }
                        StmtKind::IncDec {
                            target: operand,
                            increment: op == PostfixOp::PostIncr,
                            print,
                        }
                    }
                    None => StmtKind::Expr { expr: lhs, print },
                    Some(Tail::Assign(mut chain)) => {
                        let mut rhs = chain.pop().expect("at least one `= expr`");
                        if !chain.is_empty() {
                            match st.chain(&chain, rhs, lhs) {
                                Some((stmts, last)) => (before, rhs) = (stmts, last),
                                None => return vec![st.stmt(StmtKind::Error, span)],
                            }
                        }
                        let (targets, multi) = match &st.exprs[lhs.as_u32() as usize].kind {
                            ExprKind::Matrix { rows } if rows.len() == 1 => (rows[0].clone(), true),
                            _ => (vec![lhs], false),
                        };
                        let mut ok = true;
                        for &t in &targets {
                            let tilde = multi
                                && matches!(st.exprs[t.as_u32() as usize].kind, ExprKind::Tilde);
                            if !tilde && !is_lvalue(st, t) {
                                st.bad_target(t);
                                ok = false;
                            }
                        }
                        if !ok {
                            return vec![st.stmt(StmtKind::Error, span)];
                        }
                        StmtKind::Assign {
                            lhs: targets,
                            rhs,
                            multi,
                            print,
                        }
                    }
                    Some(Tail::Op(op, rhs)) => {
                        if !is_lvalue(st, lhs) {
                            st.bad_target(lhs);
                            return vec![st.stmt(StmtKind::Error, span)];
                        }
                        StmtKind::OpAssign {
                            lhs,
                            op,
                            rhs,
                            print,
                        }
                    }
                    Some(Tail::Inc(increment)) => {
                        if !is_lvalue(st, lhs) {
                            st.bad_target(lhs);
                            return vec![st.stmt(StmtKind::Error, span)];
                        }
                        StmtKind::IncDec {
                            target: lhs,
                            increment,
                            print,
                        }
                    }
                };
                before.push(st.stmt(kind, span));
                before
            })
            .boxed();

        let command = just(T::CmdName)
            .map_with(|_, e| tok_index(e))
            .then(
                just(T::CmdArg)
                    .map_with(|_, e| tok_index(e))
                    .repeated()
                    .collect::<Vec<usize>>(),
            )
            .then_ignore(term.clone())
            .map_with(|(name, args), e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.stmt_span(sp);
                let name = st.ident(name);
                let args = args.into_iter().map(|i| command_word(st.text(i))).collect();
                st.stmt(StmtKind::Command { name, args }, span)
            });

        let simple_kw = select! {
            T::Break => StmtKind::Break,
            T::Continue => StmtKind::Continue,
            T::Return => StmtKind::Return,
        }
        .then_ignore(term.clone())
        .map_with(|kind, e| {
            let sp = span_of(e);
            let st = state(e);
            let span = st.stmt_span(sp);
            st.stmt(kind, span)
        });

        let decl = select! { T::Global => true, T::Persistent => false }
            .then(
                name_tok
                    .then(just(T::Assign).ignore_then(expr.clone()).or_not())
                    .repeated()
                    .collect::<Vec<_>>(),
            )
            .then_ignore(term.clone())
            .map_with(|(global, names), e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.stmt_span(sp);
                let names = names
                    .into_iter()
                    .map(|(i, init)| (st.ident(i), init))
                    .collect();
                let kind = if global {
                    StmtKind::Global { names }
                } else {
                    StmtKind::Persistent { names }
                };
                st.stmt(kind, span)
            });

        let if_stmt = just(T::If)
            .ignore_then(cond.clone())
            .then(block(bits(&[T::Elseif, T::Else])))
            .then(
                just(T::Elseif)
                    .ignore_then(cond.clone())
                    .then(block(bits(&[T::Elseif, T::Else])))
                    .repeated()
                    .collect::<Vec<_>>(),
            )
            .then(just(T::Else).ignore_then(block(0)).or_not())
            .then(closer.clone())
            .map_with(|((((c, body), elifs), else_body), close), e| {
                let sp = span_of(e);
                let st = state(e);
                st.check_closed(sp.start, close, sp.end);
                let mut clauses = Vec::with_capacity(1 + elifs.len());
                clauses.push((c, body));
                clauses.extend(elifs);
                let span = st.stmt_span(sp);
                st.stmt(StmtKind::If { clauses, else_body }, span)
            });

        let for_plain = postfix
            .clone()
            .then_ignore(just(T::Assign))
            .then(expr.clone());
        let recover = || {
            via_parser(skip_tok.clone().repeated().map_with(|_, e| {
                let sp = span_of(e);
                let st = state(e);
                let a = st.error_expr(sp);
                (a, a)
            }))
        };
        let for_head = for_plain
            .clone()
            .delimited_by(just(T::LParen), just(T::RParen))
            .or(for_plain.clone())
            .recover_with(recover());
        // `parfor (i = r, M)`: M, the most workers MATLAB may use, is neither evaluated nor
        // kept (Octave ignores it too).
        let parfor_head = for_plain
            .clone()
            .then_ignore(just(T::Comma).ignore_then(expr.clone()).or_not())
            .delimited_by(just(T::LParen), just(T::RParen))
            .or(for_plain)
            .recover_with(recover());
        let for_stmt = just(T::For)
            .then(for_head)
            .or(just(T::Parfor).then(parfor_head))
            .then(block(0))
            .then(closer.clone())
            .map_with(|(((kw, (var, iter)), body), close), e| {
                let sp = span_of(e);
                let st = state(e);
                st.check_closed(sp.start, close, sp.end);
                if !is_lvalue(st, var)
                    && !matches!(st.exprs[var.as_u32() as usize].kind, ExprKind::Error)
                {
                    st.bad_target(var);
                }
                let span = st.stmt_span(sp);
                let parallel = kw == T::Parfor;
                st.stmt(
                    StmtKind::For {
                        var,
                        iter,
                        body,
                        parallel,
                    },
                    span,
                )
            });

        let while_stmt = just(T::While)
            .ignore_then(cond.clone())
            .then(block(0))
            .then(closer.clone())
            .map_with(|((c, body), close), e| {
                let sp = span_of(e);
                let st = state(e);
                st.check_closed(sp.start, close, sp.end);
                let span = st.stmt_span(sp);
                st.stmt(StmtKind::While { cond: c, body }, span)
            });

        let do_stmt = just(T::Do)
            .ignore_then(block(bits(&[T::Until])))
            .then(
                just(T::Until)
                    .map_with(|_, e| tok_index(e))
                    .then(cond.clone())
                    .or_not(),
            )
            .map_with(|(body, until), e| {
                let sp = span_of(e);
                let st = state(e);
                let c = match until {
                    Some((_, c)) => c,
                    None => {
                        st.check_closed(sp.start, None, sp.end);
                        st.error_expr(SimpleSpan::from(sp.end..sp.end))
                    }
                };
                let span = st.stmt_span(sp);
                st.stmt(StmtKind::DoUntil { body, cond: c }, span)
            });

        let case_clauses = bits(&[T::Case, T::Otherwise]);
        let switch_stmt = just(T::Switch)
            .ignore_then(cond.clone())
            .then_ignore(sep.repeated())
            .then(
                just(T::Case)
                    .ignore_then(cond.clone())
                    .then(block(case_clauses))
                    .repeated()
                    .collect::<Vec<_>>(),
            )
            .then(
                just(T::Otherwise)
                    .ignore_then(block(bits(&[T::Case])))
                    .or_not(),
            )
            .then(closer.clone())
            .map_with(|(((subject, cases), otherwise), close), e| {
                let sp = span_of(e);
                let st = state(e);
                st.check_closed(sp.start, close, sp.end);
                let span = st.stmt_span(sp);
                st.stmt(
                    StmtKind::Switch {
                        subject,
                        cases,
                        otherwise,
                    },
                    span,
                )
            });

        // `catch err` names the error only when the name ends the line.
        let catch_var = name_tok.then_ignore(
            one_of([T::Newline, T::Semi, T::Comma])
                .ignored()
                .or(end())
                .rewind(),
        );
        let try_stmt = just(T::Try)
            .ignore_then(block(bits(&[T::Catch])))
            .then(
                just(T::Catch)
                    .ignore_then(catch_var.or_not())
                    .then(block(0))
                    .or_not(),
            )
            .then(closer.clone())
            .map_with(|((body, catch), close), e| {
                let sp = span_of(e);
                let st = state(e);
                st.check_closed(sp.start, close, sp.end);
                let (catch_var, catch_body) = match catch {
                    Some((v, b)) => (v.map(|i| st.ident(i)), b),
                    None => (None, Vec::new()),
                };
                let span = st.stmt_span(sp);
                st.stmt(
                    StmtKind::Try {
                        body,
                        catch_var,
                        catch_body,
                    },
                    span,
                )
            });

        let unwind_stmt = just(T::UnwindProtect)
            .ignore_then(block(bits(&[T::UnwindProtectCleanup])))
            .then(just(T::UnwindProtectCleanup).ignore_then(block(0)).or_not())
            .then(closer.clone())
            .map_with(|((body, cleanup), close), e| {
                let sp = span_of(e);
                let st = state(e);
                st.check_closed(sp.start, close, sp.end);
                let span = st.stmt_span(sp);
                st.stmt(
                    StmtKind::UnwindProtect {
                        body,
                        cleanup: cleanup.unwrap_or_default(),
                    },
                    span,
                )
            });

        // Recovery skips at least one token; it may start at a block keyword whose construct
        // failed, but never at a closer, a clause keyword or `function`, which belong to an
        // enclosing construct.
        let recovery = any()
            .filter(|k: &T| {
                !(k.is_closer()
                    || k.is_clause()
                    || matches!(k, T::Function | T::Semi | T::Comma | T::Newline))
            })
            .ignored()
            .or(skip_tok.clone())
            .then(skip_tok.clone().repeated())
            .then(sep.or_not())
            .map_with(|_, e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.stmt_span(sp);
                st.stmt(StmtKind::Error, span)
            });

        choice((
            pre_inc.map(|s| vec![s]).boxed(),
            simple,
            choice((
                command.boxed(),
                if_stmt.boxed(),
                for_stmt.boxed(),
                while_stmt.boxed(),
                switch_stmt.boxed(),
                try_stmt.boxed(),
                do_stmt.boxed(),
                unwind_stmt.boxed(),
                simple_kw.boxed(),
                decl.boxed(),
            ))
            .map(|s| vec![s])
            .boxed(),
        ))
        .labelled(Label::Stmt)
        .recover_with(via_parser(recovery.map(|s| vec![s])))
        .boxed()
    });

    // Function header: `function [o1, o2] = name(i1, ~)`.
    let ident = just(T::Ident)
        .map_with(|_, e| {
            let i = tok_index(e);
            state(e).ident(i)
        })
        .labelled(Label::Name);
    let out_list = ident
        .map(Param::Name)
        .separated_by(one_of([T::Comma, T::ElemSep]))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(just(T::LBracket), just(T::RBracket));
    let outputs = out_list
        .or(ident.map(|i| vec![Param::Name(i)]))
        .then_ignore(just(T::Assign));
    // Octave's default values: `function f (x = 0)` gives x that value when no x is passed.
    let param = choice((
        ident
            .then(just(T::Assign).ignore_then(expr.clone()).or_not())
            .map(|(i, d)| (Param::Name(i), d)),
        just(T::Not).map_with(|_, e| {
            let sp = span_of(e);
            (Param::Tilde(state(e).span(sp)), None)
        }),
    ))
    .labelled(Label::Param);
    let params = param
        .separated_by(just(T::Comma))
        .collect::<Vec<_>>()
        .delimited_by(just(T::LParen), just(T::RParen));
    let header = just(T::Function)
        .map_with(|_, e| tok_index(e))
        .then(outputs.or_not())
        .then(ident)
        .then(params.or_not())
        .then_ignore(
            one_of([T::Newline, T::Semi, T::Comma])
                .ignored()
                .or(end())
                .rewind(),
        )
        .map(|(((kw, outs), name), ins)| {
            (kw, outs.unwrap_or_default(), name, ins.unwrap_or_default())
        })
        .labelled(Label::FunctionHeader)
        .as_context()
        .recover_with(via_parser(
            just(T::Function)
                .map_with(|_, e| tok_index(e))
                .then_ignore(skip_tok.clone().repeated())
                .map_with(|kw, e| {
                    let st = state(e);
                    let span = st.tok_span(kw);
                    (
                        kw,
                        Vec::new(),
                        Ident {
                            name: String::new(),
                            span,
                        },
                        Vec::new(),
                    )
                }),
        ))
        .boxed();

    let function = recursive(|function| {
        let mut alts = vec![
            sep.to(Item::Skip).boxed(),
            stmt.clone().map(Item::Stmt).boxed(),
        ];
        if fn_end {
            alts.push(function.map(Item::Fn).boxed());
        }
        alts.push(stray_clause(0).map(|()| Item::Skip).boxed());
        header
            .clone()
            .then(choice(alts).repeated().collect::<Items>())
            .then(closer.clone())
            .map_with(move |(((kw, outputs, name, params), body), close), e| {
                let sp = span_of(e);
                let st = state(e);
                let (inputs, defaults): (Vec<Param>, Vec<Option<ExprId>>) =
                    params.into_iter().unzip();
                let mut stmts = default_stmts(st, &inputs, &defaults);
                stmts.extend(body.stmts);
                let end = match close {
                    Some(_) => st.check_closed(kw, close, sp.end),
                    None if fn_end => st.check_closed(kw, None, sp.end),
                    None => EndKind::Implicit,
                };
                let span = match (end, close, stmts.last()) {
                    (EndKind::Keyword, Some((_, i)), _) => st.tok_span(kw).to(st.tok_span(i)),
                    (_, _, Some(&last)) => {
                        st.tok_span(kw).to(st.stmts[last.as_u32() as usize].span)
                    }
                    _ => {
                        let header_end = match inputs.last().or(outputs.last()) {
                            Some(Param::Name(i)) => i.span,
                            Some(Param::Tilde(s)) => *s,
                            None => name.span,
                        };
                        st.tok_span(kw).to(header_end).to(name.span)
                    }
                };
                Function {
                    name,
                    inputs,
                    outputs,
                    body: stmts,
                    nested: body.fns,
                    end,
                    span,
                }
            })
            .boxed()
    });

    let stray_closer = any().filter(|k: &T| k.is_closer()).map_with(|k, e| {
        let sp = span_of(e);
        let st = state(e);
        let d = Diagnostic::error(
            codes::E0203,
            st.tok_span(sp.start),
            format!("{} without a block to close", k.describe()),
        )
        .with_label_message("nothing to close here");
        st.diags.push(d);
    });

    choice((
        sep.to(Item::Skip),
        stmt.map(Item::Stmt),
        function.map(Item::Fn),
        stray_closer.map(|()| Item::Skip),
        stray_clause(0).map(|()| Item::Skip),
    ))
    .repeated()
    .collect::<Items>()
}

/// `if nargin < k, x = DEFAULT; end` for each input `x` (position k) with a default value:
/// Octave evaluates a parameter's default when the call passes no value for it.
fn default_stmts(
    st: &mut PState<'_>,
    inputs: &[Param],
    defaults: &[Option<ExprId>],
) -> Vec<StmtId> {
    let mut out = Vec::new();
    for (k, (p, d)) in inputs.iter().zip(defaults).enumerate() {
        let (Param::Name(id), Some(d)) = (p, *d) else {
            continue;
        };
        let span = id.span.to(st.espan(d));
        let nargin = st.expr(
            ExprKind::Ident(Ident {
                name: "nargin".into(),
                span,
            }),
            span,
        );
        let pos = st.expr(
            ExprKind::Number {
                value: (k + 1) as f64,
                imag: false,
                text: (k + 1).to_string(),
            },
            span,
        );
        let cond = st.expr(
            ExprKind::Binary {
                op: BinaryOp::Lt,
                lhs: nargin,
                rhs: pos,
            },
            span,
        );
        let lhs = st.expr(ExprKind::Ident(id.clone()), id.span);
        let assign = st.stmt(
            StmtKind::Assign {
                lhs: vec![lhs],
                rhs: d,
                multi: false,
                print: false,
            },
            span,
        );
        out.push(st.stmt(
            StmtKind::If {
                clauses: vec![(cond, vec![assign])],
                else_body: None,
            },
            span,
        ));
    }
    out
}

/// A command-syntax word as MATLAB passes it: quoted parts lose their quotes (`''` → `'`).
fn command_word(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        if c == '\'' {
            if quoted && chars.peek() == Some(&'\'') {
                chars.next();
                out.push('\'');
            } else {
                quoted = !quoted;
            }
        } else {
            out.push(c);
        }
    }
    out
}
