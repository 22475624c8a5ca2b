//! Parse, resolve, lower, the handle passes and the optimiser (`--emit=ir`, verifier on).
#![no_main]

use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| common::run_driver(data, mat2c_driver::Emit::Ir));
