//! The report in a real browser: headless Chromium renders crni's report; the screenshot must
//! not be blank (one colour) and the DOM after the script ran must hold the expected entries.
//! Skipped (with a message) when no Chromium is installed, unless `MAT2C_REQUIRE_CHROMIUM` is
//! set (`.ci/run` installs Chromium and sets it).
//! `MAT2C_REPORT_SCREENSHOT=path.png` keeps the screenshot (how docs/report-crni.png is made).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{png, report_of, root, scratch};

fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    for dir in std::env::split_paths(&path) {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            let p = dir.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    None
}

/// Runs the browser with `args` on `page` (plus `hash`), killed after a minute; returns its
/// stdout.
fn browse(exe: &Path, profile: &Path, args: &[&str], page: &Path, hash: &str) -> String {
    let mut child = Command::new(exe)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--no-first-run",
            "--allow-file-access-from-files",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(format!("file://{}{hash}", page.display()))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start chromium");
    let start = Instant::now();
    loop {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("chromium did not finish in 60 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let out = child.wait_with_output().expect("chromium output");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
#[allow(clippy::print_stderr, reason = "says why the test is skipped")]
fn crni_report_renders_in_headless_chromium() {
    let Some(exe) = chromium() else {
        // CI sets MAT2C_REQUIRE_CHROMIUM so the check cannot be skipped there.
        assert!(
            std::env::var_os("MAT2C_REQUIRE_CHROMIUM").is_none(),
            "MAT2C_REQUIRE_CHROMIUM is set but no chromium is on PATH"
        );
        eprintln!("skipped: no chromium on PATH (apt-get install chromium)");
        return;
    };
    let dir = scratch("browser");
    let (html, _) = report_of(&root().join("benchsuite/crni/crni.m"));
    let page = dir.join("crni.html");
    std::fs::write(&page, &html).unwrap();
    let shot = dir.join("crni.png");
    let profile = dir.join("profile");
    browse(
        &exe,
        &profile,
        &[
            &format!("--screenshot={}", shot.display()),
            "--window-size=1400,1000",
        ],
        &page,
        "",
    );
    let bytes = std::fs::read(&shot).expect("a screenshot");
    let img = png::decode(&bytes).unwrap();
    assert_eq!((img.width, img.height), (1400, 1000));
    let colours = img.distinct_colours(64);
    assert!(
        colours >= 16,
        "the screenshot looks blank: {colours} colours"
    );
    if let Some(keep) = std::env::var_os("MAT2C_REPORT_SCREENSHOT") {
        std::fs::copy(&shot, keep).expect("copy the screenshot");
    }
    let dom = browse(&exe, &profile, &["--dump-dom"], &page, "");
    // The script ran to its end.
    assert!(
        dom.contains("data-ready=\"yes\""),
        "{}",
        &dom[..dom.len().min(2000)]
    );
    for entry in [
        "id=\"fn-crni\"",
        "id=\"fn-crni_tridiag\"",
        "<span class=\"v\" data-v=\"crni.u\">u</span>: <span class=\"class\">double</span> <span class=\"shape k0\">[40 x 1]</span>",
        "<code>crni_tridiag</code>",
        "<span class=\"place stack\">stack</span>",
        "✓ proven",
    ] {
        assert!(dom.contains(entry), "the rendered DOM lacks {entry}");
    }
    // Pinning a variable (what a click does; `#pin=` does it at load) marks every occurrence
    // and shows its types in the info box.
    let pinned = browse(&exe, &profile, &["--dump-dom"], &page, "#pin=crni.u");
    let occurrences = html.matches("data-v=\"crni.u\"").count();
    assert!(occurrences > 5, "{occurrences}");
    assert_eq!(
        pinned.matches("class=\"v pin\" data-v=\"crni.u\"").count(),
        occurrences,
        "every occurrence of u is pinned"
    );
    let info = &pinned[pinned.find("<aside id=\"info\"").expect("info box")..];
    assert!(
        !info.starts_with("<aside id=\"info\" hidden"),
        "the info box is shown"
    );
    assert!(info.contains("<div class=\"vname\">u</div>"));
    assert!(info.contains(&format!("{occurrences} occurrences (pinned")));
}
