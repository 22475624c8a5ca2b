//! mat2c-infer
