//! The report of every benchsuite program: made, non-empty, well formed, with a section per
//! source function and a type on some line of each. The pages are left in
//! `target/tmp/benchsuite-reports/` for a look.

mod common;

use common::{report_of, root, scratch, well_formed};

#[test]
fn every_benchsuite_program_has_a_report() {
    let out = scratch("benchsuite-reports");
    let mut programs: Vec<_> = std::fs::read_dir(root().join("benchsuite"))
        .expect("benchsuite folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    programs.sort();
    assert!(programs.len() >= 16, "{programs:?}");
    for dir in programs {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let (html, _) = report_of(&dir.join(format!("{name}.m")));
        let elements = well_formed(&html).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(elements > 100, "{name}: only {elements} elements");
        assert!(
            html.contains(&format!("<section class=\"fn\" id=\"fn-{name}\">")),
            "{name}"
        );
        // Every function section shows some typed assignment.
        for sec in html.split("<section class=\"fn\"").skip(1) {
            assert!(
                sec.contains("<span class=\"ty\">"),
                "{name}: a section without types"
            );
        }
        std::fs::write(out.join(format!("{name}.html")), &html).unwrap();
    }
}
