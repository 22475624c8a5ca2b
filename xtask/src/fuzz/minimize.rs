//! Delta debugging over statements: the smallest program (by lines) that still gets the same
//! verdict from mat2c, and whose Octave run ends as the original's did. Each statement is one
//! line, so any subset is a program; a subset where a dropped line defined a later-used
//! variable makes Octave fail where it did not, and is rejected (otherwise every finding would
//! shrink to "mat2c and Octave word an undefined-variable error differently").

use std::path::Path;

use super::run::{Tools, Verdict, check};

/// Removes chunks of lines, halving the chunk size, while the verdict stays `verdict`;
/// `budget` bounds the number of programs tried.
pub(crate) fn minimize(
    tools: &Tools,
    dir: &Path,
    lines: &[String],
    verdict: Verdict,
    octave_exit: Option<i32>,
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
            let keeps = !cand.is_empty() && {
                let (v, want, _) = check(tools, dir, &join(&cand));
                v == verdict && want.exit == octave_exit
            };
            if keeps {
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
