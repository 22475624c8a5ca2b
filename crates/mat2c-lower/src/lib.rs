//! mat2c-lower: from syntax trees to the SSA IR.
//!
//! [`lower_functions`] starts at the entry (a script body or a function), resolves every name
//! the MATLAB way ([`resolve`]), builds SSA with Braun et al.'s algorithm and pulls in every
//! user function reachable by calls, each lowered once. Function handles stay placeholders
//! `@fh{k}` described by a side table ([`mat2c_ir::handles::HandleTable`], module `handles`);
//! the driver's next pass (the `mat2c-handles` crate) resolves them into direct calls.
//!
//! Invariants: lowering never panics on any tree the parser returns (error nodes become
//! diagnostics); every function it returns passes the IR verifier; instructions are in
//! single-operator form (one MATLAB operation each, temporaries for subexpressions).

mod argcheck;
mod assign;
mod bsxfun;
mod caught;
mod cells;
mod clear;
mod control;
mod deal;
mod exist;
mod expr;
mod fn_lower;
mod function;
mod handle_arrayfun;
mod handle_cellfun;
mod handle_text;
mod handles;
mod list_targets;
mod memvars;
mod print_usage;
mod protect;
pub mod resolve;
mod ssa;
mod stmt;
mod varargs;

use indexmap::IndexMap;
use mat2c_diag::{Diagnostic, Span};
use mat2c_ir::handles::{HandleDef, HandleTable};
use mat2c_ir::{FuncId, Module};
use mat2c_syntax::ast::{Ast, FileKind};

pub use resolve::{FunctionLookup, NameKind, Resolution, resolve};

/// One parsed source file of the program.
pub struct SourceUnit<'a> {
    /// The name it is callable by: the file name without `.m`.
    pub name: String,
    pub ast: &'a Ast,
    /// The file's text, for the line and column in run-time messages.
    pub text: &'a str,
}

impl SourceUnit<'_> {
    /// 1-based line and column of byte offset `pos`, as Octave counts them.
    pub(crate) fn line_col(&self, pos: u32) -> (usize, usize) {
        let pos = (pos as usize).min(self.text.len());
        let before = &self.text.as_bytes()[..pos];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        (line, pos - start + 1)
    }
}

/// The unit name of the generated function file that returns the anonymous function
/// `text` of a `str2func('@(x) ...')` call (the driver adds it; no file name can be it).
pub fn str2func_unit(text: &str) -> String {
    format!("@str2func {text}")
}

/// Which function of which unit: `None` is a script body.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct FnKey {
    pub(crate) unit: usize,
    pub(crate) func: Option<usize>,
}

/// Program-wide lowering state: the functions created so far and those still to lower.
pub(crate) struct ProgramCtx<'a> {
    pub(crate) units: &'a [SourceUnit<'a>],
    pub(crate) module: Module,
    pub(crate) ids: IndexMap<FnKey, FuncId>,
    pub(crate) queue: Vec<FnKey>,
    pub(crate) diags: Vec<Diagnostic>,
    /// Function handles created so far (`@fh{k}` placeholders in the IR, see [`handles`]).
    pub(crate) handles: Vec<HandleDef>,
    /// Fewest arguments passed by any call of each name (see [`varargs::fewest_args`]).
    pub(crate) fewest_args: varargs::FewestArgs,
}

impl<'a> ProgramCtx<'a> {
    /// The function named `name` as seen from `unit`: a function of the same file first, then
    /// the primary function of another file.
    pub(crate) fn find(&self, unit: usize, name: &str) -> Option<FnKey> {
        let ast = self.units[unit].ast;
        if let Some(i) = ast.functions.iter().position(|f| f.name.name == name) {
            return Some(FnKey {
                unit,
                func: Some(i),
            });
        }
        self.units.iter().enumerate().find_map(|(u, su)| {
            (su.name == name && su.ast.kind == FileKind::Function && !su.ast.functions.is_empty())
                .then_some(FnKey {
                    unit: u,
                    func: Some(0),
                })
        })
    }

    /// The id of a function, scheduling it for lowering the first time it is asked for.
    pub(crate) fn func_id(&mut self, key: FnKey) -> FuncId {
        if let Some(&id) = self.ids.get(&key) {
            return id;
        }
        let unit = &self.units[key.unit];
        let f = match key.func {
            Some(i) => {
                let af = &unit.ast.functions[i];
                let mut f = mat2c_ir::Function::new(af.name.name.clone());
                f.input_names =
                    varargs::Signature::of(unit.ast, af, &self.fewest_args).input_names(af);
                f.output_names = af.outputs.iter().map(param_name).collect();
                f
            }
            None => {
                let mut f = mat2c_ir::Function::new(unit.name.clone());
                f.is_script = true;
                f
            }
        };
        let id = self.module.funcs.push(f);
        self.ids.insert(key, id);
        self.queue.push(key);
        id
    }
}

fn param_name(p: &mat2c_syntax::ast::Param) -> String {
    match p {
        mat2c_syntax::ast::Param::Name(id) => id.name.clone(),
        mat2c_syntax::ast::Param::Tilde(_) => "~".to_string(),
    }
}

/// Name lookup for the resolver of one unit.
struct UnitLookup<'p, 'a> {
    prog: &'p ProgramCtx<'a>,
    unit: usize,
}

impl FunctionLookup for UnitLookup<'_, '_> {
    fn may_omit_inputs(&self, ast: &Ast, f: &mat2c_syntax::ast::Function) -> bool {
        varargs::Signature::of(ast, f, &self.prog.fewest_args).nargin
    }

    fn unknown_is_error(&self) -> bool {
        self.prog.units[self.unit].name.starts_with("@str2func ")
    }

    fn lookup(&self, name: &str) -> Option<bool> {
        if self.prog.find(self.unit, name).is_some() {
            Some(true)
        } else if mat2c_builtins::is_builtin(name)
            || handles::is_handle_builtin(name)
            || deal::is_deal(name)
        {
            Some(false)
        } else {
            None
        }
    }
}

/// Resolves names in every function and script body of `units[unit]` without lowering
/// (what `mat2c --check` needs).
pub fn check_unit(units: &[SourceUnit<'_>], unit: usize) -> Vec<Diagnostic> {
    let prog = ProgramCtx {
        units,
        module: Module::new(),
        ids: IndexMap::new(),
        queue: Vec::new(),
        diags: Vec::new(),
        handles: Vec::new(),
        fewest_args: varargs::fewest_args(&units.iter().map(|u| u.ast).collect::<Vec<_>>()),
    };
    let lookup = UnitLookup { prog: &prog, unit };
    let ast = units[unit].ast;
    let mut diags = Vec::new();
    if ast.kind == FileKind::Script {
        diags.extend(resolve(ast, None, &lookup).1);
    }
    for f in &ast.functions {
        diags.extend(resolve(ast, Some(f), &lookup).1);
    }
    diags
}

/// The program lowered to SSA with its function handles still placeholders `@fh{k}`, for
/// handle resolution (`mat2c-handles`), which the driver runs (and verifies, times, prints)
/// as a pass of its own.
pub struct Lowered {
    pub module: Module,
    /// What each placeholder stands for (the side table handle resolution reads).
    pub handles: HandleTable,
    /// The diagnostics of lowering.
    pub diags: Vec<Diagnostic>,
}

/// Lowers the program whose entry is `units[entry]` (its script body, or its first function)
/// and every user function reachable from it, leaving function handles unresolved.
pub fn lower_functions(units: &[SourceUnit<'_>], entry: usize) -> Lowered {
    let mut prog = ProgramCtx {
        units,
        module: Module::new(),
        ids: IndexMap::new(),
        queue: Vec::new(),
        diags: Vec::new(),
        handles: Vec::new(),
        fewest_args: varargs::fewest_args(&units.iter().map(|u| u.ast).collect::<Vec<_>>()),
    };
    let ast = units[entry].ast;
    let key = FnKey {
        unit: entry,
        func: match ast.kind {
            FileKind::Script => None,
            FileKind::Function => Some(0),
        },
    };
    // A function file without functions: nothing to lower.
    if !(ast.kind == FileKind::Function && ast.functions.is_empty()) {
        let id = prog.func_id(key);
        prog.module.entry = Some(id);
    }
    while let Some(key) = prog.queue.pop() {
        let (res, diags) = {
            let lookup = UnitLookup {
                prog: &prog,
                unit: key.unit,
            };
            let ast = units[key.unit].ast;
            resolve(ast, key.func.map(|i| &ast.functions[i]), &lookup)
        };
        prog.diags.extend(diags);
        let id = prog.ids[&key];
        let func = std::mem::take(&mut prog.module.funcs[id]);
        let func = function::lower_function(&mut prog, key, res, func);
        prog.module.funcs[id] = func;
    }
    let handles = HandleTable {
        defs: prog.handles,
        may_compact: memvars::program_may_compact(units),
    };
    Lowered {
        module: prog.module,
        handles,
        diags: prog.diags,
    }
}

/// A span for instructions that have no better one.
pub(crate) fn no_span(ast: &Ast) -> Span {
    Span::new(ast.file, 0, 0)
}
