## -*- texinfo -*-
## @deftypefn  {} {} fftconv (@var{x}, @var{y})
## @deftypefnx {} {} fftconv (@var{x}, @var{y}, @var{n})
## The convolution of vectors @var{x} and @var{y} by FFT (@code{fftfilt} of the two padded
## to the full length, with block length @var{n} if given); a scalar operand scales.
## @end deftypefn
function c = fftconv (x, y, n)
  if (nargin < 2)
    print_usage ();
  end
  if (! (isvector (x) && isvector (y)))
    error ("fftconv: both A and B must be vectors");
  end
  nx = numel (x);
  ny = numel (y);
  if (nx == 1 || ny == 1)
    c = x * y;
    return;
  end
  full = nx + ny - 1;
  x(full) = 0;
  y(full) = 0;
  if (nargin == 2)
    c = fftfilt (x, y);
  else
    if (! isscalar (n))
      error ("fftconv: N must be a scalar");
    end
    c = fftfilt (x, y, n);
  end
end
