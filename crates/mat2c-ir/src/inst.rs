//! Instruction data: one MATLAB operation each.

use crate::{Block, BuiltinId, FuncId, Value};

/// A compile-time constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    /// A real double scalar.
    Num(f64),
    /// A complex double scalar `re + im*i`.
    Complex(f64, f64),
    /// A logical scalar (`true`/`false`).
    Bool(bool),
    /// An int64 scalar with its exact value (`int64(-9223372036854775807)`, `0x..s64`).
    Int64(i64),
    /// A uint64 scalar with its exact value (`uint64(18446744073709551557)`, `0x..u64`).
    Uint64(u64),
    /// A 1xN char row vector, with how its literal was written.
    Str(Text),
    /// `[]`: the 0x0 double.
    Empty,
    /// The magic `:` subscript.
    Colon,
}

/// How a char literal was written. Octave names a char value by it in error messages
/// (`'string'` for double quotes, `'sq_string'`) and keeps an empty literal given straight
/// to a function as a "null" value (`'null_sq_string'`, `'null_string'`) until it is stored.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Quote {
    /// `'...'`, and every char value the compiler makes itself.
    #[default]
    Single,
    /// `"..."`.
    Double,
    /// `''` written as a call's argument.
    NullSingle,
    /// `""` written as a call's argument.
    NullDouble,
}

impl Quote {
    /// The quote of a literal written in double quotes or not, `null` when it is an empty
    /// literal given straight to a builtin.
    pub fn written(double_quoted: bool, null: bool) -> Quote {
        match (double_quoted, null) {
            (false, false) => Quote::Single,
            (true, false) => Quote::Double,
            (false, true) => Quote::NullSingle,
            (true, true) => Quote::NullDouble,
        }
    }
}

/// The text of a char constant and its [`Quote`]. Derefs to the text, so folding that only
/// reads the characters ignores the quotes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Text {
    pub text: String,
    pub quote: Quote,
}

impl Text {
    pub fn new(text: impl Into<String>, quote: Quote) -> Text {
        Text {
            text: text.into(),
            quote,
        }
    }
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl From<String> for Text {
    fn from(text: String) -> Text {
        Text::new(text, Quote::Single)
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        Text::new(text, Quote::Single)
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// Unary operators.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    Neg,
    Not,
    Plus,
    /// `.'`
    Transpose,
    /// `'`
    CTranspose,
}

/// Binary operators (MATLAB's, elementwise ones with implicit expansion).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    MatMul,
    ElMul,
    MatRDiv,
    ElRDiv,
    MatLDiv,
    ElLDiv,
    MatPow,
    ElPow,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    /// `&` (elementwise)
    And,
    /// `|` (elementwise)
    Or,
}

impl BinOp {
    /// The mnemonic used by the text printer.
    pub fn mnemonic(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "plus",
            Sub => "minus",
            MatMul => "mtimes",
            ElMul => "times",
            MatRDiv => "mrdivide",
            ElRDiv => "rdivide",
            MatLDiv => "mldivide",
            ElLDiv => "ldivide",
            MatPow => "mpower",
            ElPow => "power",
            Lt => "lt",
            Le => "le",
            Gt => "gt",
            Ge => "ge",
            Eq => "eq",
            Ne => "ne",
            And => "and",
            Or => "or",
        }
    }

    /// The operator as Octave names it in its messages (`operator !=: nonconformant ...`).
    pub fn symbol(self) -> &'static str {
        use BinOp::*;
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
            Ne => "!=",
            And => "&",
            Or => "|",
        }
    }

    /// True for operators applied element by element (with implicit expansion).
    pub fn is_elementwise(self) -> bool {
        !matches!(
            self,
            BinOp::MatMul | BinOp::MatRDiv | BinOp::MatLDiv | BinOp::MatPow
        )
    }

    /// True for comparisons and `&`/`|` (logical results).
    pub fn is_logical(self) -> bool {
        use BinOp::*;
        matches!(self, Lt | Le | Gt | Ge | Eq | Ne | And | Or)
    }
}

impl UnOp {
    pub fn mnemonic(self) -> &'static str {
        match self {
            UnOp::Neg => "uminus",
            UnOp::Not => "not",
            UnOp::Plus => "uplus",
            UnOp::Transpose => "transpose",
            UnOp::CTranspose => "ctranspose",
        }
    }
}

/// Where a variable kept in memory lives (see [`InstData::Load`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CellKind {
    /// A `global` variable: one program-wide cell per name.
    Global,
    /// A `persistent` variable: one cell per (function, name), kept across calls.
    Persistent,
    /// A spill cell of a `try` block: one per (call frame, variable), so the `catch` block
    /// sees the values the variables had when the error was raised.
    Local,
}

/// A memory cell holding a MATLAB value; its initial contents are `[]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub kind: CellKind,
    /// The variable's name (internal names of the lowering may contain `\0`).
    pub name: String,
}

impl CellKind {
    pub fn mnemonic(self) -> &'static str {
        match self {
            CellKind::Global => "global",
            CellKind::Persistent => "persistent",
            CellKind::Local => "local",
        }
    }
}

/// A jump target with the arguments bound to its block parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockCall {
    pub block: Block,
    pub args: Vec<Value>,
}

/// One instruction. Results are recorded in the DFG (`dfg.inst_results`), so an instruction
/// may define zero, one or several values (multi-result calls).
#[derive(Clone, Debug, PartialEq)]
pub enum InstData {
    Const(Constant),
    Unary {
        op: UnOp,
        arg: Value,
    },
    Binary {
        op: BinOp,
        args: [Value; 2],
    },
    /// A call of a builtin (a row of the builtin table, or a lowering placeholder), with as
    /// many results as the call site asks for (`nargout`).
    Builtin {
        id: BuiltinId,
        args: Vec<Value>,
    },
    /// A call of a user function of the module.
    Call {
        func: FuncId,
        args: Vec<Value>,
    },
    /// `base(subs...)`; a subscript may be the `:` constant.
    Index {
        base: Value,
        subs: Vec<Value>,
    },
    /// `base(subs...) = rhs` as a new value (value semantics).
    Update {
        base: Value,
        subs: Vec<Value>,
        rhs: Value,
    },
    /// `base(subs...) = []`: deletion, as a new value.
    Delete {
        base: Value,
        subs: Vec<Value>,
    },
    /// `start:step:stop` as a row vector.
    Range {
        start: Value,
        step: Value,
        stop: Value,
    },
    /// `[a, b, ...]`
    HorzCat {
        args: Vec<Value>,
    },
    /// `[a; b; ...]`
    VertCat {
        args: Vec<Value>,
    },
    /// The value of `end` in subscript `pos` (0-based) of an index with `count` subscripts.
    End {
        base: Value,
        pos: u32,
        count: u32,
    },
    /// Convert an if/while condition to a C truth value (a logical scalar).
    Truth {
        arg: Value,
    },
    /// Display an unsuppressed result as Octave does (`name = ...`).
    Display {
        name: String,
        arg: Value,
    },
    /// A plain copy (inserted by passes; removed by copy propagation).
    Copy {
        arg: Value,
    },
    /// A value that is not defined on this path; using it is a run-time error naming `name`.
    Undef {
        name: String,
    },
    /// The value of a memory cell.
    Load {
        cell: Cell,
    },
    /// Writes a memory cell (a copy: later updates of `arg` do not change it).
    Store {
        cell: Cell,
        arg: Value,
    },
    /// Enters a protected region (the next statement of a `try` block): its one result is a
    /// logical, false on entry and true when an error raised inside the region came back
    /// here. The lowering branches on it at once (`brif caught, handler, region`).
    TryEnter,
    /// The caught error of the innermost handler, as Octave's scalar struct (`message`,
    /// `identifier`, `stack`): the value of `catch err`. First instruction of a handler block.
    Caught,
    /// Leaves a protected region (pops its handler) and continues at `next`. The `handler`
    /// edge is never taken at run time: it makes every value the handler may read live
    /// through the whole region, so no storage it needs is reused inside the region.
    TryExit {
        next: BlockCall,
        handler: BlockCall,
    },
    /// Unconditional jump.
    Jump {
        dest: BlockCall,
    },
    /// Two-way branch on a logical scalar.
    Brif {
        cond: Value,
        then_dest: BlockCall,
        else_dest: BlockCall,
    },
    /// Return the function's outputs (a script returns nothing).
    Return {
        vals: Vec<Value>,
    },
}

impl InstData {
    /// True for instructions that end a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstData::Jump { .. }
                | InstData::Brif { .. }
                | InstData::Return { .. }
                | InstData::TryExit { .. }
        )
    }

    /// The values this instruction reads, in order (block-call arguments included).
    pub fn args(&self) -> Vec<Value> {
        use InstData::*;
        match self {
            Const(_) | Undef { .. } | Load { .. } | TryEnter | Caught => vec![],
            Unary { arg, .. }
            | Truth { arg }
            | Display { arg, .. }
            | Copy { arg }
            | Store { arg, .. } => vec![*arg],
            Binary { args, .. } => args.to_vec(),
            Builtin { args, .. }
            | Call { args, .. }
            | HorzCat { args }
            | VertCat { args }
            | Return { vals: args } => args.clone(),
            Index { base, subs } | Delete { base, subs } => {
                let mut v = vec![*base];
                v.extend(subs);
                v
            }
            Update { base, subs, rhs } => {
                let mut v = vec![*base];
                v.extend(subs);
                v.push(*rhs);
                v
            }
            Range { start, step, stop } => vec![*start, *step, *stop],
            End { base, .. } => vec![*base],
            Jump { dest } => dest.args.clone(),
            TryExit { next, handler } => {
                let mut v = next.args.clone();
                v.extend(&handler.args);
                v
            }
            Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                let mut v = vec![*cond];
                v.extend(&then_dest.args);
                v.extend(&else_dest.args);
                v
            }
        }
    }

    /// Rewrites every value this instruction reads through `f`.
    pub fn map_args(&mut self, mut f: impl FnMut(Value) -> Value) {
        use InstData::*;
        match self {
            Const(_) | Undef { .. } | Load { .. } | TryEnter | Caught => {}
            Unary { arg, .. }
            | Truth { arg }
            | Display { arg, .. }
            | Copy { arg }
            | Store { arg, .. } => *arg = f(*arg),
            Binary { args, .. } => {
                for a in args {
                    *a = f(*a);
                }
            }
            Builtin { args, .. }
            | Call { args, .. }
            | HorzCat { args }
            | VertCat { args }
            | Return { vals: args } => {
                for a in args {
                    *a = f(*a);
                }
            }
            Index { base, subs } | Delete { base, subs } => {
                *base = f(*base);
                for a in subs {
                    *a = f(*a);
                }
            }
            Update { base, subs, rhs } => {
                *base = f(*base);
                for a in subs {
                    *a = f(*a);
                }
                *rhs = f(*rhs);
            }
            Range { start, step, stop } => {
                *start = f(*start);
                *step = f(*step);
                *stop = f(*stop);
            }
            End { base, .. } => *base = f(*base),
            Jump { dest } => {
                for a in &mut dest.args {
                    *a = f(*a);
                }
            }
            TryExit { next, handler } => {
                for a in next.args.iter_mut().chain(handler.args.iter_mut()) {
                    *a = f(*a);
                }
            }
            Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                *cond = f(*cond);
                for a in then_dest.args.iter_mut().chain(else_dest.args.iter_mut()) {
                    *a = f(*a);
                }
            }
        }
    }

    /// The successor block calls of a terminator.
    pub fn successors(&self) -> Vec<&BlockCall> {
        match self {
            InstData::Jump { dest } => vec![dest],
            InstData::Brif {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            InstData::TryExit { next, handler } => vec![next, handler],
            _ => vec![],
        }
    }

    /// Mutable successor block calls of a terminator.
    pub fn successors_mut(&mut self) -> Vec<&mut BlockCall> {
        match self {
            InstData::Jump { dest } => vec![dest],
            InstData::Brif {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            InstData::TryExit { next, handler } => vec![next, handler],
            _ => vec![],
        }
    }

    /// True when the instruction has an effect besides its results (output, or control).
    /// Operations that merely *may raise an error* are not "side-effecting" here; passes ask
    /// [`InstData::may_raise`] separately (MPE §5.5: DCE keeps them).
    pub fn has_side_effect(&self) -> bool {
        match self {
            // Whether a builtin is pure is the builtin table's knowledge, not the IR's: callers
            // that can consult it refine this conservative answer.
            InstData::Display { .. }
            | InstData::Call { .. }
            | InstData::Builtin { .. }
            | InstData::Store { .. }
            | InstData::TryEnter
            | InstData::Caught => true,
            // A load must not be merged with another load of the cell (a store or a call
            // may come between them), so it counts as an effect too.
            InstData::Load { .. } => true,
            _ => self.is_terminator(),
        }
    }

    /// True when executing the instruction may raise a run-time error (conformance, bounds,
    /// undefined values, non-scalar conditions), so DCE must keep it unless proven safe.
    pub fn may_raise(&self) -> bool {
        use InstData::*;
        match self {
            Const(_) | Copy { .. } | Jump { .. } | Return { .. } => false,
            Load { .. } | Store { .. } | TryEnter | Caught | TryExit { .. } => false,
            Unary { op, .. } => !matches!(op, UnOp::Plus),
            _ => true,
        }
    }
}

/// Octave's final element of a non-empty range `start:step:limit` whose arithmetic last
/// element is `last`: the limit itself once reached (`3:-1:-0` ends in -0), for constant
/// folding and the code generator's constant ranges alike.
pub fn range_final(last: f64, step: f64, limit: f64) -> f64 {
    if (step > 0.0 && last >= limit) || (step < 0.0 && last <= limit) {
        limit
    } else {
        last
    }
}
