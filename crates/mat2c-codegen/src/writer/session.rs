//! Builtins about the running session rather than values: the timers (`tic`, `toc`,
//! `clock`, `etime`, `cputime`, `pause`, in `runtime-c/mt_time.c`) and the display format
//! (`format long`).

use mat2c_ir::{Sp, Value};

use super::FnWriter;

impl FnWriter<'_, '_> {
    pub(super) fn session(&mut self, res: &[Value], id: Sp, args: &[Value]) {
        let r = res.first().copied();
        let n = args.len();
        match id {
            Sp::tic => match r {
                Some(r) => self.produce(r, |_, d| format!("mt_tic({d});")),
                None => self.line("mt_tic(NULL);"),
            },
            Sp::toc => {
                let arr = self.args_array(args, false);
                match r {
                    Some(r) => self.set_scalar(r, format!("mt_toc({n}, {arr})")),
                    None => self.line(format!("mt_toc_print({n}, {arr});")),
                }
            }
            Sp::clock => {
                if let Some(r) = r {
                    self.produce(r, |_, d| format!("mt_clock({d});"));
                }
            }
            Sp::etime => {
                let (a, b) = (self.ap(args[0]), self.ap(args[1]));
                match r {
                    Some(r) => self.set_scalar(r, format!("mt_etime({a}, {b})")),
                    None => self.line(format!("(void)mt_etime({a}, {b});")),
                }
            }
            Sp::cputime => match r {
                Some(r) => self.set_scalar(r, "mt_cputime()".into()),
                None => self.line("(void)mt_cputime();"),
            },
            Sp::pause => {
                let s = match args.first() {
                    Some(&a) => self.sc(a),
                    None => "0.0".into(),
                };
                self.line(format!("mt_pause({s});"));
            }
            _ => {
                let arr = self.args_array(args, false);
                self.line(format!("mt_format({n}, {arr});"));
            }
        }
    }
}
