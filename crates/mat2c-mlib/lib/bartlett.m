## -*- texinfo -*-
## @deftypefn {} {} bartlett (@var{m})
## The Bartlett (triangular) window of length @var{m}, zero at both ends: a column rising
## as 2k/(@var{m}-1) to the middle and falling back.
## @end deftypefn
function w = bartlett (m)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isscalar (m) && m == fix (m) && m > 0))
    error ("bartlett: M must be a positive integer");
  end
  if (m == 1)
    w = 1;
  else
    L = m - 1;
    half = fix (L / 2);
    w = [2 * (0:half) / L, 2 - 2 * (half+1:L) / L]';
  end
end
