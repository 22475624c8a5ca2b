//! What the generator knows of each variable: its class, complexity and size, so that every
//! statement it writes is well typed (or, inside `try`, meant to fail).

/// An integer class.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum IntK {
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
}

impl IntK {
    pub(crate) const ALL: [IntK; 8] = [
        IntK::I8,
        IntK::U8,
        IntK::I16,
        IntK::U16,
        IntK::I32,
        IntK::U32,
        IntK::I64,
        IntK::U64,
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            IntK::I8 => "int8",
            IntK::U8 => "uint8",
            IntK::I16 => "int16",
            IntK::U16 => "uint16",
            IntK::I32 => "int32",
            IntK::U32 => "uint32",
            IntK::I64 => "int64",
            IntK::U64 => "uint64",
        }
    }
}

/// A MATLAB class of a numeric, logical or char array.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Cls {
    Double,
    Single,
    Int(IntK),
    Logical,
    Char,
}

impl Cls {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Cls::Double => "double",
            Cls::Single => "single",
            Cls::Int(k) => k.name(),
            Cls::Logical => "logical",
            Cls::Char => "char",
        }
    }

    pub(crate) fn is_float(self) -> bool {
        matches!(self, Cls::Double | Cls::Single)
    }

    /// The class of `a op b` for an arithmetic operator, `None` when Octave refuses the pair
    /// (two different integer classes).
    pub(crate) fn arith(a: Cls, b: Cls) -> Option<Cls> {
        match (a, b) {
            (Cls::Int(x), Cls::Int(y)) => (x == y).then_some(a),
            (Cls::Int(_), _) => Some(a),
            (_, Cls::Int(_)) => Some(b),
            (Cls::Single, _) | (_, Cls::Single) => Some(Cls::Single),
            _ => Some(Cls::Double),
        }
    }

    /// The class of `[a, b]` (concatenation), `None` for pairs the generator avoids.
    pub(crate) fn concat(a: Cls, b: Cls) -> Option<Cls> {
        match (a, b) {
            _ if a == b => Some(a),
            // Text wins over every class, integers included (Octave warns for numbers).
            (Cls::Char, _) | (_, Cls::Char) => Some(Cls::Char),
            (Cls::Int(_), Cls::Int(_)) => None,
            (Cls::Int(_), _) => Some(a),
            (_, Cls::Int(_)) => Some(b),
            (Cls::Single, _) | (_, Cls::Single) => Some(Cls::Single),
            _ => Some(Cls::Double),
        }
    }
}

/// Rows and columns when the generator can tell them, else unknown (a mask's result, `find`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    Known(usize, usize),
    Unknown,
}

impl Shape {
    pub(crate) fn numel(self) -> Option<usize> {
        match self {
            Shape::Known(r, c) => Some(r * c),
            Shape::Unknown => None,
        }
    }

    pub(crate) fn is_scalar(self) -> bool {
        self == Shape::Known(1, 1)
    }

    /// Implicit expansion of two known shapes.
    pub(crate) fn broadcast(a: Shape, b: Shape) -> Option<Shape> {
        let (Shape::Known(ar, ac), Shape::Known(br, bc)) = (a, b) else {
            return None;
        };
        let dim = |x: usize, y: usize| match (x, y) {
            _ if x == y => Some(x),
            (1, _) => Some(y),
            (_, 1) => Some(x),
            _ => None,
        };
        Some(Shape::Known(dim(ar, br)?, dim(ac, bc)?))
    }
}

/// The type of a variable.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Ty {
    Arr {
        cls: Cls,
        cplx: bool,
        shape: Shape,
    },
    /// A 1xN cell row and the type of each element.
    Cell(Vec<Ty>),
    /// A scalar struct: field names and their types, in order.
    Struct(Vec<(String, Ty)>),
}

impl Ty {
    pub(crate) fn arr(cls: Cls, shape: Shape) -> Ty {
        Ty::Arr {
            cls,
            cplx: false,
            shape,
        }
    }

    pub(crate) fn scalar(cls: Cls) -> Ty {
        Ty::arr(cls, Shape::Known(1, 1))
    }

    pub(crate) fn shape(&self) -> Shape {
        match self {
            Ty::Arr { shape, .. } => *shape,
            Ty::Cell(v) => Shape::Known(1, v.len()),
            Ty::Struct(_) => Shape::Known(1, 1),
        }
    }

    /// Class and complexity of a numeric/char/logical array.
    pub(crate) fn array(&self) -> Option<(Cls, bool, Shape)> {
        match self {
            Ty::Arr { cls, cplx, shape } => Some((*cls, *cplx, *shape)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Cls, IntK, Shape};

    #[test]
    fn class_and_shape_rules() {
        assert_eq!(
            Cls::arith(Cls::Double, Cls::Int(IntK::U8)),
            Some(Cls::Int(IntK::U8))
        );
        assert_eq!(Cls::arith(Cls::Int(IntK::I8), Cls::Int(IntK::U8)), None);
        assert_eq!(Cls::arith(Cls::Char, Cls::Logical), Some(Cls::Double));
        assert_eq!(Cls::concat(Cls::Char, Cls::Double), Some(Cls::Char));
        assert_eq!(
            Shape::broadcast(Shape::Known(1, 3), Shape::Known(2, 1)),
            Some(Shape::Known(2, 3))
        );
        assert_eq!(
            Shape::broadcast(Shape::Known(2, 3), Shape::Known(3, 2)),
            None
        );
    }
}
