## -*- texinfo -*-
## @deftypefn {} {} acscd (@var{x})
## Inverse cosecant in degrees.
## @end deftypefn
function y = acscd (x)
  if (nargin != 1)
    print_usage ();
  end
  y = asind (1 ./ x);
end
