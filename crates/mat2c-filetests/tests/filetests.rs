//! Every `.m` file under `filetests/` with a `%! test:` directive is one test.

use std::path::Path;

#[allow(
    clippy::print_stderr,
    reason = "the failure report (with its diff) must reach the terminal unescaped"
)]
fn check(path: &Path) -> datatest_stable::Result<()> {
    mat2c_filetests::run_file(path).map_err(|report| {
        eprintln!("{report}");
        format!("{} failed (report above)", path.display()).into()
    })
}

datatest_stable::harness! {
    { test = check, root = "filetests", pattern = r"\.m$" },
}
