//! Frames of Octave's `error: called from` backtrace. A user function links a local
//! `mt_frame` into the runtime's stack on entry (`mt_frames`) and unlinks it at its single
//! exit; a `try` handler restores the stack it saw. Before the C of an instruction that can
//! raise an error, one integer store records the position Octave would report
//! (`m2c_fr.pos = MT_POS(line, col)`), only when it differs from the last one stored in the
//! same block; arithmetic that cannot fail stores nothing, and an instruction whose only
//! failing calls are inline element accessors passes the position to their `_at` forms,
//! which store it on their cold path only (hot loops of element reads and writes pay
//! nothing).

use mat2c_alloc::SlotKind;
use mat2c_ir::Inst;

use super::{FnWriter, c_str};

/// Inline element accessors with an `_at` form that stores the position on its cold path.
const ACCESSORS: &[&str] = &[
    "m2c_get1",
    "m2c_get2",
    "m2c_set1",
    "m2c_append1",
    "m2c_set2",
    "m2c_get1z",
    "m2c_set1z",
    "m2c_getb1z",
];

/// Prelude and runtime helpers that never raise an error: calls to them need no position.
const PURE: &[&str] = &[
    "m2c_s",
    "m2c_a",
    "m2c_ss",
    "m2c_sa",
    "m2c_uz",
    "m2c_diag_kept",
    "m2c_cx",
    "m2c_cget_k",
    "m2c_zsub",
    "m2c_cexp",
    "m2c_cabs",
    "m2c_cbin",
    "m2c_csq",
    "mt_binary_cs",
    "mt_pow",
    "m2c_sq",
    "mt_apow",
    "m2c_apow",
    "m2c_cplx_real",
    "m2c_sat",
    "m2c_clamp",
    "m2c_mod",
    "m2c_mod_int",
    "m2c_max2",
    "m2c_min2",
    "m2c_undef",
    "mt_free",
    "mt_use_buffer",
];

impl<'w, 'a> FnWriter<'w, 'a> {
    /// True when this function keeps a frame (it has a backtrace name and the program
    /// carries positions).
    pub(super) fn has_frame(&self) -> bool {
        !self.f.frame.is_empty() && !self.mw.opts.locations.is_empty()
    }

    /// The declaration that links the frame (goes after the other declarations). A function
    /// that stored no position can raise no error, so it needs no frame (leaf arithmetic
    /// called in a hot loop costs nothing).
    pub(super) fn frame_enter(&self) -> Option<String> {
        self.frame_used.then(|| {
            format!(
                "mt_frame m2c_fr = {{{}, 0, NULL, NULL, 0, NULL, 0}}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;",
                c_str(&self.f.frame)
            )
        })
    }

    /// The arrays this function owns and frees at its exit (`&name`): its array slots
    /// (not parameters) and scratches.
    pub(super) fn owned_arrays(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (s, d) in self.fs.slots.iter() {
            if d.kind == SlotKind::Array && !self.slots.param[s] && !self.slots.expr[s].is_empty() {
                out.push(format!("&{}", self.slots.expr[s]));
            }
        }
        out.extend(self.text.scratches.iter().map(|s| format!("&{s}")));
        out
    }

    /// After the frame is linked: the lists of what the function owns, so that an error
    /// raised below it and caught above it frees them (`mt_except.c`) instead of leaking.
    pub(super) fn frame_owned(&self) -> Vec<String> {
        let mut out = Vec::new();
        let arrays = self.owned_arrays();
        if !arrays.is_empty() {
            out.push(format!(
                "mt_array *const m2c_owned[] = {{{}}}; m2c_fr.owned = m2c_owned; m2c_fr.nowned = {};",
                arrays.join(", "),
                arrays.len()
            ));
        }
        if !self.local_cells.is_empty() {
            let cells: Vec<&str> = self.local_cells.values().map(String::as_str).collect();
            out.push(format!(
                "mt_array *const m2c_cells[] = {{{}}}; m2c_fr.cells = m2c_cells; m2c_fr.ncells = {};",
                cells.join(", "),
                cells.len()
            ));
        }
        out
    }

    /// The statement that unlinks the frame at the function's exit.
    pub(super) fn frame_exit(&self) -> Option<&'static str> {
        self.frame_used.then_some("mt_frames = m2c_fr.up;")
    }

    /// A new block: what was stored before it may not hold on every path into it.
    pub(super) fn forget_position(&mut self) {
        self.frame_pos = None;
    }

    /// After instruction `i` wrote its C from `start` on: when that C can raise an error,
    /// the store of Octave's position goes in front of it.
    pub(super) fn note_position(&mut self, i: Inst, start: usize) {
        let calls = raising_calls(&self.text.body[start..]);
        if !self.has_frame() || calls.is_empty() {
            return;
        }
        self.frame_used = true;
        let Some(pos) = self.position(i) else {
            return;
        };
        if self.frame_pos == Some(pos) {
            return;
        }
        // Only inline element accessors: their `_at` forms store on the cold path; what the
        // frame holds afterwards is unknown (a cold path may grow an array and go on).
        if calls.iter().all(|c| ACCESSORS.contains(c)) {
            let mut c = self.text.body.split_off(start);
            for a in ACCESSORS {
                c = replace_call(
                    &c,
                    a,
                    &format!("{a}_at(&m2c_fr, MT_POS({}, {}), ", pos.0, pos.1),
                );
            }
            self.text.body.push_str(&c);
            self.frame_pos = None;
            return;
        }
        self.frame_pos = Some(pos);
        let indent = "    ".repeat(self.text.indent);
        let store = format!("{indent}m2c_fr.pos = MT_POS({}, {});\n", pos.0, pos.1);
        self.text.body.insert_str(start, &store);
    }

    /// An instruction that raises its error inside a callee's frame (see
    /// `Function::callee_frames`): its C runs with that frame, without position, on top.
    pub(super) fn in_callee_frame(&mut self, i: Inst, start: usize) {
        let Some(Some(name)) = self.f.callee_frames.get(i) else {
            return;
        };
        if !self.has_frame() {
            return;
        }
        let c = self.text.body.split_off(start);
        self.line("{");
        self.line(format!(
            "    mt_frame m2c_cf = {{{}, 0, NULL, NULL, 0, NULL, 0}}; m2c_cf.up = mt_frames; mt_frames = &m2c_cf;",
            c_str(name)
        ));
        for l in c.lines() {
            self.text.body.push_str("    ");
            self.text.body.push_str(l);
            self.text.body.push('\n');
        }
        self.line("    mt_frames = m2c_cf.up;");
        self.line("}");
    }

    /// Octave's (line, column) for instruction `i`: the innermost located range holding its
    /// span.
    fn position(&self, i: Inst) -> Option<(u32, u32)> {
        let span = self.f.spans[i];
        if span.is_empty() && span.lo == 0 {
            return None;
        }
        let locs = self.mw.opts.locations.get(span.file.0 as usize)?;
        locs.iter()
            .filter(|l| l.lo <= span.lo && span.hi <= l.hi && l.lo < l.hi)
            .min_by_key(|l| l.hi - l.lo)
            .map(|l| (l.line, l.col))
    }
}

/// The runtime, prelude and user functions C text calls that may raise an error.
fn raising_calls(c: &str) -> Vec<&str> {
    let b = c.as_bytes();
    let mut out = Vec::new();
    let mut k = 0;
    while k < b.len() {
        let ident_start = k == 0 || !(b[k - 1].is_ascii_alphanumeric() || b[k - 1] == b'_');
        if ident_start && b[k].is_ascii_alphabetic() {
            let end = (k..b.len())
                .find(|&e| !(b[e].is_ascii_alphanumeric() || b[e] == b'_'))
                .unwrap_or(b.len());
            let name = &c[k..end];
            let called = b.get(end) == Some(&b'(');
            let ours = ["mt_", "mf_", "m2c_"].iter().any(|p| name.starts_with(p));
            // Scalar double arithmetic in the runtime fails only for `&`/`|` of a NaN.
            let pure_scalar_op = name == "mt_binary_ss"
                && !(c[end..].starts_with("(MT_AND") || c[end..].starts_with("(MT_OR"));
            if called && ours && !PURE.contains(&name) && !pure_scalar_op {
                out.push(name);
            }
            k = end;
        } else {
            k += 1;
        }
    }
    out
}

/// `c` with every call `name(` (a whole identifier) replaced by `with`.
fn replace_call(c: &str, name: &str, with: &str) -> String {
    let pat = format!("{name}(");
    let mut out = String::with_capacity(c.len());
    let mut rest = c;
    while let Some(k) = rest.find(&pat) {
        let boundary = rest[..k]
            .chars()
            .next_back()
            .is_none_or(|p| !(p.is_ascii_alphanumeric() || p == '_'));
        out.push_str(&rest[..k]);
        out.push_str(if boundary { with } else { &pat });
        rest = &rest[k + pat.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::{raising_calls, replace_call};

    #[test]
    fn raising_calls_are_recognised() {
        assert_eq!(raising_calls("x = m2c_get1(&a, k, \"a\");"), ["m2c_get1"]);
        assert_eq!(raising_calls("mf_inner(&r, a);"), ["mf_inner"]);
        assert!(raising_calls("t3 = t1 + m2c_uz(t2);").is_empty());
        assert!(raising_calls("t3 = mt_binary_ss(MT_MOD, n, 2.0);").is_empty());
        assert_eq!(
            raising_calls("t = mt_binary_ss(MT_AND, a, b);"),
            ["mt_binary_ss"]
        );
        assert!(raising_calls("mt_free(&x); y = my_mt_thing(1);").is_empty());
    }

    #[test]
    fn accessor_calls_are_rewritten() {
        assert_eq!(
            replace_call(
                "x = m2c_get1(&a, xm2c_get1(1), 2);",
                "m2c_get1",
                "m2c_get1_at(P, "
            ),
            "x = m2c_get1_at(P, &a, xm2c_get1(1), 2);"
        );
    }
}
