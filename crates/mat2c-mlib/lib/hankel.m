## -*- texinfo -*-
## @deftypefn  {} {} hankel (@var{c})
## @deftypefnx {} {} hankel (@var{c}, @var{r})
## The Hankel matrix with first column @var{c} and last row @var{r} (zeros below the
## anti-diagonal without @var{r}).
## @end deftypefn
function H = hankel (c, r)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin == 1)
    if (! isvector (c))
      error ("hankel: C must be a vector");
    end
    r = zeros (size (c), class (c));
  elseif (! (isvector (c) && isvector (r)))
    error ("hankel: C and R must be vectors");
  elseif (r(1) != c(end))
    warning ("hankel: column wins anti-diagonal conflict");
  end
  m = numel (c);
  n = numel (r);
  ## All anti-diagonals in order: c, then r past its first element.
  v = [c(:); r(2:end)(:)];
  H = zeros (m, n, class (v));
  for j = 1:n
    H(:, j) = v(j:j + m - 1);
  end
end
