//! The state of lowering one function body ([`FnLower`]) and the primitives every lowering
//! module builds on: emitting instructions and constants, defining and reading variables,
//! raising errors at run time, reporting unsupported forms.

use indexmap::{IndexMap, IndexSet};
use mat2c_diag::{Diagnostic, Span, codes};
use mat2c_ir::{Bi, Block, Constant, Function, InstData, Value};
use mat2c_syntax::ast::{self, Ast};

use crate::program::{FnKey, ProgramCtx};
use crate::resolve::Resolution;
use crate::ssa::{SsaBuilder, Var};

/// Targets of `break` and `continue` for the innermost loop.
pub(crate) struct LoopCtx {
    pub(crate) break_to: Block,
    pub(crate) continue_to: Block,
}

/// State while lowering one function body.
pub(crate) struct FnLower<'p, 'a> {
    pub(crate) prog: &'p mut ProgramCtx<'a>,
    pub(crate) key: FnKey,
    pub(crate) ast: &'a Ast,
    pub(crate) res: Resolution,
    pub(crate) ssa: SsaBuilder,
    /// The block being filled; `None` after `break`/`continue`/`return` (dead code follows).
    pub(crate) cur: Option<Block>,
    pub(crate) loops: Vec<LoopCtx>,
    /// (base value, subscript position, subscript count) for `end` inside an index.
    pub(crate) end_ctx: Vec<(Value, u32, u32)>,
    /// The function's outputs.
    pub(crate) out: Outputs,
    /// Definedness flags (logical SSA variables) of the variables that may be read while
    /// undefined, and of the outputs; checked at run time where needed.
    pub(crate) flags: IndexMap<String, Var>,
    pub(crate) flag_true: Option<Value>,
    hidden: u32,
    /// `try`/`catch` and `unwind_protect` state.
    pub(crate) prot: Protect<'a>,
    /// Names declared `global` or `persistent` in this function.
    pub(crate) mem_vars: IndexMap<String, mat2c_ir::CellKind>,
    /// Names holding a `containers.Map` (see `containers_map.rs`).
    pub(crate) map_vars: IndexSet<String>,
    /// What the statement being lowered and the call on its right-hand side tell each other.
    pub(crate) signals: CallSignals,
}

/// The outputs of the function being lowered.
#[derive(Default)]
pub(crate) struct Outputs {
    pub(crate) names: Vec<String>,
    /// Where each output is named in the function header, for Octave's message.
    pub(crate) spans: Vec<Span>,
    /// Lowering an anonymous function's body, whose outputs are only known at its end.
    pub(crate) anon: bool,
    /// The function has the hidden `nargout` input: outputs past the first are checked only
    /// when the caller asks for them.
    pub(crate) has_nargout: bool,
    /// The function has the hidden `%ignored` mask too (it reads `isargout`): an output the
    /// caller wrote as `~` need not be defined, as in Octave.
    pub(crate) has_ignored: bool,
}

/// The protected regions around the code being lowered (see `protect.rs`).
#[derive(Default)]
pub(crate) struct Protect<'a> {
    /// Enclosing `try` blocks, innermost last.
    pub(crate) tries: Vec<TryCtx>,
    /// Enclosing `unwind_protect` bodies, innermost last.
    pub(crate) unwinds: Vec<UnwindCtx<'a>>,
}

/// An enclosing `try` block being lowered.
pub(crate) struct TryCtx {
    pub(crate) handler: Block,
    /// Variables kept in spill cells: those the try block may assign, and their flags.
    pub(crate) tracked: IndexSet<String>,
    /// Spill cells written so far (so reloaded by the handler).
    pub(crate) stored: IndexSet<String>,
}

/// An `unwind_protect` body being lowered: `break`, `continue` and `return` that leave it
/// run its cleanup first.
pub(crate) struct UnwindCtx<'a> {
    pub(crate) cleanup: &'a [ast::StmtId],
    /// Loops enclosing the `unwind_protect` (a `break` of a deeper loop stays inside).
    pub(crate) loops: usize,
    /// `try` contexts enclosing it (the cleanup runs outside its own handler).
    pub(crate) tries: usize,
}

/// Signals between a statement and the call it lowers (an expression statement, a multiple
/// assignment), beyond the call's results: each is set on one side and taken on the other
/// right after the call.
#[derive(Default)]
pub(crate) struct CallSignals {
    /// Set by a statement call of a function with only `varargout`: its `varargout` cell,
    /// whose first element (if any) becomes `ans`.
    pub(crate) stmt_vout: Option<Value>,
    /// Set by an expression statement's call whose result exists only when this logical
    /// scalar holds (`cellfun(@f, {})` as a statement sets no `ans`).
    pub(crate) stmt_cond: Option<Value>,
    /// Set while a multiple assignment lowers its right-hand side: a call then leaves the
    /// results past the fixed outputs in its `varargout` cell (`vout_pending`: the cell and
    /// the number of fixed results returned).
    pub(crate) defer_vout: bool,
    pub(crate) vout_pending: Option<(Value, usize)>,
    /// Set while a multiple assignment with `~` targets lowers its right-hand side: the
    /// callee expression of that call and the mask of the `~` outputs (bit k - 1 for
    /// output k), which a function reading `isargout` receives.
    pub(crate) tilde_outputs: Option<(ast::ExprId, u64)>,
    /// The mask for the user call being lowered (taken by the call that passes it).
    pub(crate) call_ignored: u64,
    /// For a user call to a function reading `inputname`: the texts of its arguments and
    /// the mask of those that are variables (taken by the call that passes them).
    pub(crate) call_argn: Option<(Vec<String>, u64)>,
}

impl<'p, 'a> FnLower<'p, 'a> {
    /// Fresh lowering state for the body of `func` (unit and function of `key`).
    pub(crate) fn new(
        prog: &'p mut ProgramCtx<'a>,
        key: FnKey,
        res: Resolution,
        func: Function,
    ) -> Self {
        let ast = prog.units[key.unit].ast;
        FnLower {
            prog,
            key,
            ast,
            res,
            ssa: SsaBuilder::new(func),
            cur: None,
            loops: Vec::new(),
            end_ctx: Vec::new(),
            out: Outputs::default(),
            flags: IndexMap::new(),
            flag_true: None,
            hidden: 0,
            prot: Protect::default(),
            mem_vars: IndexMap::new(),
            map_vars: IndexSet::new(),
            signals: CallSignals::default(),
        }
    }
}

impl<'p, 'a> FnLower<'p, 'a> {
    pub(crate) fn error(&mut self, d: Diagnostic) {
        self.prog.diags.push(d);
    }

    pub(crate) fn unsupported(&mut self, span: Span, what: &str) {
        self.error(
            Diagnostic::error(
                codes::E0601,
                span,
                format!("{what} are not supported by mat2c yet"),
            )
            .with_label_message("unsupported here"),
        );
    }

    /// A fresh internal variable (never visible to the user).
    pub(crate) fn hidden_var(&mut self, what: &str) -> Var {
        self.hidden += 1;
        let name = format!("\0{what}{}", self.hidden);
        self.ssa.var(&name)
    }

    /// Records `name` as the variable the instruction defining `v` subscripts.
    pub(crate) fn name_index(&mut self, v: Value, name: &str) {
        if let Some(i) = self.ssa.func.dfg.defining_inst(v) {
            self.ssa.func.index_names[i] = Some(name.to_string());
        }
    }

    pub(crate) fn konst(&mut self, c: Constant, span: Span) -> Value {
        let b = self.block_or_dead();
        let i = self.ssa.ins(b, InstData::Const(c), 1, span);
        self.ssa.func.dfg.first_result(i)
    }

    /// The current block; in dead code a fresh unreachable block (sealed, no predecessors).
    pub(crate) fn block_or_dead(&mut self) -> Block {
        match self.cur {
            Some(b) => b,
            None => {
                let b = self.ssa.create_block();
                self.ssa.seal(b);
                self.cur = Some(b);
                b
            }
        }
    }

    pub(crate) fn ins(&mut self, data: InstData, nres: usize, span: Span) -> Vec<Value> {
        let b = self.block_or_dead();
        let i = self.ssa.ins(b, data, nres, span);
        self.ssa.func.dfg.inst_results(i).to_vec()
    }

    pub(crate) fn ins1(&mut self, data: InstData, span: Span) -> Value {
        self.ins(data, 1, span)[0]
    }

    /// Assigns `v` to variable `name` by the statement at `span`.
    pub(crate) fn def(&mut self, name: &str, v: Value, span: Span) {
        self.ssa.func.assigns.push((name.to_string(), span, v));
        if let Some(kind) = self.mem_var(name) {
            return self.store_mem(name, kind, v);
        }
        let var = self.ssa.var(name);
        let b = self.block_or_dead();
        self.ssa.def_var(var, b, v);
        self.spill_def(name, v);
        if let (Some(&flag), Some(yes)) = (self.flags.get(name), self.flag_true) {
            self.ssa.def_var(flag, b, yes);
            let flag_name = self.ssa.var_name(flag).to_string();
            self.spill_def(&flag_name, yes);
        }
    }

    /// Raises Octave's "'x' undefined" at run time when `name` has not been assigned on the
    /// path taken. `at` is where the message says the use is.
    pub(crate) fn check_defined(&mut self, name: &str, at: Span) {
        let Some(&flag) = self.flags.get(name) else {
            return;
        };
        if self.mem_var(name).is_some() {
            return;
        }
        let b = self.block_or_dead();
        let f = self.ssa.use_var(flag, b);
        let ok = self.ssa.create_block();
        let fail = self.ssa.create_block();
        self.ssa.brif(b, f, ok, fail, at);
        self.ssa.seal(ok);
        self.ssa.seal(fail);
        self.cur = Some(fail);
        self.raise_undefined(name, at);
        self.cur = Some(ok);
    }

    /// Raises Octave's "'x' undefined near line L, column C" in the current block, which it
    /// ends: a name that is neither a variable nor a function errors only when the use runs
    /// (it may sit in a branch never taken or in a `try`). Lowering goes on in a dead block.
    pub(crate) fn raise_undefined(&mut self, name: &str, at: Span) {
        let (line, col) = self.prog.units[self.key.unit].line_col(at.lo);
        // Octave's identifier, so a `catch` sees it (the message is a format without `%`).
        let msg = format!("'{name}' undefined near line {line}, column {col}");
        self.raise_error(Some("Octave:undefined-function"), msg, at);
    }

    /// Raises an error (message without `%`) in the current block, which it ends.
    pub(crate) fn raise_error(&mut self, ident: Option<&str>, msg: String, at: Span) {
        let b = self.block_or_dead();
        let mut args = Vec::new();
        if let Some(ident) = ident {
            args.push(self.konst(Constant::Str(ident.into()), at));
        }
        args.push(self.konst(Constant::Str(msg.into()), at));
        self.ins(
            InstData::Builtin {
                id: Bi::error,
                args,
            },
            0,
            at,
        );
        // `error` does not return; the block still needs a terminator (in an anonymous
        // body the output count is not known yet: its placeholder results follow instead).
        if self.out.anon {
            return;
        }
        let outs = self.out.names.clone();
        let vals = outs.iter().map(|o| self.read(o)).collect();
        self.ssa.terminate(b, InstData::Return { vals }, at);
        self.cur = None;
    }

    pub(crate) fn read(&mut self, name: &str) -> Value {
        if let Some(kind) = self.mem_var(name) {
            return self.load_mem(name, kind);
        }
        let var = self.ssa.var(name);
        let b = self.block_or_dead();
        self.ssa.use_var(var, b)
    }

    pub(crate) fn display(&mut self, name: &str, v: Value, span: Span) {
        self.ins(
            InstData::Display {
                name: name.to_string(),
                arg: v,
            },
            0,
            span,
        );
    }
}
