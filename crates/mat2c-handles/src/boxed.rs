//! Function handles as run-time values: handles stored in cells and struct fields.
//!
//! After propagation ([`crate::resolve`]) and the run-time choice between known
//! handles ([`crate::dispatch`]) have done what they can, a handle placeholder that is
//! still used (stored into a cell or a field, passed where the compiler does not follow it)
//! becomes a run-time value: `%fh_box(site, text, captures...)`, the runtime's 1x1
//! `MT_FHANDLE` holding the creation site's index, Octave's text and the captured values.
//! The *sites* boxed anywhere in the program bound what such a value may be.
//!
//! A value that may hold one ([`maybe_handles`]: a box, a read out of a container, and what
//! carries those through block parameters, function inputs and outputs and memory cells)
//! may be called: `v(args)` on it becomes a switch on `%fh_site(v)`, one branch per boxed
//! site whose function accepts the call, which rebuilds the known handle `@fh{k}` from
//! `%fh_cap(v, j)` and calls it (propagation then makes that a direct call), and a default
//! branch indexing `v` as before (through a `Copy`, which marks it as done). A call that
//! can only be a call (`feval(v, ...)`, several results) stops with an error in the default
//! branch.

use std::collections::{HashMap, HashSet};

use mat2c_ir::handles::{HandleDef, Operator, Target, handle_id, handle_index, is_handle_query};
use mat2c_ir::{Bi, BinOp, Constant, FuncId, Function, Inst, InstData, Value};

use crate::Program;
use crate::ir::{brif, insts_in_layout, is_used, jump, new_block, push1, replace_uses};

const BOX: Bi = Bi::pct_fh_box;
const SITE: Bi = Bi::pct_fh_site;
const CAP: Bi = Bi::pct_fh_cap;

/// Makes every handle placeholder still used in `live` functions a run-time value. True
/// when it boxed any.
pub(crate) fn box_handles(prog: &mut Program<'_>, live: &[FuncId]) -> bool {
    let mut any = false;
    for &fid in live {
        // Backwards: a box reads the handles it captured, which are boxed in turn.
        for inst in insts_in_layout(&prog.module.funcs[fid]).into_iter().rev() {
            let f = &prog.module.funcs[fid];
            let InstData::Builtin { id, args } = &f.dfg.insts[inst] else {
                continue;
            };
            let Some(k) = handle_index(*id) else {
                continue;
            };
            if !is_used(f, f.dfg.first_result(inst)) {
                continue;
            }
            let caps = args.clone();
            let text = prog.handles[k].text.clone();
            let f = &mut prog.module.funcs[fid];
            let site = crate::ir::konst(f, inst, Constant::Num(k as f64));
            let text = crate::ir::konst(f, inst, Constant::Str(text.into()));
            let mut args = vec![site, text];
            args.extend(caps);
            f.dfg.insts[inst] = InstData::Builtin { id: BOX, args };
            prog.boxed_sites.insert(k);
            any = true;
        }
    }
    any
}

/// Per function, the values that may hold a run-time handle.
pub(crate) type MaybeHandles = HashMap<FuncId, HashSet<Value>>;

/// The values of `live` functions that may hold a run-time handle (empty when no handle
/// was boxed).
pub(crate) fn maybe_handles(prog: &Program<'_>, live: &[FuncId]) -> MaybeHandles {
    let mut sets: MaybeHandles = live.iter().map(|&f| (f, HashSet::new())).collect();
    if prog.boxed_sites.is_empty() {
        return sets;
    }
    let mut rets: HashMap<FuncId, Vec<bool>> = HashMap::new();
    // Memory cells (globals, persistents, spills) are followed as one.
    let mut stored = false;
    loop {
        let mut changed = false;
        for &fid in live {
            let f = &prog.module.funcs[fid];
            for inst in insts_in_layout(f) {
                let mut add: Vec<(FuncId, Value)> = Vec::new();
                let has = |sets: &MaybeHandles, v: Value| sets[&fid].contains(&v);
                let results = f.dfg.inst_results(inst);
                match &f.dfg.insts[inst] {
                    InstData::Builtin { id, .. } => {
                        let any = id == BOX
                            || mat2c_builtins::row(*id)
                                .is_some_and(|b| b.class == mat2c_builtins::ClassRule::Any);
                        if any {
                            add.extend(results.iter().map(|&r| (fid, r)));
                        }
                    }
                    InstData::Call { func, args } => {
                        if sets.contains_key(func) {
                            let g = *func;
                            let params = prog.module.funcs[g].params();
                            for (&a, &p) in args.iter().zip(params) {
                                if has(&sets, a) {
                                    add.push((g, p));
                                }
                            }
                        }
                        if let Some(r) = rets.get(func) {
                            for (&v, &t) in results.iter().zip(r) {
                                if t {
                                    add.push((fid, v));
                                }
                            }
                        }
                    }
                    InstData::Return { vals } => {
                        let r = rets.entry(fid).or_insert_with(|| vec![false; vals.len()]);
                        for (j, &v) in vals.iter().enumerate() {
                            if j < r.len() && !r[j] && sets[&fid].contains(&v) {
                                r[j] = true;
                                changed = true;
                            }
                        }
                    }
                    InstData::Store { arg, .. } if !stored && has(&sets, *arg) => {
                        stored = true;
                        changed = true;
                    }
                    InstData::Load { .. } if stored => {
                        add.extend(results.iter().map(|&r| (fid, r)));
                    }
                    d => {
                        for call in d.successors() {
                            let params = f.dfg.block_params(call.block);
                            for (&a, &p) in call.args.iter().zip(params) {
                                if has(&sets, a) {
                                    add.push((fid, p));
                                }
                            }
                        }
                    }
                }
                for (g, v) in add {
                    if let Some(s) = sets.get_mut(&g) {
                        changed |= s.insert(v);
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    sets
}

/// Splits every call through a value of `live` functions that may hold a run-time handle
/// into a switch over the boxed sites. True when it split any.
pub(crate) fn dispatch_calls(prog: &mut Program<'_>, live: &[FuncId]) -> bool {
    if prog.boxed_sites.is_empty() {
        return false;
    }
    let maybe = maybe_handles(prog, live);
    let mut any = false;
    for &fid in live {
        let set = &maybe[&fid];
        loop {
            let f = &prog.module.funcs[fid];
            let next = insts_in_layout(f)
                .into_iter()
                .find_map(|i| match &f.dfg.insts[i] {
                    InstData::Index { base, subs }
                        if set.contains(base) && is_call(f, *base, subs) =>
                    {
                        Some((i, *base, subs.clone(), true))
                    }
                    InstData::Builtin { id, args }
                        if *id == Bi::at_call && set.contains(&args[0]) =>
                    {
                        Some((i, args[0], args[1..].to_vec(), false))
                    }
                    _ => None,
                });
            let Some((inst, base, uargs, index)) = next else {
                break;
            };
            let f = &prog.module.funcs[fid];
            let nres = f.dfg.inst_results(inst).len();
            let used = f.dfg.inst_results(inst).iter().any(|&r| is_used(f, r));
            let sites: Vec<usize> = prog
                .boxed_sites
                .iter()
                .copied()
                .filter(|&k| accepts(&prog.handles[k], uargs.len(), nres, used))
                .collect();
            split(
                &mut prog.module.funcs[fid],
                prog.handles,
                inst,
                base,
                &sites,
                index,
            );
            any = true;
        }
    }
    any
}

/// False for an index that cannot be a call: a `:` or `end` subscript.
fn is_call(f: &Function, base: Value, subs: &[Value]) -> bool {
    !subs.iter().any(|&s| {
        f.dfg
            .defining_inst(s)
            .is_some_and(|i| match &f.dfg.insts[i] {
                InstData::Const(Constant::Colon) => true,
                InstData::End { base: b, .. } => *b == base,
                _ => false,
            })
    })
}

/// True when a call with `n` inputs and `nres` results (`used`: some are read) can go to
/// the function of handle `def` without a compile-time error.
fn accepts(def: &HandleDef, n: usize, nres: usize, used: bool) -> bool {
    match &def.target {
        Target::Operator(Operator::Binary(_)) => n == 2 && nres <= 1,
        Target::Operator(Operator::Unary(_)) => n == 1 && nres <= 1,
        Target::Builtin(name) if is_handle_query(name) => n == 1 && nres <= 1,
        Target::Builtin(name) => mat2c_builtins::lookup(name).is_some_and(|b| {
            let var = mat2c_builtins::VARIADIC;
            let max_out = if b.max_out == var {
                usize::MAX
            } else {
                b.max_out as usize
            };
            n >= b.min_in as usize
                && (b.max_in == var || n <= b.max_in as usize)
                && (nres <= max_out || (!used && nres == 1))
        }),
        Target::User(_) => {
            let outs = nres <= def.nout.max(1) || def.multi.iter().any(|(k, _)| *k == nres);
            n >= def.nin && outs && !(used && def.nout == 0)
        }
    }
}

/// Splits `at` (a call through `base` with user arguments `uargs`) into a switch over
/// `sites`; the default branch indexes `base` (`index`) or raises an error.
fn split(
    f: &mut Function,
    handles: &[HandleDef],
    at: Inst,
    base: Value,
    sites: &[usize],
    index: bool,
) {
    let b = f.layout.inst_block(at).expect("instruction in layout");
    let span = f.spans[at];
    let list = f.layout.block_insts(b).to_vec();
    let pos = list.iter().position(|&x| x == at).unwrap_or(0);
    let cont = new_block(f);
    f.layout.set_block_insts(b, list[..pos].to_vec());
    f.layout.set_block_insts(cont, list[pos + 1..].to_vec());
    let results = f.dfg.inst_results(at).to_vec();
    // Results nobody reads are not joined (a statement call of a procedure has none).
    let joined: Vec<Value> = results.iter().copied().filter(|&r| is_used(f, r)).collect();
    for &r in &joined {
        let c = f.dfg.append_block_param(cont);
        f.var_names[c] = f.var_names[r].clone();
        replace_uses(f, r, c);
    }
    let data = f.dfg.insts[at].clone();
    let nres = results.len();
    let pick = |f: &Function, i: Inst| -> Vec<Value> {
        let res = f.dfg.inst_results(i);
        results
            .iter()
            .zip(res)
            .filter(|(r, _)| joined.contains(r))
            .map(|(_, &n)| n)
            .collect()
    };
    let site = push1(
        f,
        b,
        InstData::Builtin {
            id: SITE,
            args: vec![base],
        },
        span,
    );
    let mut test = b;
    for &k in sites {
        let case = new_block(f);
        let next = new_block(f);
        let t = push1(
            f,
            test,
            InstData::Const(Constant::Num((k + 1) as f64)),
            span,
        );
        let eq = push1(
            f,
            test,
            InstData::Binary {
                op: BinOp::Eq,
                args: [site, t],
            },
            span,
        );
        let cond = push1(f, test, InstData::Truth { arg: eq }, span);
        brif(f, test, cond, case, next, span);
        let mut caps = Vec::new();
        for j in 0..handles[k].captures.len() {
            let jv = push1(f, case, InstData::Const(Constant::Num(j as f64)), span);
            caps.push(push1(
                f,
                case,
                InstData::Builtin {
                    id: CAP,
                    args: vec![base, jv],
                },
                span,
            ));
        }
        let h = push1(
            f,
            case,
            InstData::Builtin {
                id: handle_id(k),
                args: caps,
            },
            handles[k].span,
        );
        let mut d = data.clone();
        match &mut d {
            InstData::Index { base: b0, .. } => *b0 = h,
            InstData::Builtin { args, .. } => args[0] = h,
            _ => {}
        }
        let ci = f.push_inst(case, d, nres, span);
        let res = pick(f, ci);
        jump(f, case, cont, res, span);
        test = next;
    }
    // Not one of the sites: an ordinary index, or an error for what can only be a call.
    let res = if index {
        let plain = push1(f, test, InstData::Copy { arg: base }, span);
        let mut d = data;
        if let InstData::Index { base: b0, .. } = &mut d {
            *b0 = plain;
        }
        let i = f.push_inst(test, d, nres, span);
        pick(f, i)
    } else {
        let msg = push1(
            f,
            test,
            InstData::Const(Constant::Str(
                "mat2c: call through a value that is not a function handle the compiler knows"
                    .into(),
            )),
            span,
        );
        f.push_inst(
            test,
            InstData::Builtin {
                id: Bi::error,
                args: vec![msg],
            },
            0,
            span,
        );
        let e = push1(f, test, InstData::Const(Constant::Empty), span);
        vec![e; joined.len()]
    };
    jump(f, test, cont, res, span);
}
