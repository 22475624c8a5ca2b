//! mat2c-lower: from syntax trees to the SSA IR.
//!
//! [`lower_functions`] starts at the entry (a script body or a function), resolves every name
//! the MATLAB way ([`resolve()`]), builds SSA with Braun et al.'s algorithm and pulls in every
//! user function reachable by calls, each lowered once. Function handles stay placeholders
//! `@fh{k}` described by a side table ([`mat2c_ir::handles::HandleTable`], module `handles`);
//! the driver's next pass (the `mat2c-handles` crate) resolves them into direct calls.
//!
//! Invariants: lowering never panics on any tree the parser returns (error nodes become
//! diagnostics); every function it returns passes the IR verifier; instructions are in
//! single-operator form (one MATLAB operation each, temporaries for subexpressions).
//!
//! Layering (imports go one way; the test `module_imports_are_acyclic` checks it): the leaves
//! `ssa`, `handle_text`, `operands`, `signature` and `clear_forms` import no other module;
//! `resolve` and `program` (the program-wide state) import only leaves; `fn_lower` (the state
//! of one function body and its primitives) imports those. Every other module adds an
//! `impl FnLower` block for one topic and imports the layers below, plus a few one-way edges
//! between topics (`expr` → `cells`/`deal`/`handles`, `handles` → `function`, `stmt` →
//! `protect`, `clear` → `memvars`, `list_targets` → `deal`, `handle_cellfun` →
//! `handle_arrayfun`). Topics call each other through `FnLower` methods, not imports.
//! `lib.rs` is the top.

mod argcheck;
mod assign;
mod bsxfun;
mod cells;
mod clear;
mod clear_forms;
mod containers_map;
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
mod imag_unit;
mod int_literal;
mod list_targets;
mod memvars;
mod on_cleanup;
mod operands;
mod package_calls;
mod parfor;
mod print_usage;
mod program;
mod protect;
pub mod resolve;
mod scan_format;
mod signature;
mod ssa;
mod stmt;
mod typeinfo;
mod varargs;

use indexmap::IndexMap;
use mat2c_diag::Diagnostic;
use mat2c_ir::Module;
use mat2c_ir::handles::HandleTable;
use mat2c_syntax::ast::{Ast, FileKind};

pub use on_cleanup::desugar_on_cleanup;
pub use package_calls::desugar_package_calls;
pub use program::{SourceUnit, str2func_unit};
pub use resolve::{FunctionLookup, NameKind, Resolution, resolve};

use program::{FnKey, ProgramCtx};

/// Name lookup for the resolver of one unit.
struct UnitLookup<'p, 'a> {
    prog: &'p ProgramCtx<'a>,
    unit: usize,
}

impl FunctionLookup for UnitLookup<'_, '_> {
    fn may_omit_inputs(&self, ast: &Ast, f: &mat2c_syntax::ast::Function) -> bool {
        signature::Signature::of(ast, f, &self.prog.fewest_args).nargin
    }

    fn unknown_is_error(&self) -> bool {
        self.prog.units[self.unit].name.starts_with("@str2func ")
    }

    fn function_names(&self) -> Vec<String> {
        let own = self.prog.units[self.unit].ast.functions.iter();
        let files = self.prog.units.iter().filter(|u| {
            u.ast.kind == FileKind::Function
                && !u.ast.functions.is_empty()
                && !u.name.starts_with('@')
        });
        own.map(|f| f.name.name.clone())
            .chain(files.map(|u| u.name.clone()))
            .collect()
    }

    fn lookup(&self, name: &str) -> Option<bool> {
        if self.prog.find(self.unit, name).is_some() {
            Some(true)
        } else if mat2c_builtins::is_builtin(name)
            || handles::is_handle_builtin(name)
            || deal::is_deal(name)
            || imag_unit::is_imag_unit(name)
        {
            Some(false)
        } else {
            None
        }
    }
}

/// True when mat2c compiles calls of `name` with no program file of that name: a builtin of
/// the table or a function lowering handles itself (`feval`, `deal`, `clear`, `i`, ...).
/// The functions of the MATLAB library (`mat2c-mlib`) come on top (`cargo xtask coverage`).
pub fn compiles_function(name: &str) -> bool {
    mat2c_builtins::is_builtin(name)
        || handles::is_handle_builtin(name)
        || deal::is_deal(name)
        || imag_unit::is_imag_unit(name)
        || clear_forms::is_clear(name)
        || matches!(name, "nargin" | "nargout")
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
        fewest_args: signature::fewest_args(&units.iter().map(|u| u.ast).collect::<Vec<_>>()),
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
        fewest_args: signature::fewest_args(&units.iter().map(|u| u.ast).collect::<Vec<_>>()),
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

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    /// The modules a source file names through `crate::` paths (`lib` for an item of the
    /// crate root), outside its tests and comments.
    fn imports(text: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let mut out = BTreeSet::new();
        for line in code.lines() {
            let line = line.split("//").next().unwrap_or("");
            for (i, _) in line.match_indices("crate::") {
                let rest = &line[i + "crate::".len()..];
                let names: Vec<&str> = match rest.strip_prefix('{') {
                    Some(list) => list.split('}').next().unwrap_or("").split(',').collect(),
                    None => vec![rest],
                };
                for n in names {
                    let n: String = n
                        .trim()
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if !n.is_empty() && n != "self" {
                        out.insert(if modules.contains(&n) {
                            n
                        } else {
                            "lib".into()
                        });
                    }
                }
            }
        }
        out
    }

    #[test]
    fn module_imports_are_acyclic() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
        let mut texts = BTreeMap::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") {
                let name = path.file_stem().unwrap().to_string_lossy().into_owned();
                texts.insert(name, std::fs::read_to_string(&path).unwrap());
            }
        }
        let modules: BTreeSet<String> = texts.keys().cloned().collect();
        let graph: BTreeMap<&String, BTreeSet<String>> = texts
            .iter()
            .map(|(m, t)| {
                let mut deps = imports(t, &modules);
                deps.remove(m);
                (m, deps)
            })
            .collect();
        // Depth-first search; a module met again while on the path closes a cycle.
        fn visit<'g>(
            m: &'g String,
            graph: &'g BTreeMap<&String, BTreeSet<String>>,
            path: &mut Vec<&'g String>,
            done: &mut BTreeSet<&'g String>,
        ) {
            if let Some(i) = path.iter().position(|p| *p == m) {
                panic!("import cycle: {:?}", &path[i..]);
            }
            if !done.insert(m) {
                return;
            }
            path.push(m);
            for d in &graph[m] {
                visit(d, graph, path, done);
            }
            path.pop();
        }
        let mut done = BTreeSet::new();
        for m in graph.keys() {
            visit(m, &graph, &mut Vec::new(), &mut done);
        }
    }
}
