//! Expressions, by MATLAB precedence from low to high: `||`; `&&`; `|`; `&`; comparisons;
//! `:` ranges; binary `+ -`; `* / \ .* ./ .\`; unary `+ - ~ !`; `^ .^` and postfix `'` `.'`
//! (one level, left-associative; the exponent may carry its own unary signs: `2^-1`);
//! calls/indexing and field access. So `-2^2` is `-(2^2)`, `~a == b` is `(~a) == b` and
//! `a.^b'` is `(a.^b)'` (Octave's grammar).
//!
//! The operator core is a Pratt parser written inside chumsky's `custom` primitive: it peeks
//! at tokens instead of trying one combinator per precedence level and per postfix form,
//! which is what makes the parser fast (most backtracking attempts disappear). Brackets,
//! anonymous functions and handles stay ordinary combinators, called from the core.

use chumsky::prelude::*;

use super::{Ex, In, Label, PErr, PState, span_of, state, tok_index};
use crate::ast::{BinaryOp, ExprId, ExprKind, Ident, Param, PostfixOp, UnaryOp};
use crate::token::TokKind as T;

/// A binary operator; `:` builds ranges.
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
    let v = if let Some((class, v)) = integer_literal(text) {
        // A signed class reads the bits as two's complement (`0x80s8` is -128).
        match class.strip_prefix("int") {
            Some(bits) => {
                let bits: u32 = bits.parse().unwrap_or(64);
                let v = if bits < 64 && v >= 1 << (bits - 1) {
                    v as i64 - (1i64 << bits)
                } else {
                    v as i64
                };
                v as f64
            }
            None => v as f64,
        }
    } else {
        // digit separators `_` go; Fortran's `1d3` exponent is `1e3`
        let body = body.replace('_', "").replace(['d', 'D'], "e");
        body.parse().unwrap_or(f64::NAN)
    };
    (v, imag)
}

/// The class and bits of an integer literal (`0x80` is uint8, `0b101` uint8, `0x1234`
/// uint16, `0x80s8` int8): an explicit suffix, else the narrowest unsigned class holding
/// every digit written. None for other numbers.
pub fn integer_literal(text: &str) -> Option<(&'static str, u64)> {
    let (radix, rest) = match text.get(..2)? {
        "0x" | "0X" => (16, &text[2..]),
        "0b" | "0B" => (2, &text[2..]),
        _ => return None,
    };
    let cut = rest.find(['s', 'u']).unwrap_or(rest.len());
    let (digits, suffix) = rest.split_at(cut);
    let digits: String = digits.chars().filter(|&c| c != '_').collect();
    let v = u64::from_str_radix(&digits, radix).ok()?;
    let per_digit = if radix == 16 { 4 } else { 1 };
    let width: u32 = match digits.len() * per_digit {
        0..=8 => 8,
        9..=16 => 16,
        17..=32 => 32,
        _ => 64,
    };
    const NAMES: [(&str, &str); 8] = [
        ("s8", "int8"),
        ("s16", "int16"),
        ("s32", "int32"),
        ("s64", "int64"),
        ("u8", "uint8"),
        ("u16", "uint16"),
        ("u32", "uint32"),
        ("u64", "uint64"),
    ];
    let class = match suffix {
        "" => NAMES[4 + width.trailing_zeros() as usize - 3].1,
        s => NAMES.iter().find(|(k, _)| *k == s)?.1,
    };
    Some((class, v))
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
        let rare = choice((matrix, cell, anon, handle)).boxed();
        let pratt = Pratt { rare };
        let p2 = pratt.clone();
        postfix_out = Some(custom(move |inp| p2.postfix(inp, true)).boxed());
        custom(move |inp| pratt.expr(inp, 0))
    });
    ExprParsers {
        postfix: postfix_out.unwrap_or_else(|| expr.clone().boxed()),
        expr,
    }
}

type Inp<'s, 'p> = chumsky::input::InputRef<'s, 'p, In<'s>, Ex<'s>>;

/// The hand-written operator core (see module doc).
#[derive(Clone)]
struct Pratt<'s> {
    /// `[…]`, `{…}`, `@(…) body`, `@name`.
    rare: Boxed<'s, 's, In<'s>, ExprId, Ex<'s>>,
}

fn pos(inp: &Inp<'_, '_>) -> usize {
    *inp.cursor().inner()
}

fn err(inp: &mut Inp<'_, '_>, expected: &[T], label: Option<Label>) -> PErr {
    let i = pos(inp);
    PErr::new(i, inp.peek(), expected, label)
}

fn prefix_op(k: T) -> Option<(UnaryOp, usize)> {
    // `--(x)` inside an expression is two negations; `--x` on a name is Octave's
    // pre-decrement (see `prefixed`).
    Some(match k {
        T::Minus => (UnaryOp::Neg, 1),
        T::Plus => (UnaryOp::Plus, 1),
        T::Not => (UnaryOp::Not, 1),
        T::MinusMinus => (UnaryOp::Neg, 2),
        T::PlusPlus => (UnaryOp::Plus, 2),
        _ => return None,
    })
}

fn binop(k: T) -> Option<Op> {
    use BinaryOp::*;
    Some(match k {
        T::OrOr => Op::Bin(OrOr),
        T::AndAnd => Op::Bin(AndAnd),
        T::Pipe => Op::Bin(ElOr),
        T::Amp => Op::Bin(ElAnd),
        T::Lt => Op::Bin(Lt),
        T::Le => Op::Bin(Le),
        T::Gt => Op::Bin(Gt),
        T::Ge => Op::Bin(Ge),
        T::EqEq => Op::Bin(Eq),
        T::Ne => Op::Bin(Ne),
        T::Colon => Op::Colon,
        T::Plus => Op::Bin(Add),
        T::Minus => Op::Bin(Sub),
        T::Star => Op::Bin(MatMul),
        T::Slash => Op::Bin(MatRDiv),
        T::Backslash => Op::Bin(MatLDiv),
        T::DotStar => Op::Bin(ElMul),
        T::DotSlash => Op::Bin(ElRDiv),
        T::DotBackslash => Op::Bin(ElLDiv),
        _ => return None,
    })
}

impl<'s> Pratt<'s> {
    /// An expression whose binary operators all bind at least as tightly as `min`.
    /// Recursion depth is bounded by the number of precedence levels (plus bracket nesting).
    fn expr(&self, inp: &mut Inp<'s, '_>, min: u8) -> Result<ExprId, PErr> {
        let mut lhs = self.unary(inp)?;
        while let Some(op) = inp.peek().and_then(binop) {
            let p = prec(op);
            if p < min {
                break;
            }
            inp.skip();
            let rhs = self.expr(inp, p + 1)?;
            let (kind, last) = match op {
                Op::Bin(op) => (ExprKind::Binary { op, lhs, rhs }, rhs),
                Op::Colon if inp.peek() == Some(T::Colon) => {
                    // `a:b:c` is one range with a step.
                    inp.skip();
                    let stop = self.expr(inp, p + 1)?;
                    let kind = ExprKind::Range {
                        start: lhs,
                        step: Some(rhs),
                        stop,
                    };
                    (kind, stop)
                }
                Op::Colon => {
                    let kind = ExprKind::Range {
                        start: lhs,
                        step: None,
                        stop: rhs,
                    };
                    (kind, rhs)
                }
            };
            let st = inp.state();
            let span = st.espan(lhs).to(st.espan(last));
            lhs = st.expr(kind, span);
        }
        Ok(lhs)
    }

    /// Prefix operators, then `operand`; the operators apply to the whole operand.
    fn prefixed(
        &self,
        inp: &mut Inp<'s, '_>,
        operand: impl Fn(&Self, &mut Inp<'s, '_>) -> Result<ExprId, PErr>,
    ) -> Result<ExprId, PErr> {
        let mut ops = Vec::new();
        while let Some((op, n)) = inp.peek().and_then(prefix_op) {
            let i = pos(inp);
            // Octave's `++x` / `--x` on a variable name: a pre-increment (or decrement).
            let incdec = match inp.peek() {
                Some(T::PlusPlus) => Some(UnaryOp::PreIncr),
                Some(T::MinusMinus) => Some(UnaryOp::PreDecr),
                _ => None,
            }
            .filter(|_| {
                inp.state()
                    .toks
                    .get(i + 1)
                    .is_some_and(|t| t.kind == T::Ident)
            });
            inp.skip();
            if let Some(op) = incdec {
                ops.push((op, i));
                continue;
            }
            for _ in 0..n {
                ops.push((op, i));
            }
        }
        let operand = operand(self, inp)?;
        Ok(unary_fold(inp.state(), ops, operand))
    }

    /// `-x^2` is `-(x^2)`: unary operators take a whole power expression.
    fn unary(&self, inp: &mut Inp<'s, '_>) -> Result<ExprId, PErr> {
        self.prefixed(inp, Self::power)
    }

    /// `a ^ b ^ c` is `(a ^ b) ^ c`; an exponent may carry its own signs (`2^-1`).
    /// The transposes share the power operators' precedence (Octave's `oper_expr`), so
    /// `v .^ 2'` is `(v .^ 2)'`: an exponent takes calls and fields but no transpose, and
    /// a transpose after it applies to the whole power (then indexing may follow again).
    fn power(&self, inp: &mut Inp<'s, '_>) -> Result<ExprId, PErr> {
        let start = pos(inp);
        let mut lhs = self.postfix(inp, true)?;
        loop {
            let op = match inp.peek() {
                Some(T::Caret) => BinaryOp::MatPow,
                Some(T::DotCaret) => BinaryOp::ElPow,
                Some(T::Quote | T::DotQuote) => {
                    lhs = self.postfix_tail(inp, start, lhs, true)?;
                    continue;
                }
                _ => return Ok(lhs),
            };
            inp.skip();
            let rhs = self.prefixed(inp, |p, inp| p.postfix(inp, false))?;
            let st = inp.state();
            let span = st.espan(lhs).to(st.espan(rhs));
            lhs = st.expr(ExprKind::Binary { op, lhs, rhs }, span);
        }
    }

    /// An atom followed by calls/indexing, field access and (where `transpose`) transposes,
    /// in any order.
    fn postfix(&self, inp: &mut Inp<'s, '_>, transpose: bool) -> Result<ExprId, PErr> {
        let start = pos(inp);
        let base = self.atom(inp)?;
        self.postfix_tail(inp, start, base, transpose)
    }

    /// The postfix operators after `base` (which began at token `start`).
    fn postfix_tail(
        &self,
        inp: &mut Inp<'s, '_>,
        start: usize,
        mut base: ExprId,
        transpose: bool,
    ) -> Result<ExprId, PErr> {
        loop {
            let kind = match inp.peek() {
                Some(T::LParen) => {
                    inp.skip();
                    let args = self.args(inp, T::RParen)?;
                    ExprKind::Index { base, args }
                }
                Some(T::LBrace) => {
                    inp.skip();
                    let args = self.args(inp, T::RBrace)?;
                    ExprKind::CellIndex { base, args }
                }
                Some(T::Dot) => {
                    inp.skip();
                    match inp.peek() {
                        Some(T::Ident) => {
                            let i = pos(inp);
                            inp.skip();
                            let name = inp.state().ident(i);
                            ExprKind::Field { base, name }
                        }
                        Some(T::LParen) => {
                            inp.skip();
                            let name = self.expr(inp, 0)?;
                            self.expect(inp, T::RParen)?;
                            ExprKind::DynField { base, name }
                        }
                        _ => return Err(err(inp, &[T::LParen], Some(Label::Name))),
                    }
                }
                Some(T::Quote) if transpose => {
                    inp.skip();
                    ExprKind::Postfix {
                        op: PostfixOp::CTranspose,
                        operand: base,
                    }
                }
                Some(T::DotQuote) if transpose => {
                    inp.skip();
                    ExprKind::Postfix {
                        op: PostfixOp::Transpose,
                        operand: base,
                    }
                }
                // Octave's `x++` / `x--` (the lexer makes `++` one token only after a value);
                // a statement `x++` becomes an increment statement (`stmt.rs`).
                Some(k @ (T::PlusPlus | T::MinusMinus)) if transpose => {
                    inp.skip();
                    ExprKind::Postfix {
                        op: if k == T::PlusPlus {
                            PostfixOp::PostIncr
                        } else {
                            PostfixOp::PostDecr
                        },
                        operand: base,
                    }
                }
                _ => return Ok(base),
            };
            let end = pos(inp);
            let st = inp.state();
            let span = st.span(SimpleSpan::from(start..end));
            base = st.expr(kind, span);
        }
    }

    fn atom(&self, inp: &mut Inp<'s, '_>) -> Result<ExprId, PErr> {
        let i = pos(inp);
        match inp.peek() {
            Some(k @ (T::Ident | T::Num | T::Str | T::DqStr | T::EndIdx)) => {
                inp.skip();
                Ok(literal_expr(inp.state(), k, SimpleSpan::from(i..i + 1)))
            }
            Some(T::LParen) => {
                inp.skip();
                let e = self.expr(inp, 0)?;
                self.expect(inp, T::RParen)?;
                Ok(e)
            }
            Some(T::LBracket | T::LBrace | T::At) => inp.parse(&self.rare),
            _ => Err(err(inp, &[], Some(Label::Expr))),
        }
    }

    /// Subscripts up to `close`; `:` alone is a whole-dimension subscript.
    fn args(&self, inp: &mut Inp<'s, '_>, close: T) -> Result<Vec<ExprId>, PErr> {
        let mut args = Vec::new();
        if inp.peek() == Some(close) {
            inp.skip();
            return Ok(args);
        }
        loop {
            let i = pos(inp);
            let colon_alone = inp.peek() == Some(T::Colon)
                && inp
                    .state()
                    .toks
                    .get(i + 1)
                    .is_some_and(|t| t.kind == T::Comma || t.kind == close);
            let arg = if colon_alone {
                inp.skip();
                let st = inp.state();
                let span = st.tok_span(i);
                st.expr(ExprKind::Colon, span)
            } else {
                self.expr(inp, 0)?
            };
            args.push(arg);
            match inp.peek() {
                Some(T::Comma) => inp.skip(),
                Some(k) if k == close => {
                    inp.skip();
                    return Ok(args);
                }
                _ => return Err(err(inp, &[T::Comma, close], None)),
            }
        }
    }

    fn expect(&self, inp: &mut Inp<'s, '_>, k: T) -> Result<(), PErr> {
        if inp.peek() == Some(k) {
            inp.skip();
            Ok(())
        } else {
            Err(err(inp, &[k], None))
        }
    }
}
