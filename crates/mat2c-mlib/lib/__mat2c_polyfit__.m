## -*- texinfo -*-
## @deftypefn  {} {[@var{p}, @var{S}] =} polyfit (@var{x}, @var{y}, @var{n})
## @deftypefnx {} {[@var{p}, @var{S}, @var{mu}] =} polyfit (@var{x}, @var{y}, @var{n})
## The forms of builtin polyfit with the structure @var{S} (fields yf, X, C, R, df, normr)
## or the centering @var{mu} = [mean(x), std(x)], and a logical mask @var{n}: the least
## squares fit by the column-pivoted economy QR of the Vandermonde columns, as Octave's.
## @end deftypefn
function [p, S, mu] = __mat2c_polyfit__ (x, y, n)
  if (nargin != 3)
    print_usage ();
  end
  yrow = isrow (y);
  x = x(:);
  y = y(:);
  npts = numel (x);
  if (npts != numel (y))
    error ("polyfit: X and Y must have the same number of points");
  end
  if (nargout > 2)
    mu = [mean(x), std(x)];
    x = (x - mu(1)) / mu(2);
  end
  ## keep: the powers fitted (a logical mask n, or all of 0..n); m + 1 of them
  if (islogical (n))
    keep = n(:).';
    n = numel (keep) - 1;
    m = sum (keep) - 1;
    padded = true;
  else
    if (! (isscalar (n) && n >= 0 && ! isinf (n) && n == fix (n)))
      error ("polyfit: N must be a non-negative integer");
    end
    keep = true (1, n + 1);
    m = n;
    padded = false;
  end
  if (m >= npts)
    warning ("polyfit: degree of polynomial N is >= number of data points; solution is not unique");
    m = npts;
    padded = true;
    ## only the m lowest powers stay
    on = find (keep);
    on((end - m + 1):end) = [];
    keep(on) = false;
  end
  V = vander (x, n + 1);
  A = V(:, keep);
  [q, r, k] = qr (A, 0);
  p = r \ (q' * y);
  p(k) = p;
  if (nargout > 1)
    yf = A * p;
    if (yrow)
      S.yf = yf.';
    else
      S.yf = yf;
    end
    S.X = V;
    ## the covariance factor: (r'r)^-1 by Cholesky; NaN when A is rank deficient
    try
      C = cholinv (r.' * r);
      C = C(k, k);
    catch
      C = NaN (m, m);
    end
    if (padded)
      S.X(:, ! keep) = 0;
      S.R = zeros (rows (r), n + 1);
      S.R(:, keep) = r;
      S.C = zeros (rows (C), n + 1);
      S.C(:, keep) = C;
    else
      S.R = r;
      S.C = C;
    end
    S.df = max (0, npts - m - 1);
    S.normr = norm (yf - y);
  end
  if (padded)
    fitted = p;
    p = zeros (n + 1, 1);
    p(keep) = fitted;
  end
  p = p.';
end
