## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} shift (@var{x}, @var{b})
## @deftypefnx {} {@var{y} =} shift (@var{x}, @var{b}, @var{dim})
## @var{x} shifted circularly by @var{b} elements along @var{dim} (the first non-singleton
## dimension by default).
## @end deftypefn
function y = shift (x, b, dim)
  if (nargin < 2 || nargin > 3)
    print_usage ();
  end
  if (! (isscalar (b) && b == fix (b)))
    error ("shift: B must be an integer");
  end
  if (nargin == 3 && ! (isscalar (dim) && dim == fix (dim) && dim >= 1 && dim <= ndims (x)))
    error ("shift: DIM must be an integer and a valid dimension");
  end
  if (isempty (x))
    error ("shift: X must not be empty");
  end
  if (nargin == 3)
    y = circshift (x, b, dim);
  else
    y = circshift (x, b);
  end
end
