//! The text form of the IR (`mat2c --emit=ir`). Values and blocks are renumbered densely in
//! order of appearance so snapshots do not churn when passes create and delete entities.

use std::fmt::Write;

use cranelift_entity::SecondaryMap;

use crate::{Block, BlockCall, Constant, Function, InstData, Module, Value};

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    print_module_with(m, &|_, _| None)
}

/// Prints a whole module, annotating each defined value with `annot(func_index, value)` (e.g.
/// its inferred type) when that returns `Some`.
pub fn print_module_with(m: &Module, annot: &dyn Fn(usize, Value) -> Option<String>) -> String {
    let mut out = String::new();
    for (i, (id, f)) in m.funcs.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let entry = if m.entry == Some(id) { " entry" } else { "" };
        let _ = writeln!(out, "; {id}{entry}");
        out.push_str(&print_function(f, &|v| annot(i, v)));
    }
    out
}

struct Names {
    values: SecondaryMap<Value, Option<u32>>,
    blocks: SecondaryMap<Block, Option<u32>>,
    next_value: u32,
}

impl Names {
    fn value(&mut self, v: Value) -> String {
        if self.values[v].is_none() {
            self.values[v] = Some(self.next_value);
            self.next_value += 1;
        }
        format!("v{}", self.values[v].unwrap_or(0))
    }

    fn block(&self, b: Block) -> String {
        match self.blocks[b] {
            Some(n) => format!("bb{n}"),
            None => format!("{b}?"),
        }
    }

    fn call(&mut self, c: &BlockCall) -> String {
        let args: Vec<String> = c.args.iter().map(|&a| self.value(a)).collect();
        format!("{}({})", self.block(c.block), args.join(", "))
    }

    fn list(&mut self, vs: &[Value]) -> String {
        vs.iter()
            .map(|&v| self.value(v))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn constant(c: &Constant) -> String {
    match c {
        Constant::Num(x) => format!("{x:?}"),
        Constant::Complex(re, im) => format!("{re:?}{im:+?}i"),
        Constant::Int64(v) => format!("int64({v})"),
        Constant::Uint64(v) => format!("uint64({v})"),
        Constant::Bool(b) => format!("{b}"),
        Constant::Str(s) => {
            let q = match s.quote {
                crate::Quote::Single => "",
                crate::Quote::Double => "dq",
                crate::Quote::NullSingle => "null",
                crate::Quote::NullDouble => "nulldq",
            };
            format!("{q}{:?}", s.text)
        }
        Constant::Empty => "[]".to_string(),
        Constant::Colon => ":".to_string(),
    }
}

/// Prints one function; `annot` may attach a note (e.g. a type) to each defined value.
pub fn print_function(f: &Function, annot: &dyn Fn(Value) -> Option<String>) -> String {
    let mut n = Names {
        values: SecondaryMap::new(),
        blocks: SecondaryMap::new(),
        next_value: 0,
    };
    for (i, &b) in f.layout.blocks().iter().enumerate() {
        n.blocks[b] = Some(i as u32);
    }
    let mut out = String::new();
    let kind = if f.is_script { "script" } else { "function" };
    let _ = writeln!(
        out,
        "{kind} {}({}) -> ({})",
        f.variant_name(),
        f.input_names.join(", "),
        f.output_names.join(", ")
    );
    let defname = |n: &mut Names, v: Value| -> String {
        let mut s = n.value(v);
        if let Some(a) = annot(v) {
            s.push_str(": ");
            s.push_str(&a);
        }
        s
    };
    for &b in f.layout.blocks() {
        let params: Vec<String> = f
            .dfg
            .block_params(b)
            .iter()
            .map(|&p| defname(&mut n, p))
            .collect();
        let _ = writeln!(out, "{}({}):", n.block(b), params.join(", "));
        for &i in f.layout.block_insts(b) {
            out.push_str("    ");
            let results = f.dfg.inst_results(i);
            if !results.is_empty() {
                let rs: Vec<String> = results.iter().map(|&r| defname(&mut n, r)).collect();
                let _ = write!(out, "{} = ", rs.join(", "));
            }
            let text = match f.inst(i) {
                InstData::Const(c) => format!("const {}", constant(c)),
                InstData::Unary { op, arg } => format!("{} {}", op.mnemonic(), n.value(*arg)),
                InstData::Binary { op, args } => format!(
                    "{} {}, {}",
                    op.mnemonic(),
                    n.value(args[0]),
                    n.value(args[1])
                ),
                InstData::Builtin { id, args } => format!("builtin {id}({})", n.list(args)),
                InstData::Call { func, args } => format!("call {func}({})", n.list(args)),
                InstData::Index { base, subs } => {
                    format!("index {}({})", n.value(*base), n.list(subs))
                }
                InstData::Update { base, subs, rhs } => format!(
                    "update {}({}) = {}",
                    n.value(*base),
                    n.list(subs),
                    n.value(*rhs)
                ),
                InstData::Delete { base, subs } => {
                    format!("delete {}({})", n.value(*base), n.list(subs))
                }
                InstData::Range { start, step, stop } => format!(
                    "range {}:{}:{}",
                    n.value(*start),
                    n.value(*step),
                    n.value(*stop)
                ),
                InstData::HorzCat { args } => format!("horzcat {}", n.list(args)),
                InstData::VertCat { args } => format!("vertcat {}", n.list(args)),
                InstData::End { base, pos, count } => {
                    format!("end {} [{}/{}]", n.value(*base), pos + 1, count)
                }
                InstData::Truth { arg } => format!("truth {}", n.value(*arg)),
                InstData::Display { name, arg } => format!("display {name:?}, {}", n.value(*arg)),
                InstData::Copy { arg } => format!("copy {}", n.value(*arg)),
                InstData::Undef { name } => format!("undef {name:?}"),
                InstData::Load { cell } => {
                    format!("load {} {:?}", cell.kind.mnemonic(), cell.name)
                }
                InstData::Store { cell, arg } => format!(
                    "store {} {:?}, {}",
                    cell.kind.mnemonic(),
                    cell.name,
                    n.value(*arg)
                ),
                InstData::TryEnter => "try_enter".into(),
                InstData::Caught => "caught".into(),
                InstData::TryExit { next, handler } => {
                    format!("try_exit {}, handler {}", n.call(next), n.call(handler))
                }
                InstData::Jump { dest } => format!("jump {}", n.call(dest)),
                InstData::Brif {
                    cond,
                    then_dest,
                    else_dest,
                } => format!(
                    "brif {}, {}, {}",
                    n.value(*cond),
                    n.call(then_dest),
                    n.call(else_dest)
                ),
                InstData::Return { vals } => format!("return {}", n.list(vals)).trim_end().into(),
            };
            out.push_str(&text);
            out.push('\n');
        }
    }
    out
}
