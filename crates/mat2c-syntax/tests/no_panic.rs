//! `parse` never panics (nor overflows the stack): random bytes, random token soups, and
//! pathological nesting.

use mat2c_diag::FileId;
use proptest::prelude::*;

const PIECES: &[&str] = &[
    "if",
    "elseif",
    "else",
    "end",
    "endif",
    "while",
    "endwhile",
    "for",
    "endfor",
    "parfor",
    "do",
    "until",
    "switch",
    "case",
    "otherwise",
    "function",
    "endfunction",
    "return",
    "break",
    "continue",
    "global",
    "persistent",
    "try",
    "catch",
    "end_try_catch",
    "unwind_protect",
    "unwind_protect_cleanup",
    "end_unwind_protect",
    "x",
    "y",
    "foo",
    "1",
    "2.5",
    "1e3",
    "3i",
    "0x1F",
    "'s'",
    "\"d\\n\"",
    "'",
    ".'",
    "+",
    "-",
    "*",
    "/",
    "\\",
    "^",
    ".*",
    "./",
    ".^",
    "==",
    "~=",
    "!=",
    "<",
    ">=",
    "&",
    "|",
    "&&",
    "||",
    "~",
    "!",
    "=",
    "+=",
    "++",
    "--",
    "@",
    ":",
    ",",
    ";",
    "\n",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ".",
    "...",
    "%",
    "#",
    "%{",
    "%}",
    " ",
    "  ",
    "\t",
    "hold on",
    "$",
    "`",
];

fn soup() -> impl Strategy<Value = String> {
    prop::collection::vec((0..PIECES.len(), any::<bool>()), 0..120).prop_map(|v| {
        let mut s = String::new();
        for (i, space) in v {
            s.push_str(PIECES[i]);
            if space {
                s.push(' ');
            }
        }
        s
    })
}

/// Parses and prints on a thread with the stack the crate asks for (as the driver does).
fn check(text: &str) {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(mat2c_syntax::STACK_SIZE)
            .spawn_scoped(s, || {
                let (ast, _diags) = mat2c_syntax::parse(FileId(0), text);
                let _ = mat2c_syntax::print_ast(&ast);
            })
            .expect("thread")
            .join()
            .expect("parse panicked");
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_ascii(s in "[ -~\n\t]{0,200}") {
        check(&s);
    }

    #[test]
    fn token_soup(s in soup()) {
        check(&s);
    }
}

#[test]
fn deep_brackets() {
    for open in ["(", "[", "{", "f("] {
        check(&format!("x = {}1\n", open.repeat(5000)));
        check(&format!(
            "x = {}1\n",
            open.repeat(mat2c_syntax::MAX_NEST + 10)
        ));
    }
}

#[test]
fn deep_anonymous_functions() {
    check(&format!("x = {}1\n", "@(x) ".repeat(5000)));
}

#[test]
fn long_unary_chains() {
    check(&format!("x = {}1\n", "-".repeat(2000)));
    check(&format!("x = {}1\n", "~".repeat(2000)));
}

#[test]
fn deep_blocks() {
    let ends = "end\n".repeat(5000);
    check(&format!("{}{}", "while 1\n".repeat(5000), ends));
    check(&format!("{}{}", "if 1\n".repeat(5000), ends));
}

#[test]
fn many_functions() {
    let ends = "end\n".repeat(3000);
    check(&format!("{}{}", "function f\n".repeat(3000), ends));
    check(&"function f\nx = 1;\n".repeat(3000));
}

#[test]
fn long_binary_chain() {
    check(&format!("x = {}1\n", "1 + ".repeat(2000)));
}
