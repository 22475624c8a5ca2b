//! `print_usage()` in a user function: Octave's `Invalid call to NAME.  Correct usage is:`
//! error with the function's plain-text help, built at compile time from the source.
//!
//! The help text is the file's first comment block when the file starts with one, else the
//! comment block right after the `function` line; each line loses its leading `%` signs.
//! The usage is the help text up to its first empty line, at most 80 characters
//! (print_usage.m's `get_usage_plain_text`); a final newline becomes a space. Texinfo help,
//! `#` comments, block comments and `%` inside a help line are reported as unsupported
//! (Octave's comment handling there is not reproduced).

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::FileKind;

use crate::fn_lower::FnLower;

/// The help lines of a function file whose `function` line starts at byte `fn_start`;
/// `Err` when the comments use a form this module does not reproduce.
fn help_lines(text: &str, fn_start: usize) -> Result<Vec<String>, ()> {
    let before = &text[..fn_start.min(text.len())];
    let first_code = before
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(|l| l.starts_with('%') || l.starts_with('#'));
    let block: Vec<&str> = if first_code == Some(true) {
        before
            .lines()
            .map(str::trim)
            .skip_while(|l| l.is_empty())
            .take_while(|l| l.starts_with('%') || l.starts_with('#'))
            .collect()
    } else {
        text[fn_start.min(text.len())..]
            .lines()
            .skip(1)
            .map(str::trim)
            .take_while(|l| l.starts_with('%') || l.starts_with('#'))
            .collect()
    };
    let mut out = Vec::new();
    for l in block {
        let body = l.trim_start_matches('%');
        if l.starts_with('#') || l.starts_with("%{") || body.contains(['%', '#']) {
            return Err(());
        }
        out.push(body.to_string());
    }
    if out
        .iter()
        .any(|l| l.contains("-*- texinfo -*-") || l.contains("Copyright"))
    {
        return Err(());
    }
    Ok(out)
}

/// Octave's message for `print_usage()` in function `name` with help `lines`.
fn usage_message(name: &str, lines: &[String]) -> String {
    let mut help: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let end = help.find("\n\n").map_or(help.len(), |k| k + 1);
    let end = end.min(80).min(help.len());
    // The help text is ASCII in practice; keep to a character boundary regardless.
    let end = (0..=end)
        .rev()
        .find(|&k| help.is_char_boundary(k))
        .unwrap_or(0);
    help.truncate(end);
    let mut msg = format!("Invalid call to {name}.  Correct usage is:\n\n{help}");
    if msg.ends_with('\n') {
        msg.pop();
        msg.push(' ');
    }
    msg
}

impl FnLower<'_, '_> {
    /// `print_usage()` as a statement of the primary function of a function file.
    pub(crate) fn print_usage_call(&mut self, nargs: usize, span: Span) -> Vec<Value> {
        let unit = &self.prog.units[self.key.unit];
        let primary = unit.ast.kind == FileKind::Function && self.key.func == Some(0);
        let lines = match (primary, nargs) {
            (true, 0) => {
                let f = &unit.ast.functions[0];
                help_lines(unit.text, f.span.lo as usize)
            }
            _ => Err(()),
        };
        let Ok(lines) = lines else {
            self.unsupported(
                span,
                "`print_usage` outside the main function of a file, with arguments, or with help text that is not plain `%` comments",
            );
            return vec![];
        };
        let name = unit.name.clone();
        let args = if lines.is_empty() {
            vec![self.konst(
                Constant::Str(format!("print_usage: '{name}' not found")),
                span,
            )]
        } else {
            vec![
                self.konst(Constant::Str("Octave:invalid-fun-call".into()), span),
                self.konst(Constant::Str("%s".into()), span),
                self.konst(Constant::Str(usage_message(&name, &lines)), span),
            ]
        };
        self.ins(
            InstData::Builtin {
                id: Bi::error,
                args,
            },
            0,
            span,
        );
        vec![]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_after_the_function_line_up_to_an_empty_line() {
        let src = "function pa(x)\n  % PA  first line\n  %   pa(x) second\n  %\n  % more\n  print_usage();\nend\n";
        let lines = help_lines(src, 0).unwrap();
        assert_eq!(
            usage_message("pa", &lines),
            "Invalid call to pa.  Correct usage is:\n\n PA  first line\n   pa(x) second "
        );
    }

    #[test]
    fn help_before_the_function_line_and_texinfo() {
        let src = "% PB top\n%  usage pb(x)\n\n% after\nfunction pb(x)\n  % inner\nend\n";
        let at = src.find("function").unwrap();
        assert_eq!(help_lines(src, at).unwrap(), [" PB top", "  usage pb(x)"]);
        assert!(help_lines("function f\n% -*- texinfo -*-\nend\n", 0).is_err());
        assert!(
            help_lines("function f\nx = 1;\nend\n", 0)
                .unwrap()
                .is_empty()
        );
    }
}
