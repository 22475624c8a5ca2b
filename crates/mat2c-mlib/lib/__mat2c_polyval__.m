## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} polyval (@var{p}, @var{x}, @var{S}, @var{mu})
## @deftypefnx {} {[@var{y}, @var{dy}] =} polyval (@var{p}, @var{x}, @var{S})
## The forms of builtin polyval with polyfit's structure @var{S} (the error bound @var{dy})
## or its centering @var{mu}: Horner's rule on (x - mu(1)) / mu(2), as Octave's.
## @end deftypefn
function [y, dy] = __mat2c_polyval__ (p, x, S, mu)
  if (nargin < 2 || nargin > 4 || (nargout == 2 && nargin < 3))
    print_usage ();
  end
  if (nargin < 3)
    S = [];
  end
  if (nargin < 4)
    mu = [0, 1];  # not used: only a fourth input centers x
  end
  if (! isfloat (p) || (! isvector (p) && ! isempty (p)))
    error ("polyval: P must be a numeric floating point vector");
  end
  if (! isfloat (x))
    error ("polyval: X must be numeric floating point");
  end
  if (nargout > 1)
    if (isempty (S))
      error ("polyval: S input is required for DY output argument");
    elseif (! isstruct (S))
      error ("polyval: S input must be a structure");
    elseif (! (isfield (S, "R") && isfield (S, "normr") && isfield (S, "df")))
      error ("polyval: S input is missing required fields");
    end
  end
  if (nargin == 4 && (! isfloat (mu) || numel (mu) < 2))
    error ("polyval: MU must be numeric floating point with 2 values");
  end
  if (isempty (p) || isempty (x))
    if (isa (p, "single") || isa (x, "single"))
      y = zeros (size (x), "single");
    else
      y = zeros (size (x));
    end
    return;
  end
  if (nargin == 4)
    x = (x - mu(1)) / mu(2);
  end
  n = numel (p) - 1;
  y = p(1) * ones (size (x), class (x));
  for i = 2:n + 1
    y = y .* x + p(i);
  end
  if (nargout > 1)
    ## the standard error of a prediction, from the fit's R, normr and df
    k = numel (x);
    P = (x(:) * ones (1, n + 1)) .^ (ones (k, 1) * (n:-1:0));
    dy = sqrt (1 + sumsq (P / S.R, 2)) * S.normr / sqrt (S.df);
    dy = reshape (dy, size (x));
  end
end
