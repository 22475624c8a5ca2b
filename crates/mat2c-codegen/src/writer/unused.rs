//! Unused names in a finished C function, removed or marked so the emitted C is clean under
//! `-Wall -Wextra -Werror` (the embedded target's flags): a scalar local that is only ever
//! assigned (its instruction is kept because DCE keeps what may raise; a definedness flag
//! nothing tests) loses its declaration and each assignment becomes `(void)(expr);`; an input the body never reads gets `(void)x;`.

use std::collections::HashMap;

/// `func` (one whole C function as the writer emits it) with its dead scalar stores and
/// unused `inputs` dealt with.
pub(super) fn tidy(func: String, inputs: &[String]) -> String {
    // removing a store can leave the temporary it read unused: repeat until nothing changes
    let mut cur = func;
    loop {
        let next = tidy_once(cur.clone(), inputs);
        if next == cur {
            return next;
        }
        cur = next;
    }
}

fn tidy_once(func: String, inputs: &[String]) -> String {
    let counts = ident_counts(&func);
    let count = |n: &str| counts.get(n).copied().unwrap_or(0);
    let lines: Vec<&str> = func.lines().collect();
    let mut dead: Vec<&str> = Vec::new();
    for l in &lines {
        let Some(name) = scalar_decl(l).filter(|n| is_ident(n)) else {
            continue;
        };
        let stores = lines.iter().filter(|l| store_of(l, name).is_some()).count();
        if stores > 0 && count(name) == 1 + stores {
            dead.push(name);
        }
    }
    let unused: Vec<&String> = inputs.iter().filter(|n| count(n) == 1).collect();
    // A block temporary initialised from a name or constant and never read (a parallel
    // copy's saved value nothing needed).
    let idle = |k: usize| -> bool {
        let l = lines[k];
        let body = l.trim_start();
        let depth = l.len() - body.len();
        depth > 4
            && ["double ", "int "].iter().any(|t| {
                body.strip_prefix(t)
                    .and_then(|r| r.strip_suffix(';'))
                    .and_then(|r| r.split_once(" = "))
                    .is_some_and(|(n, e)| {
                        is_ident(n)
                            && is_atom(e)
                            && !lines[k + 1..]
                                .iter()
                                .take_while(|m| m.len() - m.trim_start().len() >= depth)
                                .any(|m| ident_counts(m).contains_key(n))
                    })
            })
    };
    let idle_any = (0..lines.len()).any(idle);
    if dead.is_empty() && unused.is_empty() && !idle_any {
        return func;
    }
    let mut out = String::with_capacity(func.len());
    let mut opened = false;
    for (k, l) in lines.iter().enumerate() {
        let decl = scalar_decl(l);
        if decl.is_some_and(|n| dead.contains(&n)) || idle(k) {
            continue;
        }
        match dead.iter().find_map(|n| store_of(l, n)) {
            // a constant or a copy has no effect to keep
            Some((_, expr)) if is_atom(expr) => {}
            Some((indent, expr)) => {
                out.push_str(&format!("{indent}(void)({expr});\n"));
            }
            None => {
                out.push_str(l);
                out.push('\n');
            }
        }
        if !opened && *l == "{" {
            opened = true;
            for n in &unused {
                out.push_str(&format!("    (void){n};\n"));
            }
        }
    }
    out
}

/// The name a line `    double NAME = 0;` (a scalar slot) or `    int NAME = 0;` (a
/// definedness flag) declares.
fn scalar_decl(line: &str) -> Option<&str> {
    let rest = line
        .strip_prefix("    double ")
        .or_else(|| line.strip_prefix("    int "))?;
    rest.strip_suffix(" = 0;")
}

/// In a function that calls `setjmp` (a `try`), its scalar locals become `volatile`: C
/// leaves a non-volatile local modified between `setjmp` and `longjmp` indeterminate, and
/// gcc's `-Wclobbered` cannot see that the handler only reads values set before. Locals
/// whose address is taken (passed as `double *`) stay as they are.
pub(super) fn volatile_locals(func: String) -> String {
    if !func.contains("setjmp(") {
        return func;
    }
    let mut out = String::with_capacity(func.len() + 256);
    for l in func.lines() {
        let body = l.trim_start();
        let indent = &l[..l.len() - body.len()];
        // the function's own locals (block temporaries are set and read in one place)
        let decl = ["double ", "int "].iter().find_map(|t| {
            let rest = body.strip_prefix(t)?;
            let name = rest.split(" = ").next()?;
            (is_ident(name) && rest.ends_with(';') && !address_taken(&func, name)).then_some(())
        });
        if decl.is_some() && indent == "    " {
            out.push_str(indent);
            out.push_str("volatile ");
            out.push_str(body);
        } else {
            out.push_str(l);
        }
        out.push('\n');
    }
    out
}

/// Whether `&name` occurs in `func` (as a whole identifier).
fn address_taken(func: &str, name: &str) -> bool {
    let pat = format!("&{name}");
    func.match_indices(&pat).any(|(i, _)| {
        !func[i + pat.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// `(indent, expr)` when `line` is exactly `<indent>NAME = expr;`.
fn store_of<'a>(line: &'a str, name: &str) -> Option<(&'a str, &'a str)> {
    let body = line.trim_start();
    let indent = &line[..line.len() - body.len()];
    let expr = body
        .strip_prefix(name)?
        .strip_prefix(" = ")?
        .strip_suffix(';')?;
    Some((indent, expr))
}

/// A number literal or a name: evaluating it does nothing.
fn is_atom(s: &str) -> bool {
    let s = s
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim_start_matches('-');
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

fn is_ident(s: &str) -> bool {
    !s.is_empty()
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !s.starts_with(|c: char| c.is_ascii_digit())
}

/// How often each identifier occurs in `text`, outside string and character literals and
/// comments.
fn ident_counts(text: &str) -> HashMap<&str, usize> {
    let b = text.as_bytes();
    let mut m = HashMap::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
        } else if text[i..].starts_with("/*") {
            i = text[i + 2..].find("*/").map_or(b.len(), |j| i + 2 + j + 2);
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            *m.entry(&text[s..i]).or_insert(0) += 1;
        } else if c.is_ascii_digit() {
            // a number's digits and suffix letters are not identifiers
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.' || b[i] == b'_') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::tidy;

    #[test]
    fn dead_stores_and_unused_inputs() {
        let f = "static void f(double *r_out, double x, double a)\n{\n    double t1 = 0;\n    double t2 = 0;\n    double t3 = 0;\n    t1 = pow(x, 2.0);\n    t2 = 11.0;\n    t3 = (-2.0);\n    if (r_out) *r_out = t2;\n    mt_error(\"a\");\n}\n";
        let g = tidy(f.to_string(), &["x".into(), "a".into()]);
        assert_eq!(
            g,
            "static void f(double *r_out, double x, double a)\n{\n    (void)a;\n    double t2 = 0;\n    (void)(pow(x, 2.0));\n    t2 = 11.0;\n    if (r_out) *r_out = t2;\n    mt_error(\"a\");\n}\n"
        );
        // a block temporary nothing reads
        let b = "static void b(double x)\n{\n    int m2c_def_y = 0;\n    m2c_def_y = 1;\n    {\n        int m2c_f0 = m2c_def_y;\n    }\n    f(x, m2c_def_y);\n}\n";
        assert_eq!(
            tidy(b.to_string(), &["x".into()]),
            "static void b(double x)\n{\n    int m2c_def_y = 0;\n    m2c_def_y = 1;\n    {\n    }\n    f(x, m2c_def_y);\n}\n"
        );
        // nothing to do: the text is returned as it was
        let h = "static void g(double x)\n{\n    double t = 0;\n    t = x;\n    f(t);\n}\n";
        assert_eq!(tidy(h.to_string(), &["x".into()]), h);
    }
}
