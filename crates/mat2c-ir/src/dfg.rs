//! The data-flow graph: instructions, values and blocks, separate from their order.

use cranelift_entity::{PrimaryMap, SecondaryMap};

use crate::{Block, Inst, InstData, Value};

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result number `idx` of an instruction.
    Result(Inst, u32),
    /// Parameter number `idx` of a block.
    Param(Block, u32),
}

#[derive(Clone, Debug, Default)]
pub(crate) struct BlockData {
    pub(crate) params: Vec<Value>,
}

/// Instructions, values and blocks of one function.
#[derive(Clone, Debug, Default)]
pub struct DataFlowGraph {
    pub insts: PrimaryMap<Inst, InstData>,
    results: SecondaryMap<Inst, Vec<Value>>,
    values: PrimaryMap<Value, ValueDef>,
    blocks: PrimaryMap<Block, BlockData>,
}

impl DataFlowGraph {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn make_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    pub fn append_block_param(&mut self, block: Block) -> Value {
        let idx = self.blocks[block].params.len() as u32;
        let v = self.values.push(ValueDef::Param(block, idx));
        self.blocks[block].params.push(v);
        v
    }

    /// Removes parameter `idx` of `block`; the caller fixes the jumps into it.
    pub fn remove_block_param(&mut self, block: Block, idx: usize) {
        self.blocks[block].params.remove(idx);
        for (i, &p) in self.blocks[block].params.iter().enumerate() {
            self.values[p] = ValueDef::Param(block, i as u32);
        }
    }

    pub fn block_params(&self, block: Block) -> &[Value] {
        &self.blocks[block].params
    }

    /// Creates an instruction with `nresults` results.
    pub fn make_inst(&mut self, data: InstData, nresults: usize) -> Inst {
        let inst = self.insts.push(data);
        let results = (0..nresults)
            .map(|i| self.values.push(ValueDef::Result(inst, i as u32)))
            .collect();
        self.results[inst] = results;
        inst
    }

    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        &self.results[inst]
    }

    /// The first result of `inst`; panics if it has none (a compiler bug).
    pub fn first_result(&self, inst: Inst) -> Value {
        self.results[inst][0]
    }

    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v]
    }

    /// The instruction defining `v`, if it is an instruction result.
    pub fn defining_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v] {
            ValueDef::Result(i, _) => Some(i),
            ValueDef::Param(..) => None,
        }
    }

    pub fn values(&self) -> impl Iterator<Item = Value> + '_ {
        self.values.keys()
    }

    pub fn blocks(&self) -> impl Iterator<Item = Block> + '_ {
        self.blocks.keys()
    }
}
