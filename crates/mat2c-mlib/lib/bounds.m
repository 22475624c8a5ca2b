## -*- texinfo -*-
## @deftypefn  {} {[@var{s}, @var{l}] =} bounds (@var{x})
## @deftypefnx {} {[@var{s}, @var{l}] =} bounds (@var{x}, @var{dim})
## @deftypefnx {} {[@var{s}, @var{l}] =} bounds (@dots{}, "nanflag")
## The smallest and the largest element of @var{x} along dimension @var{dim}; NaN where a
## NaN is met with "includenan" (by default NaNs are left out).
## @end deftypefn
function [s, l] = bounds (x, dim, nanflag)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)))
    error ("bounds: X must be a numeric vector or matrix");
  end
  flag = "";
  need_dim = true;
  if (nargin == 2)
    if (ischar (dim))
      flag = dim;
    else
      need_dim = false;
    end
  elseif (nargin == 3)
    need_dim = isempty (dim);
    flag = nanflag;
  end
  if (need_dim)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ("bounds: DIM must be an integer and a valid dimension");
  end
  s = min (x, [], dim);
  l = max (x, [], dim);
  if (strcmp (flag, "includenan"))
    nans = any (isnan (x), dim);
    s(nans) = NaN;
    l(nans) = NaN;
  end
end
