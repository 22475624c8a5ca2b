## -*- texinfo -*-
## @deftypefn {} {@var{N} =} __mat2c_window_n__ (@var{name}, @var{m}, @var{opt})
## The checks shared by hamming, hanning and blackman: @var{m} a positive integer, @var{opt}
## "symmetric" (N = @var{m}-1, also when absent: pass "symmetric") or "periodic" (N = @var{m});
## errors name the caller @var{name}.
## @end deftypefn
function N = __mat2c_window_n__ (name, m, opt)
  if (! (isscalar (m) && m == fix (m) && m > 0))
    error ("%s: M must be a positive integer", name);
  end
  switch (opt)
    case "periodic"
      N = m;
    case "symmetric"
      N = m - 1;
    otherwise
      error ('%s: window type must be either "periodic" or "symmetric"', name);
  end
end
