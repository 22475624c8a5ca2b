//! mat2c-codegen: the C99 back end.
//!
//! [`emit_c`] turns a typed, allocated [`Module`] into one translation unit that
//! `#include`s `mat2c_rt.h`; [`runtime_files`] returns the runtime header and sources to write
//! next to it (`cc prog.c mat2c_rt.c ... -lm`).
//!
//! Invariants:
//! - every storage decision comes from the [`StorageMap`] (a value's slot, its kind, and
//!   whether it is virtual: an inlined constant or a range kept as C doubles); nothing here
//!   assumes values have private slots, so coalesced slots work unchanged;
//! - every proof comes from inference (its checks side table): the writer proves nothing;
//! - C identifiers come from MATLAB names through the `Namer` (never from entity ids);
//!   generated internals use the reserved `m2c_` prefix, user functions `mf_`;
//! - output is deterministic: iteration follows the layout and `PrimaryMap` order only;
//! - every array slot is freed at function exit; outputs are moved to the caller.
//!
//! Lowering summary: real double and logical scalars are C `double` locals and operations on
//! them are C expressions; elementwise ops on real double arrays are inline loops with a
//! runtime fallback for implicit expansion; everything else calls the runtime in
//! destination-passing style (`mt_binary(&r, MT_ADD, ...)`). Control flow is structured C
//! (`for (;;)` loops with `break`/`continue`, `if`/`else`, short-circuit chains through a flag),
//! recovered from dominators, natural loops and post-dominators, with a `goto` fallback for
//! anything unrecognised; block arguments are parallel copies on each edge. `for` loops over a
//! range alloc keeps virtual (read only by `numel` and scalar indexing) never build the range
//! array.
//!
//! Check elimination: where inference's checks side table proves a bounds or conformance
//! check unnecessary, element reads and writes are plain C array accesses and elementwise
//! operations on provably equal shapes are a single loop over `numel` with no shape test
//! (`writer/unchecked.rs`); [`CodegenOptions::keep_checks`] turns this off.

mod namer;
mod prelude;
mod writer;

use mat2c_alloc::StorageMap;
use mat2c_infer::InferResult;
use mat2c_ir::{FuncId, Inst, Module};

/// Options of the C back end.
#[derive(Clone, Debug, Default)]
pub struct CodegenOptions {
    /// Define `MT_HAVE_CBLAS` so the runtime uses CBLAS for matrix products (link with
    /// `-lopenblas` or `-lcblas`).
    pub blas: bool,
    /// Ignore the checks side table of inference and emit every conformance and bounds
    /// check (a debug switch, `--keep-checks`, to measure what check elimination saves).
    pub keep_checks: bool,
    /// `-g`: the name and line start offsets of every source file, indexed by the file id of
    /// the instructions' spans. When set, the C of each instruction is preceded by
    /// `#line N "file.m"` and followed by [`LINE_RESET`] (for [`resolve_line_resets`]), so
    /// the C compiler's messages and a debugger's line table point at the MATLAB source.
    pub line_directives: Vec<(String, Vec<u32>)>,
    /// Per source file (indexed by file id): the ranges whose run-time errors Octave
    /// reports at one line and column, for the `error: called from` backtrace. Empty: the
    /// program keeps no frames.
    pub locations: Vec<Vec<SrcLoc>>,
    /// A library (`--emit=lib`): the entry function as a plain C function declared in a
    /// header, no `main` (see [`emit_lib`]).
    pub lib: bool,
    /// `--no-heap`: scratch arrays (boxed scalars) get a small stack buffer.
    pub no_heap: bool,
}

/// A source range (byte offsets) whose operations Octave reports at `line`, `col` when
/// they raise an error (see `mat2c_syntax::octave_pos`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SrcLoc {
    pub lo: u32,
    pub hi: u32,
    pub line: u32,
    pub col: u32,
}

/// The line that ends the C of one instruction under `-g` (see
/// [`CodegenOptions::line_directives`]); [`resolve_line_resets`] replaces it.
pub const LINE_RESET: &str = "#pragma mat2c_line_reset";

/// Replaces every [`LINE_RESET`] line of the translation unit `c` by `#line N "c_file"`, N
/// being the number of the line after it in `c` itself, so the C after an instruction's
/// mapped lines is attributed to the C file again.
pub fn resolve_line_resets(c: &str, c_file: &str) -> String {
    let name = c_file.replace('\\', "\\\\").replace('"', "\\\"");
    let mut out = String::with_capacity(c.len());
    for (k, l) in c.lines().enumerate() {
        if l.trim_start() == LINE_RESET {
            out.push_str(&format!("#line {} \"{name}\"\n", k + 2));
        } else {
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// How many instructions needing a run-time conformance or bounds check (per inference's
/// checks side table) were emitted with their check, and how many without it (proven).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckCounts {
    pub emitted: usize,
    pub proven: usize,
    /// Each such instruction, in emission order, and whether its check was left out (`true`:
    /// proven); for the report and `--stats`, which name them.
    pub sites: Vec<(FuncId, Inst, bool)>,
}

/// A `parfor` loop emitted as a serial loop, and why (the IR or the body's C does not show
/// its iterations independent; see `writer/parallel.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SerialParfor {
    pub span: mat2c_diag::Span,
    pub why: String,
}

/// Emits the C translation unit for `m`.
pub fn emit_c(
    m: &Module,
    types: &InferResult,
    storage: &StorageMap,
    opts: &CodegenOptions,
) -> String {
    writer::ModuleWriter::new(m, types, storage, opts).write().0
}

/// Emits the C translation unit for `m`, with the `parfor` loops that run serially.
pub fn emit_c_reported(
    m: &Module,
    types: &InferResult,
    storage: &StorageMap,
    opts: &CodegenOptions,
) -> (String, Vec<SerialParfor>) {
    let (c, _, serial) = writer::ModuleWriter::new(m, types, storage, opts).write_reported();
    (c, serial)
}

/// Emits the C translation unit for `m` and counts the checks it contains (`--stats`).
pub fn emit_c_counted(
    m: &Module,
    types: &InferResult,
    storage: &StorageMap,
    opts: &CodegenOptions,
) -> (String, CheckCounts) {
    writer::ModuleWriter::new(m, types, storage, opts).write()
}

/// A library translation unit and its header.
pub struct LibOutput {
    pub c: String,
    pub h: String,
    pub counts: CheckCounts,
}

/// The entry function of `m` as a C library (`opts.lib` is implied): the translation unit
/// with the plain C entry point and its header; `Err` says why the entry cannot be one
/// (an input without a declared size, an output of unknown class, ...).
pub fn emit_lib(
    m: &Module,
    types: &InferResult,
    storage: &StorageMap,
    opts: &CodegenOptions,
) -> Result<LibOutput, String> {
    let opts = CodegenOptions {
        lib: true,
        ..opts.clone()
    };
    let (c, counts, h) = writer::ModuleWriter::new(m, types, storage, &opts).write_unit();
    let h = h.unwrap_or_else(|| Err("no header".into()))?;
    Ok(LibOutput { c, h, counts })
}

/// The runtime files a generated program needs: `(file name, contents)`, the headers first.
pub fn runtime_files() -> Vec<(&'static str, &'static str)> {
    let mut v = vec![
        (mat2c_runtime::HEADER_NAME, mat2c_runtime::HEADER),
        (
            mat2c_runtime::INTERNAL_HEADER_NAME,
            mat2c_runtime::INTERNAL_HEADER,
        ),
    ];
    v.extend_from_slice(mat2c_runtime::SOURCES);
    v
}

#[cfg(test)]
mod tests;
