//! mat2c-builtins
