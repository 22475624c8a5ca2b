## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} humps (@var{x})
## @deftypefnx {} {[@var{x}, @var{y}] =} humps (@var{x})
## A rational test function with two maxima, one minimum and two zeros: the sum of two
## Lorentzian peaks less 6.
## @end deftypefn
function [x, y] = humps (x = 0:0.05:1)
  if (nargin > 1)
    print_usage ();
  end
  y = 1 ./ ((x - 0.3) .^ 2 + 0.01) + 1 ./ ((x - 0.9) .^ 2 + 0.04) - 6;
  if (nargout < 2)
    x = y;
  end
end
