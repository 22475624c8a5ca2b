//! `exist(name)` and `exist(name, type)` of a literal name, answered at compile time where
//! the program decides it.
//!
//! The resolver records on the name's string literal what the name is at the call
//! (`resolve.rs`, `exist_name`): a variable defined on every path is 1, one defined on some
//! paths reads its definedness flag. Otherwise a function file on the path is 2 and a builtin
//! of the table has Octave's code (`mat2c_builtins::octave_exist_code`: 5 for `sin`, 2 for
//! `mean`, whose Octave implementation is an `.m` file). Any other name is looked up at run
//! time as a file or folder (`mt_bi_exist`), which also reports a bad `type`. A name computed
//! at run time is looked up there too, with `'file'` or `'dir'` only, and a third input 1
//! that makes a plain name (no `.` or `/`) that is no file a run-time error: it could be a
//! function, which only the compiler knows.

use mat2c_diag::Span;
use mat2c_ir::{Bi, Constant, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;
use crate::resolve::NameKind;

/// The `type` argument of `exist`.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Any,
    Var,
    Builtin,
    File,
    /// `dir`, `class`, or a word Octave rejects: only the run-time lookup answers.
    Other,
}

impl FnLower<'_, '_> {
    pub(crate) fn exist_call(
        &mut self,
        args: &[ast::ExprId],
        nargout: Nargout,
        span: Span,
    ) -> Vec<Value> {
        let ast = self.ast;
        let lit = |e: Option<&ast::ExprId>| match e.map(|&e| &ast.expr(e).kind) {
            Some(ExprKind::String { value, .. }) => Some(value.clone()),
            _ => None,
        };
        // A file or folder name computed at run time: `exist(f, 'file')`, `exist(d, 'dir')`.
        let runtime_type = lit(args.get(1)).filter(|t| t == "file" || t == "dir");
        if args.len() == 2
            && lit(args.first()).is_none()
            && let Some(ty) = runtime_type
            && !matches!(nargout, Nargout::Exactly(k) if k > 1)
        {
            let name = self.expr(args[0]);
            let vals = vec![
                name,
                self.konst(Constant::Str(ty.into()), span),
                self.konst(Constant::Num(1.0), span),
            ];
            return vec![self.ins1(
                InstData::Builtin {
                    id: Bi::exist,
                    args: vals,
                },
                span,
            )];
        }
        let (Some(name), true) = (lit(args.first()), (1..=2).contains(&args.len())) else {
            self.unsupported(
                span,
                "`exist` calls other than `exist('name')`, `exist('name', type)` with literal strings and `exist(name, 'file')` or `exist(name, 'dir')`",
            );
            return vec![self.konst(Constant::Empty, span)];
        };
        let kind = match args.get(1) {
            None => Kind::Any,
            Some(_) => match lit(args.get(1)).as_deref() {
                Some("var") => Kind::Var,
                Some("builtin") => Kind::Builtin,
                Some("file") => Kind::File,
                Some(_) => Kind::Other,
                None => {
                    self.unsupported(
                        span,
                        "`exist(name, type)` with a type that is not a literal",
                    );
                    return vec![self.konst(Constant::Empty, span)];
                }
            },
        };
        if matches!(nargout, Nargout::Exactly(k) if k > 1) {
            self.unsupported(span, "`exist` with more than one output");
            return vec![self.konst(Constant::Empty, span)];
        }
        let what = self.res.kinds[args[0]];
        let var_code = match what {
            _ if !matches!(kind, Kind::Any | Kind::Var) => None,
            Some(NameKind::Var { maybe_undef: false }) => Some(None),
            Some(NameKind::Var { maybe_undef: true }) if self.mem_var(&name).is_some() => {
                Some(None)
            }
            Some(NameKind::Var { maybe_undef: true }) => {
                Some(self.flags.get(&name).copied().map(|f| {
                    let b = self.block_or_dead();
                    self.ssa.use_var(f, b)
                }))
            }
            _ => None,
        };
        // A variable defined on every path.
        if let Some(None) = var_code {
            return vec![self.konst(Constant::Num(1.0), span)];
        }
        let other = self.exist_not_var(&name, what, kind, args, span);
        match var_code {
            Some(Some(flag)) => vec![self.exist_select(flag, other, span)],
            _ => vec![other],
        }
    }

    /// The code of `name` when it is not a variable.
    fn exist_not_var(
        &mut self,
        name: &str,
        what: Option<NameKind>,
        kind: Kind,
        args: &[ast::ExprId],
        span: Span,
    ) -> Value {
        let plain = !name.contains(['.', '/', '\\']);
        let code = match (what, kind) {
            (_, Kind::Var) => Some(0.0),
            (Some(NameKind::UserFn), Kind::Any | Kind::File) if plain => Some(2.0),
            (Some(NameKind::UserFn), Kind::Builtin) if plain => Some(0.0),
            (_, Kind::Other) => None,
            _ if plain => mat2c_builtins::octave_exist_code(name)
                .or_else(|| octave_m_file(name).then_some(2))
                .map(|c| match (kind, c) {
                    (Kind::Any, c) | (Kind::Builtin, c @ 5) | (Kind::File, c @ 2) => f64::from(c),
                    _ => 0.0,
                }),
            _ => None,
        };
        if let Some(c) = code {
            return self.konst(Constant::Num(c), span);
        }
        // A file or folder, looked up when the program runs.
        let mut vals = vec![self.konst(Constant::Str(name.to_string().into()), span)];
        if let Some(ty) = args.get(1).map(|&e| &self.ast.expr(e).kind)
            && let ExprKind::String { value, .. } = ty
        {
            vals.push(self.konst(Constant::Str(value.clone().into()), span));
        }
        self.ins1(
            InstData::Builtin {
                id: Bi::exist,
                args: vals,
            },
            span,
        )
    }

    /// `flag ? 1 : other`.
    fn exist_select(&mut self, flag: Value, other: Value, span: Span) -> Value {
        let r = self.hidden_var("ex");
        let tb = self.ssa.create_block();
        let eb = self.ssa.create_block();
        let j = self.ssa.create_block();
        let b = self.block_or_dead();
        self.ssa.brif(b, flag, tb, eb, span);
        self.ssa.seal(tb);
        self.ssa.seal(eb);
        self.cur = Some(tb);
        let one = self.konst(Constant::Num(1.0), span);
        self.ssa.def_var(r, tb, one);
        self.ssa.jump(tb, j, span);
        self.ssa.def_var(r, eb, other);
        self.ssa.jump(eb, j, span);
        self.ssa.seal(j);
        self.cur = Some(j);
        self.ssa.use_var(r, j)
    }
}

/// Is `name` one of Octave's own `.m` functions (`hamming`, `odeset`)? Octave's `exist`
/// says 2 for them, whether or not the program calls them.
fn octave_m_file(name: &str) -> bool {
    mat2c_builtins::octave_source(name).is_some_and(|src| src.ends_with(".m"))
}
