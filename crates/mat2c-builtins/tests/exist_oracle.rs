//! The `exist` codes of `exist_codes.rs` cover the whole builtin table and are Octave's.

use mat2c_builtins::{BUILTINS, CELL_BUILTINS, OCTAVE_EXIST, octave_exist_code};

fn env_on(name: &str) -> bool {
    std::env::var(name).is_ok_and(|v| !v.is_empty() && v != "0")
}

#[test]
fn table_is_sorted_and_covers_every_builtin() {
    assert!(OCTAVE_EXIST.windows(2).all(|w| w[0].0 < w[1].0));
    for b in BUILTINS.iter().chain(CELL_BUILTINS) {
        if b.name.starts_with('%') || b.name.starts_with("m2c_") {
            continue;
        }
        assert!(
            octave_exist_code(b.name).is_some(),
            "builtin `{}` has no Octave exist code in exist_codes.rs",
            b.name
        );
    }
}

/// With Octave available (`MAT2C_ORACLE_CHECK=1` or `MAT2C_BLESS=1`), asks `octave-cli` for
/// `exist(name)` of every name of the table.
#[test]
fn codes_are_octaves() {
    if !env_on("MAT2C_ORACLE_CHECK") && !env_on("MAT2C_BLESS") {
        return;
    }
    let names: Vec<&str> = OCTAVE_EXIST.iter().map(|(n, _)| *n).collect();
    let list = names
        .iter()
        .map(|n| format!("'{n}'"))
        .collect::<Vec<_>>()
        .join(", ");
    let script = format!(
        "names = {{{list}}}; for k = 1:numel(names), printf('%s %d\\n', names{{k}}, exist(names{{k}})); end"
    );
    // An empty folder: a file such as `e.m` in the working folder would change the answer.
    let dir = std::env::temp_dir().join(format!("mat2c-exist-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let out = std::process::Command::new("octave-cli")
        .args([
            "--no-gui",
            "-q",
            "--norc",
            "--no-history",
            "--eval",
            &script,
        ])
        .current_dir(&dir)
        .output()
        .expect("octave-cli runs (apt-get install -y octave)");
    let _ = std::fs::remove_dir_all(&dir);
    let text = String::from_utf8_lossy(&out.stdout);
    let got: Vec<(String, u8)> = text
        .lines()
        .filter_map(|l| {
            let (n, c) = l.split_once(' ')?;
            Some((n.to_string(), c.trim().parse().ok()?))
        })
        .collect();
    let want: Vec<(String, u8)> = OCTAVE_EXIST
        .iter()
        .map(|(n, c)| (n.to_string(), *c))
        .collect();
    assert_eq!(got, want, "exist codes differ from Octave's");
}

#[test]
fn octave_names_are_sorted_and_cover_the_exist_table() {
    let names: Vec<&str> = mat2c_builtins::OCTAVE_NAMES.lines().collect();
    assert!(
        names.windows(2).all(|w| w[0] < w[1]),
        "octave_names.txt is not sorted"
    );
    for (n, code) in OCTAVE_EXIST {
        if *code == 2 || (*code == 5 && n.chars().all(|c| c.is_ascii_lowercase())) {
            assert!(
                mat2c_builtins::octave_knows(n),
                "`{n}` missing from octave_names.txt"
            );
        }
    }
}

/// With Octave available, the list of names is what Octave defines (see `octave_names.rs`).
#[test]
fn octave_names_are_octaves() {
    if !env_on("MAT2C_ORACLE_CHECK") && !env_on("MAT2C_BLESS") {
        return;
    }
    let script = "x = unique([__list_functions__()(:); __builtins__()(:)]); \
                  x = x(!strncmp(x, '__', 2)); printf('%s\\n', x{:});";
    let dir = std::env::temp_dir().join(format!("mat2c-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let out = std::process::Command::new("octave-cli")
        .args(["--no-gui", "-q", "--norc", "--no-history", "--eval", script])
        .current_dir(&dir)
        .output()
        .expect("octave-cli runs (apt-get install -y octave)");
    let _ = std::fs::remove_dir_all(&dir);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.lines().collect::<Vec<_>>(),
        mat2c_builtins::OCTAVE_NAMES.lines().collect::<Vec<_>>(),
        "octave_names.txt differs from Octave's function names"
    );
}
