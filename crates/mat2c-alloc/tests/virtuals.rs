//! Virtual storage ([`mat2c_alloc::Virtual`]) decided on small programs compiled through the
//! driver (`--emit=storage`): the for-loop range is kept as C doubles, a range that is read as
//! an array is not, and scalar constants are inlined unless read through their slot.

use expect_test::{Expect, expect};
use mat2c_driver::{Emit, Options, run};

/// The `--emit=storage` lines of `src` that define a range or a constant.
#[track_caller]
fn check(name: &str, src: &str, want: Expect) {
    let dir = std::env::temp_dir().join(format!("mat2c-virt-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{name}.m"));
    std::fs::write(&path, src).expect("write program");
    let mut opts = Options::new(&path);
    opts.emit = Emit::Storage;
    opts.verify = true;
    // The loops as written (partial evaluation would unroll them).
    opts.mpe = false;
    let o = run(&opts);
    assert!(o.success, "mat2c failed:\n{}", o.stderr);
    let lines: Vec<&str> = o
        .stdout
        .lines()
        .map(str::trim)
        .filter(|l| l.contains("= range") || l.contains("= const"))
        .collect();
    want.assert_eq(&(lines.join("\n") + "\n"));
}

#[test]
fn for_loop_range_is_virtual() {
    check(
        "virt_loop",
        "s = 0;\nfor k = 1:10\n  s = s + k;\nend\ndisp(s)\n",
        expect![[r#"
            v0: double[1x1] @slot0 (virtual constant) = const 0.0
            v1: double[1x1] @slot1 (virtual constant) = const 1.0
            v2: double[1x1] @slot2 (virtual constant) = const 10.0
            v3: double[1x10] @slot3 (virtual range) = range v1:v1:v2
        "#]],
    );
}

#[test]
fn range_read_as_array_is_materialised() {
    check(
        "virt_array",
        "r = 2:4;\ndisp(r)\nfor k = r\n  disp(k)\nend\n",
        expect![[r#"
            v0: double[1x1] @slot0 (virtual constant) = const 2.0
            v1: double[1x1] @slot1 (virtual constant) = const 1.0
            v2: double[1x1] @slot2 (virtual constant) = const 4.0
            v3: double[1x3] @slot3 = range v0:v1:v2
            v7: double[1x1] @slot7 (virtual constant) = const 0.0
            v11: any cplx?[*] = const :
        "#]],
    );
}
