## -*- texinfo -*-
## @deftypefn {} {} autoreg_matrix (@var{y}, @var{k})
## The design matrix of an autoregression of order @var{k} on vector @var{y}: a column of
## ones, then @var{y} delayed by 1..@var{k} samples (zeros before it starts).
## @end deftypefn
function X = autoreg_matrix (y, k)
  if (nargin != 2)
    print_usage ();
  end
  if (! isvector (y))
    error ("autoreg_matrix: Y must be a vector");
  end
  T = numel (y);
  y = reshape (y, T, 1);
  X = ones (T, k + 1);
  for lag = 1:k
    X(:, lag + 1) = [zeros(lag, 1); y(1:T-lag)];
  end
end
