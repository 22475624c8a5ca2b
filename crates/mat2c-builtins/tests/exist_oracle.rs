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

/// Where Octave defines every name of `octave_names.txt` (`which`: an `.m` file under its
/// `m/` folder, or the C++ source of a built-in), as `octave_sources.txt` stores it: the data
/// `unsupported_kind` derives the kind of a missing function from. `MAT2C_BLESS=1` writes
/// the file from Octave; `MAT2C_ORACLE_CHECK=1` checks it still equals Octave's answer.
#[test]
fn octave_sources_are_octaves() {
    let bless = env_on("MAT2C_BLESS");
    if !env_on("MAT2C_ORACLE_CHECK") && !bless {
        return;
    }
    // A function file in an empty folder: no script variable or local file shadows a name.
    let dir = std::env::temp_dir().join(format!("mat2c-sources-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    std::fs::write(dir.join("names.txt"), mat2c_builtins::OCTAVE_NAMES).expect("names");
    std::fs::write(
        dir.join("mat2c_sources.m"),
        "function mat2c_sources ()\n\
         names = strsplit (strtrim (fileread ('names.txt')), \"\\n\");\n\
         for k = 1:numel (names)\n\
           w = which (names{k});\n\
           at = strfind (w, '/m/');\n\
           if (! isempty (at))\n\
             w = w(at(end)+1:end);\n\
           elseif (strncmp (fliplr (w), 'tco.', 4))\n\
             [~, base] = fileparts (w);\n\
             w = ['oct/' base '.oct'];\n\
           endif\n\
           if (isempty (w))\n\
             w = '-';\n\
           endif\n\
           printf ('%s %s\\n', names{k}, w);\n\
         endfor\n\
         endfunction\n",
    )
    .expect("script");
    let out = std::process::Command::new("octave-cli")
        .args([
            "--no-gui",
            "-q",
            "--norc",
            "--no-history",
            "--eval",
            "mat2c_sources",
        ])
        .current_dir(&dir)
        .output()
        .expect("octave-cli runs (apt-get install -y octave)");
    let _ = std::fs::remove_dir_all(&dir);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    if bless {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/octave_sources.txt");
        std::fs::write(path, &text).expect("write octave_sources.txt");
    } else {
        assert_eq!(
            text.lines().collect::<Vec<_>>(),
            mat2c_builtins::OCTAVE_SOURCES.lines().collect::<Vec<_>>(),
            "octave_sources.txt differs from Octave's `which`"
        );
    }
}
