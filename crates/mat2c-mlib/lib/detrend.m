## -*- texinfo -*-
## @deftypefn {} {} detrend (@var{x}, @var{p})
## @var{x} (a vector, or the columns of a matrix) less its least-squares polynomial fit of
## order @var{p}: 0 or "constant", 1 or "linear" (the default), or any order.
## @end deftypefn
function y = detrend (x, p)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    p = 1;
  end
  if (! isnumeric (x) || ndims (x) > 2)
    error ("detrend: X must be a numeric vector or matrix");
  end
  if (ischar (p) && strcmpi (p, "constant"))
    p = 0;
  elseif (ischar (p) && strcmpi (p, "linear"))
    p = 1;
  elseif (! isscalar (p) || p < 0 || p != fix (p))
    error ("detrend: P must be \"constant\", \"linear\", or a positive integer");
  end
  row = rows (x) == 1;
  if (row)
    x = x.';
  end
  n = rows (x);
  % The Vandermonde-like basis: column j is t.^(j-1), t = 1..n.
  basis = ((1:n).' * ones (1, p + 1)) .^ (ones (n, 1) * (0:p));
  y = x - basis * (basis \ x);
  if (row)
    y = y.';
  end
end
