//! Each test block of a file as a standalone script: the `%!shared` setup in force inlined
//! before the test's code, the `%!function`s it calls defined first (a script defines its
//! functions as it runs, so they must precede the code). In Octave a test's assignments to
//! shared variables carry over to the next tests, so the earlier tests of the same `%!shared`
//! section that assign one are inlined too, in order. Tests whose code uses what mat2c
//! does not aim at (graphics, files, eval, sparse, classdef) are skipped by a keyword filter.

use std::collections::BTreeSet;

use super::parse::{self, Block, Kind};

/// One test of a file, wrapped or skipped.
#[derive(Clone, Debug)]
pub(crate) struct Test {
    /// The 1-based index of the test among the file's test blocks.
    pub(crate) index: usize,
    /// The 1-based line of its `%!` keyword in the file.
    pub(crate) line: usize,
    /// The script to run, or why the test is skipped.
    pub(crate) script: Result<String, String>,
}

/// Identifiers whose use puts a test out of scope, by reason.
const SKIP: &[(&str, &[&str])] = &[
    (
        "graphics",
        &[
            "figure",
            "plot",
            "plot3",
            "axes",
            "gcf",
            "gca",
            "gco",
            "groot",
            "hggroup",
            "hgtransform",
            "line",
            "patch",
            "surface",
            "surf",
            "mesh",
            "text",
            "title",
            "xlabel",
            "ylabel",
            "zlabel",
            "legend",
            "colorbar",
            "colormap",
            "print",
            "drawnow",
            "close",
            "subplot",
            "hold",
            "ishghandle",
            "isfigure",
            "isaxes",
            "ishandle",
            "isgraphics",
            "findobj",
            "findall",
            "allchild",
            "uicontrol",
            "uimenu",
            "uipanel",
            "uitable",
            "light",
            "annotation",
            "clf",
            "cla",
            "get",
            "set",
            "newplot",
            "axis",
            "image",
            "imagesc",
            "imshow",
            "contour",
            "quiver",
            "scatter",
            "fill",
            "stairs",
            "stem",
            "errorbar",
            "pie",
            "rectangle",
            "view",
            "caxis",
            "xlim",
            "ylim",
            "zlim",
            "saveas",
            "hgsave",
            "hgload",
            "openfig",
            "savefig",
            "waitbar",
            "msgbox",
            "dialog",
        ],
    ),
    (
        "file I/O",
        &[
            "fopen",
            "fclose",
            "fread",
            "fwrite",
            "fgetl",
            "fgets",
            "fskipl",
            "fscanf",
            "fseek",
            "ftell",
            "frewind",
            "feof",
            "ferror",
            "freport",
            "tempname",
            "tempdir",
            "tmpfile",
            "mkstemp",
            "P_tmpdir",
            "unlink",
            "delete",
            "mkdir",
            "rmdir",
            "save",
            "load",
            "dlmread",
            "dlmwrite",
            "csvread",
            "csvwrite",
            "textread",
            "fileread",
            "importdata",
            "dir",
            "ls",
            "cd",
            "chdir",
            "copyfile",
            "movefile",
            "rename",
            "stat",
            "lstat",
            "readdir",
            "glob",
            "addpath",
            "rmpath",
            "genpath",
            "path",
            "system",
            "popen",
            "pclose",
            "dup2",
            "urlread",
            "urlwrite",
            "unzip",
            "zip",
            "gzip",
            "tar",
            "untar",
        ],
    ),
    (
        "eval",
        // `fail (CODE, PATTERN)` is Octave's test helper that evaluates CODE.
        &[
            "fail",
            "eval",
            "evalin",
            "evalc",
            "assignin",
            "inputname",
            "run",
            "source",
        ],
    ),
    (
        "sparse",
        &[
            "sparse",
            "speye",
            "sprand",
            "sprandn",
            "sprandsym",
            "spones",
            "spfun",
            "spalloc",
            "spdiags",
            "issparse",
            "spconvert",
            "nzmax",
            "spparms",
            "sprank",
            "symamd",
            "colamd",
            "ccolamd",
            "csymamd",
            "amd",
            "symrcm",
            "etree",
            "spaugment",
            "ilu",
            "ichol",
            "pcg",
            "gmres",
            "bicg",
            "bicgstab",
            "cgs",
            "qmr",
            "tfqmr",
            "pcr",
            "eigs",
            "svds",
            "spy",
        ],
    ),
    (
        "classdef",
        &[
            "classdef",
            "metaclass",
            "superiorto",
            "inferiorto",
            "methods",
            "ismethod",
            "properties",
            "isobject",
            "containers",
        ],
    ),
];

/// The tests of one file's blocks, in file order.
pub(crate) fn tests(blocks: &[Block]) -> Vec<Test> {
    let mut out = Vec::new();
    let mut shared: Option<&Block> = None;
    // Earlier tests of the section that assign a shared variable.
    let mut setup: Vec<&str> = Vec::new();
    // The `%!function`s defined so far: (name, definition), a redefinition replacing.
    let mut functions: Vec<(String, String)> = Vec::new();
    for b in blocks {
        match &b.kind {
            Kind::Shared => {
                shared = Some(b);
                setup.clear();
            }
            Kind::Function => {
                if let Some(name) = parse::function_name(&b.code) {
                    functions.retain(|(n, _)| *n != name);
                    functions.push((name, b.code.clone()));
                }
            }
            k if k.is_test() => {
                let script = match k {
                    Kind::Error => Err("error test".to_string()),
                    Kind::Warning => Err("warning test".to_string()),
                    Kind::Fail => Err("fail test".to_string()),
                    _ => wrap(&b.code, shared, &setup, &functions),
                };
                let names = shared.map(|s| parse::shared_names(&s.header));
                if names.is_some_and(|n| n.iter().any(|n| assigns(&b.code, n))) {
                    setup.push(&b.code);
                }
                out.push(Test {
                    index: out.len() + 1,
                    line: b.line,
                    script,
                });
            }
            _ => {}
        }
    }
    out
}

fn wrap(
    code: &str,
    shared: Option<&Block>,
    setup: &[&str],
    functions: &[(String, String)],
) -> Result<String, String> {
    let mut body = String::new();
    if let Some(s) = shared {
        // As `test.m`: the shared names start empty, then the setup code runs.
        for name in parse::shared_names(&s.header) {
            body.push_str(&format!("{name} = [];\n"));
        }
        push_line(&mut body, &s.code);
    }
    for code in setup {
        push_line(&mut body, code);
    }
    push_line(&mut body, code);
    let used = used_functions(&body, functions);
    let mut script = String::new();
    if !used.is_empty() {
        // A leading statement makes the file a script that defines functions.
        script.push_str("1;\n");
        for (name, def) in functions {
            if used.contains(name) {
                push_line(&mut script, def);
                script.push_str("end\n");
            }
        }
    }
    script.push_str(&body);
    let idents = identifiers(&script);
    for (reason, words) in SKIP {
        if let Some(w) = words.iter().find(|w| idents.contains(**w)) {
            return Err(format!("{reason} (`{w}`)"));
        }
    }
    Ok(script)
}

/// Whether `code` assigns `name` (`name = ...`, `name(...) = ...`, `[..., name] = ...`) in a
/// statement that starts a line or follows `;`/`,`.
fn assigns(code: &str, name: &str) -> bool {
    code.lines().any(|line| {
        line.split([';', ',']).any(|stmt| {
            let stmt = stmt.trim_start();
            let in_list = stmt.starts_with('[');
            let Some(rest) = stmt.trim_start_matches('[').strip_prefix(name) else {
                return false;
            };
            let rest = rest.trim_start();
            let after_eq = match rest.chars().next() {
                // An indexed or field assignment: what follows the subscript.
                Some('(' | '{' | '.') => rest.split_once('=').map(|(_, r)| r),
                Some('=') => Some(&rest[1..]),
                Some(']') => rest.split_once('=').map(|(_, r)| r),
                // The first name of `[a, b] = ...`: the line's `] =`.
                None if in_list => line
                    .split_once(']')
                    .and_then(|(_, r)| r.trim_start().strip_prefix('=')),
                _ => None,
            };
            after_eq.is_some_and(|r| !r.starts_with('='))
        })
    })
}

fn push_line(s: &mut String, code: &str) {
    if !code.trim().is_empty() {
        s.push_str(code.trim_start_matches('\n'));
        s.push('\n');
    }
}

/// The `%!function`s `code` calls, directly or through each other (a word match).
fn used_functions(code: &str, functions: &[(String, String)]) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    let mut todo = vec![code.to_string()];
    while let Some(text) = todo.pop() {
        let words = words(&text);
        for (name, def) in functions {
            if words.contains(name.as_str()) && used.insert(name.clone()) {
                todo.push(def.clone());
            }
        }
    }
    used
}

/// Every identifier-like word of `text`, strings and comments included.
fn words(text: &str) -> BTreeSet<&str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The identifiers of MATLAB code outside strings and comments (`'` after a value is a
/// transpose; `%`/`#` start a comment; `...` continues a line).
pub(crate) fn identifiers(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in code.lines() {
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        // Whether the previous token was a value (then `'` transposes).
        let mut after_value = false;
        while i < chars.len() {
            let c = chars[i];
            if c.is_ascii_alphabetic() || c == '_' {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                out.insert(chars[start..i].iter().collect());
                after_value = true;
                continue;
            }
            match c {
                '%' | '#' => break,
                '.' if chars.get(i + 1) == Some(&'.') && chars.get(i + 2) == Some(&'.') => break,
                '"' => {
                    i = string_end(&chars, i, '"');
                    after_value = true;
                }
                '\'' if !after_value => {
                    i = string_end(&chars, i, '\'');
                    after_value = true;
                }
                '\'' => i += 1,
                c if c.is_ascii_digit() || c == '.' => {
                    i += 1;
                    while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '.') {
                        i += 1;
                    }
                    after_value = true;
                }
                ')' | ']' | '}' => {
                    i += 1;
                    after_value = true;
                }
                c => {
                    i += 1;
                    if !c.is_whitespace() {
                        after_value = false;
                    }
                }
            }
        }
    }
    out
}

/// The index just past the string literal opened by `quote` at `start` (a doubled quote, and
/// in double-quoted strings a backslash, escape).
fn string_end(chars: &[char], start: usize, quote: char) -> usize {
    let mut i = start + 1;
    while i < chars.len() {
        if quote == '"' && chars[i] == '\\' {
            i += 2;
            continue;
        }
        if chars[i] == quote {
            if chars.get(i + 1) == Some(&quote) {
                i += 2;
                continue;
            }
            return i + 1;
        }
        i += 1;
    }
    chars.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octave_tests::parse::blocks;

    const SAMPLE: &str = "%!shared v
%! v = [3 1 2];
%!assert (sort (v), [1 2 3])
%!function y = inc (x)
%!  y = x + 1;
%!endfunction
%!function y = unused (x)
%!  y = x;
%!endfunction
%!test
%! assert (inc (v(1)), 4);
%!error sort ()
%!test
%! h = figure ();
%!test
%! s = 'figure'; t = s'; % close all
%!shared
%!assert (1, 1)
";

    #[test]
    fn wraps_shared_setup_and_called_functions() {
        let t = tests(&blocks(SAMPLE));
        let scripts: Vec<Result<&str, &str>> = t
            .iter()
            .map(|t| t.script.as_deref().map_err(String::as_str))
            .collect();
        assert_eq!(
            scripts,
            [
                Ok("v = [];\n v = [3 1 2];\nassert (sort (v), [1 2 3])\n"),
                Ok(
                    "1;\nfunction y = inc (x)\n  y = x + 1;\nend\nv = [];\n v = [3 1 2];\n assert (inc (v(1)), 4);\n"
                ),
                Err("error test"),
                Err("graphics (`figure`)"),
                // Words inside strings and comments do not count.
                Ok("v = [];\n v = [3 1 2];\n s = 'figure'; t = s'; % close all\n"),
                Ok("assert (1, 1)\n"),
            ]
        );
        let index: Vec<(usize, usize)> = t.iter().map(|t| (t.index, t.line)).collect();
        assert_eq!(index, [(1, 3), (2, 10), (3, 12), (4, 13), (5, 15), (6, 18)]);
    }

    #[test]
    fn shared_assignments() {
        for yes in [
            "x = 1",
            " y; x(2) = 3",
            "[a, x] = deal (1, 2)",
            "[x, b] = size (1)",
            "x.f = 2",
        ] {
            assert!(assigns(yes, "x"), "{yes}");
        }
        for no in [
            "x == 1",
            "xs = 1",
            "y = x",
            "assert (x(1) == 2)",
            "z = x.';",
        ] {
            assert!(!assigns(no, "x"), "{no}");
        }
    }

    #[test]
    fn earlier_tests_that_set_shared_variables_are_inlined() {
        let src = "%!shared s
%! s = 1;
%!test s = 2;
%!assert (s, 2)
%!shared s
%!assert (s, [])
";
        let t = tests(&blocks(src));
        let scripts: Vec<&str> = t
            .iter()
            .map(|t| t.script.as_deref().unwrap_or(""))
            .collect();
        assert_eq!(
            scripts,
            [
                "s = [];\n s = 1;\n s = 2;\n",
                "s = [];\n s = 1;\n s = 2;\nassert (s, 2)\n",
                "s = [];\nassert (s, [])\n",
            ]
        );
    }

    #[test]
    fn identifiers_skip_strings_and_transposes() {
        let ids = identifiers("a = b' + \"eval\" + 'x''y' ... plot\nc = [d]'; # set");
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        assert_eq!(ids, ["a", "b", "c", "d"]);
    }
}
