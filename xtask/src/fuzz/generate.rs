//! The random program generator: well-typed MATLAB scripts over the language mat2c supports,
//! one statement per line, most results displayed, so that any difference in a value, a
//! class, a shape or a display shows up in the output.
//!
//! Every statement is written from what the generator knows of the variables (their
//! [`Ty`]), so programs run to the end in Octave; statements meant to fail are wrapped in
//! `try ... catch err, disp(err.message), end`, which compares error messages too.
//! A statement is a single line (loops and branches use commas), so the minimiser can drop
//! any line.

use super::rng::Rng;
use super::ty::{Cls, IntK, Shape, Ty};

mod extra;
mod functions;
mod library;
mod more;
mod odd_args;
mod wide;

/// One generated program: its lines in order, as a script or (`helpers`) as the body of a
/// function file `function prog ... end` followed by the helper functions of
/// [`functions::HELPERS`] that its lines call.
#[derive(Clone, Debug)]
pub(crate) struct Program {
    pub(crate) lines: Vec<String>,
    pub(crate) helpers: bool,
}

impl Program {
    pub(crate) fn text(&self) -> String {
        self.render(&self.lines)
    }

    /// The program with `lines` for its statements (the minimiser drops lines; the wrapper
    /// and the helpers stay).
    pub(crate) fn render(&self, lines: &[String]) -> String {
        let mut s = String::new();
        if self.helpers {
            s.push_str("function prog\n");
        }
        for l in lines {
            s.push_str(l);
            s.push('\n');
        }
        if self.helpers {
            s.push_str("end\n");
            s.push_str(functions::HELPERS);
        }
        s
    }
}

/// Generates the program for `rng`: between 6 and 24 statements.
pub(crate) fn program(rng: &mut Rng) -> Program {
    let helpers = rng.chance(1, 5);
    let mut g = Gen {
        rng,
        vars: Vec::new(),
        next: 0,
        lines: Vec::new(),
        helpers,
    };
    let n = g.rng.range(6, 24) as usize;
    if g.rng.chance(1, 12) {
        let f = *g
            .rng
            .pick(&["format long", "format short g", "format long g"]);
        g.lines.push(f.to_string());
    }
    while g.lines.len() < n {
        g.statement();
    }
    Program {
        lines: g.lines,
        helpers,
    }
}

struct Var {
    name: String,
    ty: Ty,
}

struct Gen<'a> {
    rng: &'a mut Rng,
    vars: Vec<Var>,
    next: usize,
    lines: Vec<String>,
    /// The program is a function file with [`functions::HELPERS`] to call.
    helpers: bool,
}

/// A value the generator can write: its text and type.
struct Val {
    text: String,
    ty: Ty,
}

impl Val {
    fn new(text: impl Into<String>, ty: Ty) -> Val {
        Val {
            text: text.into(),
            ty,
        }
    }
}

const WORDS: &[&str] = &[
    "hello", "abc", "MatLab", "x y z", "", "It''s", "a1b2", "zzz", "Octave", "  pad ",
];

impl Gen<'_> {
    // ---- statements ----

    fn statement(&mut self) {
        let weights = [
            14, // a new value from an expression
            6,  // indexed assignment / growth / deletion
            4,  // a loop or branch
            3,  // strings
            2,  // cells
            2,  // structs
            2,  // try/catch of a failing statement
            3,  // printing
            6,  // several outputs, switch, anonymous functions, ... (generate/extra.rs)
            5,  // wide matrices, N-d, cellfun, struct arrays, handles (generate/wide.rs)
            4,  // calls of the program's own functions (generate/functions.rs)
            6,  // loops with continue, masks, integers, single, complex, ... (generate/more.rs)
            3,  // builtins given strings, cells, fractions where numbers go (generate/odd_args.rs)
            4,  // library functions on literal inputs (generate/library.rs)
        ];
        match self.rng.weighted(&weights) {
            0 => {
                let v = self.expr(2);
                self.bind(v);
            }
            1 => self.indexed_assign(),
            2 => self.control(),
            3 => {
                let v = self.string_expr();
                self.bind(v);
            }
            4 => self.cell_stmt(),
            5 => self.struct_stmt(),
            6 => self.try_stmt(),
            7 => self.print_stmt(),
            8 => self.extra_statement(),
            9 => self.wide_statement(),
            10 if self.helpers => self.call_helper(),
            10 => self.wide_statement(),
            11 => self.more_statement(),
            12 => self.odd_args_statement(),
            _ => self.library_statement(),
        }
    }

    /// `name = text` (displayed or not) for a fresh or reused name.
    fn bind(&mut self, v: Val) {
        let reuse = !self.vars.is_empty() && self.rng.chance(1, 5);
        let name = if reuse {
            let k = self.rng.below(self.vars.len());
            self.vars[k].name.clone()
        } else {
            self.next += 1;
            format!("v{}", self.next)
        };
        let semi = if self.rng.chance(1, 4) { ";" } else { "" };
        self.lines.push(format!("{name} = {}{semi}", v.text));
        self.set(&name, v.ty);
    }

    fn set(&mut self, name: &str, ty: Ty) {
        match self.vars.iter_mut().find(|v| v.name == name) {
            Some(v) => v.ty = ty,
            None => self.vars.push(Var {
                name: name.to_string(),
                ty,
            }),
        }
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("v{}", self.next)
    }

    // ---- literals ----

    fn num(&mut self) -> String {
        match self.rng.weighted(&[10, 4, 2, 1, 1, 1]) {
            0 => self.rng.range(-9, 9).to_string(),
            1 => format!("{}.5", self.rng.range(-4, 4)),
            2 => format!("0.{}", self.rng.range(1, 99)),
            3 => (*self
                .rng
                .pick(&["1e5", "123456.789", "1e-3", "-2.5e4", "99999"]))
            .to_string(),
            4 => (*self.rng.pick(&["NaN", "Inf", "-Inf", "-0"])).to_string(),
            _ => self.rng.range(100, 300).to_string(),
        }
    }

    fn small_int(&mut self) -> i64 {
        self.rng.range(-9, 9)
    }

    fn cls(&mut self) -> Cls {
        match self.rng.weighted(&[12, 2, 3, 2, 1]) {
            0 => Cls::Double,
            1 => Cls::Single,
            2 => Cls::Int(*self.rng.pick(&IntK::ALL)),
            3 => Cls::Logical,
            _ => Cls::Char,
        }
    }

    /// A literal of class `cls` and the given shape.
    fn literal(&mut self, cls: Cls, r: usize, c: usize) -> Val {
        let shape = Shape::Known(r, c);
        if cls == Cls::Char {
            let rows: Vec<String> = (0..r)
                .map(|_| {
                    (0..c)
                        .map(|_| (b'a' + self.rng.below(26) as u8) as char)
                        .collect::<String>()
                })
                .collect();
            let text = if r == 1 {
                format!("'{}'", rows[0])
            } else {
                format!("['{}']", rows.join("'; '"))
            };
            return Val::new(text, Ty::arr(Cls::Char, shape));
        }
        let mut body = String::new();
        for i in 0..r {
            if i > 0 {
                body.push_str("; ");
            }
            for j in 0..c {
                if j > 0 {
                    body.push(' ');
                }
                let x = if cls == Cls::Logical {
                    self.rng.range(0, 1).to_string()
                } else {
                    self.num()
                };
                body.push_str(&x);
            }
        }
        let inner = if r * c == 1 {
            body
        } else {
            format!("[{body}]")
        };
        let text = match cls {
            Cls::Double => inner,
            Cls::Logical if r * c == 1 => (if inner == "1" { "true" } else { "false" }).to_string(),
            _ => format!("{}({inner})", cls.name()),
        };
        Val::new(text, Ty::arr(cls, shape))
    }

    fn dims(&mut self) -> (usize, usize) {
        match self.rng.weighted(&[4, 4, 2, 4]) {
            0 => (1, 1),
            1 => (1, self.rng.range(2, 6) as usize),
            2 => (self.rng.range(2, 5) as usize, 1),
            _ => (self.rng.range(2, 4) as usize, self.rng.range(2, 4) as usize),
        }
    }

    // ---- operands ----

    /// An existing array variable accepted by `ok`, or a fresh literal.
    fn operand(&mut self, ok: impl Fn(Cls, bool, Shape) -> bool) -> Val {
        let found: Vec<usize> = (0..self.vars.len())
            .filter(|&i| self.vars[i].ty.array().is_some_and(|(c, z, s)| ok(c, z, s)))
            .collect();
        if !found.is_empty() && self.rng.chance(3, 4) {
            let k = found[self.rng.below(found.len())];
            return Val::new(self.vars[k].name.clone(), self.vars[k].ty.clone());
        }
        for _ in 0..20 {
            let cls = self.cls();
            let (r, c) = self.dims();
            if ok(cls, false, Shape::Known(r, c)) {
                return self.literal(cls, r, c);
            }
        }
        self.literal(Cls::Double, 1, 1)
    }

    /// A numeric (or logical/char) array of known, nonempty shape.
    fn known(&mut self) -> Val {
        self.operand(|_, _, s| s.numel().is_some_and(|n| n > 0))
    }

    fn real_known(&mut self) -> Val {
        self.operand(|_, z, s| !z && s.numel().is_some_and(|n| n > 0))
    }

    // ---- expressions ----

    fn expr(&mut self, depth: u32) -> Val {
        let w = if depth == 0 {
            [6, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        } else {
            [3, 6, 3, 4, 3, 2, 3, 3, 2, 1]
        };
        match self.rng.weighted(&w) {
            0 => {
                let cls = self.cls();
                let (r, c) = self.dims();
                self.literal(cls, r, c)
            }
            1 => self.binary(depth - 1),
            2 => self.unary(depth - 1),
            3 => self.elementwise_fn(depth - 1),
            4 => self.reduction(),
            5 => self.constructor(),
            6 => self.index_read(),
            7 => self.concat(),
            8 => self.range(),
            _ => self.matrix_product(),
        }
    }

    fn binary(&mut self, depth: u32) -> Val {
        let a = if depth > 0 && self.rng.chance(1, 3) {
            self.expr(depth)
        } else {
            self.known()
        };
        let Some((ac, az, ash)) = a.ty.array() else {
            return a;
        };
        let b = self.operand(|c, z, s| {
            Cls::arith(ac, c).is_some()
                && Shape::broadcast(ash, s).is_some()
                && !(z && matches!(ac, Cls::Int(_)))
                && !(az && matches!(c, Cls::Int(_)))
        });
        let Some((bc, bz, bsh)) = b.ty.array() else {
            return a;
        };
        let (Some(cls), Some(shape)) = (Cls::arith(ac, bc), Shape::broadcast(ash, bsh)) else {
            return a;
        };
        let cplx = az || bz;
        let ops: &[&str] = if cplx {
            &["+", "-", ".*", "./", "==", "~="]
        } else {
            &[
                "+", "-", ".*", "./", "<", "<=", ">", ">=", "==", "~=", "&", "|", ".^",
            ]
        };
        let mut op = *self.rng.pick(ops);
        // `&` and `|` fail on a NaN, which only floats can hold.
        if matches!(op, "&" | "|") && (ac.is_float() || bc.is_float()) {
            op = "~=";
        }
        let (lhs, rhs) = (paren(&a.text), paren(&b.text));
        match op {
            "<" | "<=" | ">" | ">=" | "==" | "~=" => {
                Val::new(format!("{lhs} {op} {rhs}"), Ty::arr(Cls::Logical, shape))
            }
            "&" | "|" => {
                let t = format!("{lhs} {op} {rhs}");
                Val::new(t, Ty::arr(Cls::Logical, shape))
            }
            ".^" => {
                // Small integer exponents keep results real and exact.
                let e = self.rng.range(0, 3);
                Val::new(
                    format!("{lhs} .^ {e}"),
                    Ty::arr(Cls::arith(ac, Cls::Double).unwrap_or(ac), ash),
                )
            }
            _ => Val::new(format!("{lhs} {op} {rhs}"), Ty::Arr { cls, cplx, shape }),
        }
    }

    fn unary(&mut self, depth: u32) -> Val {
        let a = if depth > 0 && self.rng.chance(1, 3) {
            self.expr(depth)
        } else {
            self.known()
        };
        let Some((cls, cplx, shape)) = a.ty.array() else {
            return a;
        };
        let t = paren(&a.text);
        let transposed = match shape {
            Shape::Known(r, c) => Shape::Known(c, r),
            Shape::Unknown => Shape::Unknown,
        };
        let arith = Cls::arith(cls, Cls::Double).unwrap_or(cls);
        match self.rng.below(5) {
            0 => Val::new(
                format!("-{t}"),
                Ty::Arr {
                    cls: arith,
                    cplx,
                    shape,
                },
            ),
            // `~` fails on a NaN, which only floats can hold.
            1 if !cplx && !cls.is_float() => {
                Val::new(format!("~{t}"), Ty::arr(Cls::Logical, shape))
            }
            1 if !cplx => Val::new(format!("~({t} > 0)"), Ty::arr(Cls::Logical, shape)),
            2 => Val::new(
                format!("{t}'"),
                Ty::Arr {
                    cls,
                    cplx,
                    shape: transposed,
                },
            ),
            3 => Val::new(
                format!("{t}.'"),
                Ty::Arr {
                    cls,
                    cplx,
                    shape: transposed,
                },
            ),
            _ => Val::new(
                format!("+{t}"),
                Ty::Arr {
                    cls: arith,
                    cplx,
                    shape,
                },
            ),
        }
    }

    fn elementwise_fn(&mut self, depth: u32) -> Val {
        let a = if depth > 0 && self.rng.chance(1, 4) {
            self.expr(depth)
        } else {
            self.known()
        };
        let Some((cls, cplx, shape)) = a.ty.array() else {
            return a;
        };
        let arith = Cls::arith(cls, Cls::Double).unwrap_or(cls);
        let t = &a.text;
        if cplx {
            let f = *self.rng.pick(&["real", "imag", "abs", "angle", "conj"]);
            let cplx = f == "conj";
            return Val::new(
                format!("{f}({t})"),
                Ty::Arr {
                    cls: arith,
                    cplx,
                    shape,
                },
            );
        }
        // Octave's mappers refuse chars (`sin('a')`), `mod`/`rem` also logicals.
        let (chr, lgl) = (cls == Cls::Char, cls == Cls::Logical);
        match self.rng.below(9) {
            0 => {
                let fs: &[&str] = if chr {
                    &["abs", "floor", "ceil", "round", "fix"]
                } else {
                    &["abs", "floor", "ceil", "round", "fix", "sign"]
                };
                let f = *self.rng.pick(fs);
                Val::new(format!("{f}({t})"), Ty::arr(arith, shape))
            }
            1 if arith.is_float() => Val::new(format!("sqrt(abs({t}))"), Ty::arr(arith, shape)),
            2 if arith.is_float() && !chr => {
                let f = *self.rng.pick(&["exp", "sin", "cos", "atan"]);
                Val::new(format!("{f}({t})"), Ty::arr(arith, shape))
            }
            3 if !chr && !lgl => {
                let f = *self.rng.pick(&["mod", "rem"]);
                let k = *self.rng.pick(&["3", "2", "-4", "0.5", "0"]);
                Val::new(format!("{f}({t}, {k})"), Ty::arr(arith, shape))
            }
            4 => {
                let f = *self.rng.pick(&["isnan", "isinf", "isfinite"]);
                Val::new(format!("{f}({t})"), Ty::arr(Cls::Logical, shape))
            }
            5 if arith.is_float() && !chr => Val::new(
                format!("sqrt({t})"),
                Ty::Arr {
                    cls: arith,
                    cplx: true,
                    shape,
                },
            ),
            6 if !chr => {
                let f = *self.rng.pick(&["max", "min"]);
                let k = self.small_int();
                Val::new(format!("{f}({t}, {k})"), Ty::arr(arith, shape))
            }
            7 if arith.is_float() => Val::new(format!("log(abs({t}) + 1)"), Ty::arr(arith, shape)),
            _ => Val::new(format!("double({t})"), Ty::arr(Cls::Double, shape)),
        }
    }

    fn reduction(&mut self) -> Val {
        let a = self.real_known();
        let Some((cls, _, Shape::Known(r, c))) = a.ty.array() else {
            return a;
        };
        let t = &a.text;
        let arith = Cls::arith(cls, Cls::Double).unwrap_or(cls);
        let dim = self.rng.range(0, 2) as usize;
        // The size after reducing along `d` (0: the first non-singleton dimension).
        let d = if dim == 0 {
            if r != 1 { 1 } else { 2 }
        } else {
            dim
        };
        let reduced = if d == 1 {
            Shape::Known(1, c)
        } else {
            Shape::Known(r, 1)
        };
        let dimarg = if dim == 0 {
            String::new()
        } else {
            format!(", {dim}")
        };
        match self.rng.below(10) {
            0 => Val::new(format!("sum({t}{dimarg})"), Ty::arr(arith, reduced)),
            1 => Val::new(format!("prod({t}{dimarg})"), Ty::arr(arith, reduced)),
            2 => {
                let f = *self.rng.pick(&["max", "min"]);
                let dimarg = if dim == 0 {
                    String::new()
                } else {
                    format!(", [], {dim}")
                };
                let keep = if cls == Cls::Char { Cls::Char } else { cls };
                let keep = if keep == Cls::Char { Cls::Double } else { keep };
                Val::new(format!("{f}({t}{dimarg})"), Ty::arr(keep, reduced))
            }
            // Text: mean, cumsum and cumprod are Octave errors.
            3 if arith.is_float() && cls != Cls::Char => {
                Val::new(format!("mean({t}{dimarg})"), Ty::arr(arith, reduced))
            }
            4 => {
                let f = *self.rng.pick(&["any", "all"]);
                Val::new(format!("{f}({t}{dimarg})"), Ty::arr(Cls::Logical, reduced))
            }
            5 if cls != Cls::Char => {
                let f = *self.rng.pick(&["cumsum", "cumprod"]);
                Val::new(
                    format!("{f}({t}{dimarg})"),
                    Ty::arr(arith, Shape::Known(r, c)),
                )
            }
            6 => {
                let f = *self
                    .rng
                    .pick(&["numel", "length", "ndims", "columns", "rows"]);
                Val::new(format!("{f}({t})"), Ty::scalar(Cls::Double))
            }
            7 => Val::new(
                format!("size({t})"),
                Ty::arr(Cls::Double, Shape::Known(1, 2)),
            ),
            8 => {
                let f = *self.rng.pick(&["find", "unique", "nonzeros"]);
                Val::new(format!("{f}({t})"), Ty::arr(Cls::Double, Shape::Unknown))
            }
            _ => {
                let f = *self.rng.pick(&["sort", "fliplr", "flipud"]);
                Val::new(format!("{f}({t})"), Ty::arr(cls, Shape::Known(r, c)))
            }
        }
    }

    fn constructor(&mut self) -> Val {
        let (r, c) = self.dims();
        match self.rng.below(7) {
            0 => Val::new(
                format!("zeros({r}, {c})"),
                Ty::arr(Cls::Double, Shape::Known(r, c)),
            ),
            1 => {
                let cls = *self
                    .rng
                    .pick(&[Cls::Int(IntK::I16), Cls::Single, Cls::Int(IntK::U8)]);
                Val::new(
                    format!("ones({r}, {c}, '{}')", cls.name()),
                    Ty::arr(cls, Shape::Known(r, c)),
                )
            }
            2 => Val::new(
                format!("eye({r}, {c})"),
                Ty::arr(Cls::Double, Shape::Known(r, c)),
            ),
            3 => {
                let a = self.small_int();
                let n = self.rng.range(2, 6);
                Val::new(
                    format!("linspace({a}, {}, {n})", a + self.rng.range(1, 9)),
                    Ty::arr(Cls::Double, Shape::Known(1, n as usize)),
                )
            }
            4 => {
                let a = self.known();
                let (k1, k2) = (self.rng.range(1, 3) as usize, self.rng.range(1, 3) as usize);
                match a.ty.array() {
                    Some((cls, cplx, Shape::Known(ar, ac))) => Val::new(
                        format!("repmat({}, {k1}, {k2})", a.text),
                        Ty::Arr {
                            cls,
                            cplx,
                            shape: Shape::Known(ar * k1, ac * k2),
                        },
                    ),
                    _ => a,
                }
            }
            5 => {
                let a = self.known();
                match a.ty.array() {
                    Some((cls, cplx, s)) if s.numel().is_some_and(|n| n % 2 == 0) => {
                        let n = s.numel().unwrap_or(2);
                        Val::new(
                            format!("reshape({}, 2, {})", a.text, n / 2),
                            Ty::Arr {
                                cls,
                                cplx,
                                shape: Shape::Known(2, n / 2),
                            },
                        )
                    }
                    _ => Val::new(format!("{}(:)", paren_ident(&a.text)), {
                        let (cls, cplx, s) =
                            a.ty.array().unwrap_or((Cls::Double, false, Shape::Unknown));
                        Ty::Arr {
                            cls,
                            cplx,
                            shape: s.numel().map_or(Shape::Unknown, |n| Shape::Known(n, 1)),
                        }
                    }),
                }
            }
            _ => {
                let re = self.small_int();
                let im = self.small_int();
                let sign = if im < 0 { "-" } else { "+" };
                Val::new(
                    format!("{re} {sign} {}i", im.abs()),
                    Ty::Arr {
                        cls: Cls::Double,
                        cplx: im != 0,
                        shape: Shape::Known(1, 1),
                    },
                )
            }
        }
    }

    fn range(&mut self) -> Val {
        let a = self.small_int();
        match self.rng.below(4) {
            0 => {
                let b = a + self.rng.range(-1, 6);
                let n = (b - a + 1).max(0) as usize;
                Val::new(format!("{a}:{b}"), Ty::arr(Cls::Double, Shape::Known(1, n)))
            }
            1 => {
                let s = *self.rng.pick(&[2i64, 3, -1, -2]);
                let b = a + s * self.rng.range(0, 4);
                let n = ((b - a) / s + 1).max(0) as usize;
                Val::new(
                    format!("{a}:{s}:{b}"),
                    Ty::arr(Cls::Double, Shape::Known(1, n)),
                )
            }
            2 => {
                let b = a + self.rng.range(0, 3);
                Val::new(
                    format!("{a}:0.5:{b}"),
                    Ty::arr(Cls::Double, Shape::Known(1, (2 * (b - a) + 1) as usize)),
                )
            }
            _ => {
                let k = *self.rng.pick(&[IntK::I8, IntK::U8, IntK::I32]);
                let lo = if k == IntK::U8 { a.abs() } else { a };
                let b = lo + self.rng.range(0, 5);
                Val::new(
                    format!("{}({lo}):{b}", k.name()),
                    Ty::arr(Cls::Int(k), Shape::Known(1, (b - lo + 1) as usize)),
                )
            }
        }
    }

    fn matrix_product(&mut self) -> Val {
        let a = self.operand(|c, _, s| c.is_float() && s.numel().is_some_and(|n| n > 0));
        let Some((ac, az, Shape::Known(r, k))) = a.ty.array() else {
            return a;
        };
        let b = self
            .operand(|c, _, s| c.is_float() && matches!(s, Shape::Known(x, y) if x == k && y > 0));
        match b.ty.array() {
            Some((bc, bz, Shape::Known(x, c))) if x == k => Val::new(
                format!("{} * {}", paren(&a.text), paren(&b.text)),
                Ty::Arr {
                    cls: Cls::arith(ac, bc).unwrap_or(Cls::Double),
                    cplx: az || bz,
                    shape: Shape::Known(r, c),
                },
            ),
            _ => Val::new(
                format!("{} * {}'", paren(&a.text), paren(&a.text)),
                Ty::Arr {
                    cls: ac,
                    cplx: az,
                    shape: Shape::Known(r, r),
                },
            ),
        }
    }

    fn concat(&mut self) -> Val {
        let a = self.known();
        let Some((ac, az, Shape::Known(ar, acols))) = a.ty.array() else {
            return a;
        };
        let horiz = self.rng.chance(1, 2);
        let b = self.operand(|c, z, s| {
            Cls::concat(ac, c).is_some()
                && !(z && matches!(ac, Cls::Int(_) | Cls::Char))
                && !(az && matches!(c, Cls::Int(_) | Cls::Char))
                && match s {
                    Shape::Known(r, cc) => {
                        if horiz {
                            r == ar
                        } else {
                            cc == acols
                        }
                    }
                    Shape::Unknown => false,
                }
        });
        match (
            b.ty.array(),
            Cls::concat(ac, b.ty.array().map_or(ac, |t| t.0)),
        ) {
            (Some((_, bz, Shape::Known(br, bcols))), Some(cls)) => {
                let (sep, shape) = if horiz && br == ar {
                    (", ", Shape::Known(ar, acols + bcols))
                } else if !horiz && bcols == acols {
                    ("; ", Shape::Known(ar + br, acols))
                } else {
                    return a;
                };
                Val::new(
                    format!("[{}{sep}{}]", a.text, b.text),
                    Ty::Arr {
                        cls,
                        cplx: az || bz,
                        shape,
                    },
                )
            }
            _ => a,
        }
    }

    /// A read `x(...)` of an existing variable with subscripts in bounds (or a mask).
    fn index_read(&mut self) -> Val {
        let a = self.operand(|_, _, s| s.numel().is_some_and(|n| n > 0));
        let Some((cls, cplx, Shape::Known(r, c))) = a.ty.array() else {
            return a;
        };
        let t = paren_ident(&a.text);
        let n = r * c;
        let ty = |shape| Ty::Arr { cls, cplx, shape };
        let vector_shape = |len: usize| {
            if c == 1 && r > 1 {
                Shape::Known(len, 1)
            } else {
                Shape::Known(1, len)
            }
        };
        match self.rng.below(9) {
            0 => {
                let k = self.rng.range(1, n as i64);
                Val::new(format!("{t}({k})"), ty(Shape::Known(1, 1)))
            }
            1 => {
                let (i, j) = (self.rng.range(1, r as i64), self.rng.range(1, c as i64));
                Val::new(format!("{t}({i}, {j})"), ty(Shape::Known(1, 1)))
            }
            2 => {
                let e = if n > 1 && self.rng.chance(1, 2) {
                    "end-1"
                } else {
                    "end"
                };
                Val::new(format!("{t}({e})"), ty(Shape::Known(1, 1)))
            }
            3 => {
                let lo = self.rng.range(1, n as i64);
                let hi = self.rng.range(lo, n as i64);
                Val::new(
                    format!("{t}({lo}:{hi})"),
                    ty(vector_shape((hi - lo + 1) as usize)),
                )
            }
            4 => {
                let i = self.rng.range(1, r as i64);
                Val::new(format!("{t}({i}, :)"), ty(Shape::Known(1, c)))
            }
            5 => {
                let j = self.rng.range(1, c as i64);
                Val::new(format!("{t}(:, {j})"), ty(Shape::Known(r, 1)))
            }
            6 => Val::new(format!("{t}(:)"), ty(Shape::Known(n, 1))),
            7 => {
                let k: Vec<String> = (0..self.rng.range(1, 4))
                    .map(|_| self.rng.range(1, n as i64).to_string())
                    .collect();
                let len = k.len();
                Val::new(format!("{t}([{}])", k.join(" ")), ty(vector_shape(len)))
            }
            _ => {
                // A logical mask (possibly all false, or a scalar `false`).
                let cmp = *self.rng.pick(&[">", "<", "==", "~="]);
                let k = self.small_int();
                Val::new(format!("{t}({t} {cmp} {k})"), ty(Shape::Unknown))
            }
        }
    }

    // ---- statements that change a variable ----

    fn indexed_assign(&mut self) {
        let found: Vec<usize> = (0..self.vars.len())
            .filter(|&i| matches!(self.vars[i].ty.array(), Some((_, _, Shape::Known(..)))))
            .collect();
        if found.is_empty() {
            let v = self.expr(1);
            self.bind(v);
            return;
        }
        let k = found[self.rng.below(found.len())];
        let name = self.vars[k].name.clone();
        let Some((cls, cplx, Shape::Known(r, c))) = self.vars[k].ty.array() else {
            return;
        };
        // A value of the array's own class (double into a numeric array keeps its class).
        let elem = match cls {
            Cls::Char => format!("'{}'", (b'a' + self.rng.below(26) as u8) as char),
            Cls::Logical => (*self.rng.pick(&["true", "false"])).to_string(),
            _ => self.num(),
        };
        let semi = if self.rng.chance(1, 4) { ";" } else { "" };
        let n = r * c;
        let is_vec = r == 1 || c == 1;
        let new_shape;
        let line;
        match self.rng.below(8) {
            0 if n > 0 => {
                let i = self.rng.range(1, n as i64);
                line = format!("{name}({i}) = {elem}");
                new_shape = Shape::Known(r, c);
            }
            1 if is_vec || n == 0 => {
                // Growth past the end (a scalar grows into a row, as in Octave).
                let i = n + self.rng.range(1, 3) as usize;
                line = format!("{name}({i}) = {elem}");
                new_shape = if c == 1 && r > 1 {
                    Shape::Known(i, 1)
                } else {
                    Shape::Known(1, i)
                };
            }
            2 => {
                let i = self.rng.range(1, r as i64 + 2) as usize;
                let j = self.rng.range(1, c as i64 + 2) as usize;
                line = format!("{name}({i}, {j}) = {elem}");
                new_shape = Shape::Known(r.max(i), c.max(j));
            }
            3 if is_vec => {
                line = format!("{name}(end+1) = {elem}");
                new_shape = if c == 1 && r > 1 {
                    Shape::Known(r + 1, 1)
                } else {
                    Shape::Known(1, n + 1)
                };
            }
            4 if n > 0 && is_vec => {
                let i = self.rng.range(1, n as i64);
                line = format!("{name}({i}) = []");
                new_shape = if c == 1 && r > 1 {
                    Shape::Known(r - 1, 1)
                } else {
                    Shape::Known(1, n - 1)
                };
            }
            5 if c > 0 => {
                let j = self.rng.range(1, c as i64);
                line = format!("{name}(:, {j}) = []");
                new_shape = Shape::Known(r, c - 1);
            }
            6 if r > 0 => {
                let i = self.rng.range(1, r as i64 + 1) as usize;
                line = format!("{name}({i}, :) = {elem}");
                new_shape = Shape::Known(r.max(i), c);
            }
            _ => {
                // A masked assignment: the mask may select nothing.
                let cmp = *self.rng.pick(&[">", "<", "=="]);
                let k = self.small_int();
                if cplx || cls == Cls::Char {
                    line = format!("{name}({name} == {name}) = {elem}");
                } else {
                    line = format!("{name}({name} {cmp} {k}) = {elem}");
                }
                new_shape = Shape::Known(r, c);
            }
        }
        self.lines.push(format!("{line}{semi}"));
        self.set(
            &name,
            Ty::Arr {
                cls,
                cplx,
                shape: new_shape,
            },
        );
    }

    fn control(&mut self) {
        match self.rng.below(5) {
            0 => {
                // Accumulate over the elements of a vector.
                // A row: `for` takes a matrix's columns, and the accumulator stays scalar.
                let a =
                    self.operand(|c, z, s| !z && c != Cls::Char && matches!(s, Shape::Known(1, _)));
                let acc = self.fresh();
                let op = *self.rng.pick(&["+", "*", "-"]);
                self.lines.push(format!(
                    "{acc} = 0; for k = {}, {acc} = {acc} {op} k; end, {acc}",
                    paren_ident(&a.text)
                ));
                let cls = a.ty.array().map_or(Cls::Double, |t| t.0);
                let cls = Cls::arith(Cls::Double, cls).unwrap_or(Cls::Double);
                self.set(&acc, Ty::scalar(cls));
            }
            1 => {
                // Growth by `end+1` in a loop, never preallocated.
                let r = self.fresh();
                let n = self.rng.range(0, 5);
                let e = *self.rng.pick(&["k^2", "k/2", "-k", "mod(k, 3)"]);
                self.lines.push(format!(
                    "{r} = []; for k = 1:{n}, {r}(end+1) = {e}; end, {r}"
                ));
                let shape = if n == 0 {
                    Shape::Known(0, 0)
                } else {
                    Shape::Known(1, n as usize)
                };
                self.set(&r, Ty::arr(Cls::Double, shape));
            }
            2 => {
                let a = self.operand(|c, z, s| !z && c != Cls::Char && s.is_scalar());
                let k = self.small_int();
                let y = self.fresh();
                let cmp = *self.rng.pick(&[">", "<", "==", ">="]);
                self.lines.push(format!(
                    "if {} {cmp} {k}, {y} = 1, elseif {} < 0, {y} = 2, else, {y} = 3, end",
                    a.text, a.text
                ));
                self.set(&y, Ty::scalar(Cls::Double));
            }
            3 => {
                let m = self.fresh();
                let (r, c) = (self.rng.range(1, 4), self.rng.range(1, 4));
                let e = *self
                    .rng
                    .pick(&["i - j", "i * j", "(i == j) * 5", "i + 10 * j"]);
                self.lines.push(format!(
                    "{m} = zeros({r}, {c}); for i = 1:{r}, for j = 1:{c}, {m}(i, j) = {e}; end, end, {m}"
                ));
                self.set(
                    &m,
                    Ty::arr(Cls::Double, Shape::Known(r as usize, c as usize)),
                );
            }
            _ => {
                let w = self.fresh();
                let lim = self.rng.range(0, 6);
                let step = *self.rng.pick(&["1", "2", "0.5"]);
                self.lines.push(format!(
                    "{w} = 0; while {w} < {lim}, {w} = {w} + {step}; if {w} == 3, break; end, end, {w}"
                ));
                self.set(&w, Ty::scalar(Cls::Double));
            }
        }
    }

    // ---- strings, cells, structs ----

    fn word(&mut self) -> String {
        format!("'{}'", self.rng.pick(WORDS))
    }

    fn string_expr(&mut self) -> Val {
        let existing = self.operand(|c, _, s| c == Cls::Char && matches!(s, Shape::Known(1, _)));
        let (s, len) = match existing.ty.array() {
            Some((Cls::Char, _, Shape::Known(1, n))) => (existing.text, n),
            _ => {
                let w = *self.rng.pick(WORDS);
                (format!("'{w}'"), w.replace("''", "'").len())
            }
        };
        let row = |n: usize| Ty::arr(Cls::Char, Shape::Known(1, n));
        let t = self.word();
        match self.rng.below(12) {
            0 => Val::new(format!("upper({s})"), row(len)),
            1 => Val::new(format!("[{s} ' ' {t}]"), Ty::arr(Cls::Char, Shape::Unknown)),
            2 => Val::new(format!("fliplr({s})"), row(len)),
            3 => Val::new(
                format!("strrep({s}, 'a', 'AA')"),
                Ty::arr(Cls::Char, Shape::Unknown),
            ),
            4 => {
                let x = self.operand(|c, z, s| !z && c != Cls::Char && s.is_scalar());
                Val::new(
                    format!("num2str({})", x.text),
                    Ty::arr(Cls::Char, Shape::Unknown),
                )
            }
            5 => {
                let x = self.operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some());
                let f = *self
                    .rng
                    .pick(&["'%d,'", "'%g;'", "'[%5.2f]'", "'%x '", "'%+d'", "'%s|'"]);
                Val::new(
                    format!("sprintf({f}, {})", x.text),
                    Ty::arr(Cls::Char, Shape::Unknown),
                )
            }
            6 => Val::new(
                format!("double({s})"),
                Ty::arr(Cls::Double, Shape::Known(1, len)),
            ),
            7 => Val::new(format!("strcmp({s}, {t})"), Ty::scalar(Cls::Logical)),
            8 => Val::new(format!("strtrim({s})"), Ty::arr(Cls::Char, Shape::Unknown)),
            9 => Val::new(
                format!("regexprep({s}, '[aeiou]', '*')"),
                Ty::arr(Cls::Char, Shape::Unknown),
            ),
            10 => Val::new(
                format!("strfind({s}, 'a')"),
                Ty::arr(Cls::Double, Shape::Unknown),
            ),
            _ => {
                let x = self.operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some());
                Val::new(
                    format!("mat2str({})", x.text),
                    Ty::arr(Cls::Char, Shape::Unknown),
                )
            }
        }
    }

    fn cell_stmt(&mut self) {
        let cells: Vec<usize> = (0..self.vars.len())
            .filter(|&i| matches!(self.vars[i].ty, Ty::Cell(_)))
            .collect();
        if cells.is_empty() || self.rng.chance(1, 3) {
            let n = self.rng.range(1, 4);
            let mut texts = Vec::new();
            let mut tys = Vec::new();
            for _ in 0..n {
                let v = if self.rng.chance(1, 3) {
                    let w = self.word();
                    let len = w.len() - 2;
                    Val::new(w, Ty::arr(Cls::Char, Shape::Known(1, len)))
                } else {
                    self.known()
                };
                texts.push(v.text);
                tys.push(v.ty);
            }
            let v = Val::new(format!("{{{}}}", texts.join(", ")), Ty::Cell(tys));
            self.bind(v);
            return;
        }
        let k = cells[self.rng.below(cells.len())];
        let name = self.vars[k].name.clone();
        let Ty::Cell(elems) = self.vars[k].ty.clone() else {
            return;
        };
        let n = elems.len();
        match self.rng.below(6) {
            0 if n > 0 => {
                let i = self.rng.range(1, n as i64) as usize;
                let v = Val::new(format!("{name}{{{i}}}"), elems[i - 1].clone());
                self.bind(v);
            }
            1 => {
                let v = self.known();
                self.lines.push(format!("{name}{{end+1}} = {}", v.text));
                let mut e = elems;
                e.push(v.ty);
                self.set(&name, Ty::Cell(e));
            }
            2 => {
                let f = *self
                    .rng
                    .pick(&["numel", "isempty", "class", "iscellstr", "size"]);
                self.lines.push(format!("{f}({name})"));
            }
            3 => {
                let f = *self
                    .rng
                    .pick(&["@numel", "@isempty", "'isempty'", "@(x) numel(x) * 2"]);
                let v = Val::new(
                    format!("cellfun({f}, {name})"),
                    Ty::arr(Cls::Double, Shape::Known(1, n)),
                );
                self.bind(v);
            }
            4 if n > 0 => {
                let i = self.rng.range(1, n as i64) as usize;
                self.lines.push(format!("{name}({i}) = []"));
                let mut e = elems;
                e.remove(i - 1);
                self.set(&name, Ty::Cell(e));
            }
            _ => self.lines.push(format!("class({name}{{end}})")),
        }
    }

    fn struct_stmt(&mut self) {
        let structs: Vec<usize> = (0..self.vars.len())
            .filter(|&i| matches!(self.vars[i].ty, Ty::Struct(_)))
            .collect();
        let fields = ["a", "b", "name", "val"];
        if structs.is_empty() || self.rng.chance(1, 3) {
            let s = self.fresh();
            let f = *self.rng.pick(&fields);
            let v = self.known();
            self.lines.push(format!("{s}.{f} = {}", v.text));
            self.set(&s, Ty::Struct(vec![(f.to_string(), v.ty)]));
            return;
        }
        let k = structs[self.rng.below(structs.len())];
        let name = self.vars[k].name.clone();
        let Ty::Struct(mut fs) = self.vars[k].ty.clone() else {
            return;
        };
        match self.rng.below(5) {
            0 => {
                let f = *self.rng.pick(&fields);
                let v = if self.rng.chance(1, 3) {
                    let w = self.word();
                    let len = w.len() - 2;
                    Val::new(w, Ty::arr(Cls::Char, Shape::Known(1, len)))
                } else {
                    self.known()
                };
                self.lines.push(format!("{name}.{f} = {}", v.text));
                match fs.iter_mut().find(|(n, _)| n == f) {
                    Some(slot) => slot.1 = v.ty,
                    None => fs.push((f.to_string(), v.ty)),
                }
                self.set(&name, Ty::Struct(fs));
            }
            1 => {
                let (f, ty) = fs[self.rng.below(fs.len())].clone();
                let v = Val::new(format!("{name}.{f}"), ty);
                self.bind(v);
            }
            2 => {
                let f = *self
                    .rng
                    .pick(&["fieldnames", "numfields", "isstruct", "struct2cell"]);
                self.lines.push(format!("{f}({name})"));
            }
            3 => {
                let f = *self.rng.pick(&fields);
                self.lines.push(format!("isfield({name}, '{f}')"));
            }
            _ => self.lines.push(name),
        }
    }

    // ---- errors and printing ----

    fn try_stmt(&mut self) {
        let failing = match self.rng.below(6) {
            0 => {
                let a = self.known();
                let n = a.ty.shape().numel().unwrap_or(1);
                format!("{}({})", paren_ident(&a.text), n + self.rng.below(3) + 1)
            }
            1 => {
                let id = *self.rng.pick(&["my:id", "pkg:sub:err", "x:y"]);
                format!("error('{id}', 'bad value %d', {})", self.small_int())
            }
            2 => {
                let a = self.literal(Cls::Double, 1, 3);
                let b = self.literal(Cls::Double, 1, 2);
                format!("{} + {}", a.text, b.text)
            }
            3 => {
                let a = self.literal(Cls::Int(IntK::I8), 1, 1);
                let b = self.literal(Cls::Int(IntK::U16), 1, 1);
                format!("{} + {}", a.text, b.text)
            }
            4 => {
                let a = self.literal(Cls::Double, 2, 3);
                let b = self.literal(Cls::Double, 2, 3);
                format!("{} * {}", a.text, b.text)
            }
            _ => {
                let a = self.known();
                format!("{}(0)", paren_ident(&a.text))
            }
        };
        let report = *self
            .rng
            .pick(&["disp(err.message)", "disp(err.identifier)"]);
        let target = if failing.starts_with("error(") {
            ""
        } else {
            "t = "
        };
        self.lines
            .push(format!("try, {target}{failing}, catch err, {report}, end"));
    }

    fn print_stmt(&mut self) {
        let x = self.operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some());
        match self.rng.below(4) {
            0 => self.lines.push(format!("disp({})", x.text)),
            1 => {
                let f = *self.rng.pick(&[
                    "'%d\\n'",
                    "'%g\\n'",
                    "'%5.2f|'",
                    "'%e\\n'",
                    "'%i %i\\n'",
                    "'<%6.3g>\\n'",
                    "'%+.1f\\n'",
                ]);
                self.lines.push(format!("fprintf({f}, {})", x.text));
            }
            2 => {
                let s = self.word();
                self.lines
                    .push(format!("printf('%s: %d\\n', {s}, numel({}))", x.text));
            }
            _ => self.lines.push(format!("x = {}", x.text)),
        }
    }
}

/// `text` in parentheses unless it is a name, a number or already bracketed.
fn paren(text: &str) -> String {
    let simple = text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        || (text.starts_with('[') && text.ends_with(']') && !text[1..].contains('['));
    if simple {
        text.to_string()
    } else {
        format!("({text})")
    }
}

/// `text` as something that can be indexed: a name as it is, anything else through a
/// temporary-free form Octave accepts (`(expr)(k)` is Octave syntax mat2c supports).
fn paren_ident(text: &str) -> String {
    // `true(end)` or `Inf(end)` would call a function: only the generated variables
    // (`v1`, `v2`, ...) are indexed by name.
    if text.starts_with('v') && text.len() > 1 && text[1..].chars().all(|c| c.is_ascii_digit()) {
        text.to_string()
    } else if text.chars().all(|c| c.is_ascii_alphabetic()) {
        // `(true)(end)` is still a call of `true` for Octave ("invalid use of 'end'"); a
        // bracketed `[true]` is a value.
        format!("([{text}])")
    } else {
        format!("({text})")
    }
}

#[cfg(test)]
mod tests {
    use super::program;
    use crate::fuzz::rng::Rng;

    #[test]
    fn programs_are_deterministic() {
        let a = program(&mut Rng::for_program(1, 5)).text();
        let b = program(&mut Rng::for_program(1, 5)).text();
        assert_eq!(a, b);
        assert!(a.lines().count() >= 6);
    }
}
