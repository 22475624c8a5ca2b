## -*- texinfo -*-
## @deftypefn  {} {} vander (@var{c})
## @deftypefnx {} {} vander (@var{c}, @var{n})
## The Vandermonde matrix of the vector @var{c}: column j holds c .^ (n - j).
## @end deftypefn
function V = vander (c, n)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (! isvector (c))
    error ("vander: polynomial C must be a vector");
  end
  if (nargin == 1)
    n = numel (c);
  end
  V = zeros (numel (c), n, class (c));
  c = c(:);
  if (n > 0)
    V(:, n) = 1;
  end
  for j = n - 1:-1:1
    V(:, j) = c .* V(:, j + 1);
  end
end
