//! Special forms (`Sp`): builtins with their own C lowering.

use mat2c_alloc::SlotKind;
use mat2c_ir::types::Class;
use mat2c_ir::{Constant, InstData, Sp, Value};

use super::{FnWriter, mt_class};

impl<'w, 'a> FnWriter<'w, 'a> {
    /// A builtin lowered by a dedicated routine: one arm per special builtin (no catch-all),
    /// so a new one does not compile until it is lowered here or routed to a sub-writer.
    pub(super) fn special(&mut self, res: &[Value], id: Sp, args: &[Value]) {
        let r = res.first().copied();
        let name = id.name();
        if id == Sp::pct_call_cs && res.len() > 1 {
            return self.call_cs_outputs(res, args);
        }
        if args.len() == 1 && self.query(r, id, args[0]) {
            return;
        }
        match id {
            Sp::disp => {
                let a = args[0];
                if let Some(r) = r {
                    // `s = disp(x)`: the text instead of printing it
                    let p = self.ap(a);
                    self.produce(r, |_, d| format!("mt_disp_string({d}, {p});"));
                } else if self.kind(a) == Some(SlotKind::Scalar(Class::Logical)) {
                    let x = self.sc(a);
                    self.line(format!("mt_disp_bool({x});"));
                } else if self.is_num_scalar(a) {
                    let x = self.sc(a);
                    self.line(format!("mt_disp_scalar({x});"));
                } else {
                    let p = self.ap(a);
                    self.line(format!("mt_disp({p});"));
                }
            }
            Sp::fprintf | Sp::printf => {
                // `printf` always writes to stdout: its first input is the template.
                let first_numeric = id == Sp::fprintf
                    && args.len() >= 2
                    && matches!(self.ty(args[0]).class, Some(c) if c != Class::Char);
                let (fid, rest) = if first_numeric {
                    (format!("(int){}", self.sc(args[0])), &args[1..])
                } else {
                    let fid = if id == Sp::printf {
                        "MT_PRINTF_FID"
                    } else {
                        "1"
                    };
                    (fid.to_string(), args)
                };
                let fmt = self.ap(rest[0]);
                let n = rest.len() - 1;
                let arr = self.args_array(&rest[1..], false);
                let call = format!("mt_fprintf({fid}, {fmt}, {n}, {arr})");
                match r {
                    Some(r) => self.set_scalar(r, call),
                    None => self.line(format!("{call};")),
                }
            }
            Sp::sprintf => {
                let fmt = self.ap(args[0]);
                let n = args.len() - 1;
                let arr = self.args_array(&args[1..], false);
                if let Some(r) = r {
                    self.produce(r, |_, d| format!("mt_sprintf({d}, {fmt}, {n}, {arr});"));
                }
            }
            Sp::num2str => {
                let Some(r) = r else { return };
                let a = self.arg(args[0], true);
                if let Some(&fmt) = args.get(1) {
                    let f = self.ap(fmt);
                    self.produce(r, |_, d| format!("mt_num2str_fmt({d}, {a}, {f});"));
                } else {
                    self.produce(r, |_, d| format!("mt_num2str({d}, {a});"));
                }
            }
            Sp::error => {
                let n = args.len();
                let arr = self.args_array(args, false);
                self.line(format!("mt_user_error({n}, {arr});"));
            }
            Sp::zeros | Sp::ones | Sp::true_ | Sp::false_ | Sp::eye => {
                let Some(r) = r else { return };
                // `zeros(n, m, 'single')`: a constant numeric class name after double sizes
                // is that class, without the runtime's parsing of the arguments.
                let named = match (id, args.split_last()) {
                    (Sp::zeros | Sp::ones, Some((&last, sizes)))
                        if !sizes.is_empty()
                            && sizes
                                .iter()
                                .all(|&a| self.ty(a).class == Some(Class::Double)) =>
                    {
                        match self.f.dfg.defining_inst(last).map(|i| self.f.inst(i)) {
                            Some(InstData::Const(Constant::Str(s))) => Class::from_name(s)
                                .filter(|c| !matches!(c, Class::Logical | Class::Char)),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                if let Some(cls) = named {
                    if self.dst_is_scalar(r) {
                        return self
                            .set_scalar(r, if id == Sp::zeros { "0.0" } else { "1.0" }.into());
                    }
                    let n = args.len() - 1;
                    let (nd, dims) = self.sizes_from_args(&args[..n], Some(id.name()));
                    let c = mt_class(cls);
                    let f = if id == Sp::zeros {
                        "mt_zeros"
                    } else {
                        "mt_ones"
                    };
                    return self.produce(r, |_, d| format!("{f}({d}, {c}, {nd}, {dims});"));
                }
                // A class name, `"like", p` or a size that is not a double: the runtime
                // parses the arguments as Octave does (and raises its errors).
                if args
                    .iter()
                    .any(|&a| self.ty(a).class != Some(Class::Double))
                {
                    let n = args.len();
                    // exact: a logical prototype keeps its class
                    let arr = self.args_array(args, true);
                    let name = id.name();
                    return self.produce(r, |_, d| {
                        format!("mt_fill_ctor({d}, \"{name}\", {n}, {arr});")
                    });
                }
                let cls = match id {
                    Sp::true_ | Sp::false_ => Class::Logical,
                    _ => Class::Double,
                };
                let n = args.len();
                if self.dst_is_scalar(r) {
                    let one = matches!(id, Sp::ones | Sp::true_ | Sp::eye);
                    return self.set_scalar(r, if one { "1.0" } else { "0.0" }.into());
                }
                let (nd, dims) = self.sizes_from_args(&args[..n], Some(id.name()));
                let c = mt_class(cls);
                self.produce(r, |_, d| match id {
                    Sp::zeros | Sp::false_ => format!("mt_zeros({d}, {c}, {nd}, {dims});"),
                    Sp::eye => format!(
                        "if ({nd} != 2) {{ mt_error(\"eye: dimensions must be a 2-element vector\"); }} mt_eye({d}, {dims}[0], {dims}[1]);"
                    ),
                    _ => format!("mt_ones({d}, {c}, {nd}, {dims});"),
                });
            }
            Sp::pct_fill => self.fill(r, args),
            Sp::size => self.size(res, args),
            Sp::numel | Sp::length | Sp::ndims | Sp::isempty => {
                let Some(r) = r else { return };
                let a = args[0];
                if let Some(rv) = self.slots.vrange[a].clone() {
                    return self.set_scalar(r, rv.count);
                }
                let e = if self.dst_is_scalar(a) {
                    match id {
                        Sp::numel | Sp::length => "1.0",
                        Sp::ndims => "2.0",
                        _ => "0.0",
                    }
                    .to_string()
                } else {
                    let p = self.ap(a);
                    match id {
                        Sp::numel => format!("mt_numel({p})"),
                        Sp::length => format!("mt_length({p})"),
                        Sp::ndims => format!("(double)({p})->ndims"),
                        _ => format!("(double)mt_isempty({p})"),
                    }
                };
                self.set_scalar(r, e);
            }
            Sp::max | Sp::min => self.maxmin(res, id == Sp::max, args),
            Sp::rand | Sp::randn | Sp::rande | Sp::randg | Sp::randp | Sp::randi | Sp::randperm => {
                self.random(res, id, args)
            }
            Sp::tic | Sp::toc | Sp::clock | Sp::etime | Sp::cputime | Sp::pause | Sp::format => {
                self.session(res, id, args)
            }
            Sp::rethrow | Sp::m2c_err_message | Sp::m2c_err_identifier | Sp::lasterr => {
                self.except_builtin(res, id, args)
            }
            Sp::switch_case_matches => {
                let Some(r) = r else { return };
                let (a, b) = (args[0], args[1]);
                // Octave compares a 1x1 char and a number with `==` (`switch 'e', case 101`);
                // a single goes to the runtime as before.
                let single = [a, b]
                    .iter()
                    .any(|&v| self.typed_scalar(v) == Some(Class::Single));
                if self.dst_is_scalar(a) && self.dst_is_scalar(b) && !single {
                    let (x, y) = (self.sc(a), self.sc(b));
                    return self.set_scalar(r, format!("{x} == {y}"));
                }
                self.needs.case_match = true;
                let (x, y) = (self.ap(a), self.ap(b));
                self.set_scalar(r, format!("m2c_case_matches({x}, {y})"));
            }
            Sp::linspace => {
                let Some(r) = r else { return };
                let (a, b) = (self.sc(args[0]), self.sc(args[1]));
                let n = match args.get(2) {
                    Some(&n) => {
                        // N is a number: a char (or a non-scalar) is Octave's error, not a count
                        let x = match self.kind(n) {
                            Some(SlotKind::Array) => {
                                let a = self.ap(n);
                                format!("mt_linspace_n({a})")
                            }
                            Some(SlotKind::Scalar(Class::Char)) => {
                                "(mt_error(\"linspace: N must be a scalar\"), 1.0)".into()
                            }
                            _ => self.sc(n),
                        };
                        format!("mt_linspace_count({x})")
                    }
                    None => "100".into(),
                };
                self.produce(r, |_, d| format!("mt_linspace({d}, {a}, {b}, {n});"));
            }
            Sp::reshape | Sp::repmat => {
                let Some(r) = r else { return };
                if id == Sp::reshape {
                    self.needs.reshape = true;
                } else {
                    self.needs.repmat = true;
                }
                let x = self.ap(args[0]);
                let n = args.len() - 1;
                let arr = self.args_array(&args[1..], false);
                self.produce(r, |_, d| format!("m2c_{name}({d}, {x}, {n}, {arr});"));
            }
            Sp::double
            | Sp::logical
            | Sp::char
            | Sp::single
            | Sp::int8
            | Sp::uint8
            | Sp::int16
            | Sp::uint16
            | Sp::int32
            | Sp::uint32
            | Sp::int64
            | Sp::uint64 => {
                let Some(r) = r else { return };
                let container = |c: Option<Class>| {
                    !c.is_some_and(|c| !matches!(c, Class::Cell | Class::Struct))
                };
                if args.len() > 1 || (id == Sp::char && container(self.ty(args[0]).class)) {
                    // char(a, b, ...) and char(cell) stack rows: the runtime's generic entry
                    return self.runtime_builtin(res, "char", args);
                }
                let a = args[0];
                let scalar_in = self.is_plain_scalar(a) || self.typed_scalar(a).is_some();
                if id == Sp::double && self.dst_is_scalar(r) && scalar_in {
                    let x = self.sc(a);
                    return self.set_scalar(r, x);
                }
                // To an integer class or single, inline: Octave's conversion of the value
                // (nothing to do when every value of the operand's class is one of `rc`).
                if let Some(rc) = self.typed_scalar(r).filter(|_| scalar_in) {
                    let x = self.sc(a);
                    let from = match self.kind(a) {
                        Some(SlotKind::Scalar(c)) => Some(c),
                        _ => None,
                    };
                    if from.is_some_and(|c| super::typed::widens_to(c, rc)) {
                        return self.set_scalar(r, x);
                    }
                    return self.set_scalar(r, super::typed::convert(rc, &x));
                }
                // char of a real scalar into a C char slot: inline when it rounds into
                // 0..255 (the runtime raises NaN's error and warns otherwise).
                if id == Sp::char
                    && self.kind(r) == Some(SlotKind::Scalar(Class::Char))
                    && self.is_plain_scalar(a)
                {
                    let x = self.sc(a);
                    return self.set_scalar(r, format!("m2c_char_of({x})"));
                }
                let c = mt_class(Class::from_name(name).unwrap_or(Class::Double));
                let p = self.ap(a);
                self.produce(r, |_, d| format!("mt_convert({d}, {c}, {p});"));
            }
            // Cells, structs and the internal operations of brace indexing and fields.
            Sp::pct_arg_exact
            | Sp::pct_arg_pick
            | Sp::pct_arg_tail
            | Sp::pct_box
            | Sp::pct_brace
            | Sp::pct_brace1
            | Sp::pct_brace_lv
            | Sp::pct_brace_set
            | Sp::pct_call_cs
            | Sp::pct_cs_cat
            | Sp::pct_cs_row
            | Sp::pct_field
            | Sp::pct_field_deal
            | Sp::pct_field_lv
            | Sp::pct_field_row
            | Sp::pct_field_set
            | Sp::pct_paren_lv
            | Sp::pct_show_cs
            | Sp::pct_vout
            | Sp::cell
            | Sp::cell2mat
            | Sp::cellfun
            | Sp::fieldnames
            | Sp::iscell
            | Sp::iscellstr
            | Sp::isfield
            | Sp::isstruct
            | Sp::num2cell
            | Sp::numfields
            | Sp::rmfield
            | Sp::struct_
            | Sp::struct2cell => self.cell_builtin(r, id, args),
            // Run-time function handles.
            Sp::pct_fh_box
            | Sp::pct_fh_cap
            | Sp::pct_fh_func2str
            | Sp::pct_fh_is
            | Sp::pct_fh_site => self.fhandle_builtin(r, id, args),
            // Lowered to `error` with the function's usage (`mat2c-lower`'s `print_usage.rs`).
            Sp::print_usage => self.unsupported_builtin(name),
            // Answered by `query` above (they take one argument).
            Sp::class
            | Sp::ischar
            | Sp::iscolumn
            | Sp::isfloat
            | Sp::islogical
            | Sp::ismatrix
            | Sp::isnumeric
            | Sp::isreal
            | Sp::isrow
            | Sp::isscalar
            | Sp::isvector => self.unsupported_builtin(name),
        }
    }
    /// `%fill(origin, class, value, sizes...)` (mat2c-opt's fill folding): the sizes by
    /// `origin`'s rules and messages, then one pass writing `class(value)`.
    fn fill(&mut self, r: Option<Value>, args: &[Value]) {
        let Some(r) = r else { return };
        let code = |w: &Self, v: Value| match w.f.dfg.defining_inst(v).map(|i| w.f.inst(i)) {
            Some(InstData::Const(Constant::Num(x))) => Some(*x),
            _ => None,
        };
        let origin = code(self, args[0]).and_then(mat2c_builtins::fill_origin_of);
        let cls = code(self, args[1]).and_then(mat2c_builtins::fill_class_of);
        let (Some(origin), Some(cls)) = (origin, cls) else {
            return self.unsupported_builtin("%fill");
        };
        let v = self.sc(args[2]);
        let (nd, dims) = self.sizes_from_args(&args[3..], Some(origin.name()));
        let c = mt_class(cls);
        self.produce(r, |_, d| {
            format!("mt_fill_value({d}, {c}, {v}, {nd}, {dims});")
        });
    }
}
