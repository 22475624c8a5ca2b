## -*- texinfo -*-
## @deftypefn {} {@var{r} =} expm (@var{A})
## The matrix exponential of the square matrix @var{A}: Ward's method (a shift by the
## mean of the diagonal, balancing, scaling by a power of 2, the (8, 8) Pade approximant,
## then repeated squaring), as Octave computes it.
## @end deftypefn
function r = expm (A)
  if (nargin != 1)
    print_usage ();
  end
  if (! isnumeric (A) || ! issquare (A))
    error ("expm: A must be a square matrix");
  end
  if (isempty (A))
    r = A;
    return;
  end
  if (isscalar (A))
    r = exp (A);
    return;
  end
  if (isdiag (A))
    r = diag (exp (diag (A)));
    return;
  end
  n = rows (A);
  I = eye (n);
  A(A == -Inf) = -realmax ();
  % shift by the mean eigenvalue when that is positive
  mu = trace (A) / n;
  if (mu > 0)
    A = A - mu * I;
  end
  [dscale, perm, B] = balance (A);
  sq = min (max (0, frexp_exponent (norm (B, "inf"))), 1023);
  B = B * 2^(-sq);
  % coefficients of the (8, 8) Pade approximant of exp, c(k) for B^k
  c = [5.0000000000000000e-1, 1.1666666666666667e-1, 1.6666666666666667e-2, ...
       1.6025641025641026e-3, 1.0683760683760684e-4, 4.8562548562548563e-6, ...
       1.3875013875013875e-7, 1.9270852604185938e-9];
  B2 = B^2;
  ev = (((c(8) * B2 + c(6) * I) * B2 + c(4) * I) * B2 + c(2) * I) * B2 + I;
  od = (((c(7) * B2 + c(5) * I) * B2 + c(3) * I) * B2 + c(1) * I) * B;
  r = (ev - od) \ (ev + od);
  for k = 1:sq
    r = r^2;
  end
  D = diag (dscale);
  r = D * r / D;
  r(perm, perm) = r;
  if (mu > 0)
    r = r * exp (mu);
  end
end

% e of x = f * 2^e with 0.5 <= f < 1 (0 for 0, Inf and NaN), the second output of log2
function e = frexp_exponent (x)
  e = 0;
  if (x == 0 || ! isfinite (x))
    return;
  end
  e = floor (log2 (x)) + 1;
  if (2^(e - 1) > x)
    e = e - 1;
  elseif (2^e <= x)
    e = e + 1;
  end
end
