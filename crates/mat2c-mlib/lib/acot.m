## -*- texinfo -*-
## @deftypefn {} {} acot (@var{x})
## Inverse cotangent: atan (1 ./ x).
## @end deftypefn
function y = acot (x)
  if (nargin != 1)
    print_usage ();
  end
  y = atan (1 ./ x);
end
