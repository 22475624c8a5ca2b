//! Comma lists as targets of a multiple assignment: `[c{1:2}] = deal(0)`,
//! `[s(1:2).x] = deal(5)`. A target whose subscripts are constants (numbers, ranges and
//! rows of numbers) stands for one result per selected element, in column-major order;
//! each is stored like `c{k} = v`. Subscripts known only at run time (`c{:}`, `c{1:n}`)
//! would make the number of results a run-time value: they stay `E0601`, except for the
//! common `[c{...}] = deal(v)` (every selected element gets `v`: `c(...) = {v}`) and
//! `[c{:}] = deal(a, b, ...)` (Octave's deal error unless `c` has that many elements).

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, Ast, ExprKind};

use crate::fn_lower::FnLower;

/// One result slot of a multiple assignment.
#[derive(Clone, Debug)]
pub(crate) struct Slot {
    /// The target expression as written.
    pub(crate) lhs: ast::ExprId,
    /// For a comma-list target, the constant subscripts of this element.
    pub(crate) elem: Option<Vec<f64>>,
    /// The last slot of its target (where the target is displayed).
    pub(crate) last: bool,
}

/// What a comma-list target selects.
enum ListTarget {
    /// `base{subs}`
    Brace { base: ast::ExprId },
    /// `base(subs).field`
    Field {
        base: ast::ExprId,
        field_expr: ast::ExprId,
    },
}

/// The subscripts of a target that may select several elements, with its kind.
fn list_parts(ast: &Ast, lhs: ast::ExprId) -> Option<(ListTarget, &[ast::ExprId])> {
    match &ast.expr(lhs).kind {
        ExprKind::CellIndex { base, args } => Some((ListTarget::Brace { base: *base }, args)),
        ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
            match &ast.expr(*base).kind {
                ExprKind::Index { base: b0, args } => Some((
                    ListTarget::Field {
                        base: *b0,
                        field_expr: lhs,
                    },
                    args,
                )),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A subscript's constant values, when it is a number, a range of numbers or a row of them.
fn constant_subscript(ast: &Ast, e: ast::ExprId) -> Option<Vec<f64>> {
    let num = |e: ast::ExprId| match &ast.expr(e).kind {
        ExprKind::Number {
            value, imag: false, ..
        } => Some(*value),
        _ => None,
    };
    match &ast.expr(e).kind {
        ExprKind::Number { .. } => Some(vec![num(e)?]),
        ExprKind::Range { start, step, stop } => {
            let (a, b) = (num(*start)?, num(*stop)?);
            let s = match step {
                Some(s) => num(*s)?,
                None => 1.0,
            };
            if s == 0.0 || !s.is_finite() || !a.is_finite() || !b.is_finite() {
                return None;
            }
            let n = ((b - a) / s).floor();
            if n > 1e4 {
                return None;
            }
            Some(if n < 0.0 {
                Vec::new()
            } else {
                (0..=n as usize).map(|k| a + s * k as f64).collect()
            })
        }
        ExprKind::Matrix { rows } if rows.len() <= 1 => rows
            .first()
            .map_or(Some(Vec::new()), |r| r.iter().map(|&x| num(x)).collect()),
        _ => None,
    }
}

/// Every combination of the subscripts' values, the first varying fastest.
fn combinations(lists: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let mut out: Vec<Vec<f64>> = vec![Vec::new()];
    for l in lists {
        let mut next = Vec::new();
        for v in l {
            for prefix in &out {
                let mut p = prefix.clone();
                p.push(*v);
                next.push(p);
            }
        }
        out = next;
    }
    // The loop over a later subscript is the outer one: the first varies fastest.
    out
}

impl FnLower<'_, '_> {
    /// `[c{subs}] = deal(...)` with subscripts known only at run time, and `[s.x] =
    /// deal(...)` / `[s(subs).x] = deal(...)` of a struct array; false when the statement is
    /// not of those forms (nothing is lowered then).
    pub(crate) fn deal_into_list(
        &mut self,
        lhs: &[ast::ExprId],
        rhs: ast::ExprId,
        print: bool,
        span: Span,
    ) -> bool {
        let ast = self.ast;
        let [l] = lhs else { return false };
        let ExprKind::Index {
            base: callee,
            args: dargs,
        } = &ast.expr(rhs).kind
        else {
            return false;
        };
        if !matches!(&ast.expr(*callee).kind, ExprKind::Ident(id) if crate::deal::is_deal(&id.name))
            || !matches!(
                self.res.kinds[*callee],
                Some(crate::resolve::NameKind::Builtin)
            )
            || dargs.is_empty()
            || dargs
                .iter()
                .any(|&a| matches!(ast.expr(a).kind, ExprKind::CellIndex { .. }))
        {
            return false;
        }
        let runtime_subs = |args: &[ast::ExprId]| {
            self.selects_several(args)
                && !args.iter().all(|&a| constant_subscript(ast, a).is_some())
        };
        match &ast.expr(*l).kind {
            ExprKind::CellIndex { base, args } if runtime_subs(args) => {
                self.deal_into_cells(*base, args, dargs, print, span)
            }
            ExprKind::Field { base, .. } | ExprKind::DynField { base, .. } => {
                match &ast.expr(*base).kind {
                    ExprKind::Ident(_) => {
                        let old = self.lvalue_read(*base, span);
                        let vals = self.deal_cell(dargs, span);
                        let n = self.field_name(*l);
                        let nv = self.builtin1(Bi::pct_field_deal, vec![old, n, vals], span);
                        self.finish_list_store(*base, nv, print, span);
                        true
                    }
                    ExprKind::Index { base: b0, args } if runtime_subs(args) => {
                        let old = self.lvalue_read(*b0, span);
                        let subs = self.subscripts(old, args);
                        let vals = self.deal_cell(dargs, span);
                        let mut all = vec![old];
                        all.extend(subs.iter().copied());
                        let sel = self.builtin1(Bi::pct_paren_lv, all, span);
                        let n = self.field_name(*l);
                        let nsel = self.builtin1(Bi::pct_field_deal, vec![sel, n, vals], span);
                        let nv = self.ins1(
                            InstData::Update {
                                base: old,
                                subs,
                                rhs: nsel,
                            },
                            span,
                        );
                        self.finish_list_store(*b0, nv, print, span);
                        true
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// The inputs of a `deal` call as a cell row.
    fn deal_cell(&mut self, dargs: &[ast::ExprId], span: Span) -> Value {
        let boxes: Vec<Value> = dargs
            .iter()
            .map(|&a| {
                let v = self.expr(a);
                self.builtin1(Bi::pct_box, vec![v], span)
            })
            .collect();
        match boxes.as_slice() {
            [one] => *one,
            _ => self.ins1(InstData::HorzCat { args: boxes }, span),
        }
    }

    /// Stores the new value of a comma-list target's base and displays it when asked.
    fn finish_list_store(&mut self, base: ast::ExprId, nv: Value, print: bool, span: Span) {
        match self.store_chain(base, nv, span) {
            Some((name, v)) if print => {
                self.ins(InstData::Display { name, arg: v }, 0, span);
            }
            Some(_) => {}
            None => self.unsupported(span, "assignments to this kind of target"),
        }
    }

    /// `[c{subs}] = deal(...)`: `c(subs) = {v}`, or for `[c{:}] = deal(a, b, ...)` deal's
    /// count check and `c(:) = {a, b, ...}`.
    fn deal_into_cells(
        &mut self,
        base: ast::ExprId,
        args: &[ast::ExprId],
        dargs: &[ast::ExprId],
        print: bool,
        span: Span,
    ) -> bool {
        let ast = self.ast;
        let whole = matches!(args, [a] if matches!(ast.expr(*a).kind, ExprKind::Colon));
        if dargs.len() > 1 && !whole {
            return false;
        }
        let vals: Vec<Value> = dargs.iter().map(|&a| self.expr(a)).collect();
        let old = self.lvalue_read(base, span);
        if vals.len() > 1 {
            // deal's own check: one output per input.
            let n = self.builtin1(Bi::numel, vec![old], span);
            let want = self.konst(Constant::Num(vals.len() as f64), span);
            let same = self.ins1(
                InstData::Binary {
                    op: mat2c_ir::BinOp::Eq,
                    args: [n, want],
                },
                span,
            );
            let b = self.block_or_dead();
            let ok = self.ssa.create_block();
            let fail = self.ssa.create_block();
            self.ssa.brif(b, same, ok, fail, span);
            self.ssa.seal(ok);
            self.ssa.seal(fail);
            self.cur = Some(fail);
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
            // `error` does not return; the block still needs a terminator.
            let outs = self.out.names.clone();
            let rets = outs.iter().map(|o| self.read(o)).collect();
            self.ssa
                .terminate(fail, InstData::Return { vals: rets }, span);
            self.cur = Some(ok);
        }
        let boxes: Vec<Value> = vals
            .iter()
            .map(|&v| self.builtin1(Bi::pct_box, vec![v], span))
            .collect();
        let rhs_cell = match boxes.as_slice() {
            [one] => *one,
            _ => self.ins1(InstData::HorzCat { args: boxes }, span),
        };
        let subs = self.subscripts(old, args);
        let nv = self.ins1(
            InstData::Update {
                base: old,
                subs,
                rhs: rhs_cell,
            },
            span,
        );
        self.finish_list_store(base, nv, print, span);
        true
    }

    /// The result slots of the targets `lhs`; `None` (after an `E0601`) when a comma-list
    /// target's subscripts are not constants.
    pub(crate) fn target_slots(&mut self, lhs: &[ast::ExprId]) -> Option<Vec<Slot>> {
        let ast = self.ast;
        let mut slots = Vec::new();
        for &l in lhs {
            let several = list_parts(ast, l).filter(|(_, args)| self.selects_several(args));
            let Some((_, args)) = several else {
                slots.push(Slot {
                    lhs: l,
                    elem: None,
                    last: true,
                });
                continue;
            };
            let Some(lists) = args
                .iter()
                .map(|&a| constant_subscript(ast, a))
                .collect::<Option<Vec<_>>>()
            else {
                let at = ast.expr(l).span;
                self.unsupported(
                    at,
                    "comma lists with `:` or computed subscripts (`[c{:}] = ...`) as assignment targets",
                );
                return None;
            };
            let elems = combinations(&lists);
            let n = elems.len();
            for (k, e) in elems.into_iter().enumerate() {
                slots.push(Slot {
                    lhs: l,
                    elem: Some(e),
                    last: k + 1 == n,
                });
            }
        }
        Some(slots)
    }

    /// Stores `v` into one slot, displaying the target after its last slot when `print`.
    pub(crate) fn store_slot(&mut self, slot: &Slot, v: Value, print: bool, span: Span) {
        let Some(elem) = &slot.elem else {
            return self.store(slot.lhs, v, print, span);
        };
        let Some((target, _)) = list_parts(self.ast, slot.lhs) else {
            return;
        };
        let stored = match target {
            ListTarget::Brace { base } => {
                let old = self.lvalue_read(base, span);
                let mut all = vec![old];
                all.extend(elem.iter().map(|&k| self.konst(Constant::Num(k), span)));
                all.push(v);
                let nv = self.builtin1(Bi::pct_brace_set, all, span);
                self.store_chain(base, nv, span)
            }
            ListTarget::Field { base, field_expr } => {
                let old = self.lvalue_read(base, span);
                let subs: Vec<Value> = elem
                    .iter()
                    .map(|&k| self.konst(Constant::Num(k), span))
                    .collect();
                let mut all = vec![old];
                all.extend(subs.iter().copied());
                let el = self.builtin1(Bi::pct_paren_lv, all, span);
                let n = self.field_name(field_expr);
                let ne = self.builtin1(Bi::pct_field_set, vec![el, n, v], span);
                let nv = self.ins1(
                    InstData::Update {
                        base: old,
                        subs,
                        rhs: ne,
                    },
                    span,
                );
                self.store_chain(base, nv, span)
            }
        };
        match stored {
            Some((name, nv)) if print && slot.last => {
                self.ins(InstData::Display { name, arg: nv }, 0, span);
            }
            Some(_) => {}
            None => self.unsupported(span, "assignments to this kind of target"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::combinations;

    #[test]
    fn column_major_order() {
        let c = combinations(&[vec![1.0, 2.0], vec![3.0, 4.0]]);
        assert_eq!(
            c,
            vec![
                vec![1.0, 3.0],
                vec![2.0, 3.0],
                vec![1.0, 4.0],
                vec![2.0, 4.0]
            ]
        );
    }
}
