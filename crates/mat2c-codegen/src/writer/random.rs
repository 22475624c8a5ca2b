//! Lowering of the random-number builtins (`rand`, `randn`, `rande`, `randg`, `randp`, `randi`,
//! `randperm`) to the runtime's generators in `runtime-c/mt_rand.c`, which reproduce
//! Octave's streams. The
//! runtime parses the arguments as Octave does (sizes, class names, `'seed'`/`'state'`), so
//! the only special case here is a proven 1x1 double draw, which becomes a C expression.

use mat2c_ir::types::Class;
use mat2c_ir::{Constant, InstData, Sp, Value};

use super::FnWriter;
use mat2c_alloc::SlotKind;

impl FnWriter<'_, '_> {
    pub(super) fn random(&mut self, res: &[Value], id: Sp, args: &[Value]) {
        let r = res.first().copied();
        let n = args.len();
        // The runtime's distribution numbers (MT_DIST_* in mt_internal.h).
        let dist = match id {
            Sp::randn => 1,
            Sp::rande => 2,
            Sp::randp => 3,
            Sp::randg => 4,
            _ => 0,
        };
        if matches!(id, Sp::rand | Sp::randn | Sp::rande)
            && let Some(r) = r
            && matches!(self.kind(r), Some(SlotKind::Scalar(Class::Double)))
            && !args.iter().any(|&a| self.is_str_const(a))
        {
            return self.set_scalar(r, format!("mt_rand_scalar({dist})"));
        }
        let arr = self.args_array(args, false);
        let call = |d: &str| match id {
            Sp::rand | Sp::randn | Sp::rande | Sp::randg | Sp::randp => {
                format!("mt_rand({d}, {dist}, {n}, {arr});")
            }
            Sp::randi => format!("mt_randi({d}, {n}, {arr});"),
            _ => format!("mt_randperm({d}, {n}, {arr});"),
        };
        match r {
            Some(r) => self.produce(r, |_, d| call(d)),
            _ => {
                let l = call("NULL");
                self.line(l);
            }
        }
    }

    fn is_str_const(&self, v: Value) -> bool {
        matches!(
            self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)),
            Some(InstData::Const(Constant::Str(_)))
        )
    }
}
