//! The declared types of the entry function's inputs (from `%#` annotations or `--args`,
//! MPE §4 / MATLAB Coder's `-args`): the vocabulary the driver parses into, inference starts
//! from and the C `main` checks the command-line arguments against.

use mat2c_ir::types::{Class, Complexity, Dim, Shape, Ty};

/// One declared extent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DimSpec {
    /// Exactly this extent.
    Fixed(u64),
    /// Any extent up to this bound (`:100`).
    UpTo(u64),
    /// Any extent (`:` or `?`).
    Any,
    /// A symbolic extent shared by every input that names it (`%# A size [N N]`).
    Named(String),
}

/// What is declared about one input of the entry function.
#[derive(Clone, Debug, PartialEq)]
pub struct InputSpec {
    pub name: String,
    pub class: Class,
    pub complex: bool,
    /// The extents; `None` when only the class (or complexity) was declared: any shape.
    pub dims: Option<Vec<DimSpec>>,
    /// Inclusive bounds on every element (`%# n range [1 1000]`).
    pub range: Option<(f64, f64)>,
    /// A compile-time constant (`-D name=value`): not read from the command line.
    pub constant: Option<String>,
}

impl InputSpec {
    /// An input of class double, real, any shape.
    pub fn new(name: &str) -> InputSpec {
        InputSpec {
            name: name.to_string(),
            class: Class::Double,
            complex: false,
            dims: None,
            range: None,
            constant: None,
        }
    }

    /// The type inference starts the input from.
    pub fn ty(&self) -> Ty {
        let shape = match &self.dims {
            None => Shape::Top,
            Some(d) => {
                let mut d: Vec<Dim> = d
                    .iter()
                    .map(|x| match x {
                        DimSpec::Fixed(n) => Dim::Known(*n),
                        _ => Dim::Unknown,
                    })
                    .collect();
                while d.len() < 2 {
                    d.push(Dim::Known(1));
                }
                while d.len() > 2 && d.last() == Some(&Dim::Known(1)) {
                    d.pop();
                }
                Shape::Dims(d)
            }
        };
        Ty {
            class: Some(self.class),
            cplx: if self.complex {
                Complexity::Complex
            } else {
                Complexity::Real
            },
            shape,
        }
    }

    /// The declared type as written by `--args` (`double[3x:100]`, `int32`, `double complex[?x2]`).
    pub fn text(&self) -> String {
        let mut s = self.class.name().to_string();
        if self.complex {
            s.push_str(" complex");
        }
        if let Some(d) = &self.dims {
            let parts: Vec<String> = d
                .iter()
                .map(|x| match x {
                    DimSpec::Fixed(n) => n.to_string(),
                    DimSpec::UpTo(n) => format!(":{n}"),
                    DimSpec::Any => ":".to_string(),
                    DimSpec::Named(n) => n.clone(),
                })
                .collect();
            s.push_str(&format!("[{}]", parts.join("x")));
        } else {
            s.push_str("[*]");
        }
        s
    }
}
