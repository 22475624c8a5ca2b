## -*- texinfo -*-
## @deftypefn  {} {@var{b} =} unwrap (@var{x})
## @deftypefnx {} {@var{b} =} unwrap (@var{x}, @var{tol})
## @deftypefnx {} {@var{b} =} unwrap (@var{x}, @var{tol}, @var{dim})
## Removes the jumps of more than @var{tol} (default pi) between neighbours of phase
## @var{x} along @var{dim} (default the first non-singleton one) by adding multiples of
## 2 pi.
## @end deftypefn
function b = unwrap (x, tol, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (! isnumeric (x))
    error ("unwrap: X must be a numeric matrix or vector");
  end
  if (nargin < 2 || isempty (tol))
    tol = pi;
  end
  tol = abs (tol);
  sz = size (x);
  nd = numel (sz);
  if (nargin == 3)
    if (! (isscalar (dim) && dim == fix (dim)) || ! (1 <= dim && dim <= nd))
      error ("unwrap: DIM must be an integer and a valid dimension");
    end
  else
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  end
  m = sz(dim);
  if (m == 1)
    b = x;
    return;
  end
  % Work on columns: dimension DIM first, the others after it.
  order = [dim, 1:dim-1, dim+1:nd];
  cols = reshape (permute (x, order), m, []);
  % d(k) = x(k-1) - x(k), and 0 for the first element.
  d = cols([1, 1:m-1], :) - cols;
  period = 2 * pi;
  jumps = round (abs (d) ./ period) .* period .* ((d > tol) - (d < -tol));
  cols = cols + cumsum (jumps, 1);
  b = ipermute (reshape (cols, sz(order)), order);
end
