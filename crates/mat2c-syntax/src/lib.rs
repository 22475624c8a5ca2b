//! mat2c-syntax: the MATLAB/Octave front end — lexer, parser and syntax tree.
//!
//! API: [`parse`] turns one source file into an [`ast::Ast`] plus diagnostics. It never fails
//! and never panics: malformed input yields a partial tree with `Error` nodes and coded
//! diagnostics (E01xx lexing, E02xx parsing).

pub mod ast;
