//! The whole pipeline up to the program's C text (`--emit=c-program`: inference, storage,
//! codegen; no C compiler), verifier on.
#![no_main]

use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| common::run_driver(data, mat2c_driver::Emit::CProgram));
