//! Class and shape predicates (`isscalar`, `isvector`, `isrow`, `iscolumn`, `ismatrix`,
//! `isreal`, `islogical`, `ischar`, `isnumeric`, `isfloat`) and `class`, read from the array
//! header at run time. Partial evaluation folds them whenever inference knows the answer, so
//! these are the fallbacks for values whose class or extents are not static.

use mat2c_ir::Value;
use mat2c_ir::types::Class;

use super::FnWriter;
use super::c_str;

/// `(name, C condition on the array pointer `@`)`, in Octave's definitions.
const PREDICATES: &[(&str, &str)] = &[
    ("ischar", "@->cls == MT_CHAR"),
    ("iscolumn", "@->ndims == 2 && @->dims[1] == 1"),
    ("isfloat", "@->cls == MT_DOUBLE || @->cls == MT_SINGLE"),
    ("islogical", "@->cls == MT_LOGICAL"),
    ("ismatrix", "@->ndims == 2"),
    (
        "isnumeric",
        "@->cls != MT_LOGICAL && @->cls != MT_CHAR && !mt_is_container(@)",
    ),
    ("isreal", "!@->cplx && !mt_is_container(@)"),
    ("isrow", "@->ndims == 2 && @->dims[0] == 1"),
    ("isscalar", "@->numel == 1"),
    (
        "isvector",
        "@->ndims == 2 && (@->dims[0] == 1 || @->dims[1] == 1)",
    ),
];

/// The answer for a value in a C `double` slot (a real 1x1 double or logical).
fn on_scalar(name: &str, cls: Class) -> bool {
    match name {
        "ischar" => false,
        "islogical" => cls == Class::Logical,
        "isnumeric" | "isfloat" => cls == Class::Double,
        _ => true,
    }
}

impl FnWriter<'_, '_> {
    /// Emits `r = name(a)` when `name` is a predicate or `class`; false otherwise.
    pub(super) fn query(&mut self, r: Option<Value>, name: &str, a: Value) -> bool {
        if name == "class" {
            let Some(r) = r else { return true };
            let text = match self.kind(a) {
                Some(mat2c_alloc::SlotKind::Scalar(c)) => c_str(c.name()),
                _ => format!("mt_class_name(({})->cls)", self.ap(a)),
            };
            self.produce(r, |_, d| format!("mt_from_string({d}, {text});"));
            return true;
        }
        let Some(&(_, cond)) = PREDICATES.iter().find(|(n, _)| *n == name) else {
            return false;
        };
        let Some(r) = r else { return true };
        let e = match self.kind(a) {
            Some(mat2c_alloc::SlotKind::Scalar(c)) => {
                if on_scalar(name, c) { "1.0" } else { "0.0" }.to_string()
            }
            _ => {
                let p = self.ap(a);
                format!("(double)({})", cond.replace('@', &format!("({p})")))
            }
        };
        self.set_scalar(r, e);
        true
    }
}
