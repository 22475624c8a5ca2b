//! `--emit=lib`: the entry function as a plain C function (`void fir(const float x[64],
//! const float h[8], float y[64])`) declared in `NAME.h`, in place of `main`.
//!
//! Inputs come from their declared types (`%#` / `--args`): a fixed size is a `const T
//! x[N]` array (column-major), a 1x1 a value, a variable size a pointer plus one `size_t`
//! per variable extent (`x_len` for a vector; one shared argument per named extent, so
//! inputs sharing it agree by construction; `:N` bounds are checked). Outputs come from
//! their inferred types: one scalar output is the return value; otherwise fixed sizes are
//! `T y[N]`, scalars `T *y`, variable sizes `T *y, size_t y_cap, size_t y_size[nd]`. The
//! caller's arrays are lent to the compiled code (`mt_lib_wrap`, no copy); outputs are
//! copied into the caller's buffers (`mt_lib_out`). `NAME_initialize`/`NAME_terminate`
//! exist when the program keeps state (persistent/global variables, random streams).

use std::fmt::Write as _;

use mat2c_alloc::SlotKind;
use mat2c_infer::DimSpec;
use mat2c_ir::FuncId;
use mat2c_ir::types::{Class, Complexity, Dim, Shape};

use super::{ModuleWriter, c_str, mt_class, sanitize};

/// The library's C: the wrapper definitions (appended to the translation unit) and its
/// header.
pub(crate) struct LibApi {
    pub(crate) c: String,
    pub(crate) h: String,
}

/// The C element type of a class in the interface.
fn c_type(c: Class) -> Option<&'static str> {
    Some(match c {
        Class::Double => "double",
        Class::Single => "float",
        Class::Int8 => "int8_t",
        Class::Uint8 => "uint8_t",
        Class::Int16 => "int16_t",
        Class::Uint16 => "uint16_t",
        Class::Int32 => "int32_t",
        Class::Uint32 => "uint32_t",
        Class::Int64 => "int64_t",
        Class::Uint64 => "uint64_t",
        Class::Logical => "uint8_t",
        Class::Char => "char",
        Class::Cell | Class::Struct => return None,
    })
}

impl ModuleWriter<'_> {
    /// The interface of entry `e`; `cells` are the program's global/persistent cells.
    pub(super) fn lib_api(
        &self,
        e: FuncId,
        cells: &[String],
        rand: bool,
    ) -> Result<LibApi, String> {
        let f = &self.m.funcs[e];
        let fs = &self.storage.funcs[e];
        let specs = &self.types.entry_inputs;
        let name = sanitize(&f.name);
        let fname = c_str(&f.name);
        if fs.inputs.len() != specs.len() {
            return Err(format!(
                "`{}` reads nargin, nargout or varargin, which a library entry cannot have",
                f.name
            ));
        }
        let mut params: Vec<String> = Vec::new();
        let mut body = String::new();
        let mut args: Vec<String> = Vec::new();
        let mut named: Vec<String> = Vec::new();
        for (k, s) in specs.iter().enumerate() {
            if s.constant.is_some() {
                args.push(match fs.inputs[k] {
                    SlotKind::Scalar(_) => "0".into(),
                    _ => "m2c_undef()".into(),
                });
                continue;
            }
            let x = sanitize(&s.name);
            let ct = c_type(s.class).filter(|_| !s.complex).ok_or_else(|| {
                format!(
                    "input `{}`: only real numeric, logical and char inputs",
                    s.name
                )
            })?;
            let Some(dims) = &s.dims else {
                return Err(format!("input `{}` has no declared size", s.name));
            };
            let fixed: Option<Vec<u64>> = dims
                .iter()
                .map(|d| match d {
                    DimSpec::Fixed(n) => Some(*n),
                    _ => None,
                })
                .collect();
            let cls = mt_class(s.class);
            let nd = dims.len();
            let ext: Vec<String> = match &fixed {
                Some(d) if d.iter().all(|&n| n == 1) => {
                    params.push(format!("{ct} {x}"));
                    if let SlotKind::Scalar(_) = fs.inputs[k] {
                        args.push(format!("(double){x}"));
                        continue;
                    }
                    vec!["1".into(); nd]
                }
                Some(d) => {
                    params.push(format!("const {ct} {x}[{}]", d.iter().product::<u64>()));
                    d.iter().map(u64::to_string).collect()
                }
                None => {
                    params.push(format!("const {ct} *{x}"));
                    let vars = dims
                        .iter()
                        .filter(|d| !matches!(d, DimSpec::Fixed(_)))
                        .count();
                    let mut e = Vec::new();
                    for (j, d) in dims.iter().enumerate() {
                        let p = if vars == 1 {
                            format!("{x}_len")
                        } else {
                            format!("{x}_d{}", j + 1)
                        };
                        match d {
                            DimSpec::Fixed(n) => e.push(n.to_string()),
                            DimSpec::Named(n) => {
                                let n = sanitize(n);
                                if !named.contains(&n) {
                                    params.push(format!("size_t {n}"));
                                    named.push(n.clone());
                                }
                                e.push(n);
                            }
                            DimSpec::UpTo(hi) => {
                                params.push(format!("size_t {p}"));
                                let _ = writeln!(
                                    body,
                                    "    mt_lib_extent({p}, {hi}, {fname}, {});",
                                    c_str(&p)
                                );
                                e.push(p);
                            }
                            DimSpec::Any => {
                                params.push(format!("size_t {p}"));
                                e.push(p);
                            }
                        }
                    }
                    e
                }
            };
            let _ = writeln!(
                body,
                "    mt_array in_{k} = MT_ARRAY_INIT;\n    size_t in_{k}_d[{nd}];"
            );
            for (j, d) in ext.iter().enumerate() {
                let _ = writeln!(body, "    in_{k}_d[{j}] = {d};");
            }
            let src = if fixed.as_ref().is_some_and(|d| d.iter().all(|&n| n == 1)) {
                format!("&{x}")
            } else {
                x.clone()
            };
            let _ = writeln!(
                body,
                "    mt_lib_wrap(&in_{k}, {cls}, {nd}, in_{k}_d, {src});"
            );
            args.push(format!("&in_{k}"));
        }
        // Outputs, from their inferred types.
        let outs = self.types.outputs(e);
        let mut ret = "void".to_string();
        let mut outs_c = Vec::new();
        let mut after = String::new();
        let single_scalar = fs.outputs.len() == 1;
        for (k, kind) in fs.outputs.iter().enumerate() {
            let oname = f.output_names.get(k).cloned().unwrap_or(format!("out{k}"));
            let y = sanitize(&oname);
            let ty = outs.get(k).ok_or("an output without a type")?;
            let ct = ty
                .class
                // maybe-complex (inference's unknown) is checked by mt_lib_out at run time
                .filter(|_| ty.cplx != Complexity::Complex)
                .and_then(c_type)
                .ok_or_else(|| {
                    format!(
                        "output `{oname}` is not known to be a real numeric, logical or char array"
                    )
                })?;
            let dims: Option<Vec<u64>> = match &ty.shape {
                Shape::Dims(d) => d
                    .iter()
                    .map(|x| match x {
                        Dim::Known(n) => Some(*n),
                        Dim::Unknown => None,
                    })
                    .collect(),
                Shape::Top => None,
            };
            let nd = match &ty.shape {
                Shape::Dims(d) => d.len(),
                Shape::Top => 2,
            };
            let scalar = dims.as_ref().is_some_and(|d| d.iter().all(|&n| n == 1));
            let cls = mt_class(ty.class.unwrap_or(Class::Double));
            match kind {
                SlotKind::Scalar(_) => {
                    let _ = writeln!(body, "    double out_{k} = 0;");
                    outs_c.push(format!("&out_{k}"));
                }
                _ => {
                    let _ = writeln!(body, "    mt_array out_{k} = MT_ARRAY_INIT;");
                    outs_c.push(format!("&out_{k}"));
                }
            }
            let on = c_str(&oname);
            match (kind, scalar, &dims) {
                (SlotKind::Scalar(_), _, _) if single_scalar => {
                    ret = ct.to_string();
                    let _ = writeln!(after, "    return ({ct})out_{k};");
                }
                (SlotKind::Scalar(_), _, _) => {
                    params.push(format!("{ct} *{y}"));
                    let _ = writeln!(after, "    *{y} = ({ct})out_{k};");
                }
                (_, true, _) if single_scalar => {
                    ret = ct.to_string();
                    let _ = writeln!(
                        after,
                        "    {{ {ct} v; mt_lib_out(&out_{k}, {cls}, &v, 1, {nd}, NULL, {fname}, {on}); \
                         mt_free(&out_{k}); return v; }}"
                    );
                }
                (_, true, _) => {
                    params.push(format!("{ct} *{y}"));
                    let _ = writeln!(
                        after,
                        "    mt_lib_out(&out_{k}, {cls}, {y}, 1, {nd}, NULL, {fname}, {on});\n    mt_free(&out_{k});"
                    );
                }
                (_, false, Some(d)) => {
                    let n: u64 = d.iter().product();
                    params.push(format!("{ct} {y}[{n}]"));
                    let _ = writeln!(
                        after,
                        "    mt_lib_out(&out_{k}, {cls}, {y}, {n}, {nd}, NULL, {fname}, {on});\n    mt_free(&out_{k});"
                    );
                }
                (_, false, None) => {
                    params.push(format!("{ct} *{y}, size_t {y}_cap, size_t {y}_size[{nd}]"));
                    let _ = writeln!(
                        after,
                        "    mt_lib_out(&out_{k}, {cls}, {y}, {y}_cap, {nd}, {y}_size, {fname}, {on});\n    mt_free(&out_{k});"
                    );
                }
            }
        }
        let proto = format!(
            "{ret} {name}({})",
            if params.is_empty() {
                "void".into()
            } else {
                params.join(", ")
            }
        );
        let mut c = String::new();
        let state = !cells.is_empty() || rand;
        if state {
            // Persistent and global variables start empty again; the random streams keep
            // Octave's rules (seeded by the program, else from the clock).
            let _ = writeln!(c, "\nvoid {name}_initialize(void)\n{{");
            for cell in cells {
                let _ = writeln!(c, "    mt_free(&{cell});");
            }
            let _ = writeln!(c, "}}\n\nvoid {name}_terminate(void)\n{{");
            for cell in cells {
                let _ = writeln!(c, "    mt_free(&{cell});");
            }
            c.push_str("}\n");
        }
        let _ = writeln!(c, "\n{proto}\n{{");
        c.push_str(&body);
        let mut call_args = outs_c;
        call_args.extend(args);
        let _ = writeln!(c, "    {}({});", self.fnames[e], call_args.join(", "));
        for (k, s) in specs.iter().enumerate() {
            if s.constant.is_none() && !matches!(fs.inputs[k], SlotKind::Scalar(_)) {
                // borrowed: mt_free leaves the caller's buffer alone
                let _ = writeln!(c, "    mt_free(&in_{k});");
            }
        }
        c.push_str(&after);
        c.push_str("}\n");
        let guard = format!("{}_H", name.to_ascii_uppercase());
        let mut h = format!(
            "/* {name}.h: generated by mat2c from {}.m (--emit=lib). */\n#ifndef {guard}\n#define {guard}\n\n\
             #include <stddef.h>\n#include <stdint.h>\n\n#ifdef __cplusplus\nextern \"C\" {{\n#endif\n\n",
            f.name
        );
        if state {
            let _ = writeln!(
                h,
                "/* Call once before the first call of {name} (state: persistent/global variables\n * or random streams), and {name}_terminate when done. */\nvoid {name}_initialize(void);\nvoid {name}_terminate(void);\n"
            );
        }
        let decl: Vec<String> = specs
            .iter()
            .filter(|s| s.constant.is_none())
            .map(|s| format!("{} {}", s.name, s.text()))
            .collect();
        let _ = writeln!(
            h,
            "/* {}({}); arrays are column-major. */\n{proto};\n\n#ifdef __cplusplus\n}}\n#endif\n\n#endif",
            f.name,
            decl.join(", ")
        );
        Ok(LibApi { c, h })
    }
}
