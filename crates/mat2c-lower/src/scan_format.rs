//! A single-quoted `sscanf` format literal, its escapes processed at compile time.
//!
//! Octave runs `do_string_escapes` on a single-quoted format (`'%d\n'` reads a newline) but
//! not on a double-quoted one, whose escapes the parser already processed. The runtime cannot
//! tell the two apart, so it refuses a format holding a backslash; this turns the common
//! single-quoted literal into the text Octave scans with. An escape Octave warns about (an
//! unknown letter) is left alone, so the runtime refuses it.

use mat2c_syntax::ast::{self, ExprKind};

/// The escape-processed text of `e` when it is a single-quoted literal with a backslash.
pub(crate) fn sq_escaped(ast: &ast::Ast, e: ast::ExprId) -> Option<String> {
    let ExprKind::String {
        value,
        double_quoted: false,
    } = &ast.expr(e).kind
    else {
        return None;
    };
    if !value.contains('\\') {
        return None;
    }
    let b = value.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' || i + 1 == b.len() {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = b[i];
        i += 1;
        match c {
            b'"' | b'\'' | b'\\' => out.push(c),
            b'a' => out.push(0x07),
            b'b' => out.push(0x08),
            b'f' => out.push(0x0c),
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'v' => out.push(0x0b),
            b'0'..=b'7' => {
                // up to three octal digits
                let mut v = u32::from(c - b'0');
                let mut k = 1;
                while k < 3 && i < b.len() && (b'0'..=b'7').contains(&b[i]) {
                    v = v * 8 + u32::from(b[i] - b'0');
                    i += 1;
                    k += 1;
                }
                out.push(u8::try_from(v).ok()?);
            }
            b'x' if i < b.len() && b[i].is_ascii_hexdigit() => {
                let mut v = 0u32;
                let mut k = 0;
                while k < 2 && i < b.len() && b[i].is_ascii_hexdigit() {
                    v = v * 16 + (b[i] as char).to_digit(16)?;
                    i += 1;
                    k += 1;
                }
                out.push(u8::try_from(v).ok()?);
            }
            _ => return None,
        }
    }
    String::from_utf8(out).ok()
}
