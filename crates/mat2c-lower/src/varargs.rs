//! Function signatures with `varargin`, `varargout`, `nargin` and `nargout`.
//!
//! The IR function of a MATLAB function takes its declared inputs, then — only where the
//! body needs them — hidden inputs: the `varargin` cell, the `nargin` count and the `nargout`
//! count, in that order. Callers build the `varargin` cell from the trailing arguments
//! (comma lists `c{:}` included), pass `[]` for declared inputs they omit and the counts as
//! numbers. A function that reads `nargin` may be called with fewer inputs than it declares:
//! its inputs are then only possibly defined at entry (a definedness flag `nargin >= k`
//! guards every read, so a missing input read raises Octave's "'x' undefined").
//! `varargout` is an ordinary output holding a cell; a caller asking for more results than
//! the fixed outputs takes the rest out of it one by one.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, BinOp, Constant, InstData, Value};

use crate::fn_lower::FnLower;
use crate::operands::{Arg, Nargout};
use crate::signature::Signature;

impl FnLower<'_, '_> {
    /// A call of a user function whose signature uses `varargin`, `varargout`, `nargin` or
    /// `nargout` (see the module documentation for the convention).
    #[allow(clippy::too_many_arguments, reason = "the parts of one call site")]
    pub(crate) fn vararg_call(
        &mut self,
        name: &str,
        name_span: Span,
        sig: &Signature,
        key: crate::program::FnKey,
        args: Vec<Arg>,
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let n = args.len();
        if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
            let ir_args = self.dynamic_args(name, sig, key, args, span);
            return self.finish_call(name, name_span, sig, key, ir_args, nargout, span);
        }
        if n > sig.fixed_in && !sig.varargin {
            let d = Diagnostic::error(
                codes::E0401,
                name_span,
                format!(
                    "`{name}` takes {} input(s) but is called with {n}",
                    sig.fixed_in
                ),
            )
            .with_label_message("in this call");
            self.error(self.prog.at_callee(d, key));
            return vec![self.konst(Constant::Empty, span)];
        }
        if n < sig.fixed_in && !sig.nargin {
            self.error(
                Diagnostic::error(
                    codes::E0601,
                    name_span,
                    format!(
                        "`{name}` is called with {n} of its {} inputs but does not read `nargin`; such calls are not supported yet",
                        sig.fixed_in
                    ),
                )
                .with_label_message("in this call"),
            );
            return vec![self.konst(Constant::Empty, span)];
        }
        let mut args = args.into_iter();
        let mut ir_args: Vec<Value> = Vec::new();
        for _ in 0..sig.fixed_in {
            let v = match args.next() {
                Some(a) => a.value(),
                // Never read: the callee's definedness flag for it is false.
                None => self.konst(Constant::Empty, span),
            };
            ir_args.push(v);
        }
        let rest: Vec<Arg> = args.collect();
        let dynamic_count = rest.iter().any(|a| matches!(a, Arg::Spread(_)));
        let extra = rest.len();
        let vcell = sig.varargin.then(|| self.args_cell(rest, span));
        if let Some(c) = vcell {
            ir_args.push(c);
        }
        if sig.nargin {
            let fixed = n.min(sig.fixed_in);
            let count = match vcell {
                Some(c) if dynamic_count => {
                    let k = self.ins1(
                        InstData::Builtin {
                            id: Bi::numel,
                            args: vec![c],
                        },
                        span,
                    );
                    let f = self.konst(Constant::Num(fixed as f64), span);
                    self.ins1(
                        InstData::Binary {
                            op: BinOp::Add,
                            args: [f, k],
                        },
                        span,
                    )
                }
                _ => self.konst(Constant::Num((fixed + extra) as f64), span),
            };
            ir_args.push(count);
        }
        self.finish_call(name, name_span, sig, key, ir_args, nargout, span)
    }

    /// Arguments of a call with comma lists: all of them go into one cell, and the runtime
    /// takes the declared inputs, the `varargin` rest and the count out of it.
    fn dynamic_args(
        &mut self,
        name: &str,
        sig: &Signature,
        key: crate::program::FnKey,
        args: Vec<Arg>,
        span: Span,
    ) -> Vec<Value> {
        let cell = self.args_cell(args, span);
        let fname = self.konst(Constant::Str(name.to_string().into()), span);
        let nmax = if sig.varargin {
            -1.0
        } else {
            sig.fixed_in as f64
        };
        let nmax = self.konst(Constant::Num(nmax), span);
        let required = self.konst(Constant::Num(if sig.nargin { 0.0 } else { 1.0 }), span);
        let callee = &self.prog.units[key.unit].ast.functions[key.func.unwrap_or(0)];
        let pnames: Vec<String> = callee.inputs[..sig.fixed_in]
            .iter()
            .map(crate::signature::param_name)
            .collect();
        let mut ir_args = Vec::new();
        for (k, p) in pnames.iter().enumerate() {
            let kv = self.konst(Constant::Num((k + 1) as f64), span);
            let pn = self.konst(Constant::Str(p.clone().into()), span);
            let v = self.ins1(
                InstData::Builtin {
                    id: Bi::pct_arg_pick,
                    args: vec![cell, kv, nmax, fname, pn, required],
                },
                span,
            );
            ir_args.push(v);
        }
        if sig.varargin {
            let k = self.konst(Constant::Num(sig.fixed_in as f64), span);
            let rest = self.ins1(
                InstData::Builtin {
                    id: Bi::pct_arg_tail,
                    args: vec![cell, k],
                },
                span,
            );
            ir_args.push(rest);
        }
        if sig.nargin {
            let n = self.ins1(
                InstData::Builtin {
                    id: Bi::numel,
                    args: vec![cell],
                },
                span,
            );
            ir_args.push(n);
        }
        ir_args
    }

    /// Appends `nargout`, checks the outputs asked for, emits the call and takes results past
    /// the fixed outputs out of `varargout`.
    #[allow(clippy::too_many_arguments, reason = "the parts of one call site")]
    fn finish_call(
        &mut self,
        name: &str,
        name_span: Span,
        sig: &Signature,
        key: crate::program::FnKey,
        mut ir_args: Vec<Value>,
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let asked = match nargout {
            Nargout::Statement => 0,
            Nargout::Exactly(k) => k,
        };
        if sig.nargout {
            let k = self.konst(Constant::Num(asked as f64), span);
            ir_args.push(k);
        }
        let ignored = std::mem::take(&mut self.signals.call_ignored);
        if sig.isargout {
            let m = self.konst(Constant::Num(ignored as f64), span);
            ir_args.push(m);
        }
        let argn = self.signals.call_argn.take();
        if sig.inputname {
            let (texts, vars) = argn.unwrap_or_default();
            let parts = texts
                .into_iter()
                .map(|t| Arg::One(self.konst(Constant::Str(t.into()), span)))
                .collect();
            let cell = self.args_cell(parts, span);
            ir_args.push(cell);
            let m = self.konst(Constant::Num(vars as f64), span);
            ir_args.push(m);
        }
        let nout = sig.fixed_out + usize::from(sig.varargout);
        if asked > sig.fixed_out && !sig.varargout {
            let d = Diagnostic::error(
                codes::E0401,
                name_span,
                format!("`{name}` has {nout} output(s) but {asked} are asked for"),
            )
            .with_label_message("in this call");
            self.error(self.prog.at_callee(d, key));
            return vec![self.konst(Constant::Empty, span)];
        }
        let func = self.prog.func_id(key);
        let nres = match nargout {
            Nargout::Statement if sig.fixed_out == 0 && sig.varargout => {
                let r = self.ins(
                    InstData::Call {
                        func,
                        args: ir_args,
                    },
                    1,
                    span,
                );
                self.signals.stmt_vout = Some(r[0]);
                return Vec::new();
            }
            Nargout::Statement => sig.fixed_out.min(1),
            Nargout::Exactly(k) if k <= sig.fixed_out => k,
            Nargout::Exactly(_) => sig.fixed_out + 1,
        };
        let mut res = self.ins(
            InstData::Call {
                func,
                args: ir_args,
            },
            nres,
            span,
        );
        if asked > sig.fixed_out {
            // The results past the fixed outputs come out of the `varargout` cell.
            let cell = res.pop().expect("the varargout result");
            // Only the call the multiple assignment itself makes asks for several results.
            if self.signals.defer_vout && asked >= 2 {
                self.signals.defer_vout = false;
                self.signals.vout_pending = Some((cell, sig.fixed_out));
                return res;
            }
            for j in 1..=asked - sig.fixed_out {
                let v = self.vout_elem(cell, j, sig.fixed_out + j, asked, span);
                res.push(v);
            }
        }
        res
    }
}
