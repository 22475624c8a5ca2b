## -*- texinfo -*-
## @deftypefn  {} {@var{q} =} integral3 (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb}, @var{za}, @var{zb})
## @deftypefnx {} {@var{q} =} integral3 (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb}, @var{za}, @var{zb}, @var{prop}, @var{val}, @dots{})
## Numerically evaluate the triple integral of @var{f}(x, y, z) (limits of y numbers or
## functions of x, of z numbers or functions of x and y) as iterated adaptive
## Gauss-Kronrod quadratures.
## @end deftypefn
function q = integral3 (f, xa, xb, ya, yb, za, zb, varargin)
  nv = numel (varargin);
  if (nargin < 7 || mod (nv, 2) != 0)
    print_usage ();
  end
  abstol = 1e-10;
  reltol = 1e-6;
  vectorized = true;
  for k = 1:2:nv
    name = varargin{k};
    if (! ischar (name))
      error ("integral3: property PROP must be a string");
    end
    switch (lower (name))
      case "abstol"
        abstol = varargin{k + 1};
      case "reltol"
        reltol = varargin{k + 1};
      case "method"
        ## "tiled", "iterated" and "auto" all integrate iteratively here.
      case "vectorized"
        vectorized = varargin{k + 1};
      otherwise
        error ("integral3: unknown property '%s'", name);
    end
  end
  issingle = isa (xa, "single") || isa (xb, "single") || isa (ya, "single") ...
             || isa (yb, "single") || isa (za, "single") || isa (zb, "single");
  inner = @(x) planes (f, x, ya, yb, za, zb, abstol / 10, reltol / 10, vectorized);
  q = __mat2c_quadgk__ ("integral3", inner, double (xa), double (xb), abstol, reltol, [], 650, false);
  if (issingle)
    q = single (q);
  end
end

## The double integral over (y, z) of F(X(k), y, z) for every element of the row X.
function v = planes (f, x, ya, yb, za, zb, abstol, reltol, vectorized)
  v = zeros (size (x));
  for k = 1:numel (x)
    xk = x(k);
    lo = ya;
    if (is_function_handle (ya))
      lo = ya (xk);
    end
    hi = yb;
    if (is_function_handle (yb))
      hi = yb (xk);
    end
    ## "+ 0": on the path where ZA is a number its value must not count as a handle of x
    ## and y for the calls inside __mat2c_integral2__.
    if (is_function_handle (za))
      zlo = @(y) za (xk, y);
    else
      zlo = za + 0;
    end
    if (is_function_handle (zb))
      zhi = @(y) zb (xk, y);
    else
      zhi = zb + 0;
    end
    if (vectorized)
      g = @(y, z) f (xk * ones (size (y)), y, z);
    else
      g = @(y, z) arrayfun (@(s, t) f (xk, s, t), y, z);
    end
    v(k) = __mat2c_integral2__ ("integral3", g, lo, hi, zlo, zhi, abstol, reltol, true);
  end
end
