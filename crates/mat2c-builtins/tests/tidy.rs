//! Every row of the builtin table is documented in docs/BUILTINS.md, and every builtin lowered
//! through the runtime's generic entries is exercised by a run test.

use std::path::Path;

use mat2c_builtins::{BUILTINS, Lowering};

/// Rows the compiler itself inserts; a program cannot call them by name.
const INTERNAL: &[&str] = &[
    "switch_case_matches",
    "m2c_bsxfun_dims",
    "m2c_err_identifier",
    "m2c_err_message",
];

fn repo(rel: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(rel)
}

#[test]
fn every_builtin_is_documented() {
    let doc = std::fs::read_to_string(repo("docs/BUILTINS.md")).expect("docs/BUILTINS.md exists");
    for b in BUILTINS {
        if INTERNAL.contains(&b.name) {
            continue;
        }
        assert!(
            doc.contains(&format!("`{}`", b.name)),
            "builtin `{}` is not listed in docs/BUILTINS.md",
            b.name
        );
    }
}

#[test]
fn every_runtime_builtin_has_a_run_test() {
    let dir = repo("crates/mat2c-filetests/filetests/run");
    let mut corpus = String::new();
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .expect("run tests folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.extension().is_some_and(|e| e == "m") {
            corpus.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
        }
    }
    // Internal rows are exercised through the calls that lower to them.
    for b in BUILTINS
        .iter()
        .filter(|b| b.lowering == Lowering::Runtime && !INTERNAL.contains(&b.name))
    {
        assert!(
            mentions(&corpus, b.name),
            "builtin `{}` has no run test in filetests/run",
            b.name
        );
    }
}

/// Does `text` contain `name` as a whole identifier?
fn mentions(text: &str, name: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + name.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}
