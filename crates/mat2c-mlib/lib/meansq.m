## -*- texinfo -*-
## @deftypefn  {} {} meansq (@var{x})
## @deftypefnx {} {} meansq (@var{x}, @var{dim})
## The mean of the squares of the elements of @var{x} along dimension @var{dim} (by default
## the first non-singleton one).
## @end deftypefn
function y = meansq (x, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)))
    error ("mean: X must be a numeric vector or matrix");
  end
  if (nargin < 2)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ("mean: DIM must be an integer and a valid dimension");
  end
  y = sumsq (x, dim) / size (x, dim);
end
