//! mat2c-codegen
