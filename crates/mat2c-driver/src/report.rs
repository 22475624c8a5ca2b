//! The inputs of `mat2c-report` (the `--report` page and the `--stats` text) from what the
//! pipeline produced.

use mat2c_diag::{Diagnostic, SourceMap};
use mat2c_report::{ReportInput, SourceFn};
use mat2c_syntax::ast::{FileKind, Function};

use crate::{Options, Program, passes};

/// Every function of the program's files, with its lines (scripts: the whole file).
pub(crate) fn source_fns(program: &Program, sources: &SourceMap) -> Vec<SourceFn> {
    fn add(f: &Function, sources: &SourceMap, out: &mut Vec<SourceFn>) {
        let file = sources.get(f.name.span.file);
        let lo = file.line_col(f.span.lo).0;
        let hi = file.line_col(f.span.hi.saturating_sub(1).max(f.span.lo)).0;
        out.push(SourceFn {
            name: f.name.name.clone(),
            file: f.name.span.file,
            lines: (lo, hi),
            is_script: false,
        });
        for n in &f.nested {
            add(n, sources, out);
        }
    }
    let mut out = Vec::new();
    for (k, ast) in program.asts.iter().enumerate() {
        if ast.kind == FileKind::Script {
            let lines = sources.get(ast.file).line_starts().len();
            out.push(SourceFn {
                name: program.names.get(k).cloned().unwrap_or_default(),
                file: ast.file,
                lines: (1, lines),
                is_script: true,
            });
        }
        for f in &ast.functions {
            add(f, sources, &mut out);
        }
    }
    out
}

/// Runs `use_input` on the report's input for the compiled program in `cx` (`None` before
/// storage allocation has run).
pub(crate) fn with_input<T>(
    opts: &Options,
    program: &Program,
    sources: &SourceMap,
    diags: &[Diagnostic],
    cx: &passes::Context<'_>,
    use_input: impl FnOnce(&ReportInput<'_>) -> T,
) -> Option<T> {
    let (types, storage) = (cx.types.as_ref()?, cx.storage.as_ref()?);
    let copts = mat2c_codegen::CodegenOptions {
        blas: false,
        keep_checks: opts.keep_checks,
        line_directives: Vec::new(),
        locations: Vec::new(),
        lib: false,
        no_heap: opts.no_heap,
    };
    let (_, checks) = mat2c_codegen::emit_c_counted(&cx.module, types, storage, &copts);
    let functions = source_fns(program, sources);
    let input = ReportInput {
        title: &program.entry_name,
        module: &cx.module,
        types,
        storage,
        checks: &checks,
        sources,
        functions: &functions,
        diagnostics: diags,
    };
    Some(use_input(&input))
}
