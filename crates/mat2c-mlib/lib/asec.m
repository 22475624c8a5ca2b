## -*- texinfo -*-
## @deftypefn {} {} asec (@var{x})
## Inverse secant: acos (1 ./ x).
## @end deftypefn
function y = asec (x)
  if (nargin != 1)
    print_usage ();
  end
  y = acos (1 ./ x);
end
