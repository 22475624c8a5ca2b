//! mat2c-ir
