//! Class and shape predicates (`isscalar`, `isvector`, `isrow`, `iscolumn`, `ismatrix`,
//! `isreal`, `islogical`, `ischar`, `isnumeric`, `isfloat`) and `class`, read from the array
//! header at run time. Partial evaluation folds them whenever inference knows the answer, so
//! these are the fallbacks for values whose class or extents are not static.

use mat2c_ir::types::Class;
use mat2c_ir::{Sp, Value};

use super::FnWriter;
use super::c_str;

/// `(name, C condition on the array pointer `@`)`, in Octave's definitions.
const PREDICATES: &[(Sp, &str)] = &[
    (Sp::ischar, "@->cls == MT_CHAR"),
    (Sp::iscolumn, "@->ndims == 2 && @->dims[1] == 1"),
    (Sp::isfloat, "@->cls == MT_DOUBLE || @->cls == MT_SINGLE"),
    (Sp::islogical, "@->cls == MT_LOGICAL"),
    (Sp::ismatrix, "@->ndims == 2"),
    (
        Sp::isnumeric,
        "@->cls != MT_LOGICAL && @->cls != MT_CHAR && !mt_is_container(@)",
    ),
    (Sp::isreal, "!@->cplx && !mt_is_container(@)"),
    (Sp::isrow, "@->ndims == 2 && @->dims[0] == 1"),
    (Sp::isscalar, "@->numel == 1"),
    (
        Sp::isvector,
        "@->ndims == 2 && (@->dims[0] == 1 || @->dims[1] == 1)",
    ),
];

/// The answer for a value in a C `double` slot (a real 1x1 of a class `SlotKind::Scalar`
/// holds).
fn on_scalar(id: Sp, cls: Class) -> bool {
    match id {
        Sp::ischar => cls == Class::Char,
        Sp::islogical => cls == Class::Logical,
        Sp::isnumeric => !matches!(cls, Class::Char | Class::Logical),
        Sp::isfloat => matches!(cls, Class::Double | Class::Single),
        _ => true,
    }
}

impl FnWriter<'_, '_> {
    /// Emits `r = name(a)` when `name` is a predicate or `class`; false otherwise.
    pub(super) fn query(&mut self, r: Option<Value>, id: Sp, a: Value) -> bool {
        if id == Sp::class {
            let Some(r) = r else { return true };
            let text = match self.kind(a) {
                Some(mat2c_alloc::SlotKind::Scalar(c)) => c_str(c.name()),
                _ => format!("mt_class_name(({})->cls)", self.ap(a)),
            };
            self.produce(r, |_, d| format!("mt_from_string({d}, {text});"));
            return true;
        }
        let Some(&(_, cond)) = PREDICATES.iter().find(|(n, _)| *n == id) else {
            return false;
        };
        let Some(r) = r else { return true };
        let e = match self.kind(a) {
            Some(mat2c_alloc::SlotKind::Scalar(c)) => {
                if on_scalar(id, c) { "1.0" } else { "0.0" }.to_string()
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
