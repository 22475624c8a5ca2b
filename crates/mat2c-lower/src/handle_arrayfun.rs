//! `arrayfun(h, A, B, ...)` and `cellfun(h, C, D, ...)`, lowered to a loop that calls the
//! handle (`'UniformOutput', false` gathers the results into a cell of the inputs' size).
//!
//! The call inside the loop is an ordinary use of the handle, so handle resolution turns it
//! into a direct call like any other. The first result starts the output (so it has the
//! results' class, as Octave's does), grown at once to the number of elements; each later
//! one is stored into it; the output is reshaped to the arrays' size at the end (an empty
//! input gives a double empty).

use mat2c_diag::Span;
use mat2c_ir::{Bi, BinOp, BlockCall, Constant, InstData, Value};
use mat2c_syntax::ast::{ExprId, ExprKind};

use crate::fn_lower::FnLower;

/// The options of an `arrayfun`/`cellfun` call.
pub(crate) struct MapOptions {
    /// Arguments before the first option name (the function and the arrays).
    pub(crate) nargs: usize,
    pub(crate) uniform: bool,
    /// `'ErrorHandler'`: called as `handler(S, x...)` when the function raises an error.
    pub(crate) error_handler: Option<ExprId>,
}

/// What the loop runs over: array elements (`arrayfun`) or cell contents (`cellfun`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum MapOver {
    Arrays,
    Cells,
}

impl MapOver {
    fn name(self) -> &'static str {
        match self {
            MapOver::Arrays => "arrayfun",
            MapOver::Cells => "cellfun",
        }
    }
}

fn builtin(id: Bi, args: Vec<Value>) -> InstData {
    InstData::Builtin { id, args }
}

impl FnLower<'_, '_> {
    /// `arrayfun` asking for `nout` results (0: a statement).
    pub(crate) fn arrayfun(&mut self, args: &[ExprId], nout: usize, span: Span) -> Vec<Value> {
        let Some(opts) = self.map_options("arrayfun", args, span) else {
            return vec![self.konst(Constant::Empty, span); nout];
        };
        let h = self.expr(args[0]);
        let asked = nout;
        let nout = self.map_results(h, nout);
        let arrays: Vec<Value> = args[1..opts.nargs].iter().map(|&a| self.expr(a)).collect();
        let eh = opts.error_handler.map(|e| self.expr(e));
        self.map_loop(
            MapOver::Arrays,
            (h, eh),
            &arrays,
            opts.uniform,
            (asked, nout),
            span,
        )
    }

    /// Where the arrays end (the first option name after the second argument), the
    /// `'UniformOutput'` setting and the `'ErrorHandler'` function; `None` (after an E0601)
    /// for any other option.
    pub(crate) fn map_options(
        &mut self,
        fname: &str,
        args: &[ExprId],
        span: Span,
    ) -> Option<MapOptions> {
        let ast = self.ast;
        let nargs = args
            .iter()
            .skip(2)
            .position(|&a| matches!(ast.expr(a).kind, ExprKind::String { .. }))
            .map_or(args.len(), |p| p + 2);
        let mut opts = MapOptions {
            nargs,
            uniform: true,
            error_handler: None,
        };
        let mut ok = (args.len() - nargs).is_multiple_of(2);
        for pair in args[nargs..].chunks(2) {
            if !ok {
                break;
            }
            let opt = match &ast.expr(pair[0]).kind {
                ExprKind::String { value, .. } => value.to_ascii_lowercase(),
                _ => String::new(),
            };
            // Octave accepts option names shortened to two letters or more.
            let named = |full: &str| opt.len() >= 2 && full.starts_with(&opt);
            if named("uniformoutput") {
                let on = match &ast.expr(pair[1]).kind {
                    ExprKind::Ident(id) => match mat2c_builtins::id_of(&id.name) {
                        Some(Bi::true_) => Some(true),
                        Some(Bi::false_) => Some(false),
                        _ => None,
                    },
                    ExprKind::Number { value, .. } => Some(*value != 0.0),
                    _ => None,
                };
                ok = on.is_some();
                opts.uniform = on.unwrap_or(true);
            } else if named("errorhandler") {
                opts.error_handler = Some(pair[1]);
            } else {
                ok = false;
            }
        }
        if !ok {
            self.unsupported(
                span,
                &format!(
                    "`{fname}` options other than 'UniformOutput' with a literal true or false and 'ErrorHandler'"
                ),
            );
            return None;
        }
        Some(opts)
    }

    /// The loop calling `h` (for `nout` results; `asked` 0 for a statement) on the k-th
    /// element of every array (the content of every cell for [`MapOver::Cells`]); each
    /// result's uniform values are gathered into an array, others into a cell of the inputs'
    /// size.
    pub(crate) fn map_loop(
        &mut self,
        over: MapOver,
        (h, eh): (Value, Option<Value>),
        arrays: &[Value],
        uniform: bool,
        (asked, nout): (usize, usize),
        span: Span,
    ) -> Vec<Value> {
        let rs = self.map_loop_body(over, (h, eh), arrays, uniform, nout, span);
        if asked == 0 && uniform && nout > 0 {
            // As a statement, Octave's result comes from the calls: with no element there
            // is none, and `ans` is neither set nor shown.
            let n = self.ins1(builtin(Bi::numel, vec![arrays[0]]), span);
            let zero = self.konst(Constant::Num(0.0), span);
            let any = self.binop(BinOp::Gt, n, zero, span);
            self.signals.stmt_cond = Some(any);
        }
        rs
    }

    fn map_loop_body(
        &mut self,
        over: MapOver,
        (h, eh): (Value, Option<Value>),
        arrays: &[Value],
        uniform: bool,
        nout: usize,
        span: Span,
    ) -> Vec<Value> {
        let fname = over.name();
        if over == MapOver::Cells {
            for &a in arrays {
                let is = self.ins1(builtin(Bi::iscell, vec![a]), span);
                self.fail_unless(is, "cellfun: C must be a cell array", span);
            }
        }
        let mismatch = format!("{fname}: dimensions mismatch");
        let one = self.konst(Constant::Num(1.0), span);
        let sz = self.ins1(builtin(Bi::size, vec![arrays[0]]), span);
        for &b in &arrays[1..] {
            // Same number of dimensions, then the same extents.
            let nd0 = self.ins1(builtin(Bi::ndims, vec![arrays[0]]), span);
            let nd = self.ins1(builtin(Bi::ndims, vec![b]), span);
            let same_nd = self.binop(BinOp::Eq, nd0, nd, span);
            self.fail_unless(same_nd, &mismatch, span);
            let szb = self.ins1(builtin(Bi::size, vec![b]), span);
            let eq = self.binop(BinOp::Eq, sz, szb, span);
            let all = self.ins1(builtin(Bi::all, vec![eq]), span);
            self.fail_unless(all, &mismatch, span);
        }
        let n = self.ins1(builtin(Bi::numel, vec![arrays[0]]), span);
        let kvar = self.hidden_var("k");
        let ovars: Vec<_> = (0..nout).map(|_| self.hidden_var("out")).collect();
        let start_value = if uniform {
            self.konst(Constant::Empty, span)
        } else {
            self.ins1(builtin(Bi::cell, vec![sz]), span)
        };
        let pre = self.block_or_dead();
        self.ssa.def_var(kvar, pre, one);
        for &ovar in &ovars {
            self.ssa.def_var(ovar, pre, start_value);
        }
        let header = self.ssa.create_block();
        let body = self.ssa.create_block();
        let exit = self.ssa.create_block();
        self.ssa.jump(pre, header, span);
        self.cur = Some(header);
        let k = self.ssa.use_var(kvar, header);
        let more = self.binop(BinOp::Le, k, n, span);
        self.ssa.brif(header, more, body, exit, span);
        self.ssa.seal(body);
        self.cur = Some(body);
        let xs: Vec<Value> = arrays
            .iter()
            .map(|&a| match over {
                MapOver::Arrays => self.ins1(
                    InstData::Index {
                        base: a,
                        subs: vec![k],
                    },
                    span,
                ),
                MapOver::Cells => self.ins1(builtin(Bi::pct_brace1, vec![a, k]), span),
            })
            .collect();
        let rs = self.map_call(h, eh, &xs, k, nout, span);
        let next = self.ssa.create_block();
        if uniform {
            let not_scalar =
                format!("{fname}: all values must be scalars when UniformOutput = true");
            for &r in &rs {
                let nr = self.ins1(builtin(Bi::numel, vec![r]), span);
                let scalar = self.binop(BinOp::Eq, nr, one, span);
                self.fail_unless(scalar, &not_scalar, span);
            }
            let good = self.block_or_dead();
            let first = self.binop(BinOp::Eq, k, one, span);
            let start = self.ssa.create_block();
            let store = self.ssa.create_block();
            self.ssa.brif(good, first, start, store, span);
            self.ssa.seal(start);
            self.ssa.seal(store);
            // The first result sets the class; growing it to n elements at once (`r(n) = r`)
            // lets the later stores write in place.
            self.cur = Some(start);
            for (&ovar, &r) in ovars.iter().zip(&rs) {
                let full = self.ins1(
                    InstData::Update {
                        base: r,
                        subs: vec![n],
                        rhs: r,
                    },
                    span,
                );
                let b = self.block_or_dead();
                self.ssa.def_var(ovar, b, full);
            }
            let b = self.block_or_dead();
            self.ssa.jump(b, next, span);
            self.cur = Some(store);
            for (&ovar, &r) in ovars.iter().zip(&rs) {
                let o = self.ssa.use_var(ovar, store);
                let o2 = self.ins1(
                    InstData::Update {
                        base: o,
                        subs: vec![k],
                        rhs: r,
                    },
                    span,
                );
                self.ssa.def_var(ovar, store, o2);
            }
            self.ssa.jump(store, next, span);
        } else {
            for (&ovar, &r) in ovars.iter().zip(&rs) {
                let b = self.block_or_dead();
                let o = self.ssa.use_var(ovar, b);
                let o2 = self.ins1(builtin(Bi::pct_brace_set, vec![o, k, r]), span);
                let b = self.block_or_dead();
                self.ssa.def_var(ovar, b, o2);
            }
            let b = self.block_or_dead();
            self.ssa.jump(b, next, span);
        }
        self.ssa.seal(next);
        self.cur = Some(next);
        let k2 = self.binop(BinOp::Add, k, one, span);
        self.ssa.def_var(kvar, next, k2);
        self.ssa.jump(next, header, span);
        self.ssa.seal(header);
        self.ssa.seal(exit);
        self.cur = Some(exit);
        ovars
            .iter()
            .map(|&ovar| {
                let o = self.ssa.use_var(ovar, exit);
                if uniform {
                    self.ins1(builtin(Bi::reshape, vec![o, sz]), span)
                } else {
                    o
                }
            })
            .collect()
    }

    /// `h(xs...)` for `nout` results; with an error handler `eh`, an error raised there
    /// calls `eh(S, xs...)` instead (`S`: the error's identifier and message and the index).
    fn map_call(
        &mut self,
        h: Value,
        eh: Option<Value>,
        xs: &[Value],
        k: Value,
        nout: usize,
        span: Span,
    ) -> Vec<Value> {
        // `@call`, not an index: a first argument that is not a handle must not be indexed.
        let call = |this: &mut Self, f: Value, xs: &[Value]| {
            let mut argv = vec![f];
            argv.extend_from_slice(xs);
            this.ins(builtin(Bi::at_call, argv), nout, span)
        };
        let Some(eh) = eh else {
            return call(self, h, xs);
        };
        let vars: Vec<_> = (0..nout).map(|_| self.hidden_var("res")).collect();
        // The call is a protected region of its own (as a statement of a `try` block is).
        let b = self.block_or_dead();
        let c = self.ins1(InstData::TryEnter, span);
        let handler = self.ssa.create_block();
        let region = self.ssa.create_block();
        self.ssa.brif(b, c, handler, region, span);
        self.ssa.seal(region);
        self.cur = Some(region);
        let rs = call(self, h, xs);
        let end = self.block_or_dead();
        for (&v, &r) in vars.iter().zip(&rs) {
            self.ssa.def_var(v, end, r);
        }
        let ok = self.ssa.create_block();
        self.ssa.terminate(
            end,
            InstData::TryExit {
                next: BlockCall {
                    block: ok,
                    args: vec![],
                },
                handler: BlockCall {
                    block: handler,
                    args: vec![],
                },
            },
            span,
        );
        self.ssa.seal(ok);
        self.ssa.seal(handler);
        self.cur = Some(handler);
        let err = self.ins1(InstData::Caught, span);
        let id = self.ins1(builtin(Bi::m2c_err_identifier, vec![err]), span);
        let msg = self.ins1(builtin(Bi::m2c_err_message, vec![err]), span);
        let mut fields = Vec::new();
        for (name, v) in [("identifier", id), ("message", msg), ("index", k)] {
            fields.push(self.konst(Constant::Str(name.into()), span));
            fields.push(v);
        }
        let s = self.ins1(builtin(Bi::struct_, fields), span);
        let mut argv = vec![s];
        argv.extend_from_slice(xs);
        let rs2 = call(self, eh, &argv);
        let hb = self.block_or_dead();
        for (&v, &r) in vars.iter().zip(&rs2) {
            self.ssa.def_var(v, hb, r);
        }
        let join = self.ssa.create_block();
        self.ssa.jump(ok, join, span);
        self.ssa.jump(hb, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
        vars.iter().map(|&v| self.ssa.use_var(v, join)).collect()
    }

    fn binop(&mut self, op: BinOp, a: Value, b: Value, span: Span) -> Value {
        self.ins1(InstData::Binary { op, args: [a, b] }, span)
    }

    /// Stops with Octave's message `msg` unless the logical scalar `ok` is true.
    fn fail_unless(&mut self, ok: Value, msg: &str, span: Span) {
        let t = self.ins1(InstData::Truth { arg: ok }, span);
        let b = self.block_or_dead();
        let fail = self.ssa.create_block();
        let cont = self.ssa.create_block();
        self.ssa.brif(b, t, cont, fail, span);
        self.ssa.seal(fail);
        self.cur = Some(fail);
        let m = self.konst(Constant::Str(msg.into()), span);
        self.ins(builtin(Bi::error, vec![m]), 0, span);
        self.ssa.jump(fail, cont, span);
        self.ssa.seal(cont);
        self.cur = Some(cont);
    }
}
