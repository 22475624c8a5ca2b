## -*- texinfo -*-
## @deftypefn {} {@var{ang} =} subspace (@var{A}, @var{B})
## The angle between the column spaces of @var{A} and @var{B}: from orthonormal bases,
## acos of the smallest singular value of their product, or, when that cosine is above
## sqrt (1/2) (a small angle), asin of the largest singular value of the residual of the
## smaller basis projected on the other.
## @end deftypefn
function ang = subspace (A, B)
  if (nargin != 2)
    print_usage ();
  elseif (ndims (A) != 2 || ndims (B) != 2)
    error ("subspace: A and B must be 2-dimensional arrays");
  elseif (rows (A) != rows (B))
    error ("subspace: column dimensions of A and B must match");
  end
  QA = orth (A);
  QB = orth (B);
  C = QA' * QB;
  cmin = min (svd (C));
  if (cmin^2 <= 1/2)
    ang = acos (cmin);
    return;
  end
  if (columns (QA) >= columns (QB))
    resid = QB - QA * C;
  else
    resid = QA - QB * C';
  end
  ang = asin (min (max (svd (resid)), 1));
end
