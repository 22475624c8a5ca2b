## -*- texinfo -*-
## @deftypefn  {} {@var{y} =} filter (@var{b}, @var{a}, @var{x})
## @deftypefnx {} {[@var{y}, @var{sf}] =} filter (@var{b}, @var{a}, @var{x}, @var{si})
## @deftypefnx {} {[@var{y}, @var{sf}] =} filter (@var{b}, @var{a}, @var{x}, [], @var{dim})
## @deftypefnx {} {[@var{y}, @var{sf}] =} filter (@var{b}, @var{a}, @var{x}, @var{si}, @var{dim})
## The forms of builtin filter with initial conditions @var{si}, a dimension @var{dim} or
## the final conditions @var{sf}: Octave's direct form II transposed along @var{dim}.
## @end deftypefn
function [y, sf] = __mat2c_filter__ (b, a, x, si, dim)
  if (nargin < 3 || nargin > 5)
    print_usage ();
  end
  if (nargin < 5)
    dim = find (size (x) != 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! isscalar (dim) || dim != fix (dim) || dim < 1 || dim > ndims (x))
    error ("filter: DIM must be a valid dimension");
  end
  n = max (numel (a), numel (b));
  ns = n - 1;
  bb = zeros (1, n);
  bb(1:numel (b)) = b(:);
  aa = zeros (1, n);
  aa(1:numel (a)) = a(:);
  if (aa(1) == 0)
    error ("filter: the first element of A must be nonzero");
  end
  ## The vectors along DIM as the columns of a matrix.
  nd = ndims (x);
  perm = [dim, 1:dim-1, dim+1:nd];
  xp = permute (x, perm);
  szp = size (xp);
  len = szp(1);
  ncols = prod (szp(2:end));
  X = reshape (xp, len, ncols);
  if (nargin < 4 || isempty (si))
    Z = zeros (ns, ncols);
  else
    if (isvector (si) && isvector (x))
      si = si(:);
    end
    if (rows (si) != ns)
      error ("filter: first dimension of SI must be of length max (length (a), length (b)) - 1");
    elseif (numel (si) != ns * ncols)
      error ("filter: dimensionality of SI and X must agree");
    end
    Z = reshape (si, ns, ncols);
  end
  if (len == 0)
    y = x;
    sf = Z;
    return;
  end
  if (aa(1) != 1)
    bb = bb / aa(1);
    aa = aa / aa(1);
  end
  if (numel (a) <= 1 && ns == 0)
    y = bb(1) * x;
    sf = Z;
    return;
  end
  iir = numel (a) > 1;
  ## Class and complexity of the result as Octave's: those of all the operands.
  Y = zeros (len, ncols) + 0 * (bb(1) + aa(1) + X(1) + sum (Z(:)));
  sf = Z + 0 * Y(1);
  for c = 1:ncols
    z = sf(:, c);
    for i = 1:len
      xi = X(i, c);
      yi = z(1) + bb(1) * xi;
      if (iir)
        for j = 1:ns-1
          z(j) = z(j+1) - aa(j+1) * yi + bb(j+1) * xi;
        end
        z(ns) = bb(ns+1) * xi - aa(ns+1) * yi;
      else
        for j = 1:ns-1
          z(j) = z(j+1) + bb(j+1) * xi;
        end
        z(ns) = bb(ns+1) * xi;
      end
      Y(i, c) = yi;
    end
    sf(:, c) = z;
  end
  y = ipermute (reshape (Y, szp), perm);
end
