//! Data-driven parser tests: every `tests/parse/*.m` must parse without diagnostics and match
//! its `.ast` dump; every `tests/errors/*.m` must produce at least one error and match its
//! `.diag` rendering. `MAT2C_BLESS=1` (or `UPDATE_EXPECT=1`) rewrites the expectations.

use std::path::Path;

use mat2c_diag::{FileId, SourceMap, render_all};

fn bless() -> bool {
    std::env::var_os("MAT2C_BLESS").is_some_and(|v| v != "0")
        || std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v != "0")
}

/// Compares `actual` with the file beside `path` with extension `ext` (or rewrites it).
fn check(path: &Path, actual: &str, ext: &str) -> datatest_stable::Result<()> {
    let expect_path = path.with_extension(ext);
    if bless() {
        std::fs::write(&expect_path, actual)?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&expect_path).unwrap_or_default();
    if expected == actual {
        return Ok(());
    }
    let diff = similar::TextDiff::from_lines(&expected, actual)
        .unified_diff()
        .header(&expect_path.display().to_string(), "actual")
        .to_string();
    Err(format!(
        "{} does not match (rerun with MAT2C_BLESS=1 to update):\n{diff}",
        expect_path.display()
    )
    .into())
}

/// The name diagnostics show: the path relative to `tests/`, e.g. `errors/unclosed_if.m`.
fn rel_name(path: &Path) -> String {
    let file = path.file_name().map(|f| f.to_string_lossy().into_owned());
    let dir = path
        .parent()
        .and_then(|p| p.file_name())
        .map(|d| d.to_string_lossy().into_owned());
    match (dir, file) {
        (Some(d), Some(f)) => format!("{d}/{f}"),
        (_, Some(f)) => f,
        _ => path.display().to_string(),
    }
}

fn parse_case(path: &Path, text: String) -> datatest_stable::Result<()> {
    let (ast, diags) = mat2c_syntax::parse(FileId(0), &text);
    if !diags.is_empty() {
        let mut map = SourceMap::new();
        map.add(rel_name(path), text.clone());
        return Err(format!(
            "expected no diagnostics, got {}:\n{}",
            diags.len(),
            render_all(&map, &diags)
        )
        .into());
    }
    check(path, &mat2c_syntax::print_ast(&ast), "ast")
}

fn error_case(path: &Path, text: String) -> datatest_stable::Result<()> {
    let mut map = SourceMap::new();
    let file = map.add(rel_name(path), text.clone());
    let (_, diags) = mat2c_syntax::parse(file, &text);
    if !mat2c_diag::has_errors(&diags) {
        return Err("expected at least one error diagnostic, got none".into());
    }
    let out = format!(
        "{} diagnostic(s)\n\n{}",
        diags.len(),
        render_all(&map, &diags)
    );
    check(path, &out, "diag")
}

datatest_stable::harness! {
    { test = parse_case, root = "tests/parse", pattern = r"\.m$" },
    { test = error_case, root = "tests/errors", pattern = r"\.m$" },
}
