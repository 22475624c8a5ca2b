//! More of the language for the generator: calls with several outputs, `switch`,
//! short-circuit conditions, anonymous functions (captures included), integer and bit
//! functions, `end`-relative subscripts, predicates, more string functions and `do`/`+=`.
//! Each form stays on one line and well typed for Octave, as in the parent module.

use super::{Gen, Val, WORDS, paren, paren_ident};
use crate::fuzz::ty::{Cls, IntK, Shape, Ty};

impl Gen<'_> {
    /// One statement of this module's forms.
    pub(super) fn extra_statement(&mut self) {
        match self.rng.weighted(&[4, 3, 2, 3, 3, 3, 3, 3, 1]) {
            0 => self.multi_output(),
            1 => self.switch_stmt(),
            2 => self.short_circuit(),
            3 => self.anon_fn(),
            4 => {
                let v = self.int_fn();
                self.bind(v);
            }
            5 => {
                let v = self.end_subscript();
                self.bind(v);
            }
            6 => {
                let v = self.predicate();
                self.bind(v);
            }
            7 => {
                let v = self.more_strings();
                self.bind(v);
            }
            _ => self.octave_loops(),
        }
    }

    /// `[a, b] = f(x)` for the builtins with several outputs, all displayed.
    fn multi_output(&mut self) {
        let x = self.real_known();
        let Some((cls, _, Shape::Known(r, c))) = x.ty.array() else {
            return;
        };
        let t = &x.text;
        let (a, b) = (self.fresh(), self.fresh());
        let reduced = if r != 1 {
            Shape::Known(1, c)
        } else {
            Shape::Known(r, 1)
        };
        let (line, ta, tb) = match self.rng.below(6) {
            0 => {
                let f = *self.rng.pick(&["max", "min"]);
                let keep = if cls == Cls::Char { Cls::Double } else { cls };
                (
                    format!("[{a}, {b}] = {f}({t})"),
                    Ty::arr(keep, reduced),
                    Ty::arr(Cls::Double, reduced),
                )
            }
            1 => {
                let dir = *self.rng.pick(&["", ", 'descend'"]);
                (
                    format!("[{a}, {b}] = sort({t}{dir})"),
                    Ty::arr(cls, Shape::Known(r, c)),
                    Ty::arr(Cls::Double, Shape::Known(r, c)),
                )
            }
            2 => (
                format!("[{a}, {b}] = size({t})"),
                Ty::scalar(Cls::Double),
                Ty::scalar(Cls::Double),
            ),
            3 => (
                format!("[{a}, {b}] = find({t})"),
                Ty::arr(Cls::Double, Shape::Unknown),
                Ty::arr(Cls::Double, Shape::Unknown),
            ),
            4 => {
                let y = self.real_known();
                (
                    format!("[{a}, {b}] = ismember({t}, {})", y.text),
                    Ty::arr(Cls::Logical, Shape::Known(r, c)),
                    Ty::arr(Cls::Double, Shape::Known(r, c)),
                )
            }
            _ => (
                format!("[{a}, {b}] = unique({t})"),
                Ty::arr(cls, Shape::Unknown),
                Ty::arr(Cls::Double, Shape::Unknown),
            ),
        };
        self.lines.push(line);
        self.set(&a, ta);
        self.set(&b, tb);
    }

    /// A `switch` on a number or a string, with a cell of cases and `otherwise`.
    fn switch_stmt(&mut self) {
        let y = self.fresh();
        let (subject, c1, c2, c3) = if self.rng.chance(1, 2) {
            let x = self.operand(|c, z, s| !z && c != Cls::Char && s.is_scalar());
            let (k1, k2, k3) = (self.small_int(), self.small_int(), self.small_int());
            (x.text, k1.to_string(), k2.to_string(), k3.to_string())
        } else {
            let s = self.operand(|c, _, s| c == Cls::Char && matches!(s, Shape::Known(1, _)));
            let subject = match s.ty.array() {
                Some((Cls::Char, _, Shape::Known(1, _))) => s.text,
                _ => self.word(),
            };
            let (w1, w2, w3) = (self.word(), self.word(), self.word());
            (subject, w1, w2, w3)
        };
        self.lines.push(format!(
            "switch {subject}, case {c1}, {y} = 1; case {{{c2}, {c3}}}, {y} = 2; otherwise, {y} = 3; end, {y}"
        ));
        self.set(&y, Ty::scalar(Cls::Double));
    }

    /// `if`/`while` with `&&` and `||` on scalar conditions.
    fn short_circuit(&mut self) {
        let a = self.operand(|c, z, s| !z && c != Cls::Char && s.is_scalar());
        let b = self.operand(|_, z, s| !z && s.numel().is_some());
        let (k1, k2) = (self.small_int(), self.small_int());
        let y = self.fresh();
        if self.rng.chance(2, 3) {
            let (o1, o2) = (*self.rng.pick(&["&&", "||"]), *self.rng.pick(&["&&", "||"]));
            self.lines.push(format!(
                "if {} > {k1} {o1} isempty({}), {y} = 1; elseif ~({} < {k2}) {o2} numel({}) > 2, {y} = 2; else, {y} = 3; end, {y}",
                a.text, b.text, a.text, b.text
            ));
        } else {
            let lim = self.rng.range(1, 6);
            self.lines.push(format!(
                "{y} = 0; while {y} < {lim} && ~({y} == {k1} || {y} > 9), {y} = {y} + 1; end, {y}"
            ));
        }
        self.set(&y, Ty::scalar(Cls::Double));
    }

    /// An anonymous function, applied, sometimes shown; a captured variable is changed after
    /// the capture (the handle keeps the old value).
    fn anon_fn(&mut self) {
        let x = self.operand(|c, z, s| {
            !z && c != Cls::Char
                && !matches!(c, Cls::Int(IntK::I64 | IntK::U64))
                && s.numel().is_some_and(|n| n > 0)
        });
        let Some((cls, _, shape)) = x.ty.array() else {
            return;
        };
        let arith = Cls::arith(cls, Cls::Double).unwrap_or(cls);
        let f = self.fresh();
        let cap = self.fresh();
        let y = self.fresh();
        let k = self.small_int();
        let shown = if self.rng.chance(1, 3) { "," } else { ";" };
        let (body, ty) = match self.rng.below(5) {
            0 => (format!("u .* 2 - {cap}"), Ty::arr(arith, shape)),
            1 => (format!("abs(u) + {cap}"), Ty::arr(arith, shape)),
            2 => (format!("max(u, {cap})"), Ty::arr(arith, shape)),
            3 => (
                "sum(u(:))".to_string(),
                Ty::scalar(if cls == Cls::Logical || cls == Cls::Char {
                    Cls::Double
                } else {
                    arith
                }),
            ),
            _ => (format!("u(end) * {cap}"), Ty::scalar(arith)),
        };
        let call = if self.rng.chance(1, 4) && matches!(ty.shape(), Shape::Known(..)) {
            // arrayfun applies it to each element: a scalar body gives the input's shape.
            format!("arrayfun({f}, {})", x.text)
        } else {
            format!("{f}({})", x.text)
        };
        let ty = if call.starts_with("arrayfun") {
            let c = match ty.array() {
                Some((c, _, _)) => c,
                None => Cls::Double,
            };
            Ty::arr(c, shape)
        } else {
            ty
        };
        self.lines.push(format!(
            "{cap} = {k}; {f} = @(u) {body}{shown} {cap} = 100; {y} = {call}"
        ));
        self.set(&cap, Ty::scalar(Cls::Double));
        self.set(&y, ty);
    }

    /// Integer arithmetic at the edges (saturation, rounding division) and bit functions.
    fn int_fn(&mut self) -> Val {
        let k = *self.rng.pick(&IntK::ALL);
        let n = k.name();
        let row = |len: usize| Ty::arr(Cls::Int(k), Shape::Known(1, len));
        let (a, b) = (self.rng.range(-130, 130), self.rng.range(-9, 9));
        match self.rng.below(7) {
            0 => {
                let opt = *self
                    .rng
                    .pick(&["", ", 'fix'", ", 'round'", ", 'floor'", ", 'ceil'"]);
                let d = if b == 0 { 3 } else { b };
                Val::new(format!("idivide({n}([{a} {b} 7]), {n}({d}){opt})"), row(3))
            }
            1 => {
                let f = *self.rng.pick(&["bitand", "bitor", "bitxor"]);
                let u = *self.rng.pick(&[IntK::U8, IntK::U16, IntK::U32]);
                let (x, y) = (self.rng.range(0, 255), self.rng.range(0, 255));
                Val::new(
                    format!("{f}({}([{x} {y}]), {}({}))", u.name(), u.name(), a.abs()),
                    Ty::arr(Cls::Int(u), Shape::Known(1, 2)),
                )
            }
            2 => {
                let u = *self.rng.pick(&[IntK::U8, IntK::I16, IntK::U32]);
                Val::new(
                    format!("bitshift({}({}), {})", u.name(), a.abs(), b),
                    Ty::scalar(Cls::Int(u)),
                )
            }
            3 => {
                let op = *self.rng.pick(&["+", "-", ".*", "./"]);
                let m = *self.rng.pick(&["intmax", "intmin"]);
                Val::new(format!("{m}('{n}') {op} {b}"), Ty::scalar(Cls::Int(k)))
            }
            4 => {
                let x = self.num();
                Val::new(format!("{n}({x}) ./ {n}({b})"), Ty::scalar(Cls::Int(k)))
            }
            5 => Val::new(format!("-{n}([{a} {b}]) * 2.5"), row(2)),
            _ => Val::new(
                format!("abs({n}({a})) + {n}({})", b.abs()),
                Ty::scalar(Cls::Int(k)),
            ),
        }
    }

    /// Subscripts relative to `end`: tails, reversal, first and last, the last column.
    fn end_subscript(&mut self) -> Val {
        let a = self.operand(|_, _, s| s.numel().is_some_and(|n| n >= 2));
        let Some((cls, cplx, Shape::Known(r, c))) = a.ty.array() else {
            return a;
        };
        let t = paren_ident(&a.text);
        let n = r * c;
        let ty = |shape| Ty::Arr { cls, cplx, shape };
        let vec = |len: usize| {
            if c == 1 && r > 1 {
                Shape::Known(len, 1)
            } else {
                Shape::Known(1, len)
            }
        };
        match self.rng.below(6) {
            0 => Val::new(format!("{t}(2:end)"), ty(vec(n - 1))),
            1 => Val::new(format!("{t}(end:-1:1)"), ty(vec(n))),
            2 => Val::new(format!("{t}([1 end])"), ty(vec(2))),
            3 => Val::new(format!("{t}(:, end)"), ty(Shape::Known(r, 1))),
            4 => Val::new(format!("{t}(end, :)"), ty(Shape::Known(1, c))),
            _ => Val::new(format!("{t}(end-1:end)"), ty(vec(2))),
        }
    }

    /// Predicates and counts on whole values.
    fn predicate(&mut self) -> Val {
        let a = self.operand(|_, _, s| s.numel().is_some());
        let t = a.text.clone();
        match self.rng.below(6) {
            0 => {
                let f = *self.rng.pick(&[
                    "isempty",
                    "isscalar",
                    "isvector",
                    "isrow",
                    "iscolumn",
                    "islogical",
                    "isnumeric",
                    "ischar",
                    "isreal",
                    "isinteger",
                    "isfloat",
                ]);
                Val::new(format!("{f}({t})"), Ty::scalar(Cls::Logical))
            }
            1 => {
                let b = self.operand(|_, _, s| s.numel().is_some());
                Val::new(
                    format!("isequal({t}, {})", b.text),
                    Ty::scalar(Cls::Logical),
                )
            }
            2 => Val::new(format!("nnz({t})"), Ty::scalar(Cls::Double)),
            3 => Val::new(format!("class({t})"), Ty::arr(Cls::Char, Shape::Unknown)),
            4 => {
                let f = *self.rng.pick(&["any", "all"]);
                Val::new(
                    format!("{f}({}(:))", paren_ident(&t)),
                    Ty::scalar(Cls::Logical),
                )
            }
            _ => {
                let x = self.operand(|c, z, s| {
                    !z && c != Cls::Char && matches!(s, Shape::Known(1, n) if n >= 2)
                });
                match x.ty.array() {
                    Some((cls, _, Shape::Known(1, n))) if n >= 2 => {
                        let arith = Cls::arith(cls, Cls::Double).unwrap_or(cls);
                        let f = if cls == Cls::Logical {
                            "diff"
                        } else {
                            *self.rng.pick(&["diff", "cummax", "cummin"])
                        };
                        let len = if f == "diff" { n - 1 } else { n };
                        let keep = if f == "diff" { arith } else { cls };
                        Val::new(
                            format!("{f}({})", x.text),
                            Ty::arr(keep, Shape::Known(1, len)),
                        )
                    }
                    _ => Val::new(format!("numel({t})"), Ty::scalar(Cls::Double)),
                }
            }
        }
    }

    /// String functions beyond the parent's: numbers to text, splitting and joining, regexp
    /// matches, case, character matrices.
    fn more_strings(&mut self) -> Val {
        let w = *self.rng.pick(WORDS);
        let s = format!("'{w}'");
        let t = self.word();
        let text = |x: String| Val::new(x, Ty::arr(Cls::Char, Shape::Unknown));
        match self.rng.below(10) {
            0 => {
                let x = self.operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some());
                text(format!("num2str({})", x.text))
            }
            1 => {
                let x = self.operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some());
                let f = *self.rng.pick(&["'%8.3f'", "'%d'", "'%g '", "8"]);
                text(format!("num2str({}, {f})", x.text))
            }
            2 => {
                let x = self
                    .operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some_and(|n| n > 0));
                text(format!("int2str({})", x.text))
            }
            3 => text(format!("lower({s})")),
            4 => text(format!("strcat({s}, {t}, 'x')")),
            // Cells of unknown length are joined back: the generator's cells have known
            // lengths.
            5 => text(format!("strjoin(strsplit({s}, ' '), '_')")),
            6 => text(format!("strjoin({{{s}, {t}}}, '-')")),
            7 => text(format!("strjoin(regexp({s}, '[a-z]+', 'match'), ',')")),
            8 => {
                let n = self.rng.range(0, 4);
                text(format!("[{s}, blanks({n}), {}]", paren(&t)))
            }
            _ => {
                let b = *self.rng.pick(&["dec2bin", "dec2hex"]);
                let k = self.rng.range(0, 300);
                text(format!("{b}({k})"))
            }
        }
    }

    /// Octave's own loops and operators: `do ... until`, `+=`, `*=`, `++`.
    fn octave_loops(&mut self) {
        let y = self.fresh();
        let k = self.rng.range(1, 5);
        let lim = self.rng.range(0, 20);
        let op = *self.rng.pick(&["+=", "*=", "-="]);
        if self.rng.chance(1, 2) {
            self.lines.push(format!(
                "{y} = {k}; do, {y} {op} 2; {y}++; until {y} > {lim} || {y} < -20, {y}"
            ));
        } else {
            self.lines
                .push(format!("{y} = {k}; for q = 1:3, {y} {op} q; end, {y}"));
        }
        self.set(&y, Ty::scalar(Cls::Double));
    }
}
