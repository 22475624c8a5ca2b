//! mat2c-diag
