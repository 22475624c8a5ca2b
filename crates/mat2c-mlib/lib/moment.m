## -*- texinfo -*-
## @deftypefn  {} {} moment (@var{x}, @var{p})
## @deftypefnx {} {} moment (@var{x}, @var{p}, @var{type})
## @deftypefnx {} {} moment (@var{x}, @var{p}, @var{dim})
## @deftypefnx {} {} moment (@var{x}, @var{p}, @var{type}, @var{dim})
## @deftypefnx {} {} moment (@var{x}, @var{p}, @var{dim}, @var{type})
## The @var{p}-th central moment of @var{x} along dimension @var{dim}; @var{type} "r" for
## the raw moment, "a" for the absolute one, "ar" for both.
## @end deftypefn
function m = moment (x, p, opt1, opt2)
  if (nargin < 2)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)) || isempty (x))
    error ("moment: X must be a non-empty numeric matrix or vector");
  end
  if (! (isnumeric (p) && isscalar (p)))
    error ("moment: P must be a numeric scalar");
  end
  need_dim = false;
  type = "";
  if (nargin == 2)
    need_dim = true;
  elseif (nargin == 3)
    if (ischar (opt1))
      type = opt1;
      need_dim = true;
    else
      dim = opt1;
    end
  else
    if (ischar (opt1))
      type = opt1;
      dim = opt2;
    elseif (ischar (opt2))
      type = opt2;
      dim = opt1;
    else
      error ("moment: TYPE must be a string");
    end
  end
  if (need_dim)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ("moment: DIM must be an integer and a valid dimension");
  end
  n = size (x, dim);
  if (! any (type == "r"))
    x = center (x, dim);
  end
  if (any (type == "a"))
    x = abs (x);
  end
  m = sum (x .^ p, dim) / n;
end
