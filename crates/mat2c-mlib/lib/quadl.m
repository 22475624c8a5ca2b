## -*- texinfo -*-
## @deftypefn  {} {@var{q} =} quadl (@var{f}, @var{a}, @var{b})
## @deftypefnx {} {@var{q} =} quadl (@var{f}, @var{a}, @var{b}, @var{tol})
## @deftypefnx {} {@var{q} =} quadl (@var{f}, @var{a}, @var{b}, @var{tol}, @var{trace})
## @deftypefnx {} {@var{q} =} quadl (@var{f}, @var{a}, @var{b}, @var{tol}, @var{trace}, @var{p1}, @var{p2}, @dots{})
## @deftypefnx {} {[@var{q}, @var{nfun}] =} quadl (@dots{})
## Numerically evaluate the integral of @var{f} from @var{a} to @var{b} with adaptive
## Gauss-Lobatto quadrature and its Kronrod extension (W. Gander and W. Gautschi,
## "Adaptive Quadrature - Revisited", BIT 40 (2000)).
## @end deftypefn
function [q, nfun] = quadl (f, a, b, tol = [], trace = false, varargin)
  if (nargin < 3)
    print_usage ();
  end
  if (ischar (f))
    error ("quadl: mat2c: F given by name is not supported (it needs str2func of a run-time string)");
  end
  if (numel (varargin) > 0)
    ## A call through F with a run-time count of arguments cannot be resolved by mat2c.
    error ("%s: mat2c: extra arguments for F are not supported", "quadl");
  end
  if (isempty (tol))
    tol = 1e-6;
  end
  if (! isempty (trace) && trace)
    error ("quadl: mat2c: TRACE is not supported");
  end
  issingle = isa (a, "single") || isa (b, "single");
  a = double (a);
  b = double (b);
  m = (a + b) / 2;
  h = (b - a) / 2;
  alpha = sqrt (2/3);
  beta = 1 / sqrt (5);
  x1 = 0.942882415695480;
  x2 = 0.641853342345781;
  x3 = 0.236383199662150;
  x = [a, m-x1*h, m-alpha*h, m-x2*h, m-beta*h, m-x3*h, m, ...
       m+x3*h, m+beta*h, m+x2*h, m+alpha*h, m+x1*h, b];
  y = call1 (f, x, varargin);
  nfun = 13;
  fa = y(1);
  fb = y(13);
  ## The 4-point Lobatto, its 7-point Kronrod extension and the 13-point rule estimate the
  ## integral; the accuracy of the best one scales the stopping test.
  i2 = (h/6) * (y(1) + y(13) + 5 * (y(5) + y(9)));
  i1 = (h/1470) * (77 * (y(1) + y(13)) + 432 * (y(3) + y(11)) + 625 * (y(5) + y(9)) + 672 * y(7));
  is = h * (0.0158271919734802 * (y(1) + y(13)) + 0.0942738402188500 * (y(2) + y(12)) ...
            + 0.155071987336585 * (y(3) + y(11)) + 0.188821573960182 * (y(4) + y(10)) ...
            + 0.199773405226859 * (y(5) + y(9)) + 0.224926465333340 * (y(6) + y(8)) ...
            + 0.242611071901408 * y(7));
  ## TOL is absolute (as Octave documents); IS, the best estimate, stops the subdivision
  ## where the difference of the two rules is below its rounding.
  if (is == 0)
    is = b - a;
  end
  [q, nfun] = step (f, a, b, fa, fb, is, tol, nfun, varargin);
  if (issingle)
    q = single (q);
  end
end

function [q, nfun] = step (f, a, b, fa, fb, is, tol, nfun, args)
  h = (b - a) / 2;
  m = (a + b) / 2;
  alpha = sqrt (2/3);
  beta = 1 / sqrt (5);
  mll = m - alpha * h;
  ml = m - beta * h;
  mr = m + beta * h;
  mrr = m + alpha * h;
  y = call1 (f, [mll, ml, m, mr, mrr], args);
  nfun = nfun + 5;
  i2 = (h/6) * (fa + fb + 5 * (y(2) + y(4)));
  i1 = (h/1470) * (77 * (fa + fb) + 432 * (y(1) + y(5)) + 625 * (y(2) + y(4)) + 672 * y(3));
  if (abs (i1 - i2) <= tol || is + (i1 - i2) == is || mll <= a || b <= mrr)
    q = i1;
  else
    [q1, nfun] = step (f, a, mll, fa, y(1), is, tol, nfun, args);
    [q2, nfun] = step (f, mll, ml, y(1), y(2), is, tol, nfun, args);
    [q3, nfun] = step (f, ml, m, y(2), y(3), is, tol, nfun, args);
    [q4, nfun] = step (f, m, mr, y(3), y(4), is, tol, nfun, args);
    [q5, nfun] = step (f, mr, mrr, y(4), y(5), is, tol, nfun, args);
    [q6, nfun] = step (f, mrr, b, y(5), fb, is, tol, nfun, args);
    q = q1 + q2 + q3 + q4 + q5 + q6;
  end
end

## F(X): extra arguments stop before this (see the check at entry).
function r = call1 (f, x, args)
  r = f (x);
end
