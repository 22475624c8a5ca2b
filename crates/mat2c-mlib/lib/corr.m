## -*- texinfo -*-
## @deftypefn  {} {} corr (@var{x})
## @deftypefnx {} {} corr (@var{x}, @var{y})
## The correlation coefficients of the columns of @var{x}, or between those of @var{x} and
## @var{y}: the covariance divided by the standard deviations.
## @end deftypefn
function retval = corr (x, y)
  if (nargin < 1)
    print_usage ();
  end
  if (isscalar (x))
    if (isa (x, "single"))
      retval = single (1);
    else
      retval = 1;
    end
    return;
  end
  if (nargin == 2)
    c = cov (x, y);
    s = std (x)' * std (y);
    retval = c ./ s;
  else
    c = cov (x);
    s = sqrt (diag (c));
    retval = c ./ (s * s');
  end
end
