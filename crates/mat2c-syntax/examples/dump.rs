//! Prints the AST and diagnostics of the `.m` files given on the command line (a debugging
//! aid; `mat2c --emit=ast` is the user-facing equivalent).

#![allow(clippy::print_stdout, reason = "a command-line tool")]

use mat2c_diag::{SourceMap, render_all};

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let mut map = SourceMap::new();
        let file = map.add(path.clone(), text.clone());
        let (ast, diags) = mat2c_syntax::parse(file, &text);
        print!("{}", mat2c_syntax::print_ast(&ast));
        print!("{}", render_all(&map, &diags));
    }
}
