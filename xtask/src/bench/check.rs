//! Comparing the stdout of the variants (exact string equality) and
//! summarising the first difference.

/// The verdict on one program's outputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Check {
    /// All of these printed the same text (at least two of them).
    Equal(Vec<String>),
    /// `short` for the table ("mat2c≠Octave"), one `details` line per
    /// difference; `bad` names the outputs that differ from the reference
    /// (the first output) or vary between runs.
    Mismatch {
        short: String,
        details: Vec<String>,
        bad: Vec<String>,
    },
    /// Fewer than two outputs to compare.
    NotCompared,
}

impl Check {
    pub(crate) fn is_mismatch(&self) -> bool {
        matches!(self, Check::Mismatch { .. })
    }

    /// Whether nothing says that the outputs of `a` and `b` differ.
    pub(crate) fn agree(&self, a: &str, b: &str) -> bool {
        match self {
            Check::Mismatch { bad, .. } => !bad.iter().any(|l| l == a || l == b),
            Check::Equal(_) | Check::NotCompared => true,
        }
    }

    /// The table cell: "yes", "yes (mat2c, C)", "MISMATCH (mat2c≠Octave)", "—".
    pub(crate) fn cell(&self, all_three: usize) -> String {
        match self {
            Check::Equal(labels) if labels.len() >= all_three => "yes".into(),
            Check::Equal(labels) => format!("yes ({})", labels.join(" = ")),
            Check::Mismatch { short, .. } => format!("MISMATCH ({short})"),
            Check::NotCompared => "—".into(),
        }
    }
}

/// Compares every output with the first one (the reference); `varies` names
/// variants whose runs did not all print the same thing.
pub(crate) fn compare(outputs: &[(&str, &str)], varies: &[&str]) -> Check {
    let mut short = Vec::new();
    let mut details = Vec::new();
    let mut bad: Vec<String> = Vec::new();
    for label in varies {
        short.push(format!("{label} varies"));
        details.push(format!("{label}: output differs between runs"));
        bad.push((*label).to_owned());
    }
    if let Some((&(ref_label, reference), rest)) = outputs.split_first() {
        for &(label, output) in rest {
            if output != reference {
                bad.push(label.to_owned());
                short.push(format!("{label}≠{ref_label}"));
                details.push(format!(
                    "{label} vs {ref_label}: {}",
                    diff_summary(ref_label, reference, label, output)
                ));
            }
        }
    }
    if !short.is_empty() {
        return Check::Mismatch {
            short: short.join(", "),
            details,
            bad,
        };
    }
    if outputs.len() < 2 {
        return Check::NotCompared;
    }
    Check::Equal(outputs.iter().map(|&(l, _)| l.to_owned()).collect())
}

/// Where two texts first differ, in one line.
pub(crate) fn diff_summary(a_label: &str, a: &str, b_label: &str, b: &str) -> String {
    let (a_lines, b_lines): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let counts = format!("{} vs {} lines", a_lines.len(), b_lines.len());
    let first = a_lines
        .iter()
        .zip(&b_lines)
        .position(|(x, y)| x != y)
        .or_else(|| (a_lines.len() != b_lines.len()).then(|| a_lines.len().min(b_lines.len())));
    let Some(i) = first else {
        return format!("{counts}; same lines, different line endings or trailing newline");
    };
    let show = |lines: &[&str]| {
        lines
            .get(i)
            .map_or_else(|| "<missing>".to_owned(), |l| format!("`{}`", clip(l)))
    };
    format!(
        "{counts}; first difference at line {}: {a_label} {} / {b_label} {}",
        i + 1,
        show(&a_lines),
        show(&b_lines)
    )
}

fn clip(line: &str) -> String {
    const MAX: usize = 80;
    if line.chars().count() <= MAX {
        line.to_owned()
    } else {
        let head: String = line.chars().take(MAX).collect();
        format!("{head}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_outputs() {
        let check = compare(&[("Octave", "a\n"), ("C", "a\n"), ("mat2c", "a\n")], &[]);
        assert_eq!(check.cell(3), "yes");
        let check = compare(&[("C", "a\n"), ("mat2c", "a\n")], &[]);
        assert_eq!(check.cell(3), "yes (C = mat2c)");
        assert_eq!(compare(&[("C", "a")], &[]), Check::NotCompared);
    }

    #[test]
    fn mismatch_names_the_pair_and_line() {
        let check = compare(&[("Octave", "a\nb\n"), ("mat2c", "a\nc\n")], &[]);
        assert!(check.is_mismatch());
        assert_eq!(check.cell(3), "MISMATCH (mat2c≠Octave)");
        assert!(!check.agree("mat2c", "Octave") && !check.agree("C", "mat2c"));
        let Check::Mismatch { details, .. } = check else {
            panic!("expected a mismatch");
        };
        assert_eq!(
            details,
            ["mat2c vs Octave: 2 vs 2 lines; first difference at line 2: Octave `b` / mat2c `c`"]
        );
    }

    #[test]
    fn diff_of_missing_lines_and_newlines() {
        assert_eq!(
            diff_summary("a", "x\ny\n", "b", "x\n"),
            "2 vs 1 lines; first difference at line 2: a `y` / b <missing>"
        );
        assert!(diff_summary("a", "x\n", "b", "x").contains("trailing newline"));
    }

    #[test]
    fn varying_output_is_a_mismatch() {
        let check = compare(&[("Octave", "a"), ("mat2c", "a")], &["mat2c"]);
        assert_eq!(check.cell(3), "MISMATCH (mat2c varies)");
    }

    #[test]
    fn a_wrong_reference_implementation_leaves_the_others_trusted() {
        let check = compare(&[("Octave", "a"), ("C", "b"), ("mat2c", "a")], &[]);
        assert_eq!(check.cell(3), "MISMATCH (C≠Octave)");
        assert!(check.agree("mat2c", "Octave"));
        assert!(!check.agree("mat2c", "C"));
    }
}
