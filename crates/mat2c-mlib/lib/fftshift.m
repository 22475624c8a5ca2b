## -*- texinfo -*-
## @deftypefn  {} {} fftshift (@var{x})
## @deftypefnx {} {} fftshift (@var{x}, @var{dim})
## Moves the zero-frequency element of an FFT to the centre: a circular shift by
## floor(N/2) along every dimension (a vector: along its length), or along @var{dim} only.
## @end deftypefn
function y = fftshift (x, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x) || ischar (x)))
    error ("fftshift: X must be a vector or matrix");
  end
  if (nargin == 2)
    if (! (isscalar (dim) && dim > 0 && dim == fix (dim)))
      error ("fftshift: dimension DIM must be a positive integer");
    end
    y = circshift (x, floor (size (x, dim) / 2), dim);
  elseif (isvector (x))
    y = circshift (x, floor (numel (x) / 2));
  else
    y = circshift (x, floor (size (x) / 2));
  end
end
