//! A hand-written SVG bar chart of the speedups vs Octave on a log10 scale:
//! one bar per program, growing up (faster) or down (slower) from 1×.

use std::fmt::Write as _;

use super::report::sig;

/// Narrowest room per bar; the chart is at least `MIN_WIDTH` wide and the
/// bars are spread evenly across it.
const SLOT: f64 = 64.0;
const MIN_WIDTH: f64 = 560.0;
const MAX_BAR: f64 = 40.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 20.0;
const TOP: f64 = 60.0;
const PLOT_HEIGHT: f64 = 260.0;
const BOTTOM: f64 = 50.0;

/// Renders one bar per `(label, speedup)`, `None` drawn as "n/a", and the
/// geometric mean, when given, as a dashed line.
pub(crate) fn render(bars: &[(String, Option<f64>)], geomean: Option<f64>) -> String {
    let values: Vec<f64> = bars
        .iter()
        .filter_map(|b| b.1)
        .filter(|v| *v > 0.0 && v.is_finite())
        .collect();
    let lo = values.iter().fold(0.0_f64, |m, v| m.min(v.log10().floor()));
    let mut hi = values.iter().fold(0.0_f64, |m, v| m.max(v.log10().ceil()));
    if hi <= lo {
        hi = lo + 1.0;
    }
    let width = (LEFT + RIGHT + SLOT * bars.len() as f64).max(MIN_WIDTH);
    let slot = (width - LEFT - RIGHT) / bars.len().max(1) as f64;
    let bar_width = (slot * 0.6).min(MAX_BAR);
    let height = TOP + PLOT_HEIGHT + BOTTOM;
    let y = |v: f64| TOP + PLOT_HEIGHT * (hi - v.log10()) / (hi - lo);
    let right = width - RIGHT;

    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        s,
        r#"<rect width="{width:.0}" height="{height:.0}" fill="white"/>"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="22" text-anchor="middle" font-size="15">mat2c speedup vs GNU Octave</text>"#,
        width / 2.0
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.1}" y="38" text-anchor="middle" font-size="11" fill="#555">Octave time / mat2c time, log scale; higher is better</text>"##,
        width / 2.0
    );
    // Decade grid lines and labels; 1× is the baseline.
    let (lo_k, hi_k) = (lo as i32, hi as i32);
    for k in lo_k..=hi_k {
        let gy = y(10f64.powi(k));
        let stroke = if k == 0 {
            r##"stroke="#333" stroke-width="1.5""##
        } else {
            r##"stroke="#ddd""##
        };
        let _ = writeln!(
            s,
            r#"<line x1="{LEFT:.1}" y1="{gy:.1}" x2="{right:.1}" y2="{gy:.1}" {stroke}/>"#
        );
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}×</text>"#,
            LEFT - 6.0,
            gy + 4.0,
            decade(k)
        );
    }
    let base = y(1.0);
    let label_y = TOP + PLOT_HEIGHT + 20.0;
    for (i, (name, value)) in bars.iter().enumerate() {
        let cx = LEFT + slot * (i as f64 + 0.5);
        match value.filter(|v| *v > 0.0 && v.is_finite()) {
            Some(v) => {
                let vy = y(v);
                let (top, h) = (vy.min(base), (vy - base).abs().max(1.0));
                let fill = if v >= 1.0 { "#3a7bd5" } else { "#d5533a" };
                let _ = writeln!(
                    s,
                    r#"<rect x="{:.1}" y="{top:.1}" width="{bar_width:.1}" height="{h:.1}" fill="{fill}"><title>{}: {}×</title></rect>"#,
                    cx - bar_width / 2.0,
                    escape(name),
                    sig(v)
                );
                let ty = if v >= 1.0 { vy - 5.0 } else { vy + 14.0 };
                let _ = writeln!(
                    s,
                    r#"<text x="{cx:.1}" y="{ty:.1}" text-anchor="middle">{}×</text>"#,
                    sig(v)
                );
            }
            None => {
                let _ = writeln!(
                    s,
                    r##"<text x="{cx:.1}" y="{:.1}" text-anchor="middle" fill="#999">n/a</text>"##,
                    base - 5.0
                );
            }
        }
        let _ = writeln!(
            s,
            r#"<text x="{cx:.1}" y="{label_y:.1}" text-anchor="middle">{}</text>"#,
            escape(name)
        );
    }
    if let Some(g) = geomean.filter(|g| *g > 0.0 && g.is_finite()) {
        let gy = y(g);
        let _ = writeln!(
            s,
            r##"<line x1="{LEFT:.1}" y1="{gy:.1}" x2="{right:.1}" y2="{gy:.1}" stroke="#2a9d3a" stroke-width="1.5" stroke-dasharray="6 4"/>"##
        );
        let _ = writeln!(
            s,
            r##"<text x="{right:.1}" y="{:.1}" text-anchor="end" font-size="11" fill="#2a9d3a">geometric mean {}×</text>"##,
            gy - 4.0,
            sig(g)
        );
    }
    s += "</svg>\n";
    s
}

/// 10^k written out: "0.01", "1", "1000".
fn decade(k: i32) -> String {
    if k >= 0 {
        format!("1{}", "0".repeat(k as usize))
    } else {
        format!("0.{}1", "0".repeat((-k - 1) as usize))
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decade_labels() {
        assert_eq!(decade(-2), "0.01");
        assert_eq!(decade(0), "1");
        assert_eq!(decade(3), "1000");
    }

    #[test]
    fn bars_grow_from_one() {
        let svg = render(
            &[
                ("fast".into(), Some(100.0)),
                ("slow".into(), Some(0.1)),
                ("a<b".into(), None),
            ],
            Some(10.0),
        );
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.trim_end().ends_with("</svg>"));
        // Decades 0.1× to 100× over 260 px: 1× is at 60 + 260 * 2/3.
        assert!(svg.contains(r#"y1="233.3""#));
        assert!(svg.contains(">0.1×</text>") && svg.contains(">100×</text>"));
        // The fast bar reaches the top; the slow one hangs down to the bottom.
        assert!(svg.contains(r##"y="60.0" width="40.0" height="173.3" fill="#3a7bd5""##));
        assert!(svg.contains(r##"y="233.3" width="40.0" height="86.7" fill="#d5533a""##));
        assert!(svg.contains(">100×</text>") && svg.contains(">0.100×</text>"));
        assert!(svg.contains(">a&lt;b</text>") && svg.contains(">n/a</text>"));
        assert_eq!(svg.matches("<rect").count(), 3);
        // A mean of 10× sits one decade above 1×.
        assert!(svg.contains(r##"y1="146.7" x2="540.0" y2="146.7" stroke="#2a9d3a""##));
        assert!(svg.contains(">geometric mean 10.0×</text>"));
    }

    #[test]
    fn empty_chart_still_has_an_axis() {
        let svg = render(&[("x".into(), None)], None);
        assert!(svg.contains(">1×</text>") && svg.contains(">10×</text>"));
    }
}
