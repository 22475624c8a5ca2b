//! The `%!` test blocks of an Octave source file, split as Octave's own `test.m` splits them:
//! the `%!` lines with the prefix removed, a new block at each line that does not start with
//! white space (an empty `%!` line continues the block), its kind the leading letters.

/// What a block is, from its keyword.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `%!assert (...)`: the code is the `assert` call itself.
    Assert,
    /// `%!test`, also `%!test <bug>`.
    Test,
    /// `%!testif HAVE_X[; runtime condition] [<bug>]`: run as a test (Octave decides).
    Testif,
    /// `%!xtest`: a known failure; run as a test (Octave decides).
    Xtest,
    /// `%!error [<pattern>|id=ID] code`.
    Error,
    /// `%!warning [<pattern>|id=ID] code`.
    Warning,
    /// `%!fail (code_string, pattern)`.
    Fail,
    /// `%!shared a, b` with its initialisation code.
    Shared,
    /// `%!function ...` up to `%!endfunction`.
    Function,
    /// `%!endfunction`.
    EndFunction,
    /// `%!demo`: never run.
    Demo,
    /// `%!#` or `%!%` comment blocks.
    Comment,
    /// Any other keyword (Octave reports "unknown test type").
    Unknown(String),
}

impl Kind {
    /// Whether the block is a test of its own (counted and indexed).
    pub(crate) fn is_test(&self) -> bool {
        matches!(
            self,
            Kind::Assert
                | Kind::Test
                | Kind::Testif
                | Kind::Xtest
                | Kind::Error
                | Kind::Warning
                | Kind::Fail
        )
    }
}

/// One block: its kind, the 1-based line of its first `%!` line in the file, and its code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Block {
    pub(crate) kind: Kind,
    pub(crate) line: usize,
    /// `Shared`: the variable names. `Testif`: the feature line. `Error`/`Warning`: the
    /// expected pattern or id. Empty otherwise.
    pub(crate) header: String,
    /// The code to run: for `Assert`/`Fail` it keeps the keyword (it is the call); for
    /// `Function` it is the whole `function ...` definition without its end.
    pub(crate) code: String,
}

/// The blocks of `source`, in file order.
pub(crate) fn blocks(source: &str) -> Vec<Block> {
    let mut out: Vec<(usize, Vec<&str>)> = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let Some(rest) = line.strip_prefix("%!") else {
            continue;
        };
        let rest = rest.strip_suffix('\r').unwrap_or(rest);
        let starts_block = rest.chars().next().is_some_and(|c| !c.is_whitespace());
        match out.last_mut() {
            Some((_, lines)) if !starts_block => lines.push(rest),
            // `%!` lines before any block: nothing to continue.
            None if !starts_block => {}
            _ => out.push((i + 1, vec![rest])),
        }
    }
    out.into_iter()
        .map(|(line, lines)| block(line, &lines))
        .collect()
}

fn block(line: usize, lines: &[&str]) -> Block {
    let first = lines[0];
    let kw_len = first
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(first.len());
    let keyword = &first[..kw_len];
    let rest_first = &first[kw_len..];
    let tail = lines[1..].join("\n");
    let with_first = |first: &str| {
        if lines.len() == 1 {
            first.to_string()
        } else {
            format!("{first}\n{tail}")
        }
    };
    let (kind, header, code) = match keyword {
        "assert" | "fail" => {
            let (_, rest) = bug_id(rest_first);
            let kind = if keyword == "assert" {
                Kind::Assert
            } else {
                Kind::Fail
            };
            (kind, String::new(), with_first(&format!("{keyword}{rest}")))
        }
        "test" | "xtest" => {
            let (_, rest) = bug_id(rest_first);
            let kind = if keyword == "test" {
                Kind::Test
            } else {
                Kind::Xtest
            };
            (kind, String::new(), with_first(rest))
        }
        "testif" => (Kind::Testif, rest_first.trim().to_string(), tail),
        "error" | "warning" => {
            let (pattern, rest) = pattern(rest_first);
            let kind = if keyword == "error" {
                Kind::Error
            } else {
                Kind::Warning
            };
            (kind, pattern, with_first(rest))
        }
        "shared" => {
            let vars = rest_first
                .split(['%', '#'])
                .next()
                .unwrap_or("")
                .trim()
                .to_string();
            (Kind::Shared, vars, tail)
        }
        "function" => (Kind::Function, String::new(), with_first(first)),
        "endfunction" => (Kind::EndFunction, String::new(), String::new()),
        "demo" => (Kind::Demo, String::new(), with_first(rest_first)),
        "" if first.starts_with(['#', '%']) => (Kind::Comment, String::new(), String::new()),
        other => (
            Kind::Unknown(other.to_string()),
            String::new(),
            String::new(),
        ),
    };
    Block {
        kind,
        line,
        header,
        code,
    }
}

/// Splits a leading `<bug-id>` off `s` (as `test.m`'s `getbugid`).
fn bug_id(s: &str) -> (&str, &str) {
    let t = s.trim_start();
    if let Some(inner) = t.strip_prefix('<')
        && let Some(close) = inner.find('>')
    {
        return (&inner[..close], &inner[close + 1..]);
    }
    ("", s)
}

/// Splits a leading `<pattern>` or `id=ID` off an `%!error`/`%!warning` line.
fn pattern(s: &str) -> (String, &str) {
    let t = s.trim_start();
    if t.starts_with('<') {
        let (p, rest) = bug_id(t);
        return (format!("<{p}>"), rest);
    }
    if let Some(id) = t.strip_prefix("id=") {
        let end = id.find(char::is_whitespace).unwrap_or(id.len());
        return (format!("id={}", &id[..end]), &id[end..]);
    }
    (String::new(), s)
}

/// The names of the variables of a `%!shared` header (`a, b,c` or `a b`).
pub(crate) fn shared_names(header: &str) -> Vec<String> {
    header
        .split([',', ' ', '\t'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// The name a `function` definition defines (`function [a, b] = name (x)` → `name`).
pub(crate) fn function_name(code: &str) -> Option<String> {
    let head = code.lines().next()?.trim();
    let head = head.strip_prefix("function")?;
    let head = match head.find('=') {
        // `=` before any `(`: outputs precede it.
        Some(eq) if head.find('(').is_none_or(|p| eq < p) => &head[eq + 1..],
        _ => head,
    };
    let name: String = head
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.')
        .collect();
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    // A made-up file in the shape of Octave's sources: a function with its tests at the end.
    const SAMPLE: &str = "function y = twice (x)
  y = 2 * x;
endfunction

%!assert (twice (2), 4)
%!assert <12345> (twice ([1 2]),
%!        [2 4])
%!test
%! a = twice (3);
%!
%! assert (a, 6);
%!shared p, q  # two shared values
%! p = 1;
%! q = [p, 2];
%!test <*999>
%! assert (twice (q), [2 4]);
%!testif HAVE_SOMETHING; ! ispc ()
%! assert (twice (p), 2);
%!function r = helper (s)
%!  r = s + 1;
%!endfunction
%!xtest assert (helper (1), 2)
%!error <Invalid call> twice ()
%!warning id=Octave:some-id twice (1)
%!# a comment block
%!demo
%! twice (5)
%!fail ('twice (1, 2)')
";

    #[test]
    fn splits_blocks_like_test_m() {
        let b = blocks(SAMPLE);
        let kinds: Vec<&Kind> = b.iter().map(|b| &b.kind).collect();
        assert_eq!(
            kinds,
            [
                &Kind::Assert,
                &Kind::Assert,
                &Kind::Test,
                &Kind::Shared,
                &Kind::Test,
                &Kind::Testif,
                &Kind::Function,
                &Kind::EndFunction,
                &Kind::Xtest,
                &Kind::Error,
                &Kind::Warning,
                &Kind::Comment,
                &Kind::Demo,
                &Kind::Fail,
            ]
        );
        let lines: Vec<usize> = b.iter().map(|b| b.line).collect();
        assert_eq!(lines, [5, 6, 8, 12, 15, 17, 19, 21, 22, 23, 24, 25, 26, 28]);
    }

    #[test]
    fn keeps_the_code_of_each_block() {
        let b = blocks(SAMPLE);
        assert_eq!(b[0].code, "assert (twice (2), 4)");
        // The bug id goes; a continuation line stays.
        assert_eq!(b[1].code, "assert (twice ([1 2]),\n        [2 4])");
        // An empty `%!` line is part of the block.
        assert_eq!(b[2].code, "\n a = twice (3);\n\n assert (a, 6);");
        assert_eq!(b[3].header, "p, q");
        assert_eq!(b[3].code, " p = 1;\n q = [p, 2];");
        assert_eq!(shared_names(&b[3].header), ["p", "q"]);
        assert_eq!(b[4].code, "\n assert (twice (q), [2 4]);");
        assert_eq!(b[5].header, "HAVE_SOMETHING; ! ispc ()");
        assert_eq!(b[5].code, " assert (twice (p), 2);");
        assert_eq!(b[6].code, "function r = helper (s)\n  r = s + 1;");
        assert_eq!(function_name(&b[6].code).as_deref(), Some("helper"));
        assert_eq!(b[8].code, " assert (helper (1), 2)");
        assert_eq!(
            (b[9].header.as_str(), b[9].code.as_str()),
            ("<Invalid call>", " twice ()")
        );
        assert_eq!(
            (b[10].header.as_str(), b[10].code.as_str()),
            ("id=Octave:some-id", " twice (1)")
        );
        assert_eq!(b[13].code, "fail ('twice (1, 2)')");
        let tests = b.iter().filter(|b| b.kind.is_test()).count();
        assert_eq!(tests, 9);
    }

    #[test]
    fn function_names() {
        assert_eq!(function_name("function f").as_deref(), Some("f"));
        assert_eq!(
            function_name("function [a, b] = g (x)").as_deref(),
            Some("g")
        );
        assert_eq!(function_name("function h (x = 1)").as_deref(), Some("h"));
        assert_eq!(function_name("function = (x)"), None);
    }

    #[test]
    fn lines_before_any_block_and_crlf() {
        let b = blocks("%! stray\r\n%!assert (1, 1)\r\n%! \r\n");
        assert_eq!(b.len(), 1);
        assert_eq!(b[0].code, "assert (1, 1)\n ");
        assert_eq!(b[0].line, 2);
    }
}
