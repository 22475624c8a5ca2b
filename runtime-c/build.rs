//! Compiles the C runtime together with its C unit tests (`tests/rt_unit.c`) into a
//! static library with warnings as errors, so `cargo test` checks that the runtime
//! builds cleanly and passes its unit tests.

const SOURCES: &[&str] = &[
    "mat2c_rt.c",
    "mt_entry.c",
    "mt_int64.c",
    "mt_linalg.c",
    "mt_num2str.c",
    "mt_print.c",
    "mt_rand.c",
    "mt_except.c",
    "mt_time.c",
    "mt_cell.c",
    "mt_numeric.c",
    "mt_matrix.c",
    "mt_intfun.c",
    "mt_strings.c",
    "mt_regex.c",
    "mt_range_class.c",
    "mt_single.c",
    "mt_cellstr.c",
    "mt_fft.c",
    "mt_factor.c",
    "mt_opfun.c",
    "mt_io.c",
    "mt_sets.c",
    "mt_chars.c",
    "mt_poly.c",
];

fn main() {
    let mut build = cc::Build::new();
    for src in SOURCES {
        build.file(src);
        println!("cargo:rerun-if-changed={src}");
    }
    build
        .file("tests/rt_unit.c")
        .include(".")
        .flag("-std=c99")
        .warnings(true)
        .extra_warnings(true)
        .warnings_into_errors(true)
        .opt_level(2);
    build.compile("mat2c_rt_unit");
    println!("cargo:rerun-if-changed=mat2c_rt.h");
    println!("cargo:rerun-if-changed=tests/rt_unit.c");
    println!("cargo:rustc-link-lib=m");
}
