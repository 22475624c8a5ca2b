## -*- texinfo -*-
## @deftypefn {} {} csch (@var{x})
## Hyperbolic cosecant.
## @end deftypefn
function y = csch (x)
  if (nargin != 1)
    print_usage ();
  end
  y = 1 ./ sinh (x);
end
