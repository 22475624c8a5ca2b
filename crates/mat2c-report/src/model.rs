//! What the report shows, gathered from the analyses' side tables into plain data keyed by
//! source function and line (ordered maps only: the output is deterministic).

use std::collections::BTreeMap;

use mat2c_alloc::{Placement, SlotKind};
use mat2c_diag::{Severity, Span};
use mat2c_ir::{FuncId, Function, Value};

use crate::{ReportInput, SourceFn};

/// The type of a value, split for display: `double` and `[n x 1]`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct TyText {
    pub class: String,
    pub shape: String,
    /// 0 static, 1 symbolic, 2 unknown (as `--stats` counts).
    pub kind: u8,
}

/// A variable assigned on a line, with its type in each variant that assigns it there.
#[derive(Clone, Debug)]
pub(crate) struct Assign {
    pub var: String,
    /// Byte offset of the first assignment on the line (orders the entries as written).
    pub lo: u32,
    /// (variant index, type); distinct types only, in variant order.
    pub types: Vec<(usize, TyText)>,
    /// With no types: why the assignment has no value left (`optimised away`, `never reached`).
    pub gone: Option<&'static str>,
}

/// A run-time check the C back end met on a line.
#[derive(Clone, Debug)]
pub(crate) struct CheckNote {
    pub variant: usize,
    /// How many instructions of this line share this note (an unrolled loop's copies).
    pub count: usize,
    pub what: String,
    pub proven: bool,
    pub why: String,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct LineInfo {
    pub assigns: Vec<Assign>,
    pub checks: Vec<CheckNote>,
    /// Indices into [`Model::diags`].
    pub diags: Vec<usize>,
}

/// One member of a storage group: a variable (with the lines assigning it) or temporaries.
#[derive(Clone, Debug)]
pub(crate) struct Group {
    pub slot: String,
    pub class: String,
    /// `stack`, `static` or `heap`.
    pub place: &'static str,
    pub bytes: Option<u64>,
    /// Elements of the buffer when its size is known statically.
    pub numel: Option<u64>,
    /// Variables sharing the buffer, with the lines they are assigned at.
    pub vars: Vec<(String, Vec<usize>)>,
    /// Values without a variable name (temporaries) sharing it.
    pub temps: usize,
}

#[derive(Clone, Debug)]
pub(crate) struct Variant {
    pub name: String,
    /// `signature (double[1x1]) -> (double[1x1])` / `generic (...)`; `None` without inputs.
    pub signature: Option<String>,
    pub groups: Vec<Group>,
    /// Variables held in C scalar locals.
    pub scalars: Vec<String>,
    /// Every shape `--stats` counts: (kind, variable, line).
    pub shapes: Vec<(u8, Option<String>, Option<usize>)>,
}

#[derive(Clone, Debug)]
pub(crate) struct FnModel {
    /// Unique, HTML-id-safe key (`crni`, `helper`, `helper-2` for a second `helper`).
    pub key: String,
    pub src: SourceFn,
    pub file_name: String,
    /// The text of the function's file.
    pub src_text: String,
    /// Lines of other functions inside `src.lines` (a script's local functions).
    pub skip: Vec<(usize, usize)>,
    pub variants: Vec<Variant>,
    pub lines: BTreeMap<usize, LineInfo>,
    /// Every variable of the function: its types, each with the lines assigning it.
    pub vars: BTreeMap<String, Vec<(TyText, Vec<usize>)>>,
}

#[derive(Clone, Debug)]
pub(crate) struct Diag {
    pub severity: &'static str,
    pub code: String,
    pub message: String,
    pub location: String,
    pub notes: Vec<String>,
    /// The function key and line it points into, when it is in a shown function.
    pub at: Option<(String, usize)>,
}

pub(crate) struct Model {
    pub fns: Vec<FnModel>,
    pub diags: Vec<Diag>,
    /// The `--stats` figure lines.
    pub figures: Vec<String>,
}

/// 1-based line of `span` when it lies in a loaded file.
pub(crate) fn line_of(inp: &ReportInput<'_>, span: Span) -> Option<usize> {
    let n = inp.sources.files().count();
    ((span.file.0 as usize) < n).then(|| inp.sources.get(span.file).line_col(span.lo).0)
}

fn ty_text(inp: &ReportInput<'_>, id: FuncId, v: Value, names: &[String]) -> TyText {
    let t = inp.types.shape_text_named(id, v, Some(names));
    let (class, shape) = match t.find('[') {
        Some(k) => (t[..k].to_string(), t[k..].to_string()),
        None => (t, String::new()),
    };
    TyText {
        class,
        shape,
        kind: inp.types.shape_kind(id, v).unwrap_or(2),
    }
}

/// The source function an IR function comes from: same file and name (a script body: the
/// script), else the function whose lines hold its first instruction.
fn source_of(inp: &ReportInput<'_>, f: &Function) -> Option<usize> {
    let span = f
        .layout
        .blocks()
        .iter()
        .flat_map(|&b| f.layout.block_insts(b))
        .map(|&i| f.spans[i])
        .find(|s| line_of(inp, *s).is_some())?;
    let same = |sf: &SourceFn| {
        sf.file == span.file
            && if f.is_script {
                sf.is_script
            } else {
                sf.name == f.name
            }
    };
    if let Some(k) = inp.functions.iter().position(same) {
        return Some(k);
    }
    let line = line_of(inp, span)?;
    inp.functions
        .iter()
        .position(|sf| sf.file == span.file && sf.lines.0 <= line && line <= sf.lines.1)
}

pub(crate) fn build(inp: &ReportInput<'_>) -> Model {
    let m = inp.module;
    // Source function index → IR functions (variants), in module order.
    let mut by_src: BTreeMap<usize, Vec<FuncId>> = BTreeMap::new();
    for (id, f) in m.funcs.iter() {
        if inp.types.funcs.get(id).is_none() {
            continue;
        }
        if let Some(k) = source_of(inp, f) {
            by_src.entry(k).or_default().push(id);
        }
    }
    let checks: BTreeMap<(FuncId, mat2c_ir::Inst), bool> = inp
        .checks
        .sites
        .iter()
        .map(|&(f, i, elided)| ((f, i), elided))
        .collect();
    let mut fns = Vec::new();
    let mut keys: Vec<String> = Vec::new();
    for (&k, ids) in &by_src {
        let src = inp.functions[k].clone();
        let mut key = src.name.clone();
        let mut n = 2;
        while keys.contains(&key) {
            key = format!("{}-{n}", src.name);
            n += 1;
        }
        keys.push(key.clone());
        let skip = inp
            .functions
            .iter()
            .filter(|o| o.file == src.file && !o.is_script && **o != src)
            .filter(|o| src.lines.0 <= o.lines.0 && o.lines.1 <= src.lines.1)
            .map(|o| o.lines)
            .collect();
        let mut fm = FnModel {
            key,
            file_name: inp.sources.get(src.file).name.clone(),
            src_text: inp.sources.get(src.file).text.clone(),
            src,
            skip,
            variants: Vec::new(),
            lines: BTreeMap::new(),
            vars: BTreeMap::new(),
        };
        for (vi, &id) in ids.iter().enumerate() {
            add_variant(inp, &mut fm, vi, id, &checks);
        }
        fns.push(fm);
    }
    // Entry first, then the others in file order (the module order of their first variant).
    let entry_src = m.entry.and_then(|e| source_of(inp, &m.funcs[e]));
    fns.sort_by_key(|f| {
        let is_entry = Some(&f.src) == entry_src.map(|k| &inp.functions[k]);
        (!is_entry, f.src.file.0, f.src.lines.0)
    });
    let mut model = Model {
        fns,
        diags: Vec::new(),
        figures: figures(inp),
    };
    add_diags(inp, &mut model);
    model
}

/// The values of each (line, variable), with the first assignment's offset on the line.
type Vals = BTreeMap<(usize, String), (u32, Vec<Value>)>;

fn put(vals: &mut Vals, line: usize, name: &str, lo: u32, v: Value) {
    let e = vals
        .entry((line, name.to_string()))
        .or_insert((lo, Vec::new()));
    e.0 = e.0.min(lo);
    if !e.1.contains(&v) {
        e.1.push(v);
    }
}

fn add_variant(
    inp: &ReportInput<'_>,
    fm: &mut FnModel,
    vi: usize,
    id: FuncId,
    checks: &BTreeMap<(FuncId, mat2c_ir::Inst), bool>,
) {
    let m = inp.module;
    let f = &m.funcs[id];
    let names = inp.types.sym_names(m, id);
    let mut shapes = Vec::new();
    // The values each variable gets on each line: from the assignments side table (which
    // keeps `b = a` and CSE'd copies), and the value names (loop variables, definitions it
    // does not list).
    let mut vals: Vals = BTreeMap::new();
    // Inputs are assigned by the header: the function's own first line, or for a function
    // made from part of another (an anonymous function) the line defining it.
    let header = if f.name == fm.src.name {
        Some(fm.src.lines.0)
    } else {
        f.layout
            .blocks()
            .iter()
            .flat_map(|&b| f.layout.block_insts(b))
            .map(|&i| f.spans[i])
            .find(|s| s.file == fm.src.file)
            .and_then(|s| line_of(inp, s))
    };
    if let (false, Some(header)) = (f.is_script, header) {
        for (k, &p) in f.params().iter().enumerate() {
            if let Some(n) = f.input_names.get(k) {
                put(&mut vals, header, n, 0, p);
            }
        }
    }
    let ft = &inp.types.funcs[id];
    let in_layout = |v: Value| match f.dfg.value_def(v) {
        mat2c_ir::ValueDef::Result(i, _) => f
            .layout
            .inst_block(i)
            .is_some_and(|b| f.layout.blocks().contains(&b)),
        mat2c_ir::ValueDef::Param(b, _) => f.layout.blocks().contains(&b),
    };
    // Assignments whose value is gone: (line, variable, offset, why).
    let mut gone: Vec<(usize, String, u32, &'static str)> = Vec::new();
    for (name, span, v) in &f.assigns {
        let Some(l) = line_of(inp, *span).filter(|_| span.file == fm.src.file) else {
            continue;
        };
        if name.starts_with('\0') {
            continue;
        }
        match (in_layout(*v), ft.reached[*v]) {
            (true, true) => put(&mut vals, l, name, span.lo, *v),
            (false, _) => gone.push((
                l,
                name.clone(),
                span.lo,
                "no run-time value (optimised away)",
            )),
            (true, false) => gone.push((l, name.clone(), span.lo, "never reached")),
        }
    }
    // Value names fill in only what the assignments table does not list.
    let listed: std::collections::BTreeSet<(usize, String)> = vals.keys().cloned().collect();
    for &b in f.layout.blocks() {
        for &p in f.dfg.block_params(b) {
            if let Some(kd) = inp.types.shape_kind(id, p) {
                shapes.push((kd, f.var_names[p].clone(), None));
            }
        }
        for &i in f.layout.block_insts(b) {
            let span = f.spans[i];
            let line = line_of(inp, span).filter(|_| span.file == fm.src.file);
            for &r in f.dfg.inst_results(i) {
                if let Some(kd) = inp.types.shape_kind(id, r) {
                    shapes.push((kd, f.var_names[r].clone(), line));
                }
                if let (Some(n), Some(l)) = (&f.var_names[r], line)
                    && ft.reached[r]
                    && !listed.contains(&(l, n.clone()))
                {
                    put(&mut vals, l, n, span.lo, r);
                }
            }
            if let (Some(&elided), Some(l)) = (checks.get(&(id, i)), line) {
                let (what, why) = crate::source::describe_check(inp, id, i, &names, elided);
                let cs = &mut fm.lines.entry(l).or_default().checks;
                match cs
                    .iter_mut()
                    .find(|c| (c.variant, c.proven, &c.what, &c.why) == (vi, elided, &what, &why))
                {
                    Some(c) => c.count += 1,
                    None => cs.push(CheckNote {
                        variant: vi,
                        count: 1,
                        what,
                        proven: elided,
                        why,
                    }),
                }
            }
        }
    }
    for (line, var, lo, why) in gone {
        if vals.contains_key(&(line, var.clone())) {
            continue;
        }
        let info = fm.lines.entry(line).or_default();
        if !info.assigns.iter().any(|a| a.var == var) {
            info.assigns.push(Assign {
                var,
                lo,
                types: Vec::new(),
                gone: Some(why),
            });
            info.assigns
                .sort_by(|a, b| (a.lo, &a.var).cmp(&(b.lo, &b.var)));
        }
    }
    let (first, last) = fm.src.lines;
    for ((line, var), (lo, vs)) in vals {
        // Lowering gives a few values spans outside the function (an output's initial
        // undefined value): they belong to no line of it.
        if line < first || line > last {
            continue;
        }
        for v in vs {
            let t = ty_text(inp, id, v, &names);
            let info = fm.lines.entry(line).or_default();
            match info.assigns.iter_mut().find(|a| a.var == var) {
                Some(a) => {
                    if !a.types.iter().any(|(_, x)| *x == t) {
                        a.types.push((vi, t.clone()));
                    }
                    a.gone = None;
                }
                None => info.assigns.push(Assign {
                    var: var.clone(),
                    lo,
                    types: vec![(vi, t.clone())],
                    gone: None,
                }),
            }
            info.assigns
                .sort_by(|a, b| (a.lo, &a.var).cmp(&(b.lo, &b.var)));
            let entries = fm.vars.entry(var.clone()).or_default();
            match entries.iter_mut().find(|(x, _)| *x == t) {
                Some((_, ls)) => {
                    if !ls.contains(&line) {
                        ls.push(line);
                        ls.sort_unstable();
                    }
                }
                None => entries.push((t, vec![line])),
            }
        }
    }
    let (groups, scalars) = storage(inp, id, &|v| {
        let n = f.var_names[v].clone().or_else(|| {
            let k = f.params().iter().position(|&p| p == v)?;
            f.input_names.get(k).cloned()
        })?;
        let line = f
            .dfg
            .defining_inst(v)
            .and_then(|i| line_of(inp, f.spans[i]));
        Some((n, line))
    });
    fm.variants.push(Variant {
        name: f.variant_name(),
        signature: mat2c_infer::signature_text(m, inp.types, id),
        groups,
        scalars,
        shapes,
    });
}

type Namer<'a> = dyn Fn(Value) -> Option<(String, Option<usize>)> + 'a;

/// The array groups of a function (one C `mt_array` each) and its scalar locals' variables.
fn storage(inp: &ReportInput<'_>, id: FuncId, name: &Namer<'_>) -> (Vec<Group>, Vec<String>) {
    let Some(fs) = inp.storage.funcs.get(id) else {
        return (Vec::new(), Vec::new());
    };
    let mut groups = Vec::new();
    let mut scalars: Vec<String> = Vec::new();
    for (s, d) in fs.slots.iter() {
        if d.kind != SlotKind::Array {
            for &v in &d.values {
                if fs.virt[v].is_none()
                    && let Some((n, _)) = name(v)
                    && !scalars.contains(&n)
                {
                    scalars.push(n);
                }
            }
            continue;
        }
        let mut vars: Vec<(String, Vec<usize>)> = Vec::new();
        let mut temps = 0;
        for &v in &d.values {
            match name(v) {
                Some((n, line)) => {
                    let k = match vars.iter().position(|(x, _)| *x == n) {
                        Some(k) => k,
                        None => {
                            vars.push((n, Vec::new()));
                            vars.len() - 1
                        }
                    };
                    if let Some(l) = line
                        && !vars[k].1.contains(&l)
                    {
                        vars[k].1.push(l);
                        vars[k].1.sort_unstable();
                    }
                }
                None => temps += 1,
            }
        }
        let t = inp.types.ty(id, d.values[0]);
        let class = t.class.map_or("any", |c| c.name()).to_string();
        let class = match t.cplx {
            mat2c_ir::types::Complexity::Real => class,
            mat2c_ir::types::Complexity::Complex => format!("{class} complex"),
            mat2c_ir::types::Complexity::Unknown => format!("{class} cplx?"),
        };
        let (place, bytes) = match d.placement {
            Placement::Stack(b) => ("stack", Some(b)),
            Placement::Static(b) => ("static", Some(b)),
            Placement::Heap => ("heap", None),
        };
        groups.push(Group {
            slot: s.to_string(),
            class,
            place,
            bytes,
            numel: d.static_numel,
            vars,
            temps,
        });
    }
    scalars.sort();
    (groups, scalars)
}

/// The `--stats` figures, as the driver prints them.
fn figures(inp: &ReportInput<'_>) -> Vec<String> {
    let m = inp.module;
    let infer = mat2c_infer::stats(m, inp.types);
    let mut out: Vec<String> = Vec::new();
    for l in infer.lines() {
        if l.starts_with("checks:") {
            out.push(format!(
                "checks: {} emitted, {} proven",
                inp.checks.emitted, inp.checks.proven
            ));
        } else {
            out.push(l.to_string());
        }
    }
    out.push(mat2c_alloc::stats(inp.storage).to_string());
    out.push(mat2c_alloc::table2(m, inp.types, inp.storage).to_string());
    out
}

fn add_diags(inp: &ReportInput<'_>, model: &mut Model) {
    for d in inp.diagnostics {
        let primary = d.labels.iter().find(|l| l.primary).or(d.labels.first());
        let span = primary.map(|l| l.span);
        let line = span.and_then(|s| line_of(inp, s));
        let location = match (span, line) {
            (Some(s), Some(_)) => inp.sources.location(s),
            _ => String::new(),
        };
        let at = span.zip(line).and_then(|(s, l)| {
            let f = model.fns.iter().find(|f| {
                f.src.file == s.file
                    && f.src.lines.0 <= l
                    && l <= f.src.lines.1
                    && !f.skip.iter().any(|&(a, b)| a <= l && l <= b)
            })?;
            Some((f.key.clone(), l))
        });
        let k = model.diags.len();
        if let Some((key, l)) = &at
            && let Some(f) = model.fns.iter_mut().find(|f| f.key == *key)
        {
            f.lines.entry(*l).or_default().diags.push(k);
        }
        let mut notes = d.notes.clone();
        notes.extend(d.help.iter().map(|h| format!("help: {h}")));
        model.diags.push(Diag {
            severity: match d.severity {
                Severity::Note => "note",
                Severity::Warning => "warning",
                Severity::Error => "error",
            },
            code: d.code.as_str().to_string(),
            message: d.message.clone(),
            location,
            notes,
            at,
        });
    }
}

/// The `--stats` text: each figure line followed by indented lines naming what is behind
/// it (see [`crate::stats_text`]).
pub(crate) fn stats_text(m: &Model) -> String {
    let mut out = String::new();
    for fig in &m.figures {
        out.push_str(fig);
        out.push('\n');
        out.push_str(&figure_details(m, fig));
    }
    out
}

/// The indented lines naming what is behind figure line `fig` (empty when nothing is).
pub(crate) fn figure_details(m: &Model, fig: &str) -> String {
    match fig.split(':').next().unwrap_or("") {
        "shapes" => shape_details(m),
        "checks" => check_details(m),
        "variants" => variant_details(m),
        "storage" => group_details(m),
        _ => String::new(),
    }
}

fn shape_details(m: &Model) -> String {
    let mut out = String::new();
    for (kind, label) in [(1u8, "symbolic"), (2, "unknown")] {
        let mut parts = Vec::new();
        for v in m.fns.iter().flat_map(|f| &f.variants) {
            let mut named: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
            let mut temps: Vec<usize> = Vec::new();
            let mut loose = 0;
            for (k, var, line) in &v.shapes {
                if *k != kind {
                    continue;
                }
                match (var, line) {
                    (Some(n), _) => {
                        let ls = named.entry(n.as_str()).or_default();
                        if let Some(l) = line
                            && !ls.contains(l)
                        {
                            ls.push(*l);
                        }
                    }
                    (None, Some(l)) => temps.push(*l),
                    (None, None) => loose += 1,
                }
            }
            let mut items: Vec<String> = named
                .into_iter()
                .map(|(n, mut ls)| {
                    ls.sort_unstable();
                    match ls.as_slice() {
                        [] => n.to_string(),
                        _ => format!("{n} ({})", lines_text(&ls)),
                    }
                })
                .collect();
            temps.sort_unstable();
            temps.dedup();
            if !temps.is_empty() {
                items.push(format!("temporaries at {}", lines_text(&temps)));
            }
            if loose > 0 {
                items.push(format!("{loose} joined temporaries"));
            }
            if !items.is_empty() {
                parts.push(format!("{}: {}", v.name, items.join(", ")));
            }
        }
        if !parts.is_empty() {
            out.push_str(&format!("  {label}: {}\n", parts.join("; ")));
        }
    }
    out
}

fn check_details(m: &Model) -> String {
    let mut kept = Vec::new();
    for f in &m.fns {
        for (l, info) in &f.lines {
            for c in info.checks.iter().filter(|c| !c.proven) {
                let v = &f.variants[c.variant].name;
                let times = if c.count > 1 {
                    format!(" ×{}", c.count)
                } else {
                    String::new()
                };
                kept.push(format!("{v} line {l} `{}`{times}", c.what));
            }
        }
    }
    if kept.is_empty() {
        return String::new();
    }
    format!("  emitted: {}\n", kept.join(", "))
}

fn variant_details(m: &Model) -> String {
    let mut out = String::new();
    for f in &m.fns {
        let sigs: Vec<String> = f
            .variants
            .iter()
            .filter_map(|v| Some(format!("{} {}", v.name, v.signature.as_ref()?)))
            .collect();
        if !sigs.is_empty() {
            out.push_str(&format!("  {}: {}\n", f.src.name, sigs.join("; ")));
        }
    }
    out
}

/// Per placement, each group with its bytes and the variables sharing it.
fn group_details(m: &Model) -> String {
    let mut out = String::new();
    for place in ["stack", "static", "heap"] {
        let mut parts = Vec::new();
        for v in m.fns.iter().flat_map(|f| &f.variants) {
            let groups: Vec<String> = v
                .groups
                .iter()
                .filter(|g| g.place == place)
                .map(|g| {
                    let mut ns: Vec<&str> = g.vars.iter().map(|(n, _)| n.as_str()).collect();
                    if g.temps > 0 {
                        ns.push("temporaries");
                    }
                    let bytes = g.bytes.map_or(String::new(), |b| format!(" {b} bytes"));
                    format!("{}{bytes} ({})", g.slot, ns.join(", "))
                })
                .collect();
            if !groups.is_empty() {
                parts.push(format!("{}: {}", v.name, groups.join(", ")));
            }
        }
        if !parts.is_empty() {
            out.push_str(&format!("  {place} groups: {}\n", parts.join("; ")));
        }
    }
    out
}

/// `line 4` / `lines 3, 5`.
pub(crate) fn lines_text(ls: &[usize]) -> String {
    let s: Vec<String> = ls.iter().map(ToString::to_string).collect();
    if ls.len() == 1 {
        format!("line {}", s[0])
    } else {
        format!("lines {}", s.join(", "))
    }
}
