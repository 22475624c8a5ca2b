//! `clear` and `clearvars` (command and call syntax): the named variables, or all of them,
//! become unassigned. Name resolution sees a cleared name as possibly assigned but not
//! definitely (a later read is checked at run time with Octave's "'x' undefined" message),
//! or as the function of that name when it is cleared on every path; lowering kills the
//! variable (its SSA value becomes `Undef` and its definedness flag false).
//!
//! Clearing functions (persistent variables) or global variables is only accepted where it
//! cannot matter: at the start of a script (nothing has run yet) or in a program that
//! declares no `global`/`persistent` variable at all.

use mat2c_diag::Span;
use mat2c_syntax::ast::{StmtId, StmtKind};

use crate::clear_forms::{Clear, is_kept, parse};
use crate::fn_lower::FnLower;

impl FnLower<'_, '_> {
    /// Lowers a recognised `clear` statement (`at_start`: only commands precede it at the
    /// top level of a script).
    pub(crate) fn clear_stmt(&mut self, what: Clear, at_start: bool, span: Span) {
        if at_start && !matches!(what, Clear::Unsupported(_)) {
            // Nothing has been assigned or called yet.
            return;
        }
        let quiet_program = !self.program_has_memory_vars();
        let names = match what {
            Clear::Unsupported(why) => return self.unsupported(span, &why),
            Clear::Functions | Clear::Globals if quiet_program => return,
            Clear::Functions | Clear::Globals => {
                return self.unsupported(
                    span,
                    "clearing functions or globals of a program with `global`/`persistent` variables (`clear functions`)",
                );
            }
            Clear::Everything if !quiet_program => {
                return self.unsupported(
                    span,
                    "clearing functions or globals of a program with `global`/`persistent` variables (`clear all`)",
                );
            }
            Clear::Everything | Clear::AllVars => self.all_var_names(),
            Clear::Names(names) => names,
        };
        if !self.prot.tries.is_empty() {
            return self.unsupported(span, "`clear` statements inside `try`");
        }
        if names.iter().any(|n| self.mem_var(n).is_some()) {
            return self.unsupported(
                span,
                "`clear` calls removing `global`/`persistent` variables",
            );
        }
        for name in names.iter().filter(|n| !is_kept(n)) {
            self.kill(name);
        }
    }

    /// `name` becomes unassigned: its value `Undef`, its definedness flag false.
    fn kill(&mut self, name: &str) {
        let var = self.ssa.var(name);
        let b = self.block_or_dead();
        let u = self.ssa.undef(var);
        self.ssa.def_var(var, b, u);
        if let Some(&flag) = self.flags.get(name) {
            let no = self.konst(
                mat2c_ir::Constant::Bool(false),
                crate::program::no_span(self.ast),
            );
            let b = self.block_or_dead();
            self.ssa.def_var(flag, b, no);
        }
    }

    /// True when `s` is a top-level statement of a script preceded only by commands.
    pub(crate) fn at_script_start(&self, s: StmtId) -> bool {
        let ast = self.ast;
        if self.key.func.is_some() {
            return false;
        }
        let Some(pos) = ast.script.iter().position(|&t| t == s) else {
            return false;
        };
        ast.script[..pos].iter().all(|&t| {
            matches!(ast.stmt(t).kind, StmtKind::Command { .. }) || parse(ast, t).is_some()
        })
    }

    /// Every variable name of the function: inputs, outputs, assigned names and `ans`.
    fn all_var_names(&self) -> Vec<String> {
        let ast = self.ast;
        let mut out = indexmap::IndexSet::new();
        let body = match self.key.func {
            Some(i) => {
                let f = &ast.functions[i];
                for p in f.inputs.iter().chain(&f.outputs) {
                    if let mat2c_syntax::ast::Param::Name(id) = p {
                        out.insert(id.name.clone());
                    }
                }
                &f.body
            }
            None => &ast.script,
        };
        crate::resolve::assigned_names(ast, body, &mut out);
        out.insert("ans".to_string());
        out.into_iter().collect()
    }

    /// True when any loaded file declares a `global` or `persistent` variable.
    fn program_has_memory_vars(&self) -> bool {
        self.prog.units.iter().any(|u| {
            let mut found = indexmap::IndexMap::new();
            crate::memvars::collect(u.ast, &u.ast.script, &mut found);
            for f in &u.ast.functions {
                crate::memvars::collect(u.ast, &f.body, &mut found);
            }
            !found.is_empty()
        })
    }
}
