//! The C writer: one [`FnWriter`] per IR function, with one method per IR construct.
//!
//! Storage comes only from the [`StorageMap`]: each slot is one C local (a `double` or an
//! `mt_array` header) unless all its values are virtual (inlined constants, ranges kept as C
//! doubles: [`mat2c_alloc::Virtual`]). Every operand access goes through `sc` (as a C `double`), `ap` (as a
//! `const mt_array *`) or `arg` (as an `mt_arg`), which convert between storage kinds when
//! needed, so the writer is total whatever the allocator decides. Results are written through
//! `set_scalar` (a C expression) or `produce` (a destination-passing producer).
//!
//! Control flow is emitted structured (see [`structured`]); block arguments are parallel copies
//! sequentialised with temporaries for cycles. Array slots are freed at the function's exit.
//!
//! This file holds the module and function skeletons and [`FnWriter`]'s state; the methods
//! live in one submodule per concern (declarations, operands, elementwise operators,
//! indexing, control flow, calls, special forms, ...).

use std::fmt::Write as _;

use cranelift_entity::SecondaryMap;
use mat2c_alloc::{FuncStorage, Slot, SlotKind, StorageMap};
use mat2c_infer::{FuncTypes, InferResult};
use mat2c_ir::{Block, ControlFlowGraph, DominatorTree, FuncId, Function, Inst, Module, Value};

use crate::namer::{Namer, sanitize};

mod calls;
mod cells;
mod cnames;
mod control;
mod cplx;
mod decls;
mod elementwise;
mod entry_main;
mod fhandles;
mod frames;
mod full_layout;
mod fused_emit;
mod fused_reduce;
mod fused_slices;
mod generic;
mod indexing;
mod int_forms;
mod lib_api;
mod memcells;
mod operands;
mod parallel;
mod parallel_text;
mod queries;
mod random;
mod session;
mod special;
mod structured;
mod typed;
mod unchecked;
mod unused;
use crate::{CheckCounts, CodegenOptions, prelude};
use cnames::{binop_mt, c_math, c_num, c_op, c_str, mt_class};

/// Optional prelude helpers a program uses.
#[derive(Default, Clone)]
pub(crate) struct Needs {
    pub(crate) reshape: bool,
    pub(crate) repmat: bool,
    pub(crate) maxmin: bool,
    pub(crate) case_match: bool,
    /// Builtins called through the runtime's generic entries (their prototypes are emitted).
    pub(crate) runtime: std::collections::BTreeSet<&'static str>,
}

impl Needs {
    fn merge(&mut self, o: Needs) {
        self.reshape |= o.reshape;
        self.repmat |= o.repmat;
        self.maxmin |= o.maxmin;
        self.case_match |= o.case_match;
        self.runtime.extend(o.runtime);
    }
}

pub(crate) struct ModuleWriter<'a> {
    m: &'a Module,
    types: &'a InferResult,
    storage: &'a StorageMap,
    opts: &'a CodegenOptions,
    fnames: SecondaryMap<FuncId, String>,
}

impl<'a> ModuleWriter<'a> {
    pub(crate) fn new(
        m: &'a Module,
        types: &'a InferResult,
        storage: &'a StorageMap,
        opts: &'a CodegenOptions,
    ) -> Self {
        let mut namer = Namer::new();
        let mut fnames = SecondaryMap::new();
        for (id, f) in m.funcs.iter() {
            fnames[id] = namer.fresh(&format!("mf_{}", sanitize(&f.variant_name())));
        }
        ModuleWriter {
            m,
            types,
            storage,
            opts,
            fnames,
        }
    }

    pub(crate) fn write(self) -> (String, CheckCounts) {
        let (c, counts, _, _) = self.write_all();
        (c, counts)
    }

    /// The translation unit, check counts and the parfor loops that run serially.
    pub(crate) fn write_reported(self) -> (String, CheckCounts, Vec<crate::SerialParfor>) {
        let (c, counts, serial, _) = self.write_all();
        (c, counts, serial)
    }

    /// The translation unit, its check counts and, with `CodegenOptions::lib`, the library
    /// header (or why the entry cannot be one).
    pub(crate) fn write_unit(self) -> (String, CheckCounts, Option<Result<String, String>>) {
        let (c, counts, _, header) = self.write_all();
        (c, counts, header)
    }

    /// The translation unit, check counts, the parfor loops that run serially and (for a
    /// library) the header.
    #[allow(clippy::type_complexity)]
    fn write_all(
        self,
    ) -> (
        String,
        CheckCounts,
        Vec<crate::SerialParfor>,
        Option<Result<String, String>>,
    ) {
        let mut needs = Needs::default();
        let mut bodies = Vec::new();
        let mut counts = CheckCounts::default();
        let mut statics = std::collections::BTreeSet::new();
        let mut uses_statics = Vec::new();
        let mut serial = Vec::new();
        for (id, _) in self.m.funcs.iter() {
            let mut fw = FnWriter::new(&self, id);
            bodies.push((self.fnames[id].clone(), fw.emit()));
            serial.append(&mut fw.serial_parfors);
            needs.merge(std::mem::take(&mut fw.needs));
            counts.emitted += fw.checks.counts.emitted;
            counts.proven += fw.checks.counts.proven;
            counts.sites.append(&mut fw.checks.counts.sites);
            uses_statics.push(!fw.statics.is_empty());
            statics.extend(std::mem::take(&mut fw.statics));
        }
        serial.extend(parallel_text::resolve_markers(&mut bodies, &uses_statics));
        // One note per loop (a function compiled once per input signature repeats its loops).
        serial.sort_by_key(|p: &crate::SerialParfor| (p.span.file.0, p.span.lo));
        serial.dedup_by_key(|p| (p.span.file.0, p.span.lo));
        let mut head = String::new();
        head.push_str("/* Generated by mat2c. */\n");
        if self.opts.blas {
            head.push_str("#define MT_HAVE_CBLAS 1\n");
        }
        head.push_str("#include \"mat2c_rt.h\"\n#include <math.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#ifdef _OPENMP\n#include <omp.h>\n#endif\n\n");
        let mut helpers = String::from(prelude::BASE);
        if needs.reshape {
            helpers.push_str(prelude::RESHAPE);
        }
        if needs.repmat {
            helpers.push_str(prelude::REPMAT);
        }
        if needs.maxmin {
            helpers.push_str(prelude::MAXMIN);
        }
        if needs.case_match {
            helpers.push_str(prelude::CASE_MATCH);
        }
        // The code after the prelude; the prelude keeps only what it refers to.
        let mut out = String::new();
        generic::prototypes(&mut out, &needs.runtime);
        out.push('\n');
        for d in &statics {
            let _ = writeln!(out, "{d}");
        }
        for (id, _) in self.m.funcs.iter() {
            let _ = writeln!(out, "{};", self.prototype(id, &self.param_names(id)));
        }
        for (_, b) in bodies {
            out.push('\n');
            out.push_str(&b);
        }
        if self.opts.lib {
            if let Some(e) = self.m.entry {
                // the definitions checked against their declarations
                let _ = writeln!(head, "#include \"{}.h\"\n", sanitize(&self.m.funcs[e].name));
            }
            let cells: Vec<String> = statics
                .iter()
                .filter_map(|d| {
                    d.strip_prefix("static mt_array ")?
                        .strip_suffix(" = MT_ARRAY_INIT;")
                        .map(str::to_string)
                })
                .collect();
            let rand = ["mt_rand", "mt_randi", "mt_randperm"]
                .iter()
                .any(|r| out.contains(&format!("{r}(")));
            let api = match self.m.entry {
                Some(e) => self.lib_api(e, &cells, rand),
                None => Err("the program has no entry function".into()),
            };
            let header = api.map(|a| {
                out.push_str(&a.c);
                a.h
            });
            head.push_str(&prelude::prune(&helpers, &out));
            head.push_str(&out);
            return (head, counts, serial, Some(header));
        }
        out.push_str("\nint main(int argc, char **argv)\n{\n    mt_init(argc, argv);\n");
        // `--threads=N` builds with -DM2C_THREADS=N: parfor loops and OpenBLAS use N threads.
        out.push_str("#ifdef M2C_THREADS\n#ifdef _OPENMP\n    omp_set_num_threads(M2C_THREADS);\n#endif\n    mt_blas_threads(M2C_THREADS);\n#endif\n");
        if let Some(e) = self.m.entry
            && !self.types.entry_inputs.is_empty()
        {
            out.push_str(&self.entry_main(e));
        } else if let Some(e) = self.m.entry {
            let fs = &self.storage.funcs[e];
            let mut args: Vec<String> = fs.outputs.iter().map(|_| "NULL".to_string()).collect();
            let names = &self.m.funcs[e].input_names;
            for (k, kind) in fs.inputs.iter().enumerate() {
                args.push(match kind {
                    SlotKind::Scalar(_) => "0".into(),
                    // The hidden inputs of an entry that reads them: no arguments, no results.
                    // (Inputs and outputs are never complex scalar slots.)
                    SlotKind::Array | SlotKind::Complex => match names.get(k).map(String::as_str) {
                        Some(h @ ("nargin" | "nargout" | "varargin")) => {
                            let init = if h == "varargin" {
                                "mt_cell_new(&m2c_in{k}, 2, (size_t[]){0, 0})"
                            } else {
                                "mt_from_scalar(&m2c_in{k}, 0)"
                            };
                            let _ = writeln!(out, "    mt_array m2c_in{k} = MT_ARRAY_INIT;");
                            let _ = writeln!(out, "    {};", init.replace("{k}", &k.to_string()));
                            format!("&m2c_in{k}")
                        }
                        _ => "m2c_undef()".into(),
                    },
                });
            }
            let _ = writeln!(out, "    {}({});", self.fnames[e], args.join(", "));
            for a in args.iter().filter(|a| a.starts_with("&m2c_in")) {
                let _ = writeln!(out, "    mt_free({a});");
            }
        }
        out.push_str("    return mt_finish();\n}\n");
        head.push_str(&prelude::prune(&helpers, &out));
        head.push_str(&out);
        (head, counts, serial, None)
    }

    /// C names of (outputs, inputs) of `id`.
    fn param_names(&self, id: FuncId) -> (Vec<String>, Vec<String>) {
        let f = &self.m.funcs[id];
        let mut namer = Namer::new();
        let ins: Vec<String> = (0..f.params().len())
            .map(|k| {
                let n = f
                    .input_names
                    .get(k)
                    .cloned()
                    .or_else(|| f.var_names[f.params()[k]].clone());
                namer.name(n.as_deref())
            })
            .collect();
        let outs = (0..self.storage.funcs[id].outputs.len())
            .map(|k| {
                let n = f.output_names.get(k).map(|s| format!("{s}_out"));
                namer.name(n.as_deref())
            })
            .collect();
        (outs, ins)
    }

    fn prototype(&self, id: FuncId, names: &(Vec<String>, Vec<String>)) -> String {
        let fs = &self.storage.funcs[id];
        let mut ps = Vec::new();
        for (k, n) in names.0.iter().enumerate() {
            ps.push(match fs.outputs[k] {
                SlotKind::Scalar(_) => format!("double *{n}"),
                SlotKind::Array | SlotKind::Complex => format!("mt_array *{n}"),
            });
        }
        for (k, n) in names.1.iter().enumerate() {
            ps.push(match fs.inputs[k] {
                SlotKind::Scalar(_) => format!("double {n}"),
                SlotKind::Array | SlotKind::Complex => format!("const mt_array *{n}"),
            });
        }
        if ps.is_empty() {
            ps.push("void".into());
        }
        format!("static void {}({})", self.fnames[id], ps.join(", "))
    }
}

/// C locals of a range never materialised (see [`mat2c_alloc::Virtual::Range`]).
#[derive(Clone, Debug)]
struct RangeVars {
    base: String,
    step: String,
    stop: String,
    count: String,
    last: String,
    /// Gathered, and read only by gathers and `numel` (no for-loop element reads): an
    /// infinite count is Octave's error where the range is made, as for a stored range.
    stored: bool,
}

/// The C storage of values: what alloc's slots and virtual ranges are called in C.
#[derive(Default)]
struct Slots {
    /// The C lvalue of each slot (empty: never declared).
    expr: SecondaryMap<Slot, String>,
    /// Slots that are C parameters (read-only arrays behind a `const` pointer).
    param: SecondaryMap<Slot, bool>,
    /// The C doubles of each virtual range ([`mat2c_alloc::Virtual::Range`]).
    vrange: SecondaryMap<Value, Option<RangeVars>>,
}

/// The function's C text as it is built.
#[derive(Default)]
struct Text {
    /// Local declarations (slots, their buffers, temporaries), at the top of the body.
    decls: Vec<String>,
    /// Statements after the declarations (input copies, buffer set-up).
    prologue: Vec<String>,
    body: String,
    indent: usize,
    /// Scratch `mt_array` headers (freed at the exit).
    scratches: Vec<String>,
    temps: u32,
}

/// Maybe-undefined values.
#[derive(Default)]
struct Undef {
    /// Flag variable of each maybe-undefined block parameter.
    flag: SecondaryMap<Value, Option<String>>,
    /// The variable name an undefined value stands for.
    name: SecondaryMap<Value, Option<String>>,
}

/// The control-flow graph and its structured form.
#[derive(Default)]
struct Flow {
    cfg: ControlFlowGraph,
    dt: DominatorTree,
    st: structured::Structure,
    /// Block labels, for the fallback `goto`s.
    labels: SecondaryMap<Block, Option<String>>,
    /// Some path jumps to the shared exit label `m2c_exit`.
    uses_exit: bool,
}

/// Accounting of the checks side table.
#[derive(Default)]
struct Checks {
    /// The instruction being emitted (for the checks side table).
    cur: Option<Inst>,
    /// Set by an emitter that used a proof to leave the current instruction's check out.
    elided: bool,
    counts: CheckCounts,
}

struct FnWriter<'w, 'a> {
    mw: &'w ModuleWriter<'a>,
    id: FuncId,
    f: &'a Function,
    fs: &'a FuncStorage,
    ft: &'a FuncTypes,
    namer: Namer,
    slots: Slots,
    text: Text,
    undef: Undef,
    flow: Flow,
    out_names: Vec<String>,
    needs: Needs,
    checks: Checks,
    /// File-scope declarations this function needs (global and persistent cells).
    statics: std::collections::BTreeSet<String>,
    /// C names of this frame's `try` spill cells (heap cells, see [`memcells`]), by cell name.
    local_cells: indexmap::IndexMap<String, String>,
    /// Slice assignments written as one loop nest (see [`fused_slices`]).
    fusion: fused_slices::Fusion,
    /// Sums and means of vector expressions written as one loop (see [`fused_reduce`]).
    sred: fused_reduce::ScalarReductions,
    /// Arrays surely without a layout marker (see [`full_layout`]).
    full: SecondaryMap<Value, bool>,
    /// Integer shadows of counters (see [`int_forms`]).
    ints: int_forms::IntForms,
    /// The parfor loop being emitted in parallel (see [`parallel`]).
    par: parallel::ParState,
    /// The parfor loops of this function that run serially, and why.
    serial_parfors: Vec<crate::SerialParfor>,
    /// The backtrace position last stored in the current block (see [`frames`]).
    frame_pos: Option<(u32, u32)>,
    /// Some position was stored: the function links a frame.
    frame_used: bool,
}

impl<'w, 'a> FnWriter<'w, 'a> {
    fn new(mw: &'w ModuleWriter<'a>, id: FuncId) -> Self {
        FnWriter {
            mw,
            id,
            f: &mw.m.funcs[id],
            fs: &mw.storage.funcs[id],
            ft: &mw.types.funcs[id],
            namer: Namer::new(),
            slots: Slots::default(),
            text: Text {
                indent: 1,
                ..Text::default()
            },
            undef: Undef::default(),
            flow: Flow::default(),
            out_names: Vec::new(),
            needs: Needs::default(),
            checks: Checks::default(),
            statics: std::collections::BTreeSet::new(),
            local_cells: indexmap::IndexMap::new(),
            fusion: fused_slices::Fusion::default(),
            sred: fused_reduce::ScalarReductions::default(),
            full: full_layout::full_values(&mw.m.funcs[id]),
            ints: int_forms::IntForms::default(),
            par: parallel::ParState::default(),
            serial_parfors: Vec::new(),
            frame_pos: None,
            frame_used: false,
        }
    }

    fn emit(&mut self) -> String {
        let names = self.mw.param_names(self.id);
        for n in names.0.iter().chain(&names.1) {
            self.namer.reserve(n);
        }
        self.out_names = names.0.clone();
        self.flow.cfg = ControlFlowGraph::compute(self.f);
        self.flow.dt = DominatorTree::compute(self.f, &self.flow.cfg);
        self.name_virtual_ranges();
        self.name_slots(&names.1);
        self.find_int_forms();
        self.find_undefined();
        self.find_labels();
        self.find_local_cells();
        self.find_fusions();
        self.find_scalar_reductions();
        self.emit_structured();
        let mut out = String::new();
        let _ = writeln!(out, "{}\n{{", self.mw.prototype(self.id, &names));
        for d in &self.text.decls {
            let _ = writeln!(out, "    {d}");
        }
        // Scratches mostly hold boxed scalars: each starts on a stack buffer where one
        // complex double fits (no allocation, and nothing to leak when a callee raises and
        // a `try` unwinds this frame); a larger value moves it to the heap.
        for s in &self.text.scratches {
            let _ = writeln!(out, "    mt_array {s} = MT_ARRAY_INIT;");
            let _ = writeln!(out, "    double {s}_buf[2];");
        }
        for s in &self.text.scratches {
            let _ = writeln!(out, "    mt_use_buffer(&{s}, {s}_buf, sizeof {s}_buf);");
        }
        for p in &self.text.prologue {
            let _ = writeln!(out, "    {p}");
        }
        if let Some(f) = self.frame_enter() {
            let _ = writeln!(out, "    {f}");
            for l in self.frame_owned() {
                let _ = writeln!(out, "    {l}");
            }
        }
        out.push_str(&self.text.body);
        if self.flow.uses_exit {
            out.push_str("m2c_exit:\n");
        }
        let mut frees: Vec<String> = self.frame_exit().into_iter().map(String::from).collect();
        for a in self.owned_arrays() {
            frees.push(format!("mt_free({a});"));
        }
        for c in self.local_cells.values() {
            frees.push(format!("mt_spill_free({c});"));
        }
        if frees.is_empty() && self.flow.uses_exit {
            frees.push(";".into());
        }
        for l in frees {
            let _ = writeln!(out, "    {l}");
        }
        out.push_str("}\n");
        unused::volatile_locals(unused::tidy(out, &names.1))
    }
}
