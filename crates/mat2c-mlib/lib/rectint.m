## -*- texinfo -*-
## @deftypefn {} {@var{area} =} rectint (@var{a}, @var{b})
## The area (volume, in more dimensions) of the intersection of every rectangle (row) of
## @var{a} with every one of @var{b}; a row is [start, size], half each.
## @end deftypefn
function dists = rectint (a, b)
  if (nargin != 2)
    print_usage ();
  elseif (columns (a) != columns (b))
    error ("rectint: A and B must have same number of columns");
  elseif (ndims (a) > 2)
    error ("rectint: A and B must be 2-d arrays");
  elseif (mod (columns (a), 2))
    error ("rectint: number of columns of A and B must be a multiple of two");
  end
  nd = columns (a) / 2;
  dists = ones (rows (a), rows (b));
  for d = 1:nd
    ## The overlap of the two intervals along dimension d, for every pair.
    lo = max (a(:, d), b(:, d).');
    hi = min (a(:, d) + a(:, nd + d), (b(:, d) + b(:, nd + d)).');
    w = hi - lo;
    w(w < 0) = 0;
    dists = dists .* w;
  end
end
