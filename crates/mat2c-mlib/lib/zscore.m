## -*- texinfo -*-
## @deftypefn  {} {@var{z} =} zscore (@var{x})
## @deftypefnx {} {@var{z} =} zscore (@var{x}, @var{opt})
## @deftypefnx {} {@var{z} =} zscore (@var{x}, @var{opt}, @var{dim})
## @deftypefnx {} {[@var{z}, @var{mu}, @var{sigma}] =} zscore (@dots{})
## @var{x} less its mean @var{mu}, divided by its standard deviation @var{sigma} (normalized
## as by std's @var{opt}; a zero deviation divides by 1) along dimension @var{dim}.
## @end deftypefn
function [z, mu, sigma] = zscore (x, opt, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)))
    error ("zscore: X must be a numeric vector or matrix");
  end
  if (nargin < 2 || isempty (opt))
    opt = 0;
  elseif (! isscalar (opt) || (opt != 0 && opt != 1))
    error ("zscore: normalization OPT must be empty, 0, or 1");
  end
  if (nargin < 3)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim)) || ! (1 <= dim && dim <= ndims (x)))
    error ("zscore: DIM must be an integer and a valid dimension");
  end
  if (size (x, dim) == 0)
    z = x;
  else
    if (isinteger (x))
      x = double (x);
    end
    mu = mean (x, dim);
    sigma = std (x, opt, dim);
    s = sigma;
    s(s == 0) = 1;
    z = (x - mu) ./ s;
  end
end
