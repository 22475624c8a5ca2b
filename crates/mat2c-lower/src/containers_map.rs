//! `containers.Map`, Octave's handle class (`+containers/Map.m`), lowered to four runtime
//! entries (`runtime-c/mt_map.c`): `m2c_map_new(args...)` for the constructor,
//! `m2c_map_get(m, key)` for `m(key)`, `m = m2c_map_set(m, key, v)` for `m(key) = v`, and
//! `m2c_map_call('name', m, args...)` for the methods and properties (`keys(m)`,
//! `m.keys()`, `values`, `isKey`, `remove`, `Count`, `KeyType`, `ValueType`, and `length`,
//! `numel`, `size`, `isempty`, `class` of a Map).
//!
//! Which variables hold a Map is decided from the syntax of the function: a name assigned
//! `containers.Map(...)`, or another such name, anywhere in the body. Such a name must hold
//! a Map wherever it is assigned (else `E0601`); Maps passed to or returned from functions
//! or stored in containers are not followed. All the entries are impure: a Map is a
//! reference object, so two reads of one key are not one value when an aliasing copy
//! was assigned between them, and an assignment through a copy must not be removed.

use indexmap::IndexSet;
use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind, StmtKind};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;
use crate::resolve::NameKind;

/// Builtins that Map overloads.
fn is_overloaded(name: &str) -> bool {
    matches!(
        mat2c_builtins::id_of(name),
        Some(Bi::length | Bi::numel | Bi::size | Bi::isempty | Bi::class | Bi::disp)
    )
}

/// `containers.Map` (the class name itself), where `containers` is not a variable.
pub(crate) fn is_ctor(ast: &ast::Ast, e: ast::ExprId) -> bool {
    matches!(&ast.expr(e).kind,
        ExprKind::Field { base, name } if name.name == "Map"
            && matches!(&ast.expr(*base).kind, ExprKind::Ident(id) if id.name == "containers"))
}

/// The names assigned a Map in `body` (see the module doc).
pub(crate) fn map_vars(ast: &ast::Ast, body: &[ast::StmtId]) -> IndexSet<String> {
    let mut assigns = Vec::new();
    each_assign(ast, body, &mut assigns);
    let mut out = IndexSet::new();
    loop {
        let before = out.len();
        for &(lhs, rhs) in &assigns {
            let ExprKind::Ident(id) = &ast.expr(lhs).kind else {
                continue;
            };
            if is_map_expr(ast, rhs, &out) {
                out.insert(id.name.clone());
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

fn is_map_expr(ast: &ast::Ast, e: ast::ExprId, vars: &IndexSet<String>) -> bool {
    match &ast.expr(e).kind {
        ExprKind::Index { base, .. } => is_ctor(ast, *base),
        ExprKind::Ident(id) => vars.contains(&id.name),
        _ => is_ctor(ast, e),
    }
}

/// Every single-target `lhs = rhs` of `body`, nested blocks included.
fn each_assign(ast: &ast::Ast, body: &[ast::StmtId], out: &mut Vec<(ast::ExprId, ast::ExprId)>) {
    for &s in body {
        match &ast.stmt(s).kind {
            StmtKind::Assign { lhs, rhs, .. } => {
                for &l in lhs {
                    out.push((l, *rhs));
                }
            }
            StmtKind::If { clauses, else_body } => {
                for (_, b) in clauses {
                    each_assign(ast, b, out);
                }
                if let Some(b) = else_body {
                    each_assign(ast, b, out);
                }
            }
            StmtKind::Switch {
                cases, otherwise, ..
            } => {
                for (_, b) in cases {
                    each_assign(ast, b, out);
                }
                if let Some(b) = otherwise {
                    each_assign(ast, b, out);
                }
            }
            StmtKind::For { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoUntil { body, .. } => each_assign(ast, body, out),
            StmtKind::Try {
                body, catch_body, ..
            } => {
                each_assign(ast, body, out);
                each_assign(ast, catch_body, out);
            }
            StmtKind::UnwindProtect { body, cleanup } => {
                each_assign(ast, body, out);
                each_assign(ast, cleanup, out);
            }
            _ => {}
        }
    }
}

impl FnLower<'_, '_> {
    /// The Map variable `e` names, if it is one.
    pub(crate) fn map_var(&self, e: ast::ExprId) -> Option<&str> {
        match &self.ast.expr(e).kind {
            ExprKind::Ident(id)
                if self.map_vars.contains(&id.name)
                    && matches!(self.res.kinds[e], Some(NameKind::Var { .. })) =>
            {
                Some(id.name.as_str())
            }
            _ => None,
        }
    }

    /// A Map operand: a Map variable, or a constructor call (`isempty(containers.Map())`).
    fn is_map_operand(&self, e: ast::ExprId) -> bool {
        self.map_var(e).is_some() || (is_map_expr(self.ast, e, &IndexSet::new()))
    }

    fn map_read(&mut self, e: ast::ExprId) -> Value {
        if self.map_var(e).is_none() {
            return self.expr(e);
        }
        let name = self.map_var(e).unwrap_or_default().to_string();
        if let Some(NameKind::Var { maybe_undef: true }) = self.res.kinds[e] {
            self.check_defined(&name, self.ast.expr(e).span);
        }
        self.read(&name)
    }

    fn map_entry(&mut self, id: Bi, args: Vec<Value>, nres: usize, span: Span) -> Vec<Value> {
        self.ins(InstData::Builtin { id, args }, nres, span)
    }

    /// `m2c_map_call('name', m, args...)` with the results the site asks for.
    fn map_method(
        &mut self,
        name: &str,
        map: ast::ExprId,
        args: &[ast::ExprId],
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let n = self.konst(Constant::Str(name.into()), span);
        let m = self.map_read(map);
        let mut argv = vec![n, m];
        argv.extend(args.iter().map(|&a| self.expr(a)));
        // `disp(m)` prints; it gives nothing.
        if mat2c_builtins::id_of(name) == Some(Bi::disp) {
            self.ins(
                InstData::Builtin {
                    id: Bi::disp,
                    args: vec![argv[1]],
                },
                0,
                span,
            );
            return Vec::new();
        }
        let nres = match nargout {
            Nargout::Exactly(k) => k.max(1),
            Nargout::Statement => 1,
        };
        // `[n, one] = size(m)` is the only method with several outputs.
        if nres > 1 && (mat2c_builtins::id_of(name) != Some(Bi::size) || !args.is_empty()) {
            self.unsupported(span, "several outputs of a `containers.Map` method");
            return vec![self.konst(Constant::Empty, span)];
        }
        self.map_entry(Bi::m2c_map_call, argv, nres, span)
    }

    /// An expression that is a Map operation, lowered; `None` for any other expression.
    pub(crate) fn map_expr(&mut self, e: ast::ExprId, nargout: Nargout) -> Option<Vec<Value>> {
        let ast = self.ast;
        let span = ast.expr(e).span;
        match &ast.expr(e).kind {
            // `m` itself: only copied (`m2 = m`) or shown (`m`), both lowered before here.
            ExprKind::Ident(_) if self.map_var(e).is_some() => {
                self.unsupported(
                    span,
                    "uses of a `containers.Map` as a value (passed to a function, stored, compared)",
                );
                Some(vec![self.konst(Constant::Empty, span)])
            }
            _ if is_ctor(ast, e) && self.ctor_here(e) => {
                Some(self.map_entry(Bi::m2c_map_new, Vec::new(), 1, span))
            }
            ExprKind::Index { base, args } if is_ctor(ast, *base) && self.ctor_here(*base) => {
                let argv = args.iter().map(|&a| self.expr(a)).collect();
                Some(self.map_entry(Bi::m2c_map_new, argv, 1, span))
            }
            // m(key)
            ExprKind::Index { base, args } if self.map_var(*base).is_some() => {
                let m = self.map_read(*base);
                let mut argv = vec![m];
                argv.extend(args.iter().map(|&a| self.expr(a)));
                Some(self.map_entry(Bi::m2c_map_get, argv, 1, span))
            }
            // m.name and m.name(args)
            ExprKind::Field { base, name } if self.map_var(*base).is_some() => {
                Some(self.map_method(&name.name.clone(), *base, &[], nargout, span))
            }
            ExprKind::Index { base, args } => match &ast.expr(*base).kind {
                ExprKind::Field { base: m, name } if self.map_var(*m).is_some() => {
                    let takes = matches!(name.name.as_str(), "values" | "isKey" | "remove");
                    if !takes && !args.is_empty() {
                        self.unsupported(
                            span,
                            "indexes into the result of a `containers.Map` method",
                        );
                        return Some(vec![self.konst(Constant::Empty, span)]);
                    }
                    Some(self.map_method(&name.name.clone(), *m, args, nargout, span))
                }
                // keys(m), length(m), ...
                ExprKind::Ident(f) => {
                    let first = *args.first()?;
                    let fname = f.name.clone();
                    let method = crate::resolve::is_map_method_name(&fname)
                        && self.res.kinds[*base].is_none();
                    let builtin = is_overloaded(&fname)
                        && matches!(self.res.kinds[*base], Some(NameKind::Builtin));
                    if !(method || builtin) {
                        return None;
                    }
                    if !self.is_map_operand(first) {
                        // The method names are not functions of Octave's.
                        return method.then(|| {
                            self.raise_undefined(&fname, ast.expr(*base).span);
                            vec![self.konst(Constant::Empty, span)]
                        });
                    }
                    Some(self.map_method(&fname, first, &args[1..], nargout, span))
                }
                _ => None,
            },
            _ => None,
        }
    }

    fn map_var_target(&self, base: ast::ExprId) -> bool {
        matches!(&self.ast.expr(base).kind, ExprKind::Ident(id) if self.map_vars.contains(&id.name))
    }

    /// Stores `v` by `m(key) = v` (also for `m(key) += 1`, `[m(key), x] = ...`); false when
    /// `lhs` is not a key of a Map variable.
    pub(crate) fn map_store(
        &mut self,
        lhs: ast::ExprId,
        v: Value,
        print: bool,
        span: Span,
    ) -> bool {
        let ast = self.ast;
        let ExprKind::Index { base, args } = &ast.expr(lhs).kind else {
            return false;
        };
        let ExprKind::Ident(id) = &ast.expr(*base).kind else {
            return false;
        };
        if !self.map_vars.contains(&id.name) {
            return false;
        }
        let name = id.name.clone();
        let m = self.read(&name);
        let mut argv = vec![m];
        argv.extend(args.iter().map(|&a| self.expr(a)));
        argv.push(v);
        let nv = self.map_entry(Bi::m2c_map_set, argv, 1, span)[0];
        self.def(&name, nv, span);
        if print {
            self.display(&name, nv, span);
        }
        true
    }

    /// The statement `m` (shown under its name); false for other statements.
    pub(crate) fn map_stmt(&mut self, e: ast::ExprId, print: bool, span: Span) -> bool {
        let Some(name) = self.map_var(e).map(str::to_string) else {
            return false;
        };
        let v = self.map_read(e);
        if print {
            self.display(&name, v, span);
        }
        true
    }

    /// `containers` names the package here (it is not a variable).
    fn ctor_here(&self, field: ast::ExprId) -> bool {
        let ExprKind::Field { base, .. } = &self.ast.expr(field).kind else {
            return false;
        };
        !matches!(self.res.kinds[*base], Some(NameKind::Var { .. }))
    }

    /// `m(key) = v` (and `m(key) = []`, which stores `[]`) on a Map variable; false for any
    /// other assignment. Assigning a Map name anything but a Map is `E0601`.
    pub(crate) fn map_assign(
        &mut self,
        lhs: ast::ExprId,
        rhs: ast::ExprId,
        print: bool,
        span: Span,
    ) -> bool {
        let ast = self.ast;
        match &ast.expr(lhs).kind {
            ExprKind::Ident(id) if self.map_vars.contains(&id.name) => {
                if !is_map_expr(ast, rhs, &self.map_vars) {
                    self.unsupported(
                        span,
                        "assignments of other values to a variable that holds a `containers.Map`",
                    );
                    return true;
                }
                if self.map_var(rhs).is_none() {
                    return false;
                }
                // `m2 = m`: one more name for the same Map.
                let name = id.name.clone();
                let v = self.map_read(rhs);
                self.def(&name, v, span);
                if print {
                    self.display(&name, v, span);
                }
                true
            }
            ExprKind::Index { base, .. } if self.map_var_target(*base) => {
                let v = self.expr(rhs);
                self.map_store(lhs, v, print, span)
            }
            // `m.Count = 3`: Octave's "properties are read-only" (the entry without a key).
            ExprKind::Field { base, .. } if self.map_var(*base).is_some() => {
                let m = self.map_read(*base);
                self.expr(rhs);
                self.map_entry(Bi::m2c_map_set, vec![m], 1, span);
                true
            }
            _ => false,
        }
    }
}
