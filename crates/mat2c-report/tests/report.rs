//! The report's content, read back from the HTML: well formed, every piece of program text
//! escaped, and each line carrying the types, checks, variants and storage the analyses found.

mod common;

use common::{report_of, scratch, well_formed};

/// The `<tr>` of line `n` of function `key`.
fn row<'a>(html: &'a str, key: &str, n: usize) -> &'a str {
    let start = html
        .find(&format!("<tr id=\"L-{key}-{n}\""))
        .unwrap_or_else(|| panic!("no line {n} of {key}"));
    let end = html[start..].find("</tr>").expect("row end") + start;
    &html[start..end]
}

fn ty(class: &str, kind: u8, shape: &str) -> String {
    format!("<span class=\"class\">{class}</span> <span class=\"shape k{kind}\">{shape}</span>")
}

const SCRIPT: &str = "% report test: <b>tags</b> & \"quotes\" in a comment
n = 10;
x = zeros(n, 1);
a = zeros(n, 1);
for k = 1:n
  x(k) = sq(k) + 1;
end
y = x + a;
s = sprintf('<i>%d & %d</i>', sq(2), sq(int32(3)));
if n < 0
  disp(undefined_thing);
end
fprintf('%s %g\\n', s, sum(y));
unused = 7;
";

const SQ: &str = "function z = sq(t)
  z = t .^ 2;
end
";

/// The report of the test script, compiled in folder `name` (one per test: they run at once).
fn script_report(name: &str) -> String {
    let dir = scratch(name);
    std::fs::write(dir.join("rtest.m"), SCRIPT).unwrap();
    std::fs::write(dir.join("sq.m"), SQ).unwrap();
    report_of(&dir.join("rtest.m")).0
}

#[test]
fn lines_carry_each_assigned_variable_with_class_and_size() {
    let html = script_report("script1");
    well_formed(&html).unwrap();
    let x = row(&html, "rtest", 3);
    assert!(x.contains("data-v=\"rtest.x\""), "{x}");
    assert!(x.contains(&ty("double", 0, "[10 x 1]")), "{x}");
    // `a = zeros(n, 1)` computes the same value as `x`'s (CSE): still listed as `a`'s.
    let a = row(&html, "rtest", 4);
    assert!(
        a.contains("data-v=\"rtest.a\"") && a.contains(&ty("double", 0, "[10 x 1]")),
        "{a}"
    );
    // The loop variable is a scalar, read from the range without a check.
    let k = row(&html, "rtest", 5);
    assert!(
        k.contains("data-v=\"rtest.k\"") && k.contains(&ty("double", 0, "[1 x 1]")),
        "{k}"
    );
    assert!(k.contains("class=\"ck ok\""), "{k}");
    // A char row of unknown length.
    let s = row(&html, "rtest", 9);
    assert!(s.contains(&ty("char", 2, "[1 x ?]")), "{s}");
    // Every occurrence of a variable in the source is marked for highlighting.
    let mark = "<span class=\"v\" data-v=\"rtest.x\">x</span>";
    for n in [3, 6, 8] {
        let r = row(&html, "rtest", n);
        let code =
            &r[r.find("<td class=\"code\">").unwrap()..r.find("<td class=\"ann\">").unwrap()];
        assert!(code.contains(mark), "line {n}: {code}");
    }
    // An assignment whose value optimisation removed says so.
    assert!(
        row(&html, "rtest", 14)
            .contains("<span class=\"gone\">no run-time value (optimised away)</span>")
    );
    // Its info box lists its type and lines.
    assert!(html.contains("id=\"vi.rtest.x\""));
}

#[test]
fn checks_variants_storage_and_diagnostics_are_listed() {
    let html = script_report("script2");
    // x(k) = ... is a proven in-bounds store; the reason names x's extents.
    let store = row(&html, "rtest", 6);
    assert!(store.contains("✓ proven"), "{store}");
    assert!(
        store.contains("within the extents of x [10 x 1] (no growth): k ∈ 1..10 ≤ 10"),
        "{store}"
    );
    // y = x + a: the operand shapes conform.
    let add = row(&html, "rtest", 8);
    assert!(
        add.contains("operand shapes conform: [10 x 1] + [10 x 1]"),
        "{add}"
    );
    // sq is compiled once per input signature.
    assert!(html.contains("<code>sq__1</code>") && html.contains("<code>sq__2</code>"));
    assert!(html.contains("signature (int32[1x1]) -&gt; (int32[1x1])"));
    let sq = row(&html, "sq", 2);
    assert!(
        sq.contains("sq__1") && sq.contains(&ty("int32", 0, "[1 x 1]")),
        "{sq}"
    );
    // Storage groups: x's buffer on the stack, 6 doubles; the string on the heap.
    let groups = &html[html.find("Storage of <code>rtest</code>").expect("storage")..];
    assert!(
        groups
            .contains("<td><span class=\"place stack\">stack</span></td><td>80 (10 elements)</td>")
    );
    assert!(groups.contains("data-v=\"rtest.x\">x</span>"));
    assert!(groups.contains("<span class=\"place heap\">heap</span>"));
    // The warning is in the list and on its line.
    assert!(html.contains("id=\"diag-0\"><b>warning[E0301]</b>"));
    assert!(row(&html, "rtest", 11).contains("class=\"dg warning\""));
}

#[test]
fn the_figures_are_those_of_stats() {
    let dir = scratch("figures");
    std::fs::write(dir.join("rtest.m"), SCRIPT).unwrap();
    std::fs::write(dir.join("sq.m"), SQ).unwrap();
    let mut o = mat2c_driver::Options::new(dir.join("rtest.m"));
    o.emit = mat2c_driver::Emit::Storage;
    o.stats = true;
    o.report = true;
    let out = mat2c_driver::run(&o);
    let html = out.report.expect("report");
    let mut n = 0;
    for line in out.stdout.lines().filter(|l| !l.starts_with(' ')) {
        let Some((k, v)) = line.split_once(':') else {
            continue;
        };
        if ["shapes", "checks", "variants", "storage", "gctd"].contains(&k) {
            let v = v.replace('&', "&amp;");
            assert!(html.contains(&format!("<li><b>{k}</b>{v}")), "{line}");
            n += 1;
        }
    }
    assert_eq!(n, 5, "{}", out.stdout);
    // The detail lines are behind the figures too.
    assert!(html.contains("<div class=\"detail\">unknown: rtest: s (line 9)</div>"));
}

#[test]
fn program_text_is_escaped() {
    let html = script_report("script3");
    assert!(!html.contains("<b>tags</b>"));
    assert!(!html.contains("<i>%d"));
    assert!(html.contains("&lt;b&gt;tags&lt;/b&gt; &amp; &quot;quotes&quot;"));
    assert!(html.contains("&#39;&lt;i&gt;%d &amp; %d&lt;/i&gt;&#39;"));
}

#[test]
fn output_is_deterministic() {
    assert_eq!(script_report("det"), script_report("det"));
}

#[test]
fn symbolic_extents_are_named_after_the_source() {
    let dir = scratch("symbolic_report");
    let prog = dir.join("grow.m");
    std::fs::write(
        &prog,
        "function r = grow(n)
%# n size [1 1]
x = zeros(n, 1);
for k = 1:n
  x(k) = k;
end
r = sum(x + 1);
end
",
    )
    .unwrap();
    let (html, _) = report_of(&prog);
    well_formed(&html).unwrap();
    let x = row(&html, "grow", 3);
    assert!(x.contains(&ty("double", 1, "[n x 1]")), "{x}");
    // The proof names the fact that decided: k's range against x's extent, symbolically.
    let store = row(&html, "grow", 5);
    assert!(
        store.contains("within the extents of x [n x 1] (no growth): k ∈ 1..n ≤ n"),
        "{store}"
    );
    let header = row(&html, "grow", 1);
    assert!(header.contains("data-v=\"grow.n\"") && header.contains(&ty("double", 0, "[1 x 1]")));
    assert!(html.contains("signature (double[1x1])"));
}

#[test]
fn stats_name_the_variables_behind_the_figures() {
    let dir = scratch("stats_names");
    std::fs::write(dir.join("rtest.m"), SCRIPT).unwrap();
    std::fs::write(dir.join("sq.m"), SQ).unwrap();
    let mut o = mat2c_driver::Options::new(dir.join("rtest.m"));
    o.emit = mat2c_driver::Emit::Storage;
    o.stats = true;
    let out = mat2c_driver::run(&o);
    let stats = &out.stdout[out.stdout.find("shapes:").expect("stats")..];
    let lines: Vec<&str> = stats.lines().collect();
    assert!(lines[0].ends_with("1 unknown"), "{stats}");
    assert_eq!(lines[1], "  unknown: rtest: s (line 9)");
    assert!(stats.contains("  sq: sq__1 signature (double[1x1]) -> (double[1x1]); sq__2"));
    assert!(stats.contains("  heap groups: rtest: "), "{stats}");
}

#[test]
fn the_well_formedness_check_rejects_broken_pages() {
    assert!(well_formed("<p><b>x</b></p>").is_ok());
    assert!(well_formed("<p><b>x</p></b>").is_err(), "crossed elements");
    assert!(well_formed("<p>x").is_err(), "unclosed element");
    assert!(well_formed("<p>a < b</p>").is_err(), "raw <");
    assert!(well_formed("<p>a & b</p>").is_err(), "raw &");
    assert!(
        well_formed("<p title=\"a>b</p>").is_err(),
        "unbalanced quotes"
    );
}
