//! The types of the entry function's inputs: `%#` annotations in its file (MPE style:
//! `%# x size [1 1]`, `%# x complex`, `%# x class int32`, `%# n range [1 1000]`,
//! `%# A size [N N]`, `%# nargin 2`), `--args 'double[3x:100], double'` (MATLAB Coder's
//! `-args` in text form) and `-D name=value` (a static input: a compile-time constant that
//! partial evaluation folds). Later sources override earlier ones per input.
//!
//! Static inputs are substituted into the IR ([`bind_statics`]) before optimisation; the other
//! inputs are read by the compiled program from its command line.

use mat2c_diag::{Diagnostic, FileId, SourceMap, Span, codes};
use mat2c_infer::{DimSpec, InputSpec};
use mat2c_ir::types::Class;
use mat2c_ir::{Constant, InstData, Module, Value};
use mat2c_syntax::ast::{Ast, FileKind, Param};

/// A numeric matrix literal (`3`, `-2.5`, `[1 2; 3 4]`), row-major.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Literal {
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    pub(crate) data: Vec<f64>,
}

/// Parses a MATLAB numeric literal: a number, or `[...]` with elements separated by spaces or
/// commas and rows by `;`.
pub(crate) fn parse_literal(s: &str) -> Option<Literal> {
    let t = s.trim();
    if let Some(inner) = t.strip_prefix('[') {
        let inner = inner.strip_suffix(']')?;
        let mut rows: Vec<Vec<f64>> = Vec::new();
        for row in inner.split([';', '\n']) {
            let r: Option<Vec<f64>> = row
                .split([' ', ',', '\t'])
                .filter(|x| !x.is_empty())
                .map(number)
                .collect();
            let r = r?;
            if !r.is_empty() {
                rows.push(r);
            }
        }
        let cols = rows.first().map_or(0, Vec::len);
        if rows.iter().any(|r| r.len() != cols) {
            return None;
        }
        Some(Literal {
            rows: rows.len(),
            cols,
            data: rows.concat(),
        })
    } else {
        Some(Literal {
            rows: 1,
            cols: 1,
            data: vec![number(t)?],
        })
    }
}

fn number(s: &str) -> Option<f64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let x = match body {
        "Inf" | "inf" => f64::INFINITY,
        "NaN" | "nan" => f64::NAN,
        _ if body.starts_with(|c: char| c.is_ascii_digit() || c == '.')
            && body
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-')) =>
        {
            body.parse().ok()?
        }
        _ => return None,
    };
    Some(if neg { -x } else { x })
}

/// A tokenizer over one annotation line or `--args` string that remembers byte offsets.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    file: FileId,
}

impl<'a> Cursor<'a> {
    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with([' ', '\t']) {
            self.pos += 1;
        }
    }

    fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.pos >= self.text.len()
    }

    fn span(&self, lo: usize) -> Span {
        Span::new(self.file, lo as u32, self.pos.max(lo + 1) as u32)
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_ws();
        if self.text[self.pos..].starts_with(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// A word: letters, digits, `_`, `.`, `+`, `-` (identifiers and numbers).
    fn word(&mut self) -> Option<(&'a str, usize)> {
        self.skip_ws();
        let lo = self.pos;
        let n = self.text[lo..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '+' | '-')))
            .unwrap_or(self.text.len() - lo);
        self.pos += n;
        (n > 0).then(|| (&self.text[lo..lo + n], lo))
    }

    fn error(&self, lo: usize, msg: impl Into<String>, code: mat2c_diag::Code) -> Diagnostic {
        Diagnostic::error(code, self.span(lo), msg)
    }
}

/// One extent: `3`, `:100` (up to 100), `:` or `?` (any), `N` (a named, shared extent).
fn dim(c: &mut Cursor, code: mat2c_diag::Code) -> Result<DimSpec, Diagnostic> {
    c.skip_ws();
    let lo = c.pos;
    if c.eat('?') {
        return Ok(DimSpec::Any);
    }
    if c.eat(':') {
        c.skip_ws();
        if c.text[c.pos..].starts_with(|ch: char| ch.is_ascii_digit()) {
            return match dim(c, code)? {
                DimSpec::Fixed(n) => Ok(DimSpec::UpTo(n)),
                _ => Err(c.error(lo, "expected a size bound after `:`", code)),
            };
        }
        return Ok(DimSpec::Any);
    }
    if c.text[c.pos..].starts_with(|ch: char| ch.is_ascii_digit()) {
        let n = c.text[c.pos..]
            .find(|ch: char| !ch.is_ascii_digit())
            .unwrap_or(c.text.len() - c.pos);
        let w = &c.text[c.pos..c.pos + n];
        c.pos += n;
        return w
            .parse()
            .map(DimSpec::Fixed)
            .map_err(|_| c.error(lo, format!("`{w}` is not an extent"), code));
    }
    match c.word() {
        Some((w, _)) if w.starts_with(|ch: char| ch.is_ascii_alphabetic()) => {
            Ok(DimSpec::Named(w.to_string()))
        }
        _ => Err(c.error(
            lo,
            "expected an extent: a number, `:N` (up to N), `:` or `?` (any), or a name",
            code,
        )),
    }
}

/// `[d d ...]` (annotations: separated by spaces or commas) or `[dxd...]` (`--args`).
fn dims(c: &mut Cursor, code: mat2c_diag::Code, by_x: bool) -> Result<Vec<DimSpec>, Diagnostic> {
    let lo = c.pos;
    if !c.eat('[') {
        return Err(c.error(lo, "expected `[` starting a size", code));
    }
    let mut out = Vec::new();
    loop {
        if c.eat(']') {
            break;
        }
        if c.at_end() {
            return Err(c.error(lo, "this size is not closed by `]`", code));
        }
        if !out.is_empty() {
            if by_x {
                if !c.eat('x') {
                    return Err(c.error(c.pos, "expected `x` between extents", code));
                }
            } else {
                c.eat(',');
            }
        }
        if c.at_end() {
            return Err(c.error(lo, "this size is not closed by `]`", code));
        }
        out.push(dim(c, code)?);
    }
    if out.len() == 1 {
        return Err(c.error(
            lo,
            "a size needs at least two extents (`[1 1]` is a scalar)",
            code,
        ));
    }
    Ok(out)
}

/// One `--args` type: `double`, `int32[1x:8]`, `double complex[2x2]`. Without `[...]` the
/// input is a scalar.
fn arg_type(c: &mut Cursor, name: &str) -> Result<InputSpec, Diagnostic> {
    let code = codes::E0012;
    c.skip_ws();
    let lo = c.pos;
    let Some((w, _)) = c.word() else {
        return Err(c.error(lo, "expected a class such as `double`", code));
    };
    let Some(class) = Class::from_name(w) else {
        return Err(c
            .error(lo, format!("`{w}` is not a class"), code)
            .with_help("classes: double, single, int8 … uint64, logical, char"));
    };
    let mut s = InputSpec::new(name);
    s.class = class;
    c.skip_ws();
    if c.text[c.pos..].starts_with("complex") {
        c.pos += "complex".len();
        s.complex = true;
    }
    c.skip_ws();
    s.dims = Some(if c.text[c.pos..].starts_with('[') {
        dims(c, code, true)?
    } else {
        vec![DimSpec::Fixed(1), DimSpec::Fixed(1)]
    });
    if s.complex && !class.is_float() {
        return Err(c.error(lo, "complex inputs must be double or single", code));
    }
    Ok(s)
}

/// The entry function's input names, when the entry is a function with inputs.
fn entry_inputs(ast: &Ast) -> Option<(String, Vec<String>)> {
    if ast.kind != FileKind::Function {
        return None;
    }
    let f = ast.functions.first()?;
    let mut names: Vec<String> = f
        .inputs
        .iter()
        .map(|p| match p {
            Param::Name(id) => id.name.clone(),
            Param::Tilde(_) => "~".into(),
        })
        .collect();
    // A trailing `varargin` takes no declared type: the entry is called without extra
    // arguments, so it is an empty cell.
    if names.last().is_some_and(|n| n == "varargin") {
        names.pop();
    }
    (!names.is_empty()).then(|| (f.name.name.clone(), names))
}

/// What the user asked for on the command line.
pub(crate) struct EntryArgs<'a> {
    pub(crate) args: Option<&'a str>,
    pub(crate) defines: &'a [String],
}

/// The declared inputs of the entry function (empty for a script or an input-less
/// function), or the diagnostics saying what is wrong with the declarations.
pub(crate) fn entry_specs(
    ast: &Ast,
    text: &str,
    cl: &EntryArgs,
    sources: &mut SourceMap,
) -> Result<Vec<InputSpec>, Vec<Diagnostic>> {
    let Some((fname, names)) = entry_inputs(ast) else {
        if cl.args.is_some() || !cl.defines.is_empty() {
            let file = sources.add("<command line>", "");
            return Err(vec![Diagnostic::error(
                codes::E0012,
                Span::new(file, 0, 0),
                "`--args` and `-D` describe the entry function's inputs, but the entry has none",
            )]);
        }
        return Ok(Vec::new());
    };
    let mut diags = Vec::new();
    let mut specs: Vec<Option<InputSpec>> = vec![None; names.len()];
    annotations(ast.file, text, &names, &mut specs, &mut diags);
    if let Some(args) = cl.args {
        let file = sources.add("<--args>", args);
        let mut c = Cursor {
            text: args,
            pos: 0,
            file,
        };
        let mut k = 0;
        while !c.at_end() {
            if k > 0 && !c.eat(',') {
                diags.push(c.error(c.pos, "expected `,` between input types", codes::E0012));
                break;
            }
            if k >= names.len() {
                diags.push(c.error(
                    c.pos,
                    format!("`{fname}` has only {} inputs", names.len()),
                    codes::E0012,
                ));
                break;
            }
            match arg_type(&mut c, &names[k]) {
                Ok(s) => specs[k] = Some(s),
                Err(d) => {
                    diags.push(d);
                    break;
                }
            }
            k += 1;
        }
    }
    for d in cl.defines {
        let file = sources.add("<-D>", d.as_str());
        let span = Span::new(file, 0, d.len() as u32);
        let Some((name, value)) = d.split_once('=') else {
            diags.push(Diagnostic::error(
                codes::E0012,
                span,
                "expected `-D name=value`",
            ));
            continue;
        };
        let Some(k) = names.iter().position(|n| n == name.trim()) else {
            diags.push(Diagnostic::error(
                codes::E0012,
                span,
                format!("`{fname}` has no input named `{}`", name.trim()),
            ));
            continue;
        };
        let Some(lit) = parse_literal(value) else {
            diags.push(
                Diagnostic::error(
                    codes::E0012,
                    span,
                    format!("`{}` is not a numeric literal", value.trim()),
                )
                .with_help("a number such as `5` or `-2.5`, or a matrix such as `[1 2; 3 4]`"),
            );
            continue;
        };
        let mut s = InputSpec::new(&names[k]);
        s.dims = Some(vec![
            DimSpec::Fixed(lit.rows as u64),
            DimSpec::Fixed(lit.cols as u64),
        ]);
        if lit.data.len() == 1 {
            s.range = Some((lit.data[0], lit.data[0]));
        }
        s.constant = Some(value.trim().to_string());
        specs[k] = Some(s);
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    let missing: Vec<&str> = names
        .iter()
        .zip(&specs)
        .filter(|(_, s)| s.is_none())
        .map(|(n, _)| n.as_str())
        .collect();
    if !missing.is_empty() {
        let f = &ast.functions[0];
        return Err(vec![
            Diagnostic::error(
                codes::E0013,
                f.name.span,
                format!(
                    "the entry function `{fname}` has inputs without declared types: {}",
                    missing.join(", ")
                ),
            )
            .with_help(format!(
                "declare them with `%# {} size [1 1]` annotations in the file, or with \
                 `--args 'double, double[3x3]'` (and `-D name=value` for constants)",
                missing[0]
            )),
        ]);
    }
    Ok(specs.into_iter().flatten().collect())
}

/// Applies every `%# ...` annotation line of `text`. `%#codegen`, `%#ok` and other pragmas
/// without a space after `%#` are not annotations.
fn annotations(
    file: FileId,
    text: &str,
    names: &[String],
    specs: &mut [Option<InputSpec>],
    diags: &mut Vec<Diagnostic>,
) {
    let code = codes::E0011;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let lead = body.len() - body.trim_start().len();
        let Some(rest) = body[lead..].strip_prefix("%#") else {
            continue;
        };
        if !rest.starts_with([' ', '\t']) {
            continue;
        }
        // Positions in the cursor are offsets into the whole file.
        let mut c = Cursor {
            text: &text[..start + body.len()],
            pos: start + lead + 2,
            file,
        };
        if let Err(d) = annotation(&mut c, names, specs, code) {
            diags.push(d);
        }
    }
}

fn annotation(
    c: &mut Cursor,
    names: &[String],
    specs: &mut [Option<InputSpec>],
    code: mat2c_diag::Code,
) -> Result<(), Diagnostic> {
    c.skip_ws();
    let lo = c.pos;
    let Some((name, _)) = c.word() else {
        return Err(c.error(lo, "expected an input name or `nargin`", code));
    };
    if name == "nargin" {
        let nlo = c.pos;
        let n = c.word().and_then(|(w, _)| w.parse::<usize>().ok());
        return match n {
            Some(n) if n == names.len() => Ok(()),
            Some(n) if n < names.len() => Err(Diagnostic::error(
                codes::E0601,
                c.span(lo),
                format!(
                    "calling the entry function with {n} of its {} inputs (nargin) is not supported yet",
                    names.len()
                ),
            )),
            _ => Err(c.error(
                nlo,
                format!("`nargin` must be a count of at most {}", names.len()),
                code,
            )),
        };
    }
    let Some(k) = names.iter().position(|n| n == name) else {
        return Err(c
            .error(
                lo,
                format!("`{name}` is not an input of this function"),
                code,
            )
            .with_help(format!("the inputs are: {}", names.join(", "))));
    };
    let s = specs[k].get_or_insert_with(|| InputSpec::new(name));
    let klo = c.pos;
    let Some((kw, _)) = c.word() else {
        return Err(c.error(
            klo,
            "expected `size`, `class`, `complex`, `real` or `range`",
            code,
        ));
    };
    match kw {
        "size" => s.dims = Some(dims(c, code, false)?),
        "complex" => s.complex = true,
        "real" => s.complex = false,
        "class" => {
            let clo = c.pos;
            let w = c.word().map(|x| x.0).unwrap_or("");
            s.class = Class::from_name(w)
                .ok_or_else(|| c.error(clo, format!("`{w}` is not a class"), code))?;
        }
        "range" => {
            let rlo = c.pos;
            let bad = |c: &Cursor| c.error(rlo, "expected `[low high]`", code);
            if !c.eat('[') {
                return Err(bad(c));
            }
            let a = c.word().and_then(|w| number(w.0));
            c.eat(',');
            let b = c.word().and_then(|w| number(w.0));
            if !c.eat(']') {
                return Err(bad(c));
            }
            match (a, b) {
                (Some(a), Some(b)) if a <= b => s.range = Some((a, b)),
                _ => return Err(bad(c)),
            }
        }
        _ => {
            return Err(c.error(
                klo,
                format!("unknown annotation `{kw}`: expected `size`, `class`, `complex`, `real` or `range`"),
                code,
            ));
        }
    }
    if !c.at_end() {
        return Err(c.error(c.pos, "unexpected text after the annotation", code));
    }
    if s.complex && !s.class.is_float() {
        return Err(c.error(lo, "complex inputs must be double or single", code));
    }
    Ok(())
}

/// Replaces every use of each static input of the entry function by its constant (built at
/// the top of the entry block), so the optimiser and inference fold it.
pub(crate) fn bind_statics(m: &mut Module, specs: &[InputSpec]) {
    let Some(e) = m.entry else { return };
    let f = &mut m.funcs[e];
    let Some(entry) = f.layout.entry() else {
        return;
    };
    let params: Vec<Value> = f.dfg.block_params(entry).to_vec();
    let mut new_insts = Vec::new();
    let mut subst: Vec<(Value, Value)> = Vec::new();
    let span = f
        .layout
        .block_insts(entry)
        .first()
        .map(|&i| f.spans[i])
        .unwrap_or_default();
    for (k, s) in specs.iter().enumerate() {
        let (Some(text), Some(&p)) = (&s.constant, params.get(k)) else {
            continue;
        };
        let Some(lit) = parse_literal(text) else {
            continue;
        };
        let mut make = |d: InstData| {
            let i = f.dfg.make_inst(d, 1);
            f.spans[i] = span;
            new_insts.push(i);
            f.dfg.first_result(i)
        };
        let v = if lit.rows == 0 || lit.cols == 0 {
            make(InstData::Const(Constant::Empty))
        } else if lit.data.len() == 1 {
            make(InstData::Const(Constant::Num(lit.data[0])))
        } else {
            let mut rows = Vec::new();
            for r in 0..lit.rows {
                let elems: Vec<Value> = (0..lit.cols)
                    .map(|c| make(InstData::Const(Constant::Num(lit.data[r * lit.cols + c]))))
                    .collect();
                rows.push(if elems.len() == 1 {
                    elems[0]
                } else {
                    make(InstData::HorzCat { args: elems })
                });
            }
            if rows.len() == 1 {
                rows[0]
            } else {
                make(InstData::VertCat { args: rows })
            }
        };
        f.var_names[v] = Some(s.name.clone());
        subst.push((p, v));
    }
    if subst.is_empty() {
        return;
    }
    let blocks: Vec<_> = f.layout.blocks().to_vec();
    for &b in &blocks {
        for &i in f.layout.block_insts(b) {
            f.dfg.insts[i].map_args(|a| subst.iter().find(|(p, _)| *p == a).map_or(a, |&(_, v)| v));
        }
    }
    let mut insts = new_insts;
    insts.extend_from_slice(f.layout.block_insts(entry));
    f.layout.set_block_insts(entry, insts);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(parse_literal("3").map(|l| l.data), Some(vec![3.0]));
        assert_eq!(parse_literal("-2.5").map(|l| l.data), Some(vec![-2.5]));
        let l = parse_literal("[1 2; 3 4]");
        assert_eq!(
            l,
            Some(Literal {
                rows: 2,
                cols: 2,
                data: vec![1.0, 2.0, 3.0, 4.0]
            })
        );
        assert_eq!(parse_literal("[1, 2, 3]").map(|l| l.cols), Some(3));
        assert_eq!(parse_literal("[]").map(|l| l.rows), Some(0));
        assert_eq!(parse_literal("[1 2; 3]"), None);
        assert_eq!(parse_literal("abc"), None);
        assert_eq!(
            parse_literal("-Inf").map(|l| l.data),
            Some(vec![f64::NEG_INFINITY])
        );
    }
}
