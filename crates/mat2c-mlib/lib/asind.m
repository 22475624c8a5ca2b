## -*- texinfo -*-
## @deftypefn {} {} asind (@var{x})
## Inverse sine in degrees.
## @end deftypefn
function y = asind (x)
  if (nargin != 1)
    print_usage ();
  end
  y = asin (x) .* 180 ./ pi;
end
