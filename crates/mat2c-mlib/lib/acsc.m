## -*- texinfo -*-
## @deftypefn {} {} acsc (@var{x})
## Inverse cosecant: asin (1 ./ x).
## @end deftypefn
function y = acsc (x)
  if (nargin != 1)
    print_usage ();
  end
  y = asin (1 ./ x);
end
