//! mat2c-driver
