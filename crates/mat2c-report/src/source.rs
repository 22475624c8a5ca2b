//! Source text for the report: the checks of an instruction described in the program's own
//! terms, and a light MATLAB tokenizer for highlighting a line and finding its variables.

use mat2c_infer::Proof;
use mat2c_ir::{BinOp, FuncId, Inst, InstData, Value};

use crate::ReportInput;

/// A check site as `(what, why)`: the operation in source terms (`x + y`, `u(…)`), and the
/// shapes that proved its check unnecessary or left it in.
pub(crate) fn describe_check(
    inp: &ReportInput<'_>,
    id: FuncId,
    i: Inst,
    names: &[String],
    elided: bool,
) -> (String, String) {
    let f = &inp.module.funcs[id];
    let name = |v: Value| f.var_names[v].clone().unwrap_or_else(|| "…".into());
    let shape = |v: Value| {
        let t = inp.types.shape_text_named(id, v, Some(names));
        match t.find('[') {
            Some(k) => t[k..].to_string(),
            None => "(never computed)".to_string(),
        }
    };
    let based = |base: Value| {
        f.index_names[i]
            .clone()
            .or_else(|| f.var_names[base].clone())
            .unwrap_or_else(|| "…".into())
    };
    let subs_text = |subs: &[Value]| {
        subs.iter()
            .map(|&s| {
                inp.types
                    .konst(id, s)
                    .map_or_else(|| name(s), |k| format!("{k}"))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (what, proof, fail) = match f.inst(i) {
        InstData::Binary { op, args } => {
            let (a, b) = (args[0], args[1]);
            let what = format!("{} {} {}", name(a), op.symbol(), name(b));
            let shapes = format!("{} {} {}", shape(a), op.symbol(), shape(b));
            if *op == BinOp::MatMul {
                (
                    what,
                    format!("inner extents agree: {shapes}"),
                    format!("inner extents not known to agree: {shapes}"),
                )
            } else {
                (
                    what,
                    format!("operand shapes conform: {shapes}"),
                    format!("operand shapes not known to conform: {shapes}"),
                )
            }
        }
        InstData::Builtin { id: b, args } => {
            let what = format!(
                "{}({})",
                b.name(),
                args.iter().map(|&a| name(a)).collect::<Vec<_>>().join(", ")
            );
            let shapes = args
                .iter()
                .map(|&a| shape(a))
                .collect::<Vec<_>>()
                .join(", ");
            (
                what,
                format!("argument shapes conform: {shapes}"),
                format!("argument shapes not known to conform: {shapes}"),
            )
        }
        InstData::Index { base, subs } => {
            let x = based(*base);
            // A for loop reads the next element of the range it iterates over.
            let of_range = f
                .dfg
                .defining_inst(*base)
                .is_some_and(|d| matches!(f.inst(d), InstData::Range { .. }));
            (
                format!("{x}({})", subs_text(subs)),
                if of_range {
                    format!("the loop's counter stays within its range {}", shape(*base))
                } else {
                    format!("subscripts within the extents of {x} {}", shape(*base))
                },
                format!("subscripts not known to be within {x} {}", shape(*base)),
            )
        }
        InstData::Update { base, subs, .. } => {
            let x = based(*base);
            (
                format!("{x}({}) = …", subs_text(subs)),
                format!(
                    "a scalar stored within the extents of {x} {} (no growth)",
                    shape(*base)
                ),
                format!("may grow {x} {} or store a non-scalar", shape(*base)),
            )
        }
        InstData::Delete { base, subs } => {
            let x = based(*base);
            (
                format!("{x}({}) = []", subs_text(subs)),
                String::new(),
                format!("deletion from {x} {} is always checked", shape(*base)),
            )
        }
        InstData::HorzCat { args } | InstData::VertCat { args } => {
            let sep = if matches!(f.inst(i), InstData::VertCat { .. }) {
                "; "
            } else {
                ", "
            };
            let shapes = args.iter().map(|&a| shape(a)).collect::<Vec<_>>().join(sep);
            (
                format!(
                    "[{}]",
                    args.iter().map(|&a| name(a)).collect::<Vec<_>>().join(sep)
                ),
                format!("pieces conform: [{shapes}]"),
                format!("pieces not known to conform: [{shapes}]"),
            )
        }
        other => {
            let what = format!("{other:?}");
            let what = what.split([' ', '{', '(']).next().unwrap_or("").to_string();
            (what, "proven".into(), "not proven".into())
        }
    };
    // The operation as written, when its span is one short piece of source.
    let span = f.spans[i];
    let what = crate::model::line_of(inp, span)
        .and_then(|_| {
            inp.sources
                .get(span.file)
                .text
                .get(span.lo as usize..span.hi as usize)
        })
        .and_then(|t| t.lines().next())
        .map(str::trim_end)
        .filter(|t| !t.is_empty() && t.len() <= 60)
        .map_or(what, str::to_string);
    // Inference's own proof, where it has one, names the facts that decided.
    let proof = match (inp.types.proof(id, i), f.inst(i)) {
        (Some(Proof::Bounds(b)), InstData::Index { subs, .. } | InstData::Update { subs, .. }) => {
            let facts: Vec<String> = inp
                .types
                .bounds_text(id, b, Some(names))
                .into_iter()
                .zip(subs)
                .filter_map(|(r, &sub)| {
                    let (lo, hi, ext) = r?;
                    let range = if lo == hi { lo } else { format!("{lo}..{hi}") };
                    let s = match subs_text(&[sub]) {
                        s if s == "…" => "the subscript".to_string(),
                        s => s,
                    };
                    Some(if s == range {
                        format!("{s} ≤ {ext}")
                    } else {
                        format!("{s} ∈ {range} ≤ {ext}")
                    })
                })
                .collect();
            format!("{proof}: {}", facts.join(", "))
        }
        (Some(Proof::LoopCounter), _) => {
            "the for loop's counter reads its own range: always 1..numel".to_string()
        }
        (Some(Proof::Numel), _) => "reshape keeps the element count".to_string(),
        _ => proof,
    };
    if elided {
        return (what, proof);
    }
    if inp.types.check(id, i) == Some(true) {
        return (
            what,
            format!("{proof}, but the C keeps the check (no unchecked form of this operation)"),
        );
    }
    (what, fail)
}

/// A token class for highlighting.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    Ident,
    Keyword,
    Number,
    Str,
    Comment,
    Other,
}

const KEYWORDS: &[&str] = &[
    "break",
    "case",
    "catch",
    "continue",
    "else",
    "elseif",
    "end",
    "endfor",
    "endfunction",
    "endif",
    "endwhile",
    "endswitch",
    "end_try_catch",
    "end_unwind_protect",
    "for",
    "function",
    "global",
    "if",
    "otherwise",
    "parfor",
    "persistent",
    "return",
    "switch",
    "try",
    "unwind_protect",
    "unwind_protect_cleanup",
    "while",
    "do",
    "until",
];

/// Splits one source line into classified pieces (their concatenation is the line). A `'`
/// after an identifier, a number, a closing bracket, `'` or `.` is a transpose; otherwise it
/// opens a string. Block comments are not tracked across lines (display only).
pub(crate) fn tokens(line: &str) -> Vec<(Tok, &str)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    // Whether a `'` here would be a transpose.
    let mut after_value = false;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let tok = if c == b'%' || c == b'#' {
            i = b.len();
            Tok::Comment
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            if KEYWORDS.contains(&&line[start..i]) {
                Tok::Keyword
            } else {
                Tok::Ident
            }
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'.') {
                // `1.^2`, `1./x`: the dot belongs to the operator.
                if b[i] == b'.' && b.get(i + 1).is_some_and(|x| b"*/\\^'".contains(x)) {
                    break;
                }
                i += 1;
            }
            Tok::Number
        } else if c == b'"' || (c == b'\'' && !after_value) {
            i += 1;
            while i < b.len() {
                if b[i] == c {
                    if b.get(i + 1) == Some(&c) {
                        i += 2;
                        continue;
                    }
                    i += 1;
                    break;
                }
                if c == b'"' && b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            Tok::Str
        } else {
            // One character (a whole UTF-8 sequence).
            i += line[i..].chars().next().map_or(1, char::len_utf8);
            Tok::Other
        };
        let i = i.min(b.len());
        let text = &line[start..i];
        after_value = match tok {
            Tok::Ident | Tok::Number => true,
            Tok::Keyword => text == "end",
            Tok::Other => matches!(text, ")" | "]" | "}" | "'" | ".'"),
            _ => false,
        } || (tok == Tok::Other && text == "." && after_value);
        out.push((tok, text));
        let _ = i;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_transposes_comments() {
        let t = tokens("x = a' + 'it''s' % note");
        let kinds: Vec<(Tok, &str)> = t.into_iter().filter(|(_, s)| *s != " ").collect();
        assert_eq!(
            kinds,
            vec![
                (Tok::Ident, "x"),
                (Tok::Other, "="),
                (Tok::Ident, "a"),
                (Tok::Other, "'"),
                (Tok::Other, "+"),
                (Tok::Str, "'it''s'"),
                (Tok::Comment, "% note"),
            ]
        );
    }

    #[test]
    fn keywords_numbers_and_unicode() {
        let t = tokens("for k = 1:3.5e2 % é");
        assert_eq!(t[0], (Tok::Keyword, "for"));
        assert!(t.contains(&(Tok::Number, "3.5e2")));
        assert_eq!(t.last(), Some(&(Tok::Comment, "% é")));
        let joined: String = t.iter().map(|(_, s)| *s).collect();
        assert_eq!(joined, "for k = 1:3.5e2 % é");
    }
}
