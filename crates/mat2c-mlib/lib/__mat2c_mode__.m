## -*- texinfo -*-
## @deftypefn {} {[@var{m}, @var{f}, @var{c}] =} mode (@var{x}, @var{dim})
## The forms of mode with more than one output: along @var{dim} (default the first
## dimension longer than 1) the sorted values are split into runs of equal neighbours (each
## NaN its own run); @var{f} is the longest run's length, @var{c} a cell of the columns of
## values whose runs are that long (ascending), @var{m} the first of them, in x's class.
## Past the last dimension, x itself, ones and num2cell (x).
## @end deftypefn
function [m, f, c] = __mat2c_mode__ (x, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)))
    error ("mode: X must be a numeric vector or matrix");
  end
  nd = ndims (x);
  sz = size (x);
  if (nargin < 2)
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ("mode: DIM must be an integer and a valid dimension");
  end
  if (dim > nd)
    m = x;
    f = ones (size (x));
    c = num2cell (x);
    return;
  end
  sz2 = sz;
  sz2(dim) = 1;
  len = sz(dim);
  perm = [dim, 1:dim-1, dim+1:nd];
  xs = reshape (sort (permute (x, perm), 1), len, prod (sz2));
  f = zeros (sz2);
  c = cell (sz2);
  m = repmat (x(1:min (1, numel (x))), sz2);
  for i = 1:prod (sz2)
    v = xs(:, i);
    starts = find ([true; diff(v) != 0]);
    lens = diff ([starts; len + 1]);
    f(i) = max (lens);
    c{i} = v(starts(lens == f(i)));
    m(i) = c{i}(1);
  end
end
