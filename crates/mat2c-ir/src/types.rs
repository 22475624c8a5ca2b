//! The type vocabulary shared by inference, storage and codegen: MATLAB classes, complexity
//! and shapes. The analyses themselves live elsewhere; this is only the language they speak.

use std::fmt;

/// A MATLAB class (intrinsic type).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    Double,
    Single,
    Int8,
    Uint8,
    Int16,
    Uint16,
    Int32,
    Uint32,
    Int64,
    Uint64,
    Logical,
    Char,
    /// A cell array (elements of any class, boxed in the runtime).
    Cell,
    /// A struct array (ordered field names, one boxed value per field and element).
    Struct,
}

impl Class {
    pub fn name(self) -> &'static str {
        use Class::*;
        match self {
            Double => "double",
            Single => "single",
            Int8 => "int8",
            Uint8 => "uint8",
            Int16 => "int16",
            Uint16 => "uint16",
            Int32 => "int32",
            Uint32 => "uint32",
            Int64 => "int64",
            Uint64 => "uint64",
            Logical => "logical",
            Char => "char",
            Cell => "cell",
            Struct => "struct",
        }
    }

    /// True for cells and structs: containers whose elements are values of any class.
    pub fn is_container(self) -> bool {
        matches!(self, Class::Cell | Class::Struct)
    }

    /// The class named `s` among the numeric, logical and char classes (what a trailing
    /// class argument such as `zeros(2, 'int32')` may name; never a container).
    pub fn from_name(s: &str) -> Option<Class> {
        use Class::*;
        Some(match s {
            "double" => Double,
            "single" => Single,
            "int8" => Int8,
            "uint8" => Uint8,
            "int16" => Int16,
            "uint16" => Uint16,
            "int32" => Int32,
            "uint32" => Uint32,
            "int64" => Int64,
            "uint64" => Uint64,
            "logical" => Logical,
            "char" => Char,
            _ => return None,
        })
    }

    pub fn is_integer(self) -> bool {
        use Class::*;
        matches!(
            self,
            Int8 | Uint8 | Int16 | Uint16 | Int32 | Uint32 | Int64 | Uint64
        )
    }

    pub fn is_float(self) -> bool {
        matches!(self, Class::Double | Class::Single)
    }
}

/// One dimension extent.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    Known(u64),
    Unknown,
}

/// What is known of a value's shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Nothing is known (⊥ is represented by the absence of a type).
    Top,
    /// A rank-`len` array with these extents (canonical: at least 2 dims).
    Dims(Vec<Dim>),
}

impl Shape {
    pub fn scalar() -> Shape {
        Shape::Dims(vec![Dim::Known(1), Dim::Known(1)])
    }

    pub fn is_scalar(&self) -> bool {
        matches!(self, Shape::Dims(d) if d.iter().all(|x| *x == Dim::Known(1)))
    }

    /// Least upper bound.
    pub fn join(&self, other: &Shape) -> Shape {
        match (self, other) {
            (Shape::Dims(a), Shape::Dims(b)) if a.len() == b.len() => Shape::Dims(
                a.iter()
                    .zip(b)
                    .map(|(x, y)| if x == y { *x } else { Dim::Unknown })
                    .collect(),
            ),
            _ => Shape::Top,
        }
    }
}

/// Real, complex, or not known.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Complexity {
    Real,
    Complex,
    Unknown,
}

/// What inference knows about one value. `class == None` means the class is not known.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ty {
    pub class: Option<Class>,
    pub cplx: Complexity,
    pub shape: Shape,
}

impl Ty {
    pub fn top() -> Ty {
        Ty {
            class: None,
            cplx: Complexity::Unknown,
            shape: Shape::Top,
        }
    }

    pub fn scalar(class: Class) -> Ty {
        Ty {
            class: Some(class),
            cplx: Complexity::Real,
            shape: Shape::scalar(),
        }
    }

    pub fn array(class: Class) -> Ty {
        Ty {
            class: Some(class),
            cplx: Complexity::Real,
            shape: Shape::Top,
        }
    }

    /// A real double scalar: the values the C backend keeps in `double` locals.
    pub fn is_real_double_scalar(&self) -> bool {
        self.class == Some(Class::Double) && self.cplx == Complexity::Real && self.shape.is_scalar()
    }

    pub fn join(&self, other: &Ty) -> Ty {
        Ty {
            class: if self.class == other.class {
                self.class
            } else {
                None
            },
            cplx: if self.cplx == other.cplx {
                self.cplx
            } else {
                Complexity::Unknown
            },
            shape: self.shape.join(&other.shape),
        }
    }
}

impl fmt::Display for Dim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dim::Known(n) => write!(f, "{n}"),
            Dim::Unknown => write!(f, "?"),
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Top => write!(f, "[*]"),
            Shape::Dims(d) => {
                write!(f, "[")?;
                for (i, x) in d.iter().enumerate() {
                    if i > 0 {
                        write!(f, "x")?;
                    }
                    write!(f, "{x}")?;
                }
                write!(f, "]")
            }
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.class {
            Some(c) => write!(f, "{}", c.name())?,
            None => write!(f, "any")?,
        }
        match self.cplx {
            Complexity::Real => {}
            Complexity::Complex => write!(f, " complex")?,
            Complexity::Unknown => write!(f, " cplx?")?,
        }
        write!(f, "{}", self.shape)
    }
}
