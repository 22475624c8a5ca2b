//! mat2c-syntax
