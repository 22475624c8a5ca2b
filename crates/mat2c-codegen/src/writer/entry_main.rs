//! `main` for an entry function with declared inputs: read each non-static input from the
//! command line (`mt_entry_arg`), convert and check it against its declared type so the code
//! may rely on what inference assumed, call the function, and display its first output as
//! `ans = ...`, as Octave does for an unsuppressed call at the prompt.

use std::fmt::Write as _;

use mat2c_alloc::SlotKind;
use mat2c_infer::DimSpec;
use mat2c_ir::FuncId;
use mat2c_ir::types::Class;

use super::{ModuleWriter, c_num, c_str, mt_class};

impl ModuleWriter<'_> {
    /// The statements of `main` that run entry function `e` on the command-line inputs.
    pub(super) fn entry_main(&self, e: FuncId) -> String {
        let specs = &self.types.entry_inputs;
        let fs = &self.storage.funcs[e];
        let fname = c_str(&self.m.funcs[e].name);
        let mut out = String::from("    {\n");
        let var = |k: usize| format!("in_{k}");
        let dynamic: Vec<usize> = (0..specs.len())
            .filter(|&k| specs[k].constant.is_none())
            .collect();
        for &k in &dynamic {
            let _ = writeln!(out, "        mt_array {} = MT_ARRAY_INIT;", var(k));
        }
        let _ = writeln!(
            out,
            "        mt_entry_nargs(argc, {}, {fname});",
            dynamic.len()
        );
        for (pos, &k) in dynamic.iter().enumerate() {
            let s = &specs[k];
            let name = c_str(&s.name);
            let v = var(k);
            let _ = writeln!(
                out,
                "        mt_entry_arg(&{v}, argc, argv, {}, {fname}, {name});",
                pos + 1
            );
            let cls = mt_class(s.class);
            let cplx = i32::from(s.complex);
            let decl = c_str(&s.text());
            match &s.dims {
                None => {
                    let _ = writeln!(
                        out,
                        "        mt_entry_check(&{v}, {fname}, {name}, {cls}, {cplx}, -1, NULL, NULL, {decl});"
                    );
                }
                Some(d) => {
                    let bound = |x: &DimSpec, lo: bool| match x {
                        DimSpec::Fixed(n) => n.to_string(),
                        DimSpec::UpTo(n) if !lo => n.to_string(),
                        _ if lo => "0".to_string(),
                        _ => "(size_t)-1".to_string(),
                    };
                    let los: Vec<String> = d.iter().map(|x| bound(x, true)).collect();
                    let his: Vec<String> = d.iter().map(|x| bound(x, false)).collect();
                    let _ = writeln!(
                        out,
                        "        {{ static const size_t lo[] = {{{}}}, hi[] = {{{}}};\n          \
                         mt_entry_check(&{v}, {fname}, {name}, {cls}, {cplx}, {}, lo, hi, {decl}); }}",
                        los.join(", "),
                        his.join(", "),
                        d.len()
                    );
                }
            }
            if let Some((lo, hi)) = s.range {
                let _ = writeln!(
                    out,
                    "        mt_entry_range(&{v}, {fname}, {name}, {}, {});",
                    c_num(lo),
                    c_num(hi)
                );
            }
        }
        // Extents sharing a name must agree (inference gave them one symbol).
        let mut first: Vec<(&str, usize, usize)> = Vec::new();
        for &k in &dynamic {
            let Some(d) = &specs[k].dims else { continue };
            for (j, x) in d.iter().enumerate() {
                let DimSpec::Named(n) = x else { continue };
                match first.iter().find(|(m, _, _)| m == n) {
                    Some(&(_, k0, j0)) => {
                        let _ = writeln!(
                            out,
                            "        mt_entry_same_dim(&{}, {j0}, &{}, {j}, {fname}, {});",
                            var(k0),
                            var(k),
                            c_str(n)
                        );
                    }
                    None => first.push((n, k, j)),
                }
            }
        }
        let mut args: Vec<String> = Vec::new();
        let shown = fs.outputs.first().copied();
        match shown {
            Some(SlotKind::Scalar(_)) => {
                out.push_str("        double ans = 0;\n");
                args.push("&ans".into());
            }
            // (Inputs and outputs are never complex scalar slots.)
            Some(SlotKind::Array | SlotKind::Complex) => {
                out.push_str("        mt_array ans = MT_ARRAY_INIT;\n");
                args.push("&ans".into());
            }
            None => {}
        }
        args.extend(fs.outputs.iter().skip(1).map(|_| "NULL".to_string()));
        for (k, kind) in fs.inputs.iter().enumerate() {
            let dynamic_in = specs.get(k).is_some_and(|s| s.constant.is_none());
            args.push(match (kind, dynamic_in) {
                (SlotKind::Scalar(_), true) => format!("mt_to_scalar(&{}, \"\")", var(k)),
                (SlotKind::Array | SlotKind::Complex, true) => format!("&{}", var(k)),
                (SlotKind::Scalar(_), false) => "0".into(),
                (SlotKind::Array | SlotKind::Complex, false) => "m2c_undef()".into(),
            });
        }
        let _ = writeln!(out, "        {}({});", self.fnames[e], args.join(", "));
        match shown {
            Some(SlotKind::Scalar(c)) if !matches!(c, Class::Double | Class::Logical) => {
                let boxing = super::operands::box_scalar("&b", "ans", Some(c));
                let _ = writeln!(
                    out,
                    "        {{ mt_array b = MT_ARRAY_INIT; {boxing} mt_display(\"ans\", &b); \
                     mt_free(&b); }}"
                );
            }
            Some(SlotKind::Scalar(_)) => out.push_str("        mt_display_scalar(\"ans\", ans);\n"),
            Some(SlotKind::Array | SlotKind::Complex) => {
                out.push_str("        mt_display(\"ans\", &ans);\n        mt_free(&ans);\n")
            }
            None => {}
        }
        for &k in &dynamic {
            let _ = writeln!(out, "        mt_free(&{});", var(k));
        }
        out.push_str("    }\n");
        out
    }
}
