//! C for the builtins of cell arrays and structs (`mat2c_builtins::CELL_BUILTINS`): every
//! one is a destination-passing call into `runtime-c/mt_cell.c`. Paren indexing, assignment,
//! deletion, concatenation and display of cells and structs need nothing here: they are the
//! generic `mt_index`/`mt_assign`/… calls, which dispatch on the class at run time.

use mat2c_builtins::Lowering;
use mat2c_ir::{Constant, InstData, Sp, Value};

use super::{FnWriter, c_str};

/// The builtins whose first argument is the old value of an assignment target (possibly
/// undefined: then `[]`).
fn reads_target(id: Sp) -> bool {
    mat2c_builtins::reads_old_target(id.id())
}

impl FnWriter<'_, '_> {
    /// `v` as a `const mt_array *`, or `[]` where it is undefined.
    fn target_ap(&mut self, v: Value) -> String {
        if self.undef_inst_name(v).is_some() {
            return "m2c_undef()".into();
        }
        let p = self.ap(v);
        match self.undef.flag[v].clone() {
            Some(fl) => format!("({fl} ? {p} : m2c_undef())"),
            None => p,
        }
    }

    /// `%call_cs(name, args)`: a variadic builtin applied to the values of a cell.
    fn call_cs(&mut self, r: Option<Value>, args: &[Value]) {
        let text = match self.f.dfg.defining_inst(args[0]).map(|i| self.f.inst(i)) {
            Some(InstData::Const(Constant::Str(s))) => s.to_string(),
            _ => String::new(),
        };
        let name = c_str(&text);
        let c = self.ap(args[1]);
        // A builtin with a generic runtime entry: that entry, on the unpacked values.
        if let Some(row) = mat2c_builtins::lookup(&text)
            && row.lowering == Lowering::Runtime
            && !mat2c_builtins::cs_callable_by_name(row.id)
        {
            let fname = row.name;
            self.needs.runtime.insert(fname);
            let max = if row.max_in == mat2c_builtins::VARIADIC {
                -1
            } else {
                i32::from(row.max_in)
            };
            let min = row.min_in;
            let call =
                |d: &str| format!("mt_call_bi_cs({d}, mt_bi_{fname}, {name}, {min}, {max}, {c});");
            match r {
                Some(r) => self.produce(r, |_, d| call(d)),
                None => {
                    let s = self.scratch();
                    self.line(call(&format!("&{s}")));
                }
            }
            return;
        }
        match r {
            Some(r) => self.produce(r, |_, d| format!("mt_call_cs({d}, {name}, {c});")),
            None => self.line(format!("mt_call_cs(NULL, {name}, {c});")),
        }
    }

    /// `[a, b] = f(c{:})`: several results of a builtin with a generic runtime entry (the
    /// lowering asks for more than one only of those).
    pub(super) fn call_cs_outputs(&mut self, res: &[Value], args: &[Value]) {
        let text = match self.f.dfg.defining_inst(args[0]).map(|i| self.f.inst(i)) {
            Some(InstData::Const(Constant::Str(s))) => s.to_string(),
            _ => String::new(),
        };
        let Some(row) = mat2c_builtins::lookup(&text).filter(|r| r.lowering == Lowering::Runtime)
        else {
            return self.unsupported_builtin("%call_cs");
        };
        let (fname, min) = (row.name, row.min_in);
        let max = if row.max_in == mat2c_builtins::VARIADIC {
            -1
        } else {
            i32::from(row.max_in)
        };
        self.needs.runtime.insert(fname);
        let name = c_str(&text);
        let c = self.ap(args[1]);
        let (outs, after) = self.result_dests(res);
        self.line(format!(
            "mt_call_bi_cs_n({}, (mt_array *[]){{{}}}, mt_bi_{fname}, {name}, {min}, {max}, {c});",
            res.len(),
            outs.join(", ")
        ));
        for l in after {
            self.line(l);
        }
    }

    /// The variable the instruction defining `r` subscripts (recorded by lowering), else
    /// the name of the variable behind its base `v`, as a C string for error messages.
    fn err_name(&self, r: Value, v: Value) -> String {
        let recorded = self
            .f
            .dfg
            .defining_inst(r)
            .and_then(|i| self.f.index_names[i].clone());
        c_str(&recorded.unwrap_or_else(|| self.var_name(v)))
    }

    pub(super) fn cell_builtin(&mut self, r: Option<Value>, id: Sp, args: &[Value]) {
        let name = id.name();
        if id == Sp::pct_call_cs {
            return self.call_cs(r, args);
        }
        if id == Sp::pct_show_cs {
            let c = self.ap(args[0]);
            return self.line(format!("mt_cell_show_cs(\"ans\", {c});"));
        }
        let Some(r) = r else { return };
        match id {
            Sp::pct_box => {
                let x = self.arg(args[0], true);
                self.produce(r, |_, d| format!("mt_cell_box({d}, {x});"));
            }
            Sp::pct_arg_pick => {
                let c = self.ap(args[0]);
                let (k, nmax, req) = (self.sc(args[1]), self.sc(args[2]), self.sc(args[5]));
                let (f, p) = (self.ap(args[3]), self.ap(args[4]));
                self.produce(r, |_, d| {
                    format!("mt_arg_pick({d}, {c}, {k}, {nmax}, {f}, {p}, {req});")
                });
            }
            Sp::pct_arg_exact => {
                let c = self.ap(args[0]);
                let (k, n) = (self.sc(args[1]), self.sc(args[2]));
                let f = self.ap(args[3]);
                self.produce(r, |_, d| format!("mt_arg_exact({d}, {c}, {k}, {n}, {f});"));
            }
            Sp::pct_arg_tail => {
                let c = self.ap(args[0]);
                let k = self.sc(args[1]);
                self.produce(r, |_, d| format!("mt_arg_tail({d}, {c}, {k});"));
            }
            Sp::pct_vout => {
                let c = self.ap(args[0]);
                let (j, pos, k) = (self.sc(args[1]), self.sc(args[2]), self.sc(args[3]));
                self.produce(r, |_, d| {
                    format!("mt_cell_vout({d}, {c}, {j}, {pos}, {k});")
                });
            }
            Sp::pct_brace
            | Sp::pct_brace1
            | Sp::pct_brace_lv
            | Sp::pct_cs_row
            | Sp::pct_cs_cat
            | Sp::pct_paren_lv => {
                let func = match id {
                    Sp::pct_brace => "mt_cell_brace",
                    Sp::pct_brace1 => "mt_cell_brace1",
                    Sp::pct_brace_lv => "mt_cell_brace_lv",
                    Sp::pct_cs_row => "mt_cell_cs_row",
                    Sp::pct_cs_cat => "mt_cell_cs_cat",
                    _ => "mt_paren_lv",
                };
                let var = self.err_name(r, args[0]);
                let c = if reads_target(id) {
                    self.target_ap(args[0])
                } else {
                    self.ap(args[0])
                };
                let n = args.len() - 1;
                let subs = self.subs_array(&args[1..]);
                self.produce(r, |_, d| format!("{func}({d}, {c}, {n}, {subs}, {var});"));
            }
            Sp::pct_brace_set => {
                let var = self.err_name(r, args[0]);
                let c = self.target_ap(args[0]);
                let (v, subs) = args[1..].split_last().expect("%brace_set has a value");
                let n = subs.len();
                let subs = self.subs_array(subs);
                let v = self.arg(*v, true);
                self.produce(r, |_, d| {
                    format!("mt_cell_brace_set({d}, {c}, {n}, {subs}, {v}, {var});")
                });
            }
            Sp::pct_field | Sp::pct_field_lv => {
                let func = if id == Sp::pct_field {
                    "mt_struct_field"
                } else {
                    "mt_struct_field_lv"
                };
                let s = if reads_target(id) {
                    self.target_ap(args[0])
                } else {
                    self.ap(args[0])
                };
                let f = self.ap(args[1]);
                self.produce(r, |_, d| format!("{func}({d}, {s}, {f});"));
            }
            Sp::pct_field_row => {
                let s = self.ap(args[0]);
                let f = self.ap(args[1]);
                self.produce(r, |_, d| format!("mt_struct_field_row({d}, {s}, {f});"));
            }
            Sp::pct_field_deal => {
                let s = self.target_ap(args[0]);
                let f = self.ap(args[1]);
                let v = self.ap(args[2]);
                self.produce(r, |_, d| {
                    format!("mt_struct_deal_field({d}, {s}, {f}, {v});")
                });
            }
            Sp::pct_field_set => {
                let s = self.target_ap(args[0]);
                let f = self.ap(args[1]);
                let v = self.arg(args[2], true);
                self.produce(r, |_, d| {
                    format!("mt_struct_set_field({d}, {s}, {f}, {v});")
                });
            }
            Sp::cell => {
                if args.is_empty() {
                    return self.produce(r, |_, d| {
                        format!("mt_cell_new({d}, 2, (size_t[]){{0, 0}});")
                    });
                }
                let (nd, dims) = self.sizes_from_args(args, Some("cell"));
                self.produce(r, |_, d| format!("mt_cell_new({d}, {nd}, {dims});"));
            }
            Sp::iscell | Sp::iscellstr | Sp::isstruct => {
                let e = if self.dst_is_scalar(args[0]) {
                    "0.0".to_string()
                } else {
                    format!("mt_{name}({})", self.ap(args[0]))
                };
                self.set_scalar(r, e);
            }
            Sp::cellfun => {
                let (f, c) = (self.ap(args[0]), self.ap(args[1]));
                self.produce(r, |_, d| format!("mt_cellfun({d}, {f}, {c});"));
            }
            Sp::fieldnames | Sp::cell2mat | Sp::num2cell | Sp::struct2cell => {
                let s = self.ap(args[0]);
                self.produce(r, |_, d| format!("mt_{name}({d}, {s});"));
            }
            Sp::numfields => {
                let e = format!("mt_numfields({})", self.ap(args[0]));
                self.set_scalar(r, e);
            }
            Sp::isfield | Sp::rmfield => {
                let s = self.ap(args[0]);
                let f = self.ap(args[1]);
                self.produce(r, |_, d| format!("mt_{name}({d}, {s}, {f});"));
            }
            Sp::struct_ => {
                let n = args.len();
                let a = self.args_array(args, true);
                self.produce(r, |_, d| format!("mt_struct_new({d}, {n}, {a});"));
            }
            _ => {
                let msg = c_str(&format!("mat2c: builtin '{name}' is not supported"));
                self.line(format!("mt_error({msg});"));
            }
        }
    }
}
