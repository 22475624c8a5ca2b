//! Expressions, by MATLAB precedence from low to high: `||`; `&&`; `|`; `&`; comparisons;
//! `:` ranges; binary `+ -`; `* / \ .* ./ .\`; unary `+ - ~ !`; `^ .^` (left-associative,
//! and the exponent may carry its own unary signs: `2^-1`); postfix `'` `.'`, calls/indexing
//! and field access. So `-2^2` is `-(2^2)` and `~a == b` is `(~a) == b`.

use chumsky::prelude::*;

use super::{Ex, In, Label, PState, span_of, state, tok_index};
use crate::ast::{BinaryOp, ExprId, ExprKind, Ident, Param, PostfixOp, UnaryOp};
use crate::token::TokKind as T;

/// A binary operator of the flat list; `:` builds ranges.
#[derive(Copy, Clone, Debug)]
enum Op {
    Bin(BinaryOp),
    Colon,
}

/// Binding power, low to high (all left-associative).
fn prec(op: Op) -> u8 {
    use BinaryOp::*;
    match op {
        Op::Bin(OrOr) => 1,
        Op::Bin(AndAnd) => 2,
        Op::Bin(ElOr) => 3,
        Op::Bin(ElAnd) => 4,
        Op::Bin(Lt | Le | Gt | Ge | Eq | Ne) => 5,
        Op::Colon => 6,
        Op::Bin(Add | Sub) => 7,
        Op::Bin(MatMul | MatRDiv | MatLDiv | ElMul | ElRDiv | ElLDiv) => 8,
        Op::Bin(MatPow | ElPow) => 9,
    }
}

/// Precedence climbing over `first (op operand)*`; recursion depth is bounded by the number
/// of precedence levels, not by the length of the expression.
struct Climb<'a, 's> {
    st: &'a mut PState<'s>,
    first: ExprId,
    rest: &'a [(Op, ExprId)],
    /// Operators consumed so far; the current operand is operand `i`.
    i: usize,
}

impl Climb<'_, '_> {
    fn operand(&self) -> ExprId {
        match self.i {
            0 => self.first,
            i => self.rest[i - 1].1,
        }
    }

    fn climb(&mut self, min: u8) -> ExprId {
        let mut lhs = self.operand();
        while let Some(&(op, _)) = self.rest.get(self.i) {
            let p = prec(op);
            if p < min {
                break;
            }
            self.i += 1;
            let rhs = self.climb(p + 1);
            let kind = match op {
                Op::Bin(op) => ExprKind::Binary { op, lhs, rhs },
                Op::Colon => match self.rest.get(self.i) {
                    // `a:b:c` is one range with a step.
                    Some(&(Op::Colon, _)) => {
                        self.i += 1;
                        let stop = self.climb(p + 1);
                        ExprKind::Range {
                            start: lhs,
                            step: Some(rhs),
                            stop,
                        }
                    }
                    _ => ExprKind::Range {
                        start: lhs,
                        step: None,
                        stop: rhs,
                    },
                },
            };
            let span = match kind {
                ExprKind::Range { stop, .. } => self.st.espan(lhs).to(self.st.espan(stop)),
                _ => self.st.espan(lhs).to(self.st.espan(rhs)),
            };
            lhs = self.st.expr(kind, span);
        }
        lhs
    }
}

fn literal_expr(st: &mut PState<'_>, kind: T, sp: SimpleSpan) -> ExprId {
    let span = st.span(sp);
    let text = st.text(sp.start);
    let k = match kind {
        T::Num => {
            let (value, imag) = number_value(text);
            ExprKind::Number {
                value,
                imag,
                text: text.to_string(),
            }
        }
        T::Str | T::DqStr => ExprKind::String {
            value: string_value(text, kind == T::DqStr),
            double_quoted: kind == T::DqStr,
        },
        T::EndIdx => ExprKind::End,
        _ => ExprKind::Ident(Ident {
            name: text.to_string(),
            span,
        }),
    };
    st.expr(k, span)
}

/// One postfix operation applied to the expression on its left.
#[derive(Clone)]
enum Post {
    Call(Vec<ExprId>),
    Cell(Vec<ExprId>),
    Field(usize),
    Dyn(ExprId),
    Transpose(PostfixOp),
}

/// The parsers other modules need: a full expression and a postfix chain (for-loop
/// variables).
#[derive(Clone)]
pub(crate) struct ExprParsers<'s> {
    pub(crate) expr: Recursive<dyn Parser<'s, In<'s>, ExprId, Ex<'s>> + 's>,
    pub(crate) postfix: Boxed<'s, 's, In<'s>, ExprId, Ex<'s>>,
}

/// Numeric value of a literal as written (`1e3`, `0x1F`, `3i`, `1d-2`).
pub(crate) fn number_value(text: &str) -> (f64, bool) {
    let (body, imag) = match text.as_bytes().last() {
        Some(b'i' | b'j' | b'I' | b'J') if !text.starts_with("0x") && !text.starts_with("0X") => {
            (&text[..text.len() - 1], true)
        }
        _ => (text, false),
    };
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).map_or(f64::NAN, |v| v as f64)
    } else if let Some(b) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
        u64::from_str_radix(b, 2).map_or(f64::NAN, |v| v as f64)
    } else if body.contains(['d', 'D']) {
        body.replace(['d', 'D'], "e").parse().unwrap_or(f64::NAN)
    } else {
        body.parse().unwrap_or(f64::NAN)
    };
    (v, imag)
}

/// The value of a string literal token (quotes removed, escapes processed).
pub(crate) fn string_value(text: &str, double: bool) -> String {
    let q = if double { '"' } else { '\'' };
    let inner = text.strip_prefix(q).unwrap_or(text);
    let inner = inner.strip_suffix(q).unwrap_or(inner);
    let mut out = String::with_capacity(inner.len());
    let mut it = inner.chars().peekable();
    while let Some(c) = it.next() {
        if c == q && it.peek() == Some(&q) {
            it.next();
            out.push(q);
        } else if double && c == '\\' {
            match it.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some('r') => out.push('\r'),
                Some('a') => out.push('\x07'),
                Some('b') => out.push('\x08'),
                Some('f') => out.push('\x0c'),
                Some('v') => out.push('\x0b'),
                Some('0') => out.push('\0'),
                Some(o) => out.push(o),
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn unary_fold(st: &mut PState<'_>, ops: Vec<(UnaryOp, usize)>, mut operand: ExprId) -> ExprId {
    for (op, i) in ops.into_iter().rev() {
        let span = st.tok_span(i).to(st.espan(operand));
        operand = st.expr(ExprKind::Unary { op, operand }, span);
    }
    operand
}

pub(crate) fn expr_parsers<'s>() -> ExprParsers<'s> {
    let mut postfix_out = None;
    let expr = recursive(|expr| {
        let name = just(T::Ident)
            .map_with(|_, e| tok_index(e))
            .labelled(Label::Name);

        // `[a, b; c]` and `{…}`: rows of elements; empty rows and trailing separators are
        // allowed. `~` alone is an output placeholder.
        let tilde = just(T::Not)
            .then_ignore(one_of([T::Comma, T::ElemSep, T::RBracket]).rewind())
            .map_with(|_, e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.span(sp);
                st.expr(ExprKind::Tilde, span)
            });
        let elem = tilde.or(expr.clone());
        let row = elem
            .separated_by(one_of([T::Comma, T::ElemSep]))
            .at_least(1)
            .allow_trailing()
            .collect::<Vec<ExprId>>();
        let row_sep = one_of([T::Semi, T::RowSep]).repeated();
        let rows = row_sep
            .clone()
            .ignore_then(row.then_ignore(row_sep).repeated().collect::<Vec<_>>())
            .boxed();
        let matrix = rows
            .clone()
            .delimited_by(just(T::LBracket), just(T::RBracket))
            .map_with(|rows, e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.span(sp);
                st.expr(ExprKind::Matrix { rows }, span)
            });
        let cell = rows
            .delimited_by(just(T::LBrace), just(T::RBrace))
            .map_with(|rows, e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.span(sp);
                st.expr(ExprKind::Cell { rows }, span)
            });

        let param = choice((
            just(T::Ident).map_with(|_, e| {
                let i = tok_index(e);
                Param::Name(state(e).ident(i))
            }),
            just(T::Not).map_with(|_, e| {
                let sp = span_of(e);
                Param::Tilde(state(e).span(sp))
            }),
        ))
        .labelled(Label::Param);
        let anon = just(T::At)
            .ignore_then(
                param
                    .separated_by(just(T::Comma))
                    .collect::<Vec<_>>()
                    .delimited_by(just(T::LParen), just(T::RParen)),
            )
            .then(expr.clone())
            .map_with(|(params, body), e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.span(sp);
                st.expr(ExprKind::AnonFn { params, body }, span)
            });
        let handle = just(T::At)
            .ignore_then(
                name.separated_by(just(T::Dot))
                    .at_least(1)
                    .collect::<Vec<usize>>(),
            )
            .map_with(|parts, e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.span(sp);
                let first = parts.first().copied().unwrap_or(sp.start);
                let last = parts.last().copied().unwrap_or(sp.start);
                let name = parts
                    .iter()
                    .map(|&i| st.text(i))
                    .collect::<Vec<_>>()
                    .join(".");
                let id = Ident {
                    name,
                    span: st.tok_span(first).to(st.tok_span(last)),
                };
                st.expr(ExprKind::FuncHandle { name: id }, span)
            });
        let paren = expr.clone().delimited_by(just(T::LParen), just(T::RParen));

        let literal = select! {
            T::Ident => T::Ident,
            T::Num => T::Num,
            T::Str => T::Str,
            T::DqStr => T::DqStr,
            T::EndIdx => T::EndIdx,
        };
        let atom = choice((
            literal.map_with(|kind, e| {
                let sp = span_of(e);
                let st = state(e);
                literal_expr(st, kind, sp)
            }),
            paren,
            matrix,
            cell,
            anon,
            handle,
        ))
        .labelled(Label::Expr)
        .boxed();

        // Subscripts: `:` alone is a whole-dimension subscript.
        let colon = just(T::Colon)
            .then_ignore(one_of([T::Comma, T::RParen, T::RBrace]).rewind())
            .map_with(|_, e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.span(sp);
                st.expr(ExprKind::Colon, span)
            });
        let args = colon
            .or(expr.clone())
            .separated_by(just(T::Comma))
            .collect::<Vec<ExprId>>()
            .boxed();
        // Most operands have no postfix: one lookahead failure instead of five.
        let post_start = one_of([T::LParen, T::LBrace, T::Dot, T::Quote, T::DotQuote]).rewind();
        let post = post_start.ignore_then(choice((
            args.clone()
                .delimited_by(just(T::LParen), just(T::RParen))
                .map(Post::Call),
            args.delimited_by(just(T::LBrace), just(T::RBrace))
                .map(Post::Cell),
            just(T::Dot).ignore_then(choice((
                name.map(Post::Field),
                expr.clone()
                    .delimited_by(just(T::LParen), just(T::RParen))
                    .map(Post::Dyn),
            ))),
            just(T::Quote).to(Post::Transpose(PostfixOp::CTranspose)),
            just(T::DotQuote).to(Post::Transpose(PostfixOp::Transpose)),
        )));
        let postfix = atom
            .foldl_with(post.repeated(), |base, p, e| {
                let sp = span_of(e);
                let st = state(e);
                let span = st.span(sp);
                let kind = match p {
                    Post::Call(args) => ExprKind::Index { base, args },
                    Post::Cell(args) => ExprKind::CellIndex { base, args },
                    Post::Field(i) => ExprKind::Field {
                        base,
                        name: st.ident(i),
                    },
                    Post::Dyn(name) => ExprKind::DynField { base, name },
                    Post::Transpose(op) => ExprKind::Postfix { op, operand: base },
                };
                st.expr(kind, span)
            })
            .boxed();
        postfix_out = Some(postfix.clone());

        // `--x` inside an expression is two negations (MATLAB), not Octave's pre-decrement.
        let unary_op = select! {
            T::Minus => (UnaryOp::Neg, 1),
            T::Plus => (UnaryOp::Plus, 1),
            T::Not => (UnaryOp::Not, 1),
            T::MinusMinus => (UnaryOp::Neg, 2),
            T::PlusPlus => (UnaryOp::Plus, 2),
        }
        .map_with(|(op, n), e| (op, n, tok_index(e)));
        let prefix = unary_op
            .repeated()
            .collect::<Vec<(UnaryOp, usize, usize)>>()
            .map(|v| {
                v.into_iter()
                    .flat_map(|(op, n, i)| std::iter::repeat_n((op, i), n))
                    .collect::<Vec<_>>()
            })
            .boxed();
        let pow_operand = prefix
            .clone()
            .then(postfix.clone())
            .map_with(|(ops, operand), e| unary_fold(state(e), ops, operand));
        let pow_op = select! { T::Caret => BinaryOp::MatPow, T::DotCaret => BinaryOp::ElPow };
        let power = postfix
            .clone()
            .foldl_with(pow_op.then(pow_operand).repeated(), |lhs, (op, rhs), e| {
                let st = state(e);
                let span = st.espan(lhs).to(st.espan(rhs));
                st.expr(ExprKind::Binary { op, lhs, rhs }, span)
            })
            .boxed();
        let operand = prefix
            .then(power)
            .map_with(|(ops, operand), e| unary_fold(state(e), ops, operand))
            .boxed();
        let binop = select! {
            T::OrOr => Op::Bin(BinaryOp::OrOr),
            T::AndAnd => Op::Bin(BinaryOp::AndAnd),
            T::Pipe => Op::Bin(BinaryOp::ElOr),
            T::Amp => Op::Bin(BinaryOp::ElAnd),
            T::Lt => Op::Bin(BinaryOp::Lt),
            T::Le => Op::Bin(BinaryOp::Le),
            T::Gt => Op::Bin(BinaryOp::Gt),
            T::Ge => Op::Bin(BinaryOp::Ge),
            T::EqEq => Op::Bin(BinaryOp::Eq),
            T::Ne => Op::Bin(BinaryOp::Ne),
            T::Colon => Op::Colon,
            T::Plus => Op::Bin(BinaryOp::Add),
            T::Minus => Op::Bin(BinaryOp::Sub),
            T::Star => Op::Bin(BinaryOp::MatMul),
            T::Slash => Op::Bin(BinaryOp::MatRDiv),
            T::Backslash => Op::Bin(BinaryOp::MatLDiv),
            T::DotStar => Op::Bin(BinaryOp::ElMul),
            T::DotSlash => Op::Bin(BinaryOp::ElRDiv),
            T::DotBackslash => Op::Bin(BinaryOp::ElLDiv),
        };
        // One flat `operand (op operand)*` list, then precedence climbing: far fewer failed
        // alternatives per operand than one combinator level per precedence.
        operand
            .clone()
            .then(binop.then(operand).repeated().collect::<Vec<(Op, ExprId)>>())
            .map_with(|(first, rest), e| {
                if rest.is_empty() {
                    return first;
                }
                let mut c = Climb {
                    st: state(e),
                    first,
                    rest: &rest,
                    i: 0,
                };
                c.climb(0)
            })
    });
    ExprParsers {
        postfix: postfix_out.unwrap_or_else(|| expr.clone().boxed()),
        expr,
    }
}
