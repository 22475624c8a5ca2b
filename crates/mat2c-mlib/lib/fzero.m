## -*- texinfo -*-
## @deftypefn  {} {} fzero (@var{fun}, @var{x0})
## @deftypefnx {} {} fzero (@var{fun}, @var{x0}, @var{options})
## @deftypefnx {} {[@var{x}, @var{fval}, @var{info}, @var{output}] =} fzero (@dots{})
## Find a zero of a univariate function: from a bracket @var{x0} = [a, b] where @var{fun}
## changes sign, or from a point, around which such a bracket is searched first.  The
## bracket shrinks by Brent's method (bisection, secant and inverse quadratic steps).
## @end deftypefn
function [x, fval, info, output] = fzero (fun, x0, options = struct ())
  if (nargin < 2)
    print_usage ();
  end
  if (ischar (fun))
    error ("fzero: mat2c: FUN given by name is not supported (it needs str2func of a run-time string)");
  end
  tolx = optimget (options, "TolX", eps);
  maxiter = optimget (options, "MaxIter", Inf);
  maxfev = optimget (options, "MaxFunEvals", Inf);
  nfev = 0;
  niter = 0;
  info = 1;
  a = x0(1);
  fa = fun (a);
  nfev = 1;
  if (numel (x0) > 1)
    b = x0(2);
    fb = fun (b);
    nfev = 2;
  else
    ## Look for a sign change at growing distances on either side of X0.
    b = a;
    fb = fa;
    scale = abs (a);
    if (scale == 0)
      scale = 1;
    end
    steps = [-0.01, 0.025, -0.05, 0.1, -0.25, 0.5, -1, 2.5, -5, 10, -50, 100, -500, 1000];
    for s = steps
      if (sign (fa) * sign (fb) <= 0)
        break;
      end
      b = a + s * scale;
      fb = fun (b);
      nfev = nfev + 1;
    end
  end
  if (sign (fa) * sign (fb) > 0)
    error ("fzero: not a valid initial bracketing");
  end
  if (fa == 0)
    b = a;
    fb = fa;
  end
  c = a;
  fc = fa;
  d = b - a;
  e = d;
  while (fb != 0)
    if (sign (fb) == sign (fc))
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    end
    if (abs (fc) < abs (fb))
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    end
    tol = 2 * eps * abs (b) + 0.5 * tolx;
    m = 0.5 * (c - b);
    if (abs (m) <= tol)
      break;
    end
    if (niter >= maxiter || nfev >= maxfev)
      info = 0;
      break;
    end
    niter = niter + 1;
    if (abs (e) < tol || abs (fa) <= abs (fb))
      d = m;
      e = m;
    else
      s = fb / fa;
      if (a == c)
        p = 2 * m * s;
        q = 1 - s;
      else
        q = fa / fc;
        r = fb / fc;
        p = s * (2 * m * q * (q - r) - (b - a) * (r - 1));
        q = (q - 1) * (r - 1) * (s - 1);
      end
      if (p > 0)
        q = -q;
      else
        p = -p;
      end
      if (2 * p < 3 * m * q - abs (tol * q) && p < abs (0.5 * e * q))
        e = d;
        d = p / q;
      else
        d = m;
        e = m;
      end
    end
    a = b;
    fa = fb;
    if (abs (d) > tol)
      b = b + d;
    elseif (m > 0)
      b = b + tol;
    else
      b = b - tol;
    end
    fb = fun (b);
    nfev = nfev + 1;
  end
  x = b;
  fval = fb;
  output.iterations = niter;
  output.funcCount = nfev;
  output.algorithm = "bisection, interpolation";
  output.bracketx = sort ([b, c]);
  if (fb == 0)
    output.bracketx = [b, b];
  end
  output.brackety = [fun(output.bracketx(1)), fun(output.bracketx(2))];
end
