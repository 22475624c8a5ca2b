//! The IR verifier: run after every pass in tests.

use std::fmt;

use cranelift_entity::{EntityRef, SecondaryMap};

use crate::{
    Block, ControlFlowGraph, DominatorTree, FuncId, Function, Inst, InstData, Module, Value,
    ValueDef,
};

/// One broken invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    pub func: String,
    pub inst: Option<Inst>,
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inst {
            Some(i) => write!(f, "{}: {}: {}", self.func, i, self.message),
            None => write!(f, "{}: {}", self.func, self.message),
        }
    }
}

/// Verifies every function of the module.
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifierError>> {
    let mut errs = Vec::new();
    for (_, f) in m.funcs.iter() {
        verify_into(f, Some(m), &mut errs);
    }
    if errs.is_empty() { Ok(()) } else { Err(errs) }
}

/// Verifies one function (calls are checked against the module when given).
pub fn verify_function(f: &Function) -> Result<(), Vec<VerifierError>> {
    let mut errs = Vec::new();
    verify_into(f, None, &mut errs);
    if errs.is_empty() { Ok(()) } else { Err(errs) }
}

/// Verifies function `f` of module `m` with its dominator tree already computed (a pass
/// manager's cached analysis); it must be that of `f` as it is now.
pub fn verify_function_with(
    f: &Function,
    m: &Module,
    dt: &DominatorTree,
) -> Result<(), Vec<VerifierError>> {
    let mut errs = Vec::new();
    verify_with(f, Some(m), dt, &mut errs);
    if errs.is_empty() { Ok(()) } else { Err(errs) }
}

fn verify_into(f: &Function, m: Option<&Module>, errs: &mut Vec<VerifierError>) {
    let cfg = ControlFlowGraph::compute(f);
    let dt = DominatorTree::compute(f, &cfg);
    verify_with(f, m, &dt, errs);
}

fn verify_with(
    f: &Function,
    m: Option<&Module>,
    dt: &DominatorTree,
    errs: &mut Vec<VerifierError>,
) {
    let err = |errs: &mut Vec<VerifierError>, inst: Option<Inst>, msg: String| {
        errs.push(VerifierError {
            func: f.name.clone(),
            inst,
            message: msg,
        })
    };
    if f.layout.entry().is_none() {
        err(errs, None, "function has no blocks".into());
        return;
    }
    let in_layout: SecondaryMap<Block, bool> = {
        let mut s = SecondaryMap::new();
        for &b in f.layout.blocks() {
            s[b] = true;
        }
        s
    };
    // Terminators and block calls.
    for &b in f.layout.blocks() {
        let insts = f.layout.block_insts(b);
        match insts.last() {
            Some(&t) if f.inst(t).is_terminator() => {}
            _ => err(errs, None, format!("{b} does not end with a terminator")),
        }
        for &i in &insts[..insts.len().saturating_sub(1)] {
            if f.inst(i).is_terminator() {
                err(errs, Some(i), format!("terminator in the middle of {b}"));
            }
        }
        for &i in insts {
            if f.layout.inst_block(i) != Some(b) {
                err(errs, Some(i), format!("layout says it is not in {b}"));
            }
            for call in f.inst(i).successors() {
                if !in_layout[call.block] {
                    err(
                        errs,
                        Some(i),
                        format!("jumps to {} not in layout", call.block),
                    );
                } else if call.args.len() != f.dfg.block_params(call.block).len() {
                    err(
                        errs,
                        Some(i),
                        format!(
                            "passes {} arguments to {} which has {} parameters",
                            call.args.len(),
                            call.block,
                            f.dfg.block_params(call.block).len()
                        ),
                    );
                }
            }
            check_shape(f, i, m, errs);
        }
    }
    // Dominance of every use.
    // Position of each instruction in its block, so a same-block use is checked in O(1)
    // (a scan of the block made the verifier quadratic on big straight-line code).
    let mut at: SecondaryMap<Inst, usize> = SecondaryMap::with_default(usize::MAX);
    for &b in f.layout.blocks() {
        for (pos, &i) in f.layout.block_insts(b).iter().enumerate() {
            at[i] = pos;
        }
    }
    for &b in f.layout.blocks() {
        if !dt.is_reachable(b) {
            continue;
        }
        let insts = f.layout.block_insts(b);
        for (pos, &i) in insts.iter().enumerate() {
            for v in f.inst(i).args() {
                if !defined_before(f, dt, &at, v, b, pos) {
                    err(
                        errs,
                        Some(i),
                        format!("use of {v} not dominated by its definition"),
                    );
                }
            }
        }
    }
}

fn defined_before(
    f: &Function,
    dt: &DominatorTree,
    at: &SecondaryMap<Inst, usize>,
    v: Value,
    b: Block,
    pos: usize,
) -> bool {
    if v.index() >= f.dfg.num_values() {
        return false;
    }
    match f.dfg.value_def(v) {
        ValueDef::Param(pb, _) => dt.dominates(pb, b),
        ValueDef::Result(di, _) => match f.layout.inst_block(di) {
            None => false,
            Some(db) if db == b => at[di] < pos,
            Some(db) => dt.dominates(db, b),
        },
    }
}

fn check_shape(f: &Function, i: Inst, m: Option<&Module>, errs: &mut Vec<VerifierError>) {
    let nres = f.dfg.inst_results(i).len();
    let expect_one = |errs: &mut Vec<VerifierError>| {
        if nres != 1 {
            errs.push(VerifierError {
                func: f.name.clone(),
                inst: Some(i),
                message: format!("expected 1 result, has {nres}"),
            });
        }
    };
    match f.inst(i) {
        InstData::Jump { .. }
        | InstData::Brif { .. }
        | InstData::Return { .. }
        | InstData::Display { .. }
        | InstData::Store { .. }
        | InstData::TryExit { .. } => {
            if nres != 0 {
                errs.push(VerifierError {
                    func: f.name.clone(),
                    inst: Some(i),
                    message: "instruction without results has results".into(),
                });
            }
        }
        InstData::Builtin { .. } => {}
        InstData::Call { func, .. } => {
            if let Some(m) = m {
                check_call(f, i, *func, nres, m, errs);
            }
        }
        _ => expect_one(errs),
    }
    if let InstData::Return { vals } = f.inst(i)
        && vals.len() != f.output_names.len()
    {
        errs.push(VerifierError {
            func: f.name.clone(),
            inst: Some(i),
            message: format!(
                "returns {} values but the function has {} outputs",
                vals.len(),
                f.output_names.len()
            ),
        });
    }
}

fn check_call(
    f: &Function,
    i: Inst,
    func: FuncId,
    nres: usize,
    m: &Module,
    errs: &mut Vec<VerifierError>,
) {
    match m.funcs.get(func) {
        None => errs.push(VerifierError {
            func: f.name.clone(),
            inst: Some(i),
            message: format!("calls unknown {func}"),
        }),
        Some(callee) if nres > callee.output_names.len().max(1) => errs.push(VerifierError {
            func: f.name.clone(),
            inst: Some(i),
            message: format!(
                "asks {nres} results of {} which has {}",
                callee.name,
                callee.output_names.len()
            ),
        }),
        Some(_) => {}
    }
}
