//! Every row of the builtin table is documented in docs/BUILTINS.md, and every builtin lowered
//! through the runtime's generic entries is exercised by a run test.

use std::path::Path;

use mat2c_builtins::{BUILTINS, Lowering};

/// Rows the compiler itself inserts; a program cannot call them by name.
const INTERNAL: &[&str] = &[
    "%fill",
    "switch_case_matches",
    "m2c_bsxfun_dims",
    "m2c_err_identifier",
    "m2c_err_message",
    "m2c_map_call",
    "m2c_map_get",
    "m2c_map_new",
    "m2c_map_set",
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

/// The crates whose code dispatches on builtins: they must match typed ids
/// (`match id { Bi::numel => .. }`), never names, so a misspelt builtin does not compile.
const PASS_CRATES: &[&str] = &[
    "mat2c-lower",
    "mat2c-handles",
    "mat2c-opt",
    "mat2c-infer",
    "mat2c-alloc",
    "mat2c-codegen",
];

/// No string literal equal to a builtin's name (or a lowering placeholder's) stands where it
/// is compared: after `==`/`!=`, as an arm or alternative of a pattern (`"numel" =>`,
/// `"numel" |`, `| "numel"`, `("numel", _) =>`), or as a pattern of `matches!(x, "numel")`.
/// Other literals (C text, messages, option strings, a list of names) are not checked. A
/// literal that is a string value rather than a builtin (a class-name option `"double"`) is
/// allowed by a `// tidy: string` comment on its line or the line above.
#[test]
fn pass_crates_match_builtin_ids_not_names() {
    let names: Vec<&str> = mat2c_builtins::BuiltinId::TABLE
        .iter()
        .chain(mat2c_builtins::BuiltinId::PLACEHOLDERS)
        .map(|id| id.name())
        .collect();
    let mut found = Vec::new();
    for krate in PASS_CRATES {
        let mut files = Vec::new();
        rs_files(&repo(&format!("crates/{krate}/src")), &mut files);
        assert!(!files.is_empty(), "no sources in {krate}");
        for path in files {
            let text = std::fs::read_to_string(&path).expect("readable source");
            let mut prev = "";
            for (k, line) in text.lines().enumerate() {
                let allowed = line.contains("tidy: string") || prev.contains("tidy: string");
                prev = line;
                if allowed || line.trim_start().starts_with("//") {
                    continue;
                }
                for lit in name_comparisons(line, &names) {
                    let shown = path.strip_prefix(repo("")).unwrap_or(&path);
                    found.push(format!("{}:{}: \"{lit}\"", shown.display(), k + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "builtin names compared as strings (match a `Bi::` id instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn name_comparisons_are_recognised() {
    let names = ["numel", "size", "%box", "@call"];
    let flagged = |l: &str| !name_comparisons(l, &names).is_empty();
    for l in [
        r#"    "numel" => 1,"#,
        r#"    "numel" | "size" => 1,"#,
        r#"    | "size","#,
        r#"    if name == "numel" {"#,
        r#"    name != "%box""#,
        r#"    matches!(name.as_str(), "numel" | "size")"#,
        r#"    matches!(name, "@call")"#,
        r#"    ("size", _) => x,"#,
        r#"    "numel" if k > 1 => x,"#,
    ] {
        assert!(flagged(l), "{l}");
    }
    for l in [
        r#"    let s = "numel";"#,
        r#"    f("numel", x);"#,
        r#"    format!("mt_numel({p})")"#,
        r#"    ("numel", "MT_NUMEL"),"#,
        r#"    x == "numelx""#,
        r#"    a || "numel""#,
    ] {
        assert!(!flagged(l), "{l}");
    }
}

/// The builtin names among the string literals of `line` that stand in a comparison.
fn name_comparisons<'a>(line: &'a str, names: &[&str]) -> Vec<&'a str> {
    let mut out = Vec::new();
    for (start, end) in string_literals(line) {
        let lit = &line[start + 1..end - 1];
        if !names.contains(&lit) {
            continue;
        }
        let before = line[..start].trim_end();
        let after = line[end..].trim_start();
        let or_before = before.ends_with('|') && !before.ends_with("||");
        let or_after = after.starts_with('|') && !after.starts_with("||");
        let compared = before.ends_with("==") || before.ends_with("!=");
        let arm = after.starts_with("=>") || after.starts_with("if ");
        let tuple_arm = before.ends_with('(') && after.starts_with(',') && after.contains("=>");
        let in_matches = before.ends_with(',')
            && before
                .rfind("matches!(")
                .is_some_and(|i| !before[i..].contains(')'));
        if or_before || or_after || compared || arm || tuple_arm || in_matches {
            out.push(lit);
        }
    }
    out
}

/// Byte ranges (quotes included) of the plain string literals of a line.
fn string_literals(line: &str) -> Vec<(usize, usize)> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            // A char literal such as '"' is not the start of a string.
            b'\'' if bytes.get(i + 2) == Some(&b'\'') => i += 3,
            b'"' => {
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if i < bytes.len() {
                    out.push((start, i + 1));
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

fn rs_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}
