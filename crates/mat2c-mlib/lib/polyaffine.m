## -*- texinfo -*-
## @deftypefn {} {@var{g} =} polyaffine (@var{f}, @var{mu})
## The coefficients (a row) of g(x) = f((x - mu(1)) / mu(2)): a scaling by powers of
## mu(2), then a shift through the product with the Toeplitz matrix of powers of -mu(1)
## and the signed Pascal matrix, on the reversed coefficients.
## @end deftypefn
function g = polyaffine (f, mu)
  if (nargin != 2)
    print_usage ();
  end
  if (! isvector (f))
    error ("polyaffine: F must be a vector");
  end
  if (! isvector (mu) || length (mu) != 2)
    error ("polyaffine: MU must be a two-element vector");
  end
  n = length (f);
  if (rows (f) > 1)
    f = f.';
  end
  g = f;
  if (mu(2) != 1)
    g = g ./ (mu(2) .^ (n-1:-1:0));
  end
  if (mu(1) != 0)
    w = (-mu(1)) .^ (0:n-1);
    rev = n:-1:1;
    g = g(rev) * (toeplitz (w) .* pascal (n, -1));
    g = g(rev);
  end
end
