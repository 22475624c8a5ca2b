## -*- texinfo -*-
## @deftypefn {} {@var{v} =} vec (@var{x}, @var{dim})
## The elements of @var{x} in column order, laid along dimension @var{dim} (default 1, a
## column; 2 gives a row). @var{dim} is truncated to an integer, as Octave's builtin does.
## @end deftypefn
function v = vec (x, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    dim = 1;
  end
  dim = fix (dim);
  if (dim < 1)
    error ("vec: DIM must be greater than zero");
  end
  sz = ones (1, max (dim, 2));
  sz(dim) = numel (x);
  v = reshape (x, sz);
end
