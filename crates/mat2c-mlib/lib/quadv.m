## -*- texinfo -*-
## @deftypefn  {} {@var{q} =} quadv (@var{f}, @var{a}, @var{b})
## @deftypefnx {} {@var{q} =} quadv (@var{f}, @var{a}, @var{b}, @var{tol})
## @deftypefnx {} {@var{q} =} quadv (@var{f}, @var{a}, @var{b}, @var{tol}, @var{trace})
## @deftypefnx {} {@var{q} =} quadv (@var{f}, @var{a}, @var{b}, @var{tol}, @var{trace}, @var{p1}, @var{p2}, @dots{})
## @deftypefnx {} {[@var{q}, @var{nfun}] =} quadv (@dots{})
## Numerically evaluate the integral of @var{f} (which may return an array) from @var{a}
## to @var{b} with adaptive Simpson's rule and Richardson extrapolation.
## @end deftypefn
function [q, nfun] = quadv (f, a, b, tol = [], trace = false, varargin)
  if (nargin < 3)
    print_usage ();
  end
  if (ischar (f))
    error ("quadv: mat2c: F given by name is not supported (it needs str2func of a run-time string)");
  end
  if (numel (varargin) > 0)
    ## A call through F with a run-time count of arguments cannot be resolved by mat2c.
    error ("%s: mat2c: extra arguments for F are not supported", "quadv");
  end
  if (isempty (tol))
    tol = 1e-6;
  end
  if (! isempty (trace) && trace)
    error ("quadv: mat2c: TRACE is not supported");
  end
  ## An integrable singularity at an end is sampled just inside it.
  fa = call1 (f, a, varargin);
  if (! all (isfinite (fa(:))))
    fa = call1 (f, a + eps * (b - a), varargin);
  end
  fb = call1 (f, b, varargin);
  if (! all (isfinite (fb(:))))
    fb = call1 (f, b - eps * (b - a), varargin);
  end
  fm = call1 (f, (a + b) / 2, varargin);
  nfun = 3;
  whole = (b - a) / 6 * (fa + 4 * fm + fb);
  [q, nfun] = simpson (f, a, b, fa, fm, fb, whole, tol, 0, nfun, varargin);
end

## Simpson's rule on both halves of [A, B]; where they disagree with WHOLE by more than
## 15 TOL (or above a minimum depth, so that periodic integrands are not sampled only at
## their zeros) each half is refined with half the tolerance.
function [q, nfun] = simpson (f, a, b, fa, fm, fb, whole, tol, depth, nfun, args)
  m = (a + b) / 2;
  h = b - a;
  flm = call1 (f, (a + m) / 2, args);
  frm = call1 (f, (m + b) / 2, args);
  nfun = nfun + 2;
  left = h / 12 * (fa + 4 * flm + fm);
  right = h / 12 * (fm + 4 * frm + fb);
  delta = left + right - whole;
  if (depth >= 4 && (max (abs (delta(:))) <= 15 * tol || depth >= 50 || h < 4 * eps * max (abs (a), abs (b))))
    q = left + right + delta / 15;
  else
    [ql, nfun] = simpson (f, a, m, fa, flm, fm, left, tol / 2, depth + 1, nfun, args);
    [qr, nfun] = simpson (f, m, b, fm, frm, fb, right, tol / 2, depth + 1, nfun, args);
    q = ql + qr;
  end
end

## F(X): extra arguments stop before this (see the check at entry).
function r = call1 (f, x, args)
  r = f (x);
end
