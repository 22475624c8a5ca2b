## -*- texinfo -*-
## @deftypefn {} {} cotd (@var{x})
## Cotangent of @var{x} in degrees: 1 ./ tand (@var{x}).
## @end deftypefn
function y = cotd (x)
  if (nargin != 1)
    print_usage ();
  end
  y = 1 ./ tand (x);
end
