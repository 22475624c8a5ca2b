## -*- texinfo -*-
## @deftypefn {} {} wilkinson (@var{n})
## Wilkinson's eigenvalue test matrix of order @var{n}: symmetric tridiagonal, ones beside
## the diagonal and |k - (@var{n}+1)/2| on it.
## @end deftypefn
function W = wilkinson (n)
  if (nargin != 1)
    print_usage ();
  end
  if (! (isscalar (n) && n >= 0 && n == fix (n)))
    error ("wilkinson: N must be a non-negative integer");
  end
  off = ones (n - 1, 1);
  W = diag (abs ((1:n) - (n + 1) / 2)) + diag (off, 1) + diag (off, -1);
end
