## -*- texinfo -*-
## @deftypefn {} {@var{y} =} sinpi (@var{x})
## sin (@var{x} * pi) with @var{x} reduced to [-1, 1) first: exact zeros at integers.
## @end deftypefn
function y = sinpi (x)
  if (nargin != 1)
    print_usage ();
  end
  r = mod (x - 1, 2) - 1;
  r(r == -1) = 0;
  y = sin (r * pi);
end
