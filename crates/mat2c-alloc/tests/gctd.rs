//! GCTD on small programs compiled through the driver (`--emit=storage`): the exact groups
//! (C `mt_array` slots) of the paper's examples and of the loop that motivated coalescing.

use std::path::PathBuf;

use expect_test::{Expect, expect};
use mat2c_driver::{Emit, Options, run};

/// Writes `src` as `<name>.m` in a fresh directory and returns its path.
fn write_program(name: &str, src: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mat2c-alloc-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{name}.m"));
    std::fs::write(&path, src).expect("write program");
    path
}

fn emit(name: &str, src: &str, emit: Emit, coalesce: bool) -> String {
    let path = write_program(name, src);
    let mut opts = Options::new(&path);
    opts.emit = emit;
    opts.verify = true;
    opts.coalesce = coalesce;
    opts.stats = true;
    // Storage of the loops as written (partial evaluation would unroll the small ones).
    opts.mpe = false;
    if emit == Emit::C {
        opts.output = Some(path.with_extension("c_out"));
    }
    let o = run(&opts);
    assert!(o.success, "mat2c failed:\n{}", o.stderr);
    if emit == Emit::C {
        let c = path.with_extension("c_out").join(format!("{name}.c"));
        return std::fs::read_to_string(c).expect("generated C");
    }
    o.stdout
}

/// The summary lines (interference, colours, groups) and the stats line of `--emit=storage`.
#[track_caller]
fn check(name: &str, src: &str, expect: Expect) {
    let out = emit(name, src, Emit::Storage, true);
    let summary: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("; ") && !l.starts_with("; fn") || l.starts_with("storage:"))
        .collect();
    expect.assert_eq(&(summary.join("\n") + "\n"));
}

#[test]
fn paper_example_1_elementwise_chain_shares_one_buffer() {
    // t0 … t3 (v2, v4, v6, v7) do not interfere and elementwise operators compute in place:
    // one group. The input n keeps its own colour (inputs are read-only).
    check(
        "ex1",
        "function t3 = ex1(n)\n  %# n class double\n  t0 = ones(n, 1);\n  t1 = t0 - 1.345;\n  t2 = 2.788 .^ t1;\n  t3 = tan(t2);\nend\n",
        expect![[r#"
            ; interference: 5 array values, 1 edges (1 from operator semantics)
            ; coalesced 0 of 0 copy affinities
            ; colour0: v0
            ; colour1: v2, v4, v6, v7
            ; group @slot0: double colour0 dynamic heap: v0
            ; group @slot2: double colour1 dynamic heap: v2, v4, v6, v7
            storage: 5 array values, 2 colours, 2 groups, stack 0 bytes, static 0 bytes, heap 2 groups
        "#]],
    );
}

#[test]
fn paper_example_2_indexed_assignment_in_place_in_eye() {
    // a = eye(x, y); b = subsasgn(a, 1, i1, i2): a dies at b, so b is formed in a (v4, v6).
    check(
        "ex2",
        "function b = ex2(x, y, i1, i2)\n  %# x class double\n  %# y class double\n  %# i1 class double\n  %# i2 class double\n  a = eye(x, y);\n  a(i1, i2) = 1;\n  b = a;\nend\n",
        expect![[r#"
            ; interference: 6 array values, 12 edges (4 from operator semantics)
            ; coalesced 1 of 1 copy affinities
            ; colour0: v0
            ; colour1: v1
            ; colour2: v2
            ; colour3: v3
            ; colour4: v4, v6
            ; group @slot0: double colour0 dynamic heap: v0
            ; group @slot1: double colour1 dynamic heap: v1
            ; group @slot2: double colour2 dynamic heap: v2
            ; group @slot3: double colour3 dynamic heap: v3
            ; group @slot4: double colour4 dynamic heap: v4, v6
            storage: 6 array values, 5 colours, 5 groups, stack 0 bytes, static 0 bytes, heap 5 groups
        "#]],
    );
}

#[test]
fn matrix_product_never_shares_with_its_operands() {
    // a and b both die at c = a*b, but a matrix product cannot run in place (§2.3): c gets
    // its own colour (the two operator edges are c–a and c–b). e = a2 * 2 (a2 is a after
    // CSE) has a scalar operand, so it is elementwise and is computed in a's buffer (v1, v6).
    check(
        "mtimes",
        "function [c, e] = mtimes(n)\n  %# n class double\n  a = ones(n, n);\n  b = a + 1;\n  c = a * b;\n  a2 = ones(n, n);\n  e = a2 * 2;\nend\n",
        expect![[r#"
            ; interference: 5 array values, 5 edges (2 from operator semantics)
            ; coalesced 0 of 0 copy affinities
            ; colour0: v0
            ; colour1: v1, v6
            ; colour2: v3
            ; colour3: v4
            ; group @slot0: double colour0 dynamic heap: v0
            ; group @slot1: double colour1 dynamic heap: v1, v6
            ; group @slot3: double colour2 dynamic heap: v3
            ; group @slot4: double colour3 dynamic heap: v4
            storage: 5 array values, 4 colours, 4 groups, stack 0 bytes, static 0 bytes, heap 4 groups
        "#]],
    );
}

const LOOP: &str = "n = 10;\nd = zeros(1, n);\nfor i = 1:n\n  d(i) = i * 2;\nend\ndisp(d)\n";

#[test]
fn loop_update_uses_one_slot_without_copies() {
    // zeros, the loop-carried block parameter and the update are one group …
    check(
        "dloop",
        LOOP,
        expect![[r#"
            ; interference: 4 array values, 3 edges (0 from operator semantics)
            ; coalesced 3 of 3 copy affinities
            ; colour0: v2, v7, v13
            ; colour1: v3
            ; group @slot2: double colour0 static(10) stack(80 bytes): v2, v7, v13
            ; group @slot3: double colour1 static(10) stack(80 bytes): v3
            storage: 4 array values, 2 colours, 2 groups, stack 160 bytes, static 0 bytes, heap 0 groups
        "#]],
    );
    // … so the C has no array copy at all, and the element write (proven in bounds) is a
    // plain store into d.
    let c = emit("dloop", LOOP, Emit::C, true);
    let body = &c[c
        .find("static void mf_dloop(void)\n{")
        .expect("function body")..];
    assert!(!body.contains("mt_copy"), "{body}");
    assert!(body.contains("((double *)d.data)["), "{body}");
    // Without coalescing every value has its own slot and the copies come back.
    let c = emit("dloop", LOOP, Emit::C, false);
    let body = &c[c
        .find("static void mf_dloop(void)\n{")
        .expect("function body")..];
    assert!(body.contains("mt_copy"), "{body}");
}

#[test]
fn swap_through_a_loop_keeps_distinct_slots() {
    // a and b are exchanged every iteration: the two block parameters interfere, each is
    // coalesced with its entry argument only, and the back edge is a parallel copy (a swap
    // through a temporary) between distinct slots.
    check(
        "swap",
        "a = [1 2];\nb = [3 4 5];\nfor k = 1:3\n  t = a;\n  a = b;\n  b = t;\nend\ndisp(a)\ndisp(b)\n",
        expect![[r#"
            ; interference: 5 array values, 6 edges (0 from operator semantics)
            ; coalesced 2 of 4 copy affinities
            ; colour0: v2, v11
            ; colour1: v6, v12
            ; colour2: v7
            ; group @slot2: double colour0 dynamic heap: v2, v11
            ; group @slot6: double colour1 dynamic heap: v6, v12
            ; group @slot7: double colour2 static(3) stack(24 bytes): v7
            storage: 5 array values, 3 colours, 3 groups, stack 24 bytes, static 0 bytes, heap 2 groups
        "#]],
    );
}
