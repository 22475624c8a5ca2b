//! `global` and `persistent` variables: every read is a `load` of the variable's cell and
//! every assignment a `store`, so other functions (globals) and later calls (persistents) see
//! each change. A name declared in a function is a memory variable in the whole function;
//! its cell starts as `[]`, as in Octave.

use indexmap::IndexMap;
use mat2c_diag::Span;
use mat2c_ir::{Bi, Cell, CellKind, InstData, Value};
use mat2c_syntax::ast::{self, StmtKind};

use crate::fn_lower::FnLower;

/// The names declared `global` or `persistent` anywhere in `body` (first declaration wins).
pub(crate) fn collect(ast: &ast::Ast, body: &[ast::StmtId], out: &mut IndexMap<String, CellKind>) {
    for &s in body {
        match &ast.stmt(s).kind {
            StmtKind::Global { names } | StmtKind::Persistent { names } => {
                let kind = if matches!(ast.stmt(s).kind, StmtKind::Global { .. }) {
                    CellKind::Global
                } else {
                    CellKind::Persistent
                };
                for (n, _) in names {
                    out.entry(n.name.clone()).or_insert(kind);
                }
            }
            StmtKind::If { clauses, else_body } => {
                for (_, b) in clauses {
                    collect(ast, b, out);
                }
                if let Some(b) = else_body {
                    collect(ast, b, out);
                }
            }
            StmtKind::Switch {
                cases, otherwise, ..
            } => {
                for (_, b) in cases {
                    collect(ast, b, out);
                }
                if let Some(b) = otherwise {
                    collect(ast, b, out);
                }
            }
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoUntil { body, .. } => collect(ast, body, out),
            StmtKind::Try {
                body, catch_body, ..
            } => {
                collect(ast, body, out);
                collect(ast, catch_body, out);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                collect(ast, body, out);
                collect(ast, cleanup, out);
            }
            _ => {}
        }
    }
}

impl FnLower<'_, '_> {
    /// The cell kind of `name` when it is a global or persistent variable of this function.
    pub(crate) fn mem_var(&self, name: &str) -> Option<CellKind> {
        self.mem_vars.get(name).copied()
    }

    fn cell(&self, name: &str, kind: CellKind) -> Cell {
        Cell {
            kind,
            name: name.to_string(),
        }
    }

    pub(crate) fn load_mem(&mut self, name: &str, kind: CellKind) -> Value {
        let span = crate::program::no_span(self.ast);
        let cell = self.cell(name, kind);
        let v = self.ins1(InstData::Load { cell }, span);
        self.ssa.func.var_names[v] = Some(name.to_string());
        v
    }

    pub(crate) fn store_mem(&mut self, name: &str, kind: CellKind, v: Value) {
        let span = crate::program::no_span(self.ast);
        let cell = self.cell(name, kind);
        self.ins(InstData::Store { cell, arg: v }, 0, span);
    }

    /// `global a b` / `persistent a b`: the cells exist from the start, so the declaration
    /// itself does nothing, except for Octave's initialisers (`persistent n = 0`), which
    /// assign only when the variable is first created (see [`Self::initialise`]).
    pub(crate) fn declaration(&mut self, names: &[(ast::Ident, Option<ast::ExprId>)], span: Span) {
        for (n, init) in names {
            if let Some(kind) = self.mem_var(&n.name)
                && self.has_initialiser(&n.name, kind)
            {
                self.initialise(&n.name, kind, *init, span);
            }
        }
        if self.key.func.is_none()
            && matches!(
                names.first().and_then(|(n, _)| self.mem_var(&n.name)),
                Some(CellKind::Persistent)
            )
        {
            self.error(
                mat2c_diag::Diagnostic::error(
                    mat2c_diag::codes::E0206,
                    span,
                    "`persistent` outside a function",
                )
                .with_label_message("only functions have persistent variables"),
            );
        }
    }
}

impl FnLower<'_, '_> {
    /// True when some declaration of `name` has an initialiser: in the program for a global,
    /// in this file for a persistent (a superset of this function, which is harmless).
    fn has_initialiser(&self, name: &str, kind: CellKind) -> bool {
        let with_init = |a: &ast::Ast| {
            a.stmts.values().any(|st| match &st.kind {
                StmtKind::Global { names } if kind == CellKind::Global => {
                    names.iter().any(|(n, i)| n.name == name && i.is_some())
                }
                StmtKind::Persistent { names } if kind == CellKind::Persistent => {
                    names.iter().any(|(n, i)| n.name == name && i.is_some())
                }
                _ => false,
            })
        };
        match kind {
            CellKind::Global => self.prog.units.iter().any(|u| with_init(u.ast)),
            _ => with_init(self.ast),
        }
    }

    /// A declaration of a variable that has an initialiser somewhere: a companion cell
    /// (named so no MATLAB name can clash) records that the variable exists; the initialiser
    /// of this declaration, if any, runs only while that cell is still `[]`.
    fn initialise(&mut self, name: &str, kind: CellKind, init: Option<ast::ExprId>, span: Span) {
        let created = format!("\0init\0{name}");
        if let Some(init) = init {
            let seen = self.load_mem(&created, kind);
            let fresh = self.ins1(
                InstData::Builtin {
                    id: Bi::isempty,
                    args: vec![seen],
                },
                span,
            );
            let b = self.block_or_dead();
            let then_b = self.ssa.create_block();
            let join = self.ssa.create_block();
            self.ssa.brif(b, fresh, then_b, join, span);
            self.ssa.seal(then_b);
            self.cur = Some(then_b);
            let v = self.expr(init);
            self.store_mem(name, kind, v);
            let end = self.block_or_dead();
            self.ssa.jump(end, join, span);
            self.ssa.seal(join);
            self.cur = Some(join);
        }
        let yes = self.konst(mat2c_ir::Constant::Bool(true), span);
        self.store_mem(&created, kind, yes);
    }

    /// `format`, `format short g`, `format compact`, …: the printer's settings are run-time
    /// state. Other modes (`format rat`, `format long e`, …) are rejected.
    pub(crate) fn format_command(&mut self, args: &[String], span: Span) {
        // Each word is a state, except `g`/`e` right after `short`/`long` (as Octave reads it).
        let ok = args.iter().enumerate().all(|(k, a)| {
            mat2c_builtins::is_format_state(a)
                || ((a == "g" || a == "e") // tidy: string
                    && k > 0
                    && ["short", "long"]
                        .iter()
                        .any(|m| args[k - 1].eq_ignore_ascii_case(m)))
        });
        if !ok {
            return self.unsupported(
                span,
                &format!(
                    "display formats other than `short`, `long` (also with `g` or `e`), `compact` and `loose` (`format {}`)",
                    args.join(" ")
                ),
            );
        }
        let args = args
            .iter()
            .map(|m| self.konst(mat2c_ir::Constant::Str(m.clone().into()), span))
            .collect();
        self.ins(
            InstData::Builtin {
                id: Bi::format,
                args,
            },
            0,
            span,
        );
    }
}

/// True when some loaded file may turn on `format compact` (a `format` command naming it, or a
/// call of `format` with an argument that is not a literal naming another state): the
/// compile-time text of an anonymous function's display assumes `format loose`.
pub(crate) fn program_may_compact(units: &[crate::program::SourceUnit<'_>]) -> bool {
    let other_state = |s: &str| {
        [
            "short", "long", "shortg", "longg", "shorte", "longe", "g", "e", "loose",
        ]
        .iter()
        .any(|m| s.eq_ignore_ascii_case(m))
    };
    units.iter().any(|u| {
        let ast = u.ast;
        let commands = ast.stmts.values().any(|st| {
            matches!(&st.kind, StmtKind::Command { name, args }
                if mat2c_builtins::id_of(&name.name) == Some(Bi::format) && args.iter().any(|a| !other_state(a)))
        });
        let calls = ast.exprs.values().any(|e| {
            let ast::ExprKind::Index { base, args } = &e.kind else {
                return false;
            };
            matches!(&ast.expr(*base).kind, ast::ExprKind::Ident(id) if mat2c_builtins::id_of(&id.name) == Some(Bi::format))
                && args.iter().any(|&a| {
                    !matches!(&ast.expr(a).kind, ast::ExprKind::String { value, .. } if other_state(value))
                })
        });
        commands || calls
    })
}
