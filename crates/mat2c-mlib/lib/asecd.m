## -*- texinfo -*-
## @deftypefn {} {} asecd (@var{x})
## Inverse secant in degrees.
## @end deftypefn
function y = asecd (x)
  if (nargin != 1)
    print_usage ();
  end
  y = acosd (1 ./ x);
end
