//! `cellfun` with a function handle, an anonymous function or a function name other than
//! Octave's legacy ones (those stay the `cellfun` builtin): the loop of `handle_arrayfun.rs`
//! over the cells' contents.

use mat2c_diag::Span;
use mat2c_ir::{Constant, Value};
use mat2c_syntax::ast::{ExprId, ExprKind};

use crate::fn_lower::FnLower;
use crate::handle_arrayfun::MapOver;

impl FnLower<'_, '_> {
    /// `cellfun` asking for `nout` results (0: a statement).
    pub(crate) fn cellfun(&mut self, args: &[ExprId], nout: usize, span: Span) -> Vec<Value> {
        let Some(opts) = self.map_options("cellfun", args, span) else {
            return vec![self.konst(Constant::Empty, span); nout];
        };
        let h = match &self.ast.expr(args[0]).kind {
            // A function name: the same as a handle to it.
            ExprKind::String { value, .. } => {
                let name = value.clone();
                self.named_handle(&name, self.ast.expr(args[0]).span)
            }
            _ => self.expr(args[0]),
        };
        let asked = nout;
        let nout = self.map_results(h, nout);
        let cells: Vec<Value> = args[1..opts.nargs].iter().map(|&a| self.expr(a)).collect();
        let eh = opts.error_handler.map(|e| self.expr(e));
        self.map_loop(
            MapOver::Cells,
            (h, eh),
            &cells,
            opts.uniform,
            (asked, nout),
            span,
        )
    }
}
