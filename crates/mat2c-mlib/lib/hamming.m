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
  if (! (isscalar (m) && m == fix (m) && m > 0))
    error ("hamming: M must be a positive integer");
  end
  N = m - 1;
  if (nargin == 2)
    switch (opt)
      case "periodic"
        N = m;
      case "symmetric"
      otherwise
        error ('hamming: window type must be either "periodic" or "symmetric"');
    end
  end
  if (m == 1)
    w = 1;
  else
    k = (0:m-1)';
    w = 0.54 - 0.46 * cos (2 * pi * k / N);
  end
end
