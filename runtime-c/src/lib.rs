//! The mat2c C99 runtime, embedded as text so the code generator can write it next to
//! every generated program and compile it with
//! `$CC -O2 -std=c99 prog.c <SOURCES...> -lm`.
//!
//! The header `mat2c_rt.h` is the contract between generated code and the runtime;
//! see `runtime-c/README.md` for notes and contract changes.

/// The runtime header (`mat2c_rt.h`).
pub const HEADER: &str = include_str!("../mat2c_rt.h");

/// File name of the header, as generated code `#include`s it.
pub const HEADER_NAME: &str = "mat2c_rt.h";

/// The header the runtime's own C files share (`mt_internal.h`: `mt__` helpers, `BI`);
/// generated code never includes it, but it ships beside the sources that do.
pub const INTERNAL_HEADER: &str = include_str!("../mt_internal.h");

/// File name of [`INTERNAL_HEADER`].
pub const INTERNAL_HEADER_NAME: &str = "mt_internal.h";

/// (file name, contents) of every C source of the runtime, in link order.
pub const SOURCES: &[(&str, &str)] = &[
    ("mat2c_rt.c", include_str!("../mat2c_rt.c")),
    ("mt_entry.c", include_str!("../mt_entry.c")),
    ("mt_lib.c", include_str!("../mt_lib.c")),
    ("mt_fmt.c", include_str!("../mt_fmt.c")),
    ("mt_pool.c", include_str!("../mt_pool.c")),
    ("mt_int64.c", include_str!("../mt_int64.c")),
    ("mt_linalg.c", include_str!("../mt_linalg.c")),
    ("mt_num2str.c", include_str!("../mt_num2str.c")),
    ("mt_print.c", include_str!("../mt_print.c")),
    ("mt_rand.c", include_str!("../mt_rand.c")),
    ("mt_except.c", include_str!("../mt_except.c")),
    ("mt_time.c", include_str!("../mt_time.c")),
    ("mt_cell.c", include_str!("../mt_cell.c")),
    ("mt_numeric.c", include_str!("../mt_numeric.c")),
    ("mt_matrix.c", include_str!("../mt_matrix.c")),
    ("mt_intfun.c", include_str!("../mt_intfun.c")),
    ("mt_strings.c", include_str!("../mt_strings.c")),
    ("mt_regex.c", include_str!("../mt_regex.c")),
    ("mt_range_class.c", include_str!("../mt_range_class.c")),
    ("mt_single.c", include_str!("../mt_single.c")),
    ("mt_slices.c", include_str!("../mt_slices.c")),
    ("mt_repelem.c", include_str!("../mt_repelem.c")),
    ("mt_path.c", include_str!("../mt_path.c")),
    ("mt_version.c", include_str!("../mt_version.c")),
    ("mt_sscanf.c", include_str!("../mt_sscanf.c")),
    ("mt_genvarname.c", include_str!("../mt_genvarname.c")),
    ("mt_hash.c", include_str!("../mt_hash.c")),
    ("mt_json.c", include_str!("../mt_json.c")),
    ("mt_erase.c", include_str!("../mt_erase.c")),
    ("mt_escapes.c", include_str!("../mt_escapes.c")),
    ("mt_matpred.c", include_str!("../mt_matpred.c")),
    ("mt_validate.c", include_str!("../mt_validate.c")),
    ("mt_quantile.c", include_str!("../mt_quantile.c")),
    ("mt_ppform.c", include_str!("../mt_ppform.c")),
    ("mt_spline.c", include_str!("../mt_spline.c")),
    ("mt_interp1.c", include_str!("../mt_interp1.c")),
    ("mt_lookup.c", include_str!("../mt_lookup.c")),
    ("mt_coords.c", include_str!("../mt_coords.c")),
    ("mt_cellstr.c", include_str!("../mt_cellstr.c")),
    ("mt_utf8case.c", include_str!("../mt_utf8case.c")),
    ("mt_cellsets.c", include_str!("../mt_cellsets.c")),
    ("mt_fft.c", include_str!("../mt_fft.c")),
    ("mt_factor.c", include_str!("../mt_factor.c")),
    ("mt_warning.c", include_str!("../mt_warning.c")),
    ("mt_introspect.c", include_str!("../mt_introspect.c")),
    ("mt_fhandle.c", include_str!("../mt_fhandle.c")),
    ("mt_map.c", include_str!("../mt_map.c")),
    ("mt_svdfun.c", include_str!("../mt_svdfun.c")),
    ("mt_consts.c", include_str!("../mt_consts.c")),
    ("mt_opfun.c", include_str!("../mt_opfun.c")),
    ("mt_io.c", include_str!("../mt_io.c")),
    ("mt_files.c", include_str!("../mt_files.c")),
    ("mt_dlmread.c", include_str!("../mt_dlmread.c")),
    ("mt_sets.c", include_str!("../mt_sets.c")),
    ("mt_chars.c", include_str!("../mt_chars.c")),
    ("mt_charrows.c", include_str!("../mt_charrows.c")),
    ("mt_specfun.c", include_str!("../mt_specfun.c")),
    ("mt_bessel.c", include_str!("../mt_bessel.c")),
    ("mt_poly.c", include_str!("../mt_poly.c")),
    ("mt_complex.c", include_str!("../mt_complex.c")),
    ("mt_cmap.c", include_str!("../mt_cmap.c")),
    ("mt_cinv.c", include_str!("../mt_cinv.c")),
    ("mt_sqrtm.c", include_str!("../mt_sqrtm.c")),
    ("mt_pnorm.c", include_str!("../mt_pnorm.c")),
    ("mt_balance.c", include_str!("../mt_balance.c")),
    ("mt_conv.c", include_str!("../mt_conv.c")),
    ("mt_polyfit.c", include_str!("../mt_polyfit.c")),
    ("mt_eig.c", include_str!("../mt_eig.c")),
    ("mt_lapack.c", include_str!("../mt_lapack.c")),
    ("mt_setrows.c", include_str!("../mt_setrows.c")),
    ("mt_structfn.c", include_str!("../mt_structfn.c")),
    ("mt_randdist.c", include_str!("../mt_randdist.c")),
];

#[cfg(test)]
#[allow(
    unsafe_code,
    reason = "FFI call into the C unit tests compiled by build.rs"
)]
mod tests {
    use core::ffi::c_int;

    unsafe extern "C" {
        fn mt_run_unit_tests() -> c_int;
    }

    #[test]
    fn c_unit_tests_pass() {
        // SAFETY: mt_run_unit_tests takes no arguments and only touches its own data.
        let failures = unsafe { mt_run_unit_tests() };
        assert_eq!(failures, 0, "C unit tests failed (details on stderr)");
    }

    #[test]
    fn readme_lists_every_file() {
        let dir = env!("CARGO_MANIFEST_DIR");
        let readme = std::fs::read_to_string(format!("{dir}/README.md")).expect("README.md");
        for e in std::fs::read_dir(dir).expect("runtime folder") {
            let name = e
                .expect("entry")
                .file_name()
                .into_string()
                .expect("utf-8 name");
            if name.ends_with(".c") || name.ends_with(".h") {
                assert!(
                    readme.contains(&format!("| `{name}` |")),
                    "runtime-c/README.md has no row for {name}"
                );
            }
        }
    }

    /// `mt_array.layout` is set and compared by its `MT_LAYOUT_*` names, never by number.
    #[test]
    fn layout_marker_by_name() {
        let texts = super::SOURCES
            .iter()
            .copied()
            .chain([("mat2c_rt.h", super::HEADER)]);
        for (name, text) in texts {
            for (i, _) in text.match_indices("layout") {
                let rest = text[i + "layout".len()..].trim_start();
                let Some(rest) = ["==", "!=", "="]
                    .iter()
                    .find_map(|op| rest.strip_prefix(op))
                else {
                    continue;
                };
                assert!(
                    !rest.trim_start().starts_with(|c: char| c.is_ascii_digit()),
                    "{name}: a layout marker as a number: {}",
                    &text[i..(i + 40).min(text.len())]
                );
            }
        }
    }

    #[test]
    fn sources_list_every_c_file() {
        assert!(super::HEADER.contains("mt_display"));
        // build.rs compiles every .c of the folder; the generator must embed the same files.
        let mut on_disk: Vec<String> = std::fs::read_dir(env!("CARGO_MANIFEST_DIR"))
            .expect("runtime folder")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".c"))
            .collect();
        on_disk.sort();
        let mut listed: Vec<&str> = super::SOURCES.iter().map(|(n, _)| *n).collect();
        listed.sort_unstable();
        assert_eq!(listed, on_disk);
        // One convention: every source includes the internal header, which includes the
        // contract header, so `BI` and the `mt__` helpers are declared once.
        for (name, text) in super::SOURCES {
            assert!(text.contains("#include \"mt_internal.h\""), "{name}");
            assert!(!text.contains("#define BI("), "{name} redefines BI");
        }
        assert!(super::INTERNAL_HEADER.contains("#include \"mat2c_rt.h\""));
        assert!(
            !super::HEADER.contains("\nvoid mt__") && !super::HEADER.contains("\nint mt__"),
            "mat2c_rt.h declares internal mt__ helpers"
        );
    }
}
