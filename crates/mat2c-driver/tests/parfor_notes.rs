//! A `parfor` the compiler keeps serial is reported (warning E0615, at the `parfor` keyword,
//! saying why); one that runs on threads is not; a body breaking MATLAB's rules is an error.

use std::path::PathBuf;

use mat2c_diag::Severity;
use mat2c_driver::{Emit, Options, run};

fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mat2c_parfor_{}_{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{name}.m"));
    std::fs::write(&p, text).unwrap();
    p
}

/// Compiles to the C program; returns success and (code, severity, line text, label).
fn compile(name: &str, text: &str) -> (bool, Vec<(String, Severity, String, String)>) {
    let input = file(name, text);
    let mut opts = Options::new(&input);
    opts.emit = Emit::CProgram;
    let out = run(&opts);
    let _ = std::fs::remove_dir_all(input.parent().unwrap());
    let diags = out
        .diagnostics
        .iter()
        .map(|d| {
            let sp = d.primary_span().unwrap();
            let at = text[sp.lo as usize..sp.hi as usize].to_string();
            let label = d
                .labels
                .first()
                .map(|l| l.message.clone())
                .unwrap_or_default();
            (d.code.as_str().to_string(), d.severity, at, label)
        })
        .collect();
    (out.success, diags)
}

#[test]
fn a_printing_parfor_is_reported_serial() {
    let (ok, d) = compile(
        "printing",
        "n = 20;\nparfor i = 1:n\n  fprintf('%d\\n', i);\nend\n",
    );
    assert!(ok);
    assert_eq!(d.len(), 1, "{d:?}");
    let (code, sev, at, label) = &d[0];
    assert_eq!(
        (code.as_str(), *sev, at.as_str()),
        ("E0615", Severity::Warning, "parfor")
    );
    assert!(label.contains("runtime"), "{label}");
}

#[test]
fn a_thread_safe_callee_keeps_the_loop_parallel_and_an_unsafe_one_does_not() {
    let safe = "y = zeros(1, 20);\nparfor i = 1:20\n  y(i) = sq(i);\nend\ndisp(sum(y));\n\
                function r = sq(x)\n  r = x * x;\nend\n";
    let (ok, d) = compile("safe", safe);
    assert!(ok && d.is_empty(), "{d:?}");
    let unsafe_callee = "y = zeros(1, 20);\nparfor i = 1:20\n  y(i) = noisy(i);\nend\n\
                         disp(sum(y));\nfunction r = noisy(x)\n  disp(x);\n  r = x;\nend\n";
    let (ok, d) = compile("unsafe", unsafe_callee);
    assert!(ok);
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].0, "E0615");
    assert!(d[0].3.contains("`noisy`"), "{:?}", d[0]);
}

#[test]
fn a_loop_carried_value_is_named() {
    let (ok, d) = compile(
        "carried",
        "t = 0;\ny = zeros(1, 20);\nparfor i = 1:20\n  if i > 1\n    y(i) = t;\n  end\n  t = i;\nend\ndisp(y);\n",
    );
    assert!(ok);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].3.contains("`t`"), "{:?}", d[0]);
}
