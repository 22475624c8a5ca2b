//! mat2c-lower
