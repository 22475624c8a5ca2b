## -*- texinfo -*-
## @deftypefn  {} {} sumsq (@var{x})
## @deftypefnx {} {} sumsq (@var{x}, @var{dim})
## The sum of the squares (squared magnitudes) of the elements of @var{x} along dimension
## @var{dim} (by default the first non-singleton one); integers and logicals in double.
## @end deftypefn
function y = sumsq (x, dim)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (ischar (x))
    error ("invalid conversion from string to real N-D array");
  elseif (! (isnumeric (x) || islogical (x)))
    error ("sumsq: wrong type argument '%s'", class (x));
  end
  if (! isfloat (x))
    x = double (x);
  end
  ## x .* conj (x) summed in order: re*re + im*im for a complex element.
  if (iscomplex (x))
    sq = real (x) .* real (x) + imag (x) .* imag (x);
  else
    sq = x .* x;
  end
  if (nargin < 2)
    y = sum (sq);
  else
    if (! isscalar (dim))
      error ("mat2c: sumsq: DIM must be a scalar");
    elseif (dim != fix (dim))
      error ("conversion of %g to int value failed", dim);
    elseif (dim < 1)
      error ("mat2c: sumsq: a dimension below 1 is not supported");
    end
    y = sum (sq, dim);
  end
end
