## -*- texinfo -*-
## @deftypefn {} {@var{y} =} cospi (@var{x})
## cos (@var{x} * pi) as sin ((@var{x} + 1/2) * pi), the argument reduced to [-1, 1)
## first: exact zeros at odd multiples of 1/2.
## @end deftypefn
function y = cospi (x)
  if (nargin != 1)
    print_usage ();
  end
  r = mod (x - 0.5, 2) - 1;
  r(r == -1) = 0;
  y = sin (r * pi);
end
