//! Assignment: plain, indexed and deleting (`x(i) = []`) single assignment, multiple
//! assignment (`[a, b] = f(x)`) and the elements taken from a callee's `varargout`.

use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;

impl<'p, 'a> FnLower<'p, 'a> {
    pub(crate) fn assign(&mut self, lhs: ast::ExprId, rhs: ast::ExprId, print: bool, span: Span) {
        if self.map_assign(lhs, rhs, print, span) {
            return;
        }
        let ast = self.ast;
        // `x(i) = []` deletes elements.
        if let ExprKind::Matrix { rows } = &ast.expr(rhs).kind
            && rows.iter().all(|r| r.is_empty())
            && let ExprKind::Index { base, args } = &ast.expr(lhs).kind
            && let ExprKind::Ident(id) = &ast.expr(*base).kind
        {
            let old = self.read_for_update(&id.name, span);
            let subs = self.subscripts(old, args);
            let v = self.ins1(InstData::Delete { base: old, subs }, span);
            self.name_index(v, &id.name);
            self.def(&id.name, v, span);
            if print {
                self.display(&id.name.clone(), v, span);
            }
            return;
        }
        if let ExprKind::Matrix { rows } = &ast.expr(rhs).kind
            && rows.iter().all(|r| r.is_empty())
            && let ExprKind::Index { base, args } = &ast.expr(lhs).kind
            && self.is_chain_base(*base)
        {
            if let Some((name, v)) = self.delete_chain(*base, args, span)
                && print
            {
                self.display(&name, v, span);
            }
            return;
        }
        let v = self.expr(rhs);
        self.store(lhs, v, print, span);
    }

    /// True when an `end` of the subscripts of `base` was lowered (it reads `base`'s extents).
    pub(crate) fn has_end_of(&self, base: Value) -> bool {
        self.ssa
            .func
            .dfg
            .insts
            .values()
            .any(|d| matches!(d, InstData::End { base: b, .. } if *b == base))
    }

    /// True when no assignment to `name` can reach here.
    pub(crate) fn is_undefined(&mut self, name: &str) -> bool {
        let v = self.read(name);
        matches!(self.ssa.func.dfg.defining_inst(v), Some(i) if matches!(self.ssa.func.dfg.insts[i], InstData::Undef { .. }))
    }

    /// The current value of `name` for an indexed assignment: `[]` when it is not yet defined.
    pub(crate) fn read_for_update(&mut self, name: &str, span: Span) -> Value {
        // An unassigned variable reads as `Undef`, which behaves as `[]` here; when no
        // assignment can reach at all, say so directly with a `[]` constant.
        let v = self.read(name);
        match self.ssa.func.dfg.defining_inst(v) {
            Some(i) if matches!(self.ssa.func.dfg.insts[i], InstData::Undef { .. }) => {
                self.konst(Constant::Empty, span)
            }
            _ => v,
        }
    }

    /// Stores `v` into an assignment target (plain name or indexed) and displays it.
    pub(crate) fn store(&mut self, lhs: ast::ExprId, v: Value, print: bool, span: Span) {
        if self.map_store(lhs, v, print, span) {
            return;
        }
        let ast = self.ast;
        match &ast.expr(lhs).kind {
            ExprKind::Ident(id) => {
                self.def(&id.name, v, span);
                if print {
                    self.display(&id.name.clone(), v, span);
                }
            }
            ExprKind::Index { base, .. }
            | ExprKind::CellIndex { base, .. }
            | ExprKind::Field { base, .. }
            | ExprKind::DynField { base, .. }
                if !matches!(ast.expr(lhs).kind, ExprKind::Index { .. })
                    || !matches!(ast.expr(*base).kind, ExprKind::Ident(_)) =>
            {
                if let Some((name, nv)) = self.store_chain(lhs, v, span) {
                    if print {
                        self.display(&name, nv, span);
                    }
                } else {
                    self.unsupported(span, "assignments to this kind of target");
                }
            }
            ExprKind::Index { base, args } => {
                let ExprKind::Ident(id) = &ast.expr(*base).kind else {
                    self.unsupported(span, "nested indexed assignments");
                    return;
                };
                let old = if self.is_undefined(&id.name) {
                    // Octave: assigning into an undefined variable gives the class of the
                    // right-hand side (`x(3) = 'c'` is char), unlike assigning into `[]`
                    // (double); `v([])` is a 0x0 empty of that class.
                    let e = self.konst(Constant::Empty, span);
                    self.ins1(
                        InstData::Index {
                            base: v,
                            subs: vec![e],
                        },
                        span,
                    )
                } else {
                    self.read_for_update(&id.name, span)
                };
                let undefined = self.is_undefined(&id.name);
                let subs = self.subscripts(old, args);
                if undefined && self.has_end_of(old) {
                    let msg = "invalid use of 'end': may only be used to index existing value";
                    return self.raise_error(None, msg.into(), span);
                }
                let nv = self.ins1(
                    InstData::Update {
                        base: old,
                        subs,
                        rhs: v,
                    },
                    span,
                );
                self.def(&id.name, nv, span);
                if print {
                    self.display(&id.name.clone(), nv, span);
                }
            }
            ExprKind::Tilde => {}
            _ => self.error(
                Diagnostic::error(
                    codes::E0205,
                    ast.expr(lhs).span,
                    "this cannot be assigned to",
                )
                .with_label_message("not a variable or an indexed variable"),
            ),
        }
    }

    pub(crate) fn multi_assign(
        &mut self,
        lhs: &[ast::ExprId],
        rhs: ast::ExprId,
        print: bool,
        span: Span,
    ) {
        if self.deal_into_list(lhs, rhs, print, span) {
            return;
        }
        // Comma-list targets (`[c{1:2}] = ...`) stand for one slot per element.
        let Some(slots) = self.target_slots(lhs) else {
            return;
        };
        let n = slots.len();
        // `[a, b] = c{:}` / `[a, b] = s.f`: the values of the comma list, one by one.
        if n >= 2
            && let Some(row) = self.stmt_cs_list(rhs)
        {
            for (i, slot) in slots.iter().enumerate() {
                let v = self.vout_elem(row, i + 1, i + 1, n, span);
                self.store_slot(slot, v, print, span);
            }
            return;
        }
        // Results taken out of a callee's `varargout` are taken one by one between the
        // stores, so a missing one fails after the earlier ones are assigned (and shown).
        self.signals.defer_vout = n >= 2;
        let ast = self.ast;
        let tildes = slots
            .iter()
            .enumerate()
            .filter(|(k, s)| *k < 64 && matches!(ast.expr(s.lhs).kind, ExprKind::Tilde))
            .fold(0u64, |m, (k, _)| m | 1 << k);
        let callee = match &ast.expr(rhs).kind {
            ExprKind::Index { base, .. } => *base,
            _ => rhs,
        };
        self.signals.tilde_outputs = (tildes != 0).then_some((callee, tildes));
        let mut vals = self.expr_n(rhs, Nargout::Exactly(n));
        self.signals.tilde_outputs = None;
        self.signals.defer_vout = false;
        let pending = self.signals.vout_pending.take();
        if let Some((cell, fixed)) = pending {
            vals.truncate(fixed);
            for (i, slot) in slots.iter().enumerate() {
                let v = match vals.get(i) {
                    Some(&v) => v,
                    None => self.vout_elem(cell, i + 1 - fixed, i + 1, n, span),
                };
                self.store_slot(slot, v, print, span);
            }
            return;
        }
        if vals.len() < n {
            let at = self.ast.expr(rhs).span;
            if !self.errored_at(at) {
                self.error(
                    Diagnostic::error(
                        codes::E0401,
                        at,
                        format!(
                            "this expression gives {} value(s) but {} are assigned",
                            vals.len(),
                            n
                        ),
                    )
                    .with_label_message("too few values"),
                );
            }
            return;
        }
        for (slot, &v) in slots.iter().zip(&vals) {
            self.store_slot(slot, v, print, span);
        }
    }

    /// `varargout{j}` as result `pos` of a call asking for `k` results.
    pub(crate) fn vout_elem(
        &mut self,
        cell: Value,
        j: usize,
        pos: usize,
        k: usize,
        span: Span,
    ) -> Value {
        let jv = self.konst(Constant::Num(j as f64), span);
        let pv = self.konst(Constant::Num(pos as f64), span);
        let kv = self.konst(Constant::Num(k as f64), span);
        self.ins1(
            InstData::Builtin {
                id: Bi::pct_vout,
                args: vec![cell, jv, pv, kv],
            },
            span,
        )
    }
}
