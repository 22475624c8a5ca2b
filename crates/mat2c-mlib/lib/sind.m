## -*- texinfo -*-
## @deftypefn {} {} sind (@var{x})
## Sine of @var{x} in degrees: the real part reduced to [-180, 180) first, so that
## multiples of 180 give exact zeros.
## @end deftypefn
function y = sind (x)
  if (nargin != 1)
    print_usage ();
  end
  if (! isnumeric (x))
    error ("sind: X must be numeric");
  end
  r = mod (real (x) - 180, 360) - 180;
  at_pi = (r == -180);
  if (iscomplex (x))
    y = sin (complex (r, imag (x)) / 180 * pi);
    y(at_pi) = complex (0, imag (y(at_pi)));
  else
    y = sin (r / 180 * pi);
    y(at_pi) = 0;
  end
end
