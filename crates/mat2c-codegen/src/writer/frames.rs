//! Frames of Octave's `error: called from` backtrace. A user function links a local
//! `mt_frame` into the runtime's stack on entry (`mt_frames`) and unlinks it at its single
//! exit; a `try` handler restores the stack it saw. Before the C of an instruction that can
//! raise an error, one integer store records the position Octave would report
//! (`m2c_fr.pos = MT_POS(line, col)`), only when it differs from the last one stored in the
//! same block, so a loop body of one statement stores once per iteration and arithmetic
//! that cannot fail stores nothing.

use mat2c_ir::Inst;

use super::{FnWriter, c_str};

/// Prelude and runtime helpers that never raise an error: calls to them need no position.
const PURE: &[&str] = &[
    "m2c_s",
    "m2c_a",
    "m2c_ss",
    "m2c_sa",
    "m2c_uz",
    "m2c_diag_kept",
    "m2c_cx",
    "m2c_cexp",
    "m2c_cabs",
    "m2c_cplx_real",
    "m2c_sat",
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
                "mt_frame m2c_fr = {{{}, 0, NULL}}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;",
                c_str(&self.f.frame)
            )
        })
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
        if !self.has_frame() || !may_raise_c(&self.text.body[start..]) {
            return;
        }
        self.frame_used = true;
        let Some(pos) = self.position(i) else {
            return;
        };
        if self.frame_pos == Some(pos) {
            return;
        }
        self.frame_pos = Some(pos);
        let indent = "    ".repeat(self.text.indent);
        let store = format!("{indent}m2c_fr.pos = MT_POS({}, {});\n", pos.0, pos.1);
        self.text.body.insert_str(start, &store);
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

/// True when C text calls a runtime, prelude or user function that may raise an error.
fn may_raise_c(c: &str) -> bool {
    let b = c.as_bytes();
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
            if called && ours && !PURE.contains(&name) {
                return true;
            }
            k = end;
        } else {
            k += 1;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::may_raise_c;

    #[test]
    fn raising_calls_are_recognised() {
        assert!(may_raise_c("x = m2c_get1(&a, k, \"a\");"));
        assert!(may_raise_c("mf_inner(&r, a);"));
        assert!(!may_raise_c("t3 = t1 + m2c_uz(t2);"));
        assert!(!may_raise_c("mt_free(&x); y = my_mt_thing(1);"));
    }
}
