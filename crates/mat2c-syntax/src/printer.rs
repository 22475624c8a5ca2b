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
            StmtKind::For {
                var,
                iter,
                body,
                parallel,
            } => {
                let kw = if *parallel { "Parfor" } else { "For" };
                self.line(d, role, kw, sp);
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

    /// Prints an expression tree. Iterative (explicit work stack): operator chains such as
    /// `1 + 1 + … + 1` can be thousands deep.
    fn expr(&mut self, d: usize, role: &str, id: ExprId) {
        enum Work {
            Expr(usize, String, ExprId),
            Line(usize, &'static str, &'static str),
        }
        let mut stack = vec![Work::Expr(d, role.to_string(), id)];
        while let Some(w) = stack.pop() {
            let (d, role, id) = match w {
                Work::Expr(d, role, id) => (d, role, id),
                Work::Line(d, role, text) => {
                    self.line(d, role, text, None);
                    continue;
                }
            };
            let e = self.ast.expr(id);
            let sp = Some(e.span);
            // Children in print order; pushed reversed below.
            let mut kids: Vec<Work> = Vec::new();
            let child = |d: usize, role: &str, id: ExprId| Work::Expr(d, role.to_string(), id);
            let header = match &e.kind {
                ExprKind::Number { value, imag, text } => {
                    let i = if *imag { "i" } else { "" };
                    format!("Number {text} = {value}{i}")
                }
                ExprKind::String {
                    value,
                    double_quoted,
                } => {
                    let q = if *double_quoted { "DqString" } else { "String" };
                    format!("{q} {value:?}")
                }
                ExprKind::Ident(i) => format!("Ident {}", i.name),
                ExprKind::Colon => "Colon".to_string(),
                ExprKind::End => "End".to_string(),
                ExprKind::Tilde => "Tilde".to_string(),
                ExprKind::Unary { op, operand } => {
                    kids.push(child(d + 1, "", *operand));
                    format!("Unary {}", unary(*op))
                }
                ExprKind::Postfix { op, operand } => {
                    kids.push(child(d + 1, "", *operand));
                    let o = match op {
                        PostfixOp::CTranspose => "'",
                        PostfixOp::Transpose => ".'",
                        PostfixOp::PostIncr => "++",
                        PostfixOp::PostDecr => "--",
                    };
                    format!("Postfix {o}")
                }
                ExprKind::Binary { op, lhs, rhs } => {
                    kids.push(child(d + 1, "", *lhs));
                    kids.push(child(d + 1, "", *rhs));
                    let sym = match op {
                        BinaryOp::Ne => "~=",
                        o => o.symbol(),
                    };
                    format!("Binary {sym}")
                }
                ExprKind::Range { start, step, stop } => {
                    kids.push(child(d + 1, "start: ", *start));
                    if let Some(s) = step {
                        kids.push(child(d + 1, "step: ", *s));
                    }
                    kids.push(child(d + 1, "stop: ", *stop));
                    "Range".to_string()
                }
                ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                    kids.push(child(d + 1, "base: ", *base));
                    if args.is_empty() {
                        kids.push(Work::Line(d + 1, "args:", " (none)"));
                    }
                    for &a in args {
                        kids.push(child(d + 1, "arg: ", a));
                    }
                    if matches!(e.kind, ExprKind::Index { .. }) {
                        "Index".to_string()
                    } else {
                        "CellIndex".to_string()
                    }
                }
                ExprKind::Field { base, name } => {
                    kids.push(child(d + 1, "base: ", *base));
                    format!("Field .{}", name.name)
                }
                ExprKind::DynField { base, name } => {
                    kids.push(child(d + 1, "base: ", *base));
                    kids.push(child(d + 1, "name: ", *name));
                    "DynField".to_string()
                }
                ExprKind::Matrix { rows } | ExprKind::Cell { rows } => {
                    let what = if matches!(e.kind, ExprKind::Matrix { .. }) {
                        "Matrix"
                    } else {
                        "Cell"
                    };
                    for r in rows {
                        kids.push(Work::Line(d + 1, "row:", ""));
                        for &x in r {
                            kids.push(child(d + 2, "", x));
                        }
                    }
                    if rows.is_empty() {
                        format!("{what} (empty)")
                    } else {
                        let shape = rows.iter().map(|r| r.len().to_string()).collect::<Vec<_>>();
                        format!("{what} rows=[{}]", shape.join(", "))
                    }
                }
                ExprKind::AnonFn { params: ps, body } => {
                    kids.push(child(d + 1, "body: ", *body));
                    format!("AnonFn @({})", params(ps))
                }
                ExprKind::FuncHandle { name } => format!("FuncHandle @{}", name.name),
                ExprKind::Error => "ErrorExpr".to_string(),
            };
            self.line(d, &role, &header, sp);
            stack.extend(kids.into_iter().rev());
        }
    }
}
