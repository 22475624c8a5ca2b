//! Every diagnostic code is documented in docs/DIAGNOSTICS.md.

#[test]
fn every_code_is_documented() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/DIAGNOSTICS.md"
    ))
    .expect("docs/DIAGNOSTICS.md exists");
    for (code, _) in mat2c_diag::codes::ALL {
        assert!(
            doc.contains(&format!("| {} |", code.as_str())),
            "{} is not documented in docs/DIAGNOSTICS.md",
            code.as_str()
        );
    }
}

#[test]
fn render_shows_location_and_caret() {
    let mut map = mat2c_diag::SourceMap::new();
    let f = map.add("prog.m", "x = 1;\ny = nosuch(2);\n");
    let d = mat2c_diag::Diagnostic::error(
        mat2c_diag::codes::E0301,
        mat2c_diag::Span::new(f, 11, 17),
        "`nosuch` is not a variable, a builtin or a function on the path",
    );
    let text = mat2c_diag::render_plain(&map, &d);
    assert!(text.starts_with("error[E0301]: `nosuch`"), "{text}");
    assert!(text.contains("prog.m:2:5"), "{text}");
    assert!(text.contains("^^^^^^"), "{text}");
}
