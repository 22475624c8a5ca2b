## -*- texinfo -*-
## @deftypefn {} {@var{y} =} polyvalm (@var{c}, @var{x})
## The polynomial @var{c} evaluated at the square matrix @var{x} by Horner's rule in
## matrix products, in x's class.
## @end deftypefn
function y = polyvalm (c, x)
  if (nargin != 2)
    print_usage ();
  end
  if (! (isvector (c) || isempty (c)))
    error ("polyvalm: first argument must be a vector");
  end
  if (! issquare (x))
    error ("polyvalm: second argument must be a square matrix");
  end
  n = length (c);
  if (n == 0)
    y = zeros (rows (x), class (x));
    return;
  end
  I = eye (rows (x), class (x));
  y = c(1) * I;
  for k = 2:n
    y = y * x + c(k) * I;
  end
end
