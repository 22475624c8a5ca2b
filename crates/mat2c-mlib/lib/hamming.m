## -*- texinfo -*-
## @deftypefn  {} {} hamming (@var{m})
## @deftypefnx {} {} hamming (@var{m}, "periodic")
## @deftypefnx {} {} hamming (@var{m}, "symmetric")
## The Hamming window of length @var{m}: 0.54 - 0.46 cos(2 pi k/N), k = 0..@var{m}-1,
## a column; N = @var{m}-1 (symmetric, the default) or @var{m} (periodic).
## @end deftypefn
function w = hamming (m, opt)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    opt = "symmetric";
  end
  N = __mat2c_window_n__ ("hamming", m, opt);
  if (m == 1)
    w = 1;
  else
    k = (0:m-1)';
    w = 0.54 - 0.46 * cos (2 * pi * k / N);
  end
end
