//! The C text side of parallel loops: which calls a parallel body may make, which scalars it
//! writes (to make them private), and the module-level decision for bodies that call user
//! functions ([`resolve_markers`]). The body's C is what the threads run, so the checks read
//! it rather than guess it from the IR.

/// Runtime functions a parallel body may call: pure scalar functions, reads of arrays the
/// loop does not write, and error reporters (`mt__raise` serialises concurrent raisers).
/// `mt_range_count` warns (Octave's "FOR loop limit is infinite") only for an infinite range.
const ALLOWED: &[&str] = &[
    "mt_error",
    "mt_error_id",
    "mt__raise",
    "mt_binary_ss",
    "mt_pow",
    "mt_apow",
    "mt_unary_s",
    "mt_istrue_scalar",
    "mt_range_count",
    "mt_range_last",
    "mt_get_scalar",
    "mt_numel",
    "mt_size_dim",
    "mt_length",
    "mt_isempty",
    "mt_end",
];
/// Prelude helpers a parallel body may call: pure, or reading arrays (their slow paths call
/// only `ALLOWED` functions). Element writes that may grow an array (`m2c_set1`,
/// `m2c_put*`) are not here: only proven in-bounds stores are.
const ALLOWED_PRELUDE: &[&str] = &[
    "m2c_apow",
    "m2c_sq",
    "m2c_range_elem",
    "m2c_uz",
    "m2c_get1",
    "m2c_get2",
    // Their backtrace position store is on the error path only (before mt__raise).
    "m2c_get1_at",
    "m2c_get2_at",
    "m2c_getb1",
    "m2c_getb2",
    "m2c_get1z",
    "m2c_get1z_at",
    "m2c_getb1z",
    "m2c_getb1z_at",
    "m2c_zsub",
    "m2c_getz_cold",
    "m2c_at1",
    "m2c_at2",
    "m2c_diag_kept",
    "m2c_sat",
    "m2c_clamp",
    "m2c_range_up",
    "m2c_range_up_int",
    "m2c_mod",
    "m2c_mod_int",
    "m2c_max2",
    "m2c_min2",
    "m2c_cx",
    "m2c_cget_k",
    "m2c_cbin",
    "m2c_csq",
    "m2c_cexp",
    "m2c_cabs",
    "m2c_cplx_real",
    "MT_POS",
];

/// Marks a pragma that stands only if the user functions listed after it are thread-safe.
pub(super) const MARK: char = '\u{2}';

/// C library functions a parallel body may call: reentrant math (not `lgamma`, which sets
/// the global `signgam`).
const LIBM: &[&str] = &[
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "atan2",
    "sinh",
    "cosh",
    "tanh",
    "asinh",
    "acosh",
    "atanh",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "pow",
    "sqrt",
    "cbrt",
    "hypot",
    "fabs",
    "floor",
    "ceil",
    "round",
    "trunc",
    "fmod",
    "remainder",
    "copysign",
    "nextafter",
    "erf",
    "erfc",
    "tgamma",
    "fmin",
    "fmax",
    "isnan",
    "isinf",
    "isfinite",
    "signbit",
    "ldexp",
    "frexp",
    "modf",
    "nearbyint",
    "rint",
    "lround",
];

/// Why a call of C function `c` keeps a parallel body serial, in the user's terms.
pub(super) fn not_thread_safe(c: &str) -> String {
    match c.strip_prefix("mf_") {
        Some(f) => format!("its body calls `{f}`, which is not thread-safe"),
        None if c.starts_with("mt_") || c.starts_with("m2c_") => format!(
            "its body calls the runtime (`{c}`: arrays, printing or other state threads share)"
        ),
        None => format!("its body calls `{c}`, which is not thread-safe"),
    }
}

/// May a parallel body (or a function it calls) call `name`?
pub(super) fn allowed_call(name: &str) -> bool {
    ALLOWED.contains(&name) || ALLOWED_PRELUDE.contains(&name) || LIBM.contains(&name)
}

/// Decides the parallel loops whose bodies call user functions, once every function's C is
/// written (`bodies`: C name and text of each): a function is thread-safe when it calls only
/// what a parallel body may and thread-safe user functions, and writes no file-scope
/// storage (globals, persistents); a loop calling another runs serially, with a comment.
pub(crate) fn resolve_markers(
    bodies: &mut [(String, String)],
    uses_statics: &[bool],
) -> Vec<crate::SerialParfor> {
    let mut serial = Vec::new();
    if !bodies.iter().any(|(_, b)| b.contains(MARK)) {
        return serial;
    }
    let mut safe: Vec<bool> = Vec::with_capacity(bodies.len());
    let mut deps: Vec<Vec<String>> = Vec::with_capacity(bodies.len());
    for (k, (_, body)) in bodies.iter().enumerate() {
        let calls = called_names(body);
        let own = !uses_statics[k]
            && !body.contains("M2C_OMP(")
            && !body.contains(MARK)
            && calls
                .iter()
                .all(|c| c.starts_with("mf_") || allowed_call(c));
        safe.push(own);
        deps.push(calls.into_iter().filter(|c| c.starts_with("mf_")).collect());
    }
    // Greatest fixpoint: recursion among safe functions stays safe.
    loop {
        let mut changed = false;
        for k in 0..bodies.len() {
            if safe[k]
                && deps[k].iter().any(|d| {
                    bodies
                        .iter()
                        .position(|(n, _)| n == d)
                        .is_none_or(|j| !safe[j])
                })
            {
                safe[k] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let is_safe = |name: &str| {
        bodies
            .iter()
            .position(|(n, _)| n == name)
            .is_some_and(|j| safe[j])
    };
    let verdicts: Vec<String> = bodies
        .iter()
        .map(|(_, body)| {
            let mut out = String::with_capacity(body.len());
            for line in body.split_inclusive('\n') {
                let Some(a) = line.find(MARK) else {
                    out.push_str(line);
                    continue;
                };
                let rest = &line[a + MARK.len_utf8()..];
                let Some(b) = rest.find(MARK) else {
                    out.push_str(line);
                    continue;
                };
                // `file lo hi` MARK `calls` MARK pragma
                let (span, rest) = (&rest[..b], &rest[b + MARK.len_utf8()..]);
                let Some(c) = rest.find(MARK) else {
                    out.push_str(line);
                    continue;
                };
                let (calls, pragma) = (&rest[..c], &rest[c + MARK.len_utf8()..]);
                out.push_str(&line[..a]);
                match calls.split(' ').find(|c| !is_safe(c)) {
                    None => out.push_str(pragma),
                    Some(c) => {
                        let why = not_thread_safe(c);
                        out.push_str(&format!("/* parfor runs serially: {why} */\n"));
                        let n: Vec<u32> = span.split(' ').filter_map(|x| x.parse().ok()).collect();
                        if let [f, lo, hi] = n[..] {
                            serial.push(crate::SerialParfor {
                                span: mat2c_diag::Span::new(mat2c_diag::FileId(f), lo, hi),
                                why,
                            });
                        }
                    }
                }
            }
            out
        })
        .collect();
    for ((_, body), v) in bodies.iter_mut().zip(verdicts) {
        *body = v;
    }
    serial
}

/// Scalars whose address the C text passes (`mf_f(&y, x)` writes `y`).
pub(super) fn addressed_names(c: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let b = c.as_bytes();
    for (i, _) in c.match_indices('&') {
        if i > 0 && b[i - 1] == b'&' || b.get(i + 1) == Some(&b'&') {
            continue;
        }
        let name: String = c[i + 1..]
            .chars()
            .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_')
            .collect();
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

/// `s` one level (four spaces) deeper.
pub(super) fn indent(s: &str) -> String {
    let mut o = String::with_capacity(s.len() + s.len() / 8);
    for l in s.split_inclusive('\n') {
        if !l.trim().is_empty() && !l.starts_with('\u{1}') {
            o.push_str("    ");
        }
        o.push_str(l);
    }
    o
}

/// Identifiers followed by `(` in C text: the functions it calls.
pub(super) fn called_names(c: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let b = c.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let mut j = i;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            let word = &c[s..i];
            let keyword = matches!(
                word,
                "if" | "for" | "while" | "switch" | "sizeof" | "return"
            );
            if j < b.len() && b[j] == b'(' && !keyword && !out.iter().any(|o| o == word) {
                out.push(word.to_string());
            }
        } else if b[i] == b'"' {
            // Skip string literals (error messages).
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
        } else {
            i += 1;
        }
    }
    out
}

/// Left sides of the assignments in C text (`x = ...;`, `x.f = ...;`, `x += ...`), excluding
/// declarations and element stores through a cast pointer.
pub(super) fn assigned_names(c: &str) -> Vec<String> {
    let mut out = Vec::new();
    for stmt in c.split(['{', '}', ';']) {
        let s = stmt.trim();
        let Some(eq) = s.find('=') else { continue };
        let lhs = s[..eq]
            .trim_end_matches(['+', '-', '*', '/', '|', '&'])
            .trim();
        let after = s.as_bytes().get(eq + 1);
        if after == Some(&b'=') || lhs.ends_with(['!', '<', '>']) {
            continue; // a comparison
        }
        let is_name = |t: &str| {
            !t.is_empty()
                && t.chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '_' || ch == '.')
        };
        if lhs.starts_with("((") || lhs.contains(' ') && !is_name(lhs) {
            // `((double *)y.data)[o] = v` (a sliced store) or a declaration `size_t o = ...`.
            continue;
        }
        if is_name(lhs) {
            out.push(lhs.to_string());
        }
    }
    out
}

/// Drops `A.layout = m2c_diag_kept(&A, o);` of arrays written in place: the pragma's `if`
/// clause runs the loop in parallel only when their layout is full, which such a write keeps.
pub(super) fn strip_layout_writes(body: &str, arrays: &[String]) -> String {
    let mut out = body.to_string();
    for a in arrays {
        let prefix = format!(" {a}.layout = m2c_diag_kept(&{a}, ");
        while let Some(s) = out.find(&prefix) {
            let Some(e) = out[s..].find(");").map(|e| s + e + 2) else {
                break;
            };
            out.replace_range(s..e, "");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assigned_and_called_names() {
        let c = "    t1 = (double)m2c_pk1;\n    b[m2c_pk1] = -0.0;\n    t3 = t1 + 1.0;\n    i = m2c_range_elem(a, b);\n    { size_t m2c_o = (size_t)(i) - 1; ((double *)y.data)[m2c_o] = t4; y.layout = m2c_diag_kept(&y, m2c_o); }\n    if (t2 <= 3) { q = 1; }\n";
        assert_eq!(assigned_names(c), ["t1", "t3", "i", "y.layout", "q"]);
        assert_eq!(called_names(c), ["m2c_range_elem", "m2c_diag_kept"]);
        let s = strip_layout_writes(c, &["y".to_string()]);
        assert!(!s.contains("layout"));
    }
}
