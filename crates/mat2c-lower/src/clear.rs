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
use mat2c_syntax::ast::{Ast, ExprKind, StmtId, StmtKind};

use crate::fn_lower::FnLower;

/// What one `clear` statement removes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Clear {
    /// Every local variable (`clear`, `clear variables`, `clearvars`).
    AllVars,
    /// Local variables, global variables and functions (`clear all`, `clear -all`).
    Everything,
    /// Functions only, resetting their persistent variables (`clear functions`).
    Functions,
    /// Global variables (`clear global`).
    Globals,
    /// The named variables.
    Names(Vec<String>),
    /// A form mat2c does not support (the reason).
    Unsupported(String),
}

/// Recognises `clear …`/`clearvars …` in command syntax or as a call with string
/// arguments (`clear('x')`); `None` for any other statement.
pub(crate) fn parse(ast: &Ast, s: StmtId) -> Option<Clear> {
    let (name, args): (&str, Vec<String>) = match &ast.stmt(s).kind {
        StmtKind::Command { name, args } => (name.name.as_str(), args.clone()),
        StmtKind::Expr { expr, .. } => match &ast.expr(*expr).kind {
            ExprKind::Ident(id) => (id.name.as_str(), Vec::new()),
            ExprKind::Index { base, args } => {
                let ExprKind::Ident(id) = &ast.expr(*base).kind else {
                    return None;
                };
                let mut strs = Vec::new();
                for &a in args {
                    match &ast.expr(a).kind {
                        ExprKind::String { value, .. } => strs.push(value.clone()),
                        _ if is_clear(&id.name) => {
                            return Some(Clear::Unsupported(format!(
                                "`{}` calls with arguments other than string constants",
                                id.name
                            )));
                        }
                        _ => return None,
                    }
                }
                (id.name.as_str(), strs)
            }
            _ => return None,
        },
        _ => return None,
    };
    if !is_clear(name) {
        return None;
    }
    Some(classify(name, &args))
}

/// Commands that only affect an interactive session, also written as a bare name or call
/// (`clc;`, `close('all')`): they do nothing in a compiled program.
const SESSION: &[&str] = &["clc", "close", "drawnow", "figure", "hold", "more"];

/// `clc;` or `close('all')`: a session command in expression form (its name and string
/// arguments).
pub(crate) fn session_call(ast: &Ast, s: StmtId) -> Option<(&str, Vec<String>)> {
    let StmtKind::Expr { expr, .. } = &ast.stmt(s).kind else {
        return None;
    };
    let (id, args) = match &ast.expr(*expr).kind {
        ExprKind::Ident(id) => (id, Vec::new()),
        ExprKind::Index { base, args } => match &ast.expr(*base).kind {
            ExprKind::Ident(id) => (id, args.clone()),
            _ => return None,
        },
        _ => return None,
    };
    if !SESSION.contains(&id.name.as_str()) {
        return None;
    }
    let strs = args
        .iter()
        .map(|&a| match &ast.expr(a).kind {
            ExprKind::String { value, .. } => Some(value.clone()),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((id.name.as_str(), strs))
}

fn is_clear(name: &str) -> bool {
    matches!(name, "clear" | "clearvars")
}

/// Octave's reading of the arguments (its `do_matlab_compatible_clear` and options).
fn classify(name: &str, args: &[String]) -> Clear {
    if args.is_empty() {
        return Clear::AllVars;
    }
    let unsupported = |a: &str| Clear::Unsupported(format!("`{name} {a}` forms"));
    if name == "clearvars" {
        if let Some(a) = args.iter().find(|a| !is_plain_name(a)) {
            return unsupported(a);
        }
        return Clear::Names(args.to_vec());
    }
    if args.len() == 1 {
        match args[0].as_str() {
            "all" | "-all" | "-a" => return Clear::Everything, // tidy: string
            "functions" | "-functions" | "-f" => return Clear::Functions,
            "global" | "-global" | "-g" => return Clear::Globals,
            "variables" | "-variables" | "-v" => return Clear::AllVars,
            _ => {}
        }
    }
    if let Some(a) = args.iter().find(|a| !is_plain_name(a)) {
        return unsupported(a);
    }
    Clear::Names(args.to_vec())
}

/// A variable name without wildcards or options.
fn is_plain_name(a: &str) -> bool {
    let mut chars = a.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Names `clear` never removes in mat2c's model: the calling-convention variables.
pub(crate) fn is_kept(name: &str) -> bool {
    matches!(name, "nargin" | "nargout" | "varargin" | "varargout")
}

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
            let no = self.konst(mat2c_ir::Constant::Bool(false), crate::no_span(self.ast));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn c(name: &str, args: &[&str]) -> Clear {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        classify(name, &args)
    }

    #[test]
    fn octave_forms() {
        assert_eq!(c("clear", &[]), Clear::AllVars);
        assert_eq!(c("clear", &["all"]), Clear::Everything);
        assert_eq!(c("clear", &["-v"]), Clear::AllVars);
        assert_eq!(c("clear", &["functions"]), Clear::Functions);
        assert_eq!(
            c("clear", &["x", "y"]),
            Clear::Names(vec!["x".into(), "y".into()])
        );
        assert_eq!(c("clearvars", &["x"]), Clear::Names(vec!["x".into()]));
        assert!(matches!(c("clear", &["x*"]), Clear::Unsupported(_)));
        assert!(matches!(c("clear", &["-x", "a"]), Clear::Unsupported(_)));
        assert!(matches!(
            c("clearvars", &["-except", "a"]),
            Clear::Unsupported(_)
        ));
    }
}
