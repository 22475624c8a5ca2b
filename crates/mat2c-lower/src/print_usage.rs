//! `print_usage()` in a user function: Octave's `Invalid call to NAME.  Correct usage is:`
//! error with the function's plain-text help, built at compile time from the source.
//!
//! The help text is the file's first comment block when the file starts with one, else the
//! comment block right after the `function` line; each line loses its leading `%` signs.
//! The usage is the help text up to its first empty line, at most 80 characters
//! (print_usage.m's `get_usage_plain_text`); a final newline becomes a space. Texinfo help
//! (`-*- texinfo -*-`) gives its `@deftypefn`/`@deftypefnx` lines as makeinfo renders them
//! (` -- RET = name (ARGS)`, one per line), with the inline commands `@var`, `@dots`,
//! `@qcode`, `@code` and the escapes `@@ @{ @}`; other commands, `#` comments outside
//! texinfo, block comments and `%` inside a plain help line are reported as unsupported
//! (Octave's comment handling there is not reproduced).

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::FileKind;

use crate::fn_lower::FnLower;

/// A function's help text, as `print_usage` reads it.
#[derive(Debug, PartialEq)]
enum Help {
    /// The comment lines without their `%` signs.
    Plain(Vec<String>),
    /// The rendered usage lines of texinfo help.
    Texinfo(Vec<String>),
}

impl Help {
    fn is_empty(&self) -> bool {
        matches!(self, Help::Plain(l) if l.is_empty())
    }
}

/// The help of a function file whose `function` line starts at byte `fn_start`; `Err` when
/// the comments use a form this module does not reproduce.
fn help_lines(text: &str, fn_start: usize) -> Result<Help, ()> {
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
    let bodies: Vec<&str> = block
        .iter()
        .map(|l| l.trim_start_matches(['%', '#']))
        .collect();
    if bodies.iter().any(|l| l.contains("-*- texinfo -*-")) {
        return texinfo_usage(&bodies).map(Help::Texinfo);
    }
    let mut out = Vec::new();
    for (l, body) in block.iter().zip(bodies) {
        if l.starts_with('#') || l.starts_with("%{") || body.contains(['%', '#']) {
            return Err(());
        }
        out.push(body.to_string());
    }
    if out.iter().any(|l| l.contains("Copyright")) {
        return Err(());
    }
    Ok(Help::Plain(out))
}

/// The usage lines of texinfo help: each `@deftypefn{x} {CATEGORY} {RET} SIGNATURE` line as
/// makeinfo's plain text renders it (the category is not shown).
fn texinfo_usage(bodies: &[&str]) -> Result<Vec<String>, ()> {
    let mut out = Vec::new();
    for b in bodies {
        let t = b.trim_start();
        let Some(rest) = t
            .strip_prefix("@deftypefnx")
            .or_else(|| t.strip_prefix("@deftypefn"))
        else {
            continue;
        };
        let (_, rest) = braced(rest.trim_start())?;
        let (ret, sig) = braced(rest.trim_start())?;
        let ret = render_texinfo(ret)?;
        let sig = render_texinfo(sig.trim())?;
        out.push(if ret.is_empty() {
            format!(" -- {sig}")
        } else {
            format!(" -- {ret} {sig}")
        });
    }
    if out.is_empty() { Err(()) } else { Ok(out) }
}

/// `{TEXT}rest` → (TEXT, rest), braces nested and `@{`/`@}` escapes kept inside TEXT.
fn braced(s: &str) -> Result<(&str, &str), ()> {
    let body = s.strip_prefix('{').ok_or(())?;
    let mut depth = 1;
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '@' => {
                chars.next();
            }
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Ok((&body[..i], &body[i + 1..]));
                }
            }
            _ => {}
        }
    }
    Err(())
}

/// Inline texinfo as plain text: `@var{x}` → `X`, `@dots{}` → `...`, `@qcode{x}`/`@code{x}`
/// → `x`, `@@ @{ @}` → the character; any other command is `Err`.
fn render_texinfo(s: &str) -> Result<String, ()> {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find('@') {
        out.push_str(&rest[..at]);
        let cmd = &rest[at + 1..];
        if let Some(c) = cmd.chars().next().filter(|c| matches!(c, '@' | '{' | '}')) {
            out.push(c);
            rest = &cmd[1..];
            continue;
        }
        let name_len = cmd
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(cmd.len());
        let (arg, after) = braced(&cmd[name_len..])?;
        let arg = render_texinfo(arg)?;
        match &cmd[..name_len] {
            // tidy: string (a texinfo command, not the builtin)
            "var" => out.push_str(&arg.to_uppercase()),
            "dots" if arg.is_empty() => out.push_str("..."),
            "qcode" | "code" => out.push_str(&arg),
            _ => return Err(()),
        }
        rest = after;
    }
    out.push_str(rest);
    Ok(out)
}

/// Octave's message for `print_usage()` in function `name` with `help`.
fn usage_message(name: &str, help: &Help) -> String {
    let lines = match help {
        Help::Texinfo(usage) => {
            return format!(
                "Invalid call to {name}.  Correct usage is:\n\n{}",
                usage.join("\n")
            );
        }
        Help::Plain(lines) => lines,
    };
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
        // A library fallback `__mat2c_NAME__` of builtin NAME speaks as NAME.
        let name = match unit
            .name
            .strip_prefix("__mat2c_")
            .and_then(|n| n.strip_suffix("__"))
        {
            Some(builtin) if mat2c_builtins::id_of(builtin).is_some() => builtin.to_string(),
            _ => unit.name.clone(),
        };
        let args = if lines.is_empty() {
            vec![self.konst(
                Constant::Str(format!("print_usage: '{name}' not found").into()),
                span,
            )]
        } else {
            vec![
                self.konst(Constant::Str("Octave:invalid-fun-call".into()), span),
                self.konst(Constant::Str("%s".into()), span),
                self.konst(Constant::Str(usage_message(&name, &lines).into()), span),
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
        assert_eq!(
            help_lines(src, at).unwrap(),
            Help::Plain(vec![" PB top".into(), "  usage pb(x)".into()])
        );
        assert!(help_lines("function f\n% -*- texinfo -*-\nend\n", 0).is_err());
        let tex = "## -*- texinfo -*-\n## @deftypefn  {} {@var{yi} =} f (@var{x}, @dots{})\n## @deftypefnx {} {} f (\"pp\", @@x)\n## text\n## @end deftypefn\nfunction yi = f(x)\nend\n";
        let at = tex.find("function").unwrap();
        let lines = help_lines(tex, at).unwrap();
        assert_eq!(
            usage_message("f", &lines),
            "Invalid call to f.  Correct usage is:\n\n -- YI = f (X, ...)\n -- f (\"pp\", @x)"
        );
        let bad = "function f\n% -*- texinfo -*-\n% @deftypefn {} {} f (@math{x})\nend\n";
        assert!(help_lines(bad, 0).is_err());
        assert!(
            help_lines("function f\nx = 1;\nend\n", 0)
                .unwrap()
                .is_empty()
        );
    }
}
