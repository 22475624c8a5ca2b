## -*- texinfo -*-
## @deftypefn {} {} sech (@var{x})
## Hyperbolic secant.
## @end deftypefn
function y = sech (x)
  if (nargin != 1)
    print_usage ();
  end
  y = 1 ./ cosh (x);
end
