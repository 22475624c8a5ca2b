//! Which statements are `clear`/`clearvars` (command or call syntax) or session commands
//! (`clc;`, `close('all')`), and what a `clear` removes: syntax only, read by name
//! resolution and by lowering (`clear.rs`).

use mat2c_syntax::ast::{Ast, ExprKind, StmtId, StmtKind};

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

pub(crate) fn is_clear(name: &str) -> bool {
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
