## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} isdefinite (@var{A}, @var{tol})
## True when @var{A} is Hermitian within @var{tol} and @var{A} - @var{tol} I has a
## Cholesky factor (positive definite). The default @var{tol} is
## 100 eps norm (A, "fro") in A's precision; integer matrices are taken as doubles;
## anything not numeric is false.
## @end deftypefn
function tf = isdefinite (A, tol)
  if (nargin < 1)
    print_usage ();
  end
  tf = false;
  if (! isnumeric (A))
    return;
  end
  if (! isfloat (A))
    A = double (A);
  end
  if (nargin == 1)
    tol = 100 * eps (class (A)) * norm (A, "fro");
  elseif (! (isnumeric (tol) && isscalar (tol) && tol >= 0))
    error ("isdefinite: TOL must be a scalar >= 0");
  end
  if (ishermitian (A, tol))
    [~, p] = chol (A - tol * eye (rows (A)));
    tf = (p == 0);
  end
end
