//! Memory cells and `try`/`catch`: loads and stores of `global`, `persistent` and spill
//! cells, protected regions, the caught error and the builtins that read it.
//!
//! Global cells are file-scope `mt_array`s (one per name), persistent cells file-scope
//! `mt_array`s of their function. A `try` block's spill cells are heap cells owned by the
//! call frame (`mt_array *const` locals set before any handler is pushed), so no local the
//! C standard leaves indeterminate after a `longjmp` is ever read: the catch block reads only
//! what it loads from them.

use mat2c_alloc::SlotKind;
use mat2c_ir::types::Class;
use mat2c_ir::{Cell, CellKind, InstData, Sp, Value};

use super::FnWriter;
use crate::namer::sanitize;

impl FnWriter<'_, '_> {
    /// Declares this frame's spill cells.
    pub(super) fn find_local_cells(&mut self) {
        let mut names: Vec<String> = Vec::new();
        for &b in self.f.layout.blocks() {
            for &i in self.f.layout.block_insts(b) {
                if let InstData::Load { cell } | InstData::Store { cell, .. } = self.f.inst(i)
                    && cell.kind == CellKind::Local
                    && !names.contains(&cell.name)
                {
                    names.push(cell.name.clone());
                }
            }
        }
        for n in names {
            let c = self.namer.fresh(&format!(
                "m2c_cell_{}",
                sanitize(n.trim_start_matches('\0'))
            ));
            self.text
                .decls
                .push(format!("mt_array *const {c} = mt_spill_new();"));
            self.local_cells.insert(n, c);
        }
    }

    /// A C expression of type `mt_array *` for the cell.
    fn cell_ptr(&mut self, cell: &Cell) -> String {
        match cell.kind {
            CellKind::Local => self
                .local_cells
                .get(&cell.name)
                .cloned()
                .unwrap_or_default(),
            CellKind::Global => {
                let n = format!("m2c_global_{}", sanitize(&cell.name));
                self.statics
                    .insert(format!("static mt_array {n} = MT_ARRAY_INIT;"));
                format!("&{n}")
            }
            CellKind::Persistent => {
                // One cell per source function: every ARGen variant of it shares the cell.
                let fname = &self.mw.fnames[self.id];
                let base = match self.f.variant {
                    Some(k) => fname
                        .strip_suffix(&format!("__{k}"))
                        .unwrap_or(fname.as_str()),
                    None => fname.as_str(),
                };
                let n = format!("m2c_persistent_{}_{}", base, sanitize(&cell.name));
                self.statics
                    .insert(format!("static mt_array {n} = MT_ARRAY_INIT;"));
                format!("&{n}")
            }
        }
    }

    pub(super) fn load(&mut self, r: Option<Value>, cell: &Cell) {
        let Some(r) = r else { return };
        let c = self.cell_ptr(cell);
        match self.kind(r) {
            Some(SlotKind::Scalar(_)) => self.set_scalar(r, format!("mt_spill_scalar({c})")),
            _ => self.produce(r, |_, d| format!("mt_copy({d}, {c});")),
        }
    }

    pub(super) fn store(&mut self, cell: &Cell, arg: Value) {
        if self.undef_inst_name(arg).is_some() || self.fs.slot[arg].is_none() {
            return;
        }
        let c = self.cell_ptr(cell);
        let line = match self.kind(arg) {
            Some(SlotKind::Scalar(Class::Logical)) => {
                format!("mt_spill_set_bool({c}, {});", self.sc(arg))
            }
            Some(SlotKind::Scalar(Class::Double)) => {
                format!("mt_spill_set_scalar({c}, {});", self.sc(arg))
            }
            _ => {
                let p = self.ap(arg);
                format!("mt_copy({c}, {p});")
            }
        };
        self.line(line);
    }

    /// Pushes the handler of a protected region; the result says whether an error came back.
    pub(super) fn try_enter(&mut self, r: Option<Value>) {
        let dst = match r.and_then(|r| self.sx(r).map(str::to_string)) {
            Some(x) if matches!(r.and_then(|r| self.kind(r)), Some(SlotKind::Scalar(_))) => x,
            _ => self.temp_double(),
        };
        // setjmp may only be the whole controlling expression of an `if`.
        self.line(format!(
            "if (setjmp(*mt_try_push())) {dst} = 1.0; else {dst} = 0.0;"
        ));
    }

    pub(super) fn caught(&mut self, r: Option<Value>) {
        let Some(r) = r else { return };
        if self.kind(r).is_none() {
            return;
        }
        self.produce(r, |_, d| format!("mt_caught({d});"));
    }

    /// `rethrow(err)`, and the internal readers of `err.message` / `err.identifier`.
    pub(super) fn except_builtin(&mut self, res: &[Value], id: Sp, args: &[Value]) {
        if id == Sp::lasterr {
            if let Some(&r) = res.first() {
                self.produce(r, |_, d| format!("mt_lasterr({d});"));
            }
            return;
        }
        let e = self.ap(args[0]);
        match id {
            Sp::rethrow => self.line(format!("mt_rethrow({e});")),
            _ => {
                let Some(&r) = res.first() else { return };
                let which = i32::from(id == Sp::m2c_err_identifier);
                self.produce(r, |_, d| format!("mt_err_field({d}, {e}, {which});"));
            }
        }
    }
}
