## -*- texinfo -*-
## @deftypefn {} {[@var{q}, @var{err}] =} __mat2c_integral2__ (@var{caller}, @var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb}, @var{abstol}, @var{reltol}, @var{vectorized})
## The double integral of F(x, y) behind integral2, quad2d and dblquad: adaptive
## Gauss-Kronrod quadrature over x of adaptive Gauss-Kronrod quadratures over y (YA and YB
## numbers or functions of x).
## @end deftypefn
function [q, err] = __mat2c_integral2__ (caller, f, xa, xb, ya, yb, abstol, reltol, vectorized)
  ## The inner integrals are a decade more accurate than the outer one.
  inner = @(x) inner_integrals (caller, f, x, ya, yb, abstol / 10, reltol / 10, vectorized);
  [q, err] = __mat2c_quadgk__ (caller, inner, double (xa), double (xb), abstol, reltol, [], 650, false);
end

## The integral over y of F(X(k), y) for every element of the row X.
function v = inner_integrals (caller, f, x, ya, yb, abstol, reltol, vectorized)
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
    if (vectorized)
      g = @(y) f (xk * ones (size (y)), y);
    else
      g = @(y) arrayfun (@(t) f (xk, t), y);
    end
    v(k) = __mat2c_quadgk__ (caller, g, double (lo), double (hi), abstol, reltol, [], 650, false);
  end
end
