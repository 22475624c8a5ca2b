//! docs/ARCHITECTURE.md's code map agrees with the tree: one heading per crate folder, and
//! every source file of a crate (and every C file of the runtime) named under its heading.
//! A new module without a line in the map fails here, so the map stays true.

use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The code map's sections: heading path (`crates/mat2c-ir`, `runtime-c/`) → its text.
fn sections(doc: &str) -> Vec<(String, String)> {
    let map = doc
        .split("\n## Code map")
        .nth(1)
        .expect("a `## Code map` section");
    let map = map.split("\n## ").next().unwrap_or(map);
    let mut out: Vec<(String, String)> = Vec::new();
    for line in map.lines() {
        if let Some(rest) = line.strip_prefix("### `") {
            let name = rest.split('`').next().unwrap_or("").to_string();
            out.push((name, line.to_string()));
        } else if let Some((_, text)) = out.last_mut() {
            text.push('\n');
            text.push_str(line);
        }
    }
    out
}

fn files(dir: &Path, ext: &str, base: &Path, out: &mut Vec<String>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, ext, base, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            let rel = p.strip_prefix(base).unwrap_or(&p);
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

#[test]
fn code_map_names_every_crate_and_module() {
    let doc =
        std::fs::read_to_string(repo().join("docs/ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let secs = sections(&doc);
    let mut missing = Vec::new();
    let mut crates: Vec<String> = std::fs::read_dir(repo().join("crates"))
        .expect("crates/")
        .flatten()
        .filter(|e| e.path().join("Cargo.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    crates.sort();
    for krate in &crates {
        let key = format!("crates/{krate}");
        let Some((_, text)) = secs.iter().find(|(k, _)| *k == key) else {
            missing.push(format!("no `### `{key}`` heading"));
            continue;
        };
        let src = repo().join(&key).join("src");
        let mut rs = Vec::new();
        files(&src, "rs", &src, &mut rs);
        rs.sort();
        for f in rs {
            // Unit-test modules are not part of the map.
            if f == "tests.rs" || f.ends_with("/tests.rs") {
                continue;
            }
            if !text.contains(&format!("`{f}`")) {
                missing.push(format!("{key}: `{f}` has no line"));
            }
        }
    }
    for (k, _) in &secs {
        if let Some(name) = k.strip_prefix("crates/")
            && !crates.iter().any(|c| c == name)
        {
            missing.push(format!("heading `{k}` names no crate"));
        }
    }
    let rt = secs
        .iter()
        .find(|(k, _)| k == "runtime-c/")
        .map(|(_, t)| t.clone())
        .unwrap_or_default();
    let dir = repo().join("runtime-c");
    let mut cs = Vec::new();
    files(&dir, "c", &dir, &mut cs);
    cs.sort();
    for f in cs {
        let name = f.rsplit('/').next().unwrap_or(&f);
        if !f.starts_with("tests/") && !rt.contains(&format!("`{name}`")) {
            missing.push(format!("runtime-c: `{f}` has no line"));
        }
    }
    assert!(
        missing.is_empty(),
        "docs/ARCHITECTURE.md's code map is out of date:\n{}",
        missing.join("\n")
    );
}
