//! The hand-written, mode-aware lexer.
//!
//! MATLAB tokenisation depends on context, so this runs before the parser with a stack of open
//! brackets and decides:
//! - inside `[]` and literal `{}`, whitespace between two values separates elements (emitted
//!   as [`TokKind::ElemSep`]) and a newline separates rows ([`TokKind::RowSep`]); inside `()`
//!   and index braces `a{…}` neither does (Octave lets `()` span lines);
//! - `'` is a transpose right after a value with no space in between, otherwise a string;
//! - `end` inside `()`/`a{}` is [`TokKind::EndIdx`];
//! - command syntax (`hold on`): an identifier at statement start, then whitespace, then
//!   something that is not `=`, `(`, or a binary operator followed by whitespace — and only if
//!   the name was not assigned earlier in the file (so `x -1` is an expression once `x = …`
//!   appeared above). The rest of the line becomes [`TokKind::CmdArg`] words.
//!
//! The lexer also repairs brackets (E0204): unmatched closers are dropped and unclosed
//! openers get a synthetic closer, so the parser always sees balanced brackets.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use mat2c_diag::{Diagnostic, FileId, Span, codes};

use crate::token::{TokKind, Token};

/// Deepest bracket / block / `@` nesting accepted; deeper input is cut off with an error so
/// that the recursive parser and tree walkers cannot overflow the stack (the driver runs them
/// on a thread with a large stack; Octave accepts 1,000 levels, far below this).
pub const MAX_NEST: usize = 10_000;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum FrameKind {
    Paren,
    Bracket,
    /// `{` starting a cell literal.
    Cell,
    /// `{` indexing a value, `c{1}`: behaves like `(`.
    IndexBrace,
}

impl FrameKind {
    fn is_matrix(self) -> bool {
        matches!(self, FrameKind::Bracket | FrameKind::Cell)
    }

    fn closer(self) -> TokKind {
        match self {
            FrameKind::Paren => TokKind::RParen,
            FrameKind::Bracket => TokKind::RBracket,
            FrameKind::Cell | FrameKind::IndexBrace => TokKind::RBrace,
        }
    }

    fn open_str(self) -> &'static str {
        match self {
            FrameKind::Paren => "(",
            FrameKind::Bracket => "[",
            FrameKind::Cell | FrameKind::IndexBrace => "{",
        }
    }
}

#[derive(Copy, Clone, Debug)]
struct Frame {
    kind: FrameKind,
    open: usize,
    /// The parameter list of an anonymous function: no element separator after its `)`.
    anon: bool,
}

/// Splits `text` into tokens. Never fails: problems become diagnostics (E0101–E0104, E0204).
pub fn lex(file: FileId, text: &str) -> (Vec<Token>, Vec<Diagnostic>) {
    let mut lx = Lexer {
        src: text,
        b: text.as_bytes(),
        pos: 0,
        file,
        toks: Vec::with_capacity(text.len() / 2 + 8),
        diags: Vec::new(),
        stack: Vec::new(),
        ws: false,
        stmt_start: true,
        stmt_first: 0,
        suppress_sep: false,
        vars: HashSet::default(),
        pending: Vec::new(),
        blocks: 0,
        ats: 0,
        postfix: None,
    };
    lx.run();
    (lx.toks, lx.diags)
}

struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    file: FileId,
    toks: Vec<Token>,
    diags: Vec<Diagnostic>,
    stack: Vec<Frame>,
    /// Whitespace (or a continuation) since the last token.
    ws: bool,
    /// The next token begins a statement (command syntax is possible).
    stmt_start: bool,
    /// Index of the first token of the current statement.
    stmt_first: usize,
    suppress_sep: bool,
    /// Names assigned so far in the file (they are never command names); filled lazily
    /// from `pending` (token ranges of assigning statements) when a command is suspected.
    vars: HashSet<&'a str, BuildHasherDefault<FxHasher>>,
    pending: Vec<(usize, usize)>,
    blocks: usize,
    ats: usize,
    /// Index of the last postfix `++`/`--` token (`x++` ends a value as `x` does).
    postfix: Option<usize>,
}

/// A tiny multiplicative hasher for the set of assigned names (SipHash showed up in
/// profiles; these keys are short identifiers from the file itself, so DoS resistance is moot).
#[derive(Default)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

fn is_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

impl<'a> Lexer<'a> {
    fn at(&self, p: usize) -> u8 {
        self.b.get(p).copied().unwrap_or(0)
    }

    fn span(&self, lo: usize, hi: usize) -> Span {
        Span::new(self.file, lo as u32, hi as u32)
    }

    fn last(&self) -> Option<TokKind> {
        self.toks.last().map(|t| t.kind)
    }

    /// The last token ends a value: a name, a literal, a closing bracket, a transpose or a
    /// postfix `x++`.
    fn last_ends_value(&self) -> bool {
        self.last().is_some_and(TokKind::ends_value)
            || self.postfix.is_some_and(|i| i + 1 == self.toks.len())
    }

    fn top(&self) -> Option<FrameKind> {
        self.stack.last().map(|f| f.kind)
    }

    fn in_index(&self) -> bool {
        self.stack
            .iter()
            .any(|f| matches!(f.kind, FrameKind::Paren | FrameKind::IndexBrace))
    }

    fn error(&mut self, code: mat2c_diag::Code, lo: usize, hi: usize, msg: impl Into<String>) {
        let d = Diagnostic::error(code, self.span(lo, hi), msg);
        self.diags.push(d);
    }

    fn run(&mut self) {
        while self.pos < self.b.len() {
            let c = self.b[self.pos];
            match c {
                _ if is_blank(c) => {
                    self.pos += 1;
                    while self.pos < self.b.len() && is_blank(self.b[self.pos]) {
                        self.pos += 1;
                    }
                    self.ws = true;
                }
                b'\n' => self.newline(),
                b'%' | b'#' => self.comment(),
                b'.' if self.b[self.pos..].starts_with(b"...") => self.continuation(),
                b'0'..=b'9' => self.number(),
                b'.' if self.at(self.pos + 1).is_ascii_digit() => self.number(),
                _ if is_ident_start(c) => self.word(),
                b'"' => self.dq_string(),
                b'\'' => {
                    if !self.ws && self.last_ends_value() {
                        self.push(TokKind::Quote, self.pos, self.pos + 1);
                        self.pos += 1;
                    } else {
                        self.sq_string();
                    }
                }
                _ => self.operator(),
            }
        }
        let end = self.b.len();
        self.close_frames(0, end, "the file ends here");
    }

    /// Pushes a token, inserting an element separator first when whitespace separates two
    /// values inside `[]`/`{}`.
    fn push(&mut self, kind: TokKind, lo: usize, hi: usize) {
        if self.ws
            && !self.suppress_sep
            && self.top().is_some_and(FrameKind::is_matrix)
            && self.last_ends_value()
            && self.starts_value(kind, hi)
        {
            self.toks.push(Token {
                kind: TokKind::ElemSep,
                span: self.span(lo, lo),
            });
        }
        self.toks.push(Token {
            kind,
            span: self.span(lo, hi),
        });
        self.ws = false;
        self.suppress_sep = false;
        self.stmt_start = false;
        match kind {
            TokKind::Newline => self.end_statement(),
            TokKind::Semi | TokKind::Comma if self.stack.is_empty() => self.end_statement(),
            TokKind::Else
            | TokKind::Try
            | TokKind::Do
            | TokKind::Otherwise
            | TokKind::UnwindProtect
            | TokKind::UnwindProtectCleanup => {
                self.stmt_start = true;
                self.stmt_first = self.toks.len();
            }
            TokKind::Assign
            | TokKind::PlusEq
            | TokKind::MinusEq
            | TokKind::StarEq
            | TokKind::SlashEq
            | TokKind::CaretEq => self.record_vars(),
            _ => {}
        }
    }

    /// A token that can begin an element of a matrix (so whitespace before it separates).
    fn starts_value(&self, kind: TokKind, hi: usize) -> bool {
        use TokKind::*;
        match kind {
            Ident | Num | Str | DqStr | LParen | LBracket | LBrace | At | EndIdx | Not => true,
            // `[1 -2]` is two elements, `[1 - 2]` one.
            Plus | Minus | PlusPlus | MinusMinus => {
                let c = self.at(hi);
                !(is_blank(c) || c == b'\n' || c == 0)
            }
            _ => false,
        }
    }

    fn end_statement(&mut self) {
        if let Some(first) = self.toks.get(self.stmt_first)
            && matches!(
                first.kind,
                TokKind::Function | TokKind::Global | TokKind::Persistent
            )
        {
            self.record_vars();
        }
        self.stmt_start = true;
        self.stmt_first = self.toks.len();
        self.ats = 0;
    }

    /// Every identifier in the current statement so far counts as assigned.
    fn record_vars(&mut self) {
        self.pending.push((self.stmt_first, self.toks.len()));
    }

    /// Whether `name` was assigned earlier in the file.
    fn is_var(&mut self, name: &str) -> bool {
        let src = self.src;
        for (lo, hi) in self.pending.drain(..) {
            for t in self.toks.get(lo..hi).unwrap_or(&[]) {
                if t.kind == TokKind::Ident {
                    self.vars
                        .insert(&src[t.span.lo as usize..t.span.hi as usize]);
                }
            }
        }
        self.vars.contains(name)
    }

    /// Stops lexing: the input is nested too deeply for the parser to handle safely.
    fn too_deep(&mut self, lo: usize, hi: usize, what: &str) {
        self.error(
            codes::E0208,
            lo,
            hi,
            format!(
                "{what} nested more than {MAX_NEST} levels deep; the rest of the file is ignored"
            ),
        );
        self.pos = self.b.len();
    }

    fn newline(&mut self) {
        let lo = self.pos;
        self.pos += 1;
        loop {
            match self.top() {
                None => {
                    if self.last() == Some(TokKind::Newline) {
                        self.stmt_start = true;
                    } else {
                        self.ws = false;
                        self.push(TokKind::Newline, lo, lo + 1);
                    }
                    return;
                }
                Some(FrameKind::Paren | FrameKind::IndexBrace) => {
                    // Octave lets an argument list span lines when the line clearly continues.
                    let continues = self.last().is_some_and(|k| {
                        matches!(k, TokKind::Comma | TokKind::LParen | TokKind::LBrace)
                            || (k.is_operator() && !matches!(k, TokKind::Quote | TokKind::DotQuote))
                            || k == TokKind::Assign
                    });
                    if continues || self.next_line_continues_operand() {
                        self.ws = true;
                        return;
                    }
                    let keep = self
                        .stack
                        .iter()
                        .rposition(|f| f.kind.is_matrix())
                        .map_or(0, |i| i + 1);
                    self.close_frames(keep, lo, "the line ends here");
                }
                Some(FrameKind::Bracket | FrameKind::Cell) => {
                    if self.next_line_starts_with_keyword() {
                        self.close_frames(0, lo, "the line ends here");
                        continue;
                    }
                    if self.last() != Some(TokKind::RowSep) {
                        self.ws = false;
                        self.push(TokKind::RowSep, lo, lo + 1);
                    }
                    self.ws = true;
                    return;
                }
            }
        }
    }

    /// Inside `(`, a next line that starts with a binary operator or the closing `)`
    /// continues the expression (Octave reads newlines in parentheses as blanks).
    fn next_line_continues_operand(&self) -> bool {
        let mut p = self.pos;
        while p < self.b.len() && is_blank(self.b[p]) {
            p += 1;
        }
        let rest = &self.b[p..];
        let two = |a: &[u8]| rest.starts_with(a);
        two(b"||")
            || two(b"&&")
            || two(b"==")
            || two(b"~=")
            || two(b"!=")
            || matches!(
                rest.first(),
                Some(b'|' | b'&' | b'<' | b'>' | b'*' | b'/' | b')')
            )
    }

    /// Inside an unclosed `[`, a line starting with a block keyword means the bracket was
    /// never closed.
    fn next_line_starts_with_keyword(&self) -> bool {
        let mut p = self.pos;
        while p < self.b.len() && is_blank(self.b[p]) {
            p += 1;
        }
        let s = p;
        while p < self.b.len() && is_ident_char(self.b[p]) {
            p += 1;
        }
        TokKind::keyword(&self.src[s..p]).is_some()
    }

    /// Closes frames above `keep` (reporting each as unclosed) with synthetic closers at `at`.
    fn close_frames(&mut self, keep: usize, at: usize, why: &str) {
        while self.stack.len() > keep {
            let f = self.stack.pop().unwrap_or(Frame {
                kind: FrameKind::Paren,
                open: at,
                anon: false,
            });
            let open = f.kind.open_str();
            let d = Diagnostic::error(
                codes::E0204,
                self.span(f.open, f.open + 1),
                format!("this `{open}` is never closed"),
            )
            .with_label_message(format!("unclosed `{open}`"))
            .with_secondary(self.span(at, at), why.to_string());
            self.diags.push(d);
            let ws = self.ws;
            self.ws = false;
            self.push(f.kind.closer(), at, at);
            self.ws = ws;
        }
    }

    /// An `=` inside `[`/`{` means the bracket was left open on an earlier line: close it
    /// where that line ended (its last row separator becomes the closer and a newline).
    fn matrix_left_open(&mut self) {
        let Some(f) = self.stack.last().copied() else {
            return;
        };
        let row_sep = self
            .toks
            .iter()
            .rposition(|t| t.kind == TokKind::RowSep)
            .filter(|&i| self.toks[i].span.lo as usize > f.open);
        let Some(i) = row_sep else {
            return;
        };
        self.stack.pop();
        let nl = self.toks[i].span;
        let open = f.kind.open_str();
        let d = Diagnostic::error(
            codes::E0204,
            self.span(f.open, f.open + 1),
            format!("this `{open}` is never closed"),
        )
        .with_label_message(format!("unclosed `{open}`"))
        .with_secondary(Span::new(self.file, nl.lo, nl.lo), "the line ends here");
        self.diags.push(d);
        self.toks[i] = Token {
            kind: f.kind.closer(),
            span: Span::new(self.file, nl.lo, nl.lo),
        };
        if self.stack.is_empty() {
            self.toks.insert(
                i + 1,
                Token {
                    kind: TokKind::Newline,
                    span: nl,
                },
            );
            self.stmt_first = i + 2;
        }
    }

    fn comment(&mut self) {
        let c = self.b[self.pos];
        if self.at(self.pos + 1) == b'{' && self.alone_on_line(self.pos, self.pos + 2) {
            self.block_comment(c);
            return;
        }
        while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
            self.pos += 1;
        }
    }

    /// True when only blanks precede `lo` and follow `hi` on their line.
    fn alone_on_line(&self, lo: usize, hi: usize) -> bool {
        let before = self.b[..lo]
            .iter()
            .rev()
            .take_while(|&&c| c != b'\n')
            .all(|&c| is_blank(c));
        let after = self.b[hi..]
            .iter()
            .take_while(|&&c| c != b'\n')
            .all(|&c| is_blank(c));
        before && after
    }

    fn block_comment(&mut self, marker: u8) {
        let open = self.pos;
        let mut depth = 1usize;
        let mut p = self.pos;
        loop {
            // Move to the start of the next line.
            while p < self.b.len() && self.b[p] != b'\n' {
                p += 1;
            }
            if p >= self.b.len() {
                let m = marker as char;
                let d = Diagnostic::error(
                    codes::E0103,
                    self.span(open, open + 2),
                    format!("this block comment `{m}{{` is never closed"),
                )
                .with_label_message("unclosed block comment")
                .with_help(format!("close it with `{m}}}` alone on a line"));
                self.diags.push(d);
                self.pos = self.b.len();
                return;
            }
            p += 1;
            let mut e = p;
            while e < self.b.len() && self.b[e] != b'\n' {
                e += 1;
            }
            let line = self.src[p..e].trim();
            if line == "%{" || line == "#{" {
                depth += 1;
            } else if line == "%}" || line == "#}" {
                depth -= 1;
                if depth == 0 {
                    self.pos = e;
                    self.ws = true;
                    return;
                }
            }
            p = e;
        }
    }

    fn continuation(&mut self) {
        while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
            self.pos += 1;
        }
        self.pos = (self.pos + 1).min(self.b.len());
        self.ws = true;
    }

    fn number(&mut self) {
        let start = self.pos;
        let b = self.b;
        let mut p = start;
        let mut ok = true;
        let hex = b[p] == b'0' && matches!(self.at(p + 1), b'x' | b'X');
        if hex
            || b[p] == b'0'
                && matches!(self.at(p + 1), b'b' | b'B')
                && matches!(self.at(p + 2), b'0' | b'1')
        {
            // Octave's integer literals: `0x1F`, `0b101`, digit separators `_`, and a
            // class suffix `s8` … `u64`; the digits must fit the class.
            p += 2;
            let mut digits = 0;
            while p < b.len()
                && (b[p] == b'_' && digits > 0
                    || if hex {
                        b[p].is_ascii_hexdigit()
                    } else {
                        matches!(b[p], b'0' | b'1')
                    })
            {
                digits += usize::from(b[p] != b'_');
                p += 1;
            }
            let bits = match (self.at(p), self.at(p + 1), self.at(p + 2)) {
                (b's' | b'u', b'8', _) => {
                    p += 2;
                    8
                }
                (b's' | b'u', b'1', b'6')
                | (b's' | b'u', b'3', b'2')
                | (b's' | b'u', b'6', b'4') => {
                    p += 3;
                    u32::from(self.at(p - 2) - b'0') * 10 + u32::from(self.at(p - 1) - b'0')
                }
                _ => 64,
            };
            let per_digit = if hex { 4 } else { 1 };
            ok = digits > 0 && digits * per_digit <= bits as usize;
        } else {
            // Octave's digits: a digit, then digits and separators `_` (`100_000`, `1.5_0`).
            let digits = |mut p: usize| {
                if p < b.len() && b[p].is_ascii_digit() {
                    while p < b.len() && (b[p].is_ascii_digit() || b[p] == b'_') {
                        p += 1;
                    }
                }
                p
            };
            p = digits(p);
            // `2.^x` and `2.'` are `2` followed by an operator; `1...` is a continuation.
            if self.at(p) == b'.'
                && !matches!(self.at(p + 1), b'*' | b'/' | b'\\' | b'^' | b'\'' | b'.')
            {
                p = digits(p + 1);
            }
            if matches!(self.at(p), b'e' | b'E' | b'd' | b'D') {
                let q = if matches!(self.at(p + 1), b'+' | b'-') {
                    p + 2
                } else {
                    p + 1
                };
                if self.at(q).is_ascii_digit() {
                    p = digits(q);
                } else {
                    ok = false;
                    p = q;
                }
            }
            if matches!(self.at(p), b'i' | b'j' | b'I' | b'J') && !is_ident_char(self.at(p + 1)) {
                p += 1;
            }
        }
        if is_ident_char(self.at(p)) || !ok {
            ok = false;
            while p < b.len()
                && (is_ident_char(b[p]) || b[p] == b'.' && self.at(p + 1).is_ascii_digit())
            {
                p += 1;
            }
        }
        if !ok {
            let text = &self.src[start..p];
            let d = Diagnostic::error(
                codes::E0104,
                self.span(start, p),
                format!("`{text}` is not a valid number"),
            )
            .with_label_message("malformed number");
            self.diags.push(d);
        }
        self.push(TokKind::Num, start, p);
        self.pos = p;
    }

    fn word(&mut self) {
        let start = self.pos;
        let mut p = start;
        while p < self.b.len() && is_ident_char(self.b[p]) {
            p += 1;
        }
        self.pos = p;
        let text = &self.src[start..p];
        if let Some(kw) = TokKind::keyword(text) {
            if kw == TokKind::End && self.in_index() {
                self.push(TokKind::EndIdx, start, p);
                return;
            }
            if !self.stack.is_empty() {
                // Block keywords cannot appear inside brackets: the brackets were left open.
                self.close_frames(0, start, "a keyword follows here");
            }
            if kw.is_opener() {
                self.blocks += 1;
                if self.blocks > MAX_NEST {
                    self.too_deep(start, p, "blocks are");
                    return;
                }
            } else if kw.is_closer() || kw == TokKind::Until {
                self.blocks = self.blocks.saturating_sub(1);
            }
            self.push(kw, start, p);
            return;
        }
        if self.stmt_start && self.stack.is_empty() && self.is_command(text, p) {
            self.push(TokKind::CmdName, start, p);
            self.command_args();
            return;
        }
        self.push(TokKind::Ident, start, p);
    }

    /// Decides command syntax for the identifier `name` ending at `after` (see module doc).
    fn is_command(&mut self, name: &str, after: usize) -> bool {
        let b = self.b;
        let mut p = after;
        if !matches!(self.at(p), b' ' | b'\t') {
            return false;
        }
        while matches!(self.at(p), b' ' | b'\t') {
            p += 1;
        }
        let c = self.at(p);
        if matches!(c, 0 | b'\n' | b'\r' | b';' | b',' | b'%' | b'#' | b'(') {
            return false;
        }
        if b[p..].starts_with(b"...") || self.is_var(name) {
            return false;
        }
        let rest = &b[p..];
        let assign_ops: [&[u8]; 6] = [b"+=", b"-=", b"*=", b"/=", b"^=", b"="];
        if rest.starts_with(b"=") && !rest.starts_with(b"==") {
            return false;
        }
        if assign_ops.iter().any(|op| rest.starts_with(op)) {
            return false;
        }
        if rest.starts_with(b"++") || rest.starts_with(b"--") {
            let q = p + 2;
            let after_op = self.b[q..]
                .iter()
                .find(|&&c| !matches!(c, b' ' | b'\t'))
                .copied()
                .unwrap_or(0);
            return !matches!(after_op, 0 | b'\n' | b'\r' | b';' | b',' | b'%' | b'#');
        }
        const BINOPS: [&[u8]; 22] = [
            b"&&", b"||", b"==", b"~=", b"!=", b"<=", b">=", b".*", b"./", b".\\", b".^", b"+",
            b"-", b"*", b"/", b"\\", b"^", b"<", b">", b"&", b"|", b":",
        ];
        if let Some(op) = BINOPS.iter().find(|op| rest.starts_with(op)) {
            // `a - b` is an expression, `a -b` a command.
            let c = self.at(p + op.len());
            return !(is_blank(c) || c == b'\n' || c == 0);
        }
        true
    }

    /// The words of a command-syntax statement, up to `;`, `,`, a comment or the line end.
    fn command_args(&mut self) {
        loop {
            while matches!(self.at(self.pos), b' ' | b'\t' | b'\r') {
                self.pos += 1;
            }
            let c = self.at(self.pos);
            if matches!(c, 0 | b'\n' | b';' | b',' | b'%' | b'#') {
                return;
            }
            let start = self.pos;
            let mut p = start;
            while p < self.b.len() {
                let c = self.b[p];
                if matches!(c, b' ' | b'\t' | b'\r' | b'\n' | b';' | b',') {
                    break;
                }
                if c == b'\'' {
                    let q = p;
                    p += 1;
                    loop {
                        match self.at(p) {
                            0 | b'\n' => {
                                self.error(
                                    codes::E0102,
                                    q,
                                    p,
                                    "this string is not closed before the end of the line",
                                );
                                break;
                            }
                            b'\'' if self.at(p + 1) == b'\'' => p += 2,
                            b'\'' => {
                                p += 1;
                                break;
                            }
                            _ => p += 1,
                        }
                    }
                    continue;
                }
                p += 1;
            }
            self.push(TokKind::CmdArg, start, p);
            self.pos = p;
        }
    }

    fn unterminated(&mut self, lo: usize, hi: usize) {
        let d = Diagnostic::error(
            codes::E0102,
            self.span(lo, hi),
            "this string is not closed before the end of the line",
        )
        .with_label_message("unterminated string");
        self.diags.push(d);
    }

    fn sq_string(&mut self) {
        let start = self.pos;
        let mut p = start + 1;
        loop {
            match self.at(p) {
                0 | b'\n' if p >= self.b.len() || self.b[p] == b'\n' => {
                    self.unterminated(start, p);
                    break;
                }
                b'\'' if self.at(p + 1) == b'\'' => p += 2,
                b'\'' => {
                    p += 1;
                    break;
                }
                _ => p += 1,
            }
        }
        self.push(TokKind::Str, start, p);
        self.pos = p;
    }

    fn dq_string(&mut self) {
        let start = self.pos;
        let mut p = start + 1;
        loop {
            match self.at(p) {
                0 | b'\n' if p >= self.b.len() || self.b[p] == b'\n' => {
                    self.unterminated(start, p);
                    break;
                }
                b'\\' if !matches!(self.at(p + 1), b'\n' | 0) => p += 2,
                b'"' if self.at(p + 1) == b'"' => p += 2,
                b'"' => {
                    p += 1;
                    break;
                }
                _ => p += 1,
            }
        }
        let p = p.min(self.b.len());
        self.push(TokKind::DqStr, start, p);
        self.pos = p;
    }

    /// `++`/`--` are increment operators at statement start, before a name where an operand
    /// is expected, and right after a value; elsewhere they are two signs (`--(x)`).
    fn incdec_here(&self, p: usize) -> bool {
        if self.stmt_start {
            return true;
        }
        // Octave: `++x` / `--x` where an operand is expected increments the variable
        // (`while (++i < 5)`), blanks before the name too (`disp (++ a*3)` is 9); `- -x` and
        // `--(x)` stay negations.
        let mut q = p + 2;
        while is_blank(self.at(q)) {
            q += 1;
        }
        if !self.last_ends_value() && (self.at(q).is_ascii_alphabetic() || self.at(q) == b'_') {
            return true;
        }
        // After a value the token is `++`/`--` too: Octave's postfix `x++` wherever it stands
        // (`a++ + 1` adds 1 to a's old value; `a ++b` and `1--2` are syntax errors in Octave
        // too), or in a matrix `[1 ++x]` a new element starting with a pre-increment.
        self.last_ends_value()
    }

    fn operator(&mut self) {
        use TokKind::*;
        let p = self.pos;
        let c = self.b[p];
        let n = self.at(p + 1);
        let (kind, len) = match c {
            b'+' if n == b'+' && self.incdec_here(p) => (PlusPlus, 2),
            b'-' if n == b'-' && self.incdec_here(p) => (MinusMinus, 2),
            b'+' if n == b'=' => (PlusEq, 2),
            b'-' if n == b'=' => (MinusEq, 2),
            b'*' if n == b'=' => (StarEq, 2),
            b'/' if n == b'=' => (SlashEq, 2),
            b'^' if n == b'=' => (CaretEq, 2),
            b'+' => (Plus, 1),
            b'-' => (Minus, 1),
            b'*' => (Star, 1),
            b'/' => (Slash, 1),
            b'\\' => (Backslash, 1),
            b'^' => (Caret, 1),
            b'.' => match n {
                b'*' => (DotStar, 2),
                b'/' => (DotSlash, 2),
                b'\\' => (DotBackslash, 2),
                b'^' => (DotCaret, 2),
                b'\'' => (DotQuote, 2),
                _ => (Dot, 1),
            },
            b'=' if n == b'=' => (EqEq, 2),
            b'=' => {
                if self.top().is_some_and(FrameKind::is_matrix) {
                    self.matrix_left_open();
                }
                (Assign, 1)
            }
            b'~' | b'!' if n == b'=' => (Ne, 2),
            b'~' | b'!' => (Not, 1),
            b'<' if n == b'=' => (Le, 2),
            b'<' => (Lt, 1),
            b'>' if n == b'=' => (Ge, 2),
            b'>' => (Gt, 1),
            b'&' if n == b'&' => (AndAnd, 2),
            b'&' => (Amp, 1),
            b'|' if n == b'|' => (OrOr, 2),
            b'|' => (Pipe, 1),
            b'@' => (At, 1),
            b':' => (Colon, 1),
            b',' => (Comma, 1),
            b';' => {
                // `;` cannot appear inside `()`: the parenthesis was left open.
                if self.top().is_some_and(|f| !f.is_matrix()) {
                    let keep = self
                        .stack
                        .iter()
                        .rposition(|f| f.kind.is_matrix())
                        .map_or(0, |i| i + 1);
                    self.close_frames(keep, p, "expected a closing bracket before this `;`");
                }
                (Semi, 1)
            }

            b'(' | b'[' | b'{' => {
                self.open(c);
                return;
            }
            b')' | b']' | b'}' => {
                self.close(c);
                return;
            }
            _ => {
                let ch = self.src[p..].chars().next().unwrap_or('\u{fffd}');
                let len = ch.len_utf8().max(1);
                let shown = if ch.is_control() {
                    format!("{:?}", ch)
                } else {
                    format!("`{ch}`")
                };
                let d = Diagnostic::error(
                    codes::E0101,
                    self.span(p, p + len),
                    format!("the character {shown} cannot appear here"),
                )
                .with_label_message("illegal character");
                self.diags.push(d);
                self.pos += len;
                self.ws = true;
                return;
            }
        };
        if matches!(kind, PlusPlus | MinusMinus) && !self.stmt_start && self.last_ends_value() {
            // After a value: postfix, unless it starts a new matrix element (`[1 ++x]`).
            let next = self.at(p + 2);
            let operand_follows = !(is_blank(next) || next == b'\n' || next == 0);
            if !(self.ws && self.top().is_some_and(FrameKind::is_matrix) && operand_follows) {
                self.postfix = Some(self.toks.len());
            }
        }
        if kind == At {
            self.ats += 1;
            if self.ats > MAX_NEST {
                self.too_deep(p, p + 1, "anonymous functions are");
                return;
            }
        }
        self.push(kind, p, p + len);
        self.pos = p + len;
    }

    fn open(&mut self, c: u8) {
        let p = self.pos;
        if self.stack.len() >= MAX_NEST {
            self.too_deep(p, p + 1, "brackets are");
            return;
        }
        let (kind, frame) = match c {
            b'(' => (TokKind::LParen, FrameKind::Paren),
            b'[' => (TokKind::LBracket, FrameKind::Bracket),
            _ => {
                // `c{1}` indexes; `{1}` and `[a {1}]` build a cell.
                let after_value = self.last_ends_value();
                let index =
                    after_value && (!self.ws || !self.top().is_some_and(FrameKind::is_matrix));
                (
                    TokKind::LBrace,
                    if index {
                        FrameKind::IndexBrace
                    } else {
                        FrameKind::Cell
                    },
                )
            }
        };
        let anon = kind == TokKind::LParen && self.last() == Some(TokKind::At) && !self.ws;
        self.push(kind, p, p + 1);
        self.stack.push(Frame {
            kind: frame,
            open: p,
            anon,
        });
        self.pos = p + 1;
    }

    fn close(&mut self, c: u8) {
        let p = self.pos;
        self.pos += 1;
        let (kind, wants): (TokKind, &[FrameKind]) = match c {
            b')' => (TokKind::RParen, &[FrameKind::Paren]),
            b']' => (TokKind::RBracket, &[FrameKind::Bracket]),
            _ => (TokKind::RBrace, &[FrameKind::Cell, FrameKind::IndexBrace]),
        };
        let shown = c as char;
        match self.stack.iter().rposition(|f| wants.contains(&f.kind)) {
            Some(i) => {
                self.close_frames(i + 1, p, "expected a closing bracket before this");
                let f = self.stack.pop();
                self.ws = false;
                self.push(kind, p, p + 1);
                self.suppress_sep = f.is_some_and(|f| f.anon);
            }
            None if !self.stack.is_empty() => {
                let f = self.stack.pop().unwrap_or(Frame {
                    kind: FrameKind::Paren,
                    open: p,
                    anon: false,
                });
                let want = f.kind.closer().describe();
                let d = Diagnostic::error(
                    codes::E0204,
                    self.span(p, p + 1),
                    format!("mismatched `{shown}`: expected {want}"),
                )
                .with_label_message(format!("expected {want}"))
                .with_secondary(
                    self.span(f.open, f.open + 1),
                    format!("`{}` opened here", f.kind.open_str()),
                );
                self.diags.push(d);
                self.ws = false;
                self.push(f.kind.closer(), p, p + 1);
            }
            None => {
                let d = Diagnostic::error(
                    codes::E0204,
                    self.span(p, p + 1),
                    format!("unmatched `{shown}`"),
                )
                .with_label_message("no bracket to close here");
                self.diags.push(d);
                self.ws = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use expect_test::{Expect, expect};

    use super::*;

    /// One token per line: kind and text.
    #[track_caller]
    fn check(src: &str, expect: Expect) {
        let (toks, diags) = lex(FileId(0), src);
        let mut out = String::new();
        for t in &toks {
            let text = &src[t.span.lo as usize..t.span.hi as usize];
            out.push_str(&format!("{:?} {:?}\n", t.kind, text));
        }
        for d in &diags {
            out.push_str(&format!("error[{}] {}\n", d.code.as_str(), d.message));
        }
        expect.assert_eq(&out);
    }

    #[test]
    fn transpose_vs_string() {
        check(
            "x = a' * b.';\ny = [a' 'str' b'];",
            expect![[r#"
                Ident "x"
                Assign "="
                Ident "a"
                Quote "'"
                Star "*"
                Ident "b"
                DotQuote ".'"
                Semi ";"
                Newline "\n"
                Ident "y"
                Assign "="
                LBracket "["
                Ident "a"
                Quote "'"
                ElemSep ""
                Str "'str'"
                ElemSep ""
                Ident "b"
                Quote "'"
                RBracket "]"
                Semi ";"
            "#]],
        );
    }

    #[test]
    fn matrix_whitespace() {
        check(
            "[1 -2, 1 - 2, f (1), x.y z]",
            expect![[r#"
                LBracket "["
                Num "1"
                ElemSep ""
                Minus "-"
                Num "2"
                Comma ","
                Num "1"
                Minus "-"
                Num "2"
                Comma ","
                Ident "f"
                ElemSep ""
                LParen "("
                Num "1"
                RParen ")"
                Comma ","
                Ident "x"
                Dot "."
                Ident "y"
                ElemSep ""
                Ident "z"
                RBracket "]"
            "#]],
        );
    }

    #[test]
    fn command_syntax() {
        check(
            "hold on\nformat long g;\nx = 1;\nx -1\ny -1\n",
            expect![[r#"
                CmdName "hold"
                CmdArg "on"
                Newline "\n"
                CmdName "format"
                CmdArg "long"
                CmdArg "g"
                Semi ";"
                Newline "\n"
                Ident "x"
                Assign "="
                Num "1"
                Semi ";"
                Newline "\n"
                Ident "x"
                Minus "-"
                Num "1"
                Newline "\n"
                CmdName "y"
                CmdArg "-1"
                Newline "\n"
            "#]],
        );
    }

    #[test]
    fn continuation_and_comments() {
        check(
            "a = 1 + ... comment\n  2 % tail\n%{\nignored\n%}\nb",
            expect![[r#"
                Ident "a"
                Assign "="
                Num "1"
                Plus "+"
                Num "2"
                Newline "\n"
                Ident "b"
            "#]],
        );
    }

    #[test]
    fn numbers_and_end() {
        check(
            "a(end-1) = 1e3 + .5 + 5. + 0x1F + 3i + 2.^x + 1e",
            expect![[r#"
                Ident "a"
                LParen "("
                EndIdx "end"
                Minus "-"
                Num "1"
                RParen ")"
                Assign "="
                Num "1e3"
                Plus "+"
                Num ".5"
                Plus "+"
                Num "5."
                Plus "+"
                Num "0x1F"
                Plus "+"
                Num "3i"
                Plus "+"
                Num "2"
                DotCaret ".^"
                Ident "x"
                Plus "+"
                Num "1e"
                error[E0104] `1e` is not a valid number
            "#]],
        );
    }

    #[test]
    fn unbalanced_brackets_are_repaired() {
        check(
            "x = (1 + 2\ny = 3)",
            expect![[r#"
            Ident "x"
            Assign "="
            LParen "("
            Num "1"
            Plus "+"
            Num "2"
            RParen ""
            Newline "\n"
            Ident "y"
            Assign "="
            Num "3"
            error[E0204] this `(` is never closed
            error[E0204] unmatched `)`
        "#]],
        );
    }

    #[test]
    fn paren_continues_on_an_operator_line() {
        check(
            "if (a\n    || b)\nend",
            expect![[r#"
                If "if"
                LParen "("
                Ident "a"
                OrOr "||"
                Ident "b"
                RParen ")"
                Newline "\n"
                End "end"
            "#]],
        );
    }
}
