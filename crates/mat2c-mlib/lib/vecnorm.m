## -*- texinfo -*-
## @deftypefn {} {@var{n} =} vecnorm (@var{A}, @var{p}, @var{dim})
## The @var{p}-norm (default 2) of each vector of @var{A} along @var{dim} (default the
## first dimension longer than 1): sums of magnitudes for p = 1, sqrt of sumsq for 2, the
## largest magnitude for Inf, otherwise the p-th root of the sum of p-th powers (of squares
## raised to p/2 for an even p, as Octave).
## @end deftypefn
function n = vecnorm (A, p, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    p = 2;
  end
  if (! isnumeric (A))
    error ("vecnorm: A must be numeric");
  end
  if (! (isscalar (p) && isreal (p) && p > 0))
    error ("vecnorm: P must be positive real scalar or Inf");
  end
  if (nargin < 3)
    dim = find (size (A) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && isindex (dim)))
    error ("vecnorm: DIM must be a positive integer");
  end
  if (p == 1)
    n = sum (abs (A), dim);
  elseif (p == 2)
    n = sqrt (sumsq (A, dim));
  elseif (p == Inf)
    n = max (abs (A), [], dim);
  elseif (rem (p, 2) == 0)
    if (iscomplex (A))
      sq = real (A).^2 + imag (A).^2;
    else
      sq = A.^2;
    end
    n = sum (sq .^ (p / 2), dim) .^ (1 / p);
  else
    n = sum (abs (A) .^ p, dim) .^ (1 / p);
  end
end
