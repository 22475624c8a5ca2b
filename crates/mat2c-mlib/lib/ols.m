## -*- texinfo -*-
## @deftypefn {} {[@var{beta}, @var{sigma}, @var{r}] =} ols (@var{y}, @var{x})
## Ordinary least squares for y = x beta + e: beta from the Cholesky factor of x'x (the
## pseudo-inverse of x when x'x is not positive definite), the residuals r = y - x beta and
## the residual covariance r'r / (rows - rank (x'x)), each computed only when asked for.
## @end deftypefn
function [beta, sigma, r] = ols (y, x)
  if (nargin != 2)
    print_usage ();
  end
  if (! (isnumeric (x) && isnumeric (y)))
    error ("ols: X and Y must be numeric matrices or vectors");
  end
  if (ndims (x) != 2 || ndims (y) != 2)
    error ("ols: X and Y must be 2-D matrices or vectors");
  end
  if (rows (x) != rows (y))
    error ("ols: number of rows of X and Y must be equal");
  end
  if (isinteger (x))
    x = double (x);
  end
  if (isinteger (y))
    y = double (y);
  end
  z = x' * x;
  [u, p] = chol (z);
  if (p)
    beta = pinv (x) * y;
  else
    beta = u \ (u' \ (x' * y));
  end
  if (isargout (2) || isargout (3))
    r = y - x * beta;
  end
  if (isargout (2))
    if (p == 0)
      k = columns (z);
    else
      k = rank (z);
    end
    sigma = r' * r / (rows (x) - k);
  end
end
