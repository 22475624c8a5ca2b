//! The HTML page: a sidebar of functions, then per function its variants, its source with
//! each line's types and checks, and its storage groups; the figures and diagnostics. Every
//! piece of program text goes through [`esc`].

use std::fmt::Write;

use crate::ReportInput;
use crate::model::{FnModel, Model, lines_text};
use crate::source::{Tok, tokens};

const CSS: &str = include_str!("report.css");
const JS: &str = include_str!("report.js");

/// `s` with HTML's special characters escaped (text and attribute values alike); control
/// characters (a NUL in a string literal) shown as their Unicode pictures (`␀`).
pub(crate) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\0'..='\x1f' if c != '\t' && c != '\n' => {
                out.push(char::from_u32(0x2400 + c as u32).unwrap_or('\u{fffd}'));
            }
            '\x7f' => out.push('\u{2421}'),
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The `data-v` key of variable `var` of function `key` (also its info box's id suffix).
fn vkey(key: &str, var: &str) -> String {
    format!("{key}.{var}")
}

pub(crate) fn page(inp: &ReportInput<'_>, m: &Model) -> String {
    let mut o = String::new();
    let title = esc(inp.title);
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"mat2c\">\n\
         <title>mat2c report: {title}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n"
    );
    sidebar(&mut o, inp, m);
    o.push_str("<main>\n");
    summary(&mut o, inp, m);
    for f in &m.fns {
        function(&mut o, f, m);
    }
    notes(&mut o, m);
    o.push_str("</main>\n<aside id=\"info\" hidden></aside>\n");
    let _ = write!(o, "<script>\n{JS}</script>\n</body>\n</html>\n");
    o
}

fn sidebar(o: &mut String, inp: &ReportInput<'_>, m: &Model) {
    let _ = write!(
        o,
        "<nav id=\"side\">\n<div class=\"brand\">mat2c report</div>\n\
         <div class=\"prog\">{}</div>\n<h3>Functions</h3>\n<ul class=\"fns\">\n",
        esc(inp.title)
    );
    for f in &m.fns {
        let n = f.variants.len();
        let badge = if n > 1 {
            format!(" <span class=\"count\">{n} variants</span>")
        } else {
            String::new()
        };
        let kind = if f.src.is_script {
            "script"
        } else {
            "function"
        };
        let _ = write!(
            o,
            "<li><a href=\"#fn-{k}\" data-fn=\"{k}\"><span class=\"kind\">{kind}</span> {}</a>{badge}",
            esc(&f.src.name),
            k = esc(&f.key)
        );
        // Its variables: each link pins the variable (every occurrence marked).
        if !f.vars.is_empty() {
            let _ = write!(
                o,
                "<details class=\"vars\"><summary>{} variables</summary>",
                f.vars.len()
            );
            for var in f.vars.keys() {
                let _ = write!(
                    o,
                    "<a href=\"#pin={}\">{}</a> ",
                    esc(&vkey(&f.key, var)),
                    esc(var)
                );
            }
            o.push_str("</details>");
        }
        o.push_str("</li>\n");
    }
    o.push_str("</ul>\n<h3>Sections</h3>\n<ul class=\"sections\">\n");
    o.push_str("<li><a href=\"#summary\">Summary</a></li>\n");
    let _ = writeln!(
        o,
        "<li><a href=\"#notes\">Diagnostics <span class=\"count\">{}</span></a></li>",
        m.diags.len()
    );
    o.push_str(
        "</ul>\n<h3>Show</h3>\n<label><input type=\"checkbox\" id=\"show-types\" checked> types</label>\n\
         <label><input type=\"checkbox\" id=\"show-proven\" checked> proven checks</label>\n\
         <label><input type=\"checkbox\" id=\"show-kept\" checked> emitted checks</label>\n\
         <div class=\"legend\"><span class=\"ck ok\">✓</span> check proven, left out of the C<br>\
         <span class=\"ck keep\">!</span> check emitted in the C<br>\
         <span class=\"shape k1\">[n x 1]</span> symbolic extent<br>\
         <span class=\"shape k2\">[? x ?]</span> unknown extent<br>\
         Hover a variable to see its types; click to pin.</div>\n</nav>\n",
    );
}

fn summary(o: &mut String, inp: &ReportInput<'_>, m: &Model) {
    let _ = write!(
        o,
        "<section id=\"summary\">\n<h1>{}</h1>\n<p class=\"sub\">{} functions, {} compiled variants, {} diagnostics</p>\n<ul class=\"figs\">\n",
        esc(inp.title),
        m.fns.len(),
        m.fns.iter().map(|f| f.variants.len()).sum::<usize>(),
        m.diags.len()
    );
    for fig in &m.figures {
        let (k, v) = fig.split_once(':').unwrap_or(("", fig));
        let _ = write!(o, "<li><b>{}</b>{}", esc(k), esc(v));
        // What is behind the figure, named (the lines `--stats` prints under it).
        let details = crate::model::figure_details(m, fig);
        if !details.is_empty() {
            o.push_str("<details><summary>which</summary>");
            for l in details.lines() {
                let _ = write!(o, "<div class=\"detail\">{}</div>", esc(l.trim()));
            }
            o.push_str("</details>");
        }
        o.push_str("</li>\n");
    }
    o.push_str("</ul>\n</section>\n");
}

fn shape_html(shape: &str, kind: u8) -> String {
    format!("<span class=\"shape k{kind}\">{}</span>", esc(shape))
}

fn function(o: &mut String, f: &FnModel, m: &Model) {
    let k = esc(&f.key);
    let kind = if f.src.is_script {
        "script"
    } else {
        "function"
    };
    let _ = write!(
        o,
        "<section class=\"fn\" id=\"fn-{k}\">\n<h2><span class=\"kind\">{kind}</span> {} \
         <span class=\"file\">{}, lines {}–{}</span></h2>\n",
        esc(&f.src.name),
        esc(&f.file_name),
        f.src.lines.0,
        f.src.lines.1
    );
    // Variants: one per input signature reaching the function.
    if f.variants.iter().any(|v| v.signature.is_some()) {
        o.push_str("<table class=\"variants\">\n<tr><th>compiled as</th><th>input signature → outputs</th></tr>\n");
        for v in &f.variants {
            let _ = writeln!(
                o,
                "<tr><td><code>{}</code></td><td><code>{}</code></td></tr>",
                esc(&v.name),
                esc(v.signature.as_deref().unwrap_or(""))
            );
        }
        o.push_str("</table>\n");
    }
    source(o, f, m);
    storage(o, f);
    // Info boxes: every type of every variable, with the lines assigning it.
    for (var, tys) in &f.vars {
        let _ = write!(
            o,
            "<div class=\"vinfo\" hidden id=\"vi.{}\"><div class=\"vname\">{}</div><ul>",
            esc(&vkey(&f.key, var)),
            esc(var)
        );
        for (t, ls) in tys {
            let _ = write!(
                o,
                "<li><span class=\"class\">{}</span> {} <span class=\"lines\">{}</span></li>",
                esc(&t.class),
                shape_html(&t.shape, t.kind),
                esc(&lines_text(ls))
            );
        }
        o.push_str("</ul></div>\n");
    }
    o.push_str("</section>\n");
}

fn source(o: &mut String, f: &FnModel, m: &Model) {
    let text = f.src_text.as_str();
    o.push_str("<table class=\"src\">\n");
    for (n, line) in text.lines().enumerate() {
        let n = n + 1;
        if n < f.src.lines.0 || n > f.src.lines.1 || f.skip.iter().any(|&(a, b)| a <= n && n <= b) {
            continue;
        }
        let line = line.trim_end_matches('\r');
        let info = f.lines.get(&n);
        let cls = match info {
            Some(i) if !i.diags.is_empty() => " class=\"diag\"",
            _ => "",
        };
        let id = format!("L-{}-{n}", esc(&f.key));
        let _ = write!(
            o,
            "<tr id=\"{id}\"{cls}><td class=\"ln\"><a href=\"#{id}\">{n}</a></td><td class=\"code\"><code>"
        );
        for (tok, t) in tokens(line) {
            match tok {
                Tok::Ident if f.vars.contains_key(t) => {
                    let _ = write!(
                        o,
                        "<span class=\"v\" data-v=\"{}\">{}</span>",
                        esc(&vkey(&f.key, t)),
                        esc(t)
                    );
                }
                Tok::Ident | Tok::Other => o.push_str(&esc(t)),
                Tok::Keyword => {
                    let _ = write!(o, "<span class=\"kw\">{}</span>", esc(t));
                }
                Tok::Number => {
                    let _ = write!(o, "<span class=\"num\">{}</span>", esc(t));
                }
                Tok::Str => {
                    let _ = write!(o, "<span class=\"str\">{}</span>", esc(t));
                }
                Tok::Comment => {
                    let _ = write!(o, "<span class=\"com\">{}</span>", esc(t));
                }
            }
        }
        o.push_str("</code></td><td class=\"ann\">");
        if let Some(info) = info {
            for a in &info.assigns {
                // Variants are named where they disagree.
                let multi = a.types.len() > 1;
                let tys: Vec<String> = a
                    .types
                    .iter()
                    .map(|(vi, t)| {
                        let tag = if multi {
                            format!("<span class=\"vt\">{}</span> ", esc(&f.variants[*vi].name))
                        } else {
                            String::new()
                        };
                        format!(
                            "{tag}<span class=\"class\">{}</span> {}",
                            esc(&t.class),
                            shape_html(&t.shape, t.kind)
                        )
                    })
                    .collect();
                let tys = match a.gone {
                    Some(why) if tys.is_empty() => format!("<span class=\"gone\">{why}</span>"),
                    _ => tys.join(" <span class=\"or\">|</span> "),
                };
                let _ = write!(
                    o,
                    "<span class=\"ty\"><span class=\"v\" data-v=\"{}\">{}</span>: {tys}</span>",
                    esc(&vkey(&f.key, &a.var)),
                    esc(&a.var),
                );
            }
            for c in &info.checks {
                let (cls, mark, label) = if c.proven {
                    ("ok", "✓", "proven")
                } else {
                    ("keep", "!", "check")
                };
                let tag = if f.variants.len() > 1 {
                    format!("{} ", f.variants[c.variant].name)
                } else {
                    String::new()
                };
                let times = if c.count > 1 {
                    format!(" <span class=\"times\">×{}</span>", c.count)
                } else {
                    String::new()
                };
                let _ = write!(
                    o,
                    "<span class=\"ck {cls}\" title=\"{}\">{mark} {label} <code>{}</code>{times}</span>",
                    esc(&format!("{tag}{label}: {}", c.why)),
                    esc(&c.what)
                );
            }
            for &k in &info.diags {
                let d = &m.diags[k];
                let _ = write!(
                    o,
                    "<a class=\"dg {}\" href=\"#diag-{k}\">{} {}</a>",
                    d.severity,
                    esc(&d.code),
                    esc(&d.message),
                );
            }
        }
        o.push_str("</td></tr>\n");
    }
    o.push_str("</table>\n");
}

fn storage(o: &mut String, f: &FnModel) {
    for v in &f.variants {
        if v.groups.is_empty() && v.scalars.is_empty() {
            continue;
        }
        let _ = writeln!(
            o,
            "<h3 class=\"storage\">Storage of <code>{}</code></h3>",
            esc(&v.name)
        );
        if !v.groups.is_empty() {
            o.push_str(
                "<table class=\"groups\">\n<tr><th>buffer</th><th>class</th><th>where</th>\
                 <th>bytes</th><th>shared by</th></tr>\n",
            );
            for g in &v.groups {
                let bytes = match (g.bytes, g.numel) {
                    (Some(b), Some(n)) => format!("{b} ({n} elements)"),
                    (Some(b), None) => b.to_string(),
                    _ => "grown on demand".into(),
                };
                let mut who: Vec<String> = g
                    .vars
                    .iter()
                    .map(|(n, ls)| {
                        let at = if ls.is_empty() {
                            String::new()
                        } else {
                            format!(" <span class=\"lines\">{}</span>", esc(&lines_text(ls)))
                        };
                        format!(
                            "<span class=\"v\" data-v=\"{}\">{}</span>{at}",
                            esc(&vkey(&f.key, n)),
                            esc(n)
                        )
                    })
                    .collect();
                if g.temps > 0 {
                    who.push(format!(
                        "<span class=\"temps\">{} temporar{}</span>",
                        g.temps,
                        if g.temps == 1 { "y" } else { "ies" }
                    ));
                }
                let _ = writeln!(
                    o,
                    "<tr><td><code>{}</code></td><td>{}</td><td><span class=\"place {p}\">{p}</span></td><td>{}</td><td>{}</td></tr>",
                    esc(&g.slot),
                    esc(&g.class),
                    esc(&bytes),
                    who.join(", "),
                    p = g.place
                );
            }
            o.push_str("</table>\n");
        }
        if !v.scalars.is_empty() {
            let list: Vec<String> = v
                .scalars
                .iter()
                .map(|n| {
                    format!(
                        "<span class=\"v\" data-v=\"{}\">{}</span>",
                        esc(&vkey(&f.key, n)),
                        esc(n)
                    )
                })
                .collect();
            let _ = writeln!(
                o,
                "<p class=\"scalars\">C scalar locals: {}</p>",
                list.join(", ")
            );
        }
    }
}

fn notes(o: &mut String, m: &Model) {
    o.push_str("<section id=\"notes\">\n<h2>Diagnostics</h2>\n");
    if m.diags.is_empty() {
        o.push_str("<p class=\"none\">No warnings or notes.</p>\n");
    }
    for (k, d) in m.diags.iter().enumerate() {
        let at = match &d.at {
            Some((k, l)) => format!(" <a href=\"#L-{}-{l}\">{}</a>", esc(k), esc(&d.location)),
            None => format!(" {}", esc(&d.location)),
        };
        let _ = write!(
            o,
            "<div class=\"diagnostic {}\" id=\"diag-{k}\"><b>{}[{}]</b>: {}{at}",
            d.severity,
            d.severity,
            esc(&d.code),
            esc(&d.message)
        );
        for n in &d.notes {
            let _ = write!(o, "<div class=\"note\">{}</div>", esc(n));
        }
        o.push_str("</div>\n");
    }
    o.push_str("</section>\n");
}

#[cfg(test)]
mod tests {
    use super::esc;

    #[test]
    fn escapes_every_special_character() {
        assert_eq!(
            esc(r#"<a href="x">'&'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
        assert_eq!(esc("x′ ∈ 1..n"), "x′ ∈ 1..n");
        assert_eq!(esc("a\0b\x1b"), "a␀b␛");
    }
}
