//! mat2c-opt
