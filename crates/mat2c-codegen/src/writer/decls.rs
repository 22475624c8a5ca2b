//! Per-function setup before any code: C names and declarations of slots (with their
//! stack or static buffers) and of alloc's virtual ranges, storage-kind conversions,
//! maybe-undefined flags and labels.

use cranelift_entity::SecondaryMap;
use mat2c_alloc::{Placement, Slot, SlotKind, Virtual};
use mat2c_ir::ControlFlowGraph;
use mat2c_ir::types::Class;
use mat2c_ir::{InstData, Value};

use super::{FnWriter, RangeVars, c_str};
use crate::namer::sanitize;

impl<'w, 'a> FnWriter<'w, 'a> {
    pub(super) fn name_slots(&mut self, in_names: &[String]) {
        let params = self.f.params();
        let entry_has_preds = self.f.layout.entry().is_some_and(|e| {
            let cfg = ControlFlowGraph::compute(self.f);
            !cfg.preds(e).is_empty()
        });
        // Inputs first, so locals never take their names.
        for (k, &p) in params.iter().enumerate() {
            let Some(s) = self.fs.slot[p] else { continue };
            let kind = self.fs.slots[s].kind;
            let cname = &in_names[k];
            let input_kind = self.fs.inputs.get(k).copied().unwrap_or(kind);
            let shared = self.fs.slots[s].values.len() > 1 || entry_has_preds;
            match (kind, input_kind) {
                (SlotKind::Array, SlotKind::Array) if !shared => {
                    self.slots.expr[s] = format!("(*{cname})");
                    self.slots.param[s] = true;
                }
                (SlotKind::Scalar(_), SlotKind::Scalar(_)) => {
                    self.slots.expr[s] = cname.clone();
                }
                _ => {
                    // Copy the input into a local of the slot's kind.
                    let local = self.namer.name(Some(&format!("{cname}_local")));
                    self.slots.expr[s] = local.clone();
                    self.declare(s, &local);
                    let src = match input_kind {
                        SlotKind::Scalar(_) => cname.clone(),
                        SlotKind::Array | SlotKind::Complex => format!("(*{cname})"),
                    };
                    let line = self.convert_line(&local, kind, &src, input_kind);
                    self.text.prologue.push(line);
                }
            }
        }
        for (s, d) in self.fs.slots.iter() {
            if !self.slots.expr[s].is_empty() || d.values.iter().all(|&v| self.fs.virt[v].is_some())
            {
                continue;
            }
            // A coalesced slot holds several variables: name it after the most frequent one
            // (the first on ties).
            let names: Vec<&String> = d
                .values
                .iter()
                .filter_map(|&v| self.f.var_names[v].as_ref())
                .collect();
            let hint = names
                .iter()
                .enumerate()
                .max_by_key(|&(k, n)| (names.iter().filter(|m| m == &n).count(), usize::MAX - k))
                .map(|(_, n)| (*n).clone());
            let name = self.namer.name(hint.as_deref());
            self.declare(s, &name);
            self.slots.expr[s] = name;
        }
    }

    /// C doubles for each range alloc keeps virtual ([`Virtual::Range`]): start, step, stop,
    /// count and final element.
    pub(super) fn name_virtual_ranges(&mut self) {
        // Virtual ranges read element by element (`r(k)`, a for loop), and those gathered.
        let mut elem_read: SecondaryMap<Value, bool> = SecondaryMap::new();
        let mut gathered: SecondaryMap<Value, bool> = SecondaryMap::new();
        for &b in self.f.layout.blocks() {
            for &i in self.f.layout.block_insts(b) {
                if let InstData::Index { base, subs } = self.f.inst(i) {
                    elem_read[*base] = true;
                    for &s in subs {
                        gathered[s] = true;
                    }
                }
            }
        }
        let mut n = 0;
        for v in self.f.dfg.values() {
            if self.fs.virt[v] == Some(Virtual::Range) {
                n += 1;
                let mut var = |k: &str| {
                    let name = format!("m2c_r{k}{n}");
                    self.text.decls.push(format!("double {name} = 0;"));
                    name
                };
                let rv = RangeVars {
                    base: var("b"),
                    step: var("s"),
                    stop: var("e"),
                    count: var("n"),
                    last: var("f"),
                    stored: gathered[v] && !elem_read[v],
                };
                self.slots.vrange[v] = Some(rv);
            }
        }
    }

    pub(super) fn declare(&mut self, s: Slot, name: &str) {
        if self.fs.slots[s]
            .values
            .iter()
            .all(|&v| self.is_virtual_const(v))
        {
            return;
        }
        self.text.decls.push(match self.fs.slots[s].kind {
            // A single is a C float: its arithmetic runs in float (see typed.rs).
            SlotKind::Scalar(Class::Single) => format!("float {name} = 0;"),
            SlotKind::Scalar(_) => format!("double {name} = 0;"),
            SlotKind::Complex => format!("m2c_cplx {name} = {{0, 0}};"),
            SlotKind::Array => format!("mt_array {name} = MT_ARRAY_INIT;"),
        });
        // A static-size group's fixed buffer (GCTD §3.2), lent to its header.
        let (storage, bytes) = match self.fs.slots[s].placement {
            Placement::Stack(b) => ("", b),
            Placement::Static(b) => ("static ", b),
            Placement::Heap => return,
        };
        let buf = self.namer.name(Some(&format!("{name}_buf")));
        self.text
            .decls
            .push(format!("{storage}double {buf}[{}];", bytes.div_ceil(8)));
        self.text
            .prologue
            .push(format!("mt_use_buffer(&{name}, {buf}, sizeof {buf});"));
    }

    /// A statement storing `src` (of storage kind `sk`) into `dst` (of kind `dk`).
    pub(super) fn convert_line(&self, dst: &str, dk: SlotKind, src: &str, sk: SlotKind) -> String {
        match (dk, sk) {
            (SlotKind::Scalar(_), SlotKind::Scalar(_)) | (SlotKind::Complex, SlotKind::Complex) => {
                format!("{dst} = {src};")
            }
            (SlotKind::Scalar(_), SlotKind::Complex) => format!("{dst} = m2c_cplx_real({src});"),
            (SlotKind::Complex, SlotKind::Scalar(_)) => format!("{dst} = m2c_cx({src}, 0);"),
            (SlotKind::Complex, SlotKind::Array) => format!("{dst} = m2c_unbox_cplx(&{src});"),
            (SlotKind::Array, SlotKind::Complex) => format!("m2c_box_cplx(&{dst}, {src});"),
            (SlotKind::Scalar(_), SlotKind::Array) => {
                format!("{dst} = mt_to_scalar(&{src}, \"\");")
            }
            (SlotKind::Array, SlotKind::Array) => format!("mt_copy(&{dst}, &{src});"),
            (SlotKind::Array, SlotKind::Scalar(c)) => {
                super::operands::box_scalar(&format!("&{dst}"), src, Some(c))
            }
        }
    }

    pub(super) fn undef_inst_name(&self, v: Value) -> Option<&'a str> {
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Undef { name }) => Some(name),
            _ => None,
        }
    }

    /// Finds block parameters that may receive an undefined value and gives them flags.
    pub(super) fn find_undefined(&mut self) {
        for v in self.f.dfg.values() {
            if let Some(n) = self.undef_inst_name(v) {
                self.undef.name[v] = Some(n.to_string());
            }
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in self.f.layout.blocks() {
                let Some(t) = self.f.layout.last_inst(b) else {
                    continue;
                };
                for call in self.f.inst(t).successors() {
                    let params = self.f.dfg.block_params(call.block);
                    for (&p, &a) in params.iter().zip(&call.args) {
                        if self.undef.name[p].is_none()
                            && let Some(n) = self.undef.name[a].clone()
                        {
                            self.undef.name[p] = Some(n);
                            changed = true;
                        }
                    }
                }
            }
        }
        for v in self.f.dfg.values() {
            if self.undef.name[v].is_some() && self.undef_inst_name(v).is_none() {
                let var = self.undef.name[v].clone().unwrap_or_default();
                let name = self.namer.fresh(&format!("m2c_def_{}", sanitize(&var)));
                self.text.decls.push(format!("int {name} = 0;"));
                self.undef.flag[v] = Some(name);
            }
        }
    }

    /// Every block's label (used only by fallback `goto`s) is named by its layout position
    /// (`L3`).
    pub(super) fn find_labels(&mut self) {
        for (idx, &b) in self.f.layout.blocks().iter().enumerate() {
            self.flow.labels[b] = Some(format!("L{idx}"));
        }
    }

    pub(super) fn check_defined(&mut self, v: Value) {
        if self.undef_inst_name(v).is_some() {
            let n = self.undef.name[v].clone().unwrap_or_default();
            self.line(format!("mt_error({});", c_str(&format!("'{n}' undefined"))));
        } else if let Some(fl) = self.undef.flag[v].clone() {
            let n = self.undef.name[v].clone().unwrap_or_default();
            self.line(format!(
                "if (!{fl}) mt_error({});",
                c_str(&format!("'{n}' undefined"))
            ));
        }
    }
}
