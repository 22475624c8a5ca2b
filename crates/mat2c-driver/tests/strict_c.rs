//! The runtime and generated C compile without a single warning under the embedded target's
//! flag set (`-std=c99 -pedantic -Wall -Wextra -Werror -Wdouble-promotion`) at -O0, -O2, -O3
//! and -Os, with gcc and with clang (clang is skipped, with a note, when it is not installed;
//! `.ci/run` installs it), the LAPACK and Fortran BLAS sections included. Programs: the DSP
//! examples of `tests/embedded/` and a few run tests covering strings, cells, integers,
//! single, display and `try`.

use std::path::{Path, PathBuf};
use std::process::Command;

const FLAGS: &[&str] = &[
    "-std=c99",
    "-pedantic",
    "-Wall",
    "-Wextra",
    "-Werror",
    "-Wdouble-promotion",
];
const LEVELS: &[&str] = &["-O0", "-O2", "-O3", "-Os"];

/// Run tests whose C is checked too (two with `try`: locals across `setjmp`).
const CORPUS: &[&str] = &[
    "try_vars",
    "try_storage",
    "prog_word_count",
    "prog_cholesky",
    "prog_int64_account",
    "single_mixed_arith",
    "cell_concat",
    "struct_array",
    "bi_printf",
    "fused_scalar_reductions",
    "fill_folding",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn have(cc: &str) -> bool {
    Command::new(cc)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Writes the C of `m` (program + runtime) into `dir`.
fn emit(m: &Path, dir: &Path) {
    let mut o = mat2c_driver::Options::new(m);
    o.emit = mat2c_driver::Emit::C;
    o.output = Some(dir.to_path_buf());
    let out = mat2c_driver::run(&o);
    assert!(out.success, "{}: {}{}", m.display(), out.stdout, out.stderr);
}

#[test]
fn runtime_and_generated_c_are_warning_free() {
    let tmp = std::env::temp_dir().join(format!("mat2c-strict-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let mut programs: Vec<PathBuf> =
        std::fs::read_dir(root().join("crates/mat2c-driver/tests/embedded"))
            .unwrap()
            .filter_map(|e| Some(e.ok()?.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "m"))
            .collect();
    programs.sort();
    programs.extend(
        CORPUS
            .iter()
            .map(|n| root().join(format!("crates/mat2c-filetests/filetests/run/{n}.m"))),
    );
    // One folder holds the runtime; each program's translation unit is added beside it.
    let src = tmp.join("src");
    let mut units = Vec::new();
    for p in &programs {
        let d = tmp.join("gen").join(p.file_stem().unwrap());
        emit(p, &d);
        let name = format!("{}.c", p.file_stem().unwrap().to_string_lossy());
        std::fs::create_dir_all(&src).unwrap();
        for e in std::fs::read_dir(&d).unwrap() {
            let e = e.unwrap().path();
            std::fs::copy(&e, src.join(e.file_name().unwrap())).unwrap();
        }
        units.push(name);
    }
    let mut files: Vec<String> = std::fs::read_dir(&src)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".c"))
        .collect();
    files.sort();
    let mut compilers = vec!["gcc"];
    if have("clang") {
        compilers.push("clang");
    } else {
        #[allow(clippy::print_stderr, reason = "a test skip note")]
        {
            eprintln!("note: clang is not installed; only gcc checked");
        }
    }
    // gcc and clang side by side; the levels one after the other.
    let failures: Vec<String> = std::thread::scope(|s| {
        let hs: Vec<_> = compilers
            .iter()
            .map(|cc| {
                let (src, files, tmp) = (&src, &files, &tmp);
                s.spawn(move || {
                    let mut bad = Vec::new();
                    for lvl in LEVELS {
                        let obj = tmp.join(format!("obj-{cc}{lvl}"));
                        std::fs::create_dir_all(&obj).unwrap();
                        let out = Command::new(cc)
                            .args(FLAGS)
                            .arg(lvl)
                            .arg("-c")
                            .args(files.iter().map(|f| src.join(f)))
                            .current_dir(&obj)
                            .output()
                            .unwrap();
                        if !out.status.success() {
                            bad.push(format!(
                                "{cc} {lvl}:\n{}",
                                String::from_utf8_lossy(&out.stderr)
                            ));
                        }
                        // The sections a build with the system's LAPACK and Fortran BLAS
                        // compiles in.
                        let out = Command::new(cc)
                            .args(FLAGS)
                            .arg(lvl)
                            .args(["-DMT_HAVE_LAPACK", "-DMT_HAVE_F77BLAS", "-c"])
                            .args(["mt_lapack.c", "mt_linalg.c"].map(|f| src.join(f)))
                            .current_dir(&obj)
                            .output()
                            .unwrap();
                        if !out.status.success() {
                            bad.push(format!(
                                "{cc} {lvl} (LAPACK, BLAS):\n{}",
                                String::from_utf8_lossy(&out.stderr)
                            ));
                        }
                    }
                    bad
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(
        failures.is_empty(),
        "warnings under {FLAGS:?} (programs {units:?}):\n{}",
        failures.join("\n")
    );
}
