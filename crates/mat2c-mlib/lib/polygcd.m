## -*- texinfo -*-
## @deftypefn {} {@var{x} =} polygcd (@var{b}, @var{a}, @var{tol})
## The greatest common divisor of two polynomials, monic, by Euclid's algorithm on
## deconv remainders: a remainder's leading coefficients at most @var{tol} in magnitude
## (default sqrt (eps), of single when either input is single) are dropped, and the
## divisor when nothing is left is the result. A constant input gives 1, or the other
## polynomial when the constant is zero.
## @end deftypefn
function x = polygcd (b, a, tol)
  if (nargin < 2)
    print_usage ();
  end
  if (nargin == 2)
    if (isa (a, "single") || isa (b, "single"))
      tol = sqrt (eps ("single"));
    else
      tol = sqrt (eps);
    end
  end
  if (length (a) == 1 || length (b) == 1)
    if (a == 0)
      x = b;
    elseif (b == 0)
      x = a;
    else
      x = 1;
    end
    return;
  end
  a = a / a(1);
  while (true)
    [~, r] = deconv (b, a);
    big = find (abs (r) > tol, 1);
    if (isempty (big))
      x = a;
      return;
    end
    r = r(big:length (r));
    b = a;
    a = r / r(1);
  end
end
