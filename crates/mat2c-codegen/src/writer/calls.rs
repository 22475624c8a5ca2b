//! Calls of user functions and of builtins (generic runtime entries, elementwise ones,
//! `size`, `max`/`min`) and display.

use mat2c_alloc::SlotKind;
use mat2c_builtins::Lowering;
use mat2c_ir::types::{Class, Complexity};
use mat2c_ir::{Bi, Constant, FuncId, InstData, Value};

use super::{FnWriter, c_math, c_num, c_str};

impl<'w, 'a> FnWriter<'w, 'a> {
    pub(super) fn display(&mut self, name: &str, a: Value) {
        let n = c_str(name);
        if self.kind(a) == Some(SlotKind::Scalar(Class::Logical)) {
            // Not a number format: `format short g` leaves logicals alone.
            let x = self.sc(a);
            self.line(format!("mt_display_bool({n}, {x});"));
        } else if self.is_num_scalar(a) {
            let x = self.sc(a);
            self.line(format!("mt_display_scalar({n}, {x});"));
        } else {
            let p = self.ap(a);
            self.line(format!("mt_display({n}, {p});"));
        }
    }

    pub(super) fn call(&mut self, res: &[Value], func: FuncId, args: &[Value]) {
        let callee = &self.mw.storage.funcs[func];
        let mut ps = Vec::new();
        let mut after = Vec::new();
        for (k, &ok) in callee.outputs.iter().enumerate() {
            let Some(&r) = res.get(k) else {
                ps.push("NULL".to_string());
                continue;
            };
            let rk = self.kind(r);
            let x = self.sx(r).map(str::to_string);
            match (ok, rk, x) {
                // Scalar outputs are C doubles; a single slot is a float, so through a temp.
                (SlotKind::Scalar(_), Some(SlotKind::Scalar(c)), Some(x)) if c != Class::Single => {
                    ps.push(format!("&{x}"))
                }
                (SlotKind::Array | SlotKind::Complex, Some(SlotKind::Array), Some(x)) => {
                    ps.push(format!("&{x}"))
                }
                (SlotKind::Scalar(_), Some(rk), Some(x)) => {
                    let t = self.temp_double();
                    ps.push(format!("&{t}"));
                    after.push(self.convert_line(&x, rk, &t, ok));
                }
                (SlotKind::Array | SlotKind::Complex, Some(rk), Some(x)) => {
                    let s = self.scratch();
                    ps.push(format!("&{s}"));
                    after.push(self.convert_line(&x, rk, &s, SlotKind::Array));
                }
                (SlotKind::Scalar(_), None, _) | (SlotKind::Scalar(_), _, None) => {
                    let t = self.temp_double();
                    ps.push(format!("&{t}"));
                }
                (SlotKind::Array | SlotKind::Complex, _, _) => {
                    let s = self.scratch();
                    ps.push(format!("&{s}"));
                }
            }
        }
        for (k, &a) in args.iter().enumerate() {
            ps.push(match callee.inputs.get(k) {
                Some(SlotKind::Scalar(_)) => self.sc(a),
                _ => self.ap(a),
            });
        }
        if res.len() > callee.outputs.len() {
            self.line(format!(
                "mt_error(\"{}: function called with too many outputs\");",
                self.mw.m.funcs[func].name
            ));
        }
        self.line(format!("{}({});", self.mw.fnames[func], ps.join(", ")));
        for l in after {
            self.line(l);
        }
    }

    pub(super) fn builtin(&mut self, res: &[Value], id: Bi, args: &[Value]) {
        let r = res.first().copied();
        let name = id.name();
        let Some(spec) = mat2c_builtins::row(id) else {
            let msg = c_str(&format!("'{id}' undefined"));
            self.line(format!("mt_error({msg});"));
            return;
        };
        match spec.lowering {
            Lowering::Constant(v) if args.is_empty() => {
                if let Some(r) = r {
                    self.set_scalar(r, c_num(v));
                }
            }
            // `eps(x)`: the spacing of x, not a fill.
            Lowering::Constant(_) if id == Bi::eps && args.len() == 1 => {
                self.runtime_builtin(res, "eps", args)
            }
            // A class name (`pi(2, 'single')`) or any argument that may be one: the runtime
            // reads the arguments.
            Lowering::Constant(v)
                if args
                    .iter()
                    .any(|&a| self.ty(a).class != Some(Class::Double)) =>
            {
                if let Some(r) = r {
                    let n = args.len();
                    let arr = self.args_array(args, true);
                    let v = c_num(v);
                    self.produce(r, |_, d| {
                        format!("mt_const_fill({d}, \"{name}\", {v}, {n}, {arr});")
                    });
                }
            }
            Lowering::Constant(v) => {
                if let Some(r) = r {
                    let (nd, dims) = self.sizes_from_args(args, Some(name));
                    let v = c_num(v);
                    self.with_dst(r, |w, d| {
                        w.line(format!("m2c_fill({d}, {v}, {nd}, {dims});"));
                    });
                }
            }
            Lowering::Unary(op) => self.builtin_unary(r, op, args),
            Lowering::Binary(op) => self.builtin_binary(r, op, args),
            Lowering::Reduce(op @ ("MT_SUM" | "MT_MEAN"))
                if args.len() == 1
                    && r.is_some_and(|r| self.is_num_scalar(r))
                    && self.kind(args[0]) == Some(SlotKind::Array) =>
            {
                let Some(r) = r else { return };
                let x = self.ap(args[0]);
                self.set_scalar(r, format!("m2c_vreduce({x}, {op})"));
            }
            Lowering::Reduce(op) => {
                let Some(r) = r else { return };
                let x = self.ap(args[0]);
                let dim = match args.get(1) {
                    Some(&d) => self.reduce_dim(op, d),
                    None => "0".into(),
                };
                self.produce(r, |_, d| format!("mt_reduce({d}, {op}, {x}, {dim});"));
            }
            Lowering::Special => {
                let sp = id.special().expect("a special row has a special id");
                self.special(res, sp, args)
            }
            Lowering::Runtime => self.runtime_builtin(res, spec.name, args),
        }
    }

    pub(super) fn builtin_unary(&mut self, r: Option<Value>, op: &str, args: &[Value]) {
        let Some(r) = r else { return };
        let a = args[0];
        if self.cplx_builtin(r, op, a) || self.typed_builtin(r, op, a) {
            return;
        }
        // A char goes to the runtime, which refuses it for most math functions.
        if self.dst_is_scalar(r)
            && self.is_plain_scalar(a)
            && self.ty(a).cplx == Complexity::Real
            && self.ty(a).class != Some(Class::Char)
        {
            let x = self.sc(a);
            let e = match c_math(op) {
                Some(f) => format!("{f}({x})"),
                None => format!("mt_unary_s({op}, {x})"),
            };
            return self.set_scalar(r, e);
        }
        let p = self.ap(a);
        self.produce(r, |_, d| format!("mt_unary({d}, {op}, {p});"));
    }

    pub(super) fn builtin_binary(&mut self, r: Option<Value>, op: &str, args: &[Value]) {
        let Some(r) = r else { return };
        let (a, b) = (args[0], args[1]);
        // mod/rem/atan2/hypot refuse logical and char arguments: the runtime says so.
        let refuses = |c: Option<Class>| !matches!(c, Some(Class::Double | Class::Single));
        let checked = matches!(op, "MT_MOD" | "MT_REM" | "MT_ATAN2" | "MT_HYPOT")
            && (refuses(self.ty(a).class) || refuses(self.ty(b).class))
            || matches!(op, "MT_MAX2" | "MT_MIN2")
                && [a, b]
                    .iter()
                    .any(|&v| matches!(self.ty(v).class, None | Some(Class::Char)));
        if !checked && self.dst_is_scalar(r) && self.is_plain_scalar(a) && self.is_plain_scalar(b) {
            let (x, y) = (self.sc(a), self.sc(b));
            // The common ones inline (the prelude copies the runtime's formulas).
            // Inference proved `mod(a, c)` an integer remainder (a in [0, 2^52), c a
            // positive integer constant): C's `%`, by a constant the compiler multiplies out.
            let int_mod = self
                .checks
                .cur
                .is_some_and(|i| self.mw.types.int_mod(self.id, i));
            let e = match op {
                "MT_MOD" if int_mod => format!("m2c_mod_int({x}, {y})"),
                "MT_MOD" => format!("m2c_mod({x}, {y})"),
                "MT_MAX2" => format!("m2c_max2({x}, {y})"),
                "MT_MIN2" => format!("m2c_min2({x}, {y})"),
                _ => format!("mt_binary_ss({op}, {x}, {y})"),
            };
            return self.set_scalar(r, e);
        }
        // With `checked`, a scalar of another class than double goes as an array, keeping
        // its class (the runtime's integer rules and type errors need it); so does a logical
        // one of max/min (max of two logicals is logical).
        let maxmin = matches!(op, "MT_MAX2" | "MT_MIN2");
        let arg = |w: &mut Self, v: Value| match w.kind(v) {
            Some(SlotKind::Scalar(c))
                if checked && c != Class::Double || maxmin && c == Class::Logical =>
            {
                format!("m2c_a({})", w.ap(v))
            }
            _ => w.arg(v, false),
        };
        let (x, y) = (arg(self, a), arg(self, b));
        self.produce(r, |_, d| format!("mt_binary({d}, {op}, {x}, {y});"));
    }

    /// Declares a dims buffer filled from MATLAB size arguments; returns (ndims expr, dims).
    /// For a constructor (`Some(name)`), Octave's errors for sizes that are not integers.
    pub(super) fn sizes_from_args(
        &mut self,
        args: &[Value],
        ctor: Option<&str>,
    ) -> (String, String) {
        self.text.temps += 1;
        let k = self.text.temps;
        let (nd, dims) = (format!("m2c_nd{k}"), format!("m2c_d{k}"));
        self.text.decls.push(format!("size_t {dims}[MT_MAXDIMS];"));
        self.text.decls.push(format!("int {nd} = 2;"));
        let n = args.len();
        let arr = self.args_array(args, false);
        self.line(match ctor {
            Some(name) => format!("{nd} = mt_ctor_dims(\"{name}\", {n}, {arr}, {dims});"),
            None => format!("{nd} = mt_dims_from_args({n}, {arr}, {dims});"),
        });
        (nd, dims)
    }

    pub(super) fn unsupported_builtin(&mut self, name: &str) {
        let msg = c_str(&format!("mat2c: builtin '{name}' is not supported"));
        self.line(format!("mt_error({msg});"));
    }

    pub(super) fn size(&mut self, res: &[Value], args: &[Value]) {
        let a = args[0];
        let scalar = self.dst_is_scalar(a);
        // x as size's runtime entries take it (NULL: a scalar)
        let xp = |w: &mut Self| if scalar { "NULL".to_string() } else { w.ap(a) };
        if args.len() == 2 && res.len() > 1 {
            // `[a, b, ...] = size(x, DIMS)`: one dimension of DIMS per output
            let n = res.len();
            let p = xp(self);
            let dims = match self.kind(args[1]) {
                Some(SlotKind::Array) => Some(self.ap(args[1])),
                _ => None,
            };
            for (k, &r) in res.iter().enumerate() {
                let d = match &dims {
                    Some(d) => format!("mt_size_dim_at({d}, {k}, {n})"),
                    None => "(mt_error(\"size: nargout > 1 but does not match number of \
                             requested dimensions\"), 1.0)"
                        .to_string(),
                };
                self.set_scalar(r, format!("mt_size_dim({p}, {d})"));
            }
            return;
        }
        if args.len() == 2 && res.len() == 1 && self.kind(res[0]) == Some(SlotKind::Array) {
            // size(x, DIMS) with a vector of dimensions: a row
            let r = res[0];
            let p = xp(self);
            let dims = self.ap(args[1]);
            return self.produce(r, |_, d| format!("mt_size_dims({d}, {p}, {dims});"));
        }
        if args.len() == 2 {
            let Some(&r) = res.first() else { return };
            // DIM is a number: a string is Octave's error, not its character code
            let k = match self.kind(args[1]) {
                Some(SlotKind::Scalar(Class::Char)) => {
                    "(mt_error(\"invalid conversion from string to real N-D array\"), 1.0)"
                        .to_string()
                }
                Some(SlotKind::Array) => format!("mt_size_dim_arg({})", self.ap(args[1])),
                _ => self.sc(args[1]),
            };
            let e = if scalar {
                format!("((void)({k}), 1.0)")
            } else {
                let p = self.ap(a);
                format!("mt_size_dim({p}, {k})")
            };
            return self.set_scalar(r, e);
        }
        if res.len() <= 1 {
            let Some(&r) = res.first() else { return };
            let p = self.ap(a);
            return self.produce(r, |_, d| format!("mt_size({d}, {p});"));
        }
        let p = if scalar { String::new() } else { self.ap(a) };
        let n = res.len();
        for (k, &r) in res.iter().enumerate() {
            let e = if scalar {
                "1.0".to_string()
            } else if k + 1 < n {
                format!("mt_size_dim({p}, {})", k + 1)
            } else {
                format!("m2c_prod_dims_from({p}, {k})")
            };
            self.set_scalar(r, e);
        }
    }

    /// A reduction's DIM argument `d` as the C `int` `mt_reduce` takes, read as Octave
    /// reads it (`mt_reduce_dim`: a fraction, zero, NaN or a string is not cast blindly).
    /// A literal positive integer is written as it is.
    fn reduce_dim(&mut self, op: &str, d: Value) -> String {
        if self.ty(d).class == Some(Class::Double)
            && let Some(k) = self.mw.types.konst(self.id, d)
            && (1.0..=64.0).contains(&k)
            && k.fract() == 0.0
        {
            return format!("{}", k as i64);
        }
        // A literal `[]` is Octave's null matrix, named in the message of the functions
        // that read DIM as an int (any, all and mean have messages of their own).
        let literal_empty = matches!(
            self.f.dfg.defining_inst(d).map(|i| self.f.inst(i)),
            Some(InstData::Const(Constant::Empty))
        );
        if literal_empty && !matches!(op, "MT_ANY" | "MT_ALL" | "MT_MEAN") {
            return "(mt_error(\"octave_base_value::int_value (): wrong type argument \
                    'null_matrix'\"), 0)"
                .to_string();
        }
        let g = match self.kind(d) {
            Some(SlotKind::Scalar(Class::Double)) => format!("m2c_s({})", self.sc(d)),
            _ => format!("m2c_a({})", self.ap(d)),
        };
        format!("mt_reduce_dim({op}, {g})")
    }

    pub(super) fn maxmin(&mut self, res: &[Value], ismax: bool, args: &[Value]) {
        let Some(&r) = res.first() else { return };
        let (red, bin) = if ismax {
            ("MT_MAXR", "MT_MAX2")
        } else {
            ("MT_MINR", "MT_MIN2")
        };
        if args.len() == 2 {
            return self.builtin_binary(Some(r), bin, args);
        }
        let dim = match args.get(2) {
            Some(&d) => self.reduce_dim(red, d),
            None => "0".into(),
        };
        let x = self.ap(args[0]);
        if res.len() < 2 {
            return self.produce(r, |_, d| format!("mt_reduce({d}, {red}, {x}, {dim});"));
        }
        self.needs.maxmin = true;
        let ri = res[1];
        let m = if ismax { 1 } else { 0 };
        self.with_dst(r, |w, d| {
            w.with_dst(ri, |w2, di| {
                w2.line(format!("m2c_maxmin({d}, {di}, {x}, {dim}, {m});"));
            });
        });
    }
}
