//! `--report FILE` as a user runs it: the page is written next to the normal output, and a
//! mode that stops before type inference is refused.

use std::process::Command;

fn mat2c() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mat2c"))
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mat2c-cli-report-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    std::fs::write(
        dir.join("p.m"),
        "x = zeros(3, 1);\nx(2) = 5;\ndisp(sum(x))\n",
    )
    .unwrap();
    dir
}

#[test]
fn report_is_written_alongside_the_storage_dump() {
    let dir = scratch("storage");
    let page = dir.join("out.html");
    let out = mat2c()
        .arg(dir.join("p.m"))
        .args(["--emit=storage", "--report"])
        .arg(&page)
        .output()
        .expect("run mat2c");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("; group @"));
    let html = std::fs::read_to_string(&page).expect("the report");
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("data-v=\"p.x\""));
}

#[test]
fn report_with_an_executable() {
    let dir = scratch("exe");
    let page = dir.join("out.html");
    let out = mat2c()
        .arg(dir.join("p.m"))
        .arg("-o")
        .arg(dir.join("p"))
        .arg("--report")
        .arg(&page)
        .output()
        .expect("run mat2c");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.join("p").is_file());
    assert!(
        std::fs::read_to_string(&page)
            .unwrap()
            .contains("id=\"fn-p\"")
    );
}

#[test]
fn report_needs_types() {
    let dir = scratch("ir");
    let out = mat2c()
        .arg(dir.join("p.m"))
        .args(["--emit=ir", "--report"])
        .arg(dir.join("out.html"))
        .output()
        .expect("run mat2c");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--report needs inferred types"));
    assert!(!dir.join("out.html").exists());
}

#[test]
fn unwritable_report_path_is_a_user_error() {
    let dir = scratch("unwritable");
    let out = mat2c()
        .arg(dir.join("p.m"))
        .args(["--emit=typed", "--report"])
        .arg(dir.join("no/such/folder/out.html"))
        .output()
        .expect("run mat2c");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write the report"));
}
