//! Areas the other modules touch lightly: `continue`/`break` in `for` and `while` (nested
//! too), logical masks written out (reads, assignments of as many values as the mask
//! selects), integer classes (same-class arithmetic, saturating reductions, rounding
//! division, `mod`/`rem` signs, stepped integer ranges, 64-bit precision), single precision,
//! complex values (literals, `complex`, reductions, sorting, display and printing), text
//! (char arithmetic, char matrices, classification), cells and structs (dynamic fields,
//! `rmfield`, struct arrays, nested containers), errors raised by builtins inside `try`
//! (their messages and identifiers) and `printf` conversions at their limits.
//! Each statement stays on one line and valid for Octave, as in the parent module.

use super::{Gen, Val, paren_ident};
use crate::fuzz::ty::{Cls, IntK, Shape, Ty};

impl Gen<'_> {
    /// One statement of this module's forms.
    pub(super) fn more_statement(&mut self) {
        match self.rng.weighted(&[3, 3, 3, 2, 3, 2, 2, 3, 3]) {
            0 => self.loop_flow(),
            1 => self.mask_ops(),
            2 => self.int_ops(),
            3 => self.single_ops(),
            4 => self.complex_ops(),
            5 => self.char_ops(),
            6 => self.cellstruct_ops(),
            7 => self.builtin_errors(),
            _ => self.printf_limits(),
        }
    }

    /// `continue` and `break` in `for` and `while`, nested loops, loops over columns and
    /// cells.
    fn loop_flow(&mut self) {
        let y = self.fresh();
        let (a, b) = (self.small_int(), self.small_int());
        match self.rng.below(5) {
            0 => {
                let x = self.operand(|c, z, s| {
                    !z && c != Cls::Char && matches!(s, Shape::Known(1, n) if n > 0)
                });
                let cls = x.ty.array().map_or(Cls::Double, |t| t.0);
                let cls = Cls::arith(Cls::Double, cls).unwrap_or(Cls::Double);
                self.lines.push(format!(
                    "{y} = 0; for k = {}, if k < {a}, continue; end, if k > {}, break; end, {y} = {y} + k; end, {y}",
                    paren_ident(&x.text),
                    a.max(b)
                ));
                self.set(&y, Ty::scalar(cls));
            }
            1 => {
                let lim = self.rng.range(0, 12);
                let m = self.rng.range(2, 4);
                let k = self.fresh();
                self.lines.push(format!(
                    "{y} = 0; {k} = 0; while {k} < {lim}, {k} = {k} + 1; if mod({k}, {m}) == 0, continue; elseif {k} > {}, break; end, {y} = {y} + {k}; end, [{y} {k}]",
                    lim - a.abs()
                ));
                self.set(&k, Ty::scalar(Cls::Double));
                self.set(&y, Ty::scalar(Cls::Double));
            }
            2 => {
                let (r, c) = (self.rng.range(0, 4), self.rng.range(1, 5));
                let cmp = *self.rng.pick(&["j > i", "j == i", "i + j > 4"]);
                let stmt = *self.rng.pick(&["break", "continue"]);
                self.lines.push(format!(
                    "{y} = 0; for i = 1:{r}, for j = 1:{c}, if {cmp}, {stmt}; end, {y} = {y} + i * 10 + j; end, end, {y}"
                ));
                self.set(&y, Ty::scalar(Cls::Double));
            }
            3 => {
                // A matrix's columns, one at a time.
                let x = self
                    .operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some_and(|n| n > 0));
                self.lines.push(format!(
                    "{y} = 0; for col = {}, {y} = {y} + numel(col) * double(col(1)); end, {y}",
                    paren_ident(&x.text)
                ));
                self.set(&y, Ty::scalar(Cls::Double));
            }
            _ => {
                // A cell's elements: each is a 1x1 cell.
                self.lines.push(format!(
                    "{y} = {{}}; for e = {{{a}, 'ab', [1 2], {{}}}}, {y}{{end+1}} = class(e{{1}}); if iscell(e{{1}}), break; end, end, {y}"
                ));
            }
        }
    }

    /// A mask written out for an existing array: reads, assignments of a scalar or of as
    /// many values as it selects, deletion, `find` with a count.
    fn mask_ops(&mut self) {
        let x = self.operand(|c, z, s| {
            !z && c != Cls::Char && matches!(s, Shape::Known(r, c) if r * c > 0 && r * c <= 12)
        });
        let Some((cls, _, Shape::Known(r, c))) = x.ty.array() else {
            return;
        };
        let bits: Vec<bool> = (0..r * c).map(|_| self.rng.chance(1, 2)).collect();
        let t = bits.iter().filter(|&&b| b).count();
        let rows: Vec<String> = (0..r)
            .map(|i| {
                (0..c)
                    .map(|j| if bits[j * r + i] { "1" } else { "0" })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        let mask = format!("logical([{}])", rows.join("; "));
        let is_var = x.text.starts_with('v') && x.text[1..].chars().all(|d| d.is_ascii_digit());
        let name = if is_var {
            x.text.clone()
        } else {
            let n = self.fresh();
            self.lines.push(format!("{n} = {};", x.text));
            self.set(&n, x.ty.clone());
            n
        };
        let value = |g: &mut Self| match cls {
            Cls::Logical => (*g.rng.pick(&["true", "false"])).to_string(),
            _ => g.num(),
        };
        match self.rng.below(6) {
            0 => {
                let v = Val::new(format!("{name}({mask})"), Ty::arr(cls, Shape::Unknown));
                self.bind(v);
            }
            1 => {
                let v = value(self);
                self.lines.push(format!("{name}({mask}) = {v}"));
            }
            2 if t > 0 => {
                let vals: Vec<String> = (0..t).map(|_| value(self)).collect();
                self.lines
                    .push(format!("{name}({mask}) = [{}]", vals.join(" ")));
            }
            3 if r == 1 || c == 1 => {
                self.lines.push(format!("{name}(~{mask}) = []"));
                self.set(&name, Ty::arr(cls, Shape::Unknown));
            }
            4 => {
                let k = self.rng.range(1, 3);
                let v = Val::new(
                    format!("find({mask}, {k})"),
                    Ty::arr(Cls::Double, Shape::Unknown),
                );
                self.bind(v);
            }
            _ => {
                let (lo, hi) = (self.small_int(), self.small_int());
                let v = Val::new(
                    format!("{name}({name} >= {lo} & {name} <= {hi} | ~{mask})"),
                    Ty::arr(cls, Shape::Unknown),
                );
                self.bind(v);
            }
        }
    }

    /// Integer classes: same-class operators (saturation, division rounding and by zero),
    /// reductions that saturate, `mod`/`rem` signs, stepped ranges, 64-bit precision.
    fn int_ops(&mut self) {
        let k = *self.rng.pick(&IntK::ALL);
        let n = k.name();
        let signed = matches!(k, IntK::I8 | IntK::I16 | IntK::I32 | IntK::I64);
        let val = |g: &mut Self| {
            let x = g.rng.range(-200, 300);
            if signed { x } else { x.abs() }
        };
        let (a, b, c) = (val(self), val(self), val(self));
        let (d, e, f) = (val(self), val(self), val(self));
        let row = |len: usize| Ty::arr(Cls::Int(k), Shape::Known(1, len));
        let v = match self.rng.below(9) {
            0 => {
                let op = *self.rng.pick(&["+", "-", ".*", "./", "<", "==", "~="]);
                let ty = if matches!(op, "<" | "==" | "~=") {
                    Ty::arr(Cls::Logical, Shape::Known(1, 3))
                } else {
                    row(3)
                };
                Val::new(format!("{n}([{a} {b} {c}]) {op} {n}([{d} {e} 0])"), ty)
            }
            1 => {
                let f_ = *self
                    .rng
                    .pick(&["sum", "prod", "cumsum", "cumprod", "max", "min"]);
                let len = if f_.starts_with("cum") { 3 } else { 1 };
                Val::new(format!("{f_}({n}([{a} {b} {c}]))"), row(len))
            }
            2 => Val::new(format!("mean({n}([{a} {b} {c}]))"), Ty::scalar(Cls::Double)),
            3 => {
                let g = *self.rng.pick(&["mod", "rem"]);
                let m = if signed {
                    self.small_int()
                } else {
                    self.small_int().abs()
                };
                Val::new(format!("{g}({n}([{a} {b} {c}]), {n}({m}))"), row(3))
            }
            4 => {
                let step = self.rng.range(1, 4);
                let (lo, hi) = (a.min(d), a.max(d));
                let text = if signed && self.rng.chance(1, 2) {
                    format!("{n}({hi}):{n}(-{step}):{n}({lo})")
                } else {
                    format!("{n}({lo}):{n}({step}):{n}({hi})")
                };
                Val::new(text, Ty::arr(Cls::Int(k), Shape::Unknown))
            }
            5 => {
                let t = *self.rng.pick(&[
                    "int64(9007199254740993)",
                    "int64(-9007199254740993)",
                    "uint64(18446744073709551615)",
                    "int64(9223372036854775807)",
                    "intmin('int64')",
                ]);
                let op = *self.rng.pick(&["+", "-", ".*", "./"]);
                let cls = if t.starts_with("uint64") {
                    IntK::U64
                } else {
                    IntK::I64
                };
                Val::new(
                    format!("{t} {op} {}", self.rng.range(-3, 3)),
                    Ty::scalar(Cls::Int(cls)),
                )
            }
            6 => {
                let g = *self.rng.pick(&["abs", "sign", "-", "bitcmp"]);
                let g = if g == "bitcmp" && signed { "abs" } else { g };
                let m = *self.rng.pick(&["intmin", "intmax"]);
                Val::new(format!("{g}({m}('{n}'))"), Ty::scalar(Cls::Int(k)))
            }
            7 => {
                let x = self.num();
                let cmp = *self.rng.pick(&["<", "==", ">=", "~="]);
                Val::new(
                    format!("{n}([{a} {b}]) {cmp} {x}"),
                    Ty::arr(Cls::Logical, Shape::Known(1, 2)),
                )
            }
            _ => Val::new(
                format!("{n}([{a} {b} {f}]) / {n}({})", if e == 0 { 3 } else { e }),
                row(3),
            ),
        };
        self.bind(v);
    }

    /// Single precision: rounding, limits, mixing with doubles and integers, display under
    /// `format long`, printing.
    fn single_ops(&mut self) {
        let x = self.num();
        let k = self.rng.range(1, 9);
        let text = match self.rng.below(10) {
            0 => format!("single({x}) / {k}"),
            1 => format!("single([{x} {k}]) * pi"),
            2 => format!("double(single({x}) / 3)"),
            3 => (*self.rng.pick(&[
                "single(16777217)",
                "realmax('single') * 2",
                "realmin('single') / 4",
                "eps(single(1))",
                "single(1e38) * 10",
                "single(0.1) == 0.1",
                "flintmax('single')",
            ]))
            .to_string(),
            4 => format!("sum(single([1e8 {x} -1e8]))"),
            5 => format!("mean(single([{x} {k} 2]))"),
            6 => format!("class(single({x}) * int16({k}))"),
            7 => {
                let y = self.fresh();
                self.lines
                    .push(format!("format long; {y} = single({k}) / 7, format short"));
                return;
            }
            8 => format!("sprintf('%.10g|%d', single({x}) / {k}, single({k}))"),
            _ => format!("sqrt(single({k})) - sqrt({k})"),
        };
        let y = self.fresh();
        self.lines.push(format!("{y} = {text}"));
    }

    /// Complex values: literals with zero parts, `complex`, reductions, sorting, powers and
    /// roots of negatives, display, `num2str`/`mat2str`/`disp`, printing.
    fn complex_ops(&mut self) {
        let part = |g: &mut Self| -> String {
            match g.rng.weighted(&[6, 2, 1]) {
                0 => g.small_int().to_string(),
                1 => format!("{}.5", g.rng.range(-3, 3)),
                _ => (*g.rng.pick(&["0", "-0", "1e5", "1e-3"])).to_string(),
            }
        };
        let n = self.rng.range(1, 4) as usize;
        let elems: Vec<String> = (0..n)
            .map(|_| {
                let (re, im) = (part(self), part(self));
                if self.rng.chance(1, 4) {
                    format!("complex({re}, {im})")
                } else if im.starts_with('-') {
                    format!("{re}{im}i")
                } else {
                    format!("{re}+{im}i")
                }
            })
            .collect();
        let z = format!("[{}]", elems.join(", "));
        let t = match self.rng.below(12) {
            0 => z.clone(),
            1 => format!("abs({z}), angle({z})"),
            2 => format!("{z}', {z}.'"),
            3 => {
                let f = *self.rng.pick(&["sum", "prod", "cumsum", "mean", "cumprod"]);
                format!("{f}({z})")
            }
            4 => {
                let f = *self.rng.pick(&["sort", "max", "min"]);
                format!("{f}({z})")
            }
            5 => format!("{z} .* {}, {z} ./ {}", part(self), part(self)),
            6 => {
                let neg = self.rng.range(-9, -1);
                let f = *self
                    .rng
                    .pick(&["sqrt", "log", "@(q) q ^ (1/3)", "@(q) q .^ 0.5"]);
                if f.starts_with('@') {
                    format!("feval({f}, {neg})")
                } else {
                    format!("{f}({neg})")
                }
            }
            7 => format!("num2str({z}), mat2str({z})"),
            8 => format!("disp({z})"),
            9 => {
                if self.rng.chance(1, 8) {
                    // A width from the arguments.
                    self.lines.push(format!(
                        "fprintf('[%-*d|%*.*f]\\n', {}, 42, 7, 2, pi)",
                        self.rng.range(0, 6)
                    ));
                    return;
                }
                let fmt = *self
                    .rng
                    .pick(&["'%f\\n'", "'%d|'", "'%g,'", "'%5.1f %5.1f\\n'"]);
                format!("fprintf({fmt}, {z}); fprintf('\\n')")
            }
            10 => format!("isreal({z}), real({z}) + imag({z}), {z} == conj({z})"),
            _ => format!("exp(1i * {}), round({z} * 1.5), {z}.^2", part(self)),
        };
        let y = self.fresh();
        // Statements and lists of values shown as `ans`; one value is named.
        if t.starts_with("disp")
            || t.starts_with("fprintf")
            || (t.contains(", ") && !t.starts_with('['))
        {
            self.lines.push(t);
        } else {
            self.lines.push(format!("{y} = {t}"));
        }
    }

    /// Text: char arithmetic and codes, char matrices, classification, sorting, padding.
    fn char_ops(&mut self) {
        let w = *self
            .rng
            .pick(&["hello", "a1 B2", "Octave", "x", "zz top", "It''s"]);
        let s = format!("'{w}'");
        let k = self.rng.range(-3, 5);
        let t = match self.rng.below(12) {
            0 => format!("{s} + {k}"),
            1 => format!("char({s} + {})", k.abs()),
            2 => format!(
                "char([{} {} {}])",
                self.rng.range(32, 126),
                self.rng.range(65, 90),
                self.rng.range(97, 122)
            ),
            3 => format!("['ab'; 'cd'; 'ef']({}, :)", self.rng.range(1, 3)),
            4 => "['abc'; 'def']'".to_string(),
            5 => {
                let f = *self
                    .rng
                    .pick(&["sort", "unique", "fliplr", "upper", "deblank"]);
                format!("{f}({s})")
            }
            6 => {
                let f = *self
                    .rng
                    .pick(&["isspace", "isletter", "isdigit", "isupper", "islower"]);
                format!("{f}({s})")
            }
            7 => format!(
                "repmat({s}, {}, {})",
                self.rng.range(1, 2),
                self.rng.range(1, 3)
            ),
            8 => format!("{s} == 'l'"),
            9 => format!("char({{{s}, 'bcd', ''}})"),
            10 => {
                let p = self.rng.range(1, 9);
                format!("num2str({} / 7, {p})", self.small_int())
            }
            _ => format!("[{s}(end:-1:1), '-', {s}([1 end])]"),
        };
        let y = self.fresh();
        self.lines.push(format!("{y} = {t}"));
    }

    /// Cells and structs: ranges of cells, comma lists, dynamic fields, `rmfield`,
    /// `isfield` with a cell, struct arrays and their fields, nested containers.
    fn cellstruct_ops(&mut self) {
        let y = self.fresh();
        let a = self.small_int();
        let f = *self.rng.pick(&["a", "b", "name"]);
        let line = match self.rng.below(10) {
            0 => format!("{y} = {{{a}, 'two', [3 4]}}; {y}(2:end), {y}{{end}}, class({y}(1))"),
            1 => format!("{y} = {{{a}, 'two', [3 4]}}; [{y}{{[1 3]}}]"),
            2 => format!(
                "{y} = struct('a', {a}, 'b', 'x'); f = '{f}'; {y}.(f) = {a} * 2; {y}, isfield({y}, {{'a', 'q', 'name'}})"
            ),
            3 => format!(
                "{y} = struct('a', {a}, 'b', 'x'); {y} = rmfield({y}, 'a'), fieldnames({y})'"
            ),
            4 => format!(
                "{y} = struct('a', {{{a}, 2, 3}}); [{y}.a], {{{y}.a}}, {y}(2) = []; size({y})"
            ),
            5 => format!("{y}.sub.x = {a}; {y}.sub.y = [1 2]; {y}.arr(3) = 5; {y}, {y}.sub"),
            6 => format!(
                "{y} = {{1, {{{a}, 'x'}}}}; {y}{{2}}{{2}}, class({y}{{2}}), numel({y}{{2}})"
            ),
            7 => format!("{y} = cell(2, 3); {y}{{2, 2}} = {a}; {y}, size({y})"),
            8 => format!(
                "{y} = {{'b', 'a', 'c'}}; sort({y}), [tf, loc] = ismember('{f}', {y}), upper({y})"
            ),
            _ => format!(
                "[{y}, {y}b] = deal({a}, 'q'), {y}c = setfield(struct('p', 1), '{f}', {a}), getfield({y}c, 'p')"
            ),
        };
        self.lines.push(line);
    }

    /// Builtins that fail (out-of-bound and invalid subscripts, nonconformant operands,
    /// class mixing, missing fields and elements, errors raised again or from a struct),
    /// their messages and identifiers compared.
    fn builtin_errors(&mut self) {
        let x = self.operand(|_, _, s| matches!(s, Shape::Known(r, c) if r * c > 0));
        let Some((_, _, Shape::Known(r, c))) = x.ty.array() else {
            return;
        };
        let t = paren_ident(&x.text);
        let failing = match self.rng.below(14) {
            0 => format!("{t}({}, 1)", r + 1),
            1 => format!("{t}(1, {})", c + self.rng.range(1, 3) as usize),
            2 => format!("{t}({})", *self.rng.pick(&["1.5", "-1", "0", "2.5, 1"])),
            3 => format!("{t}(:, {})", c + 1),
            4 => "[1 2] * [3 4]".to_string(),
            5 => format!("cell2mat({})", self.small_int()),
            6 => format!("q = {{1}}; q{{{}}}", self.rng.range(2, 4)),
            7 => "q = struct('a', 1); q.b".to_string(),
            8 => "try, error('in:ner', 'inner %d', 3), catch e1, rethrow(e1), end".to_string(),
            9 => format!(
                "error('Octave:{}', 'with id %s', 'x')",
                *self.rng.pick(&["some-id", "my-id", "bad"])
            ),
            10 => "error(struct('message', 'm1', 'identifier', 'x:y'))".to_string(),
            11 => format!("{t}{{1}}"),
            12 => format!(
                "int8(1) {} int16(1)",
                *self.rng.pick(&["+", "-", ".*", "==", "<"])
            ),
            _ => "q = eye(2); q(:, 3) = [1 2 3]".to_string(),
        };
        let report = *self.rng.pick(&[
            "disp(err.message)",
            "disp(err.identifier)",
            "disp(lasterr)",
            "fprintf('%s|%s\\n', err.identifier, err.message)",
        ]);
        let target = if failing.starts_with("error(")
            || failing.starts_with("try")
            || failing.starts_with("q ")
        {
            String::new()
        } else {
            "t = ".to_string()
        };
        self.lines
            .push(format!("try, {target}{failing}; catch err, {report}, end"));
    }

    /// `printf` conversions at their limits: integer conversions of large, negative and
    /// fractional values, 64-bit integers, valid size modifiers, `%c`/`%s` of numbers,
    /// widths from arguments, templates without arguments, format recycling.
    fn printf_limits(&mut self) {
        if self.rng.chance(1, 8) {
            // A width from the arguments.
            self.lines.push(format!(
                "fprintf('[%-*d|%*.*f]\\n', {}, 42, 7, 2, pi)",
                self.rng.range(0, 6)
            ));
            return;
        }
        let fmt = *self.rng.pick(&[
            "'%d|'",
            "'%i|'",
            "'%u|'",
            "'%x|'",
            "'%o|'",
            "'%X|'",
            "'%5.2d|'",
            "'%+d|'",
            "'%ld|'",
            "'%hu|'",
            "'%Lf|'",
            "'%Lg|'",
            "'%c'",
            "'%5.3s|'",
            "'%-8d|'",
            "'%e|'",
            "'%s=%d\\n'",
            "'[%g]'",
            "'%#o %#x|'",
            "'%05d|'",
        ]);
        let arg = *self.rng.pick(&[
            "2^63",
            "-2^63",
            "-1e19",
            "2^64",
            "1e30",
            "[-3 2.5 7]",
            "uint64([1 18446744073709551615])",
            "int64([-5 9007199254740993])",
            "intmin('int64')",
            "[NaN Inf -Inf]",
            "'abc'",
            "[72 105]",
            "6, 42.5",
            "[1 2; 3 4]",
            "true",
            "[]",
            "-0",
            "int8([-128 127])",
            "uint8(200)",
            "1e10",
        ]);
        let line = match self.rng.below(3) {
            0 => format!("fprintf({fmt}, {arg}); fprintf('\\n')"),
            1 => format!("s = sprintf({fmt}, {arg})"),
            _ => format!("printf({fmt}); printf('\\n')"),
        };
        self.lines.push(line);
    }
}
