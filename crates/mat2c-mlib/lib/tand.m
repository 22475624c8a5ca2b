## -*- texinfo -*-
## @deftypefn {} {} tand (@var{x})
## Tangent of @var{x} in degrees: exactly 0 at multiples of 180 and Inf at odd multiples
## of 90.
## @end deftypefn
function y = tand (x)
  if (nargin != 1)
    print_usage ();
  end
  h = x / 180;
  y = tan (h .* pi);
  y(h == fix (h) & isfinite (h)) = 0;
  q = (x - 90) / 180;
  y(q == fix (q) & isfinite (q)) = Inf;
end
