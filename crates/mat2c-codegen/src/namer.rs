//! Readable, collision-free C identifiers from MATLAB names.
//!
//! Rules: a MATLAB name is kept when it is a valid C identifier that is not reserved; names
//! that are C keywords or identifiers the generated code or its headers use get a trailing
//! `_`; names with a prefix reserved for the runtime (`mt_`, `MT_`) or for generated
//! internals (`m2c_`, `mf_`) get a leading `v_`; clashes get `_2`, `_3`, ... Temporaries
//! without a source name are `t1`, `t2`, ... Entity ids never appear in names.

use indexmap::IndexSet;

/// C keywords and identifiers the generated translation unit may use.
const RESERVED: &[&str] = &[
    // C99 keywords
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Bool",
    "_Complex",
    "_Imaginary",
    // C11/C23 words and common macros
    "bool",
    "true",
    "false",
    "alignas",
    "alignof",
    "static_assert",
    "thread_local",
    "NULL",
    "EOF",
    "FILE",
    "NAN",
    "INFINITY",
    "HUGE_VAL",
    "errno",
    "assert",
    // identifiers generated code refers to
    "main",
    "argc",
    "argv",
    "size_t",
    "uint8_t",
    "int8_t",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "memcpy",
    "memcmp",
    "memset",
    "malloc",
    "free",
    "exit",
    "printf",
    "stdin",
    "stdout",
    "stderr",
    // <math.h>
    "sqrt",
    "exp",
    "log",
    "log2",
    "log10",
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
    "floor",
    "ceil",
    "trunc",
    "round",
    "fabs",
    "pow",
    "fmod",
    "fmax",
    "fmin",
    "hypot",
    "isnan",
    "isinf",
    "isfinite",
    "signbit",
    "j0",
    "j1",
    "jn",
    "y0",
    "y1",
    "yn",
    "gamma",
    "lgamma",
    "tgamma",
    "erf",
    "erfc",
    "cbrt",
    "expm1",
    "log1p",
    "nan",
    "nearbyint",
    "rint",
    "remainder",
    "copysign",
    "ldexp",
    "frexp",
    "modf",
    "fma",
    "abs",
    "index",
];

const RESERVED_PREFIXES: &[&str] = &["mt_", "MT_", "m2c_", "mf_", "__"];

fn is_ident(s: &str) -> bool {
    let mut cs = s.chars();
    matches!(cs.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Hands out unique C identifiers within one scope.
#[derive(Default)]
pub(crate) struct Namer {
    used: IndexSet<String>,
    temps: u32,
}

impl Namer {
    pub(crate) fn new() -> Self {
        Self::default()
    }

    /// Marks `name` as taken (for names chosen elsewhere).
    pub(crate) fn reserve(&mut self, name: &str) {
        self.used.insert(name.to_string());
    }

    /// A fresh identifier for a MATLAB name (or a temporary when `None`).
    pub(crate) fn name(&mut self, matlab: Option<&str>) -> String {
        match matlab.filter(|s| is_ident(s)) {
            Some(s) => {
                let base = escape(s);
                self.unique(base)
            }
            None => loop {
                self.temps += 1;
                let t = format!("t{}", self.temps);
                if !self.used.contains(&t) {
                    self.used.insert(t.clone());
                    return t;
                }
            },
        }
    }

    /// A fresh identifier from `base` as given (no escaping; for generated names).
    pub(crate) fn fresh(&mut self, base: &str) -> String {
        self.unique(base.to_string())
    }

    fn unique(&mut self, base: String) -> String {
        if self.used.insert(base.clone()) {
            return base;
        }
        let mut k = 2;
        loop {
            let cand = format!("{base}_{k}");
            if self.used.insert(cand.clone()) {
                return cand;
            }
            k += 1;
        }
    }
}

/// The escaped form of a valid identifier (no uniqueness).
pub(crate) fn escape(s: &str) -> String {
    if RESERVED_PREFIXES.iter().any(|p| s.starts_with(p)) {
        format!("v_{s}")
    } else if RESERVED.contains(&s) {
        format!("{s}_")
    } else {
        s.to_string()
    }
}

/// A sanitised identifier fragment for any string (function names from file names).
pub(crate) fn sanitize(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_and_unique() {
        let mut n = Namer::new();
        let got: Vec<String> = [
            Some("x"),
            Some("x"),
            None,
            Some("int"),
            Some("mt_foo"),
            Some("t1"),
            None,
            Some("x_2"),
            Some("\0tmp"),
        ]
        .iter()
        .map(|s| n.name(*s))
        .collect();
        assert_eq!(
            got,
            [
                "x", "x_2", "t1", "int_", "v_mt_foo", "t1_2", "t2", "x_2_2", "t3"
            ]
        );
    }
}
