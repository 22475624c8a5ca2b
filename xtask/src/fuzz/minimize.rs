//! Delta debugging over statements: the smallest program (by lines) that still gets the same
//! verdict from mat2c. Each statement is one line, so any subset is a program; subsets where
//! a dropped line defined a later-used variable fail differently and are rejected.

use std::path::Path;

use super::run::{Tools, Verdict, check};

/// Removes chunks of lines, halving the chunk size, while the verdict stays `verdict`;
/// `budget` bounds the number of programs tried.
pub(crate) fn minimize(
    tools: &Tools,
    dir: &Path,
    lines: &[String],
    verdict: Verdict,
    mut budget: usize,
) -> Vec<String> {
    let mut cur: Vec<String> = lines.to_vec();
    let mut chunk = cur.len().div_ceil(2).max(1);
    loop {
        let mut changed = false;
        let mut start = 0;
        while start < cur.len() && budget > 0 {
            let end = (start + chunk).min(cur.len());
            let cand: Vec<String> = cur[..start].iter().chain(&cur[end..]).cloned().collect();
            budget -= 1;
            if !cand.is_empty() && check(tools, dir, &join(&cand)).0 == verdict {
                cur = cand;
                changed = true;
            } else {
                start = end;
            }
        }
        if budget == 0 || (chunk == 1 && !changed) {
            return cur;
        }
        if !changed {
            chunk = chunk.div_ceil(2);
        }
    }
}

pub(crate) fn join(lines: &[String]) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(l);
        s.push('\n');
    }
    s
}
