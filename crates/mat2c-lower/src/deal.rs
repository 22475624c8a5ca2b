//! `deal`: Octave's library function copying its inputs to its outputs, lowered in place
//! (no call): one input goes to every output, otherwise input k to output k, and a count
//! mismatch is Octave's run-time error.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, BinOp, Constant, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind};

use crate::fn_lower::FnLower;
use crate::operands::{Arg, Nargout};

/// Names lowered by this module, known to name resolution as functions.
pub(crate) fn is_deal(name: &str) -> bool {
    name == "deal"
}

impl FnLower<'_, '_> {
    /// `[a, b] = deal(x, y)`, `[a, b] = deal(x)`.
    pub(crate) fn deal(
        &mut self,
        name_span: Span,
        args: &[ast::ExprId],
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        if args.is_empty() {
            self.error(
                Diagnostic::error(codes::E0401, name_span, "`deal` needs at least one input")
                    .with_label_message("in this call"),
            );
            return vec![self.konst(Constant::Empty, span)];
        }
        // `c{...}` and a struct array's `s(...).f` are comma lists of any length.
        if args.iter().any(|&a| {
            matches!(
                self.ast.expr(a).kind,
                ExprKind::CellIndex { .. } | ExprKind::DynField { .. } | ExprKind::Field { .. }
            )
        }) {
            return self.deal_list(args, nargout, span);
        }
        let vals: Vec<Value> = args.iter().map(|&a| self.expr(a)).collect();
        let k = match nargout {
            Nargout::Statement => 0,
            Nargout::Exactly(k) => k,
        };
        if vals.len() == 1 {
            return vec![vals[0]; k];
        }
        if vals.len() == k {
            return vals;
        }
        let msg = self.konst(
            Constant::Str("deal: nargin > 1 and nargin != nargout".into()),
            span,
        );
        self.ins(
            InstData::Builtin {
                id: Bi::error,
                args: vec![msg],
            },
            0,
            span,
        );
        (0..k.max(1))
            .map(|_| self.konst(Constant::Empty, span))
            .collect()
    }

    /// `deal(c{:})`, `deal(x, c{2:end})`, `deal(s(1:2).f)`: inputs counted at run time. Every output is input 1
    /// when there is one input, else input k goes to output k; another count is deal.m's
    /// error when the call runs.
    fn deal_list(&mut self, args: &[ast::ExprId], nargout: Nargout, span: Span) -> Vec<Value> {
        let argv: Vec<Arg> = args
            .iter()
            .map(|&a| self.call_arg(a, true, false))
            .collect();
        let cell = self.args_cell(argv, span);
        let k = match nargout {
            Nargout::Statement => 1,
            Nargout::Exactly(k) => k.max(1),
        };
        let n = self.builtin1(Bi::numel, vec![cell], span);
        let one = self.konst(Constant::Num(1.0), span);
        let kk = self.konst(Constant::Num(k as f64), span);
        let is_one = self.ins1(
            InstData::Binary {
                op: BinOp::Eq,
                args: [n, one],
            },
            span,
        );
        let is_k = self.ins1(
            InstData::Binary {
                op: BinOp::Eq,
                args: [n, kk],
            },
            span,
        );
        let ok = self.ins1(
            InstData::Binary {
                op: BinOp::Or,
                args: [is_one, is_k],
            },
            span,
        );
        let b = self.block_or_dead();
        let (pass, fail) = (self.ssa.create_block(), self.ssa.create_block());
        self.ssa.brif(b, ok, pass, fail, span);
        self.ssa.seal(pass);
        self.ssa.seal(fail);
        self.cur = Some(fail);
        self.raise_error(None, "deal: nargin > 1 and nargin != nargout".into(), span);
        self.cur = Some(pass);
        (1..=k)
            .map(|i| {
                let at = self.konst(Constant::Num(i as f64), span);
                let sub = self.builtin1(Bi::min, vec![at, n], span);
                self.builtin1(Bi::pct_brace, vec![cell, sub], span)
            })
            .collect()
    }
}
