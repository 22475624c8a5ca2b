//! The system BLAS is opened at the first matrix product, not linked: a program without
//! products does not load it, one with products loads it and runs (its values are checked
//! against Octave by the run tests, e.g. run/mtimes_blas_bits).

use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str, prog: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mat2c-blas-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    std::fs::write(dir.join(format!("{name}.m")), prog).expect("write program");
    dir
}

/// Builds `prog` and returns its dynamic section's NEEDED libraries (None without readelf
/// or without a system BLAS, where there is nothing to check) and its output.
fn build_and_run(name: &str, prog: &str) -> Option<(String, String)> {
    let dir = scratch(name, prog);
    let exe = dir.join(name);
    let stats = Command::new(env!("CARGO_BIN_EXE_mat2c"))
        .arg(dir.join(format!("{name}.m")))
        .arg("--stats")
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("run mat2c");
    assert!(
        stats.status.success(),
        "{}",
        String::from_utf8_lossy(&stats.stderr)
    );
    if !String::from_utf8_lossy(&stats.stdout).contains("opened at the first matrix product") {
        return None;
    }
    let dynamic = Command::new("readelf").arg("-d").arg(&exe).output().ok()?;
    let run = Command::new(&exe).output().expect("run program");
    assert!(run.status.success());
    let _ = std::fs::remove_dir_all(&dir);
    Some((
        String::from_utf8_lossy(&dynamic.stdout).into_owned(),
        String::from_utf8_lossy(&run.stdout).into_owned(),
    ))
}

#[test]
fn blas_is_not_loaded_without_products() {
    let Some((needed, out)) = build_and_run("noprod", "x = (1:4) .* 2;\ndisp(sum(x));\n") else {
        return;
    };
    assert!(!needed.contains("blas"), "{needed}");
    assert!(!out.is_empty());
}

#[test]
fn a_product_opens_blas_and_runs() {
    let Some((needed, out)) = build_and_run(
        "prod",
        "A = [1 2; 3 4];\nB = A * A';\nprintf('%g ', B);\nprintf('%g\\n', [1 2 3] * [4; 5; 6]);\n",
    ) else {
        return;
    };
    assert!(!needed.contains("blas"), "{needed}");
    // The values themselves are checked against Octave by run/mtimes_blas_bits.
    assert!(!out.is_empty());
}
