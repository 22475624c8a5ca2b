## -*- texinfo -*-
## @deftypefn {} {} cosd (@var{x})
## Cosine of @var{x} in degrees: sind (@var{x} + 90), exact zeros at odd multiples of 90.
## @end deftypefn
function y = cosd (x)
  if (nargin != 1)
    print_usage ();
  end
  if (! isnumeric (x))
    error ("cosd: X must be numeric");
  end
  y = sind (x + 90);
end
