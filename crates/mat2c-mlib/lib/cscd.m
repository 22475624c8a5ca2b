## -*- texinfo -*-
## @deftypefn {} {} cscd (@var{x})
## Cosecant of @var{x} in degrees: 1 ./ sind (@var{x}).
## @end deftypefn
function y = cscd (x)
  if (nargin != 1)
    print_usage ();
  end
  y = 1 ./ sind (x);
end
