//! SSA construction after Braun et al., "Simple and Efficient Construction of Static Single
//! Assignment Form" (CC 2013): variables are read and written per block, φs become block
//! parameters, and blocks are sealed once all their predecessors are known.
//!
//! Trivial parameters (all incoming values equal) are removed in [`SsaBuilder::finish`], which
//! also rewrites every use through the resulting aliases.

use cranelift_entity::SecondaryMap;
use indexmap::IndexMap;
use mat2c_diag::Span;
use mat2c_ir::{Block, BlockCall, Function, Inst, InstData, Value};

/// A source variable of the function being built.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Var(u32);

pub(crate) struct SsaBuilder {
    pub(crate) func: Function,
    vars: IndexMap<String, Var>,
    defs: SecondaryMap<Block, IndexMap<Var, Value>>,
    sealed: SecondaryMap<Block, bool>,
    incomplete: SecondaryMap<Block, Vec<(Var, Value)>>,
    /// Predecessor edges: (pred block, its terminator).
    preds: SecondaryMap<Block, Vec<(Block, Inst)>>,
    /// `Undef` instructions to place at the top of the entry block.
    undefs: Vec<Inst>,
    entry: Block,
    alias: SecondaryMap<Value, Option<Value>>,
}

impl SsaBuilder {
    pub(crate) fn new(func: Function) -> Self {
        let mut func = func;
        let entry = func.dfg.make_block();
        func.layout.append_block(entry);
        let mut b = SsaBuilder {
            func,
            vars: IndexMap::new(),
            defs: SecondaryMap::new(),
            sealed: SecondaryMap::new(),
            incomplete: SecondaryMap::new(),
            preds: SecondaryMap::new(),
            undefs: Vec::new(),
            entry,
            alias: SecondaryMap::new(),
        };
        b.sealed[entry] = true;
        b
    }

    pub(crate) fn entry(&self) -> Block {
        self.entry
    }

    pub(crate) fn var(&mut self, name: &str) -> Var {
        let n = self.vars.len() as u32;
        *self.vars.entry(name.to_string()).or_insert(Var(n))
    }

    pub(crate) fn var_name(&self, v: Var) -> &str {
        self.vars
            .get_index(v.0 as usize)
            .map_or("?", |(k, _)| k.as_str())
    }

    pub(crate) fn create_block(&mut self) -> Block {
        let b = self.func.dfg.make_block();
        self.func.layout.append_block(b);
        b
    }

    pub(crate) fn def_var(&mut self, var: Var, block: Block, v: Value) {
        self.defs[block].insert(var, v);
        if self.func.var_names[v].is_none() && !self.var_name(var).starts_with('\0') {
            self.func.var_names[v] = Some(self.var_name(var).to_string());
        }
    }

    /// A fresh `Undef` value of `var` (a variable `clear` removed).
    pub(crate) fn undef(&mut self, var: Var) -> Value {
        let name = self.var_name(var).to_string();
        let inst = self.func.dfg.make_inst(InstData::Undef { name }, 1);
        self.undefs.push(inst);
        self.func.dfg.first_result(inst)
    }

    pub(crate) fn use_var(&mut self, var: Var, block: Block) -> Value {
        if let Some(&v) = self.defs[block].get(&var) {
            return v;
        }
        self.use_var_recursive(var, block)
    }

    fn use_var_recursive(&mut self, var: Var, block: Block) -> Value {
        let v = if !self.sealed[block] {
            let p = self.func.dfg.append_block_param(block);
            self.incomplete[block].push((var, p));
            p
        } else if block == self.entry {
            let name = self.var_name(var).to_string();
            let inst = self.func.dfg.make_inst(InstData::Undef { name }, 1);
            self.undefs.push(inst);
            self.func.dfg.first_result(inst)
        } else if self.preds[block].len() == 1 {
            let p = self.preds[block][0].0;
            self.use_var(var, p)
        } else {
            let p = self.func.dfg.append_block_param(block);
            self.def_var(var, block, p);
            self.add_phi_operands(var, block, p);
            p
        };
        self.def_var(var, block, v);
        v
    }

    fn add_phi_operands(&mut self, var: Var, block: Block, _param: Value) {
        let preds = self.preds[block].clone();
        for (pred, term) in preds {
            let v = self.use_var(var, pred);
            for call in self.func.dfg.insts[term].successors_mut() {
                if call.block == block {
                    call.args.push(v);
                }
            }
        }
    }

    /// Declares that all predecessors of `block` are known.
    pub(crate) fn seal(&mut self, block: Block) {
        if self.sealed[block] {
            return;
        }
        let pending = std::mem::take(&mut self.incomplete[block]);
        for (var, p) in pending {
            self.add_phi_operands(var, block, p);
        }
        self.sealed[block] = true;
    }

    /// Appends a non-terminator instruction.
    pub(crate) fn ins(&mut self, block: Block, data: InstData, nres: usize, span: Span) -> Inst {
        debug_assert!(!data.is_terminator());
        self.func.push_inst(block, data, nres, span)
    }

    /// Appends a terminator and records the edges it creates. Successor blocks must not be
    /// sealed yet. Block arguments for already-created parameters are filled in here.
    pub(crate) fn terminate(&mut self, block: Block, data: InstData, span: Span) -> Inst {
        debug_assert!(data.is_terminator());
        let succs: Vec<Block> = data.successors().iter().map(|c| c.block).collect();
        let inst = self.func.push_inst(block, data, 0, span);
        for s in succs {
            debug_assert!(!self.sealed[s], "edge into sealed {s}");
            // One entry per terminator even when both arms of a branch go to `s`: argument
            // lists are extended per block call, not per entry.
            if !self.preds[s].contains(&(block, inst)) {
                self.preds[s].push((block, inst));
            }
        }
        inst
    }

    /// A jump with no explicit arguments (φ arguments are added during sealing).
    pub(crate) fn jump(&mut self, from: Block, to: Block, span: Span) {
        self.terminate(
            from,
            InstData::Jump {
                dest: BlockCall {
                    block: to,
                    args: vec![],
                },
            },
            span,
        );
    }

    pub(crate) fn brif(&mut self, from: Block, cond: Value, t: Block, e: Block, span: Span) {
        self.terminate(
            from,
            InstData::Brif {
                cond,
                then_dest: BlockCall {
                    block: t,
                    args: vec![],
                },
                else_dest: BlockCall {
                    block: e,
                    args: vec![],
                },
            },
            span,
        );
    }

    fn resolve(&self, mut v: Value) -> Value {
        while let Some(a) = self.alias[v] {
            v = a;
        }
        v
    }

    /// Removes trivial block parameters, rewrites uses through aliases, places `Undef`s at the
    /// top of the entry block and returns the finished function.
    pub(crate) fn finish(mut self) -> Function {
        let blocks: Vec<Block> = self.func.layout.blocks().to_vec();
        loop {
            let mut changed = false;
            for &b in &blocks {
                let mut i = 0;
                while i < self.func.dfg.block_params(b).len() {
                    let p = self.func.dfg.block_params(b)[i];
                    let mut same: Option<Value> = None;
                    let mut trivial = true;
                    for &(_, term) in &self.preds[b] {
                        for call in self.func.dfg.insts[term].successors() {
                            if call.block != b {
                                continue;
                            }
                            let a = self.resolve(call.args[i]);
                            if a == p || Some(a) == same {
                                continue;
                            }
                            if same.is_some() {
                                trivial = false;
                            }
                            same = Some(a);
                        }
                    }
                    if trivial && let Some(s) = same {
                        self.alias[p] = Some(s);
                        self.func.dfg.remove_block_param(b, i);
                        for &(_, term) in &self.preds[b] {
                            for call in self.func.dfg.insts[term].successors_mut() {
                                if call.block == b {
                                    call.args.remove(i);
                                }
                            }
                        }
                        if self.func.var_names[s].is_none() {
                            self.func.var_names[s] = self.func.var_names[p].clone();
                        }
                        changed = true;
                    } else {
                        i += 1;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        // Rewrite every use through the aliases.
        let insts: Vec<Inst> = self.func.dfg.insts.keys().collect();
        for i in insts {
            let mut data = self.func.dfg.insts[i].clone();
            data.map_args(|v| self.resolve(v));
            self.func.dfg.insts[i] = data;
        }
        let assigns: Vec<Value> = self
            .func
            .assigns
            .iter()
            .map(|a| self.resolve(a.2))
            .collect();
        for (a, v) in self.func.assigns.iter_mut().zip(assigns) {
            a.2 = v;
        }
        // Undefs go first in the entry block so they dominate every use.
        if !self.undefs.is_empty() {
            let mut insts = std::mem::take(&mut self.undefs);
            insts.extend_from_slice(self.func.layout.block_insts(self.entry));
            self.func.layout.set_block_insts(self.entry, insts);
        }
        self.func
    }
}
