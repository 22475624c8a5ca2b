//! The side table of function-handle placeholders: what lowering records about each handle
//! it creates and handle resolution (`mat2c-handles`) consumes.
//!
//! A handle value in the IR is a placeholder instruction `@fh{k}` whose arguments are the
//! values it captured; `k` indexes [`HandleTable::defs`], which says what the handle calls
//! and how Octave prints it. Plain data, so neither side depends on the other.

use mat2c_diag::Span;

use crate::{Bi, BinOp, FuncId, UnOp};

/// What lowering knows about the program's handles.
#[derive(Clone, Debug, Default)]
pub struct HandleTable {
    /// One per creation site, indexed by the `k` of `@fh{k}`.
    pub defs: Vec<HandleDef>,
    /// The program may switch the display to `format compact` (then displaying an anonymous
    /// function is not supported).
    pub may_compact: bool,
}

/// What a handle calls.
#[derive(Clone, Debug)]
pub enum Target {
    /// A builtin of the table or a handle query ([`is_handle_query`]), by name.
    Builtin(String),
    User(FuncId),
    /// An operator by its function name (`@plus`, `@times`, `@uminus`).
    Operator(Operator),
}

/// An operator called through a handle.
#[derive(Copy, Clone, Debug)]
pub enum Operator {
    Unary(UnOp),
    Binary(BinOp),
}

/// One handle creation site.
#[derive(Clone, Debug)]
pub struct HandleDef {
    pub target: Target,
    /// Octave's text: `@sin`, `@(x) x .^ 2 + a`.
    pub text: String,
    pub anon: bool,
    /// Inputs and outputs of a user or anonymous target.
    pub nin: usize,
    pub nout: usize,
    /// Names of the captured variables (the extra inputs of an anonymous target).
    pub captures: Vec<String>,
    /// Versions of an anonymous target with more outputs (`(count, function)`).
    pub multi: Vec<(usize, FuncId)>,
    /// For a handle to a named user function: whether that function takes the hidden
    /// `nargin` input, and whether it takes `nargout`, which calls through handles do not
    /// pass. `None` for other handles.
    pub hidden: Option<(bool, bool)>,
    /// A target whose last parameter is `varargin`: `nin` counts the others, and
    /// a call packs the arguments past them into one cell (0x0 when there are none).
    pub varargin: bool,
    /// An anonymous target whose body reads `nargin`: a call passes its argument count
    /// after the parameters (before the captured values).
    pub anon_nargin: bool,
    /// Where the handle is created (for diagnostics).
    pub span: Span,
}

impl HandleDef {
    /// The name in Octave's "called with too many inputs" message.
    pub fn call_name(&self) -> &str {
        if self.anon {
            "@<anonymous>"
        } else {
            &self.text[1..]
        }
    }
}

/// The placeholder instruction of handle `k` (`@fh3`).
pub fn handle_id(k: usize) -> Bi {
    Bi::Handle(u32::try_from(k).expect("fewer than 2^32 handles"))
}

/// The handle index of a placeholder instruction.
pub fn handle_index(id: Bi) -> Option<usize> {
    match id {
        Bi::Handle(k) => Some(k as usize),
        _ => None,
    }
}

/// The handle functions a handle may name (`cellfun(@func2str, fs, ...)`): one input, one
/// result, lowered as a direct call would be.
const HANDLE_QUERIES: &[&str] = &["func2str", "is_function_handle"];

pub fn is_handle_query(name: &str) -> bool {
    HANDLE_QUERIES.contains(&name)
}
