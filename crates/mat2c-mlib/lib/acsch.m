## -*- texinfo -*-
## @deftypefn {} {} acsch (@var{x})
## Inverse hyperbolic cosecant: asinh (1 ./ x).
## @end deftypefn
function y = acsch (x)
  if (nargin != 1)
    print_usage ();
  end
  y = asinh (1 ./ x);
end
