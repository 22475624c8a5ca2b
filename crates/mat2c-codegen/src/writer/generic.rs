//! Lowering of builtins whose table row says [`mat2c_builtins::Lowering::Runtime`]: one call of
//! the runtime's generic entry
//! `void mt_bi_<name>(int nout, mt_array *const *out, int nargs, const mt_arg *args)`.
//!
//! Every requested result gets an `mt_array` destination (a scratch converted back when the
//! result lives in a scalar slot); arguments that are not plain double scalars are passed as
//! arrays so the runtime sees their class (a 1x1 char or logical stays char or logical).

use std::collections::BTreeSet;
use std::fmt::Write as _;

use mat2c_alloc::SlotKind;
use mat2c_ir::Value;
use mat2c_ir::types::Class;

use super::FnWriter;

/// File-level prototypes of the generic runtime entries a program calls.
pub(super) fn prototypes(out: &mut String, names: &BTreeSet<&'static str>) {
    for n in names {
        let _ = writeln!(
            out,
            "void mt_bi_{n}(int nout, mt_array *const *out, int nargs, const mt_arg *args);"
        );
    }
}

impl FnWriter<'_, '_> {
    pub(super) fn runtime_builtin(&mut self, res: &[Value], name: &'static str, args: &[Value]) {
        self.needs.runtime.insert(name);
        let mut parts = Vec::new();
        for &a in args {
            parts.push(match self.kind(a) {
                Some(SlotKind::Scalar(Class::Double)) => format!("m2c_s({})", self.sc(a)),
                _ => format!("m2c_a({})", self.ap(a)),
            });
        }
        let arr = if parts.is_empty() {
            "NULL".to_string()
        } else {
            format!("(mt_arg[]){{{}}}", parts.join(", "))
        };
        // nout is what the call site asks for (0 for a statement of an impure builtin such as
        // `toc`); there is always at least one destination.
        let nout = res.len();
        let (outs, after) = self.result_dests(res);
        self.line(format!(
            "mt_bi_{name}({nout}, (mt_array *[]){{{}}}, {}, {arr});",
            outs.join(", "),
            args.len()
        ));
        for l in after {
            self.line(l);
        }
    }

    /// Destinations for the results `res` of a runtime entry (at least one): the result's
    /// own array, or a scratch array converted into its scalar slot after the call.
    pub(super) fn result_dests(&mut self, res: &[Value]) -> (Vec<String>, Vec<String>) {
        let nout = res.len();
        let mut outs = Vec::new();
        let mut after = Vec::new();
        for k in 0..nout.max(1) {
            let r = res.get(k).copied();
            match r.and_then(|r| self.kind(r).zip(self.sx(r).map(str::to_string))) {
                Some((SlotKind::Array, x)) => outs.push(format!("&{x}")),
                Some((SlotKind::Scalar(_), x)) => {
                    let s = self.scratch();
                    outs.push(format!("&{s}"));
                    after.push(format!("{x} = mt_to_scalar(&{s}, \"\");"));
                }
                Some((SlotKind::Complex, x)) => {
                    let s = self.scratch();
                    outs.push(format!("&{s}"));
                    after.push(format!("{x} = m2c_unbox_cplx(&{s});"));
                }
                None => {
                    let s = self.scratch();
                    outs.push(format!("&{s}"));
                }
            }
        }
        (outs, after)
    }
}
