//! Delta debugging over statements: the smallest program (by lines) that still gets the same
//! verdict from mat2c, and whose Octave run ends as the original's did (the same exit status
//! and error message). Each statement is one line, so any subset is a program; a subset where
//! a dropped line defined a later-used variable makes Octave fail where it did not, or with
//! another error, and is rejected (otherwise every finding would shrink to "mat2c and Octave
//! word an undefined-variable error differently").

use std::path::Path;

use super::run::{Printed, Tools, Verdict, check};

/// Removes chunks of lines, halving the chunk size, while the verdict stays `verdict`;
/// `budget` bounds the number of programs tried.
pub(crate) fn minimize(
    tools: &Tools,
    dir: &Path,
    lines: &[String],
    render: &dyn Fn(&[String]) -> String,
    verdict: Verdict,
    octave: &Printed,
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
                let (v, want, _) = check(tools, dir, &render(&cand));
                v == verdict
                    && want.exit == octave.exit
                    && first_error(&want) == first_error(octave)
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

/// Octave's error message, if its run ended with one: a candidate must end with the same
/// error (else a dropped definition turns every finding into an undefined-variable error).
fn first_error(p: &Printed) -> Option<&str> {
    p.stderr
        .iter()
        .find(|l| l.starts_with("error: ") && !l.ends_with(": called from"))
        .map(String::as_str)
}
