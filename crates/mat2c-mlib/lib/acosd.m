## -*- texinfo -*-
## @deftypefn {} {} acosd (@var{x})
## Inverse cosine in degrees.
## @end deftypefn
function y = acosd (x)
  if (nargin != 1)
    print_usage ();
  end
  y = acos (x) .* 180 ./ pi;
end
