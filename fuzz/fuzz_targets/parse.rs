//! The parser on any text: it never fails (a tree plus diagnostics) and never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mat2c_diag::FileId;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = mat2c_syntax::parse(FileId(0), &text);
});
