//! Forms the first two modules leave out: wide and badly scaled matrices (column splitting,
//! common scale factors, `e` formats), N-d arrays, masked deletion, integer/double mixing,
//! cells from `cellfun`/`arrayfun`/`num2cell` with `'UniformOutput', false`, struct
//! arrays and function handles (`@name`, `feval`, `func2str`, `str2func`, handles in cells).
//! Each stays on one line and valid for Octave, as in the parent module.

use super::{Gen, Val};
use crate::fuzz::ty::{Cls, IntK, Shape, Ty};

/// Magnitudes that change how Octave scales a matrix for display.
const SCALES: &[&str] = &[
    "1", "0.1", "1e5", "1e-5", "-3.7", "123456", "1e10", "0.001", "2.5e-8", "99999.5",
];

impl Gen<'_> {
    /// One statement of this module's forms.
    pub(super) fn wide_statement(&mut self) {
        match self.rng.weighted(&[4, 3, 2, 3, 3, 2, 3, 4]) {
            0 => {
                let v = self.wide_matrix();
                self.bind(v);
            }
            1 => self.nd_array(),
            2 => self.masked_delete(),
            3 => {
                let v = self.int_mixing();
                self.bind(v);
            }
            4 => self.cell_functions(),
            5 => self.struct_array(),
            6 => self.handles(),
            _ => self.print_forms(),
        }
    }

    /// Printing beyond the parent's: more conversions and flags, numbers through `%s` and
    /// `%c`, integers through `%f`, complex and wide matrices, `disp`, `num2str`, `mat2str`.
    fn print_forms(&mut self) {
        let x = self.operand(|_, z, s| !z && s.numel().is_some_and(|n| n > 0));
        let t = x.text;
        let fmt = *self.rng.pick(&[
            "'%s\\n'",
            "'%c'",
            "'%5s|'",
            "'%-8.3e|'",
            "'%o '",
            "'%X '",
            "'%u\\n'",
            "'%.10g\\n'",
            "'%#x '",
            "'%05.1f '",
            "'%+e\\n'",
            "'% d'",
            "'%.0f '",
            "'%d %s\\n'",
            "'%6.2f %-4d|'",
            "'[%*d]'",
            "'%.3s|'",
            "'%%%d'",
        ]);
        let line = match self.rng.below(7) {
            0 => format!("fprintf({fmt}, {t}); fprintf('\\n')"),
            1 => format!("s = sprintf({fmt}, {t})"),
            2 => format!("disp({t})"),
            3 => format!("num2str({t})"),
            4 => format!("mat2str({t}, {})", self.rng.range(1, 6)),
            5 => {
                let w = self.wide_matrix();
                let im = self.rng.range(-3, 3);
                // Integers have no complex values in Octave.
                format!("z = double({}) + {im}i", w.text)
            }
            _ => {
                let w = self.wide_matrix();
                let f = *self.rng.pick(&[
                    "format long",
                    "format short g",
                    "format long g",
                    "format short e",
                ]);
                format!("{f}; w = {}, format short", w.text)
            }
        };
        self.lines.push(line);
    }

    /// A matrix wide enough to split into column chunks, or with entries of very different
    /// magnitudes (a common scale factor, or the `e` format), sometimes with NaN, Inf or -0.
    fn wide_matrix(&mut self) -> Val {
        let rows = *self.rng.pick(&[1usize, 1, 2, 3]);
        let cols = self.rng.range(3, 24) as usize;
        let scale = *self.rng.pick(SCALES);
        let cls = match self.rng.weighted(&[8, 2, 2, 1]) {
            0 => Cls::Double,
            1 => Cls::Single,
            2 => Cls::Int(*self.rng.pick(&[IntK::I32, IntK::I16, IntK::U8, IntK::I64])),
            _ => Cls::Logical,
        };
        let mut body = String::new();
        for i in 0..rows {
            if i > 0 {
                body.push_str("; ");
            }
            for j in 0..cols {
                if j > 0 {
                    body.push(' ');
                }
                let x = match self.rng.weighted(&[12, 3, 1, 1]) {
                    0 => self.rng.range(-50, 200).to_string(),
                    1 => format!("{}.{}", self.rng.range(-9, 9), self.rng.range(1, 99)),
                    2 => (*self.rng.pick(&["NaN", "Inf", "-Inf", "-0"])).to_string(),
                    _ => (*self.rng.pick(&["1e6", "0.0001", "-123456.5", "1e-9"])).to_string(),
                };
                body.push_str(&x);
            }
        }
        let shape = Shape::Known(rows, cols);
        let text = match cls {
            Cls::Double => format!("{scale} * [{body}]"),
            Cls::Single => format!("single({scale} * [{body}])"),
            // NaN becomes 0 in an integer class; Inf saturates.
            Cls::Int(k) => format!("{}({scale} * [{body}])", k.name()),
            _ => format!("[{body}] > 3"),
        };
        Val::new(text, Ty::arr(cls, shape))
    }

    /// A 3-d array built, displayed, reduced and indexed on one line.
    fn nd_array(&mut self) {
        let (r, c, p) = (
            self.rng.range(1, 3),
            self.rng.range(1, 3),
            self.rng.range(2, 3),
        );
        let n = r * c * p;
        let a = self.fresh();
        let lo = self.rng.range(-5, 5);
        let build = match self.rng.below(5) {
            0 => format!("reshape({lo}:{}, {r}, {c}, {p})", lo + n - 1),
            1 => format!("zeros({r}, {c}, {p})"),
            2 => format!("cat(3, {})", {
                let pages: Vec<String> = (0..p)
                    .map(|k| format!("{} * ones({r}, {c})", lo + k))
                    .collect();
                pages.join(", ")
            }),
            3 => format!("int16(reshape({lo}:{}, {r}, {c}, {p}))", lo + n - 1),
            _ => format!("reshape({lo}:{}, {r}, {c}, {p}) > 0", lo + n - 1),
        };
        let shown = if self.rng.chance(1, 2) { "," } else { ";" };
        let use_ = match self.rng.below(9) {
            0 => format!("sum({a}, 3)"),
            1 => format!("size({a})"),
            2 => format!("squeeze({a}(1, 1, :))"),
            3 => format!("{a}(:, :, end)"),
            4 => format!("permute({a}, [3 1 2])"),
            5 => format!("{a}(:)'"),
            6 => format!("max({a}, [], 3)"),
            7 => format!("ndims({a}), numel({a})"),
            _ => format!("{a}(end) + {a}(1, end, 1)"),
        };
        self.lines.push(format!("{a} = {build}{shown} {use_}"));
        // Later statements treat it as a value of unknown shape.
        let cls = if build.starts_with("int16") {
            Cls::Int(IntK::I16)
        } else if build.ends_with("> 0") {
            Cls::Logical
        } else {
            Cls::Double
        };
        self.set(&a, Ty::arr(cls, Shape::Unknown));
    }

    /// `x(mask) = []` on a vector, and deleting with a range that runs to `end`.
    fn masked_delete(&mut self) {
        let found: Vec<usize> = (0..self.vars.len())
            .filter(|&i| {
                matches!(self.vars[i].ty.array(),
                    Some((c, false, Shape::Known(r, n))) if (r == 1 || n == 1) && r * n > 0 && c != Cls::Char)
            })
            .collect();
        let (name, len) = if found.is_empty() {
            let name = self.fresh();
            let n = self.rng.range(2, 7);
            let vals: Vec<String> = (0..n).map(|_| self.num()).collect();
            self.lines.push(format!("{name} = [{}]", vals.join(" ")));
            self.set(&name, Ty::arr(Cls::Double, Shape::Known(1, n as usize)));
            (name, n as usize)
        } else {
            let k = found[self.rng.below(found.len())];
            let n = self.vars[k].ty.shape().numel().unwrap_or(1);
            (self.vars[k].name.clone(), n)
        };
        let line = match self.rng.below(4) {
            0 => {
                let cmp = *self.rng.pick(&[">", "<", "==", "~="]);
                let k = self.small_int();
                format!("{name}({name} {cmp} {k}) = []")
            }
            1 => {
                let lo = self.rng.range(1, len as i64);
                format!("{name}({lo}:end) = []")
            }
            2 => format!("{name}(logical(mod(1:numel({name}), 2))) = []"),
            _ => format!("{name}([1 end]) = []"),
        };
        self.lines.push(line);
        let Some((cls, _, _)) = self
            .vars
            .iter()
            .find(|v| v.name == name)
            .and_then(|v| v.ty.array())
        else {
            return;
        };
        self.set(&name, Ty::arr(cls, Shape::Unknown));
    }

    /// Integers mixed with doubles (rounding, saturation), with singles and logicals.
    fn int_mixing(&mut self) -> Val {
        let k = *self.rng.pick(&IntK::ALL);
        let n = k.name();
        let (a, b) = (self.rng.range(-300, 300), self.rng.range(-9, 9));
        let x = self.num();
        match self.rng.below(8) {
            0 => {
                let op = *self.rng.pick(&["+", "-", ".*", "./"]);
                Val::new(format!("{n}({a}) {op} {x}"), Ty::scalar(Cls::Int(k)))
            }
            1 => Val::new(
                format!(
                    "{n}([{a} {b} 5]) / {}",
                    *self.rng.pick(&["2", "3", "0.4", "-2", "7"])
                ),
                Ty::arr(Cls::Int(k), Shape::Known(1, 3)),
            ),
            2 => Val::new(
                format!("{x} - {n}([{a}; {b}])"),
                Ty::arr(Cls::Int(k), Shape::Known(2, 1)),
            ),
            3 => Val::new(
                format!("{n}({a}) * true + {n}({b})"),
                Ty::scalar(Cls::Int(k)),
            ),
            4 => Val::new(
                format!("{n}([{a} {b}]) .^ {}", self.rng.range(0, 3)),
                Ty::arr(Cls::Int(k), Shape::Known(1, 2)),
            ),
            5 => Val::new(
                format!("double({n}({a})) / {}", self.rng.range(1, 7)),
                Ty::scalar(Cls::Double),
            ),
            6 => Val::new(
                format!("{n}({a}):{n}({})", a + self.rng.range(-2, 4)),
                Ty::arr(Cls::Int(k), Shape::Unknown),
            ),
            _ => Val::new(format!("{n}(single({x}) * {b})"), Ty::scalar(Cls::Int(k))),
        }
    }

    /// Cells made by `cellfun`, `arrayfun`, `num2cell` and indexing into them.
    fn cell_functions(&mut self) {
        let v = self.fresh();
        let x = self
            .operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some_and(|n| n > 0 && n < 8));
        let Some((_, _, Shape::Known(r, c))) = x.ty.array() else {
            return;
        };
        let kind = self.rng.below(6);
        let line = match kind {
            0 => format!("{v} = num2cell({})", x.text),
            1 => format!(
                "{v} = arrayfun(@(e) e * ones(1, 2), {}, 'UniformOutput', false)",
                x.text
            ),
            2 => format!(
                "{v} = cellfun(@(e) [e e], num2cell({}), 'UniformOutput', false)",
                x.text
            ),
            3 => format!("{v} = cellfun(@numel, {{{}, 'ab', [], {{1, 2}}}})", x.text),
            4 => format!("{v} = cellfun(@(s) [s '!'], {{'ab', 'c', ''}}, 'UniformOutput', false)"),
            _ => format!("[{v}, {v}b] = cellfun(@max, num2cell({}))", x.text),
        };
        self.lines.push(line);
        match kind {
            // A row's num2cell is a cell of known scalars the parent module's statements use.
            0 if r == 1 => {
                let (cls, _, _) = x.ty.array().unwrap_or((Cls::Double, false, Shape::Unknown));
                self.set(&v, Ty::Cell(vec![Ty::scalar(cls); c]));
            }
            3 => self.set(&v, Ty::arr(Cls::Double, Shape::Known(1, 4))),
            // Other cells hold elements the generator does not track: left unnamed for it.
            _ => {}
        }
    }

    /// A struct array built by `struct(...)` with a cell, or grown by `s(k).f = ...`.
    fn struct_array(&mut self) {
        let s = self.fresh();
        let a = self.rng.range(-5, 5);
        let line = match self.rng.below(5) {
            0 => format!("{s} = struct('a', {{{a}, 'x', [1 2]}}); size({s}), {s}(2)"),
            1 => format!("{s}(3).a = {a}; {s}(1).a = 'one'; {s}, isempty({s}(2).a)"),
            2 => format!("{s} = struct('a', {{1, 2, {a}}}); v = [{s}.a]"),
            3 => format!("{s} = struct('p', {{}}); numel({s}), isempty({s})"),
            _ => format!(
                "{s} = struct('n', {{{a}, 4}}, 'm', 'k'); arrayfun(@(e) e.n * 2, {s}), {s}(end).m"
            ),
        };
        self.lines.push(line);
    }

    /// Function handles: named, anonymous with two arguments, through `feval`, as text and
    /// back, and in a cell.
    fn handles(&mut self) {
        let h = self.fresh();
        let x = self.operand(|c, z, s| !z && c == Cls::Double && s.numel().is_some_and(|n| n > 0));
        let t = x.text;
        let line = match self.rng.below(6) {
            0 => {
                let f = *self
                    .rng
                    .pick(&["@max", "@sum", "@numel", "@abs", "@cumsum"]);
                format!("{h} = {f}; {h}({t})")
            }
            1 => format!("{h} = @(p, q) p - 2 * q; {h}({t}, 3)"),
            2 => {
                let f = *self.rng.pick(&["'min'", "@min", "@(z) z(end)"]);
                format!("feval({f}, {t})")
            }
            3 => format!("{h} = @(z) z.^2 + 1; func2str({h})"),
            4 => format!("{h} = str2func('@(z) z * 3'); {h}({t})"),
            _ => format!("{h} = {{@sin, @(z) z + 1}}; {h}{{2}}({t}), class({h}{{1}})"),
        };
        self.lines.push(line);
    }
}
