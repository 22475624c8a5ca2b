## -*- texinfo -*-
## @deftypefn  {} {@var{z} =} interpft (@var{x}, @var{n})
## @deftypefnx {} {@var{z} =} interpft (@var{x}, @var{n}, @var{dim})
## Resamples @var{x} to @var{n} points by zero-padding its Fourier transform (along the
## columns, a row's length, or dimension @var{dim}). When @var{n} is below the length,
## the transform is padded to a multiple of @var{n} and every inc-th point is kept.
## @end deftypefn
function z = interpft (x, n, dim)
  if (nargin < 2)
    print_usage ();
  end
  if (! (isscalar (n) && n == fix (n)))
    error ("interpft: N must be a scalar integer");
  end
  if (nargin < 3)
    if (isrow (x))
      dim = 2;
    else
      dim = 1;
    end
  end
  nd = ndims (x);
  if (dim < 1 || dim > nd)
    error ("interpft: invalid dimension DIM");
  end
  ## the dimension to resample goes first
  order = [dim:nd, 1:(dim-1)];
  x = permute (x, order);
  sz = size (x);
  m = sz(1);
  cols = numel (x) / m;
  inc = ceil (m / n);
  total = n * inc;
  f = reshape (fft (x) / m, m, cols);
  k = ceil (m / 2);
  ## positive frequencies, the zeros, then the negative ones
  g = [f(1:k, :); zeros(total - m, cols); f(k+1:m, :)];
  if (total > m && k == m / 2)
    ## an even length: the Nyquist term is split between both ends
    half = g(total - k + 1, :) / 2;
    g(total - k + 1, :) = half;
    g(k + 1, :) = half;
  end
  g = n * ifft (g);
  if (inc != 1)
    g = inc * g(1:inc:end, :);
  end
  sz(1) = n;
  z = ipermute (reshape (g, sz), order);
end
