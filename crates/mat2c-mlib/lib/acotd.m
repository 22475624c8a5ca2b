## -*- texinfo -*-
## @deftypefn {} {} acotd (@var{x})
## Inverse cotangent in degrees.
## @end deftypefn
function y = acotd (x)
  if (nargin != 1)
    print_usage ();
  end
  y = atand (1 ./ x);
end
