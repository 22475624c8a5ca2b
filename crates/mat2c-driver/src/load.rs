//! Loading the program: the entry file and every `.m` file on the path that it may call.

use std::path::{Path, PathBuf};

use mat2c_diag::{Diagnostic, FileId, SourceMap, Span, codes};
use mat2c_lower::SourceUnit;
use mat2c_syntax::ast::{Ast, ExprKind};

/// The parsed files of a program; `asts[0]` is the entry.
pub struct Program {
    pub entry_name: String,
    pub names: Vec<String>,
    pub asts: Vec<Ast>,
    pub texts: Vec<String>,
    /// Parse diagnostics of each file (same order as `asts`).
    pub diags: Vec<Vec<Diagnostic>>,
    /// Methods in `@class` folders of the path: (name, `@class/name.m`), sorted.
    pub class_methods: Vec<(String, String)>,
    /// The names of every `.m` file in the search folders (loaded or not), sorted: "did you
    /// mean" candidates.
    pub path_names: Vec<String>,
}

impl Program {
    /// The source line (1-based, in its own file) of each instruction, for printers that
    /// name lines (`--emit=typed`, `--stats`, the report).
    pub fn lines(&self) -> Lines {
        Lines {
            files: self
                .asts
                .iter()
                .zip(&self.texts)
                .map(|(a, t)| (a.file, mat2c_diag::SourceFile::new("", t.as_str())))
                .collect(),
        }
    }

    /// Per file id, the ranges whose run-time errors Octave reports at one line and column
    /// (the positions of the `error: called from` backtrace).
    pub fn frame_locations(&self) -> Vec<Vec<mat2c_codegen::SrcLoc>> {
        let n = self
            .asts
            .iter()
            .map(|a| a.file.0 as usize + 1)
            .max()
            .unwrap_or(0);
        let mut out = vec![Vec::new(); n];
        for (a, t) in self.asts.iter().zip(&self.texts) {
            let file = mat2c_diag::SourceFile::new("", t.as_str());
            out[a.file.0 as usize] = mat2c_syntax::octave_pos::locations(a, t)
                .into_iter()
                .map(|l| {
                    let (line, col) = file.line_col(l.pos);
                    mat2c_codegen::SrcLoc {
                        lo: l.lo,
                        hi: l.hi,
                        line: line as u32,
                        col: col as u32 + l.shift,
                    }
                })
                .collect();
        }
        out
    }

    pub fn units(&self) -> Vec<SourceUnit<'_>> {
        self.names
            .iter()
            .zip(&self.asts)
            .zip(&self.texts)
            .map(|((n, a), t)| SourceUnit {
                name: n.clone(),
                ast: a,
                text: t,
            })
            .collect()
    }
}

/// Line lookup over the program's files (see [`Program::lines`]).
pub struct Lines {
    files: Vec<(FileId, mat2c_diag::SourceFile)>,
}

impl Lines {
    /// The line of the start of `span`, when it lies in a file of the program.
    pub fn line(&self, span: Span) -> Option<usize> {
        let (_, f) = self.files.iter().find(|(id, _)| *id == span.file)?;
        Some(f.line_col(span.lo).0)
    }

    /// The line of instruction `i` of function `f` of `m`.
    pub fn inst_line(
        &self,
        m: &mat2c_ir::Module,
        f: mat2c_ir::FuncId,
        i: mat2c_ir::Inst,
    ) -> Option<usize> {
        self.line(m.funcs[f].spans[i])
    }
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn read(path: &Path, sources: &mut SourceMap) -> Result<FileId, Diagnostic> {
    match std::fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            Ok(sources.add(path.display().to_string(), text))
        }
        Err(e) => Err(Diagnostic::usage(
            codes::E0001,
            format!("cannot read `{}`: {e}", path.display()),
        )),
    }
}

/// Every identifier an AST mentions (candidates for functions on the path), in order.
fn mentioned_names(ast: &Ast) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (_, e) in ast.exprs.iter() {
        let name = match &e.kind {
            ExprKind::Ident(id) | ExprKind::FuncHandle { name: id } => &id.name,
            _ => continue,
        };
        if !out.contains(name) {
            out.push(name.clone());
        }
        // A builtin's forms that the library implements (`__mat2c_setdiff__` for
        // `setdiff` with options): lowering calls it where the builtin has no such form.
        let fallback = format!("__mat2c_{name}__");
        if mat2c_builtins::id_of(name).is_some()
            && mat2c_mlib::source(&fallback).is_some()
            && !out.contains(&fallback)
        {
            out.push(fallback);
        }
    }
    out
}

/// The texts of `str2func('@(...) ...')` calls with a literal anonymous function.
fn str2func_texts(ast: &Ast) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (_, e) in ast.exprs.iter() {
        let ExprKind::Index { base, args } = &e.kind else {
            continue;
        };
        let (ExprKind::Ident(id), [arg]) = (&ast.expr(*base).kind, args.as_slice()) else {
            continue;
        };
        if let ExprKind::String { value, .. } = &ast.expr(*arg).kind
            && id.name == "str2func"
            && value.trim_start().starts_with('@')
            && !out.contains(value)
        {
            out.push(value.clone());
        }
    }
    out
}

/// Parses one file of the program, rewrites its `c = onCleanup(h);` statements
/// (`mat2c_lower::desugar_on_cleanup`) unless the program defines its own `onCleanup`, and
/// its calls of the library's package functions (`matlab.lang.makeValidName(s)`).
fn parse_unit(id: FileId, text: &str, dirs: &[PathBuf]) -> (Ast, Vec<Diagnostic>) {
    let (mut ast, mut diags) = parse_file(id, text);
    mat2c_lower::desugar_package_calls(&mut ast, |name| mat2c_mlib::source(name).is_some());
    let own = ast.functions.iter().any(|f| f.name.name == "onCleanup")
        || dirs.iter().any(|d| d.join("onCleanup.m").is_file());
    if !own {
        diags.extend(mat2c_lower::desugar_on_cleanup(&mut ast));
    }
    (ast, diags)
}

/// Parses one file; a `classdef` file (an object class) is reported as unsupported instead
/// of being parsed as statements.
fn parse_file(id: FileId, text: &str) -> (Ast, Vec<Diagnostic>) {
    if let Some(at) = classdef_keyword(text) {
        let span = Span::new(id, at as u32, (at + "classdef".len()) as u32);
        let d = Diagnostic::error(
            codes::E0601,
            span,
            "classdef objects are not supported by mat2c yet",
        )
        .with_label_message("unsupported here");
        return (mat2c_syntax::parse(id, "").0, vec![d]);
    }
    mat2c_syntax::parse(id, text)
}

/// The byte offset of a leading `classdef` keyword (after blank and `%` comment lines).
fn classdef_keyword(text: &str) -> Option<usize> {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        if t.is_empty() || t.starts_with('%') {
            at += line.len();
            continue;
        }
        let rest = t.strip_prefix("classdef")?;
        return (rest.is_empty() || rest.starts_with(|c: char| c.is_whitespace() || c == '('))
            .then_some(at + line.len() - t.len());
    }
    None
}

/// The stems of the `.m` files in `dirs`, sorted and distinct.
fn path_names(dirs: &[PathBuf]) -> Vec<String> {
    let mut out: Vec<String> = dirs
        .iter()
        .filter_map(|d| std::fs::read_dir(d).ok())
        .flat_map(|entries| entries.flatten())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "m") && p.is_file())
        .map(|p| stem(&p))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The `.m` files in the `@class` folders of the search folders: (name, `@class/name.m`).
fn class_methods(dirs: &[PathBuf]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for d in dirs {
        let Ok(entries) = std::fs::read_dir(d) else {
            continue;
        };
        for e in entries.flatten() {
            let folder = e.file_name().to_string_lossy().into_owned();
            if !folder.starts_with('@') || !e.path().is_dir() {
                continue;
            }
            let Ok(files) = std::fs::read_dir(e.path()) else {
                continue;
            };
            for f in files.flatten() {
                let p = f.path();
                if p.extension().is_some_and(|x| x == "m") {
                    let name = stem(&p);
                    out.push((name.clone(), format!("{folder}/{name}.m")));
                }
            }
        }
    }
    out.sort();
    out
}

/// Parses the entry file and, transitively, every `NAME.m` in the search folders (else in
/// the MATLAB library, `mat2c-mlib`) whose name the loaded files mention and that is not a
/// function of the same file.
pub(crate) fn load_program(
    entry: &Path,
    entry_text: Option<&str>,
    include: &[PathBuf],
    sources: &mut SourceMap,
) -> Result<Program, Diagnostic> {
    let mut dirs: Vec<PathBuf> = vec![
        entry
            .parent()
            .map(Path::to_path_buf)
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| PathBuf::from(".")),
    ];
    dirs.extend(include.iter().cloned());
    // Standard input (`-`): a program named `stdin` in the current folder.
    let entry_stem = if entry_text.is_some() {
        "stdin".to_string()
    } else {
        stem(entry)
    };
    let mut prog = Program {
        entry_name: entry_stem.clone(),
        names: Vec::new(),
        asts: Vec::new(),
        texts: Vec::new(),
        diags: Vec::new(),
        class_methods: class_methods(&dirs),
        path_names: path_names(&dirs),
    };
    let id = match entry_text {
        Some(text) => sources.add("<stdin>", text),
        None => read(entry, sources)?,
    };
    let (ast, diags) = parse_unit(id, &sources.get(id).text, &dirs);
    prog.diags.push(diags);
    prog.names.push(entry_stem);
    prog.asts.push(ast);
    prog.texts.push(sources.get(id).text.clone());
    let mut next = 0;
    while next < prog.asts.len() {
        let ast = &prog.asts[next];
        let local: Vec<String> = ast.functions.iter().map(|f| f.name.name.clone()).collect();
        let wanted: Vec<String> = mentioned_names(ast)
            .into_iter()
            .filter(|n| !local.contains(n) && !prog.names.contains(n))
            .collect();
        // `str2func` of anonymous-function text: a generated function file returning it.
        let texts: Vec<String> = str2func_texts(ast)
            .into_iter()
            .filter(|t| !prog.names.contains(&mat2c_lower::str2func_unit(t)))
            .collect();
        next += 1;
        for text in texts {
            let src = format!("function h = str2func_text ()\n  h = {text};\nend\n");
            let id = sources.add(format!("str2func('{text}')"), src);
            let (ast, diags) = parse_unit(id, &sources.get(id).text, &dirs);
            prog.diags.push(diags);
            prog.names.push(mat2c_lower::str2func_unit(&text));
            prog.asts.push(ast);
            prog.texts.push(sources.get(id).text.clone());
        }
        for name in wanted {
            if prog.names.contains(&name) {
                continue;
            }
            let path = dirs
                .iter()
                .map(|d| d.join(format!("{name}.m")))
                .find(|p| p.is_file());
            // A user file shadows a builtin of the same name, as on MATLAB's path; the
            // MATLAB library comes after the search folders (as Octave's own m-files do).
            let id = match (path, mat2c_mlib::source(&name)) {
                (Some(path), _) => read(&path, sources)?,
                (None, Some(text)) => sources.add(format!("<mlib>/{name}.m"), text),
                (None, None) => continue,
            };
            let (ast, diags) = parse_unit(id, &sources.get(id).text, &dirs);
            prog.diags.push(diags);
            prog.names.push(name);
            prog.asts.push(ast);
            prog.texts.push(sources.get(id).text.clone());
        }
    }
    Ok(prog)
}
