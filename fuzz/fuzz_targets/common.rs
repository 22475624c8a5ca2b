//! Shared by the targets that run the driver: the input written as the entry file of a
//! program in a folder of its own (the driver reads programs from disk).

use std::path::PathBuf;

use mat2c_driver::{Emit, Options};

/// Runs the driver up to `emit` on `data` as `fz.m`; the outcome itself is not judged (bad
/// input gives diagnostics): only a panic, a crash or a hang is a finding.
pub fn run_driver(data: &[u8], emit: Emit) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("mat2c-fuzz-{}", std::process::id()));
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    let path: PathBuf = dir.join("fz.m");
    if std::fs::write(&path, text).is_err() {
        return;
    }
    let mut opts = Options::new(&path);
    opts.emit = emit;
    opts.verify = true;
    let _ = mat2c_driver::run(&opts);
}
