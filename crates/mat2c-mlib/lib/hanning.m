## -*- texinfo -*-
## @deftypefn  {} {} hanning (@var{m})
## @deftypefnx {} {} hanning (@var{m}, "periodic")
## @deftypefnx {} {} hanning (@var{m}, "symmetric")
## The Hann window of length @var{m}: 0.5 - 0.5 cos(2 pi k/N), k = 0..@var{m}-1,
## a column; N = @var{m}-1 (symmetric, the default) or @var{m} (periodic).
## @end deftypefn
function w = hanning (m, opt)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    opt = "symmetric";
  end
  N = __mat2c_window_n__ ("hanning", m, opt);
  if (m == 1)
    w = 1;
  else
    k = (0:m-1)';
    w = 0.5 - 0.5 * cos (2 * pi * k / N);
  end
end
