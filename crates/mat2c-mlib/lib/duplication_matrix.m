## -*- texinfo -*-
## @deftypefn {} {@var{d} =} duplication_matrix (@var{n})
## The n^2 x n(n+1)/2 matrix D with D vech (A) = vec (A) for every symmetric n x n A.
## @end deftypefn
function d = duplication_matrix (n)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isscalar (n) && n > 0 && n == fix (n)))
    error ("duplication_matrix: N must be a positive integer");
  end
  d = zeros (n * n, n * (n + 1) / 2);
  base = 0;
  for j = 1:n
    d((j - 1) * n + j, base + j) = 1;
    for i = j + 1:n
      d((j - 1) * n + i, base + i) = 1;
      d((i - 1) * n + j, base + i) = 1;
    end
    base = base + n - j;
  end
end
