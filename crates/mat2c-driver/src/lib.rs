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
mod entry;
mod load;
mod passes;

use std::path::PathBuf;

use mat2c_diag::{Diagnostic, FileId, SourceMap, Span, codes, has_errors, render_all};
use mat2c_ir::Module;

pub use cc::{Blas, CcOptions};
pub use load::Program;

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
    /// The entry function as a C library in a directory: `NAME.h`, `NAME.c`, the runtime,
    /// a README and a Makefile (docs/EMBEDDED.md).
    Lib,
}

/// Everything a compilation needs to know.
#[derive(Clone, Debug)]
pub struct Options {
    pub input: PathBuf,
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
    pub cc: CcOptions,
}

impl Options {
    pub fn new(input: impl Into<PathBuf>) -> Self {
        Options {
            input: input.into(),
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
}

struct Session {
    sources: SourceMap,
    diags: Vec<Diagnostic>,
}

impl Session {
    fn fail(self, stdout: String) -> Outcome {
        Outcome {
            stderr: render_all(&self.sources, &self.diags),
            stdout,
            success: false,
            diagnostics: self.diags,
        }
    }

    fn done(self, stdout: String) -> Outcome {
        let success = !has_errors(&self.diags);
        Outcome {
            stderr: render_all(&self.sources, &self.diags),
            stdout,
            success,
            diagnostics: self.diags,
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
    };
    let program = match load::load_program(&opts.input, &opts.include, &mut s.sources) {
        Ok(p) => p,
        Err(d) => {
            s.diags.push(d);
            return s.fail(String::new());
        }
    };
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
    let blas = opts.emit == Emit::Exe && cc::blas_available(&opts.cc);
    let mut cx = passes::Context::new(opts, &program, &units, inputs, blas);
    let stopped = cx.run(&list, passes::Stage::of(opts.emit));
    s.diags.append(&mut cx.diags);
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
        Emit::Typed => return s.done(mat2c_infer::print_typed(module, types)),
        Emit::VarTypes => {
            let out = var_types(module, types, &s.sources);
            return s.done(out);
        }
        _ => {}
    }
    let Some(storage) = &cx.storage else {
        return s.done(String::new());
    };
    // `--stats`: one line per pipeline figure, after the main output. The checks line counts
    // what the C back end actually emits (inference's proofs it used, and checks it kept).
    let stats = if opts.stats {
        let copts = mat2c_codegen::CodegenOptions {
            blas: false,
            keep_checks: opts.keep_checks,
            lib: false,
            no_heap: opts.no_heap,
        };
        let (_, counts) = mat2c_codegen::emit_c_counted(module, types, storage, &copts);
        let infer_stats = mat2c_infer::stats(module, types);
        // Inference's own lines except its checks line (replaced by codegen's counts).
        let shapes: Vec<&str> = infer_stats
            .lines()
            .filter(|l| !l.starts_with("checks:"))
            .collect();
        let (shapes, rest) = shapes.split_first().map_or(("", &[][..]), |(a, b)| (*a, b));
        let rest: String = rest.iter().map(|l| format!("{l}\n")).collect();
        // An executable also says which BLAS and LAPACK it links (--blas=auto picks them).
        let link = if opts.emit == Emit::Exe {
            cc::link_summary(&opts.cc)
        } else {
            String::new()
        };
        let memory = mat2c_alloc::entry_memory(module, storage)
            .map(|l| format!("{l}\n"))
            .unwrap_or_default();
        format!(
            "{shapes}\nchecks: {} emitted, {} proven\n{rest}{}\n{}\n{memory}{link}",
            counts.emitted,
            counts.proven,
            mat2c_alloc::stats(storage),
            mat2c_alloc::table2(module, types, storage)
        )
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
            };
            match mat2c_codegen::emit_lib(module, types, storage, &copts) {
                Ok(lib) => {
                    cc::write_lib_tree(&dir, &program.entry_name, &lib.c, &lib.h, opts.no_heap)
                }
                Err(why) => Err(Diagnostic::error(
                    codes::E0015,
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
        Emit::Exe => {
            let exe = opts
                .output
                .clone()
                .unwrap_or_else(|| PathBuf::from(&program.entry_name));
            cc::build_executable(&opts.cc, *blas, &program.entry_name, c, &exe)
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
