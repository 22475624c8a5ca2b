//! Small edits of a function's IR used by handle resolution and dispatch: finding uses,
//! inserting and removing instructions, replacing results, reading known handles.

use mat2c_diag::Span;
use mat2c_ir::handles::handle_index;
use mat2c_ir::{Block, BlockCall, Constant, Function, Inst, InstData, Value};

/// The handle a value holds when it is known: (handle index, captured values).
pub(crate) fn handle_at(func: &Function, v: Value) -> Option<(usize, Vec<Value>)> {
    let i = func.dfg.defining_inst(v)?;
    match &func.dfg.insts[i] {
        InstData::Builtin { id, args } => Some((handle_index(*id)?, args.clone())),
        _ => None,
    }
}

/// The instructions of `func` in layout order (removed ones excluded).
pub(crate) fn insts_in_layout(func: &Function) -> Vec<Inst> {
    func.layout
        .blocks()
        .iter()
        .flat_map(|&b| func.layout.block_insts(b).to_vec())
        .collect()
}

/// True when an instruction in the layout reads `v`.
pub(crate) fn is_used(func: &Function, v: Value) -> bool {
    insts_in_layout(func)
        .into_iter()
        .any(|i| func.dfg.insts[i].args().contains(&v))
}

/// Makes every instruction that reads `from` read `to`.
pub(crate) fn replace_uses(func: &mut Function, from: Value, to: Value) {
    for i in insts_in_layout(func) {
        func.dfg.insts[i].map_args(|v| if v == from { to } else { v });
    }
}

/// Inserts a new instruction before `at` (same span) and returns it.
pub(crate) fn insert_before(func: &mut Function, at: Inst, data: InstData, nres: usize) -> Inst {
    let b = func.layout.inst_block(at).expect("instruction in layout");
    let new = func.dfg.make_inst(data, nres);
    func.spans[new] = func.spans[at];
    let mut list = func.layout.block_insts(b).to_vec();
    let pos = list.iter().position(|&x| x == at).unwrap_or(0);
    list.insert(pos, new);
    func.layout.set_block_insts(b, list);
    new
}

/// Takes `i` out of the layout.
pub(crate) fn remove_inst(func: &mut Function, i: Inst) {
    if let Some(b) = func.layout.inst_block(i) {
        func.layout.retain_insts(b, |x| x != i);
    }
}

/// Replaces `at` by an instruction with `nres` results (fewer than before; the dropped ones
/// must be unused), keeping the uses of the kept ones.
pub(crate) fn replace_with_fewer(func: &mut Function, at: Inst, data: InstData, nres: usize) {
    let old: Vec<Value> = func.dfg.inst_results(at).to_vec();
    let new = insert_before(func, at, data, nres);
    let fresh: Vec<Value> = func.dfg.inst_results(new).to_vec();
    for (o, n) in old.iter().zip(fresh) {
        replace_uses(func, *o, n);
        func.var_names[n] = func.var_names[*o].clone();
    }
    remove_inst(func, at);
}

/// A constant inserted before `at`.
pub(crate) fn konst(func: &mut Function, at: Inst, c: Constant) -> Value {
    let i = insert_before(func, at, InstData::Const(c), 1);
    func.dfg.first_result(i)
}

/// A new block appended to the layout.
pub(crate) fn new_block(f: &mut Function) -> Block {
    let b = f.dfg.make_block();
    f.layout.append_block(b);
    b
}

/// Ends `from` with a jump to `to` passing `args`.
pub(crate) fn jump(f: &mut Function, from: Block, to: Block, args: Vec<Value>, span: Span) {
    f.push_inst(
        from,
        InstData::Jump {
            dest: BlockCall { block: to, args },
        },
        0,
        span,
    );
}

/// Ends `from` with a branch on `cond` to `then_block` or `else_block` (no arguments).
pub(crate) fn brif(
    f: &mut Function,
    from: Block,
    cond: Value,
    then_block: Block,
    else_block: Block,
    span: Span,
) {
    f.push_inst(
        from,
        InstData::Brif {
            cond,
            then_dest: BlockCall {
                block: then_block,
                args: vec![],
            },
            else_dest: BlockCall {
                block: else_block,
                args: vec![],
            },
        },
        0,
        span,
    );
}

/// Appends a one-result instruction to `b` and returns its result.
pub(crate) fn push1(f: &mut Function, b: Block, data: InstData, span: Span) -> Value {
    let i = f.push_inst(b, data, 1, span);
    f.dfg.first_result(i)
}
