## -*- texinfo -*-
## @deftypefn {} {} secd (@var{x})
## Secant of @var{x} in degrees: 1 ./ cosd (@var{x}).
## @end deftypefn
function y = secd (x)
  if (nargin != 1)
    print_usage ();
  end
  y = 1 ./ cosd (x);
end
