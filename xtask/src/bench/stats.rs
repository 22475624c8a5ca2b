//! Summary statistics: median with min–max, and geometric means.

/// Median, minimum and maximum of a non-empty sample.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Summary {
    pub(crate) median: f64,
    pub(crate) min: f64,
    pub(crate) max: f64,
}

/// Summarises `xs`; `None` when empty. The median of an even count is the
/// mean of the two middle values.
pub(crate) fn summarize(xs: &[f64]) -> Option<Summary> {
    let mut sorted = xs.to_vec();
    sorted.sort_by(f64::total_cmp);
    let (&min, &max) = (sorted.first()?, sorted.last()?);
    let mid = sorted.len() / 2;
    let median = if sorted.len() % 2 == 1 {
        sorted[mid]
    } else {
        (sorted[mid - 1] + sorted[mid]) / 2.0
    };
    Some(Summary { median, min, max })
}

/// Geometric mean of positive values; `None` when empty or any value is not
/// positive and finite.
pub(crate) fn geomean(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() || xs.iter().any(|&x| !(x > 0.0 && x.is_finite())) {
        return None;
    }
    let mean_log = xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64;
    Some(mean_log.exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_odd_and_even() {
        let s = summarize(&[3.0, 1.0, 2.0]);
        assert_eq!(
            s,
            Some(Summary {
                median: 2.0,
                min: 1.0,
                max: 3.0
            })
        );
        let s = summarize(&[4.0, 1.0, 3.0, 2.0]).map(|s| (s.median, s.min, s.max));
        assert_eq!(s, Some((2.5, 1.0, 4.0)));
        assert_eq!(summarize(&[7.0]).map(|s| s.median), Some(7.0));
        assert_eq!(summarize(&[]), None);
    }

    #[test]
    fn geometric_mean() {
        let g = geomean(&[1.0, 100.0]).unwrap_or(f64::NAN);
        assert!((g - 10.0).abs() < 1e-9);
        let g = geomean(&[2.0, 8.0, 4.0]).unwrap_or(f64::NAN);
        assert!((g - 4.0).abs() < 1e-9);
        assert_eq!(geomean(&[]), None);
        assert_eq!(geomean(&[1.0, 0.0]), None);
    }
}
