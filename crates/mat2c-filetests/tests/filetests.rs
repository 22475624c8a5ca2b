//! Every `.m` file under `filetests/` with a `%! test:` directive is one test.

use std::path::Path;

fn check(path: &Path) -> datatest_stable::Result<()> {
    mat2c_filetests::run_file(path).map_err(|e| e.into())
}

datatest_stable::harness! {
    { test = check, root = "filetests", pattern = r"\.m$" },
}
