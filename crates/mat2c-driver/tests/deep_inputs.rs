//! Deep and large inputs found by fuzzing (issue #16): the driver compiles them or reports a
//! coded diagnostic, and never panics or overflows the stack (a test thread's 2 MiB stack
//! included: the driver runs its pipeline on a thread of its own).

use std::path::PathBuf;

use mat2c_driver::{Emit, Options, run};

/// Writes `text` as `NAME.m` in a fresh folder under the target dir.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mat2c_deep_{}_{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{name}.m"));
    std::fs::write(&p, text).unwrap();
    p
}

/// Compiles to C (no C compiler run) or just checks; returns the diagnostic codes.
fn compile(name: &str, text: &str, emit: Emit) -> (bool, Vec<&'static str>) {
    let input = file(name, text);
    let mut opts = Options::new(&input);
    opts.emit = emit;
    opts.output = Some(input.with_extension("c_out"));
    let out = run(&opts);
    let _ = std::fs::remove_dir_all(input.parent().unwrap());
    let codes = out.diagnostics.iter().map(|d| d.code.as_str()).collect();
    (out.success, codes)
}

fn compiles(name: &str, text: &str) {
    for emit in [Emit::Check, Emit::C] {
        let (ok, codes) = compile(name, text, emit);
        assert!(ok, "{name} ({emit:?}) failed: {codes:?}");
    }
}

fn rejected_with(name: &str, text: &str, code: &str) {
    let (ok, codes) = compile(name, text, Emit::Check);
    assert!(!ok && codes.contains(&code), "{name}: {codes:?}");
}

#[test]
fn long_sums_compile() {
    compiles(
        "sum",
        &format!("x = {};\ndisp(x)\n", vec!["1"; 20_000].join("+")),
    );
}

#[test]
fn long_postfix_and_prefix_chains_compile() {
    // (5,000 transposes of a matrix check quickly, but storage allocation of their 5,000
    // array values is quadratic: the full compile gets 500.)
    let (ok, codes) = compile(
        "tr",
        &format!("x = [1 2];\ny = x{};\n", "'".repeat(5000)),
        Emit::Check,
    );
    assert!(ok, "{codes:?}");
    compiles(
        "tr",
        &format!("x = [1 2];\ny = x{};\ndisp(y)\n", "'".repeat(500)),
    );
    compiles("neg", &format!("y = {}1;\ndisp(y)\n", "- ".repeat(5000)));
}

#[test]
fn deep_nesting_compiles() {
    let n = 1000;
    compiles(
        "par",
        &format!("y = {}1{};\ndisp(y)\n", "(".repeat(n), ")".repeat(n)),
    );
    let ifs = format!(
        "x = 1;\n{}disp(x)\n{}",
        "if x\n".repeat(n),
        "end\n".repeat(n)
    );
    let (ok, codes) = compile("ifs", &ifs, Emit::Check);
    assert!(ok, "{codes:?}");
}

#[test]
fn beyond_the_budget_is_a_coded_error() {
    let code = mat2c_diag::codes::E0208.as_str();
    let terms = mat2c_syntax::MAX_EXPR_DEPTH + 1;
    rejected_with(
        "sum_too_long",
        &format!("x = {};\n", vec!["1"; terms].join("+")),
        code,
    );
    let n = mat2c_syntax::MAX_NEST + 1;
    let deep = format!("y = {}1{};\n", "(".repeat(n), ")".repeat(n));
    rejected_with("par_too_deep", &deep, code);
    let ifs = format!("{}{}", "if 1\n".repeat(n), "end\n".repeat(n));
    rejected_with("if_too_deep", &ifs, code);
}

#[test]
fn big_literals_compile() {
    let nums: Vec<String> = (0..50_000).map(|k| format!("{}", k % 997)).collect();
    compiles("lit", &format!("x = [{}];\ndisp(sum(x))\n", nums.join(" ")));
}
