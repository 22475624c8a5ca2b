//! `parfor`: MATLAB's rules for a parfor body, checked on the syntax tree.
//!
//! Octave runs `parfor` as a plain `for`, so it accepts any body; MATLAB classifies every
//! variable of the body (loop index, sliced input/output, broadcast, reduction, temporary) and
//! rejects a body it cannot classify, because iterations run in any order on several workers.
//! mat2c follows MATLAB: a body breaking the rules is a coded error (E0611–E0614) with
//! MATLAB's reasoning. A loop that passes is lowered like `for` and its span recorded in
//! `Function::parfor`; codegen runs it on OpenMP threads when the IR proves it safe (see
//! `mat2c-codegen`'s `writer/parallel.rs`), otherwise serially.

use indexmap::IndexMap;
use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_syntax::ast::{self, Ast, BinaryOp, ExprId, ExprKind, StmtKind};

use crate::fn_lower::FnLower;

/// How one statement of the body writes a variable.
#[derive(Clone, PartialEq, Debug)]
enum Write {
    /// `v = expr` (not of a reduction form), a `catch v`.
    Whole,
    /// The variable of a `for` loop nested in the body (MATLAB lets it subscript a sliced
    /// variable: `A(i, j)` in `for j = 1:n`).
    LoopVar,
    /// `v(args) = ...` or `v{args} = ...`: the subscripts' fingerprint, and whether they are
    /// a sliced form (the loop index in one position, fixed subscripts elsewhere).
    Indexed(String, bool),
    /// `v.f = ...` and deeper chains: never a sliced form.
    Other,
    /// `v = v op e`, `v = min(v, e)`, `v = [v, e]`: the operator.
    Reduction(RedOp),
}

/// A reduction's operator: an operator's symbol (`+`, `[,]`) or the builtin it calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RedOp {
    Sym(&'static str),
    Call(mat2c_ir::Bi),
}

impl std::fmt::Display for RedOp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RedOp::Sym(s) => f.write_str(s),
            RedOp::Call(b) => f.write_str(b.name()),
        }
    }
}

/// What the body does with each variable, in source order.
#[derive(Default)]
struct Uses {
    writes: IndexMap<String, Vec<(Span, Write)>>,
    /// Reads outside a reduction statement's own operand: `None` for a bare read, else the
    /// subscripts' fingerprint of `v(args)`.
    reads: IndexMap<String, Vec<(Span, Option<String>)>>,
    /// `break` (at the parfor's level), `return`, `global`, `persistent`.
    banned: Vec<(Span, &'static str)>,
}

struct Walker<'a> {
    ast: &'a Ast,
    uses: Uses,
    /// The loop index's name.
    index: &'a str,
    /// Every variable the body writes (known from a first walk; empty during it).
    assigned: &'a IndexMap<String, Vec<(Span, Write)>>,
}

impl<'a> Walker<'a> {
    fn write(&mut self, name: &str, span: Span, w: Write) {
        self.uses
            .writes
            .entry(name.to_string())
            .or_default()
            .push((span, w));
    }

    fn block(&mut self, b: &[ast::StmtId], depth: usize) {
        for &s in b {
            self.stmt(s, depth);
        }
    }

    fn stmt(&mut self, s: ast::StmtId, depth: usize) {
        let st = self.ast.stmt(s);
        match &st.kind {
            StmtKind::Expr { expr, .. } => self.expr(*expr),
            StmtKind::Assign {
                lhs, rhs, multi, ..
            } => {
                if !*multi
                    && let [t] = lhs[..]
                    && let ExprKind::Ident(id) = &self.ast.expr(t).kind
                    && let Some((op, others)) = reduction_form(self.ast, &id.name, *rhs)
                {
                    self.write(&id.name, st.span, Write::Reduction(op));
                    for e in others {
                        self.expr(e);
                    }
                    return;
                }
                for &t in lhs {
                    self.target(t);
                }
                self.expr(*rhs);
            }
            StmtKind::OpAssign { lhs, op, rhs, .. } => {
                let red = match op {
                    BinaryOp::Add => Some(RedOp::Sym("+")),
                    BinaryOp::Sub => Some(RedOp::Sym("-")),
                    BinaryOp::ElMul | BinaryOp::MatMul => Some(RedOp::Sym("*")),
                    _ => None,
                };
                match (&self.ast.expr(*lhs).kind, red) {
                    (ExprKind::Ident(id), Some(r)) if !reads(self.ast, *rhs, &id.name) => {
                        self.write(&id.name, st.span, Write::Reduction(r));
                    }
                    _ => {
                        self.target(*lhs);
                        self.expr(*lhs);
                    }
                }
                self.expr(*rhs);
            }
            StmtKind::IncDec { target, .. } => match &self.ast.expr(*target).kind {
                ExprKind::Ident(id) => {
                    self.write(&id.name, st.span, Write::Reduction(RedOp::Sym("+")))
                }
                _ => {
                    self.target(*target);
                    self.expr(*target);
                }
            },
            StmtKind::If { clauses, else_body } => {
                for (c, b) in clauses {
                    self.expr(*c);
                    self.block(b, depth);
                }
                if let Some(b) = else_body {
                    self.block(b, depth);
                }
            }
            StmtKind::For {
                var, iter, body, ..
            } => {
                self.expr(*iter);
                match &self.ast.expr(*var).kind {
                    ExprKind::Ident(id) => self.write(&id.name, id.span, Write::LoopVar),
                    _ => self.target(*var),
                }
                self.block(body, depth + 1);
            }
            StmtKind::While { cond, body } | StmtKind::DoUntil { body, cond } => {
                self.expr(*cond);
                self.block(body, depth + 1);
            }
            StmtKind::Switch {
                subject,
                cases,
                otherwise,
            } => {
                self.expr(*subject);
                for (c, b) in cases {
                    self.expr(*c);
                    self.block(b, depth);
                }
                if let Some(b) = otherwise {
                    self.block(b, depth);
                }
            }
            StmtKind::Break if depth == 0 => self.uses.banned.push((st.span, "break")),
            StmtKind::Return => self.uses.banned.push((st.span, "return")),
            StmtKind::Global { .. } => self.uses.banned.push((st.span, "global")),
            StmtKind::Persistent { .. } => self.uses.banned.push((st.span, "persistent")),
            StmtKind::Try {
                body,
                catch_var,
                catch_body,
            } => {
                self.block(body, depth);
                if let Some(v) = catch_var {
                    self.write(&v.name, v.span, Write::Whole);
                }
                self.block(catch_body, depth);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                self.block(body, depth);
                self.block(cleanup, depth);
            }
            StmtKind::Break | StmtKind::Continue | StmtKind::Command { .. } | StmtKind::Error => {}
        }
    }

    /// An assignment target: records the write and the reads in its subscripts.
    fn target(&mut self, t: ExprId) {
        let e = self.ast.expr(t);
        match &e.kind {
            ExprKind::Ident(id) => self.write(&id.name, e.span, Write::Whole),
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args }
                if matches!(self.ast.expr(*base).kind, ExprKind::Ident(_)) =>
            {
                if let ExprKind::Ident(id) = &self.ast.expr(*base).kind {
                    let key = fingerprint(self.ast, args);
                    // Nested loop variables count as fixed subscripts.
                    let assigned = |n: &str| {
                        self.assigned
                            .get(n)
                            .is_some_and(|ws| ws.iter().any(|(_, w)| *w != Write::LoopVar))
                    };
                    let ok = sliced(self.ast, args, self.index, &assigned);
                    self.write(&id.name, e.span, Write::Indexed(key, ok));
                }
                for &a in args {
                    self.expr(a);
                }
            }
            _ => {
                // A field or a deeper chain: the root is written in a form no slicing allows.
                let mut r = t;
                loop {
                    match &self.ast.expr(r).kind {
                        ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                            for &a in args {
                                self.expr(a);
                            }
                            r = *base;
                        }
                        ExprKind::Field { base, .. } => r = *base,
                        ExprKind::DynField { base, name } => {
                            self.expr(*name);
                            r = *base;
                        }
                        ExprKind::Ident(id) => {
                            self.write(&id.name, e.span, Write::Other);
                            break;
                        }
                        _ => break,
                    }
                }
            }
        }
    }

    fn read(&mut self, name: &str, span: Span, key: Option<String>) {
        self.uses
            .reads
            .entry(name.to_string())
            .or_default()
            .push((span, key));
    }

    fn expr(&mut self, e: ExprId) {
        let ex = self.ast.expr(e);
        match &ex.kind {
            ExprKind::Ident(id) => self.read(&id.name, ex.span, None),
            ExprKind::Index { base, args } | ExprKind::CellIndex { base, args } => {
                if let ExprKind::Ident(id) = &self.ast.expr(*base).kind {
                    let key = fingerprint(self.ast, args);
                    self.read(&id.name, ex.span, Some(key));
                } else {
                    self.expr(*base);
                }
                for &a in args {
                    self.expr(a);
                }
            }
            ExprKind::Unary { operand, .. } | ExprKind::Postfix { operand, .. } => {
                self.expr(*operand)
            }
            ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(*lhs);
                self.expr(*rhs);
            }
            ExprKind::Range { start, step, stop } => {
                self.expr(*start);
                if let Some(s) = step {
                    self.expr(*s);
                }
                self.expr(*stop);
            }
            ExprKind::Field { base, .. } => self.expr(*base),
            ExprKind::DynField { base, name } => {
                self.expr(*base);
                self.expr(*name);
            }
            ExprKind::Matrix { rows } | ExprKind::Cell { rows } => {
                for &x in rows.iter().flatten() {
                    self.expr(x);
                }
            }
            ExprKind::AnonFn { body, .. } => self.expr(*body),
            ExprKind::Number { .. }
            | ExprKind::String { .. }
            | ExprKind::Colon
            | ExprKind::End
            | ExprKind::Tilde
            | ExprKind::FuncHandle { .. }
            | ExprKind::Error => {}
        }
    }
}

/// Does `e` mention the name `v` anywhere?
fn reads(ast: &Ast, e: ExprId, v: &str) -> bool {
    let none = IndexMap::new();
    let mut w = Walker {
        ast,
        uses: Uses::default(),
        index: "",
        assigned: &none,
    };
    w.expr(e);
    w.uses.reads.contains_key(v)
}

/// `rhs` as a reduction of `v` (MATLAB's forms `v = v + e`, `e + v`, `v - e`, `v * e`,
/// `v .* e`, `v & e`, `v | e`, `min(v, e)`, `max(v, e)`, `[v, e]`, `[e, v]`, `[v; e]`,
/// `[e; v]`, with `e` not reading `v`; also a chain of one operator `v + e1 + e2`, which
/// Octave evaluates as `(v + e1) + e2`): the operator and the `e`s.
fn reduction_form(ast: &Ast, v: &str, rhs: ExprId) -> Option<(RedOp, Vec<ExprId>)> {
    let is_v = |e: ExprId| matches!(&ast.expr(e).kind, ExprKind::Ident(id) if id.name == v);
    let pick = |a: ExprId, b: ExprId, commutes: bool| -> Option<ExprId> {
        if is_v(a) && !reads(ast, b, v) {
            Some(b)
        } else if commutes && is_v(b) && !reads(ast, a, v) {
            Some(a)
        } else {
            None
        }
    };
    match &ast.expr(rhs).kind {
        ExprKind::Binary { op, lhs, rhs } => {
            let (name, commutes) = match op {
                BinaryOp::Add => (RedOp::Sym("+"), true),
                BinaryOp::Sub => (RedOp::Sym("-"), false),
                BinaryOp::ElMul | BinaryOp::MatMul => (RedOp::Sym("*"), true),
                BinaryOp::ElAnd => (RedOp::Sym("&"), true),
                BinaryOp::ElOr => (RedOp::Sym("|"), true),
                _ => return None,
            };
            if let Some(e) = pick(*lhs, *rhs, commutes) {
                return Some((name, vec![e]));
            }
            // `(v op e1) op e2`: the left operand a reduction with the same operator.
            let (inner, mut es) = reduction_form(ast, v, *lhs)?;
            if inner != name || reads(ast, *rhs, v) {
                return None;
            }
            es.push(*rhs);
            Some((name, es))
        }
        ExprKind::Index { base, args } if args.len() == 2 => {
            let name = match &ast.expr(*base).kind {
                ExprKind::Ident(f) => match mat2c_builtins::id_of(&f.name) {
                    Some(b @ (mat2c_ir::Bi::min | mat2c_ir::Bi::max)) => RedOp::Call(b),
                    _ => return None,
                },
                _ => return None,
            };
            pick(args[0], args[1], true).map(|e| (name, vec![e]))
        }
        ExprKind::Matrix { rows } => {
            let (name, a, b) = match &rows[..] {
                [r] if r.len() == 2 => (RedOp::Sym("[,]"), r[0], r[1]),
                [r1, r2] if r1.len() == 1 && r2.len() == 1 => (RedOp::Sym("[;]"), r1[0], r2[0]),
                _ => return None,
            };
            pick(a, b, true).map(|e| (name, vec![e]))
        }
        _ => None,
    }
}

/// A structural text of subscripts, equal for equal index forms (`i, :` and `i,:`).
fn fingerprint(ast: &Ast, args: &[ExprId]) -> String {
    let parts: Vec<String> = args.iter().map(|&a| expr_text(ast, a)).collect();
    parts.join(",")
}

fn expr_text(ast: &Ast, e: ExprId) -> String {
    match &ast.expr(e).kind {
        ExprKind::Ident(id) => id.name.clone(),
        ExprKind::Number { text, .. } => text.clone(),
        ExprKind::Colon => ":".into(),
        ExprKind::End => "end".into(),
        ExprKind::Binary { op, lhs, rhs } => format!(
            "({}{}{})",
            expr_text(ast, *lhs),
            op.symbol(),
            expr_text(ast, *rhs)
        ),
        ExprKind::Range { start, step, stop } => match step {
            Some(s) => format!(
                "({}:{}:{})",
                expr_text(ast, *start),
                expr_text(ast, *s),
                expr_text(ast, *stop)
            ),
            None => format!("({}:{})", expr_text(ast, *start), expr_text(ast, *stop)),
        },
        ExprKind::Unary { operand, .. } => format!("(u{})", expr_text(ast, *operand)),
        ExprKind::Index { base, args } => {
            format!("{}({})", expr_text(ast, *base), fingerprint(ast, args))
        }
        _ => format!("#{}", e.as_u32()),
    }
}

/// Is subscript `a` the loop index, alone or plus/minus a constant or broadcast scalar?
fn is_index_form(ast: &Ast, a: ExprId, index: &str, assigned: &dyn Fn(&str) -> bool) -> bool {
    let is_index = |e: ExprId| matches!(&ast.expr(e).kind, ExprKind::Ident(id) if id.name == index);
    let is_const = |e: ExprId| match &ast.expr(e).kind {
        ExprKind::Number { imag, .. } => !imag,
        ExprKind::Ident(id) => id.name != index && !assigned(&id.name),
        _ => false,
    };
    match &ast.expr(a).kind {
        ExprKind::Ident(_) => is_index(a),
        ExprKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
        } => (is_index(*lhs) && is_const(*rhs)) || (is_const(*lhs) && is_index(*rhs)),
        ExprKind::Binary {
            op: BinaryOp::Sub,
            lhs,
            rhs,
        } => is_index(*lhs) && is_const(*rhs),
        _ => false,
    }
}

/// Is subscript `a` one MATLAB allows beside the index of a sliced variable: `:`, `end`, a
/// literal, a broadcast variable, or a range of those?
fn is_fixed_subscript(ast: &Ast, a: ExprId, index: &str, assigned: &dyn Fn(&str) -> bool) -> bool {
    match &ast.expr(a).kind {
        ExprKind::Colon | ExprKind::End | ExprKind::Number { .. } => true,
        ExprKind::Ident(id) => id.name != index && !assigned(&id.name),
        ExprKind::Range { start, step, stop } => [Some(*start), *step, Some(*stop)]
            .into_iter()
            .flatten()
            .all(|x| is_fixed_subscript(ast, x, index, assigned)),
        _ => false,
    }
}

/// Does `key` (the subscripts of an indexed write) index by the loop variable in exactly one
/// position, with fixed subscripts elsewhere?
fn sliced(ast: &Ast, args: &[ExprId], index: &str, assigned: &dyn Fn(&str) -> bool) -> bool {
    let n_index = args
        .iter()
        .filter(|&&a| is_index_form(ast, a, index, assigned))
        .count();
    n_index == 1
        && args.iter().all(|&a| {
            is_index_form(ast, a, index, assigned) || is_fixed_subscript(ast, a, index, assigned)
        })
}

const WHY: &str = "MATLAB runs the iterations of a parfor-loop in any order, on several \
workers, and rejects a body whose variables it cannot classify as the loop index, sliced, \
broadcast, reduction or temporary variables; Octave runs parfor as a serial for-loop and \
accepts it. mat2c follows MATLAB's rules so that the loop can run on several threads";

/// Checks MATLAB's parfor rules for `parfor var = iter, body, end`; the diagnostics it
/// returns are errors (none: the loop may run in parallel).
fn check(ast: &Ast, var: ExprId, iter: ExprId, body: &[ast::StmtId]) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let index = match &ast.expr(var).kind {
        ExprKind::Ident(id) => id.name.clone(),
        _ => return diags,
    };
    let consecutive = match &ast.expr(iter).kind {
        ExprKind::Range { step: None, .. } => true,
        ExprKind::Range { step: Some(s), .. } => {
            matches!(&ast.expr(*s).kind, ExprKind::Number { value, imag: false, .. } if *value == 1.0)
        }
        _ => false,
    };
    if !consecutive {
        diags.push(
            Diagnostic::error(
                codes::E0611,
                ast.expr(iter).span,
                "the range of a parfor-loop must be increasing consecutive integers",
            )
            .with_label_message("not of the form `a:b`")
            .with_note(WHY)
            .with_help(format!(
                "loop over `{index} = 1:n` and compute the value from `{index}` in the body"
            )),
        );
    }
    let none = IndexMap::new();
    let mut first = Walker {
        ast,
        uses: Uses::default(),
        index: &index,
        assigned: &none,
    };
    first.block(body, 0);
    let written = first.uses.writes;
    let mut w = Walker {
        ast,
        uses: Uses::default(),
        index: &index,
        assigned: &written,
    };
    w.block(body, 0);
    let uses = w.uses;
    for (span, what) in &uses.banned {
        let msg = match *what {
            "break" | "return" => format!("`{what}` cannot be used in a parfor-loop"),
            _ => format!("`{what}` declarations cannot appear in a parfor-loop"),
        };
        diags.push(
            Diagnostic::error(codes::E0612, *span, msg)
                .with_label_message("not allowed in a parfor body")
                .with_note(
                    "every iteration of a parfor-loop runs, in any order and in parallel, so \
                     none can end the loop early or share a global or persistent variable \
                     (MATLAB rejects this; Octave runs parfor serially)",
                ),
        );
    }
    if let Some(ws) = uses.writes.get(&index) {
        let (span, _) = &ws[0];
        diags.push(
            Diagnostic::error(
                codes::E0613,
                *span,
                format!("the parfor-loop variable `{index}` cannot be assigned in the loop body"),
            )
            .with_label_message("assigned here")
            .with_note(WHY),
        );
    }
    for (name, ws) in &uses.writes {
        if *name == index
            || ws
                .iter()
                .any(|(_, w)| matches!(w, Write::Whole | Write::LoopVar))
        {
            continue; // the loop index (above), a temporary or a nested loop's variable
        }
        let reads = uses.reads.get(name).map(Vec::as_slice).unwrap_or(&[]);
        let unclassified = |span: Span, why: String| {
            Diagnostic::error(
                codes::E0614,
                span,
                format!("the variable `{name}` in a parfor cannot be classified"),
            )
            .with_label_message(why)
            .with_note(WHY)
        };
        let reds: Vec<RedOp> = ws
            .iter()
            .filter_map(|(_, w)| match w {
                Write::Reduction(op) => Some(*op),
                _ => None,
            })
            .collect();
        if !reds.is_empty() {
            // A reduction variable: only ever `v = v op e`, with one operator.
            if let Some((span, _)) = ws.iter().find(|(_, w)| !matches!(w, Write::Reduction(_))) {
                diags.push(unclassified(
                    *span,
                    "assigned here, but also used as a reduction variable".into(),
                ));
            } else if let Some((span, _)) = reads.first() {
                diags.push(unclassified(
                    *span,
                    format!(
                        "a reduction variable (`{name} = {name} {} ...`) cannot be read elsewhere in the loop",
                        reds[0]
                    ),
                ));
            } else if let Some((span, _)) = ws.iter().find(|(_, w)| *w != ws[0].1) {
                diags.push(unclassified(
                    *span,
                    "reduced with different operators in one loop".into(),
                ));
            }
            continue;
        }
        // A sliced output: every write `v(..., index, ...) = ...`, all with one subscript form.
        if let Some((span, _)) = ws
            .iter()
            .find(|(_, w)| !matches!(w, Write::Indexed(_, true)))
        {
            diags.push(unclassified(
                *span,
                format!(
                    "indexed by something other than the loop variable `{index}`, so two iterations could write the same element"
                ),
            ));
            continue;
        }
        let key = match &ws[0].1 {
            Write::Indexed(k, _) => k.clone(),
            _ => continue,
        };
        if let Some((span, _)) = ws
            .iter()
            .find(|(_, w)| !matches!(w, Write::Indexed(k, _) if *k == key))
        {
            diags.push(unclassified(
                *span,
                "a sliced variable must be indexed the same way everywhere in the loop".into(),
            ));
            continue;
        }
        if let Some((span, _)) = reads.iter().find(|(_, k)| k.as_deref() != Some(&key)) {
            diags.push(unclassified(
                *span,
                format!(
                    "a sliced output can only be read as `{name}(...)` with the subscripts it is assigned with"
                ),
            ));
        }
    }
    diags
}

impl<'p, 'a> FnLower<'p, 'a> {
    /// `parfor var = iter ... end`: MATLAB's rules, then a `for` loop whose span is recorded
    /// as a parfor (to run in parallel when codegen proves it safe).
    pub(crate) fn parfor_stmt(
        &mut self,
        var: ExprId,
        iter: ExprId,
        body: &[ast::StmtId],
        span: Span,
    ) {
        let diags = check(self.ast, var, iter, body);
        let ok = diags.is_empty();
        for d in diags {
            self.error(d);
        }
        self.for_stmt(var, iter, body, span);
        if ok {
            self.ssa.func.parfor.push(span);
        }
    }
}
