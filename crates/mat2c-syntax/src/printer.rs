//! The `--emit=ast` dump: one node per line, children indented by two spaces, each child
//! prefixed by its role (`lhs:`, `body:` …), byte spans as `@lo..hi`. Deterministic: it never
//! prints arena ids, only structure.

use std::fmt::Write;

use crate::ast::{
    Ast, BinaryOp, Block, EndKind, ExprId, ExprKind, FileKind, Function, Param, PostfixOp, StmtId,
    StmtKind, UnaryOp,
};
use mat2c_diag::Span;

/// Renders `ast` as indented text.
pub fn print_ast(ast: &Ast) -> String {
    let mut p = Printer {
        ast,
        out: String::new(),
    };
    match ast.kind {
        FileKind::Script => p.line(0, "", "Script", None),
        FileKind::Function => p.line(0, "", "FunctionFile", None),
    }
    for &s in &ast.script {
        p.stmt(1, "", s);
    }
    for f in &ast.functions {
        p.function(1, f);
    }
    p.out
}

struct Printer<'a> {
    ast: &'a Ast,
    out: String,
}

fn unary(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Plus => "+",
        UnaryOp::Not => "~",
        UnaryOp::PreIncr => "++",
        UnaryOp::PreDecr => "--",
    }
}

fn params(ps: &[Param]) -> String {
    ps.iter()
        .map(|p| match p {
            Param::Name(i) => i.name.as_str(),
            Param::Tilde(_) => "~",
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn print_flag(print: bool) -> &'static str {
    if print { "print" } else { "silent" }
}

impl Printer<'_> {
    fn line(&mut self, depth: usize, role: &str, text: &str, span: Option<Span>) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
        self.out.push_str(role);
        self.out.push_str(text);
        if let Some(s) = span {
            let _ = write!(self.out, " @{}..{}", s.lo, s.hi);
        }
        self.out.push('\n');
    }

    fn function(&mut self, d: usize, f: &Function) {
        let name = if f.name.name.is_empty() {
            "<error>"
        } else {
            f.name.name.as_str()
        };
        let end = match f.end {
            EndKind::Keyword => "end",
            EndKind::Implicit => "no-end",
        };
        self.line(d, "", &format!("Function {name} ({end})"), Some(f.span));
        self.line(d + 1, "outputs: ", &params(&f.outputs), None);
        self.line(d + 1, "inputs: ", &params(&f.inputs), None);
        self.block(d + 1, "body:", &f.body);
        if !f.nested.is_empty() {
            self.line(d + 1, "nested:", "", None);
            for n in &f.nested {
                self.function(d + 2, n);
            }
        }
    }

    fn block(&mut self, d: usize, role: &str, b: &Block) {
        if b.is_empty() {
            self.line(d, role, " (empty)", None);
            return;
        }
        self.line(d, role, "", None);
        for &s in b {
            self.stmt(d + 1, "", s);
        }
    }

    fn stmt(&mut self, d: usize, role: &str, id: StmtId) {
        let s = self.ast.stmt(id);
        let sp = Some(s.span);
        match &s.kind {
            StmtKind::Expr { expr, print } => {
                self.line(d, role, &format!("ExprStmt {}", print_flag(*print)), sp);
                self.expr(d + 1, "", *expr);
            }
            StmtKind::Assign {
                lhs,
                rhs,
                multi,
                print,
            } => {
                let m = if *multi { " multi" } else { "" };
                self.line(d, role, &format!("Assign {}{m}", print_flag(*print)), sp);
                for &l in lhs {
                    self.expr(d + 1, "lhs: ", l);
                }
                self.expr(d + 1, "rhs: ", *rhs);
            }
            StmtKind::OpAssign {
                lhs,
                op,
                rhs,
                print,
            } => {
                let text = format!("OpAssign {}= {}", op.symbol(), print_flag(*print));
                self.line(d, role, &text, sp);
                self.expr(d + 1, "lhs: ", *lhs);
                self.expr(d + 1, "rhs: ", *rhs);
            }
            StmtKind::IncDec {
                target,
                increment,
                print,
            } => {
                let op = if *increment { "++" } else { "--" };
                self.line(d, role, &format!("IncDec {op} {}", print_flag(*print)), sp);
                self.expr(d + 1, "", *target);
            }
            StmtKind::If { clauses, else_body } => {
                self.line(d, role, "If", sp);
                for (i, (c, b)) in clauses.iter().enumerate() {
                    self.expr(d + 1, if i == 0 { "if: " } else { "elseif: " }, *c);
                    self.block(d + 1, "then:", b);
                }
                if let Some(b) = else_body {
                    self.block(d + 1, "else:", b);
                }
            }
            StmtKind::For { var, iter, body } => {
                self.line(d, role, "For", sp);
                self.expr(d + 1, "var: ", *var);
                self.expr(d + 1, "iter: ", *iter);
                self.block(d + 1, "body:", body);
            }
            StmtKind::While { cond, body } => {
                self.line(d, role, "While", sp);
                self.expr(d + 1, "cond: ", *cond);
                self.block(d + 1, "body:", body);
            }
            StmtKind::DoUntil { body, cond } => {
                self.line(d, role, "DoUntil", sp);
                self.block(d + 1, "body:", body);
                self.expr(d + 1, "until: ", *cond);
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => {
                self.line(d, role, "Switch", sp);
                self.expr(d + 1, "subject: ", *subject);
                for (v, b) in cases {
                    self.expr(d + 1, "case: ", *v);
                    self.block(d + 1, "then:", b);
                }
                if let Some(b) = otherwise {
                    self.block(d + 1, "otherwise:", b);
                }
            }
            StmtKind::Break => self.line(d, role, "Break", sp),
            StmtKind::Continue => self.line(d, role, "Continue", sp),
            StmtKind::Return => self.line(d, role, "Return", sp),
            StmtKind::Global { names } | StmtKind::Persistent { names } => {
                let kw = if matches!(s.kind, StmtKind::Global { .. }) {
                    "Global"
                } else {
                    "Persistent"
                };
                let list = names
                    .iter()
                    .map(|(n, _)| n.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ");
                self.line(d, role, &format!("{kw} {list}"), sp);
                for (n, init) in names {
                    if let Some(e) = init {
                        self.expr(d + 1, &format!("init {}: ", n.name), *e);
                    }
                }
            }
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => {
                let v = catch_var
                    .as_ref()
                    .map_or(String::new(), |v| format!(" catch-var={}", v.name));
                self.line(d, role, &format!("Try{v}"), sp);
                self.block(d + 1, "body:", body);
                self.block(d + 1, "catch:", catch_body);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                self.line(d, role, "UnwindProtect", sp);
                self.block(d + 1, "body:", body);
                self.block(d + 1, "cleanup:", cleanup);
            }
            StmtKind::Command { name, args } => {
                self.line(d, role, &format!("Command {} {:?}", name.name, args), sp);
            }
            StmtKind::Error => self.line(d, role, "ErrorStmt", sp),
        }
    }

    fn args(&mut self, d: usize, args: &[ExprId]) {
        if args.is_empty() {
            self.line(d, "args:", " (none)", None);
        }
        for &a in args {
            self.expr(d, "arg: ", a);
        }
    }

    fn rows(&mut self, d: usize, role: &str, what: &str, rows: &[Vec<ExprId>], sp: Option<Span>) {
        let shape = rows.iter().map(|r| r.len().to_string()).collect::<Vec<_>>();
        let text = if rows.is_empty() {
            format!("{what} (empty)")
        } else {
            format!("{what} rows=[{}]", shape.join(", "))
        };
        self.line(d, role, &text, sp);
        for r in rows {
            self.line(d + 1, "row:", "", None);
            for &e in r {
                self.expr(d + 2, "", e);
            }
        }
    }

    fn expr(&mut self, d: usize, role: &str, id: ExprId) {
        let e = self.ast.expr(id);
        let sp = Some(e.span);
        match &e.kind {
            ExprKind::Number { value, imag, text } => {
                let i = if *imag { "i" } else { "" };
                self.line(d, role, &format!("Number {text} = {value}{i}"), sp);
            }
            ExprKind::String {
                value,
                double_quoted,
            } => {
                let q = if *double_quoted { "DqString" } else { "String" };
                self.line(d, role, &format!("{q} {value:?}"), sp);
            }
            ExprKind::Ident(i) => self.line(d, role, &format!("Ident {}", i.name), sp),
            ExprKind::Colon => self.line(d, role, "Colon", sp),
            ExprKind::End => self.line(d, role, "End", sp),
            ExprKind::Tilde => self.line(d, role, "Tilde", sp),
            ExprKind::Unary { op, operand } => {
                self.line(d, role, &format!("Unary {}", unary(*op)), sp);
                self.expr(d + 1, "", *operand);
            }
            ExprKind::Postfix { op, operand } => {
                let o = match op {
                    PostfixOp::CTranspose => "'",
                    PostfixOp::Transpose => ".'",
                };
                self.line(d, role, &format!("Postfix {o}"), sp);
                self.expr(d + 1, "", *operand);
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let sym = match op {
                    BinaryOp::Ne => "~=",
                    o => o.symbol(),
                };
                self.line(d, role, &format!("Binary {sym}"), sp);
                self.expr(d + 1, "", *lhs);
                self.expr(d + 1, "", *rhs);
            }
            ExprKind::Range { start, step, stop } => {
                self.line(d, role, "Range", sp);
                self.expr(d + 1, "start: ", *start);
                if let Some(s) = step {
                    self.expr(d + 1, "step: ", *s);
                }
                self.expr(d + 1, "stop: ", *stop);
            }
            ExprKind::Index { base, args } => {
                self.line(d, role, "Index", sp);
                self.expr(d + 1, "base: ", *base);
                self.args(d + 1, args);
            }
            ExprKind::CellIndex { base, args } => {
                self.line(d, role, "CellIndex", sp);
                self.expr(d + 1, "base: ", *base);
                self.args(d + 1, args);
            }
            ExprKind::Field { base, name } => {
                self.line(d, role, &format!("Field .{}", name.name), sp);
                self.expr(d + 1, "base: ", *base);
            }
            ExprKind::DynField { base, name } => {
                self.line(d, role, "DynField", sp);
                self.expr(d + 1, "base: ", *base);
                self.expr(d + 1, "name: ", *name);
            }
            ExprKind::Matrix { rows } => {
                self.rows(d, role, "Matrix", rows, sp);
            }
            ExprKind::Cell { rows } => {
                self.rows(d, role, "Cell", rows, sp);
            }
            ExprKind::AnonFn { params: ps, body } => {
                self.line(d, role, &format!("AnonFn @({})", params(ps)), sp);
                self.expr(d + 1, "body: ", *body);
            }
            ExprKind::FuncHandle { name } => {
                self.line(d, role, &format!("FuncHandle @{}", name.name), sp);
            }
            ExprKind::Error => self.line(d, role, "ErrorExpr", sp),
        }
    }
}
