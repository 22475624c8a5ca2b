//! The chumsky parser over the lexer's tokens.
//!
//! The input is the slice of token kinds; spans and text are looked up in [`PState`] by token
//! index. Nodes are allocated straight into the state's arenas; the state is a chumsky
//! [`Inspector`], so when the parser backtracks the arenas (and diagnostics pushed by the
//! grammar) are truncated back, which keeps ids dense and deterministic.

mod expr;
mod stmt;

use chumsky::DefaultExpected;
use chumsky::error::{Error, LabelError};
use chumsky::input::{Checkpoint, Cursor};
use chumsky::inspector::Inspector;
use chumsky::prelude::*;
use chumsky::util::MaybeRef;
use mat2c_diag::{Diagnostic, FileId, Span, codes};

use crate::ast::{Expr, ExprId, ExprKind, Ident, Stmt, StmtId, StmtKind};
use crate::token::{TokKind, Token};

pub use expr::integer_literal;
pub(crate) use stmt::parse_tokens;

pub(crate) type In<'s> = &'s [TokKind];
pub(crate) type Ex<'s> = extra::Full<PErr, PState<'s>, ()>;

/// Names for groups of tokens in "expected …" messages.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Label {
    Expr,
    Stmt,
    Name,
    StmtEnd,
    Eof,
    FunctionHeader,
    Param,
}

impl Label {
    const fn bit(self) -> u16 {
        1 << (self as u16)
    }

    fn describe(self) -> &'static str {
        match self {
            Label::Expr => "an expression",
            Label::Stmt => "a statement",
            Label::Name => "a name",
            Label::StmtEnd => "the end of the statement",
            Label::Eof => "the end of the file",
            Label::FunctionHeader => "a function header",
            Label::Param => "a parameter name",
        }
    }
}

const ALL_LABELS: [Label; 7] = [
    Label::Expr,
    Label::Stmt,
    Label::Name,
    Label::StmtEnd,
    Label::Param,
    Label::FunctionHeader,
    Label::Eof,
];

/// The parser's error: allocation-free (bit sets) because chumsky builds one for every failed
/// alternative, most of which are thrown away.
#[derive(Clone, Debug)]
pub(crate) struct PErr {
    /// Token-index span of the offending token.
    span: SimpleSpan,
    found: Option<TokKind>,
    expected: u128,
    labels: u16,
    context: Option<Label>,
}

impl PErr {
    /// An error at token `i` (found `found`) expecting `expected` tokens and/or a label.
    pub(crate) fn new(
        i: usize,
        found: Option<TokKind>,
        expected: &[TokKind],
        label: Option<Label>,
    ) -> Self {
        PErr {
            span: SimpleSpan::from(i..i + 1),
            found,
            expected: expected.iter().fold(0, |a, k| a | k.bit()),
            labels: label.map_or(0, Label::bit),
            context: None,
        }
    }
}

impl<'s> Error<'s, In<'s>> for PErr {
    fn merge(mut self, other: Self) -> Self {
        // Errors from the expression core are located by our own span, which may be further
        // on than where chumsky thinks they are: the furthest one wins.
        if other.span.start > self.span.start {
            return other;
        }
        if other.span.start < self.span.start {
            return self;
        }
        self.expected |= other.expected;
        self.labels |= other.labels;
        if self.context.is_none() {
            self.context = other.context;
        }
        self
    }
}

impl<'s> LabelError<'s, In<'s>, DefaultExpected<'s, TokKind>> for PErr {
    fn expected_found<E: IntoIterator<Item = DefaultExpected<'s, TokKind>>>(
        expected: E,
        found: Option<MaybeRef<'s, TokKind>>,
        span: SimpleSpan,
    ) -> Self {
        let mut bits = 0u128;
        let mut labels = 0u16;
        for e in expected {
            match e {
                DefaultExpected::Token(t) => bits |= t.bit(),
                DefaultExpected::EndOfInput => labels |= Label::Eof.bit(),
                _ => {}
            }
        }
        PErr {
            span,
            found: found.as_deref().copied(),
            expected: bits,
            labels,
            context: None,
        }
    }
}

impl<'s> LabelError<'s, In<'s>, Label> for PErr {
    fn expected_found<E: IntoIterator<Item = Label>>(
        expected: E,
        found: Option<MaybeRef<'s, TokKind>>,
        span: SimpleSpan,
    ) -> Self {
        PErr {
            span,
            found: found.as_deref().copied(),
            expected: 0,
            labels: expected.into_iter().fold(0, |a, l| a | l.bit()),
            context: None,
        }
    }

    fn label_with(&mut self, label: Label) {
        self.expected = 0;
        self.labels = label.bit();
    }

    fn in_context(&mut self, label: Label, _span: SimpleSpan) {
        if self.context.is_none() {
            self.context = Some(label);
        }
    }
}

/// Parser state: the token table for spans/text, the arenas being built and the
/// diagnostics the grammar reports itself (E0202, E0203, E0205, …).
pub(crate) struct PState<'s> {
    pub(crate) src: &'s str,
    pub(crate) toks: &'s [Token],
    pub(crate) file: FileId,
    pub(crate) exprs: Vec<Expr>,
    pub(crate) stmts: Vec<Stmt>,
    pub(crate) diags: Vec<Diagnostic>,
}

impl<'s> Inspector<'s, In<'s>> for PState<'s> {
    type Checkpoint = (usize, usize, usize);

    #[inline(always)]
    fn on_token(&mut self, _: &TokKind) {}

    #[inline(always)]
    fn on_save<'parse>(&self, _: &Cursor<'s, 'parse, In<'s>>) -> Self::Checkpoint {
        (self.exprs.len(), self.stmts.len(), self.diags.len())
    }

    #[inline(always)]
    fn on_rewind<'parse>(&mut self, cp: &Checkpoint<'s, 'parse, In<'s>, Self::Checkpoint>) {
        let (e, s, d) = *cp.inspector();
        self.exprs.truncate(e);
        self.stmts.truncate(s);
        self.diags.truncate(d);
    }
}

impl<'s> PState<'s> {
    pub(crate) fn new(file: FileId, src: &'s str, toks: &'s [Token]) -> Self {
        PState {
            src,
            toks,
            file,
            exprs: Vec::with_capacity(toks.len()),
            stmts: Vec::with_capacity(toks.len() / 4 + 4),
            diags: Vec::new(),
        }
    }

    /// The span of token `i`, or an empty span at the end of the file.
    pub(crate) fn tok_span(&self, i: usize) -> Span {
        match self.toks.get(i) {
            Some(t) => t.span,
            None => {
                let end = self.src.len() as u32;
                Span::new(self.file, end, end)
            }
        }
    }

    /// Byte span covered by the token range `sp`.
    pub(crate) fn span(&self, sp: SimpleSpan) -> Span {
        if sp.end > sp.start {
            self.tok_span(sp.start).to(self.tok_span(sp.end - 1))
        } else {
            let at = self.tok_span(sp.start);
            Span::new(self.file, at.lo, at.lo)
        }
    }

    /// Like [`Self::span`] but without trailing statement separators (`;`, `,`, newline).
    pub(crate) fn stmt_span(&self, mut sp: SimpleSpan) -> Span {
        while sp.end > sp.start + 1
            && self.toks.get(sp.end - 1).is_some_and(|t| {
                matches!(t.kind, TokKind::Semi | TokKind::Comma | TokKind::Newline)
            })
        {
            sp.end -= 1;
        }
        self.span(sp)
    }

    pub(crate) fn text(&self, i: usize) -> &'s str {
        let s = self.tok_span(i);
        self.src.get(s.lo as usize..s.hi as usize).unwrap_or("")
    }

    pub(crate) fn ident(&self, i: usize) -> Ident {
        Ident {
            name: self.text(i).to_string(),
            span: self.tok_span(i),
        }
    }

    pub(crate) fn expr(&mut self, kind: ExprKind, span: Span) -> ExprId {
        let id = ExprId::from_u32(self.exprs.len() as u32);
        self.exprs.push(Expr { kind, span });
        id
    }

    pub(crate) fn stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        let id = StmtId::from_u32(self.stmts.len() as u32);
        self.stmts.push(Stmt { kind, span });
        id
    }

    pub(crate) fn espan(&self, id: ExprId) -> Span {
        self.exprs[id.as_u32() as usize].span
    }

    /// How a found token reads in a message: `` `foo` `` for names and numbers.
    fn describe_found(&self, found: Option<TokKind>, i: usize) -> String {
        match found {
            None => "the end of the file".to_string(),
            Some(k @ (TokKind::Ident | TokKind::Num | TokKind::CmdName | TokKind::CmdArg)) => {
                let t = self.text(i);
                if t.is_empty() || t.len() > 40 {
                    k.describe().to_string()
                } else {
                    format!("`{t}`")
                }
            }
            Some(k) => k.describe().to_string(),
        }
    }

    /// Turns a chumsky error into our diagnostic (E0201, or E0207 inside a function header).
    pub(crate) fn convert(&self, e: &PErr) -> Diagnostic {
        let i = e.span.start;
        let found = self.describe_found(e.found, i);
        let mut items: Vec<&'static str> = Vec::new();
        for l in ALL_LABELS {
            if e.labels & l.bit() != 0 {
                items.push(l.describe());
            }
        }
        let has_expr = e.labels & Label::Expr.bit() != 0;
        let has_end = e.labels & Label::StmtEnd.bit() != 0;
        let mut ops = 0;
        for k in 0..128u8 {
            if e.expected & (1u128 << k) == 0 {
                continue;
            }
            let Some(kind) = kind_from_u8(k) else {
                continue;
            };
            // Any right-hand side may go on as a chained assignment (`a = b = c`): not worth
            // saying next to the end of the statement.
            if has_end && kind == TokKind::Assign {
                continue;
            }
            if kind.is_operator() && !matches!(kind, TokKind::Colon) {
                ops += 1;
                if has_expr || ops > 1 {
                    continue;
                }
            }
            if has_end && matches!(kind, TokKind::Semi | TokKind::Comma | TokKind::Newline) {
                continue;
            }
            if has_expr
                && matches!(
                    kind,
                    TokKind::LParen
                        | TokKind::LBracket
                        | TokKind::LBrace
                        | TokKind::At
                        | TokKind::Not
                        | TokKind::Plus
                        | TokKind::Minus
                        | TokKind::PlusPlus
                        | TokKind::MinusMinus
                        | TokKind::Ident
                        | TokKind::Num
                        | TokKind::Str
                        | TokKind::DqStr
                        | TokKind::EndIdx
                )
            {
                continue;
            }
            let d = kind.describe();
            if !items.contains(&d) {
                items.push(d);
            }
        }
        if ops > 1 && !has_expr {
            items.retain(|d| !TokKind::all_operator_descriptions().contains(d));
            items.push("an operator");
        }
        let expected = join_or(&items);
        let prev = i
            .checked_sub(1)
            .and_then(|p| self.toks.get(p))
            .map(|t| t.kind);
        let after = match prev {
            Some(p) if has_expr && (p.is_operator() || p.is_keyword() || p == TokKind::Assign) => {
                format!(" after {}", p.describe())
            }
            _ => String::new(),
        };
        let header =
            e.context == Some(Label::FunctionHeader) || e.labels & Label::FunctionHeader.bit() != 0;
        let (code, msg) = if header {
            (
                codes::E0207,
                format!("malformed function header: expected {expected}, found {found}"),
            )
        } else {
            (
                codes::E0201,
                format!("expected {expected}{after}, found {found}"),
            )
        };
        // A newline is reported at the end of its line, not across the line break.
        let mut span = self.tok_span(i);
        if matches!(e.found, Some(TokKind::Newline | TokKind::RowSep)) {
            span.hi = span.lo;
        }
        let short = found
            .strip_prefix("a ")
            .or_else(|| found.strip_prefix("an "))
            .or_else(|| found.strip_prefix("the "))
            .unwrap_or(&found);
        Diagnostic::error(code, span, msg).with_label_message(format!("unexpected {short}"))
    }
}

fn join_or(items: &[&str]) -> String {
    match items {
        [] => "something else".to_string(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

/// All token kinds in declaration order, for decoding bit sets.
fn kind_from_u8(k: u8) -> Option<TokKind> {
    TokKind::ALL.get(k as usize).copied()
}

/// Parses a whole file's tokens.
pub(crate) fn run(
    file: FileId,
    src: &str,
    toks: &[Token],
    kinds: &[TokKind],
    fn_end: bool,
) -> (stmt::FileOut, Vec<Diagnostic>, Vec<Expr>, Vec<Stmt>) {
    let mut st = PState::new(file, src, toks);
    let (out, errs) = parse_tokens(kinds, &mut st, fn_end);
    let mut diags = std::mem::take(&mut st.diags);
    for e in &errs {
        diags.push(st.convert(e));
    }
    (out, diags, st.exprs, st.stmts)
}

pub(crate) type Mx<'s, 'b> = chumsky::input::MapExtra<'s, 'b, In<'s>, Ex<'s>>;

/// Index of the first token of what a `map_with` closure matched (pins chumsky's types).
pub(crate) fn tok_index(e: &mut Mx<'_, '_>) -> usize {
    e.span().start
}

/// The token-index span of what a `map_with` closure matched.
pub(crate) fn span_of(e: &mut Mx<'_, '_>) -> SimpleSpan {
    e.span()
}

/// The parser state inside a `map_with` closure.
pub(crate) fn state<'a, 's>(e: &'a mut Mx<'s, '_>) -> &'a mut PState<'s> {
    e.state()
}
