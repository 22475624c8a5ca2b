//! A user function's calling convention as its header and body declare it ([`Signature`]):
//! fixed inputs and outputs, `varargin`/`varargout`, and whether it takes the hidden
//! `nargin`/`nargout` inputs (see `varargs.rs`); syntax only.

use mat2c_syntax::ast::{Ast, ExprKind, Function, Param};

/// What a function's header and body say about its calling convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Signature {
    /// Declared inputs before `varargin`.
    pub(crate) fixed_in: usize,
    pub(crate) varargin: bool,
    /// The body reads `nargin` (so callers may omit inputs).
    pub(crate) nargin: bool,
    pub(crate) nargout: bool,
    /// The body reads `isargout`: the function also takes `nargout` and the hidden
    /// `%ignored`, the mask of the outputs its caller wrote as `~` (bit k - 1 for output k).
    pub(crate) isargout: bool,
    /// The body reads `inputname`: the function also takes the hidden `%argn` (a cell of
    /// its caller's argument texts, as Octave's `.argn.`) and `%argvars` (the mask of the
    /// arguments that are the caller's variables, bit k - 1 for argument k). Like
    /// `nargout`, calls through handles do not pass them.
    pub(crate) inputname: bool,
    /// Declared outputs before `varargout`.
    pub(crate) fixed_out: usize,
    pub(crate) varargout: bool,
}

fn is_named(p: Option<&Param>, name: &str) -> bool {
    matches!(p, Some(Param::Name(id)) if id.name == name)
}

/// True when an identifier `name` occurs in the text of `f` (its body and header).
pub(crate) fn mentions(ast: &Ast, f: &Function, name: &str) -> bool {
    mentions_in(ast, f.span, name)
}

/// Whether the identifier `name` occurs within `within` (a function, an anonymous body).
pub(crate) fn mentions_in(ast: &Ast, within: mat2c_diag::Span, name: &str) -> bool {
    ast.exprs.values().any(|e| {
        e.span.file == within.file
            && e.span.lo >= within.lo
            && e.span.hi <= within.hi
            && matches!(&e.kind, ExprKind::Ident(id) if id.name == name)
    })
}

/// Per name, the fewest arguments any call `name(...)` in the loaded files passes (a bare
/// `name` counts as none; comma lists `c{:}` count as nothing). A function called with fewer
/// inputs than it declares takes the hidden `nargin` like one that reads it, so a missing
/// input read raises Octave's "'x' undefined". Names that are variables may be counted
/// too: that only costs such a function the hidden input.
pub(crate) type FewestArgs = indexmap::IndexMap<String, usize>;

pub(crate) fn fewest_args(asts: &[&Ast]) -> FewestArgs {
    let mut out = FewestArgs::new();
    for ast in asts {
        let mut bases = indexmap::IndexSet::new();
        for e in ast.exprs.values() {
            if let ExprKind::Index { base, args } = &e.kind
                && let ExprKind::Ident(id) = &ast.expr(*base).kind
            {
                bases.insert(*base);
                let n = args
                    .iter()
                    .filter(|&&a| !matches!(ast.expr(a).kind, ExprKind::CellIndex { .. }))
                    .count();
                let m = out.entry(id.name.clone()).or_insert(n);
                *m = (*m).min(n);
            }
        }
        for (k, e) in ast.exprs.iter() {
            if let ExprKind::Ident(id) = &e.kind
                && !bases.contains(&k)
            {
                out.insert(id.name.clone(), 0);
            }
        }
    }
    out
}

impl Signature {
    pub(crate) fn of(ast: &Ast, f: &Function, fewest: &FewestArgs) -> Signature {
        let varargin = is_named(f.inputs.last(), "varargin");
        let varargout = is_named(f.outputs.last(), "varargout");
        let fixed_in = f.inputs.len() - usize::from(varargin);
        let short = fewest.get(&f.name.name).is_some_and(|&n| n < fixed_in);
        Signature {
            fixed_in,
            varargin,
            nargin: short || mentions(ast, f, "nargin") || mentions(ast, f, "narginchk"),
            nargout: mentions(ast, f, "nargout")
                || mentions(ast, f, "nargoutchk")
                || mentions(ast, f, "isargout")
                || mentions(ast, f, "inputname"),
            isargout: mentions(ast, f, "isargout"),
            inputname: mentions(ast, f, "inputname"),
            fixed_out: f.outputs.len() - usize::from(varargout),
            varargout,
        }
    }

    /// Names of the IR function's inputs: declared ones, then the hidden ones it needs.
    pub(crate) fn input_names(&self, f: &Function) -> Vec<String> {
        let mut names: Vec<String> = f.inputs[..self.fixed_in].iter().map(param_name).collect();
        if self.varargin {
            names.push("varargin".into());
        }
        if self.nargin {
            names.push("nargin".into());
        }
        if self.nargout {
            names.push("nargout".into());
        }
        if self.isargout {
            names.push("%ignored".into());
        }
        if self.inputname {
            names.push("%argn".into());
            names.push("%argvars".into());
        }
        names
    }
}

/// The name of a header parameter (`~` for an ignored one).
pub(crate) fn param_name(p: &Param) -> String {
    match p {
        Param::Name(id) => id.name.clone(),
        Param::Tilde(_) => "~".to_string(),
    }
}
