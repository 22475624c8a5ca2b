//! Records the git commit the binary is built from for `mat2c --version`. Outside a git
//! checkout (a source tarball) or without git, the commit is `unknown`; the build never fails
//! on it. `MAT2C_COMMIT` in the environment overrides (packagers).

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=MAT2C_COMMIT");
    let commit = std::env::var("MAT2C_COMMIT")
        .ok()
        .filter(|c| !c.is_empty())
        .or_else(git_commit)
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=MAT2C_COMMIT={commit}");
}

/// `abc1234` or `abc1234-dirty`, when git and a checkout are there.
fn git_commit() -> Option<String> {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let head = git(&["rev-parse", "--short=12", "HEAD"])?;
    // Rebuild when HEAD moves (the files exist only in a checkout).
    if let Some(dir) = git(&["rev-parse", "--git-dir"]) {
        println!("cargo:rerun-if-changed={dir}/HEAD");
        println!("cargo:rerun-if-changed={dir}/index");
        if let Some(r) = git(&["symbolic-ref", "-q", "HEAD"]) {
            println!("cargo:rerun-if-changed={dir}/{r}");
        }
    }
    let dirty =
        git(&["status", "--porcelain", "--untracked-files=no"]).is_some_and(|s| !s.is_empty());
    Some(if dirty { format!("{head}-dirty") } else { head })
}
