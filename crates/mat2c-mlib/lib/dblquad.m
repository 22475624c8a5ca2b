## -*- texinfo -*-
## @deftypefn  {} {} dblquad (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb})
## @deftypefnx {} {} dblquad (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb}, @var{tol})
## @deftypefnx {} {} dblquad (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb}, @var{tol}, @var{quadf})
## @deftypefnx {} {} dblquad (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb}, @var{tol}, @var{quadf}, @dots{})
## Numerically evaluate the double integral of @var{f}(x, y) (vectorized in x) over the
## rectangle [@var{xa}, @var{xb}] x [@var{ya}, @var{yb}] to the absolute tolerance
## @var{tol} (1e-6).  Every QUADF gives the integral to that tolerance; this one uses
## iterated adaptive Gauss-Kronrod quadratures.
## @end deftypefn
function q = dblquad (f, xa, xb, ya, yb, tol = 1e-6, quadf = [], varargin)
  if (nargin < 5)
    print_usage ();
  end
  if (numel (varargin) > 0)
    error ("dblquad: mat2c: extra arguments for F are not supported");
  end
  if (isempty (tol))
    tol = 1e-6;
  end
  ## The integral over x for each y, integrated over y.
  g = @(y, x) f (x, y);
  q = __mat2c_integral2__ ("dblquad", g, ya, yb, xa, xb, tol, 0, true);
end
