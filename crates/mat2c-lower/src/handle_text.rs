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

    /// How many parentheses the source wraps around `e` (those of a call's argument list
    /// excluded through `first`/`last`).
    fn parens(&self, e: ExprId, first: bool, last: bool) -> usize {
        let span = self.ast.expr(e).span;
        let bytes = self.src.as_bytes();
        let (lo, hi) = (span.lo as usize, span.hi as usize);
        if hi > bytes.len() || lo > hi {
            return 0;
        }
        let count = |it: &mut dyn Iterator<Item = &u8>, want: u8| {
            let mut n: usize = 0;
            for &b in it {
                if b == want {
                    n += 1;
                } else if !b.is_ascii_whitespace() {
                    break;
                }
            }
            n
        };
        let before = count(&mut bytes[..lo].iter().rev(), b'(').saturating_sub(usize::from(first));
        let after = count(&mut bytes[hi..].iter(), b')').saturating_sub(usize::from(last));
        before.min(after)
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
