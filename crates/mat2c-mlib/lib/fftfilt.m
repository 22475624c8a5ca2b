## -*- texinfo -*-
## @deftypefn  {} {} fftfilt (@var{b}, @var{x})
## @deftypefnx {} {} fftfilt (@var{b}, @var{x}, @var{n})
## Filters @var{x} (a vector, or the columns of a matrix) with the FIR filter @var{b} by FFT:
## one transform of the next power of two of the full length, or (with @var{n}) the
## overlap-add method on blocks of FFT length the next power of two of max(@var{n}, numel(@var{b})).
## A real (imaginary) filter of real (imaginary) data gives real (imaginary) results, and
## integer data through an integer filter integer results, as in Octave.
## @end deftypefn
function y = fftfilt (b, x, n)
  if (nargin < 2)
    print_usage ();
  end
  row = rows (x) == 1;
  if (row)
    x = x.';
  end
  if (! isvector (b))
    error ("fftfilt: B must be a vector");
  end
  if (ndims (x) != 2)
    error ("fftfilt: X must be a 1-D or 2-D array");
  end
  [nx, cols] = size (x);
  nb = numel (b);
  b = reshape (b, nb, 1);
  if (nargin == 2)
    len = 2 ^ nextpow2 (nx + nb - 1);
    B = fft (b, len);
    y = ifft (fft (x, len) .* repmat (B, 1, cols));
  else
    if (! isscalar (n))
      error ("fftfilt: N has to be a scalar");
    end
    len = 2 ^ nextpow2 (max ([n, nb]));
    block = len - nb + 1;
    B = repmat (fft (b, len), 1, cols);
    y = zeros (nx, cols);
    for lo = 1:block:nx
      hi = min (lo + block - 1, nx);
      seg = zeros (len, cols);
      seg(1:hi-lo+1, :) = x(lo:hi, :);
      seg = ifft (fft (seg) .* B);
      hi = min (lo + len - 1, nx);
      y(lo:hi, :) = y(lo:hi, :) + seg(1:hi-lo+1, :);
    end
  end
  y = y(1:nx, :);
  real_cols = all (imag (x) == 0);
  imag_cols = all (real (x) == 0);
  if (all (imag (b) == 0))
    y(:, real_cols) = real (y(:, real_cols));
    y(:, imag_cols) = complex (real (y(:, imag_cols)) * 0, imag (y(:, imag_cols)));
  elseif (all (real (b) == 0))
    y(:, real_cols) = complex (real (y(:, real_cols)) * 0, imag (y(:, real_cols)));
    y(:, imag_cols) = real (y(:, imag_cols));
  end
  if (! any (b - fix (b)))
    whole = find (! any (x - fix (x)));
    y(:, whole) = round (y(:, whole));
  end
  if (row)
    y = y.';
  end
end
