## -*- texinfo -*-
## @deftypefn  {} {} pascal (@var{n})
## @deftypefnx {} {} pascal (@var{n}, @var{t})
## The Pascal matrix of order @var{n} (t = 0), its lower triangular Cholesky factor
## (t = -1), that factor with alternating column signs (t = 1) or the latter rotated
## (t = 2).
## @end deftypefn
function P = pascal (n, t)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin == 1)
    t = 0;
  end
  if (! (isscalar (n) && isscalar (t)))
    error ("pascal: N and T must be scalars");
  elseif (! any (t == [-1, 0, 1, 2]))
    error ("pascal: T must be -1, 0, 1, or 2, found %d", t);
  end
  ## Lower triangular factor: L(i,j) = (-1)^(j-1) nchoosek (i-1, j-1).
  L = zeros (n, n);
  if (n > 0)
    L(:, 1) = 1;
  end
  for i = 2:n
    L(i, 2:i) = L(i - 1, 2:i) - L(i - 1, 1:i - 1);
  end
  if (t == 0)
    P = L * L';
  elseif (t == -1)
    P = abs (L);
  elseif (t == 1)
    P = L;
  else
    P = rot90 (L, 3);
    if (mod (n, 2) == 0)
      P = -P;
    end
  end
end
