## -*- texinfo -*-
## @deftypefn  {} {@var{L} =} del2 (@var{M})
## @deftypefnx {} {@var{L} =} del2 (@var{M}, @var{h})
## @deftypefnx {} {@var{L} =} del2 (@var{M}, @var{dx}, @var{dy}, @dots{})
## The discrete Laplace operator of @var{M} (the mean of the second differences along every
## dimension), with spacing @var{h}, or spacings or coordinates per dimension (x first).
## @end deftypefn
function L = del2 (M, varargin)
  if (nargin < 1)
    print_usage ();
  end
  nd = ndims (M);
  sz = size (M);
  ## dx{i}: the spacings along dimension i.
  dx = cell (1, nd);
  if (nargin == 1)
    for i = 1:nd
      dx{i} = ones (sz(i), 1);
    end
  elseif (nargin == 2 && isscalar (varargin{1}))
    for i = 1:nd
      dx{i} = varargin{1} * ones (sz(i), 1);
    end
  elseif (numel (varargin) <= nd)
    sp = varargin;
    sp(numel (varargin) + 1:nd) = {1};
    ## The first spacing is x, along the columns (dimension 2).
    sp([1, 2]) = sp([2, 1]);
    for i = 1:nd
      arg = sp{i};
      if (isscalar (arg))
        dx{i} = arg * ones (sz(i), 1);
      elseif (isvector (arg))
        if (numel (arg) != sz(i))
          error ("del2: number of elements in spacing vector %d does not match dimension %d of M", i, i);
        end
        dx{i} = diff (arg)(:);
      else
        error ("del2: spacing element %d must be a scalar or vector", i);
      end
    end
  else
    print_usage ();
  end
  L = zeros (sz);
  for i = 1:nd
    n = sz(i);
    if (n >= 3)
      ## Along dimension i as the columns of a matrix.
      perm = [i, 1:i-1, i+1:nd];
      A = reshape (permute (M, perm), n, []);
      h = dx{i};
      h1 = h(1:n-2);
      h1 = h1(:);
      h2 = h(2:n-1);
      h2 = h2(:);
      D = zeros (size (A));
      D(2:n-1, :) = ((A(1:n-2, :) - A(2:n-1, :)) ./ h1 ...
                     + (A(3:n, :) - A(2:n-1, :)) ./ h2) ./ (h1 + h2);
      ## The ends extrapolated linearly from their two neighbours.
      if (n == 3)
        D(1, :) = D(2, :);
        D(3, :) = D(2, :);
      else
        D(1, :) = (h(1) + h(2)) / h(2) * D(2, :) - h(1) / h(2) * D(3, :);
        D(n, :) = (h(n-1) + h(n-2)) / h(n-2) * D(n-1, :) - h(n-1) / h(n-2) * D(n-2, :);
      end
      L = L + ipermute (reshape (D, [n, sz(perm(2:end))]), perm);
    end
  end
  L = L ./ nd;
end
