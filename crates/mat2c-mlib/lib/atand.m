## -*- texinfo -*-
## @deftypefn {} {} atand (@var{x})
## Inverse tangent in degrees.
## @end deftypefn
function y = atand (x)
  if (nargin != 1)
    print_usage ();
  end
  y = 180 ./ pi .* atan (x);
end
