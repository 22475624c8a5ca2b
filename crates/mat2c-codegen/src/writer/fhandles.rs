//! C for the internal operations on run-time function handles
//! (`mat2c_builtins::FHANDLE_BUILTINS`): calls into `runtime-c/mt_fhandle.c`.

use mat2c_ir::{Constant, InstData, Sp, Value};

use super::{FnWriter, c_str};

impl FnWriter<'_, '_> {
    pub(super) fn fhandle_builtin(&mut self, r: Option<Value>, id: Sp, args: &[Value]) {
        let Some(r) = r else { return };
        match id {
            Sp::pct_fh_box => {
                let site = self.sc(args[0]);
                let text = match self.f.dfg.defining_inst(args[1]).map(|i| self.f.inst(i)) {
                    Some(InstData::Const(Constant::Str(s))) => c_str(s),
                    _ => "\"\"".to_string(),
                };
                let n = args.len() - 2;
                let caps = self.args_array(&args[2..], true);
                self.produce(r, |_, d| {
                    format!("mt_fh_box({d}, {site}, {text}, {n}, {caps});")
                });
            }
            Sp::pct_fh_cap => {
                let h = self.ap(args[0]);
                let j = self.sc(args[1]);
                self.produce(r, |_, d| format!("mt_fh_cap({d}, {h}, {j});"));
            }
            Sp::pct_fh_func2str => {
                let h = self.ap(args[0]);
                self.produce(r, |_, d| format!("mt_fh_func2str({d}, {h});"));
            }
            Sp::pct_fh_is | Sp::pct_fh_site => {
                let func = if id == Sp::pct_fh_is {
                    "mt_fh_is"
                } else {
                    "mt_fh_site"
                };
                let h = self.ap(args[0]);
                self.set_scalar(r, format!("{func}({h})"));
            }
            _ => {}
        }
    }
}
