## -*- texinfo -*-
## @deftypefn  {} {} mad (@var{x})
## @deftypefnx {} {} mad (@var{x}, @var{opt})
## @deftypefnx {} {} mad (@var{x}, @var{opt}, @var{dim})
## The mean (@var{opt} 0, the default) or median (@var{opt} 1) absolute deviation of
## @var{x} from its mean or median along dimension @var{dim}.
## @end deftypefn
function retval = mad (x, opt, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)))
    error ("mad: X must be a numeric vector or matrix");
  end
  if (nargin < 2 || isempty (opt))
    opt = 0;
  elseif (! isscalar (opt) || (opt != 0 && opt != 1))
    error ("mad: OPT must be 0 or 1");
  end
  if (nargin < 3)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ("mad: DIM must be an integer and a valid dimension");
  end
  if (opt == 0)
    retval = mean (abs (x - mean (x, dim)), dim);
  else
    retval = median (abs (x - median (x, dim)), dim);
  end
end
