## -*- texinfo -*-
## @deftypefn {} {@var{k} =} commutation_matrix (@var{m}, @var{n})
## The mn x mn permutation matrix K with K vec (A) = vec (A.') for every m x n matrix A
## (@var{n} defaults to @var{m}), as a full double matrix.
## @end deftypefn
function k = commutation_matrix (m, n)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isscalar (m) && m == fix (m) && m > 0))
    error ("commutation_matrix: M must be a positive integer");
  end
  if (nargin == 1)
    n = m;
  elseif (! (isscalar (n) && n == fix (n) && n > 0))
    error ("commutation_matrix: N must be a positive integer");
  end
  k = zeros (m * n, m * n);
  for i = 1:m
    for j = 1:n
      k((i - 1) * n + j, (j - 1) * m + i) = 1;
    end
  end
end
