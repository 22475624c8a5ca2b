//! `narginchk`, `nargoutchk`, `isargout`, `inputname` and `assert`: checks and queries whose
//! Octave implementations look at the caller (its `nargin`/`nargout`, the outputs it ignores,
//! the text of its arguments or of the asserted expression), so lowering hands the runtime
//! what they need.
//!
//! - `narginchk(lo, hi)` in a function becomes `narginchk(lo, hi, nargin)` (the function
//!   then reads `nargin`, see `varargs::Signature`); likewise `nargoutchk(lo, hi)`.
//! - `isargout(k)` becomes `isargout(k, nargout, ignored)`, `ignored` the hidden mask of the
//!   outputs the caller wrote as `~`.
//! - `inputname(n[, ids_only])` becomes `inputname(n, ids_only, argn, argvars)`, the hidden
//!   inputs of a function that reads it (see `signature::Signature::inputname`).
//! - `assert(cond, ...)` becomes `assert(TEXT, cond, ...)` where TEXT is Octave's reprint of
//!   the condition for its message `assert (x > 3) failed`.

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind};

use crate::resolve::NameKind;

use crate::fn_lower::FnLower;

impl FnLower<'_, '_> {
    /// `narginchk(lo, hi)` / `nargoutchk(lo, hi)` as a statement of a function.
    pub(crate) fn nargchk(&mut self, id: Bi, args: &[ast::ExprId], span: Span) -> Vec<Value> {
        let name = id.name();
        let count = if id == Bi::narginchk {
            "nargin"
        } else {
            "nargout"
        };
        if self.key.func.is_none() || args.len() != 2 {
            self.unsupported(
                span,
                &format!("`{name}` calls other than `{name}(minargs, maxargs)` in a function"),
            );
            return vec![];
        }
        let mut vals: Vec<Value> = args.iter().map(|&a| self.expr(a)).collect();
        let n = self.read(count);
        vals.push(n);
        self.ins(InstData::Builtin { id, args: vals }, 0, span);
        vec![]
    }

    /// `isargout(k)`: the runtime check given the function's `nargout` and its mask of `~`
    /// outputs (both 0 outside a function that reads `isargout`, as in a script).
    pub(crate) fn isargout_call(&mut self, k: ast::ExprId, span: Span) -> Value {
        let kv = self.expr(k);
        let reads = self.key.func.is_some_and(|f| {
            crate::signature::Signature::of(
                self.ast,
                &self.ast.functions[f],
                &self.prog.fewest_args,
            )
            .isargout
        });
        let (n, mask) = if reads {
            (self.read("nargout"), self.read("%ignored"))
        } else {
            let z = self.konst(Constant::Num(0.0), span);
            (z, z)
        };
        self.ins1(
            InstData::Builtin {
                id: Bi::isargout,
                args: vec![kv, n, mask],
            },
            span,
        )
    }

    /// What a call of user function `name` with arguments `args` passes to a callee that
    /// reads `inputname`: each argument's text as Octave reprints it (`.argn.`) and the
    /// mask of the arguments that are variables; None for other callees.
    pub(crate) fn argn_for(&self, name: &str, args: &[ast::ExprId]) -> Option<(Vec<String>, u64)> {
        let key = self.prog.find(self.key.unit, name)?;
        let ast = self.prog.units[key.unit].ast;
        let sig = crate::signature::Signature::of(
            ast,
            &ast.functions[key.func.unwrap_or(0)],
            &self.prog.fewest_args,
        );
        if !sig.inputname {
            return None;
        }
        let text = self.prog.units[self.key.unit].text;
        let mut vars = 0u64;
        let texts = args
            .iter()
            .enumerate()
            .map(|(k, &a)| {
                if k < 53
                    && matches!(self.ast.expr(a).kind, ExprKind::Ident(_))
                    && matches!(self.res.kinds[a], Some(NameKind::Var { .. }))
                {
                    vars |= 1 << k;
                }
                crate::handle_text::expr_text(self.ast, text, a)
            })
            .collect();
        Some((texts, vars))
    }

    /// `inputname(n)`, `inputname(n, ids_only)`: the runtime lookup given the function's
    /// `%argn` and `%argvars` (an empty cell and 0 outside a function that reads it).
    pub(crate) fn inputname_call(&mut self, args: &[ast::ExprId], span: Span) -> Value {
        let mut vals: Vec<Value> = args.iter().map(|&a| self.expr(a)).collect();
        if vals.len() == 1 {
            vals.push(self.konst(Constant::Bool(true), span));
        }
        let reads = self.key.func.is_some_and(|f| {
            crate::signature::Signature::of(
                self.ast,
                &self.ast.functions[f],
                &self.prog.fewest_args,
            )
            .inputname
        });
        if reads {
            vals.push(self.read("%argn"));
            vals.push(self.read("%argvars"));
        } else {
            vals.push(self.builtin1(Bi::cell, vec![], span));
            vals.push(self.konst(Constant::Num(0.0), span));
        }
        self.ins1(
            InstData::Builtin {
                id: Bi::inputname,
                args: vals,
            },
            span,
        )
    }

    /// `assert(cond)`, `assert(cond, fmt, ...)`, `assert(observed, expected[, tol])`.
    pub(crate) fn assert_call(&mut self, args: &[ast::ExprId], span: Span) -> Vec<Value> {
        let Some(&cond) = args.first() else {
            self.unsupported(span, "`assert` without arguments");
            return vec![];
        };
        let unit = &self.prog.units[self.key.unit];
        // Octave's report names every argument as written, joined by ",".
        let text = if args.len() >= 2 {
            let texts: Vec<String> = args
                .iter()
                .map(|&a| crate::handle_text::expr_text(self.ast, unit.text, a))
                .collect();
            texts.join(",")
        } else {
            crate::handle_text::expr_text(self.ast, unit.text, cond)
        };
        let mut vals = vec![self.konst(Constant::Str(text.into()), span)];
        for &a in args {
            vals.push(self.expr(a));
        }
        self.ins(
            InstData::Builtin {
                id: Bi::assert,
                args: vals,
            },
            0,
            span,
        );
        vec![]
    }
}
