//! Embeds every `lib/NAME.m` as a `(NAME, text)` row of a table sorted by name.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lib");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("crates/mat2c-mlib/lib exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "m"))
        .map(|p| {
            println!("cargo:rerun-if-changed={}", p.display());
            p.file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let mut table = String::from("&[\n");
    for n in &names {
        let path = dir.join(format!("{n}.m"));
        writeln!(
            table,
            "    ({n:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("write to a String");
    }
    table.push(']');
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("mlib_table.rs");
    std::fs::write(out, table).expect("write the table");
}
