//! Functions, their block layout, and the module.

use cranelift_entity::{PrimaryMap, SecondaryMap};
use mat2c_diag::Span;

use crate::{BinOp, Block, DataFlowGraph, FuncId, Inst, InstData, UnOp, Value};

/// The order of blocks and of instructions within each block.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    blocks: Vec<Block>,
    insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, Option<Block>>,
}

impl Layout {
    pub fn append_block(&mut self, b: Block) {
        debug_assert!(!self.blocks.contains(&b));
        self.blocks.push(b);
    }

    pub fn append_inst(&mut self, b: Block, i: Inst) {
        self.insts[b].push(i);
        self.inst_block[i] = Some(b);
    }

    /// Blocks in layout order; the first is the entry.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    pub fn entry(&self) -> Option<Block> {
        self.blocks.first().copied()
    }

    pub fn block_insts(&self, b: Block) -> &[Inst] {
        &self.insts[b]
    }

    pub fn inst_block(&self, i: Inst) -> Option<Block> {
        self.inst_block[i]
    }

    /// The terminator of `b`, if the block has one.
    pub fn last_inst(&self, b: Block) -> Option<Inst> {
        self.insts[b].last().copied()
    }

    /// Keeps only the instructions for which `keep` is true, in order.
    pub fn retain_insts(&mut self, b: Block, mut keep: impl FnMut(Inst) -> bool) {
        let mut removed = Vec::new();
        self.insts[b].retain(|&i| {
            let k = keep(i);
            if !k {
                removed.push(i);
            }
            k
        });
        for i in removed {
            self.inst_block[i] = None;
        }
    }

    /// Removes a block (and its instructions) from the layout.
    pub fn remove_block(&mut self, b: Block) {
        self.blocks.retain(|&x| x != b);
        for i in std::mem::take(&mut self.insts[b]) {
            self.inst_block[i] = None;
        }
    }

    /// Replaces the instruction list of `b`.
    pub fn set_block_insts(&mut self, b: Block, insts: Vec<Inst>) {
        for &i in &self.insts[b] {
            self.inst_block[i] = None;
        }
        for &i in &insts {
            self.inst_block[i] = Some(b);
        }
        self.insts[b] = insts;
    }
}

/// One MATLAB function (or the script body) in SSA form.
#[derive(Clone, Debug, Default)]
pub struct Function {
    pub name: String,
    /// True for the body of a script file (its variables are displayed by name, it has no
    /// inputs or outputs).
    pub is_script: bool,
    /// The specialisation number when the source function was cloned into several type
    /// variants (printed and emitted as `name__k`); `None` for a function with one variant.
    pub variant: Option<u32>,
    /// Names of the declared inputs and outputs, for printing and C naming.
    pub input_names: Vec<String>,
    pub output_names: Vec<String>,
    pub dfg: DataFlowGraph,
    pub layout: Layout,
    /// Source span of each instruction (side table).
    pub spans: SecondaryMap<Inst, Span>,
    /// Source variable each value was assigned to, if any (side table, for C names and
    /// diagnostics).
    pub var_names: SecondaryMap<Value, Option<String>>,
    /// The variable an `Index`/`Delete` instruction or a cell subscript (`%brace`,
    /// `%cs_row`, `%brace_set`, ...) subscripts, named in Octave's index errors (`k(3): out
    /// of bound 1`); empty for a literal or computed base (`index (3)`). Kept per
    /// instruction: optimisation replaces the base value (a loop counter folded to a
    /// constant, a copy, a shared constant) and the value's name with it.
    pub index_names: SecondaryMap<Inst, Option<String>>,
    /// The matrix products whose operand is transposed in the product itself (`A'*B`,
    /// `A*B.'`): Octave makes each one BLAS call with a transpose flag (its compound
    /// operators; `A*A'` of one matrix a rank-k update), while `At = A'; At*B` multiplies
    /// the transposed copy, which can differ in the last bits. Likewise the left division
    /// `A' \ b` (trans_ldiv: the solver gets A and the flag). Kept per instruction.
    pub compound_products: SecondaryMap<Inst, bool>,
    /// Every assignment of a source variable, in lowering order: the variable, the span of
    /// the assignment and the value it gave the variable (side table, for the report). Passes
    /// that replace a value by another rewrite it here too (`rewrite_uses`); an entry whose
    /// value is no longer defined was optimised away. Unlike `var_names` (one name per value)
    /// it keeps `b = a` and a CSE'd `b = zeros(n)` as assignments of `b`.
    pub assigns: Vec<(String, Span, Value)>,
    /// Spans of the `parfor` statements whose bodies follow MATLAB's parfor rules: the
    /// counter test `k < n` of such a loop's header carries its span, and codegen may run
    /// the loop on several threads.
    pub parfor: Vec<Span>,
    /// The name Octave gives this function in an error's `called from` backtrace
    /// (`prog`, `prog>sub`, `sub>@<anonymous>`); empty for a function that has no frame.
    pub frame: String,
    /// Errors an instruction raises inside the frame of the function named here, before its
    /// first statement (a call through a handle with too many inputs fails in the callee,
    /// where Octave's backtrace names it without a position).
    pub callee_frames: SecondaryMap<Inst, Option<String>>,
}

impl Function {
    /// For a compound product (`compound_products`): which argument is the transpose it
    /// folds (Octave looks at the left operand first), the matrix under that transpose and
    /// the transpose. The product reads that matrix itself (codegen hands it to the BLAS
    /// with a transpose flag), so it stays live until the product.
    pub fn compound_operand(&self, i: Inst) -> Option<(usize, Value, UnOp)> {
        if !self.compound_products[i] {
            return None;
        }
        let InstData::Binary {
            op: op @ (BinOp::MatMul | BinOp::MatLDiv),
            args,
        } = self.inst(i)
        else {
            return None;
        };
        // a division folds its left operand only
        let folds = if *op == BinOp::MatLDiv { 1 } else { 2 };
        args.iter().take(folds).enumerate().find_map(|(k, &a)| {
            let d = self.dfg.defining_inst(a)?;
            match self.inst(d) {
                InstData::Unary {
                    op: op @ (UnOp::Transpose | UnOp::CTranspose),
                    arg,
                } => Some((k, *arg, *op)),
                _ => None,
            }
        })
    }

    pub fn new(name: impl Into<String>) -> Self {
        Function {
            name: name.into(),
            ..Default::default()
        }
    }

    /// The values flowing into each block parameter along the terminators' edges, in
    /// layout order (empty for the entry block's parameters: the function's inputs).
    pub fn param_incoming(&self) -> SecondaryMap<Value, Vec<Value>> {
        let mut incoming: SecondaryMap<Value, Vec<Value>> = SecondaryMap::new();
        for &b in self.layout.blocks() {
            let Some(t) = self.layout.last_inst(b) else {
                continue;
            };
            for call in self.inst(t).successors() {
                for (&p, &a) in self.dfg.block_params(call.block).iter().zip(&call.args) {
                    incoming[p].push(a);
                }
            }
        }
        incoming
    }

    /// The name with the variant suffix (`foo__2`), for printing and C names.
    pub fn variant_name(&self) -> String {
        match self.variant {
            Some(k) => format!("{}__{k}", self.name),
            None => self.name.clone(),
        }
    }

    /// The entry block's parameters are the function's inputs.
    pub fn params(&self) -> &[Value] {
        match self.layout.entry() {
            Some(b) => self.dfg.block_params(b),
            None => &[],
        }
    }

    /// Appends a new instruction at the end of `block`.
    pub fn push_inst(&mut self, block: Block, data: InstData, nresults: usize, span: Span) -> Inst {
        let inst = self.dfg.make_inst(data, nresults);
        self.layout.append_inst(block, inst);
        self.spans[inst] = span;
        inst
    }

    /// The data of an instruction.
    pub fn inst(&self, i: Inst) -> &InstData {
        &self.dfg.insts[i]
    }

    /// How many times each value is read by the laid-out instructions (block-call
    /// arguments included).
    pub fn use_counts(&self) -> SecondaryMap<Value, u32> {
        let mut uses = SecondaryMap::new();
        for &b in self.layout.blocks() {
            for &i in self.layout.block_insts(b) {
                for a in self.inst(i).args() {
                    uses[a] += 1;
                }
            }
        }
        uses
    }
}

/// A whole program: the entry function and every user function it may call.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub funcs: PrimaryMap<FuncId, Function>,
    /// The function `main` runs (a script body or a function).
    pub entry: Option<FuncId>,
}

impl Module {
    pub fn new() -> Self {
        Self::default()
    }
}
