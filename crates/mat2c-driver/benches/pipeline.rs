//! Criterion benchmarks of each compiler stage on the largest benchsuite program
//! (`benchsuite/adpt`, with its callee): parse, lower, optimise, infer, storage, emit.
//! Run with `cargo bench -p mat2c-driver`.

use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use mat2c_diag::FileId;
use mat2c_lower::SourceUnit;

const PROGRAM: &str = "adpt";

/// Lowering and handle resolution, as the driver's first two passes run them.
fn lower_program(units: &[SourceUnit<'_>]) -> mat2c_ir::Module {
    let mut l = mat2c_lower::lower_functions(units, 0);
    mat2c_handles::resolve_handles(&mut l.module, &l.handles);
    l.module
}

fn sources() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../benchsuite")
        .join(PROGRAM);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("benchsuite program folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "m"))
        .collect();
    // The entry first, then callees in name order (deterministic).
    files.sort_by_key(|p| (p.file_stem().is_some_and(|s| s != PROGRAM), p.clone()));
    files
        .into_iter()
        .map(|p| {
            let name = p
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            (name, std::fs::read_to_string(&p).expect("read .m"))
        })
        .collect()
}

fn stages(c: &mut Criterion) {
    let srcs = sources();
    let parse_all = || {
        srcs.iter()
            .enumerate()
            .map(|(i, (_, text))| mat2c_syntax::parse(FileId(i as u32), text).0)
            .collect::<Vec<_>>()
    };
    let asts = parse_all();
    let units = || -> Vec<SourceUnit<'_>> {
        srcs.iter()
            .zip(&asts)
            .map(|((name, text), ast)| SourceUnit {
                name: name.clone(),
                ast,
                text,
            })
            .collect()
    };
    let lowered = lower_program(&units());
    let mut optimised = lowered.clone();
    mat2c_opt::optimize(&mut optimised);
    mat2c_opt::partial_evaluate(&mut optimised);
    let types = mat2c_infer::infer(&optimised);
    let storage = mat2c_alloc::allocate(&optimised, &types);
    let copts = mat2c_codegen::CodegenOptions::default();

    let mut g = c.benchmark_group(PROGRAM);
    g.bench_function("parse", |b| b.iter(parse_all));
    g.bench_function("lower", |b| b.iter(|| lower_program(&units())));
    g.bench_function("optimise", |b| {
        b.iter(|| {
            let mut m = lowered.clone();
            mat2c_opt::optimize(&mut m);
            m
        })
    });
    let mut pipelined = lowered.clone();
    mat2c_opt::optimize(&mut pipelined);
    g.bench_function("partial-evaluate", |b| {
        b.iter(|| {
            let mut m = pipelined.clone();
            mat2c_opt::partial_evaluate(&mut m);
            m
        })
    });
    g.bench_function("infer", |b| b.iter(|| mat2c_infer::infer(&optimised)));
    g.bench_function("storage", |b| {
        b.iter(|| mat2c_alloc::allocate(&optimised, &types))
    });
    g.bench_function("emit", |b| {
        b.iter(|| mat2c_codegen::emit_c(&optimised, &types, &storage, &copts))
    });
    g.finish();
}

criterion_group!(benches, stages);
criterion_main!(benches);
