//! `arrayfun(h, A, B, ...)` with uniform output, lowered to a loop that calls the handle.
//!
//! The call inside the loop is an ordinary use of the handle, so handle resolution turns it
//! into a direct call like any other. The first result starts the output (so it has the
//! results' class, as Octave's does); each later one is stored into it; the output is
//! reshaped to the arrays' size at the end (an empty input gives a double empty).

use mat2c_diag::Span;
use mat2c_ir::{BinOp, Constant, InstData, Value};
use mat2c_syntax::ast::{ExprId, ExprKind};

use crate::stmt::FnLower;

const NOT_SCALAR: &str = "arrayfun: all values must be scalars when UniformOutput = true";
const MISMATCH: &str = "arrayfun: dimensions mismatch";

fn builtin(name: &str, args: Vec<Value>) -> InstData {
    InstData::Builtin {
        name: name.into(),
        args,
    }
}

impl FnLower<'_, '_> {
    pub(crate) fn arrayfun(&mut self, args: &[ExprId], span: Span) -> Value {
        let ast = self.ast;
        // The arrays run from the second argument up to the first option name after it.
        let nargs = args
            .iter()
            .skip(2)
            .position(|&a| matches!(ast.expr(a).kind, ExprKind::String { .. }))
            .map_or(args.len(), |p| p + 2);
        let options = &args[nargs..];
        let uniform_true = match options {
            [] => true,
            [name, value] => {
                let opt = match &ast.expr(*name).kind {
                    ExprKind::String { value, .. } => value.to_ascii_lowercase(),
                    _ => String::new(),
                };
                let on = match &ast.expr(*value).kind {
                    ExprKind::Ident(id) => id.name == "true",
                    ExprKind::Number { value, .. } => *value != 0.0,
                    _ => false,
                };
                opt == "uniformoutput" && on
            }
            _ => false,
        };
        if !uniform_true {
            self.unsupported(
                span,
                "`arrayfun` options other than 'UniformOutput', true (cell results)",
            );
            return self.konst(Constant::Empty, span);
        }
        let h = self.expr(args[0]);
        let arrays: Vec<Value> = args[1..nargs].iter().map(|&a| self.expr(a)).collect();
        let one = self.konst(Constant::Num(1.0), span);
        let sz = self.ins1(builtin("size", vec![arrays[0]]), span);
        for &b in &arrays[1..] {
            // Same number of dimensions, then the same extents.
            let nd0 = self.ins1(builtin("ndims", vec![arrays[0]]), span);
            let nd = self.ins1(builtin("ndims", vec![b]), span);
            let same_nd = self.binop(BinOp::Eq, nd0, nd, span);
            self.fail_unless(same_nd, MISMATCH, span);
            let szb = self.ins1(builtin("size", vec![b]), span);
            let eq = self.binop(BinOp::Eq, sz, szb, span);
            let all = self.ins1(builtin("all", vec![eq]), span);
            self.fail_unless(all, MISMATCH, span);
        }
        let n = self.ins1(builtin("numel", vec![arrays[0]]), span);
        let kvar = self.hidden_var("k");
        let ovar = self.hidden_var("out");
        let empty = self.konst(Constant::Empty, span);
        let pre = self.block_or_dead();
        self.ssa.def_var(kvar, pre, one);
        self.ssa.def_var(ovar, pre, empty);
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
            .map(|&a| {
                self.ins1(
                    InstData::Index {
                        base: a,
                        subs: vec![k],
                    },
                    span,
                )
            })
            .collect();
        // `@call`, not an index: a first argument that is not a handle must not be indexed.
        let mut argv = vec![h];
        argv.extend(xs);
        let r = self.ins1(
            InstData::Builtin {
                name: crate::handles::CALL.into(),
                args: argv,
            },
            span,
        );
        let nr = self.ins1(builtin("numel", vec![r]), span);
        let scalar = self.binop(BinOp::Eq, nr, one, span);
        self.fail_unless(scalar, NOT_SCALAR, span);
        let good = self.block_or_dead();
        let first = self.binop(BinOp::Eq, k, one, span);
        let start = self.ssa.create_block();
        let store = self.ssa.create_block();
        let next = self.ssa.create_block();
        self.ssa.brif(good, first, start, store, span);
        self.ssa.seal(start);
        self.ssa.seal(store);
        self.ssa.def_var(ovar, start, r);
        self.ssa.jump(start, next, span);
        self.cur = Some(store);
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
        self.ssa.jump(store, next, span);
        self.ssa.seal(next);
        self.cur = Some(next);
        let k2 = self.binop(BinOp::Add, k, one, span);
        self.ssa.def_var(kvar, next, k2);
        self.ssa.jump(next, header, span);
        self.ssa.seal(header);
        self.ssa.seal(exit);
        self.cur = Some(exit);
        let o = self.ssa.use_var(ovar, exit);
        self.ins1(builtin("reshape", vec![o, sz]), span)
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
        self.ins(builtin("error", vec![m]), 0, span);
        self.ssa.jump(fail, cont, span);
        self.ssa.seal(cont);
        self.cur = Some(cont);
    }
}
