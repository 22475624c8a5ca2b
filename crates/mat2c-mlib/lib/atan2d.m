## -*- texinfo -*-
## @deftypefn {} {} atan2d (@var{y}, @var{x})
## Four-quadrant inverse tangent of @var{y} / @var{x}, in degrees.
## @end deftypefn
function d = atan2d (y, x)
  if (nargin != 2)
    print_usage ();
  end
  d = 180 ./ pi .* atan2 (y, x);
end
