//! mat2c-alloc
