//! Octave's `fill_matrix` argument rules for the constructors (`zeros`, `ones`, `eye`,
//! `true`, `false`, `Inf`, `NaN`, `pi`, `e`, `eps`): a trailing class name, then
//! `"like", PROTO`, then the sizes. The runtime (`runtime-c/mt_consts.c`) applies the same
//! rules and raises Octave's errors; this mirror lets inference know the class.

use mat2c_ir::Bi;
use mat2c_ir::types::Class;

/// What a constructor accepts after its sizes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FillKind {
    /// `zeros`, `ones`: any numeric class or logical; `"like"`.
    Any,
    /// `eye`: a class name; no `"like"`, at most two sizes.
    Eye,
    /// `Inf`, `NaN`: single or double; `"like"` a floating-point value.
    Float,
    /// `pi`, `e`, `eps`: single or double; no `"like"`.
    Const,
    /// `true`, `false`: logical only; `"like"` a logical value.
    Bool,
}

/// The kind of a constructor, or None when `id` is not one.
pub fn fill_kind(id: Bi) -> Option<FillKind> {
    Some(match id {
        Bi::zeros | Bi::ones => FillKind::Any,
        Bi::eye => FillKind::Eye,
        Bi::Inf | Bi::inf | Bi::NA | Bi::NaN | Bi::nan => FillKind::Float,
        Bi::pi | Bi::e | Bi::eps => FillKind::Const,
        Bi::true_ | Bi::false_ => FillKind::Bool,
        _ => return None,
    })
}

/// Where the class of a constructor's result comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FillClass {
    /// This class (the default or a valid class name).
    Named(Class),
    /// The class of input `k` (`"like", PROTO`), if the kind accepts it.
    Like(usize),
    /// The call raises an error at run time.
    Error,
}

/// Octave's data-type names (`oct_data_conv::string_to_data_type`); `Some(Char)` for char,
/// None for an invalid name.
pub fn data_type(s: &str) -> Option<Class> {
    use Class::*;
    let s: String = s
        .chars()
        .filter(|&c| c != ' ')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    Some(match s.as_str() {
        "int8" | "integer*1" | "schar" | "signedchar" => Int8,
        "uint8" | "uchar" | "unsignedchar" => Uint8,
        "int16" | "integer*2" | "short" => Int16,
        "uint16" | "ushort" | "unsignedshort" => Uint16,
        "int32" | "integer*4" | "int" | "long" => Int32,
        "uint32" | "uint" | "unsignedint" | "ulong" | "unsignedlong" => Uint32,
        "int64" | "integer*8" | "longlong" => Int64,
        "uint64" | "ulonglong" | "unsignedlonglong" => Uint64,
        "single" | "float32" | "real*4" | "float" => Single,
        "double" | "float64" | "real*8" => Double,
        "char" | "char*1" => Char,
        "logical" => Logical,
        _ => return None,
    })
}

/// The number of size arguments and the class source of a constructor call whose inputs
/// are the literal strings `strs` (None: not a literal string; the caller makes sure such
/// inputs are not char).
pub fn fill_args(kind: FillKind, strs: &[Option<&str>]) -> (usize, FillClass) {
    let mut n = strs.len();
    let mut class = FillClass::Named(if kind == FillKind::Bool {
        Class::Logical
    } else {
        Class::Double
    });
    if let Some(Some(s)) = strs.last() {
        n -= 1;
        let ok = match (data_type(s), kind) {
            (None | Some(Class::Char), _) => None,
            (Some(Class::Logical), FillKind::Bool) => Some(Class::Logical),
            (Some(_), FillKind::Bool) => None,
            (Some(c @ (Class::Double | Class::Single)), FillKind::Float | FillKind::Const) => {
                Some(c)
            }
            (Some(_), FillKind::Float | FillKind::Const) => None,
            (Some(c), FillKind::Any | FillKind::Eye) => Some(c),
        };
        class = ok.map_or(FillClass::Error, FillClass::Named);
    }
    let like = matches!(kind, FillKind::Any | FillKind::Float | FillKind::Bool);
    if like && n > 1 && strs[n - 2] == Some("like") && class != FillClass::Error {
        class = FillClass::Like(n - 1);
        n -= 2;
    }
    if (kind == FillKind::Eye && n > 2) || strs[..n].iter().any(Option::is_some) {
        class = FillClass::Error;
    }
    (n, class)
}

/// The class a `"like"` prototype of class `proto` gives, None when the call raises.
pub fn like_class(kind: FillKind, proto: Class) -> Option<Class> {
    match (kind, proto) {
        (FillKind::Bool, Class::Logical) => Some(proto),
        (FillKind::Float, Class::Double | Class::Single) => Some(proto),
        (FillKind::Any, c) if c.is_integer() || c.is_float() || c == Class::Logical => Some(c),
        _ => None,
    }
}

/// The classes a `%fill` can have, by the number its second input holds (numbers, not
/// strings, so the operands of `%fill` stay C literals rather than char arrays).
const FILL_CLASSES: [Class; 12] = [
    Class::Double,
    Class::Single,
    Class::Int8,
    Class::Uint8,
    Class::Int16,
    Class::Uint16,
    Class::Int32,
    Class::Uint32,
    Class::Int64,
    Class::Uint64,
    Class::Logical,
    Class::Char,
];

/// The constructors a `%fill` stands for (their size rules and messages), by the number its
/// first input holds.
const FILL_ORIGINS: [Bi; 2] = [Bi::zeros, Bi::ones];

/// `%fill`'s code for class `c` (None for a cell or struct).
pub fn fill_class_code(c: Class) -> Option<f64> {
    FILL_CLASSES.iter().position(|&x| x == c).map(|k| k as f64)
}

/// The class of `%fill`'s code `x`.
pub fn fill_class_of(x: f64) -> Option<Class> {
    FILL_CLASSES
        .iter()
        .enumerate()
        .find(|&(k, _)| k as f64 == x)
        .map(|(_, &c)| c)
}

/// `%fill`'s code for constructor `id` (`zeros` or `ones`).
pub fn fill_origin_code(id: Bi) -> Option<f64> {
    FILL_ORIGINS.iter().position(|&x| x == id).map(|k| k as f64)
}

/// The constructor of `%fill`'s code `x`.
pub fn fill_origin_of(x: f64) -> Option<Bi> {
    FILL_ORIGINS
        .iter()
        .enumerate()
        .find(|&(k, _)| k as f64 == x)
        .map(|(_, &b)| b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_codes_round_trip() {
        for c in FILL_CLASSES {
            assert_eq!(fill_class_code(c).and_then(fill_class_of), Some(c));
        }
        assert_eq!(fill_class_code(Class::Cell), None);
        assert_eq!(fill_class_of(0.5), None);
        assert_eq!(
            fill_origin_code(Bi::ones).and_then(fill_origin_of),
            Some(Bi::ones)
        );
        assert_eq!(fill_origin_code(Bi::eye), None);
    }

    #[test]
    fn octave_fill_rules() {
        use FillClass::*;
        let k = FillKind::Any;
        assert_eq!(fill_args(k, &[None, Some("like"), None]), (1, Like(2)));
        assert_eq!(
            fill_args(k, &[None, Some(" Int 8")]),
            (1, Named(Class::Int8))
        );
        assert_eq!(fill_args(k, &[None, Some("char")]), (1, Error));
        assert_eq!(fill_args(k, &[None, Some("like")]), (1, Error));
        assert_eq!(fill_args(k, &[None, Some("LIKE"), None]).1, Error);
        assert_eq!(
            fill_args(k, &[None, Some("like"), None, Some("int8")]),
            (1, Like(2))
        );
        assert_eq!(
            fill_args(FillKind::Eye, &[None, Some("like"), None]).1,
            Error
        );
        assert_eq!(
            fill_args(FillKind::Const, &[None, Some("like"), None]).1,
            Error
        );
        assert_eq!(fill_args(FillKind::Float, &[None, Some("int8")]).1, Error);
        assert_eq!(
            fill_args(FillKind::Bool, &[None, Some("logical")]),
            (1, Named(Class::Logical))
        );
        assert_eq!(like_class(FillKind::Float, Class::Int8), None);
        assert_eq!(like_class(FillKind::Any, Class::Char), None);
    }
}
