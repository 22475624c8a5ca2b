//! The program being lowered: its source files ([`SourceUnit`]), which function of which
//! file ([`FnKey`]), and the program-wide state ([`ProgramCtx`]) every function's lowering
//! adds to.

use indexmap::IndexMap;
use mat2c_diag::{Diagnostic, Span};
use mat2c_ir::handles::HandleDef;
use mat2c_ir::{FuncId, Module};
use mat2c_syntax::ast::{Ast, FileKind};

use crate::signature::{FewestArgs, Signature, param_name};

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
    /// Function handles created so far (`@fh{k}` placeholders in the IR, see `handles.rs`).
    pub(crate) handles: Vec<HandleDef>,
    /// Fewest arguments passed by any call of each name (see [`crate::signature::fewest_args`]).
    pub(crate) fewest_args: FewestArgs,
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

    /// The header line of function `key` (`function y = f (x)`), for a note at the callee of
    /// a call with the wrong number of inputs or outputs.
    pub(crate) fn definition(&self, key: FnKey) -> Option<Span> {
        let unit = &self.units[key.unit];
        let af = unit.ast.functions.get(key.func?)?;
        let lo = af.span.lo as usize;
        let rest = unit.text.get(lo..)?;
        let hi = lo + rest.find(['\n', '\r']).unwrap_or(rest.len());
        Some(Span::new(af.span.file, af.span.lo, hi as u32))
    }

    /// A diagnostic about a call of `key`, with a secondary label at its definition.
    pub(crate) fn at_callee(&self, d: Diagnostic, key: FnKey) -> Diagnostic {
        match self.definition(key) {
            Some(span) => d.with_secondary(span, "defined here"),
            None => d,
        }
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
                f.frame = frame_name(unit, i);
                f.input_names = Signature::of(unit.ast, af, &self.fewest_args).input_names(af);
                f.output_names = af.outputs.iter().map(param_name).collect();
                f
            }
            None => {
                let mut f = mat2c_ir::Function::new(unit.name.clone());
                f.is_script = true;
                f.frame = unit.name.clone();
                f
            }
        };
        let id = self.module.funcs.push(f);
        self.ids.insert(key, id);
        self.queue.push(key);
        id
    }
}

/// Octave's backtrace name of function `i` of `unit`: the primary function of a function
/// file is the file's name, its subfunctions `file>sub`; a script's local functions are
/// command-line functions, named alone. A package function `pkg.sub.f` is named `f`.
fn frame_name(unit: &SourceUnit, i: usize) -> String {
    let name = &unit.ast.functions[i].name.name;
    let file = unit.name.rsplit('.').next().unwrap_or(&unit.name);
    // A library fallback `__mat2c_NAME__` of builtin NAME appears in backtraces as NAME.
    let file = match file
        .strip_prefix("__mat2c_")
        .and_then(|n| n.strip_suffix("__"))
    {
        Some(builtin) if mat2c_builtins::id_of(builtin).is_some() => builtin,
        _ => file,
    };
    match unit.ast.kind {
        // The function a `str2func` text became.
        _ if unit.name.starts_with('@') => "@<anonymous>".to_string(),
        FileKind::Function if i == 0 => file.to_string(),
        FileKind::Function => format!("{file}>{name}"),
        FileKind::Script => name.clone(),
    }
}

/// Octave's backtrace name of an anonymous function defined in the function (or script) `key`:
/// `@<anonymous>`, after the defining function's own name when it is one.
pub(crate) fn anon_frame_name(units: &[SourceUnit], key: FnKey) -> String {
    match key.func {
        Some(i) => format!(
            "{}>@<anonymous>",
            units[key.unit].ast.functions[i].name.name
        ),
        None => "@<anonymous>".to_string(),
    }
}

/// A span for instructions that have no better one.
pub(crate) fn no_span(ast: &Ast) -> Span {
    Span::new(ast.file, 0, 0)
}
