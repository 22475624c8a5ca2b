## -*- texinfo -*-
## @deftypefn {} {} sinewave (@var{m}, @var{n}, @var{d})
## A row of @var{m} samples of a sine of period @var{n} samples (default @var{m}),
## delayed by @var{d} samples (default 0).
## @end deftypefn
function x = sinewave (m, n, d)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    n = m;
  end
  if (nargin < 3)
    d = 0;
  end
  x = sin (((1:m) + d - 1) * 2 * pi / n);
end
