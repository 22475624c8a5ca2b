//! The pass manager: the declared list of passes from lowering to C, a [`Context`] holding
//! the module and its cached analyses, the verifier after every pass (and every step of a
//! composite pass) when asked, `--print-after` and `--time-passes`.
//!
//! Composite passes (`mpe`, `cleanup`) iterate their steps to a fixpoint; each step has its
//! own name, is verified, printed and timed like a pass (nested under its pass in the table).

use std::time::{Duration, Instant};

use cranelift_entity::SecondaryMap;
use mat2c_diag::{Diagnostic, has_errors};
use mat2c_infer::{InferResult, InputSpec};
use mat2c_ir::handles::HandleTable;
use mat2c_ir::{ControlFlowGraph, DominatorTree, FuncId, Module};
use mat2c_lower::SourceUnit;

use crate::{Emit, Options, Program};

/// How far the pipeline goes; each pass belongs to one stage, and an `--emit` mode stops after
/// the last pass of its stage.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Stage {
    /// Lowering and the optimiser before specialisation (`--emit=ir`).
    Ir,
    /// Types: specialisation and the cleanup after it (`--emit=typed`, `var-types`).
    Typed,
    /// Storage allocation (`--emit=storage`).
    Storage,
    /// The C code (`--emit=c`, executables).
    Code,
}

impl Stage {
    pub(crate) fn of(emit: Emit) -> Stage {
        match emit {
            Emit::Check | Emit::Ast | Emit::Ir => Stage::Ir,
            Emit::Typed | Emit::VarTypes => Stage::Typed,
            Emit::Storage => Stage::Storage,
            Emit::C | Emit::CProgram | Emit::Exe | Emit::Object | Emit::Lib => Stage::Code,
        }
    }
}

/// What a pass does.
#[derive(Copy, Clone)]
enum Kind {
    /// Name resolution and SSA construction of every reachable function (`arrayfun` and
    /// `cellfun` loops included); handles stay placeholders.
    Lower,
    /// Function-handle resolution (propagation, dispatch, boxing, as one fixpoint).
    Handles,
    /// Static entry inputs (`-D`) become constants.
    BindStatics,
    /// One pass of the optimiser pipeline, on every function.
    Opt(mat2c_opt::Pass),
    /// Partial evaluation rounds before specialisation.
    Mpe,
    /// ARGen: one function per input signature, with its types.
    Specialise,
    /// Partial evaluation and the optimiser again on the specialised variants.
    Cleanup,
    Alloc,
    Codegen,
}

/// One declared pass.
#[derive(Copy, Clone)]
pub(crate) struct Pass {
    pub(crate) name: &'static str,
    kind: Kind,
    stage: Stage,
}

/// Opt passes that leave every function's blocks and edges as they were (the cached CFG and
/// dominator trees stay valid).
const CFG_PRESERVING: &[&str] = &["cse", "copy-prop", "fold-facts"];

/// The pass list for `opts`, in order.
pub(crate) fn pass_list(opts: &Options) -> Vec<Pass> {
    let p = |name, kind, stage| Pass { name, kind, stage };
    let mut v = vec![
        p("lower", Kind::Lower, Stage::Ir),
        p("handles", Kind::Handles, Stage::Ir),
        p("bind-statics", Kind::BindStatics, Stage::Ir),
    ];
    if opts.optimize {
        for &(name, f) in mat2c_opt::PIPELINE {
            v.push(p(name, Kind::Opt(f), Stage::Ir));
        }
        if opts.mpe {
            v.push(p("mpe", Kind::Mpe, Stage::Ir));
        }
    }
    v.push(p("specialise", Kind::Specialise, Stage::Typed));
    if opts.optimize && opts.mpe && opts.specialise {
        v.push(p("cleanup", Kind::Cleanup, Stage::Typed));
    }
    v.push(p("alloc", Kind::Alloc, Stage::Storage));
    v.push(p("codegen", Kind::Codegen, Stage::Code));
    v
}

/// Every name `--print-after` accepts: the passes and the steps of composite passes.
pub(crate) fn pass_names() -> Vec<&'static str> {
    let mut all = Options::new("");
    all.optimize = true;
    all.mpe = true;
    all.specialise = true;
    let mut names: Vec<&'static str> = Vec::new();
    let mut add = |n: &'static str| {
        if !names.contains(&n) {
            names.push(n);
        }
    };
    for p in pass_list(&all) {
        add(p.name);
        let steps: &[&'static str] = match p.kind {
            Kind::Mpe => &["infer", "fold-facts", "unroll"],
            Kind::Cleanup => &["fold-facts", "reinfer"],
            _ => continue,
        };
        for &n in steps
            .iter()
            .chain(mat2c_opt::MPE_PIPELINE.iter().map(|(n, _)| n))
        {
            add(n);
        }
    }
    names
}

/// `--no-heap`: one E0016 per array group left without a fixed buffer, at the statement
/// defining the value that names it.
fn no_heap_errors(m: &Module, sm: &mat2c_alloc::StorageMap) -> Vec<Diagnostic> {
    mat2c_alloc::heap_groups(m, sm)
        .into_iter()
        .map(|(id, v)| {
            let f = &m.funcs[id];
            let span = f
                .dfg
                .defining_inst(v)
                .map(|i| f.spans[i])
                .or_else(|| f.layout.blocks().iter().find_map(|&b| {
                    f.layout.block_insts(b).iter().find(|&&i| f.inst(i).args().contains(&v)).map(|&i| f.spans[i])
                }))
                .unwrap_or_default();
            let what = match &f.var_names[v] {
                Some(n) => format!("`{n}`"),
                None => "a temporary array".to_string(),
            };
            let why = if m.entry != Some(id)
                && f.layout.blocks().iter().any(|&b| {
                    f.layout.block_insts(b).iter().any(|&i| {
                        matches!(f.inst(i), mat2c_ir::InstData::Return { vals } if vals.contains(&v))
                    })
                }) {
                "it is returned by a function other than the entry"
            } else {
                "its size has no bound inference can prove"
            };
            Diagnostic::error(
                mat2c_diag::codes::E0016,
                span,
                format!("{what} in `{}` needs heap storage under --no-heap: {why}", f.name),
            )
        })
        .collect()
}

/// Why the pipeline stopped early.
pub(crate) enum Stop {
    /// User errors (in [`Context::diags`]).
    Failed,
    /// A verifier failure: our bug, with the message and the IR.
    Internal(String),
}

/// Wall time of one pass or step.
struct Timing {
    /// The composite pass this is a step of.
    parent: Option<usize>,
    name: &'static str,
    runs: usize,
    time: Duration,
}

/// The module, its analyses and what the passes produced.
pub(crate) struct Context<'a> {
    pub(crate) opts: &'a Options,
    program: &'a Program,
    units: &'a [SourceUnit<'a>],
    pub(crate) inputs: Vec<InputSpec>,
    /// Between `lower` and `handles`: the side table of the handle placeholders and
    /// lowering's diagnostics.
    lowered: Option<(HandleTable, Vec<Diagnostic>)>,
    pub(crate) module: Module,
    /// Types of `module` (after specialisation).
    pub(crate) types: Option<InferResult>,
    pub(crate) storage: Option<mat2c_alloc::StorageMap>,
    /// Whether the C may call CBLAS (probed before the passes, so not timed as codegen).
    blas: bool,
    /// The program's C (after codegen) and whether it calls CBLAS.
    pub(crate) c: Option<(String, bool)>,
    pub(crate) diags: Vec<Diagnostic>,
    /// `--print-after` output.
    pub(crate) printed: String,
    /// `-g`: each source file's name and line starts, for `#line` directives.
    pub(crate) line_files: Vec<(String, Vec<u32>)>,
    /// Cached dominator trees per function (`None`: not computed or invalidated).
    doms: SecondaryMap<FuncId, Option<DominatorTree>>,
    timings: Vec<Timing>,
    /// Index in `timings` of the composite pass running now.
    parent: Option<usize>,
}

impl<'a> Context<'a> {
    pub(crate) fn new(
        opts: &'a Options,
        program: &'a Program,
        units: &'a [SourceUnit<'a>],
        inputs: Vec<InputSpec>,
        blas: bool,
    ) -> Self {
        Context {
            blas,
            opts,
            program,
            units,
            inputs,
            lowered: None,
            module: Module::new(),
            types: None,
            storage: None,
            c: None,
            diags: Vec::new(),
            printed: String::new(),
            line_files: Vec::new(),
            doms: SecondaryMap::new(),
            timings: Vec::new(),
            parent: None,
        }
    }

    /// The dominator tree of function `id`, computed once until a pass changes the CFG.
    pub(crate) fn domtree(&mut self, id: FuncId) -> &DominatorTree {
        let f = &self.module.funcs[id];
        self.doms[id].get_or_insert_with(|| {
            let cfg = ControlFlowGraph::compute(f);
            DominatorTree::compute(f, &cfg)
        })
    }

    fn invalidate(&mut self) {
        self.doms = SecondaryMap::new();
    }

    /// Runs the passes of `list` up to stage `last`.
    pub(crate) fn run(&mut self, list: &[Pass], last: Stage) -> Result<(), Stop> {
        for p in list.iter().filter(|p| p.stage <= last) {
            match p.kind {
                Kind::Mpe | Kind::Cleanup => {
                    let at = self.timing(p.name, Duration::ZERO);
                    let start = Instant::now();
                    self.parent = Some(at);
                    let r = if matches!(p.kind, Kind::Mpe) {
                        self.mpe()
                    } else {
                        self.cleanup()
                    };
                    self.parent = None;
                    self.timings[at].time += start.elapsed();
                    r?;
                    self.after(p.name, false)?;
                }
                kind => self.step(p.name, |cx| cx.simple(kind))?,
            }
        }
        Ok(())
    }

    fn simple(&mut self, kind: Kind) -> Result<(), Stop> {
        match kind {
            Kind::Lower => {
                let l = mat2c_lower::lower_functions(self.units, 0);
                self.module = l.module;
                self.lowered = Some((l.handles, l.diags));
            }
            Kind::Handles => {
                let Some((handles, mut diags)) = self.lowered.take() else {
                    return Ok(());
                };
                diags.extend(mat2c_handles::resolve_handles(&mut self.module, &handles));
                self.file_diags(diags);
                let calls = crate::class_method_calls(&self.module, self.program);
                self.diags.extend(calls);
                if has_errors(&self.diags) {
                    return Err(Stop::Failed);
                }
            }
            Kind::BindStatics => crate::entry::bind_statics(&mut self.module, &self.inputs),
            Kind::Opt(f) => {
                for (_, func) in self.module.funcs.iter_mut() {
                    f(func);
                }
            }
            Kind::Specialise => {
                let (module, types) = if self.opts.specialise {
                    mat2c_infer::specialise(&self.module, &self.inputs)
                } else {
                    let mut types = mat2c_infer::infer(&self.module);
                    types.entry_inputs = self.inputs.clone();
                    (self.module.clone(), types)
                };
                self.module = module;
                self.types = Some(types);
            }
            Kind::Alloc => {
                let types = self.types.as_ref().ok_or_else(missing)?;
                let aopts = mat2c_alloc::AllocOptions {
                    coalesce: self.opts.coalesce,
                    no_heap: self.opts.no_heap,
                    ..Default::default()
                };
                let storage = mat2c_alloc::allocate_with(&self.module, types, &aopts);
                if self.opts.no_heap {
                    self.diags.extend(no_heap_errors(&self.module, &storage));
                }
                self.storage = Some(storage);
                if has_errors(&self.diags) {
                    return Err(Stop::Failed);
                }
            }
            Kind::Codegen => {
                let types = self.types.as_ref().ok_or_else(missing)?;
                let storage = self.storage.as_ref().ok_or_else(missing)?;
                let blas = self.blas;
                let copts = mat2c_codegen::CodegenOptions {
                    blas,
                    keep_checks: self.opts.keep_checks,
                    line_directives: self.line_files.clone(),
                    locations: self.program.frame_locations(),
                    lib: false,
                    no_heap: self.opts.no_heap,
                };
                let (mut c, serial) =
                    mat2c_codegen::emit_c_reported(&self.module, types, storage, &copts);
                self.diags
                    .extend(serial.into_iter().map(serial_parfor_note));
                if !copts.line_directives.is_empty() {
                    let file = format!("{}.c", self.program.entry_name);
                    c = mat2c_codegen::resolve_line_resets(&c, &file);
                }
                self.c = Some((c, blas));
            }
            Kind::Mpe | Kind::Cleanup => {}
        }
        Ok(())
    }

    /// Lowering's diagnostics and the parse errors of the files the program calls.
    fn file_diags(&mut self, mut diags: Vec<Diagnostic>) {
        let program = self.program;
        for (k, file_diags) in program.diags.iter().enumerate().skip(1) {
            // Called (lowered), or called but unusable (no function in it, e.g. a classdef
            // file): then the file's own errors replace "unknown name" at the call.
            let unknown = |d: &Diagnostic| {
                d.code == mat2c_diag::codes::E0301
                    && d.message.contains(&format!("`{}`", program.names[k]))
            };
            // (The generated file of a `str2func` text is reported whenever it does not parse.)
            let called = self
                .module
                .funcs
                .values()
                .any(|f| f.name == program.names[k])
                || diags.iter().any(unknown)
                || program.names[k].starts_with("@str2func ");
            if called {
                if has_errors(file_diags) {
                    diags.retain(|d| !unknown(d));
                }
                self.diags.extend(file_diags.iter().cloned());
            }
        }
        self.diags.extend(diags);
    }

    /// Partial evaluation before specialisation: infer (one variant per function) → fold
    /// what the facts decide → unroll small loops → the MPE pipeline, while something
    /// changes, at most `MPE_ROUNDS` times.
    fn mpe(&mut self) -> Result<(), Stop> {
        for _ in 0..mat2c_opt::MPE_ROUNDS {
            let mut types = None;
            self.step("infer", |cx| {
                types = Some(mat2c_infer::infer(&cx.module));
                Ok(())
            })?;
            let types = types.ok_or_else(missing)?;
            if !self.fold_round(&types, true)? {
                break;
            }
        }
        Ok(())
    }

    /// After specialisation each variant's signature is a fact (an input `double[1x4]` has 4
    /// elements): rounds of fact folding and the MPE pipeline on the specialised module,
    /// inference being a re-analysis of the variants as they are (`reinfer`), until nothing
    /// changes. No unrolling: loops the signature bounds stay loops (with proven checks).
    /// Leaves `types` those of the final module.
    fn cleanup(&mut self) -> Result<(), Stop> {
        let mut types = self.types.take().ok_or_else(missing)?;
        for round in 0..=mat2c_opt::MPE_ROUNDS {
            if round > 0 {
                let mut t = None;
                self.step("reinfer", |cx| {
                    t = Some(mat2c_infer::reinfer_specialised(
                        &cx.module, &cx.inputs, &types,
                    ));
                    Ok(())
                })?;
                types = t.ok_or_else(missing)?;
            }
            if round == mat2c_opt::MPE_ROUNDS || !self.fold_round(&types, false)? {
                break;
            }
        }
        self.types = Some(types);
        Ok(())
    }

    /// One round: fold facts, unroll (when `unroll`), and (when either changed something)
    /// the MPE pipeline. True when something changed.
    fn fold_round(&mut self, types: &InferResult, unroll: bool) -> Result<bool, Stop> {
        let mut changed = false;
        self.step("fold-facts", |cx| {
            changed |= mat2c_opt::fold_facts(&mut cx.module, types);
            Ok(())
        })?;
        if unroll {
            self.step("unroll", |cx| {
                for (_, f) in cx.module.funcs.iter_mut() {
                    changed |= mat2c_opt::unroll_small_loops(f);
                }
                Ok(())
            })?;
        }
        if changed {
            for &(name, pass) in mat2c_opt::MPE_PIPELINE {
                self.step(name, |cx| {
                    for (_, f) in cx.module.funcs.iter_mut() {
                        pass(f);
                    }
                    Ok(())
                })?;
            }
        }
        Ok(changed)
    }

    /// Runs one pass or step: timed, then verified and printed as asked.
    fn step(
        &mut self,
        name: &'static str,
        body: impl FnOnce(&mut Self) -> Result<(), Stop>,
    ) -> Result<(), Stop> {
        let start = Instant::now();
        let r = body(self);
        let t = start.elapsed();
        self.timing(name, t);
        r?;
        self.after(name, !CFG_PRESERVING.contains(&name))
    }

    /// Records `t` for `name` under the current composite pass (rows in first-run order).
    fn timing(&mut self, name: &'static str, t: Duration) -> usize {
        let parent = self.parent;
        let found = self
            .timings
            .iter()
            .position(|r| r.parent == parent && r.name == name);
        match found {
            Some(k) => {
                self.timings[k].runs += 1;
                self.timings[k].time += t;
                k
            }
            None => {
                self.timings.push(Timing {
                    parent,
                    name,
                    runs: 1,
                    time: t,
                });
                self.timings.len() - 1
            }
        }
    }

    /// After a pass or step: drop stale analyses, verify, print.
    fn after(&mut self, name: &'static str, changes_cfg: bool) -> Result<(), Stop> {
        if changes_cfg {
            self.invalidate();
        }
        // A program with errors is not verified (it is never compiled).
        if !self
            .lowered
            .as_ref()
            .is_some_and(|(_, diags)| has_errors(diags))
        {
            self.verify(name)?;
        }
        let wanted = &self.opts.print_after;
        if wanted.iter().any(|w| w == name || w == "all") {
            let text = self.print(name);
            self.printed
                .push_str(&format!("; ---- after `{name}` ----\n{text}"));
        }
        Ok(())
    }

    fn print(&self, name: &str) -> String {
        match (name, &self.types, &self.storage, &self.c) {
            ("codegen", _, _, Some((c, _))) => c.clone(),
            ("alloc", Some(t), Some(s), _) => mat2c_alloc::print_storage(&self.module, t, s),
            // Only while the types describe the module as it is.
            ("specialise" | "cleanup", Some(t), _, _) => {
                let lines = self.program.lines();
                let m = &self.module;
                mat2c_infer::print_typed(m, t, &|f, i| lines.inst_line(m, f, i))
            }
            _ => mat2c_ir::print_module(&self.module),
        }
    }

    fn verify(&mut self, after: &str) -> Result<(), Stop> {
        if !self.opts.verify {
            return Ok(());
        }
        let mut errs = Vec::new();
        let ids: Vec<FuncId> = self.module.funcs.keys().collect();
        for id in ids {
            self.domtree(id);
            let (f, dt) = (&self.module.funcs[id], self.doms[id].as_ref());
            if let Some(dt) = dt
                && let Err(e) = mat2c_ir::verify_function_with(f, &self.module, dt)
            {
                errs.extend(e);
            }
        }
        if errs.is_empty() {
            return Ok(());
        }
        let mut msg = format!("internal compiler error: the IR verifier failed after `{after}`:\n");
        for e in errs {
            msg.push_str(&format!("  {e}\n"));
        }
        msg.push_str(&mat2c_ir::print_module(&self.module));
        Err(Stop::Internal(msg))
    }

    /// `--time-passes`: one row per pass in the order they first ran (steps of a composite
    /// pass indented under it), with how often it ran and its total wall time.
    pub(crate) fn time_table(&self) -> String {
        let mut out = format!("{:<24} {:>5} {:>12}\n", "pass", "runs", "time (ms)");
        let mut total = Duration::ZERO;
        let row = |out: &mut String, r: &Timing, indent: &str| {
            out.push_str(&format!(
                "{:<24} {:>5} {:>12.3}\n",
                format!("{indent}{}", r.name),
                r.runs,
                r.time.as_secs_f64() * 1e3
            ));
        };
        for (k, r) in self.timings.iter().enumerate() {
            if r.parent.is_some() {
                continue;
            }
            total += r.time;
            row(&mut out, r, "");
            for c in self.timings.iter().filter(|c| c.parent == Some(k)) {
                row(&mut out, c, "  ");
            }
        }
        out.push_str(&format!(
            "{:<24} {:>5} {:>12.3}\n",
            "total",
            "",
            total.as_secs_f64() * 1e3
        ));
        out
    }
}

fn missing() -> Stop {
    Stop::Internal("internal compiler error: a pass ran before the one it needs\n".into())
}

/// The warning for a `parfor` that codegen keeps serial (E0615).
fn serial_parfor_note(p: mat2c_codegen::SerialParfor) -> Diagnostic {
    // The `parfor` keyword (the span is the whole statement).
    let kw = mat2c_diag::Span::new(p.span.file, p.span.lo, (p.span.lo + 6).min(p.span.hi));
    Diagnostic::warning(
        mat2c_diag::codes::E0615,
        kw,
        "this parfor runs serially, one iteration after another",
    )
    .with_label_message(p.why)
    .with_note(
        "it prints what Octave prints either way; to run on several threads, a parfor body \
         may compute with scalars, read arrays, write its sliced outputs in bounds and reduce \
         real scalars, but not print, draw random numbers, build arrays or call functions that \
         do (docs/SEMANTICS.md, \"parfor\")",
    )
}

#[cfg(test)]
mod tests {
    use crate::{Emit, Options};

    /// A function file in a fresh temporary folder.
    /// A fresh folder per call: the tests run in parallel threads of one process, and one
    /// rewriting the file another is reading made the reader see it empty.
    fn program(name: &str, text: &str) -> std::path::PathBuf {
        use std::sync::atomic::{AtomicU32, Ordering};
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "mat2c-passes-{name}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join(format!("{name}.m"));
        std::fs::write(&path, text).expect("write program");
        path
    }

    const MEAN: &str = "function r = pm_mean(x)\n%# x size [1 4]\nr = sum(x) / numel(x);\nend\n";

    #[test]
    fn unknown_pass_is_e0014_listing_the_passes() {
        let mut opts = Options::new(program("pm_mean", MEAN));
        opts.emit = Emit::Typed;
        opts.print_after = vec!["cse".into(), "nonsense".into()];
        let out = crate::run(&opts);
        assert!(!out.success);
        let d = &out.diagnostics[0];
        assert_eq!(d.code, mat2c_diag::codes::E0014);
        assert!(
            out.stderr.contains("unknown pass `nonsense`"),
            "{}",
            out.stderr
        );
        for name in super::pass_names() {
            assert!(out.stderr.contains(name), "{name} missing: {}", out.stderr);
        }
    }

    #[test]
    fn print_after_shows_the_cleanup_folding_numel() {
        let mut opts = Options::new(program("pm_mean", MEAN));
        opts.emit = Emit::Typed;
        opts.verify = true;
        opts.print_after = vec!["specialise".into(), "cleanup".into()];
        let out = crate::run(&opts);
        assert!(out.success, "{}", out.stderr);
        let spec = out
            .stdout
            .find("; ---- after `specialise` ----")
            .expect("specialise");
        let clean = out
            .stdout
            .find("; ---- after `cleanup` ----")
            .expect("cleanup");
        assert!(spec < clean);
        // Before the cleanup the query is there; after it, the signature's 4.
        assert!(out.stdout[spec..clean].contains("builtin numel(v0)"));
        assert!(!out.stdout[clean..].contains("numel"));
        assert!(out.stdout[clean..].contains("const 4.0"));
    }

    #[test]
    fn time_passes_lists_every_pass_in_order() {
        let mut opts = Options::new(program("pm_mean", MEAN));
        opts.emit = Emit::Storage;
        opts.time_passes = true;
        let out = crate::run(&opts);
        assert!(out.success, "{}", out.stderr);
        let rows: Vec<&str> = out
            .stderr
            .lines()
            .skip_while(|l| !l.starts_with("pass "))
            .skip(1)
            .filter(|l| !l.starts_with(' '))
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        let mut want: Vec<&str> = Vec::new();
        for p in super::pass_list(&opts) {
            if p.stage <= super::Stage::Storage && !want.contains(&p.name) {
                want.push(p.name);
            }
        }
        want.push("total");
        assert_eq!(rows, want);
    }
}
