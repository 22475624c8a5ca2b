## -*- texinfo -*-
## @deftypefn  {} {} ifftshift (@var{x})
## @deftypefnx {} {} ifftshift (@var{x}, @var{dim})
## Undoes fftshift: a circular shift back by
## floor(N/2) along every dimension (a vector: along its length), or along @var{dim} only.
## @end deftypefn
function y = ifftshift (x, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x) || ischar (x)))
    error ("ifftshift: X must be a vector or matrix");
  end
  if (nargin == 2)
    if (! (isscalar (dim) && dim > 0 && dim == fix (dim)))
      error ("ifftshift: dimension DIM must be a positive integer");
    end
    y = circshift (x, - floor (size (x, dim) / 2), dim);
  elseif (isvector (x))
    y = circshift (x, - floor (numel (x) / 2));
  else
    y = circshift (x, - floor (size (x) / 2));
  end
end
