//! Function entry and exit: parameters, hidden inputs (`varargin`, `nargin`, `nargout`),
//! definedness flags and the returned outputs of a user function or an anonymous one.

use mat2c_diag::Span;
use mat2c_ir::{Bi, Block, Constant, Function, InstData, Value};
use mat2c_syntax::ast::{self, ExprKind, Param};

use crate::fn_lower::FnLower;
use crate::operands::Nargout;
use crate::program::{FnKey, ProgramCtx};
use crate::resolve::NameKind;
use crate::resolve::Resolution;

pub(crate) fn lower_function<'a>(
    prog: &mut ProgramCtx<'a>,
    key: FnKey,
    res: Resolution,
    func: Function,
) -> Function {
    let ast = prog.units[key.unit].ast;
    let afunc = key.func.map(|i| &ast.functions[i]);
    let mut l = FnLower::new(prog, key, res, func);
    {
        let body = afunc.map_or(&ast.script[..], |f| &f.body[..]);
        crate::memvars::collect(ast, body, &mut l.mem_vars);
        l.map_vars = crate::containers_map::map_vars(ast, body);
    }
    let entry = l.ssa.entry();
    l.cur = Some(entry);
    // Names read somewhere while possibly undefined get a definedness flag, false at entry.
    let mut flagged: Vec<String> = Vec::new();
    for (e, k) in l.res.kinds.iter() {
        // (`exist('x')` asks about a name in a string.)
        let name = match &ast.expr(e).kind {
            ExprKind::Ident(id) => &id.name,
            ExprKind::String { value, .. } => value,
            _ => continue,
        };
        if let Some(NameKind::Var { maybe_undef: true }) = k
            && !flagged.contains(name)
        {
            flagged.push(name.clone());
        }
    }
    if let Some(f) = afunc {
        for p in &f.outputs {
            if let Param::Name(id) = p {
                l.out.spans.push(id.span);
                if !flagged.contains(&id.name) {
                    flagged.push(id.name.clone());
                }
            } else if let Param::Tilde(sp) = p {
                l.out.spans.push(*sp);
            }
        }
    }
    if !flagged.is_empty() {
        // One `true` for every assignment, so φs of flags that are true on every path are
        // trivial and the checks fold away.
        let no = l.konst(Constant::Bool(false), crate::program::no_span(ast));
        l.flag_true = Some(l.konst(Constant::Bool(true), crate::program::no_span(ast)));
        for name in flagged {
            let var = l.hidden_var("def");
            l.ssa.def_var(var, entry, no);
            l.flags.insert(name, var);
        }
    }
    let body: &'a [ast::StmtId] = match afunc {
        Some(f) => {
            let sig = crate::signature::Signature::of(ast, f, &l.prog.fewest_args);
            let mut params = Vec::new();
            for p in &f.inputs[..sig.fixed_in] {
                let v = l.ssa.func.dfg.append_block_param(entry);
                if let Param::Name(id) = p {
                    let var = l.ssa.var(&id.name);
                    l.ssa.def_var(var, entry, v);
                    // An output named like an input is defined from the start.
                    if let (Some(&flag), Some(yes)) = (l.flags.get(&id.name), l.flag_true) {
                        l.ssa.def_var(flag, entry, yes);
                    }
                    params.push(id.name.clone());
                } else {
                    params.push(String::new());
                }
            }
            for (hidden, present) in [
                ("varargin", sig.varargin),
                ("nargin", sig.nargin),
                ("nargout", sig.nargout),
                ("%ignored", sig.isargout),
                ("%argn", sig.inputname),
                ("%argvars", sig.inputname),
            ] {
                if present {
                    let v = l.ssa.func.dfg.append_block_param(entry);
                    let var = l.ssa.var(hidden);
                    l.ssa.def_var(var, entry, v);
                }
            }
            if sig.nargin {
                l.optional_inputs(&params, f.span);
            }
            l.out.has_nargout = sig.nargout;
            l.out.has_ignored = sig.isargout;
            if sig.varargout {
                // An empty cell until assigned: a caller asking for a missing element gets
                // Octave's "undefined in return list" from `%vout`.
                let empty = l.ins1(
                    InstData::Builtin {
                        id: Bi::cell,
                        args: vec![],
                    },
                    f.span,
                );
                l.def("varargout", empty, f.span);
            }
            l.out.names = f.outputs.iter().map(crate::signature::param_name).collect();
            if !f.nested.is_empty() {
                l.unsupported(f.nested[0].name.span, "nested functions");
            }
            &f.body
        }
        None => &ast.script,
    };
    l.block(body);
    if let Some(b) = l.cur {
        let span = afunc.map_or(crate::program::no_span(ast), |f| f.span);
        l.emit_return(b, span);
    }
    l.ssa.finish()
}

/// Lowers the body of an anonymous function as a function of its parameters followed by
/// the variables it captures (`inputs`); it has one output, or none when the body is a call
/// that produces no value (`@() disp(x)`), or `nargout` outputs of a call body when given
/// (`[m, i] = h(v)` with `h = @(v) max(v)`).
pub(crate) fn lower_anon<'a>(
    prog: &mut ProgramCtx<'a>,
    key: FnKey,
    res: Resolution,
    mut func: Function,
    inputs: &[String],
    body: ast::ExprId,
    nargout: Option<usize>,
) -> Function {
    let ast = prog.units[key.unit].ast;
    func.input_names = inputs.to_vec();
    func.frame = crate::program::anon_frame_name(prog.units, key);
    let mut l = FnLower::new(prog, key, res, func);
    l.out.anon = true;
    let entry = l.ssa.entry();
    l.cur = Some(entry);
    for name in inputs {
        let v = l.ssa.func.dfg.append_block_param(entry);
        let var = l.ssa.var(name);
        l.ssa.def_var(var, entry, v);
    }
    let span = ast.expr(body).span;
    let vals = match nargout {
        Some(k) => l.expr_n(body, Nargout::Exactly(k)),
        None => l
            .expr_n(body, Nargout::Statement)
            .into_iter()
            .take(1)
            .collect(),
    };
    l.ssa.func.output_names = match vals.len() {
        1 => vec!["ans".to_string()],
        n => (1..=n).map(|i| format!("ans{i}")).collect(),
    };
    let b = l.block_or_dead();
    l.ssa.terminate(b, InstData::Return { vals }, span);
    l.ssa.finish()
}

impl<'p, 'a> FnLower<'p, 'a> {
    /// Inputs of a function that reads `nargin` are defined when the caller passed them: the
    /// definedness flag of input k is `nargin >= k`.
    pub(crate) fn optional_inputs(&mut self, params: &[String], span: Span) {
        for (k, name) in params.iter().enumerate() {
            let Some(&flag) = self.flags.get(name) else {
                continue;
            };
            let n = self.read("nargin");
            let kv = self.konst(Constant::Num((k + 1) as f64), span);
            let passed = self.ins1(
                InstData::Binary {
                    op: mat2c_ir::BinOp::Ge,
                    args: [n, kv],
                },
                span,
            );
            let b = self.block_or_dead();
            self.ssa.def_var(flag, b, passed);
        }
    }

    pub(crate) fn emit_return(&mut self, b: Block, span: Span) {
        self.cur = Some(b);
        let outs = self.out.names.clone();
        for (i, o) in outs.iter().enumerate() {
            if o != "~" {
                let at = self.out.spans.get(i).copied().unwrap_or(span);
                if self.out.has_ignored {
                    // An output the caller does not take may stay undefined (Octave returns
                    // nothing for it); it is returned as [] then.
                    self.when_requested(
                        i + 1,
                        |l| l.check_defined(o, at),
                        |l| {
                            let e = l.konst(Constant::Empty, span);
                            l.def(o, e, span);
                        },
                        span,
                    );
                } else if i > 0 && self.out.has_nargout {
                    self.when_asked(i + 1, |l| l.check_defined(o, at), span);
                } else {
                    self.check_defined(o, at);
                }
            }
        }
        let b = self.block_or_dead();
        let vals = outs.iter().map(|o| self.read(o)).collect();
        self.ssa.terminate(b, InstData::Return { vals }, span);
        self.cur = None;
    }

    /// Runs `body` only when the caller asks for at least `k` results (`nargout >= k`).
    pub(crate) fn when_asked(&mut self, k: usize, body: impl FnOnce(&mut Self), span: Span) {
        let n = self.read("nargout");
        let kv = self.konst(Constant::Num(k as f64), span);
        let cond = self.ins1(
            InstData::Binary {
                op: mat2c_ir::BinOp::Ge,
                args: [n, kv],
            },
            span,
        );
        self.run_if(cond, body, span);
    }

    /// Runs `then` when output `k` is one the caller takes (`isargout(k)`: asked for and not
    /// written as `~`), `other` when not, in a function with the hidden `%ignored` mask.
    fn when_requested(
        &mut self,
        k: usize,
        then: impl FnOnce(&mut Self),
        other: impl FnOnce(&mut Self),
        span: Span,
    ) {
        let kv = self.konst(Constant::Num(k as f64), span);
        let n = self.read("nargout");
        let mask = self.read("%ignored");
        let cond = self.ins1(
            InstData::Builtin {
                id: Bi::isargout,
                args: vec![kv, n, mask],
            },
            span,
        );
        let b = self.block_or_dead();
        let then_b = self.ssa.create_block();
        let else_b = self.ssa.create_block();
        let join = self.ssa.create_block();
        self.ssa.brif(b, cond, then_b, else_b, span);
        self.ssa.seal(then_b);
        self.ssa.seal(else_b);
        self.cur = Some(then_b);
        then(self);
        let end = self.block_or_dead();
        self.ssa.jump(end, join, span);
        self.cur = Some(else_b);
        other(self);
        let end = self.block_or_dead();
        self.ssa.jump(end, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
    }

    /// Runs `body` in a branch taken when `cond` holds, then joins.
    fn run_if(&mut self, cond: Value, body: impl FnOnce(&mut Self), span: Span) {
        let b = self.block_or_dead();
        let then_b = self.ssa.create_block();
        let join = self.ssa.create_block();
        self.ssa.brif(b, cond, then_b, join, span);
        self.ssa.seal(then_b);
        self.cur = Some(then_b);
        body(self);
        let end = self.block_or_dead();
        self.ssa.jump(end, join, span);
        self.ssa.seal(join);
        self.cur = Some(join);
    }
}
