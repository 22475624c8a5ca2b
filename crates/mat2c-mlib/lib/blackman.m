## -*- texinfo -*-
## @deftypefn  {} {} blackman (@var{m})
## @deftypefnx {} {} blackman (@var{m}, "periodic")
## @deftypefnx {} {} blackman (@var{m}, "symmetric")
## The Blackman window of length @var{m}: 0.42 - 0.5 cos(2 pi k/N) + 0.08 cos(4 pi k/N),
## a column; N = @var{m}-1 (symmetric, the default) or @var{m} (periodic).
## @end deftypefn
function w = blackman (m, opt)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    opt = "symmetric";
  end
  N = __mat2c_window_n__ ("blackman", m, opt);
  if (m == 1)
    w = 1;
  else
    k = (0:m-1)';
    t = k / N;
    w = 0.42 - 0.5 * cos (2 * pi * t) + 0.08 * cos (4 * pi * t);
  end
end
