//! `parfor` loops on OpenMP threads.
//!
//! Lowering has checked MATLAB's parfor rules and recorded the loop (`Function::parfor`, the
//! span of its counter test `k < n`). Here the loop runs as `#pragma omp parallel for` (written
//! `M2C_OMP(omp parallel for ...)`, a `_Pragma` that builds without OpenMP too) when
//! the IR and its C text prove that iterations share nothing but what the rules allow:
//!
//! - the header's parameters are the counter, reductions `s = s op e` on real double scalars
//!   (`+`, `-`, `*`, `min`, `max`), or arrays updated in place (sliced outputs, which lowering proved are
//!   written at the loop index only);
//! - the body's C calls only pure scalar functions, reads of arrays and error reporters
//!   (`parallel_text.rs`), and user functions that do the same: the runtime's state (print
//!   buffers, RNG streams, warning table, `try` handlers, scratch arrays) is never touched
//!   from a worker thread, and an error there ends the program (`mt__raise` serialises
//!   concurrent raisers);
//! - every scalar the body assigns is `private`; arrays written in place keep a full layout
//!   (the `if` clause checks it) so no thread writes the array header.
//!
//! Reductions are exact: each iteration stores its operands `e` in a buffer, and after each
//! block of iterations the partials are combined serially in index order,
//! `s = (s op e1) op e2 ...`, the very operations a serial loop performs. A loop that fails a condition is emitted serially
//! with a comment saying why; the parallel form also runs serially when a `try` handler is
//! active (its `longjmp` could not cross threads) or without OpenMP (the pragma is ignored).

use mat2c_alloc::SlotKind;
use mat2c_ir::types::Class;
use mat2c_ir::{Bi, BinOp, Block, BlockCall, Inst, InstData, Value};

use super::FnWriter;
use super::parallel_text::{
    MARK, addressed_names, allowed_call, assigned_names, called_names, indent, not_thread_safe,
    strip_layout_writes,
};

/// One operation `s op e` of a reduction.
#[derive(Clone)]
struct Step {
    inst: Inst,
    operand: Value,
    /// Its C, with `{s}` and `{e}` to fill in (the operands in the order the loop has them,
    /// so ties of min/max resolve the same way).
    c: &'static str,
    /// The value of `e` that leaves `s` unchanged (an iteration that skips the reduction).
    identity: &'static str,
}

/// A reduction `s = s op e1 op e2 ...` of a parallel loop (Octave's order: `(s op e1) op e2`).
#[derive(Clone)]
struct Reduction {
    param: Value,
    steps: Vec<Step>,
}

/// What makes a recognised parfor loop parallel.
#[derive(Clone)]
pub(super) struct Plan {
    counter: Value,
    bound: Value,
    body_entry: BlockCall,
    exit: Block,
    reductions: Vec<Reduction>,
    /// Arrays updated in place (sliced outputs).
    in_place: Vec<Value>,
    /// Scalars every iteration assigns and the body never reads (the loop variable or a
    /// temporary read after the loop): private, copied out by the last iteration, so they
    /// end with its value, as in a serial loop.
    last: Vec<Value>,
}

/// The clauses of a parallel loop's pragma.
struct Clauses {
    /// Scalars each thread keeps its own copy of (the last-value ones included).
    private: Vec<String>,
    /// When the loop may run on threads (no `try` handler, sliced outputs of full layout).
    cond: String,
    /// Scalars read after the loop, with their C type: copied out by the last iteration.
    last: Vec<(String, &'static str)>,
    /// User functions the body calls: the loop runs in parallel only if they are all
    /// thread-safe (`resolve_markers`, once every function is written).
    calls: Vec<String>,
    /// The parfor's span (for the note if it runs serially after all).
    span: Option<mat2c_diag::Span>,
}

/// The parallel loop being emitted (one at a time: nested parfors run serially).
#[derive(Default)]
pub(super) struct ParState {
    pub(super) header: Option<Block>,
    /// Header parameters whose back-edge copies are left out (counter, reductions).
    pub(super) skip: Vec<Value>,
    /// Reduction steps, emitted as a store of their operand into this buffer element.
    pub(super) red: Vec<(Inst, Value, String)>,
    pub(super) loops: u32,
}

impl<'w, 'a> FnWriter<'w, 'a> {
    /// The plan of `h`'s loop when it is a parfor the IR allows to run in parallel, else
    /// `Err(why)` (`Err("")`: not a parfor at all).
    pub(super) fn parallel_plan(&self, h: Block) -> Result<Plan, String> {
        let not = || Err(String::new());
        let Some(term) = self.f.layout.last_inst(h) else {
            return not();
        };
        let InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } = self.f.inst(term)
        else {
            return not();
        };
        let Some(ci) = self.f.dfg.defining_inst(*cond) else {
            return not();
        };
        let InstData::Binary {
            op: BinOp::Lt,
            args: [k, n],
        } = *self.f.inst(ci)
        else {
            return not();
        };
        if !self.f.parfor.contains(&self.f.spans[ci]) {
            return not();
        }
        if self.par.header.is_some() {
            return Err("a parfor nested in a parallel loop runs serially".into());
        }
        let body = self.loop_body_of(h);
        // Only the header leaves the loop (MATLAB's rules forbid `break` and `return`).
        let leaves = body.iter().any(|&b| {
            b != h
                && self.f.layout.last_inst(b).is_some_and(|t| {
                    self.f
                        .inst(t)
                        .successors()
                        .iter()
                        .any(|c| !body.contains(&c.block))
                })
        });
        if leaves {
            return Err("control leaves the loop body other than by its header".into());
        }
        let params = self.f.dfg.block_params(h).to_vec();
        let insts = self.f.layout.block_insts(h);
        if insts != [ci, term]
            || !params.contains(&k)
            || !then_dest.args.is_empty()
            || body.contains(&else_dest.block)
            || !body.contains(&then_dest.block)
            || self.defined_in(n, &body)
        {
            return Err("the loop's header is not a plain counter test".into());
        }
        // The back edges: every branch from the body to the header.
        let mut latches: Vec<&BlockCall> = Vec::new();
        for &b in &body {
            if let Some(t) = self.f.layout.last_inst(b) {
                latches.extend(
                    self.f
                        .inst(t)
                        .successors()
                        .into_iter()
                        .filter(|c| c.block == h),
                );
            }
        }
        let mut plan = Plan {
            counter: k,
            bound: n,
            body_entry: then_dest.clone(),
            exit: else_dest.block,
            reductions: Vec::new(),
            in_place: Vec::new(),
            last: Vec::new(),
        };
        for (j, &p) in params.iter().enumerate() {
            let args: Vec<Value> = latches.iter().map(|c| c.args[j]).collect();
            if p == k {
                let ok = args.iter().all(|&a| match self.def_of(a) {
                    Some(InstData::Binary {
                        op: BinOp::Add,
                        args: [x, one],
                    }) => *x == k && self.is_const_one(*one),
                    _ => false,
                });
                if !ok {
                    return Err("the loop counter is not incremented by one".into());
                }
                continue;
            }
            let slot = self.fs.slot[p];
            if self.kind(p) == Some(SlotKind::Array)
                && args.iter().all(|&a| self.fs.slot[a] == slot)
            {
                plan.in_place.push(p);
                continue;
            }
            if self.last_value(p, &args, &body) {
                plan.last.push(p);
                continue;
            }
            match self.reduction_of(p, &args, &body) {
                Some(r) => plan.reductions.push(r),
                None => {
                    let name = self.f.var_names[p].clone().unwrap_or_default();
                    return Err(format!(
                        "`{name}` is carried from one iteration to the next or out of the loop in a form threads cannot share"
                    ));
                }
            }
        }
        Ok(plan)
    }

    /// The source span of the parfor whose header is `h` (its counter test's).
    fn parfor_span(&self, h: Block) -> Option<mat2c_diag::Span> {
        let term = self.f.layout.last_inst(h)?;
        let InstData::Brif { cond, .. } = self.f.inst(term) else {
            return None;
        };
        self.f.dfg.defining_inst(*cond).map(|i| self.f.spans[i])
    }

    /// The parfor at `h` runs serially: a comment in the C and a note for the user.
    pub(super) fn note_serial(&mut self, h: Block, why: String) {
        self.line(format!("/* parfor runs serially: {why} */"));
        if let Some(span) = self.parfor_span(h) {
            self.serial_parfors.push(crate::SerialParfor { span, why });
        }
    }

    fn def_of(&self, v: Value) -> Option<&InstData> {
        self.f.dfg.defining_inst(v).map(|i| self.f.inst(i))
    }

    fn is_const_one(&self, v: Value) -> bool {
        matches!(self.def_of(v), Some(InstData::Const(mat2c_ir::Constant::Num(x))) if *x == 1.0)
    }

    fn defined_in(&self, v: Value, body: &[Block]) -> bool {
        let b = match self.f.dfg.defining_inst(v) {
            Some(i) => self.f.layout.inst_block(i),
            None => self
                .f
                .dfg
                .blocks()
                .find(|&b| self.f.dfg.block_params(b).contains(&v)),
        };
        b.is_some_and(|b| body.contains(&b))
    }

    /// Is `p` the last iteration's value of a scalar: every back edge passes one value `a`
    /// (so every iteration assigns it), and the body never reads `p`?
    fn last_value(&self, p: Value, args: &[Value], body: &[Block]) -> bool {
        let scalar = |v: Value| matches!(self.kind(v), Some(SlotKind::Scalar(_)));
        let Some(&a) = args.first() else {
            return false;
        };
        if !scalar(p) || !args.iter().all(|&x| x == a) || a == p {
            return false;
        }
        body.iter().all(|&b| {
            self.f.layout.block_insts(b).iter().all(|&i| {
                let data = self.f.inst(i);
                let reads = match data {
                    InstData::Brif { cond, .. } => *cond == p,
                    d if d.is_terminator() => false,
                    d => d.args().contains(&p),
                };
                !reads && data.successors().iter().all(|c| !c.args.contains(&p))
            })
        })
    }

    /// `p` as a reduction: each back edge passes `p` itself or `r`, the end of a chain
    /// `r1 = p op e1`, `r2 = r1 op e2`, ... (real double scalars; `p` and each `ri` used only
    /// by the next step, `r` only by back edges).
    fn reduction_of(&self, p: Value, args: &[Value], body: &[Block]) -> Option<Reduction> {
        let h = body[0];
        let dbl = |v: Value| self.kind(v) == Some(SlotKind::Scalar(Class::Double));
        if !dbl(p) {
            return None;
        }
        let r = *args.iter().find(|&&a| a != p)?;
        if !args.iter().all(|&a| a == p || a == r) {
            return None;
        }
        // Walk the chain back from `r` to `p`.
        let mut steps = Vec::new();
        let mut cur = r;
        while cur != p {
            if !dbl(cur) || steps.len() > 64 {
                return None;
            }
            let ri = self.f.dfg.defining_inst(cur)?;
            if !self.defined_in(cur, body) {
                return None;
            }
            let (step, prev) = self.reduction_step(ri)?;
            if !dbl(step.operand) || step.operand == p {
                return None;
            }
            steps.push(step);
            cur = prev;
        }
        steps.reverse();
        // Uses inside the body: `p` and each intermediate only by the next step, `r` only by
        // back edges.
        let mut chain: Vec<(Value, Option<Inst>)> = vec![(p, steps.first().map(|s| s.inst))];
        for (k, st) in steps.iter().enumerate() {
            let v = self.f.dfg.first_result(st.inst);
            chain.push((v, steps.get(k + 1).map(|s| s.inst)));
        }
        for &b in body {
            for &i in self.f.layout.block_insts(b) {
                let data = self.f.inst(i);
                let a = match data {
                    InstData::Brif { cond, .. } => vec![*cond],
                    d if d.is_terminator() => Vec::new(),
                    d => d.args(),
                };
                for &(v, user) in &chain {
                    if a.contains(&v) && Some(i) != user {
                        return None;
                    }
                    let bad_edge = data
                        .successors()
                        .iter()
                        .any(|c| c.args.contains(&v) && (c.block != h || (v != r && v != p)));
                    if bad_edge {
                        return None;
                    }
                }
            }
        }
        Some(Reduction { param: p, steps })
    }

    /// Instruction `ri` as one reduction step: the step and the value it reduces into.
    fn reduction_step(&self, ri: Inst) -> Option<(Step, Value)> {
        let (prev, c, identity, operand) = match self.f.inst(ri) {
            // `prev op e`; `+` and `*` commute exactly in IEEE arithmetic, `-` only as `s - e`.
            InstData::Binary { op, args: [x, y] } => {
                let (x, y) = (*x, *y);
                let (c, identity, commutes) = match op {
                    BinOp::Add => ("{s} + {e}", "-0.0", true),
                    BinOp::Sub => ("{s} - {e}", "0.0", false),
                    BinOp::MatMul | BinOp::ElMul => ("{s} * {e}", "1.0", true),
                    _ => return None,
                };
                // The accumulated value is the operand defined by a step or a parameter:
                // the chain is recognised from the latch, so try the left side first.
                if self.is_chain_value(x) || !commutes {
                    (x, c, identity, y)
                } else {
                    (y, c, identity, x)
                }
            }
            InstData::Builtin { id, args }
                if args.len() == 2 && self.f.dfg.inst_results(ri).len() == 1 =>
            {
                let left = self.is_chain_value(args[0]) || !self.is_chain_value(args[1]);
                let c = match (*id, left) {
                    (Bi::min, true) => "mt_binary_ss(MT_MIN2, {s}, {e})",
                    (Bi::min, false) => "mt_binary_ss(MT_MIN2, {e}, {s})",
                    (Bi::max, true) => "mt_binary_ss(MT_MAX2, {s}, {e})",
                    (Bi::max, false) => "mt_binary_ss(MT_MAX2, {e}, {s})",
                    _ => return None,
                };
                // Octave's min and max skip a NaN operand.
                let (prev, e) = if left {
                    (args[0], args[1])
                } else {
                    (args[1], args[0])
                };
                (prev, c, "NAN", e)
            }
            _ => return None,
        };
        Some((
            Step {
                inst: ri,
                operand,
                c,
                identity,
            },
            prev,
        ))
    }

    /// Can `v` be the accumulated side of a reduction step: a block parameter, or the result
    /// of an instruction of a reducing kind?
    fn is_chain_value(&self, v: Value) -> bool {
        match self.def_of(v) {
            None => true,
            Some(InstData::Binary { op, .. }) => {
                matches!(op, BinOp::Add | BinOp::Sub | BinOp::MatMul | BinOp::ElMul)
            }
            Some(InstData::Builtin { id, .. }) => matches!(id, Bi::min | Bi::max),
            Some(_) => false,
        }
    }

    /// Emits the parfor loop at `h` by `plan`; returns the exit block.
    pub(super) fn emit_parallel_loop(&mut self, h: Block, plan: Plan) -> Option<Block> {
        self.par.loops += 1;
        let id = self.par.loops;
        let (pn, pc, pk) = (
            format!("m2c_pn{id}"),
            format!("m2c_pc{id}"),
            format!("m2c_pk{id}"),
        );
        let bound = self.sc(plan.bound);
        let counter = self.sc(plan.counter);
        self.line("{");
        self.text.indent += 1;
        self.line(format!("const double {pn} = {bound};"));
        // `k < n` for k = 0, 1, ...: ceil(n) iterations, none when n is NaN or not positive.
        self.line(format!(
            "const long {pc} = {pn} > 0 ? (long)ceil({pn}) : 0;"
        ));
        // Reductions run the iterations in blocks of M2C_PAR_BLOCK: one double per step and
        // iteration of a block, `b[(k - p0) * len + t]`, combined after each block.
        let blocked = !plan.reductions.is_empty();
        let (lo, hi) = if blocked {
            (format!("m2c_p0{id}"), format!("m2c_p1{id}"))
        } else {
            ("0".to_string(), pc.clone())
        };
        let mut bufs = Vec::new();
        for (j, r) in plan.reductions.iter().enumerate() {
            let b = format!("m2c_pr{id}_{j}");
            let len = r.steps.len();
            self.line(format!(
                "double *{b} = (double *)mt_xcalloc((size_t)({pc} < M2C_PAR_BLOCK ? {pc} : M2C_PAR_BLOCK) * {len} + 1, sizeof(double));"
            ));
            for (t, st) in r.steps.iter().enumerate() {
                self.par.red.push((
                    st.inst,
                    st.operand,
                    format!("{b}[({pk} - {lo}) * {len} + {t}]"),
                ));
            }
            bufs.push(b);
        }
        // The body, into its own buffer (the pragma's clauses need its text).
        let saved = std::mem::take(&mut self.text.body);
        self.par.header = Some(h);
        self.par.skip = plan.reductions.iter().map(|r| r.param).collect();
        self.par.skip.push(plan.counter);
        self.text.indent += 1;
        self.line(format!("{counter} = (double){pk};"));
        for (j, r) in plan.reductions.iter().enumerate() {
            let len = r.steps.len();
            for (t, st) in r.steps.iter().enumerate() {
                self.line(format!(
                    "{}[({pk} - {lo}) * {len} + {t}] = {};",
                    bufs[j], st.identity
                ));
            }
        }
        self.parallel_body(h, &plan.body_entry);
        self.text.indent -= 1;
        let body = std::mem::replace(&mut self.text.body, saved);
        self.par = ParState {
            loops: self.par.loops,
            ..ParState::default()
        };
        // Label markers (lines starting with \u{1}) are not C yet.
        let c_text: String = body
            .split_inclusive('\n')
            .filter(|l| !l.starts_with('\u{1}'))
            .collect();
        let verdict = self.parallel_clauses(&c_text, &plan, &counter);
        let body = match &verdict {
            Ok(_) => strip_layout_writes(&body, &self.array_names(&plan)),
            Err(_) => body,
        };
        if blocked {
            self.line(format!(
                "for (long {lo} = 0; {lo} < {pc}; {lo} += M2C_PAR_BLOCK) {{"
            ));
            self.text.indent += 1;
            self.line(format!(
                "const long {hi} = {pc} - {lo} < M2C_PAR_BLOCK ? {pc} : {lo} + M2C_PAR_BLOCK;"
            ));
        }
        let body = if blocked { indent(&body) } else { body };
        match verdict {
            Ok(mut clauses) => {
                clauses.span = self.parfor_span(h);
                self.emit_parallel_for(&pk, &lo, &hi, &body, clauses)
            }
            Err(why) => {
                self.note_serial(h, why);
                self.line(format!("for (long {pk} = {lo}; {pk} < {hi}; {pk}++) {{"));
                self.text.body.push_str(&body);
                self.line("}");
            }
        }
        // The partials in index order: the operations of the serial loop.
        for (j, r) in plan.reductions.iter().enumerate() {
            let s = self.sc(r.param);
            let b = &bufs[j];
            let len = r.steps.len();
            let steps: Vec<String> = r
                .steps
                .iter()
                .enumerate()
                .map(|(t, st)| {
                    let c =
                        st.c.replace("{s}", &s)
                            .replace("{e}", &format!("{b}[(m2c_q - {lo}) * {len} + {t}]"));
                    format!("{s} = {c};")
                })
                .collect();
            self.line(format!(
                "for (long m2c_q = {lo}; m2c_q < {hi}; m2c_q++) {{ {} }}",
                steps.join(" ")
            ));
        }
        if blocked {
            self.text.indent -= 1;
            self.line("}");
        }
        self.line(format!("{counter} = (double){pc};"));
        for b in &bufs {
            self.line(format!("free({b});"));
        }
        self.text.indent -= 1;
        self.line("}");
        Some(plan.exit)
    }

    /// The parallel `for` of loop `id` with its body (emitted one level deeper than the
    /// current indentation). Each iteration runs its body inside `do { } while (0)` (a
    /// `continue` ends the iteration), then the last one copies out the scalars read after
    /// the loop.
    fn emit_parallel_for(&mut self, pk: &str, lo: &str, hi: &str, body: &str, cl: Clauses) {
        let id = self.par.loops;
        self.line(format!("if ({hi} > {lo}) {{"));
        self.text.indent += 1;
        for (j, (x, ty)) in cl.last.iter().enumerate() {
            self.line(format!("{ty} m2c_pl{id}_{j} = {x};"));
        }
        let pragma = format!(
            "M2C_OMP(omp parallel for schedule(static) if({}) private({}))",
            cl.cond,
            cl.private.join(", ")
        );
        match (cl.calls.is_empty(), cl.span) {
            (false, Some(sp)) => self.line(format!(
                "{MARK}{} {} {}{MARK}{}{MARK}{pragma}",
                sp.file.0,
                sp.lo,
                sp.hi,
                cl.calls.join(" ")
            )),
            (false, None) => self.line(format!(
                "/* parfor runs serially: it calls `{}` */",
                cl.calls[0]
            )),
            (true, _) => self.line(pragma),
        }
        self.line(format!("for (long {pk} = {lo}; {pk} < {hi}; {pk}++) {{"));
        self.text.indent += 1;
        self.line("do {");
        self.text.body.push_str(&indent(&indent(body)));
        self.line("} while (0);");
        if !cl.last.is_empty() {
            let copies: Vec<String> = (0..cl.last.len())
                .map(|j| format!("m2c_pl{id}_{j} = {};", cl.last[j].0))
                .collect();
            self.line(format!("if ({pk} == {hi} - 1) {{ {} }}", copies.join(" ")));
        }
        self.text.indent -= 1;
        self.line("}");
        for (j, (x, _)) in cl.last.iter().enumerate() {
            self.line(format!("{x} = m2c_pl{id}_{j};"));
        }
        self.text.indent -= 1;
        self.line("}");
    }

    fn array_names(&self, plan: &Plan) -> Vec<String> {
        plan.in_place
            .iter()
            .filter_map(|&p| self.sx(p).map(str::to_string))
            .collect()
    }

    /// The clauses of the pragma, or why the body must run serially.
    fn parallel_clauses(&self, body: &str, plan: &Plan, counter: &str) -> Result<Clauses, String> {
        let mut calls = Vec::new();
        for call in called_names(body) {
            if call.starts_with("mf_") {
                calls.push(call); // decided once every function is written
            } else if !allowed_call(&call) {
                return Err(not_thread_safe(&call));
            }
        }
        let arrays = self.array_names(plan);
        let locals = self.local_scalars();
        let mut last: Vec<(String, &'static str)> = Vec::new();
        for &p in &plan.last {
            last.extend(self.sx(p).map(|x| (x.to_string(), "double")));
            last.extend(self.undef.flag[p].clone().map(|f| (f, "int")));
        }
        let mut private: Vec<String> = last.iter().map(|(x, _)| x.clone()).collect();
        let written = assigned_names(body).into_iter().chain(
            addressed_names(body)
                .into_iter()
                .filter(|n| locals.contains(n)),
        );
        for name in written {
            if name == counter || locals.contains(&name) {
                if !private.contains(&name) {
                    private.push(name);
                }
            } else if !arrays.iter().any(|a| name.starts_with(&format!("{a}."))) {
                return Err(format!(
                    "its body writes `{name}`, shared by all iterations"
                ));
            }
        }
        if !private.iter().any(|p| p == counter) {
            private.insert(0, counter.to_string());
        }
        let mut cond = vec!["mt_try_depth() == 0".to_string()];
        for a in &arrays {
            cond.push(format!("{a}.layout == MT_LAYOUT_FULL"));
        }
        Ok(Clauses {
            private,
            cond: cond.join(" && "),
            last,
            calls,
            span: None,
        })
    }

    /// The scalar C locals of this function (`double`, `int`, `size_t`, `m2c_cplx`), and its
    /// scalar inputs: what a parallel body may keep private.
    fn local_scalars(&self) -> Vec<String> {
        let mut v = Vec::new();
        for d in &self.text.decls {
            let d = d.trim();
            let rest = ["double ", "int ", "size_t ", "long ", "m2c_cplx "]
                .iter()
                .find_map(|t| d.strip_prefix(t));
            if let Some(rest) = rest {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !rest[name.len()..].trim_start().starts_with('[') {
                    v.push(name);
                }
            }
        }
        v.extend(
            self.mw
                .param_names(self.id)
                .1
                .into_iter()
                .enumerate()
                .filter(|(k, _)| matches!(self.fs.inputs.get(*k), Some(SlotKind::Scalar(_))))
                .map(|(_, n)| n),
        );
        v
    }

    /// `inst` is a reduction of the parallel loop being emitted: store its operand.
    pub(super) fn parallel_reduction(&mut self, i: Inst) -> bool {
        let Some((_, operand, buf)) = self.par.red.iter().find(|(r, _, _)| *r == i).cloned() else {
            return false;
        };
        let e = self.sc(operand);
        self.line(format!("{buf} = {e};"));
        true
    }

    /// Is `p` a header parameter whose back-edge copy the parallel loop leaves out?
    pub(super) fn parallel_skips(&self, dest: Block, p: Value) -> bool {
        self.par.header == Some(dest) && self.par.skip.contains(&p)
    }
}
