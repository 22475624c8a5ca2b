## -*- texinfo -*-
## @deftypefn  {} {@var{x} =} fminbnd (@var{fun}, @var{a}, @var{b})
## @deftypefnx {} {@var{x} =} fminbnd (@var{fun}, @var{a}, @var{b}, @var{options})
## @deftypefnx {} {[@var{x}, @var{fval}, @var{info}, @var{output}] =} fminbnd (@dots{})
## Find a minimum point of a univariate function on [@var{a}, @var{b}] by Brent's method
## (golden section search with parabolic interpolation).
## @end deftypefn
function [x, fval, info, output] = fminbnd (fun, a, b, options = struct ())
  if (nargin < 3)
    print_usage ();
  end
  if (a > b)
    error ("Octave:invalid-input-arg", "fminbnd: the lower bound cannot be greater than the upper one");
  end
  if (ischar (fun))
    error ("fminbnd: mat2c: FUN given by name is not supported (it needs str2func of a run-time string)");
  end
  tolx = optimget (options, "TolX", 1e-4);
  maxiter = optimget (options, "MaxIter", 500);
  maxfev = optimget (options, "MaxFunEvals", 500);
  info = 1;
  c = (3 - sqrt (5)) / 2;
  x = a + c * (b - a);
  v = x;
  w = x;
  d = 0;
  e = 0;
  fx = fun (x);
  fv = fx;
  fw = fx;
  nfev = 1;
  niter = 0;
  while (true)
    m = 0.5 * (a + b);
    tol = sqrt (eps) * abs (x) + tolx / 3;
    t2 = 2 * tol;
    if (abs (x - m) <= t2 - 0.5 * (b - a))
      break;
    end
    if (niter >= maxiter || nfev >= maxfev)
      info = 0;
      break;
    end
    niter = niter + 1;
    golden = true;
    if (abs (e) > tol)
      ## A parabola through (v, fv), (w, fw) and (x, fx).
      r = (x - w) * (fx - fv);
      q = (x - v) * (fx - fw);
      p = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      if (q > 0)
        p = -p;
      else
        q = -q;
      end
      r = e;
      e = d;
      if (abs (p) < abs (0.5 * q * r) && p > q * (a - x) && p < q * (b - x))
        d = p / q;
        u = x + d;
        if ((u - a) < t2 || (b - u) < t2)
          d = tol;
          if (x >= m)
            d = -tol;
          end
        end
        golden = false;
      end
    end
    if (golden)
      if (x < m)
        e = b - x;
      else
        e = a - x;
      end
      d = c * e;
    end
    if (abs (d) >= tol)
      u = x + d;
    elseif (d > 0)
      u = x + tol;
    else
      u = x - tol;
    end
    fu = fun (u);
    nfev = nfev + 1;
    if (fu < fx)
      if (u < x)
        b = x;
      else
        a = x;
      end
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    else
      if (u < x)
        a = u;
      else
        b = u;
      end
      if (fu <= fw || w == x)
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      elseif (fu <= fv || v == x || v == w)
        v = u;
        fv = fu;
      end
    end
  end
  fval = fx;
  output.iterations = niter;
  output.funcCount = nfev;
  output.algorithm = "golden section search, parabolic interpolation";
  output.bracket = [a, b];
end
