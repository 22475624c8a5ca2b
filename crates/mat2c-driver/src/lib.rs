//! mat2c-driver: runs the pipeline — load and parse the program's files, resolve and lower to
//! SSA, optimise, infer types, allocate storage, emit C and call the system C compiler.
//!
//! This is the one library tests and the CLI call. It does no printing: every result, including
//! rendered diagnostics, comes back in an [`Outcome`].
//!
//! Invariants: the verifier runs after every pass when [`Options::verify`] is set (always in
//! tests); output is deterministic (no hash-map iteration on the path to output); user errors
//! come back as coded diagnostics, never as panics.

mod cc;
mod doomed;
mod entry;
mod load;
mod passes;
mod report;
mod usage;

use std::path::PathBuf;

use mat2c_diag::{Diagnostic, FileId, SourceMap, Span, codes, has_errors, render_all_styled};
use mat2c_ir::Module;

pub use cc::{Blas, CcOptions, Threads};
pub use load::Program;
pub use usage::{OPT_LEVELS, WarningPolicy};

/// What to produce.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Emit {
    /// Only parse and resolve; report diagnostics.
    Check,
    /// The syntax tree of the entry file.
    Ast,
    /// The SSA IR after optimisation.
    Ir,
    /// The IR with each value's inferred type.
    Typed,
    /// The inferred type of each variable assignment of the entry file, one
    /// `LINE NAME TYPE` line each (for inline `%:` type assertions in tests).
    VarTypes,
    /// The storage allocation.
    Storage,
    /// C sources (program and runtime) in a directory.
    C,
    /// The program's C translation unit on standard output (the runtime is not written).
    CProgram,
    /// A native executable.
    Exe,
    /// The program's object file (`-c`): compiled, not linked with the runtime.
    Object,
    /// The entry function as a C library in a directory: `NAME.h`, `NAME.c`, the runtime,
    /// a README and a Makefile (docs/EMBEDDED.md).
    Lib,
}

/// Everything a compilation needs to know.
#[derive(Clone, Debug)]
pub struct Options {
    pub input: PathBuf,
    /// The entry file's text when it is not read from `input` (`-`: standard input).
    pub input_text: Option<String>,
    /// Extra folders searched for called functions (`-I`).
    pub include: Vec<PathBuf>,
    /// Executable path (for [`Emit::Exe`]) or directory (for [`Emit::C`]).
    pub output: Option<PathBuf>,
    pub emit: Emit,
    /// Run the optimiser passes.
    pub optimize: bool,
    /// Run partial evaluation (fact-based folding and small-loop unrolling) after them.
    pub mpe: bool,
    /// Run the IR verifier after every pass.
    pub verify: bool,
    /// Print pipeline statistics after the main output.
    pub stats: bool,
    /// Storage coalescing on (off: every array its own buffer).
    pub coalesce: bool,
    /// Types of the entry function's inputs (`--args 'double[3x:100], double'`).
    pub args: Option<String>,
    /// Static inputs of the entry function (`-D name=value`).
    pub defines: Vec<String>,
    /// One variant per input type signature (off: one joined analysis per function).
    pub specialise: bool,
    /// Emit every conformance and bounds check, ignoring inference's proofs (debug switch).
    pub keep_checks: bool,
    /// `--no-heap`: every array in static or stack storage sized by inference (E0016 for one
    /// that cannot be); a library is built with the runtime's `MT_NO_HEAP`.
    pub no_heap: bool,
    /// Print the IR after these passes (`--print-after`; `all` for every pass).
    pub print_after: Vec<String>,
    /// Report the wall time of every pass on standard error (`--time-passes`).
    pub time_passes: bool,
    /// Also make the HTML compilation report ([`Outcome::report`]; needs types, so not with
    /// `Emit::Check`, `Ast` or `Ir`, whose pipelines stop before inference).
    pub report: bool,
    /// What happens to warnings (`-w`, `-Werror`, `-Wno-CODE`).
    pub warnings: WarningPolicy,
    /// Render diagnostics with ANSI colours (`--color`).
    pub color: bool,
    /// Debug info: `-g` for the C compiler and `#line` directives mapping the C to the `.m`
    /// lines.
    pub debug: bool,
    /// Compile through code generation but write no file (`--stats` without `-o`).
    pub no_write: bool,
    pub cc: CcOptions,
}

impl Options {
    pub fn new(input: impl Into<PathBuf>) -> Self {
        Options {
            input: input.into(),
            input_text: None,
            include: Vec::new(),
            output: None,
            emit: Emit::Exe,
            optimize: true,
            mpe: true,
            verify: cfg!(debug_assertions),
            stats: false,
            coalesce: true,
            args: None,
            defines: Vec::new(),
            specialise: true,
            keep_checks: false,
            no_heap: false,
            print_after: Vec::new(),
            time_passes: false,
            report: false,
            warnings: WarningPolicy::default(),
            color: false,
            debug: false,
            no_write: false,
            cc: CcOptions::default(),
        }
    }
}

/// The result of a run: text for standard output, rendered diagnostics for standard error,
/// and whether it succeeded.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub success: bool,
    /// The diagnostics themselves (for tests that assert codes and positions).
    pub diagnostics: Vec<Diagnostic>,
    /// The HTML report when [`Options::report`] asked for one and the program compiled as
    /// far as storage allocation.
    pub report: Option<String>,
}

struct Session {
    sources: SourceMap,
    diags: Vec<Diagnostic>,
    warnings: WarningPolicy,
    color: bool,
    /// `.m` files on the path, for "did you mean" (see [`Session::suggest_path_names`]).
    path_names: Vec<String>,
}

impl Session {
    /// The diagnostics so far under the warning policy; true when there are errors.
    fn errors_after_policy(&mut self) -> bool {
        self.warnings.apply(&mut self.diags);
        has_errors(&self.diags)
    }

    /// An unknown name without a suggestion from the resolver (which sees the variables, the
    /// loaded functions and the builtins) may be a typo of a file on the path that the
    /// program never names, so it was not loaded.
    fn suggest_path_names(&mut self) {
        for d in &mut self.diags {
            if d.code != codes::E0301
                || d.help
                    .as_deref()
                    .is_some_and(|h| h.starts_with("did you mean"))
            {
                continue;
            }
            let Some(span) = d.primary_span() else {
                continue;
            };
            let text = &self.sources.get(span.file).text;
            let Some(name) = text.get(span.lo as usize..span.hi as usize) else {
                continue;
            };
            if let Some(best) =
                mat2c_diag::closest(name, self.path_names.iter().map(String::as_str))
            {
                d.help = Some(format!("did you mean the function `{best}` ({best}.m)?"));
            }
        }
    }

    fn fail(mut self, stdout: String) -> Outcome {
        self.suggest_path_names();
        self.warnings.apply(&mut self.diags);
        Outcome {
            stderr: render_all_styled(&self.sources, &self.diags, self.color),
            stdout,
            success: false,
            diagnostics: self.diags,
            report: None,
        }
    }

    fn done(mut self, stdout: String) -> Outcome {
        self.suggest_path_names();
        let success = !self.errors_after_policy();
        Outcome {
            stderr: render_all_styled(&self.sources, &self.diags, self.color),
            stdout,
            success,
            diagnostics: self.diags,
            report: None,
        }
    }
}

/// Calls of a builtin or a path function whose name also has a method in a `@class` folder:
/// Octave dispatches such calls on the class of the arguments, which mat2c does not do.
pub(crate) fn class_method_calls(module: &Module, program: &Program) -> Vec<Diagnostic> {
    use mat2c_ir::InstData;
    let mut out = Vec::new();
    if program.class_methods.is_empty() {
        return out;
    }
    for (_, f) in module.funcs.iter() {
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                let name = match f.inst(i) {
                    InstData::Builtin { id, .. } => id.name(),
                    InstData::Call { func, .. }
                        if program.names.contains(&module.funcs[*func].name) =>
                    {
                        module.funcs[*func].name.as_str()
                    }
                    _ => continue,
                };
                for (m, path) in program.class_methods.iter().filter(|(m, _)| m == name) {
                    out.push(
                        Diagnostic::error(
                            codes::E0603,
                            f.spans[i],
                            format!("`{m}` has a class method `{path}` on the path"),
                        )
                        .with_label_message("called here")
                        .with_help(
                            "mat2c does not dispatch on classes; rename the function or move the `@` folder off the path",
                        ),
                    );
                }
            }
        }
    }
    out
}

/// Stack of the thread the pipeline runs on. The parser and the tree walkers (resolution,
/// lowering, printing) recurse once per nesting level of the program; with this stack they
/// handle every nesting the front end accepts (`mat2c_syntax::MAX_NEST`, `MAX_EXPR_DEPTH`), in debug builds
/// too. It is address space: only the pages a deep program touches are ever committed.
const PIPELINE_STACK: usize = mat2c_syntax::STACK_SIZE;

/// Runs the compiler as `opts` says.
pub fn run(opts: &Options) -> Outcome {
    // A thread of our own, so the stack does not depend on the caller's (a test thread has
    // 2 MiB). Should it fail to start (no address space), run here.
    std::thread::scope(|scope| {
        match std::thread::Builder::new()
            .name("mat2c".into())
            .stack_size(PIPELINE_STACK)
            .spawn_scoped(scope, || run_pipeline(opts))
        {
            Ok(h) => h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)),
            Err(_) => run_pipeline(opts),
        }
    })
}

fn run_pipeline(opts: &Options) -> Outcome {
    let mut s = Session {
        sources: SourceMap::new(),
        diags: Vec::new(),
        warnings: opts.warnings.clone(),
        color: opts.color,
        path_names: Vec::new(),
    };
    let usage = usage::check(opts);
    if !usage.is_empty() {
        s.diags = usage;
        return s.fail(String::new());
    }
    let program = match load::load_program(
        &opts.input,
        opts.input_text.as_deref(),
        &opts.include,
        &mut s.sources,
    ) {
        Ok(p) => p,
        Err(d) => {
            s.diags.push(d);
            return s.fail(String::new());
        }
    };
    s.path_names = program.path_names.clone();
    // Files are loaded for every name the program mentions, but a file whose name is only
    // ever a variable is never called: its syntax errors are reported only once lowering
    // shows the program calls it (the entry's are always reported). `--check` lints all.
    s.diags.extend(program.diags[0].iter().cloned());
    if opts.emit == Emit::Check {
        s.diags
            .extend(program.diags.iter().skip(1).flatten().cloned());
    }
    if opts.emit == Emit::Ast {
        let out = mat2c_syntax::print_ast(&program.asts[0]);
        return s.done(out);
    }
    let units = program.units();
    let cl = entry::EntryArgs {
        args: opts.args.as_deref(),
        defines: &opts.defines,
    };
    let inputs = entry::entry_specs(&program.asts[0], &program.texts[0], &cl, &mut s.sources);
    if opts.emit == Emit::Check {
        for i in 0..units.len() {
            s.diags.extend(mat2c_lower::check_unit(&units, i));
        }
        s.diags.extend(inputs.err().unwrap_or_default());
        return s.done(String::new());
    }
    let inputs = match inputs {
        Ok(i) => i,
        Err(d) => {
            s.diags.extend(d);
            return s.fail(String::new());
        }
    };
    if has_errors(&s.diags) {
        return s.fail(String::new());
    }
    if let Err(d) = check_pass_names(opts, &mut s.sources) {
        s.diags.push(d);
        return s.fail(String::new());
    }
    let list = passes::pass_list(opts);
    let blas = matches!(opts.emit, Emit::Exe | Emit::Object) && cc::blas_available(&opts.cc);
    let mut cx = passes::Context::new(opts, &program, &units, inputs, blas);
    if opts.debug {
        cx.line_files = s
            .sources
            .files()
            .map(|(_, f)| (f.name.clone(), f.line_starts().to_vec()))
            .collect();
    }
    let mut stage = passes::Stage::of(opts.emit);
    if opts.report && stage >= passes::Stage::Typed {
        stage = stage.max(passes::Stage::Storage);
    }
    let mut stopped = cx.run(&list, stage);
    s.diags.append(&mut cx.diags);
    if stopped.is_ok()
        && let Some(types) = &cx.types
    {
        s.diags
            .extend(doomed::certain_failures(&cx.module, types, &program));
    }
    // `-Werror`: a warning made an error stops before anything is written.
    if stopped.is_ok() && s.errors_after_policy() {
        stopped = Err(passes::Stop::Failed);
    }
    let report = if opts.report && stopped.is_ok() {
        report::with_input(
            opts,
            &program,
            &s.sources,
            &s.diags,
            &cx,
            mat2c_report::render,
        )
    } else {
        None
    };
    let printed = std::mem::take(&mut cx.printed);
    let times = if opts.time_passes {
        cx.time_table()
    } else {
        String::new()
    };
    let mut out = match stopped {
        Ok(()) => finish(opts, &program, s, &cx),
        Err(passes::Stop::Failed) => s.fail(String::new()),
        Err(passes::Stop::Internal(e)) => internal_error(s, e),
    };
    out.stdout.insert_str(0, &printed);
    out.stderr.push_str(&times);
    out.report = report;
    out
}

/// `--print-after` names a pass (or `all`): an unknown name is a usage error listing them.
fn check_pass_names(opts: &Options, sources: &mut SourceMap) -> Result<(), Diagnostic> {
    let names = passes::pass_names();
    let Some(bad) = opts
        .print_after
        .iter()
        .find(|n| n.as_str() != "all" && !names.contains(&n.as_str()))
    else {
        return Ok(());
    };
    let file = sources.add("<--print-after>", bad);
    Err(Diagnostic::error(
        codes::E0014,
        Span::new(file, 0, bad.len() as u32),
        format!("unknown pass `{bad}` in `--print-after`"),
    )
    .with_note(format!("passes: all, {}", names.join(", "))))
}

/// The output of the stage `--emit` asked for, from what the passes produced.
fn finish(opts: &Options, program: &Program, mut s: Session, cx: &passes::Context<'_>) -> Outcome {
    let module = &cx.module;
    let Some(types) = &cx.types else {
        // `--emit=ir`: the IR after the optimiser and partial evaluation.
        return s.done(mat2c_ir::print_module(module));
    };
    match opts.emit {
        Emit::Typed => {
            let lines = program.lines();
            let out =
                mat2c_infer::print_typed(module, types, &|f, i| lines.inst_line(module, f, i));
            return s.done(out);
        }
        Emit::VarTypes => {
            let out = var_types(module, types, &s.sources);
            return s.done(out);
        }
        _ => {}
    }
    let Some(storage) = &cx.storage else {
        return s.done(String::new());
    };
    // `--stats`: one line per pipeline figure, each followed by the variables and lines behind
    // it, after the main output. The checks line counts what the C back end actually emits
    // (inference's proofs it used, and checks it kept).
    let stats = if opts.stats {
        let text = report::with_input(
            opts,
            program,
            &s.sources,
            &s.diags,
            cx,
            mat2c_report::stats_text,
        )
        .unwrap_or_default();
        // An executable also says which BLAS and LAPACK it links (--blas=auto picks them).
        let link = if opts.emit == Emit::Exe && !opts.no_write {
            cc::link_summary(&opts.cc)
        } else {
            String::new()
        };
        let memory = mat2c_alloc::entry_memory(module, storage)
            .map(|l| format!("{l}\n"))
            .unwrap_or_default();
        format!("{text}{memory}{link}")
    } else {
        String::new()
    };
    if opts.emit == Emit::Storage {
        let out = mat2c_alloc::print_storage(module, types, storage);
        return s.done(out + &stats);
    }
    let Some((c, blas)) = &cx.c else {
        return s.done(stats);
    };
    let built = match opts.emit {
        Emit::CProgram => return s.done(c.clone() + &stats),
        Emit::Lib => {
            let dir = opts
                .output
                .clone()
                .unwrap_or_else(|| PathBuf::from(format!("{}_lib", program.entry_name)));
            let copts = mat2c_codegen::CodegenOptions {
                blas: false,
                keep_checks: opts.keep_checks,
                lib: true,
                no_heap: opts.no_heap,
                // A library keeps no backtrace frames (errors go to mt_error_hook).
                line_directives: Vec::new(),
                locations: Vec::new(),
            };
            match mat2c_codegen::emit_lib(module, types, storage, &copts) {
                Ok(lib) => {
                    cc::write_lib_tree(&dir, &program.entry_name, &lib.c, &lib.h, opts.no_heap)
                }
                Err(why) => Err(Diagnostic::error(
                    codes::E0017,
                    Span::new(FileId(0), 0, 0),
                    format!("cannot emit a library: {why}"),
                )),
            }
        }
        Emit::C => {
            let dir = opts
                .output
                .clone()
                .unwrap_or_else(|| PathBuf::from(format!("{}_c", program.entry_name)));
            cc::write_c_tree(&dir, &program.entry_name, c)
        }
        _ if opts.no_write => Ok(()),
        Emit::Exe | Emit::Object => {
            let object = opts.emit == Emit::Object;
            let default = if object {
                format!("{}.o", program.entry_name)
            } else if opts.input_text.is_some() {
                "a.out".to_string() // standard input, as gcc names it
            } else {
                program.entry_name.clone()
            };
            let out = opts
                .output
                .clone()
                .unwrap_or_else(|| PathBuf::from(default));
            let how = cc::Build {
                blas: *blas,
                object,
                debug: opts.debug,
            };
            cc::build_executable(&opts.cc, how, &program.entry_name, c, &out)
        }
        _ => Ok(()),
    };
    match built {
        Ok(()) => s.done(stats),
        Err(e) => {
            s.diags.push(e);
            s.fail(String::new())
        }
    }
}

/// A verifier failure is our bug, not the user's: say so plainly, with the IR.
fn internal_error(s: Session, msg: String) -> Outcome {
    let mut o = s.fail(String::new());
    o.stderr.push_str(&msg);
    o.stderr
        .push_str("\nThis is a bug in mat2c; please report it with the program that caused it.\n");
    o
}

/// `--emit=var-types`: for every line of the entry file that assigns a variable, the type of
/// the last value it assigns there, as `--emit=typed` prints it. Specialised variants of one
/// function may give a line several types: they are listed, distinct, joined by ` | `.
fn var_types(m: &Module, types: &mat2c_infer::InferResult, src: &SourceMap) -> String {
    use std::collections::BTreeMap;
    let entry_file = FileId(0);
    let file = src.get(entry_file);
    let mut seen: BTreeMap<(usize, String), Vec<String>> = BTreeMap::new();
    for (id, f) in m.funcs.iter() {
        let mut last: BTreeMap<(usize, String), String> = BTreeMap::new();
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                let span = f.spans[i];
                if span.file != entry_file {
                    continue;
                }
                let (line, _) = file.line_col(span.lo);
                for &v in f.dfg.inst_results(i) {
                    if let Some(name) = &f.var_names[v] {
                        last.insert((line, name.clone()), types.shape_text(id, v));
                    }
                }
            }
        }
        for (k, t) in last {
            let ts = seen.entry(k).or_default();
            if !ts.contains(&t) {
                ts.push(t);
            }
        }
    }
    seen.into_iter()
        .map(|((line, name), ts)| format!("{line} {name} {}\n", ts.join(" | ")))
        .collect()
}
