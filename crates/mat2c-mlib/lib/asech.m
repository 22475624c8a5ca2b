## -*- texinfo -*-
## @deftypefn {} {} asech (@var{x})
## Inverse hyperbolic secant: acosh (1 ./ x).
## @end deftypefn
function y = asech (x)
  if (nargin != 1)
    print_usage ();
  end
  y = acosh (1 ./ x);
end
