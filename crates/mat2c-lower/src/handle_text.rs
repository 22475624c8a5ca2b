//! The text Octave shows for an anonymous function (display, `disp`, `func2str`).
//!
//! Octave does not keep the source text: it reprints the body from its parse tree with its
//! own spacing (`x.^2+a` shows as `x .^ 2 + a`, calls as `f (x)`, `~` as `!`). Literals and
//! parentheses are kept as written, so they come from the source text here.

use mat2c_syntax::ast::{Ast, BinaryOp, ExprId, ExprKind, Param, PostfixOp, UnaryOp};

/// Octave's text of `@(params) body` (`nested` for an anonymous function inside another's
/// body, which Octave prints without the space after the parameter list).
pub(crate) fn anon_text(
    ast: &Ast,
    src: &str,
    params: &[Param],
    body: ExprId,
    nested: bool,
) -> String {
    let mut p = Printer {
        ast,
        src,
        out: String::new(),
    };
    p.anon(params, body, nested);
    p.out
}

/// Octave's text of expression `e` as it reprints it (`assert (x > 3) failed`).
pub(crate) fn expr_text(ast: &Ast, src: &str, e: ExprId) -> String {
    let mut p = Printer {
        ast,
        src,
        out: String::new(),
    };
    p.expr(e);
    p.out
}

struct Printer<'a> {
    ast: &'a Ast,
    src: &'a str,
    out: String,
}

fn binary(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Add => "+",
        Sub => "-",
        MatMul => "*",
        ElMul => ".*",
        MatRDiv => "/",
        ElRDiv => "./",
        MatLDiv => "\\",
        ElLDiv => ".\\",
        MatPow => "^",
        ElPow => ".^",
        Lt => "<",
        Le => "<=",
        Gt => ">",
        Ge => ">=",
        Eq => "==",
        Ne => "!=",
        ElAnd => "&",
        ElOr => "|",
        AndAnd => "&&",
        OrOr => "||",
    }
}

fn unary(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Plus => "+",
        UnaryOp::Not => "!",
        UnaryOp::PreIncr => "++",
        UnaryOp::PreDecr => "--",
    }
}

impl Printer<'_> {
    fn anon(&mut self, params: &[Param], body: ExprId, nested: bool) {
        self.out.push_str("@(");
        let names: Vec<&str> = params
            .iter()
            .map(|p| match p {
                Param::Name(id) => id.name.as_str(),
                Param::Tilde(_) => "~",
            })
            .collect();
        self.out.push_str(&names.join(", "));
        self.out.push(')');
        if !nested {
            self.out.push(' ');
        }
        self.operand(body, false, false);
    }

    /// The source range of `e` with the parentheses inside it: a binary expression's span
    /// runs from its left operand's span, so `(a)+(b)` has the span `a)+(b`.
    fn extent(&self, e: ExprId) -> (usize, usize) {
        let node = self.ast.expr(e);
        let (mut lo, mut hi) = (node.span.lo as usize, node.span.hi as usize);
        let edges: Vec<ExprId> = match &node.kind {
            ExprKind::Binary { lhs, rhs, .. } => vec![*lhs, *rhs],
            ExprKind::Range { start, stop, .. } => vec![*start, *stop],
            ExprKind::Unary { operand, .. } | ExprKind::Postfix { operand, .. } => vec![*operand],
            ExprKind::Index { base, .. }
            | ExprKind::CellIndex { base, .. }
            | ExprKind::Field { base, .. }
            | ExprKind::DynField { base, .. } => vec![*base],
            _ => vec![],
        };
        for c in edges {
            let (_, clo, chi) = self.wrapped(c, false, false);
            lo = lo.min(clo);
            hi = hi.max(chi);
        }
        (lo, hi)
    }

    /// How many parentheses the source wraps around `e` (those of a call's argument list
    /// excluded through `first`/`last`), and the range they enclose.
    fn wrapped(&self, e: ExprId, first: bool, last: bool) -> (usize, usize, usize) {
        let (lo, hi) = self.extent(e);
        let bytes = self.src.as_bytes();
        if hi > bytes.len() || lo > hi {
            return (0, lo, hi);
        }
        // Positions just outside each of the first `n` matching characters.
        let scan = |it: &mut dyn Iterator<Item = (usize, &u8)>, want: u8| {
            let mut found: Vec<usize> = Vec::new();
            for (i, &b) in it {
                if b == want {
                    found.push(i);
                } else if !b.is_ascii_whitespace() {
                    break;
                }
            }
            found
        };
        let before = scan(&mut bytes[..lo].iter().enumerate().rev(), b'(');
        let after = scan(
            &mut bytes[hi..].iter().enumerate().map(|(i, b)| (i + hi, b)),
            b')',
        );
        let nb = before.len().saturating_sub(usize::from(first));
        let na = after.len().saturating_sub(usize::from(last));
        let n = nb.min(na);
        if n == 0 {
            return (0, lo, hi);
        }
        (n, before[n - 1], after[n - 1] + 1)
    }

    /// How many parentheses the source wraps around `e`.
    fn parens(&self, e: ExprId, first: bool, last: bool) -> usize {
        self.wrapped(e, first, last).0
    }

    /// An expression in a position where the source may have parenthesised it.
    fn operand(&mut self, e: ExprId, first: bool, last: bool) {
        let n = self.parens(e, first, last);
        for _ in 0..n {
            self.out.push('(');
        }
        self.expr(e);
        for _ in 0..n {
            self.out.push(')');
        }
    }

    fn list(&mut self, items: &[ExprId], call: bool) {
        for (i, &a) in items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.operand(a, call && i == 0, call && i + 1 == items.len());
        }
    }

    fn rows(&mut self, rows: &[Vec<ExprId>], open: char, close: char) {
        self.out.push(open);
        let rows: Vec<&Vec<ExprId>> = rows.iter().filter(|r| !r.is_empty()).collect();
        for (i, r) in rows.iter().enumerate() {
            if i > 0 {
                self.out.push_str("; ");
            }
            self.list(r, false);
        }
        self.out.push(close);
    }

    fn expr(&mut self, e: ExprId) {
        let ast = self.ast;
        let node = ast.expr(e);
        match &node.kind {
            ExprKind::Number { text, .. } => self.out.push_str(text),
            ExprKind::String { .. } => {
                let (lo, hi) = (node.span.lo as usize, node.span.hi as usize);
                self.out.push_str(self.src.get(lo..hi).unwrap_or(""));
            }
            ExprKind::Ident(id) => self.out.push_str(&id.name),
            ExprKind::Colon => self.out.push(':'),
            ExprKind::End => self.out.push_str("end"),
            ExprKind::Tilde => self.out.push('~'),
            ExprKind::Unary { op, operand } => {
                self.out.push_str(unary(*op));
                self.operand(*operand, false, false);
            }
            ExprKind::Postfix { op, operand } => {
                self.operand(*operand, false, false);
                self.out.push_str(match op {
                    PostfixOp::CTranspose => "'",
                    PostfixOp::Transpose => ".'",
                    PostfixOp::PostIncr => "++",
                    PostfixOp::PostDecr => "--",
                });
            }
            ExprKind::Binary { op, lhs, rhs } => {
                self.operand(*lhs, false, false);
                self.out.push(' ');
                self.out.push_str(binary(*op));
                self.out.push(' ');
                self.operand(*rhs, false, false);
            }
            ExprKind::Range { start, step, stop } => {
                self.operand(*start, false, false);
                self.out.push(':');
                if let Some(s) = step {
                    self.operand(*s, false, false);
                    self.out.push(':');
                }
                self.operand(*stop, false, false);
            }
            ExprKind::Index { base, args } => {
                self.operand(*base, false, false);
                self.out.push_str(" (");
                self.list(args, true);
                self.out.push(')');
            }
            ExprKind::CellIndex { base, args } => {
                self.operand(*base, false, false);
                self.out.push('{');
                self.list(args, false);
                self.out.push('}');
            }
            ExprKind::Field { base, name } => {
                self.operand(*base, false, false);
                self.out.push('.');
                self.out.push_str(&name.name);
            }
            ExprKind::DynField { base, name } => {
                self.operand(*base, false, false);
                self.out.push_str(".(");
                self.expr(*name);
                self.out.push(')');
            }
            ExprKind::Matrix { rows } => self.rows(rows, '[', ']'),
            ExprKind::Cell { rows } => self.rows(rows, '{', '}'),
            ExprKind::AnonFn { params, body } => self.anon(params, *body, true),
            ExprKind::FuncHandle { name } => {
                self.out.push('@');
                self.out.push_str(&name.name);
            }
            ExprKind::Error => {}
        }
    }
}
