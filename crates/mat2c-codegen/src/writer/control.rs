//! Conditions, block-argument edges (parallel copies) and returns.

use mat2c_alloc::{Slot, SlotKind};
use mat2c_ir::types::Class;
use mat2c_ir::{BlockCall, Value};

use super::{FnWriter, c_str};

/// A source of a parallel copy.
#[derive(Clone, PartialEq)]
pub(super) enum Src {
    Val(Value),
    Temp(String, SlotKind),
}

impl<'w, 'a> FnWriter<'w, 'a> {
    pub(super) fn truth(&mut self, r: Option<Value>, a: Value) {
        let Some(r) = r else { return };
        let e = if self.kind(a) == Some(SlotKind::Scalar(Class::Logical)) {
            // A logical is 0 or 1, never NaN.
            self.sc(a)
        } else if self.dst_is_scalar(a) {
            format!("mt_istrue_scalar({})", self.sc(a))
        } else {
            format!("mt_istrue({})", self.ap(a))
        };
        self.set_scalar(r, e);
    }

    pub(super) fn cond_expr(&mut self, c: Value) -> String {
        if self.dst_is_scalar(c) {
            self.sc(c)
        } else {
            format!("mt_istrue({})", self.ap(c))
        }
    }

    /// Parallel copy of block arguments into the target's parameter slots (and flags).
    pub(super) fn edge(&mut self, call: &BlockCall) {
        let params = self.f.dfg.block_params(call.block).to_vec();
        // Flags first (they only read flags, never slots).
        let mut flag_moves = Vec::new();
        for (&p, &a) in params.iter().zip(&call.args) {
            if let Some(fp) = self.undef.flag[p].clone() {
                let src = if self.undef_inst_name(a).is_some() {
                    "0".to_string()
                } else if let Some(fa) = self.undef.flag[a].clone() {
                    fa
                } else {
                    "1".to_string()
                };
                if src != fp {
                    flag_moves.push((fp, src));
                }
            }
        }
        if flag_moves.iter().any(|(_, s)| s != "0" && s != "1") {
            self.line("{");
            self.text.indent += 1;
            for (k, (_, s)) in flag_moves.iter().enumerate() {
                self.line(format!("int m2c_f{k} = {s};"));
            }
            for (k, (d, _)) in flag_moves.iter().enumerate() {
                self.line(format!("{d} = m2c_f{k};"));
            }
            self.text.indent -= 1;
            self.line("}");
        } else {
            for (d, s) in &flag_moves {
                self.line(format!("{d} = {s};"));
            }
        }
        self.shadow_moves(&params, &call.args);
        // Value moves: (destination slot, source).
        let mut pending: Vec<(Slot, Src)> = Vec::new();
        for (&p, &a) in params.iter().zip(&call.args) {
            let Some(ds) = self.fs.slot[p] else { continue };
            if self.parallel_skips(call.block, p) {
                continue;
            }
            if self.undef_inst_name(a).is_some() {
                continue;
            }
            if self.fs.slot[a] == Some(ds) || self.fs.slot[a].is_none() {
                continue;
            }
            pending.push((ds, Src::Val(a)));
        }
        while !pending.is_empty() {
            let ready = (0..pending.len()).find(|&k| {
                let d = pending[k].0;
                !pending.iter().enumerate().any(|(j, (_, s))| {
                    j != k && matches!(s, Src::Val(v) if self.fs.slot[*v] == Some(d))
                })
            });
            match ready {
                Some(k) => {
                    let (d, s) = pending.remove(k);
                    self.move_into(d, &s);
                }
                None => {
                    // A cycle: save the first destination's current value in a temporary.
                    let d = pending[0].0;
                    let kind = self.fs.slots[d].kind;
                    let t = match kind {
                        SlotKind::Scalar(_) => self.temp_double(),
                        SlotKind::Complex => self.temp_cplx(),
                        SlotKind::Array => self.scratch(),
                    };
                    let l = self.convert_line(&t, kind, &self.slots.expr[d].clone(), kind);
                    self.line(l);
                    for (_, s) in pending.iter_mut() {
                        if matches!(s, Src::Val(v) if self.fs.slot[*v] == Some(d)) {
                            *s = Src::Temp(t.clone(), kind);
                        }
                    }
                }
            }
        }
    }

    pub(super) fn move_into(&mut self, d: Slot, s: &Src) {
        let (src, sk) = match s {
            Src::Val(v) if self.is_virtual_const(*v) => {
                let k = self.konst_expr(*v).unwrap_or_default();
                (k, self.kind(*v).unwrap_or(SlotKind::Scalar(Class::Double)))
            }
            Src::Val(v) => {
                let Some(ss) = self.fs.slot[*v] else { return };
                (self.slots.expr[ss].clone(), self.fs.slots[ss].kind)
            }
            Src::Temp(t, k) => (t.clone(), *k),
        };
        let l = self.convert_line(&self.slots.expr[d].clone(), self.fs.slots[d].kind, &src, sk);
        self.line(l);
    }

    pub(super) fn ret(&mut self, vals: &[Value]) {
        let outs = self.out_names.clone();
        let kinds = self.fs.outputs.clone();
        let mut moves = Vec::new();
        for (k, &v) in vals.iter().enumerate() {
            let (Some(o), Some(&ok)) = (outs.get(k), kinds.get(k)) else {
                continue;
            };
            if self.undef_inst_name(v).is_some() {
                let n = self.undef.name[v].clone().unwrap_or_default();
                self.line(format!(
                    "if ({o}) mt_error({});",
                    c_str(&format!("'{n}' undefined"))
                ));
                continue;
            }
            if let Some(fl) = self.undef.flag[v].clone() {
                let n = self.undef.name[v].clone().unwrap_or_default();
                self.line(format!(
                    "if ({o} && !{fl}) mt_error({});",
                    c_str(&format!("'{n}' undefined"))
                ));
            }
            let Some(s) = self.fs.slot[v] else { continue };
            let sk = self.fs.slots[s].kind;
            let x = self.slots.expr[s].clone();
            match ok {
                SlotKind::Scalar(_) => {
                    let e = match sk {
                        // A float slot widens explicitly (strict C99 builds warn otherwise).
                        SlotKind::Scalar(Class::Single) => format!("(double){x}"),
                        SlotKind::Scalar(_) => x,
                        SlotKind::Complex => format!("m2c_cplx_real({x})"),
                        SlotKind::Array => format!("mt_to_scalar(&{x}, \"\")"),
                    };
                    self.line(format!("if ({o}) *{o} = {e};"));
                }
                SlotKind::Array | SlotKind::Complex => match sk {
                    SlotKind::Scalar(c) => {
                        let l = super::operands::box_scalar(o, &x, Some(c));
                        self.line(format!("if ({o}) {l}"));
                    }
                    SlotKind::Complex => self.line(format!("if ({o}) m2c_box_cplx({o}, {x});")),
                    SlotKind::Array => {
                        let shared =
                            vals.iter().filter(|&&w| self.fs.slot[w] == Some(s)).count() > 1;
                        if self.slots.param[s] || shared {
                            self.line(format!("if ({o} && {o} != &{x}) mt_copy({o}, &{x});"));
                        } else {
                            moves.push((o.clone(), x));
                        }
                    }
                },
            }
        }
        for (o, x) in moves {
            self.line(format!(
                "if ({o}) {{ mt_free({o}); *{o} = {x}; {x} = (mt_array)MT_ARRAY_INIT; }}"
            ));
        }
        self.flow.uses_exit = true;
        self.line("goto m2c_exit;");
    }
}
