//! Resolution of function handles after lowering: constant propagation of handles.
//!
//! Every handle is a placeholder `@fh{k}` (see [`mat2c_ir::handles`]). This pass follows
//! each one to its uses until none is left:
//! - a call through it (`h(x)`, `@call`) becomes a direct `Call` of the target (captured
//!   values appended as extra inputs) or a `Builtin`;
//! - a handle passed to a user function clones the callee with that input replaced by the
//!   handle (its captures become inputs), so the clone resolves its own calls: one clone per
//!   (function, input, handle), shared by recursive calls;
//! - a handle returned by a user function clones the callee to return the captured values
//!   instead, and the handle is rebuilt at the call site;
//! - display, `disp`, `func2str`, `class`, `isa`, `is_function_handle` fold to constants.
//!
//! What is left (a handle chosen at run time: a φ of different handles, a handle stored in an
//! array) is reported as `E0602`. Functions no longer reachable (the unspecialised originals
//! of cloned callees) are dropped from the module.

use std::collections::{HashMap, HashSet};

use cranelift_entity::{EntityRef, PrimaryMap};
use mat2c_diag::{Diagnostic, codes};
use mat2c_ir::handles::{HandleDef, Operator, Target, handle_id, handle_index, is_handle_query};
use mat2c_ir::{Bi, Constant, FuncId, Function, Inst, InstData, Value};

use crate::ir::{
    handle_at, insert_before, insts_in_layout, is_used, konst, remove_inst, replace_uses,
    replace_with_fewer,
};
use crate::{Program, e0602};

/// What a clone of a function is specialised for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Spec {
    /// Input `i` is handle `k`.
    Input(usize, usize),
    /// Output `j` is handle `k`: return its captures there instead.
    Output(usize, usize),
}

/// Safety bound on rewriting rounds (each round resolves at least one use).
const MAX_ROUNDS: usize = 200;
/// Bound on alternations of propagation and run-time dispatch.
const MAX_DISPATCH: usize = 16;

pub(crate) fn resolve_handles(prog: &mut Program<'_>) {
    let mut clones: HashMap<(FuncId, Spec), FuncId> = HashMap::new();
    let rounds = if prog.handles.is_empty() {
        0
    } else {
        MAX_ROUNDS
    };
    // Known handles first; then handles chosen at run time become a dispatch over the
    // handles they may hold, whose branches hold known handles again.
    // Handles still used after that are stored or passed where they are not followed:
    // they become run-time values, and calls through what may hold one a switch over the
    // handles boxed (`boxed`), whose branches hold known handles again.
    for _ in 0..rounds.min(MAX_DISPATCH) {
        propagate(prog, &mut clones, rounds);
        let live = reachable(prog.module);
        for &fid in &live {
            settle_remaining_gives(prog, fid);
        }
        let mut dispatched = false;
        for &fid in &live {
            dispatched |= crate::dispatch::dispatch(prog, fid);
        }
        if dispatched {
            continue;
        }
        let boxed = crate::boxed::box_handles(prog, &live);
        if !crate::boxed::dispatch_calls(prog, &live) && !boxed {
            break;
        }
    }
    let live = reachable(prog.module);
    let maybe = crate::boxed::maybe_handles(prog, &live);
    for fid in prog.module.funcs.keys().collect::<Vec<_>>() {
        if live.contains(&fid) {
            settle_remaining_gives(prog, fid);
            finish_function(prog, fid, &maybe[&fid]);
        }
    }
    prune(prog, &live);
}

/// Rewrites uses of known handles in every function until nothing changes.
fn propagate(prog: &mut Program<'_>, clones: &mut HashMap<(FuncId, Spec), FuncId>, rounds: usize) {
    for _ in 0..rounds {
        let ids: Vec<FuncId> = prog.module.funcs.keys().collect();
        let mut changed = false;
        for fid in ids {
            changed |= rewrite_function(prog, fid, clones);
        }
        if !changed {
            break;
        }
    }
}

/// One round over `fid`: resolves the uses of known handles. True when something changed.
fn rewrite_function(
    prog: &mut Program<'_>,
    fid: FuncId,
    clones: &mut HashMap<(FuncId, Spec), FuncId>,
) -> bool {
    let mut changed = false;
    for inst in insts_in_layout(&prog.module.funcs[fid]) {
        let func = &prog.module.funcs[fid];
        if func.layout.inst_block(inst).is_none() {
            continue;
        }
        let data = func.dfg.insts[inst].clone();
        match data {
            InstData::Builtin {
                id: Bi::at_call,
                args,
            } => {
                if let Some((k, caps)) = handle_at(func, args[0]) {
                    call_through(prog, fid, inst, k, caps, args[1..].to_vec());
                    changed = true;
                }
            }
            InstData::Index { base, subs } => {
                if let Some((k, caps)) = handle_at(func, base) {
                    call_through(prog, fid, inst, k, caps, subs);
                    changed = true;
                }
            }
            InstData::Call { func: callee, args } => {
                let handle_arg = args
                    .iter()
                    .enumerate()
                    .find_map(|(j, &a)| handle_at(func, a).map(|h| (j, h)));
                if let Some((j, (k, caps))) = handle_arg {
                    let clone = specialise(prog, clones, callee, Spec::Input(j, k));
                    let mut new_args = args.clone();
                    new_args.remove(j);
                    new_args.extend(caps);
                    prog.module.funcs[fid].dfg.insts[inst] = InstData::Call {
                        func: clone,
                        args: new_args,
                    };
                    changed = true;
                } else if let Some((j, k)) = returned_handle(
                    func.dfg.inst_results(inst).len(),
                    &prog.module.funcs[callee],
                ) {
                    let clone = specialise(prog, clones, callee, Spec::Output(j, k));
                    let ncaps = prog.handles[k].captures.len();
                    let span = prog.handles[k].span;
                    let f = &mut prog.module.funcs[fid];
                    let old: Vec<Value> = f.dfg.inst_results(inst).to_vec();
                    let call = insert_before(
                        f,
                        inst,
                        InstData::Call {
                            func: clone,
                            args: args.clone(),
                        },
                        old.len() - 1 + ncaps,
                    );
                    let new: Vec<Value> = f.dfg.inst_results(call).to_vec();
                    let h = insert_before(
                        f,
                        inst,
                        InstData::Builtin {
                            id: handle_id(k),
                            args: new[j..j + ncaps].to_vec(),
                        },
                        1,
                    );
                    f.spans[h] = span;
                    let hv = f.dfg.first_result(h);
                    for (p, &o) in old.iter().enumerate() {
                        let to = match p.cmp(&j) {
                            std::cmp::Ordering::Less => new[p],
                            std::cmp::Ordering::Equal => hv,
                            std::cmp::Ordering::Greater => new[p + ncaps - 1],
                        };
                        f.var_names[to] = f.var_names[o].clone();
                        replace_uses(f, o, to);
                    }
                    remove_inst(f, inst);
                    changed = true;
                }
            }
            InstData::Display { name, arg } => {
                if let Some((k, _)) = handle_at(func, arg) {
                    if prog.handles[k].anon && prog.may_compact {
                        let span = func.spans[inst];
                        prog.diags.push(
                            Diagnostic::error(
                                codes::E0601,
                                span,
                                "displaying an anonymous function in a program that uses `format compact` is not supported by mat2c yet",
                            )
                            .with_label_message("unsupported here"),
                        );
                    }
                    let def = &prog.handles[k];
                    let text = if def.anon {
                        format!("{name} =\n\n{}\n\n", def.text)
                    } else {
                        format!("{name} = {}\n", def.text)
                    };
                    let f = &mut prog.module.funcs[fid];
                    let fmt = konst(f, inst, Constant::Str("%s".into()));
                    let s = konst(f, inst, Constant::Str(text.into()));
                    f.dfg.insts[inst] = InstData::Builtin {
                        id: Bi::fprintf,
                        args: vec![fmt, s],
                    };
                    changed = true;
                }
            }
            InstData::Builtin { id, args } if id == Bi::disp && args.len() == 1 => {
                if let Some((k, _)) = handle_at(func, args[0]) {
                    let text = prog.handles[k].text.clone();
                    let f = &mut prog.module.funcs[fid];
                    let s = konst(f, inst, Constant::Str(text.into()));
                    f.dfg.insts[inst] = InstData::Builtin {
                        id: Bi::disp,
                        args: vec![s],
                    };
                    changed = true;
                }
            }
            InstData::Builtin { id, args }
                if matches!(
                    id,
                    Bi::at_func2str | Bi::at_class | Bi::at_isa | Bi::at_is_function_handle
                ) =>
            {
                if let Some((k, _)) = handle_at(func, args[0]) {
                    let def = &prog.handles[k];
                    let c = match id {
                        Bi::at_func2str if def.anon => Constant::Str(def.text.clone().into()),
                        Bi::at_func2str => Constant::Str(def.text[1..].to_string().into()),
                        Bi::at_class => Constant::Str("function_handle".into()),
                        Bi::at_isa => {
                            let cls = args.get(1).and_then(|&a| {
                                match func.dfg.defining_inst(a).map(|i| &func.dfg.insts[i]) {
                                    Some(InstData::Const(Constant::Str(s))) => Some(s.to_string()),
                                    _ => None,
                                }
                            });
                            match cls {
                                Some(s) => Constant::Bool(s == "function_handle"),
                                None => continue,
                            }
                        }
                        _ => Constant::Bool(true),
                    };
                    prog.module.funcs[fid].dfg.insts[inst] = InstData::Const(c);
                    changed = true;
                }
            }
            _ => {}
        }
    }
    changed
}

/// An output `j` among the `nres` a call asks for of `func` that every `return` of `func`
/// gives as the same handle `k`.
fn returned_handle(nres: usize, func: &Function) -> Option<(usize, usize)> {
    let returns: Vec<Vec<Value>> = insts_in_layout(func)
        .into_iter()
        .filter_map(|i| match &func.dfg.insts[i] {
            InstData::Return { vals } => Some(vals.clone()),
            _ => None,
        })
        .collect();
    let nout = returns.first()?.len().min(nres);
    (0..nout).find_map(|j| {
        let mut found = None;
        for r in &returns {
            let (k, _) = handle_at(func, r[j])?;
            if found.is_some_and(|f| f != k) {
                return None;
            }
            found = Some(k);
        }
        found.map(|k| (j, k))
    })
}

/// The clone of `callee` specialised for `spec` (created once).
fn specialise(
    prog: &mut Program<'_>,
    clones: &mut HashMap<(FuncId, Spec), FuncId>,
    callee: FuncId,
    spec: Spec,
) -> FuncId {
    if let Some(&c) = clones.get(&(callee, spec)) {
        return c;
    }
    let mut f = prog.module.funcs[callee].clone();
    match spec {
        Spec::Input(j, k) => {
            let def = &prog.handles[k];
            let entry = f.layout.entry().expect("function with a body");
            let old = f.params()[j];
            f.dfg.remove_block_param(entry, j);
            f.input_names.remove(j);
            let mut caps = Vec::new();
            for c in &def.captures {
                let v = f.dfg.append_block_param(entry);
                f.var_names[v] = Some(c.clone());
                f.input_names.push(c.clone());
                caps.push(v);
            }
            let h = f.dfg.make_inst(
                InstData::Builtin {
                    id: handle_id(k),
                    args: caps,
                },
                1,
            );
            f.spans[h] = def.span;
            let mut list = vec![h];
            list.extend_from_slice(f.layout.block_insts(entry));
            f.layout.set_block_insts(entry, list);
            let hv = f.dfg.first_result(h);
            f.var_names[hv] = f.var_names[old].clone();
            replace_uses(&mut f, old, hv);
        }
        Spec::Output(j, k) => {
            for i in insts_in_layout(&f) {
                if let InstData::Return { vals } = f.dfg.insts[i].clone()
                    && let Some((_, caps)) = handle_at(&f, vals[j])
                {
                    let mut new = vals[..j].to_vec();
                    new.extend(caps);
                    new.extend_from_slice(&vals[j + 1..]);
                    f.dfg.insts[i] = InstData::Return { vals: new };
                }
            }
            let mut names: Vec<String> = f.output_names[..j].to_vec();
            names.extend(prog.handles[k].captures.iter().cloned());
            names.extend(f.output_names.iter().skip(j + 1).cloned());
            f.output_names = names;
        }
    }
    let id = prog.module.funcs.push(f);
    // The clone shares the value numbering: pending tags of call results apply to it too.
    if let Some(seeds) = prog.tag_seeds.get(&callee).cloned() {
        prog.tag_seeds.insert(id, seeds);
    }
    clones.insert((callee, spec), id);
    id
}

/// True when a call with `n` inputs through the anonymous function `def` (instruction `at`
/// of `fid`) leaves out only parameters its body never reads (`g = @(a, b) a + 1; g(1)`).
fn missing_inputs_unused(
    prog: &Program<'_>,
    fid: FuncId,
    at: Inst,
    def: &HandleDef,
    n: usize,
) -> bool {
    let Target::User(target) = def.target else {
        return false;
    };
    let nres = prog.module.funcs[fid].dfg.inst_results(at).len();
    let callee = def
        .multi
        .iter()
        .find(|(k, _)| *k == nres)
        .map_or(target, |&(_, id)| id);
    let cf = &prog.module.funcs[callee];
    let params = cf.params();
    def.anon && n < def.nin && (n..def.nin).all(|k| params.get(k).is_some_and(|&p| !is_used(cf, p)))
}

/// The guard `@gives(h, args...)` of the statement call `h(args)` at `at` (see the
/// lowering's `gives_guard`): folded to whether the target gives a value there, and when it
/// gives none the call's result, then read only under the guard, is replaced by `[]`.
fn settle_gives(prog: &mut Program<'_>, fid: FuncId, at: Inst, def: &HandleDef, uargs: &[Value]) {
    let f = &prog.module.funcs[fid];
    let [result] = f.dfg.inst_results(at) else {
        return;
    };
    let result = *result;
    let h = match &f.dfg.insts[at] {
        InstData::Index { base, .. } => *base,
        InstData::Builtin { args, .. } => args[0],
        _ => return,
    };
    let Some(guard) = insts_in_layout(f)
        .into_iter()
        .find(|&i| match &f.dfg.insts[i] {
            InstData::Builtin {
                id: Bi::at_gives,
                args,
            } => args[0] == h && args[1..] == *uargs,
            _ => false,
        })
    else {
        return;
    };
    let gives = match &def.target {
        Target::User(_) => def.nout > 0,
        Target::Operator(_) => true,
        Target::Builtin(name) if is_handle_query(name) => true,
        Target::Builtin(name) => mat2c_builtins::lookup(name).is_none_or(|b| {
            let first_str = uargs.first().is_some_and(|&a| {
                f.dfg
                    .defining_inst(a)
                    .is_some_and(|i| matches!(f.dfg.insts[i], InstData::Const(Constant::Str(_))))
            });
            mat2c_builtins::statement_results(b, uargs.len(), first_str) > 0
        }),
    };
    let f = &mut prog.module.funcs[fid];
    f.dfg.insts[guard] = InstData::Const(Constant::Bool(gives));
    if !gives {
        let empty = konst(f, guard, Constant::Empty);
        replace_uses(f, result, empty);
    }
}

/// Folds the guards `@gives` left in `fid` (of arrays, and of handles chosen at run time)
/// to `true`: indexing gives a value, and a handle chosen at run time sets `ans` as before.
fn settle_remaining_gives(prog: &mut Program<'_>, fid: FuncId) {
    let f = &mut prog.module.funcs[fid];
    for i in insts_in_layout(f) {
        if matches!(
            f.dfg.insts[i],
            InstData::Builtin {
                id: Bi::at_gives,
                ..
            }
        ) {
            f.dfg.insts[i] = InstData::Const(Constant::Bool(true));
        }
    }
}

/// Rewrites a call through handle `k` (instruction `at`, user arguments `uargs`).
fn call_through(
    prog: &mut Program<'_>,
    fid: FuncId,
    at: Inst,
    k: usize,
    caps: Vec<Value>,
    uargs: Vec<Value>,
) {
    let def: HandleDef = prog.handles[k].clone();
    let missing_unused = missing_inputs_unused(prog, fid, at, &def, uargs.len());
    let named = def.hidden;
    let callee_frame = match &def.target {
        Target::User(t) => prog.module.funcs[*t].frame.clone(),
        _ => String::new(),
    };
    settle_gives(prog, fid, at, &def, &uargs);
    let f = &mut prog.module.funcs[fid];
    let span = f.spans[at];
    let results: Vec<Value> = f.dfg.inst_results(at).to_vec();
    let n = uargs.len();
    let colon = uargs.iter().any(|&a| {
        f.dfg
            .defining_inst(a)
            .is_some_and(|i| matches!(f.dfg.insts[i], InstData::Const(Constant::Colon)))
    });
    if colon {
        prog.diags.push(
            Diagnostic::error(
                codes::E0601,
                span,
                "`:` as an argument of a call through a function handle is not supported by mat2c yet",
            )
            .with_label_message("unsupported here"),
        );
        // Compilation stops after this pass; the call is only taken out of later rounds.
        f.dfg.insts[at] = InstData::Const(Constant::Empty);
        return;
    }
    // Results beyond what the target gives are fine when nobody reads them (`h(x);`); a
    // statement `h(x)` whose target returns nothing displays no `ans`.
    let used = |f: &mut Function, from: usize| {
        if results.len() == 1 && from == 0 {
            for i in insts_in_layout(f) {
                // The statement's `ans`: displayed, or kept in its cell where a `try` keeps
                // the script's variables in memory. A call that gives nothing sets neither.
                let sets_ans = match &f.dfg.insts[i] {
                    InstData::Display { arg, name } => *arg == results[0] && name == "ans",
                    InstData::Store { cell, arg } => *arg == results[0] && cell.name == "ans",
                    _ => false,
                };
                if sets_ans {
                    remove_inst(f, i);
                }
            }
        }
        results[from..].iter().any(|&r| is_used(f, r))
    };
    match &def.target {
        Target::Operator(op) => {
            let (data, arity) = match (*op, uargs.as_slice()) {
                (Operator::Binary(op), &[a, b]) => (InstData::Binary { op, args: [a, b] }, 2),
                (Operator::Unary(op), &[arg]) => (InstData::Unary { op, arg }, 1),
                (Operator::Binary(_), _) => (InstData::Const(Constant::Empty), 2),
                (Operator::Unary(_), _) => (InstData::Const(Constant::Empty), 1),
            };
            if n != arity || results.len() > 1 {
                prog.diags.push(
                    Diagnostic::error(
                        codes::E0401,
                        span,
                        format!("`{}` called with {n} input(s)", def.text),
                    )
                    .with_label_message(format!("it takes {arity} input(s) and gives 1 output")),
                );
            }
            if results.len() == 1 {
                f.dfg.insts[at] = data;
            } else {
                replace_with_fewer(f, at, data, results.len().min(1));
            }
        }
        Target::Builtin(name) if is_handle_query(name) => {
            if n != 1 || results.len() > 1 {
                prog.diags.push(
                    Diagnostic::error(
                        codes::E0401,
                        span,
                        format!("`{name}` called through a handle with {n} input(s)"),
                    )
                    .with_label_message("it takes 1 input and gives 1 output"),
                );
                f.dfg.insts[at] = InstData::Const(Constant::Empty);
                return;
            }
            f.dfg.insts[at] = InstData::Builtin {
                id: Bi::lookup(&format!("@{name}")).expect("a handle query placeholder"),
                args: uargs,
            };
        }
        Target::Builtin(name) => {
            let Some(b) = mat2c_builtins::lookup(name) else {
                return;
            };
            let var = mat2c_builtins::VARIADIC;
            if n < b.min_in as usize || (b.max_in != var && n > b.max_in as usize) {
                prog.diags.push(
                    Diagnostic::error(
                        codes::E0401,
                        span,
                        format!("`{name}` called through a handle with {n} input(s)"),
                    )
                    .with_label_message("wrong number of inputs"),
                );
                f.dfg.insts[at] = InstData::Builtin {
                    id: b.id,
                    args: vec![],
                };
                return;
            }
            let str_arg = |k: Option<usize>| {
                let i = f.dfg.defining_inst(uargs[k?])?;
                match &f.dfg.insts[i] {
                    InstData::Const(Constant::Str(s)) => Some(s.to_string()),
                    _ => None,
                }
            };
            let (first, last) = (str_arg((n > 0).then_some(0)), str_arg(n.checked_sub(1)));
            if let Some(what) =
                mat2c_builtins::unsupported_form(b.id, n, first.as_deref(), last.as_deref())
            {
                prog.diags.push(
                    Diagnostic::error(
                        codes::E0601,
                        span,
                        format!("{what} are not supported by mat2c yet"),
                    )
                    .with_label_message("unsupported here"),
                );
                f.dfg.insts[at] = InstData::Const(Constant::Empty);
                return;
            }
            // A statement call (its result only displayed as `ans`) asks for what a direct
            // statement call would: none for `fprintf`, `disp`.
            let statement = results.len() == 1
                && mat2c_builtins::statement_results(b, n, first.is_some()) == 0
                && insts_in_layout(f)
                    .into_iter()
                    .all(|i| match &f.dfg.insts[i] {
                        InstData::Display { name, arg } if *arg == results[0] => name == "ans",
                        d => !d.args().contains(&results[0]),
                    });
            let max_out = if statement {
                0
            } else if b.max_out == var {
                usize::MAX
            } else {
                b.max_out as usize
            };
            let data = InstData::Builtin {
                id: b.id,
                args: uargs,
            };
            if results.len() > max_out {
                if used(f, max_out) {
                    prog.diags.push(
                        Diagnostic::error(
                            codes::E0401,
                            span,
                            format!("`{name}` asked for {} output(s)", results.len()),
                        )
                        .with_label_message("through this handle"),
                    );
                }
                replace_with_fewer(f, at, data, max_out);
            } else {
                f.dfg.insts[at] = data;
            }
        }
        Target::User(target) => {
            // An anonymous function whose body is a call gives it the outputs asked for.
            let (callee, nout) = match def.multi.iter().find(|(k, _)| *k == results.len()) {
                Some(&(k, id)) => (id, k),
                None => (*target, def.nout),
            };
            let def = HandleDef {
                nout,
                ..def.clone()
            };
            let n_all = n;
            // `@(a, varargin)`: the arguments past `a` become one cell.
            let (uargs, n) = if def.varargin && n >= def.nin {
                let cell = pack_varargin(f, at, &uargs[def.nin..]);
                let mut fixed = uargs[..def.nin].to_vec();
                fixed.push(cell);
                (fixed, def.nin)
            } else {
                (uargs, n)
            };
            if n > def.nin {
                let msg = format!("{}: function called with too many inputs", def.call_name());
                let m = konst(f, at, Constant::Str(msg.into()));
                let raise = insert_before(
                    f,
                    at,
                    InstData::Builtin {
                        id: Bi::error,
                        args: vec![m],
                    },
                    0,
                );
                if !callee_frame.is_empty() {
                    f.callee_frames[raise] = Some(callee_frame);
                }
                let data = InstData::Const(Constant::Empty);
                match results.len() {
                    0 => remove_inst(f, at),
                    1 => f.dfg.insts[at] = data,
                    _ => replace_with_fewer(f, at, data, 1),
                }
                return;
            }
            let mut uargs = uargs;
            let hidden = named.as_ref().map(|(nargin, _)| *nargin);
            if named.as_ref().is_some_and(|(_, other)| *other) {
                prog.diags.push(
                    Diagnostic::error(
                        codes::E0601,
                        span,
                        format!(
                            "calls through `{}`, whose function reads `nargout`, `isargout` or `inputname`, are not supported by mat2c yet",
                            def.text
                        ),
                    )
                    .with_label_message("call through a handle"),
                );
            }
            if n < def.nin && (missing_unused || hidden == Some(true)) {
                // Octave passes nothing for them: the body never reads them, or its
                // definedness flags (`nargin >= k`) guard every read.
                for _ in n..def.nin {
                    uargs.push(konst(f, at, Constant::Empty));
                }
            } else if n < def.nin {
                prog.diags.push(
                    Diagnostic::error(
                        codes::E0601,
                        span,
                        format!(
                            "calling `{}` with {n} of its {} inputs is not supported by mat2c yet",
                            def.text, def.nin
                        ),
                    )
                    .with_label_message("call through a handle"),
                );
            }
            if def.varargin && uargs.len() == def.nin {
                uargs.push(pack_varargin(f, at, &[]));
            }
            if def.anon_nargin {
                uargs.push(konst(f, at, Constant::Num(n_all as f64)));
            }
            if hidden == Some(true) {
                // The hidden `nargin` input of a function that reads it.
                uargs.push(konst(f, at, Constant::Num(n_all as f64)));
            }
            let mut args = uargs;
            args.extend(caps);
            let data = InstData::Call { func: callee, args };
            if results.len() > def.nout.max(1) || (results.len() == 1 && def.nout == 0) {
                if used(f, def.nout) {
                    prog.diags.push(
                        Diagnostic::error(
                            codes::E0401,
                            span,
                            format!(
                                "`{}` has {} output(s) but {} are asked for",
                                def.text,
                                def.nout,
                                results.len()
                            ),
                        )
                        .with_label_message("through this handle"),
                    );
                }
                replace_with_fewer(f, at, data, def.nout);
            } else {
                f.dfg.insts[at] = data;
            }
        }
    }
}

/// The `varargin` cell of a call at `at`: the values boxed into a 1xN cell row, or a 0x0
/// cell when there are none (what Octave passes).
fn pack_varargin(f: &mut Function, at: Inst, vals: &[Value]) -> Value {
    let res = |f: &Function, i: Inst| f.dfg.inst_results(i)[0];
    if vals.is_empty() {
        let i = insert_before(
            f,
            at,
            InstData::Builtin {
                id: Bi::cell,
                args: vec![],
            },
            1,
        );
        return res(f, i);
    }
    let mut boxes = Vec::with_capacity(vals.len());
    for &v in vals {
        let i = insert_before(
            f,
            at,
            InstData::Builtin {
                id: Bi::pct_box,
                args: vec![v],
            },
            1,
        );
        boxes.push(res(f, i));
    }
    if boxes.len() == 1 {
        return boxes[0];
    }
    let i = insert_before(f, at, InstData::HorzCat { args: boxes }, 1);
    res(f, i)
}

/// After the fixpoint: folds what is decidable without a handle, reports handles that are
/// still used, removes the placeholders.
fn finish_function(prog: &mut Program<'_>, fid: FuncId, maybe: &HashSet<Value>) {
    // Backwards, so a handle only captured by an unused handle goes too.
    for inst in insts_in_layout(&prog.module.funcs[fid]).into_iter().rev() {
        let f = &prog.module.funcs[fid];
        let span = f.spans[inst];
        let InstData::Builtin { id, args } = f.dfg.insts[inst].clone() else {
            continue;
        };
        match id {
            // A value that may be a run-time handle: asked at run time.
            Bi::at_is_function_handle | Bi::at_func2str if maybe.contains(&args[0]) => {
                let id = if id == Bi::at_func2str {
                    Bi::pct_fh_func2str
                } else {
                    Bi::pct_fh_is
                };
                prog.module.funcs[fid].dfg.insts[inst] = InstData::Builtin { id, args };
            }
            Bi::at_is_function_handle => {
                prog.module.funcs[fid].dfg.insts[inst] = InstData::Const(Constant::Bool(false));
            }
            // Of values other than handles: the builtin itself.
            Bi::at_class | Bi::at_isa => {
                let id = if id == Bi::at_class {
                    Bi::class
                } else {
                    Bi::isa
                };
                prog.module.funcs[fid].dfg.insts[inst] = InstData::Builtin { id, args };
            }
            Bi::at_func2str => prog.diags.push(
                Diagnostic::error(
                    codes::E0601,
                    span,
                    format!(
                        "`{}` of values other than function handles is not supported by mat2c yet",
                        &id.name()[1..]
                    ),
                )
                .with_label_message("unsupported here"),
            ),
            Bi::at_call => prog
                .diags
                .push(e0602(span, "a call through a function handle")),
            _ if handle_index(id).is_some() => {
                let r = f.dfg.first_result(inst);
                let first_use = insts_in_layout(f)
                    .into_iter()
                    .find(|&i| f.dfg.insts[i].args().contains(&r));
                if let Some(u) = first_use {
                    // A use by a jump is a join of control flow: the creation says more.
                    let d = if f.dfg.insts[u].is_terminator() {
                        e0602(span, "this function handle is chosen at run time")
                    } else {
                        e0602(f.spans[u], "this function handle is used as a run-time value")
                            .with_secondary(span, "the handle is created here")
                    }
                        .with_help(
                            "call it, pass it to a function or choose it with `if` between functions without captured variables",
                        );
                    prog.diags.push(d);
                } else {
                    remove_inst(&mut prog.module.funcs[fid], inst);
                }
            }
            _ => {}
        }
    }
}

/// Functions reachable from the entry through calls.
fn reachable(m: &mat2c_ir::Module) -> Vec<FuncId> {
    let mut seen: Vec<FuncId> = m.entry.into_iter().collect();
    let mut i = 0;
    while i < seen.len() {
        let f = &m.funcs[seen[i]];
        for inst in insts_in_layout(f) {
            if let InstData::Call { func, .. } = &f.dfg.insts[inst]
                && !seen.contains(func)
            {
                seen.push(*func);
            }
        }
        i += 1;
    }
    seen
}

/// Keeps only the `live` functions (in their original order) and renumbers calls.
fn prune(prog: &mut Program<'_>, live: &[FuncId]) {
    if live.len() == prog.module.funcs.len() {
        return;
    }
    let old = std::mem::take(&mut prog.module.funcs);
    let mut map: HashMap<FuncId, FuncId> = HashMap::new();
    let mut funcs = PrimaryMap::new();
    for (id, f) in old.into_iter() {
        if live.contains(&id) {
            map.insert(id, funcs.push(f));
        }
    }
    for f in funcs.values_mut() {
        let f: &mut Function = f;
        for inst in insts_in_layout(f) {
            if let InstData::Call { func, .. } = &mut f.dfg.insts[inst] {
                *func = map.get(func).copied().unwrap_or(FuncId::new(0));
            }
        }
    }
    prog.module.entry = prog.module.entry.and_then(|e| map.get(&e).copied());
    prog.module.funcs = funcs;
}
