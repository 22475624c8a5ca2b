//! Handles chosen at run time: `if c, f = @sin; else f = @cos; end; f(x)`.
//!
//! A block parameter whose incoming values are all handles (directly or through other such
//! parameters) may hold any of a known set of handles. It becomes a double *tag* (handle
//! index + 1), the captured values of each possible handle travel in parameters beside it,
//! and every instruction that uses it is split into a
//! dispatch: a chain of `tag == k` tests branching to one copy of the instruction per
//! possible handle, each using the known handle `@fh{k}`, joined in a continuation block
//! whose parameters are the results. The copies are ordinary uses of known handles, which
//! [`crate::resolve`] then turns into direct calls (cloning callees as usual).
//! A function that returns such a handle returns its tag and, after its outputs, the
//! captured values of each handle it may be; its callers' results are then tags too
//! ([`Seed`]). A tag that would reach a value that is not a handle is `E0602`.

use std::collections::BTreeSet;

use indexmap::IndexMap;
use mat2c_diag::Span;
use mat2c_ir::handles::{HandleDef, handle_id};
use mat2c_ir::{BinOp, Block, Constant, FuncId, Function, Inst, InstData, Value};

use crate::ir::{
    brif, handle_at, insert_before, insts_in_layout, jump, new_block, push1, remove_inst,
    replace_uses,
};
use crate::{Program, e0602};

/// A call result holding a tag: the callee returns a handle chosen at run time, as its tag
/// and, for each handle it may be, that handle's captured values (more call results).
#[derive(Clone, Debug)]
pub(crate) struct Seed {
    value: Value,
    set: BTreeSet<usize>,
    caps: Vec<(usize, Vec<Value>)>,
}

/// Turns the run-time choices of handles in `fid` into dispatches. True when it did any.
pub(crate) fn dispatch(prog: &mut Program<'_>, fid: FuncId) -> bool {
    let mut seeds = prog.tag_seeds.shift_remove(&fid).unwrap_or_default();
    // A parameter whose tag would leave the function or meet other values (a closure
    // rebuilt from itself in a loop, a handle on one path and a number on another) is not
    // tagged: its handles stay as they are and become run-time values (`boxed`).
    // Each try that finds such parameters starts again from the function as it was.
    let mut original = prog.module.funcs[fid].clone();
    let mut excluded: BTreeSet<Value> = BTreeSet::new();
    let (sets, caps, returned, escapes) = loop {
        prog.module.funcs[fid] = original.clone();
        let f = &mut prog.module.funcs[fid];
        let mut sets = handle_params(f, &excluded);
        let mut caps = capture_params(f, prog.handles, &sets);
        for s in &seeds {
            for (k, v) in &s.caps {
                caps.insert((s.value, *k), v.clone());
            }
            sets.insert(s.value, s.set.clone());
        }
        if sets.is_empty() {
            return false;
        }
        tag(f, &sets);
        // The dispatch tests themselves read the tag; they are not split.
        let mut tests: Vec<Inst> = Vec::new();
        while let Some((inst, p)) = next_use(f, &sets, &tests) {
            split(f, prog.handles, inst, p, &sets[&p], &caps, &mut tests);
        }
        let returned = if prog.module.entry == Some(fid) {
            vec![]
        } else {
            returned_tags(f, &sets)
        };
        let escapes = escaping(f, &sets, &returned);
        let seeded = |v: &Value| seeds.iter().any(|s| s.value == *v);
        let bad: Vec<Value> = escapes.iter().flat_map(|e| e.2.iter().copied()).collect();
        let more: Vec<Value> = bad
            .iter()
            .copied()
            .filter(|v| !seeded(v) && !excluded.contains(v))
            .collect();
        // A call result holding a tag that escapes (a closure built around the handle a
        // recursive call returns) becomes the handle it stands for, joined from a branch
        // per possible handle: a run-time value from then on.
        let (gone, kept): (Vec<Seed>, Vec<Seed>) =
            seeds.drain(..).partition(|s| bad.contains(&s.value));
        seeds = kept;
        if more.is_empty() && gone.is_empty() {
            break (sets, caps, returned, escapes);
        }
        for s in &gone {
            excluded.insert(materialize(&mut original, prog.handles, s));
        }
        excluded.extend(more);
    };
    let escapes: Vec<(Span, &str)> = escapes.into_iter().map(|e| (e.0, e.1)).collect();
    for (span, what) in escapes {
        prog.diags.push(e0602(span, what));
    }
    for (j, p) in returned {
        return_tag(prog, fid, j, p, &sets[&p], &caps);
    }
    true
}

/// Makes the tag of `seed` (a call result) a handle again right after the call: a branch
/// per possible handle rebuilding it from its captured values, joined in a new block
/// parameter that replaces every use of the tag. Returns that parameter.
fn materialize(f: &mut Function, handles: &[HandleDef], seed: &Seed) -> Value {
    let call = f
        .dfg
        .defining_inst(seed.value)
        .expect("a seeded tag is a call result");
    let b = f.layout.inst_block(call).expect("instruction in layout");
    let span = f.spans[call];
    let list = f.layout.block_insts(b).to_vec();
    let pos = list.iter().position(|&x| x == call).unwrap_or(0);
    let cont = new_block(f);
    f.layout.set_block_insts(b, list[..=pos].to_vec());
    f.layout.set_block_insts(cont, list[pos + 1..].to_vec());
    let hv = f.dfg.append_block_param(cont);
    f.var_names[hv] = f.var_names[seed.value].clone();
    replace_uses(f, seed.value, hv);
    let ks: Vec<usize> = seed.set.iter().copied().collect();
    let mut test = b;
    for (idx, &k) in ks.iter().enumerate() {
        let case = new_block(f);
        let caps = seed
            .caps
            .iter()
            .find(|(k2, _)| *k2 == k)
            .map(|c| c.1.clone())
            .unwrap_or_default();
        let h = f.push_inst(
            case,
            InstData::Builtin {
                id: handle_id(k),
                args: caps,
            },
            1,
            handles[k].span,
        );
        let hr = f.dfg.first_result(h);
        jump(f, case, cont, vec![hr], span);
        if idx + 1 == ks.len() {
            jump(f, test, case, vec![], span);
            break;
        }
        let next = new_block(f);
        let t = f.push_inst(
            test,
            InstData::Const(Constant::Num((k + 1) as f64)),
            1,
            span,
        );
        let tv = f.dfg.first_result(t);
        let eq = f.push_inst(
            test,
            InstData::Binary {
                op: BinOp::Eq,
                args: [seed.value, tv],
            },
            1,
            span,
        );
        let ev = f.dfg.first_result(eq);
        let cond = push1(f, test, InstData::Truth { arg: ev }, span);
        brif(f, test, cond, case, next, span);
        test = next;
    }
    hv
}

/// Outputs `j` that every `return` of `f` gives as the same tag `p`.
fn returned_tags(f: &Function, sets: &IndexMap<Value, BTreeSet<usize>>) -> Vec<(usize, Value)> {
    let returns: Vec<Vec<Value>> = insts_in_layout(f)
        .into_iter()
        .filter_map(|i| match &f.dfg.insts[i] {
            InstData::Return { vals } => Some(vals.clone()),
            _ => None,
        })
        .collect();
    let nout = returns.first().map_or(0, |r| r.len());
    (0..nout)
        .filter_map(|j| {
            let p = returns[0][j];
            (sets.contains_key(&p) && returns.iter().all(|r| r[j] == p)).then_some((j, p))
        })
        .collect()
}

/// Makes `fid` return tag `p` at output `j` followed (after its outputs) by the captured
/// values of each handle it may be, and seeds the callers' results.
fn return_tag(
    prog: &mut Program<'_>,
    fid: FuncId,
    j: usize,
    p: Value,
    set: &BTreeSet<usize>,
    caps: &IndexMap<(Value, usize), Vec<Value>>,
) {
    let f = &mut prog.module.funcs[fid];
    let start = f.output_names.len();
    let mut extra: Vec<Value> = Vec::new();
    let mut layout: Vec<(usize, usize, usize)> = Vec::new();
    for &k in set {
        let c = caps.get(&(p, k)).cloned().unwrap_or_default();
        layout.push((k, start + extra.len(), c.len()));
        f.output_names
            .extend(prog.handles[k].captures.iter().cloned());
        extra.extend(c);
    }
    for i in insts_in_layout(f) {
        if let InstData::Return { vals } = &mut f.dfg.insts[i] {
            vals.extend(extra.iter().copied());
        }
    }
    let total = f.output_names.len();
    let ids: Vec<FuncId> = prog.module.funcs.keys().collect();
    for gid in ids {
        let g = &mut prog.module.funcs[gid];
        for inst in insts_in_layout(g) {
            let InstData::Call { func, args } = g.dfg.insts[inst].clone() else {
                continue;
            };
            let old = g.dfg.inst_results(inst).to_vec();
            if func != fid || old.len() <= j {
                continue;
            }
            let call = insert_before(g, inst, InstData::Call { func, args }, total);
            let new = g.dfg.inst_results(call).to_vec();
            for (o, &n) in old.iter().zip(&new) {
                g.var_names[n] = g.var_names[*o].clone();
                replace_uses(g, *o, n);
            }
            remove_inst(g, inst);
            let seed = Seed {
                value: new[j],
                set: set.clone(),
                caps: layout
                    .iter()
                    .map(|&(k, at, n)| (k, new[at..at + n].to_vec()))
                    .collect(),
            };
            prog.tag_seeds.entry(gid).or_default().push(seed);
        }
    }
}

/// The values flowing into each block parameter, in layout order.
fn incoming(f: &Function) -> IndexMap<Value, Vec<Value>> {
    let mut inc: IndexMap<Value, Vec<Value>> = IndexMap::new();
    for &b in f.layout.blocks() {
        let Some(term) = f.layout.last_inst(b) else {
            continue;
        };
        for call in f.dfg.insts[term].successors() {
            let params = f.dfg.block_params(call.block);
            for (&p, &a) in params.iter().zip(&call.args) {
                inc.entry(p).or_default().push(a);
            }
        }
    }
    inc
}

/// True for a value that is undefined on its path (a variable not assigned yet). Lowering
/// checks definedness before every use of such a variable, so a tag never reads it.
fn is_undef(f: &Function, a: Value) -> bool {
    f.dfg
        .defining_inst(a)
        .is_some_and(|i| matches!(f.dfg.insts[i], InstData::Undef { .. }))
}

/// Block parameters that always hold a handle (or nothing yet), with the handles they may
/// hold.
fn handle_params(f: &Function, excluded: &BTreeSet<Value>) -> IndexMap<Value, BTreeSet<usize>> {
    let inc = incoming(f);
    let direct = |a: Value| handle_at(f, a);
    let nothing = |a: Value| is_undef(f, a);
    let mut ok: Vec<Value> = inc
        .iter()
        .filter(|(p, args)| {
            args.iter()
                .all(|&a| direct(a).is_some() || nothing(a) || inc.contains_key(&a))
                && args.iter().any(|&a| !nothing(a))
                && !excluded.contains(p)
        })
        .map(|(&p, _)| p)
        .collect();
    loop {
        let before = ok.len();
        let keep: Vec<Value> = ok
            .iter()
            .copied()
            .filter(|p| {
                inc[p]
                    .iter()
                    .all(|&a| direct(a).is_some() || nothing(a) || ok.contains(&a))
            })
            .collect();
        ok = keep;
        if ok.len() == before {
            break;
        }
    }
    let mut sets: IndexMap<Value, BTreeSet<usize>> =
        ok.iter().map(|&p| (p, BTreeSet::new())).collect();
    loop {
        let mut changed = false;
        for &p in &ok {
            for &a in &inc[&p] {
                let add: BTreeSet<usize> = match direct(a) {
                    Some((k, _)) => [k].into(),
                    None => sets.get(&a).cloned().unwrap_or_default(),
                };
                let s = sets.get_mut(&p).expect("candidate");
                let n = s.len();
                s.extend(add);
                changed |= s.len() != n;
            }
        }
        if !changed {
            break;
        }
    }
    sets.retain(|_, s| !s.is_empty());
    sets
}

/// The values a tagged parameter's handles captured travel in parameters of their own
/// beside it: one per (parameter, handle, capture). An edge bringing another handle passes
/// `[]` there (never read: the dispatch only reads the captures of the handle it holds).
fn capture_params(
    f: &mut Function,
    handles: &[HandleDef],
    sets: &IndexMap<Value, BTreeSet<usize>>,
) -> IndexMap<(Value, usize), Vec<Value>> {
    // Where each tagged parameter sits: (block, position).
    let mut pos: IndexMap<Value, (Block, usize)> = IndexMap::new();
    for &b in f.layout.blocks() {
        for (i, &p) in f.dfg.block_params(b).iter().enumerate() {
            if sets.contains_key(&p) {
                pos.insert(p, (b, i));
            }
        }
    }
    let mut caps: IndexMap<(Value, usize), Vec<Value>> = IndexMap::new();
    for (&p, set) in sets {
        let (b, _) = pos[&p];
        for &k in set {
            let n = handles[k].captures.len();
            let vals: Vec<Value> = (0..n).map(|_| f.dfg.append_block_param(b)).collect();
            caps.insert((p, k), vals);
        }
    }
    if caps.values().all(|v| v.is_empty()) {
        return caps;
    }
    for b in f.layout.blocks().to_vec() {
        let Some(term) = f.layout.last_inst(b) else {
            continue;
        };
        let mut dummy: Option<Value> = None;
        let ncalls = f.dfg.insts[term].successors().len();
        for c in 0..ncalls {
            let call = f.dfg.insts[term].successors()[c].clone();
            let mut extra: Vec<Value> = Vec::new();
            for (&p, set) in sets {
                let (pb, pi) = pos[&p];
                if pb != call.block {
                    continue;
                }
                let a = call.args[pi];
                let direct = handle_at(f, a);
                for &k in set {
                    for j in 0..caps[&(p, k)].len() {
                        let v = match &direct {
                            Some((k2, cv)) if *k2 == k => Some(cv[j]),
                            Some(_) => None,
                            None => caps.get(&(a, k)).map(|q| q[j]),
                        };
                        let v = match v {
                            Some(v) => v,
                            None => *dummy.get_or_insert_with(|| {
                                let i = insert_before(f, term, InstData::Const(Constant::Empty), 1);
                                f.dfg.first_result(i)
                            }),
                        };
                        extra.push(v);
                    }
                }
            }
            f.dfg.insts[term].successors_mut()[c].args.extend(extra);
        }
    }
    caps
}

/// Replaces each handle passed to a tagged parameter by its tag.
fn tag(f: &mut Function, sets: &IndexMap<Value, BTreeSet<usize>>) {
    for b in f.layout.blocks().to_vec() {
        let Some(term) = f.layout.last_inst(b) else {
            continue;
        };
        let mut edits: Vec<(usize, usize, usize)> = Vec::new();
        for (c, call) in f.dfg.insts[term].successors().iter().enumerate() {
            let params = f.dfg.block_params(call.block);
            for (i, (&p, &a)) in params.iter().zip(&call.args).enumerate() {
                if sets.contains_key(&p) {
                    if let Some((k, _)) = handle_at(f, a) {
                        edits.push((c, i, k + 1));
                    } else if is_undef(f, a) {
                        edits.push((c, i, 0));
                    }
                }
            }
        }
        // Tag 0 stands for "not assigned yet".
        for (c, i, tag) in edits {
            let t = insert_before(f, term, InstData::Const(Constant::Num(tag as f64)), 1);
            let tv = f.dfg.first_result(t);
            f.dfg.insts[term].successors_mut()[c].args[i] = tv;
        }
    }
}

/// The first non-terminator instruction that reads a tagged parameter.
fn next_use(
    f: &Function,
    sets: &IndexMap<Value, BTreeSet<usize>>,
    tests: &[Inst],
) -> Option<(Inst, Value)> {
    insts_in_layout(f).into_iter().find_map(|i| {
        let d = &f.dfg.insts[i];
        if d.is_terminator() || tests.contains(&i) {
            return None;
        }
        d.args()
            .into_iter()
            .find(|a| sets.contains_key(a))
            .map(|p| (i, p))
    })
}

/// Splits instruction `at`, which reads tag `p`, into one copy per handle in `set`.
fn split(
    f: &mut Function,
    handles: &[HandleDef],
    at: Inst,
    p: Value,
    set: &BTreeSet<usize>,
    caps: &IndexMap<(Value, usize), Vec<Value>>,
    tests: &mut Vec<Inst>,
) {
    let b = f.layout.inst_block(at).expect("instruction in layout");
    let span = f.spans[at];
    let list = f.layout.block_insts(b).to_vec();
    let pos = list.iter().position(|&x| x == at).unwrap_or(0);
    let cont = new_block(f);
    f.layout.set_block_insts(b, list[..pos].to_vec());
    f.layout.set_block_insts(cont, list[pos + 1..].to_vec());
    let results = f.dfg.inst_results(at).to_vec();
    for &r in &results {
        let c = f.dfg.append_block_param(cont);
        f.var_names[c] = f.var_names[r].clone();
        replace_uses(f, r, c);
    }
    let data = f.dfg.insts[at].clone();
    let ks: Vec<usize> = set.iter().copied().collect();
    let mut test = b;
    for (idx, &k) in ks.iter().enumerate() {
        let case = new_block(f);
        let h = f.push_inst(
            case,
            InstData::Builtin {
                id: handle_id(k),
                args: caps.get(&(p, k)).cloned().unwrap_or_default(),
            },
            1,
            handles[k].span,
        );
        let hv = f.dfg.first_result(h);
        let mut d = data.clone();
        d.map_args(|v| if v == p { hv } else { v });
        let ci = f.push_inst(case, d, results.len(), span);
        let res = f.dfg.inst_results(ci).to_vec();
        jump(f, case, cont, res, span);
        if idx + 1 == ks.len() {
            jump(f, test, case, vec![], span);
            break;
        }
        let next = new_block(f);
        let t = f.push_inst(
            test,
            InstData::Const(Constant::Num((k + 1) as f64)),
            1,
            span,
        );
        let tv = f.dfg.first_result(t);
        let eq = f.push_inst(
            test,
            InstData::Binary {
                op: BinOp::Eq,
                args: [p, tv],
            },
            1,
            span,
        );
        tests.push(eq);
        let ev = f.dfg.first_result(eq);
        let cond = push1(f, test, InstData::Truth { arg: ev }, span);
        brif(f, test, cond, case, next, span);
        test = next;
    }
}

/// Terminators through which a tag would leave the function or meet other values, with the
/// tags that do.
fn escaping(
    f: &Function,
    sets: &IndexMap<Value, BTreeSet<usize>>,
    returned: &[(usize, Value)],
) -> Vec<(Span, &'static str, Vec<Value>)> {
    let mut out = Vec::new();
    for i in insts_in_layout(f) {
        let d = &f.dfg.insts[i];
        let bad: Vec<Value> = match d {
            InstData::Return { vals } => vals
                .iter()
                .enumerate()
                .filter(|(j, v)| sets.contains_key(*v) && !returned.contains(&(*j, **v)))
                .map(|(_, v)| *v)
                .collect(),
            InstData::Brif { cond, .. } if sets.contains_key(cond) => vec![*cond],
            _ => d
                .successors()
                .iter()
                .flat_map(|call| {
                    let params = f.dfg.block_params(call.block);
                    params
                        .iter()
                        .zip(&call.args)
                        .filter(|(p, a)| sets.contains_key(*a) && !sets.contains_key(*p))
                        .map(|(_, a)| *a)
                        .collect::<Vec<_>>()
                })
                .collect(),
        };
        if !bad.is_empty() {
            out.push((
                f.spans[i],
                "a function handle chosen at run time cannot leave this function or mix with other values",
                bad,
            ));
        }
    }
    out
}
