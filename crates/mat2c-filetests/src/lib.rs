//! mat2c-filetests
