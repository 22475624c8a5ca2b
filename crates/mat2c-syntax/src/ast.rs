//! The syntax tree of one `.m` file.
//!
//! Expressions and statements live in arenas ([`PrimaryMap`]) and refer to each other by id, so
//! later stages can attach facts in side tables keyed by [`ExprId`]/[`StmtId`]. Every node has
//! a span. The tree is what the user wrote: no name resolution (an identifier followed by `(`
//! is an [`ExprKind::Index`] whether it turns out to be a call or an index) and no desugaring,
//! except that `end` inside an index is [`ExprKind::End`] and `:` alone is [`ExprKind::Colon`].

use cranelift_entity::{PrimaryMap, entity_impl};
use mat2c_diag::{FileId, Span};

/// An expression node.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExprId(u32);
entity_impl!(ExprId, "e");

/// A statement node.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StmtId(u32);
entity_impl!(StmtId, "s");

/// An identifier as written, with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A whole file: either a script (statements, optionally followed by local functions, as
/// MATLAB R2016b+ allows) or a function file (one or more functions).
#[derive(Clone, Debug)]
pub struct Ast {
    pub file: FileId,
    pub kind: FileKind,
    pub exprs: PrimaryMap<ExprId, Expr>,
    pub stmts: PrimaryMap<StmtId, Stmt>,
    /// Top-level statements of a script (empty for a function file).
    pub script: Vec<StmtId>,
    /// Functions in file order: for a function file the first is the primary function and
    /// the rest are subfunctions; for a script these are local functions.
    pub functions: Vec<Function>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileKind {
    Script,
    Function,
}

/// How a block was closed, kept so the printer can show what the user wrote.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EndKind {
    /// `end`, `endfunction`, `endif`, … (the keyword that closed it).
    Keyword,
    /// A function closed by end of file or by the next `function` (no `end` at all).
    Implicit,
}

/// `function [o1, o2] = name(i1, i2) ... end`
#[derive(Clone, Debug)]
pub struct Function {
    pub name: Ident,
    /// Input parameters; `~` is an ignored input; `varargin` is an ordinary name here.
    pub inputs: Vec<Param>,
    /// Output parameters; `varargout` is an ordinary name here.
    pub outputs: Vec<Param>,
    pub body: Vec<StmtId>,
    /// Functions nested inside this one (they share its workspace).
    pub nested: Vec<Function>,
    pub end: EndKind,
    /// From `function` to the end of the closing keyword (or the last statement).
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    Name(Ident),
    /// `~` in an input list.
    Tilde(Span),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A numeric literal; `imag` for `3i`/`2.5j`. `text` is the literal as written.
    Number {
        value: f64,
        imag: bool,
        text: String,
    },
    /// `'single quoted'` (char array) or `"double quoted"` (Octave: also char; escapes
    /// already processed in `value`).
    String {
        value: String,
        double_quoted: bool,
    },
    Ident(Ident),
    /// `:` used as a whole subscript, `a(:, 1)`.
    Colon,
    /// `end` used inside a subscript.
    End,
    /// `~` as an output placeholder in `[~, i] = max(x)`.
    Tilde,
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    /// `a'` and `a.'`, and Octave's postfix `a++`/`a--` never appear here (they are statements).
    Postfix {
        op: PostfixOp,
        operand: ExprId,
    },
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `start:stop` or `start:step:stop`.
    Range {
        start: ExprId,
        step: Option<ExprId>,
        stop: ExprId,
    },
    /// `base(args)`: a call or an index, decided by name resolution.
    Index {
        base: ExprId,
        args: Vec<ExprId>,
    },
    /// `base{args}`.
    CellIndex {
        base: ExprId,
        args: Vec<ExprId>,
    },
    /// `base.name`.
    Field {
        base: ExprId,
        name: Ident,
    },
    /// `base.(expr)`.
    DynField {
        base: ExprId,
        name: ExprId,
    },
    /// `[a b; c d]`: rows of elements.
    Matrix {
        rows: Vec<Vec<ExprId>>,
    },
    /// `{a, b; c, d}`.
    Cell {
        rows: Vec<Vec<ExprId>>,
    },
    /// `@(x, y) body`.
    AnonFn {
        params: Vec<Param>,
        body: ExprId,
    },
    /// `@name` (also `@pkg.name` joined with dots).
    FuncHandle {
        name: Ident,
    },
    /// Left where the parser recovered from an error.
    Error,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    /// `-x`
    Neg,
    /// `+x`
    Plus,
    /// `~x` or `!x`
    Not,
    /// `++x` (Octave): increments the variable x, the value is the new one.
    PreIncr,
    /// `--x` (Octave): decrements the variable x.
    PreDecr,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PostfixOp {
    /// `'` complex conjugate transpose.
    CTranspose,
    /// `.'` transpose.
    Transpose,
    /// `x++` inside an expression (Octave): increments the variable x, the value is the old
    /// one. A statement `x++` is [`StmtKind::IncDec`].
    PostIncr,
    /// `x--` inside an expression (Octave).
    PostDecr,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    /// `*`
    MatMul,
    /// `.*`
    ElMul,
    /// `/`
    MatRDiv,
    /// `./`
    ElRDiv,
    /// `\`
    MatLDiv,
    /// `.\`
    ElLDiv,
    /// `^`
    MatPow,
    /// `.^`
    ElPow,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    /// `~=` or `!=`
    Ne,
    /// `&`
    ElAnd,
    /// `|`
    ElOr,
    /// `&&`
    AndAnd,
    /// `||`
    OrOr,
}

impl BinaryOp {
    /// The operator as MATLAB writes it.
    pub fn symbol(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "+",
            Sub => "-",
            MatMul => "*",
            ElMul => ".*",
            MatRDiv => "/",
            ElRDiv => "./",
            MatLDiv => "\\",
            ElLDiv => ".\\",
            MatPow => "^",
            ElPow => ".^",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Eq => "==",
            Ne => "~=",
            ElAnd => "&",
            ElOr => "|",
            AndAnd => "&&",
            OrOr => "||",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// A list of statements.
pub type Block = Vec<StmtId>;

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// An expression statement; `print` when not terminated by `;` (result displayed as `ans`
    /// or, for a bare identifier, under its own name).
    Expr {
        expr: ExprId,
        print: bool,
    },
    /// `lhs = rhs` (one target) or `[l1, l2, ~] = rhs` (`multi`, even with one target).
    /// Targets are Ident / Index / CellIndex / Field / DynField chains rooted at an Ident,
    /// or Tilde.
    Assign {
        lhs: Vec<ExprId>,
        rhs: ExprId,
        multi: bool,
        print: bool,
    },
    /// Octave `a += b`, `-=`, `*=`, `/=`, `^=`, `.*=` …: `op` is the arithmetic operator.
    OpAssign {
        lhs: ExprId,
        op: BinaryOp,
        rhs: ExprId,
        print: bool,
    },
    /// Octave `x++`, `x--`, `++x`, `--x` as statements.
    IncDec {
        target: ExprId,
        increment: bool,
        print: bool,
    },
    /// `if c1 ... elseif c2 ... else ... end`
    If {
        clauses: Vec<(ExprId, Block)>,
        else_body: Option<Block>,
    },
    /// `for var = iter ... end`, or `parfor` (`parallel`); `var` is an Ident (or an indexed
    /// lvalue).
    For {
        var: ExprId,
        iter: ExprId,
        body: Block,
        parallel: bool,
    },
    While {
        cond: ExprId,
        body: Block,
    },
    /// Octave `do ... until cond`.
    DoUntil {
        body: Block,
        cond: ExprId,
    },
    /// `switch subject case v ... otherwise ... end`; a case value may be a cell `{1, 2}`.
    Switch {
        subject: ExprId,
        cases: Vec<(ExprId, Block)>,
        otherwise: Option<Block>,
    },
    Break,
    Continue,
    Return,
    /// `global a b` (Octave allows `global a = 1`).
    Global {
        names: Vec<(Ident, Option<ExprId>)>,
    },
    /// `persistent a b`.
    Persistent {
        names: Vec<(Ident, Option<ExprId>)>,
    },
    /// `try ... catch err ... end`.
    Try {
        body: Block,
        catch_var: Option<Ident>,
        catch_body: Block,
    },
    /// Octave `unwind_protect ... unwind_protect_cleanup ... end_unwind_protect`.
    UnwindProtect {
        body: Block,
        cleanup: Block,
    },
    /// Command syntax: `format long`, `hold on`, `warning off all`.
    Command {
        name: Ident,
        args: Vec<String>,
    },
    /// Left where the parser recovered from an error.
    Error,
}

impl Ast {
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id]
    }

    pub fn stmt(&self, id: StmtId) -> &Stmt {
        &self.stmts[id]
    }
}
