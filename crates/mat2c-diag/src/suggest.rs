//! "Did you mean `max`?": the closest name to a misspelt one.

/// The candidate closest to `name` by edit distance (insertions, deletions, substitutions and
/// swaps of two neighbours, letter case ignored), when it is close enough to be a likely
/// typo: at most one edit per three characters (at least one), and fewer edits than `name`
/// has characters. Ties go to the candidate listed first (callers list variables, then
/// functions, then builtins), so the order of `candidates` is the order of preference.
pub fn closest<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let limit = (name.chars().count() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        if c == name {
            continue;
        }
        let d = distance(name, c);
        if d <= limit && d < name.chars().count() && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// Optimal string alignment distance of `a` and `b`, case-insensitive.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().flat_map(char::to_lowercase).collect();
    let b: Vec<char> = b.chars().flat_map(char::to_lowercase).collect();
    // Lengths far apart cannot be close: skip the table.
    if a.len().abs_diff(b.len()) > a.len().max(b.len()) / 2 + 1 {
        return usize::MAX;
    }
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, v) in d.iter_mut().enumerate().take(w) {
        *v = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

#[cfg(test)]
mod tests {
    use super::{closest, distance};

    #[test]
    fn edit_distance() {
        assert_eq!(distance("maxx", "max"), 1);
        assert_eq!(distance("lenght", "length"), 1);
        assert_eq!(distance("Zeros", "zeros"), 0);
        assert_eq!(distance("abc", "xyz"), 3);
    }

    #[test]
    fn closest_prefers_the_first_of_equals() {
        assert_eq!(closest("maxx", ["min", "max", "maxk"]), Some("max"));
        assert_eq!(closest("lenght", ["length", "height"]), Some("length"));
        assert_eq!(closest("totl", ["total", "tot"]), Some("total"));
        // Too far, or as long as the edit: no suggestion.
        assert_eq!(closest("foo", ["bar"]), None);
        assert_eq!(closest("x", ["y"]), None);
        assert_eq!(closest("max", ["max"]), None);
    }
}
