//! `deal`: Octave's library function copying its inputs to its outputs, lowered in place
//! (no call): one input goes to every output, otherwise input k to output k, and a count
//! mismatch is Octave's run-time error.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;

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
        if args
            .iter()
            .any(|&a| matches!(self.ast.expr(a).kind, ExprKind::CellIndex { .. }))
        {
            self.unsupported(span, "`deal` calls with comma-list inputs (`deal(c{:})`)");
            return vec![self.konst(Constant::Empty, span)];
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
}
