//! Compiles the C runtime together with its C unit tests (`tests/rt_unit.c`) into a
//! static library with warnings as errors, so `cargo test` checks that the runtime
//! builds cleanly and passes its unit tests.

/// Every `.c` file of this folder, sorted (`src/lib.rs` lists the same files for the code
/// generator; its test `sources_list_every_c_file` keeps the two in step).
fn sources() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(".")
        .expect("runtime-c folder")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".c"))
        .collect();
    v.sort();
    v
}

fn main() {
    let mut build = cc::Build::new();
    println!("cargo:rerun-if-changed=.");
    for src in sources() {
        build.file(&src);
        println!("cargo:rerun-if-changed={src}");
    }
    build
        .file("tests/rt_unit.c")
        .include(".")
        .flag("-std=c99")
        // The embedded target's flag set (docs/EMBEDDED.md): no extensions, no silent
        // float-to-double promotion.
        .flag("-pedantic")
        .flag("-Wdouble-promotion")
        .warnings(true)
        .extra_warnings(true)
        .warnings_into_errors(true)
        .opt_level(2);
    build.compile("mat2c_rt_unit");
    // The sections the driver enables when the system has LAPACK and a Fortran BLAS are
    // compiled once more with them on, under the same warnings, and not linked: they call
    // libraries this build does not link.
    let mut linked = cc::Build::new();
    linked
        .file("mt_lapack.c")
        .file("mt_linalg.c")
        .include(".")
        .define("MT_HAVE_LAPACK", None)
        .define("MT_HAVE_F77BLAS", None)
        // as the driver builds them: both libraries opened at the first call (strict_c's
        // test compiles the linked form)
        .define("MT_BLAS_DLOPEN", None)
        .define("MT_LAPACK_DLOPEN", None)
        .flag("-std=c99")
        .flag("-pedantic")
        .flag("-Wdouble-promotion")
        .warnings(true)
        .extra_warnings(true)
        .warnings_into_errors(true)
        .opt_level(2)
        .cargo_metadata(false);
    linked.compile("mat2c_rt_with_libraries");
    println!("cargo:rerun-if-changed=mat2c_rt.h");
    println!("cargo:rerun-if-changed=mt_internal.h");
    println!("cargo:rerun-if-changed=tests/rt_unit.c");
    println!("cargo:rustc-link-lib=m");
}
