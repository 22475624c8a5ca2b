## -*- texinfo -*-
## @deftypefn  {} {} cov (@var{x})
## @deftypefnx {} {} cov (@var{x}, @var{opt})
## @deftypefnx {} {} cov (@var{x}, @var{y})
## @deftypefnx {} {} cov (@var{x}, @var{y}, @var{opt})
## The covariance matrix of the columns of @var{x} (a vector is one variable), or between
## those of @var{x} and @var{y}; normalized by N-1 (@var{opt} 0) or N (@var{opt} 1).
## @end deftypefn
function c = cov (x, y, opt)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    y = [];
  end
  if (nargin < 3)
    opt = 0;
  end
  if (! (isnumeric (x) || islogical (x)) || ! (isnumeric (y) || islogical (y)))
    error ("cov: X and Y must be numeric matrices or vectors");
  end
  if (ndims (x) != 2 || ndims (y) != 2)
    error ("cov: X and Y must be 2-D matrices or vectors");
  end
  if (nargin == 2 && isscalar (y))
    opt = y;
  end
  if (opt != 0 && opt != 1)
    error ("cov: normalization OPT must be 0 or 1");
  end
  if (isscalar (x))
    if (isa (x, "single"))
      c = single (0);
    else
      c = 0;
    end
    return;
  end
  if (isrow (x))
    x = x.';
  end
  n = rows (x);
  if (nargin == 1 || isscalar (y))
    x = center (x, 1);
    c = x' * x / (n - 1 + opt);
  else
    if (isrow (y))
      y = y.';
    end
    if (rows (y) != n)
      error ("cov: X and Y must have the same number of observations");
    end
    x = center (x, 1);
    y = center (y, 1);
    c = x' * y / (n - 1 + opt);
  end
end
