## -*- texinfo -*-
## @deftypefn {} {} invhilb (@var{n})
## The inverse of the Hilbert matrix of order @var{n}, from its closed form in binomial
## coefficients (exact integers while they fit in a double).
## @end deftypefn
function H = invhilb (n)
  if (nargin != 1)
    print_usage ();
  end
  if (! isscalar (n))
    error ("invhilb: N must be a scalar integer");
  end
  ## B(a+1, b+1) = nchoosek (a, b) for 0 <= b <= a < 2n, built by Pascal's rule.
  B = zeros (2 * n, 2 * n);
  B(:, 1) = 1;
  for a = 2:2 * n
    B(a, 2:a) = B(a - 1, 1:a - 1) + B(a - 1, 2:a);
  end
  H = zeros (n, n);
  for i = 1:n
    for j = 1:n
      ## (-1)^(i+j) (i+j-1) C(n+i-1, n-j) C(n+j-1, n-i) C(i+j-2, i-1)^2
      H(i, j) = (-1) ^ (i + j) * (i + j - 1) * B(n + i, n - j + 1) ...
                * B(n + j, n - i + 1) * B(i + j - 1, i) ^ 2;
    end
  end
end
