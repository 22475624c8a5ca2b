## -*- texinfo -*-
## @deftypefn {} {} sinc (@var{x})
## sin(pi x)/(pi x) elementwise, 1 where @var{x} is 0.
## @end deftypefn
function y = sinc (x)
  if (nargin < 1)
    print_usage ();
  end
  y = ones (size (x));
  nz = (x != 0);
  if (any (nz(:)))
    t = pi * x(nz);
    y(nz) = sin (t) ./ t;
  end
end
