//! The program's own functions: when a program is a function file, its statements call the
//! helpers below (several outputs, `nargin` defaults, `varargin`/`varargout` with `nargout`,
//! recursion, an error raised inside a function, caught or not, so the backtrace's frames are
//! compared too).

use super::{Gen, paren};
use crate::fuzz::ty::{Cls, Ty};

/// The helper functions, after the program's `function prog ... end`.
pub(crate) const HELPERS: &str = "\
function [s, n] = fz_stats(x)
  s = sum(x(:));
  n = numel(x);
end
function y = fz_scale(x, k)
  if nargin < 2
    k = 2;
  end
  y = x * k;
end
function varargout = fz_multi(varargin)
  for i = 1:nargout
    varargout{i} = numel(varargin) * 10 + i;
  end
end
function r = fz_fact(n)
  if n <= 1
    r = 1;
  else
    r = n * fz_fact(n - 1);
  end
end
function fz_check(x)
  if x > 0
    error('fz:pos', 'positive input %g', x);
  end
  printf('%g is not positive\\n', x);
end
function c = fz_count(reset)
  persistent n;
  if isempty(n) || nargin > 0
    n = 0;
  end
  n = n + 1;
  c = n;
end
function [lo, hi] = fz_bounds(x)
  lo = Inf;
  hi = -Inf;
  for k = 1:numel(x)
    if isnan(x(k))
      continue;
    end
    if x(k) < lo
      lo = x(k);
    end
    if x(k) > hi
      hi = x(k);
    end
  end
end
function r = fz_find_first(x, t)
  r = 0;
  for k = 1:numel(x)
    if x(k) > t
      r = k;
      return;
    end
  end
end
function y = fz_apply(f, x)
  y = f(fz_scale(x, 1));
end
function out = fz_pack(varargin)
  out = cell(1, nargin);
  for k = 1:nargin
    out{k} = class(varargin{k});
  end
end
";

impl Gen<'_> {
    /// A statement calling one of [`HELPERS`].
    pub(super) fn call_helper(&mut self) {
        if self.rng.chance(1, 2) {
            self.call_more_helpers();
            return;
        }
        match self.rng.below(5) {
            0 => {
                let x = self.operand(|_, z, s| !z && s.numel().is_some_and(|n| n > 0));
                let Some((cls, _, _)) = x.ty.array() else {
                    return;
                };
                let (s, n) = (self.fresh(), self.fresh());
                self.lines
                    .push(format!("[{s}, {n}] = fz_stats({})", x.text));
                // sum keeps integers and singles; logicals and chars sum to doubles.
                let sum_cls = match cls {
                    Cls::Int(_) | Cls::Single => cls,
                    _ => Cls::Double,
                };
                self.set(&s, Ty::scalar(sum_cls));
                self.set(&n, Ty::scalar(Cls::Double));
            }
            1 => {
                let x = self.operand(|_, z, s| !z && s.numel().is_some());
                let Some((cls, _, shape)) = x.ty.array() else {
                    return;
                };
                let y = self.fresh();
                let k = if self.rng.chance(1, 2) {
                    String::new()
                } else {
                    format!(", {}", self.num())
                };
                self.lines.push(format!("{y} = fz_scale({}{k})", x.text));
                let cls = Cls::arith(cls, Cls::Double).unwrap_or(Cls::Double);
                self.set(&y, Ty::arr(cls, shape));
            }
            2 => {
                let outs: Vec<String> = (0..self.rng.range(1, 3)).map(|_| self.fresh()).collect();
                let args = ["1", "'a'", "{}", "[1 2 3]"];
                let nargs = self.rng.below(4);
                let call = format!("fz_multi({})", args[..nargs].join(", "));
                self.lines.push(format!("[{}] = {call}", outs.join(", ")));
                for o in outs {
                    self.set(&o, Ty::scalar(Cls::Double));
                }
            }
            3 => {
                let k = self.rng.range(-1, 8);
                let v = super::Val::new(format!("fz_fact({k})"), Ty::scalar(Cls::Double));
                self.bind(v);
            }
            _ => {
                let x = self.operand(|c, z, s| !z && c.is_float() && s.is_scalar());
                let t = paren(&x.text);
                if self.rng.chance(1, 3) {
                    // Uncaught when it fails: the program ends with the error and its frames.
                    self.lines.push(format!("fz_check({t})"));
                } else {
                    let report = *self
                        .rng
                        .pick(&["disp(err.message)", "disp(err.identifier)"]);
                    self.lines
                        .push(format!("try, fz_check({t}); catch err, {report}, end"));
                }
            }
        }
    }

    /// Calls of the helpers with a persistent counter, `continue` and an early `return`,
    /// a handle applied to another helper's result, and `varargin` classes.
    fn call_more_helpers(&mut self) {
        match self.rng.below(4) {
            0 => {
                let reset = if self.rng.chance(1, 3) { "1" } else { "" };
                let c = self.fresh();
                self.lines
                    .push(format!("{c} = fz_count({reset}); {c}, fz_count()"));
                self.set(&c, Ty::scalar(Cls::Double));
            }
            1 => {
                let x = self.operand(|c, z, s| !z && c != Cls::Char && s.numel().is_some());
                let (lo, hi) = (self.fresh(), self.fresh());
                let t = self.small_int();
                self.lines.push(format!(
                    "[{lo}, {hi}] = fz_bounds({}), fz_find_first({}, {t})",
                    x.text, x.text
                ));
            }
            2 => {
                let x =
                    self.operand(|c, z, s| !z && c.is_float() && s.numel().is_some_and(|n| n > 0));
                let f = *self
                    .rng
                    .pick(&["@(u) u + 1", "@sum", "@(u) u(end)", "@cumsum", "@numel"]);
                self.lines.push(format!("fz_apply({f}, {})", x.text));
            }
            _ => {
                let args = [
                    "1", "'a'", "{}", "int8(3)", "true", "2i", "struct()", "@sin",
                ];
                let n = self.rng.below(5);
                let picked: Vec<&str> = (0..n).map(|_| *self.rng.pick(&args)).collect();
                self.lines.push(format!("fz_pack({})", picked.join(", ")));
            }
        }
    }
}
