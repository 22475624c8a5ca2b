## -*- texinfo -*-
## @deftypefn  {} {} ranks (@var{x})
## @deftypefnx {} {} ranks (@var{x}, @var{dim})
## @deftypefnx {} {} ranks (@var{x}, @var{dim}, @var{rtype})
## The ranks of @var{x} along dimension @var{dim}; ties ranked by @var{rtype}: 0 or
## "fractional" (the default), 1 or "competition", 2 or "modified", 3 or "ordinal",
## 4 or "dense".
## @end deftypefn
function y = ranks (x, dim, rtype)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)))
    error ("ranks: X must be a numeric vector or matrix");
  end
  if (nargin < 3)
    rtype = 0;
  end
  sz = size (x);
  if (nargin < 2 || isempty (dim))
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ("ranks: DIM must be an integer and a valid dimension");
  end
  if (sz(dim) == 1)
    y = ones (sz);
    return;
  end
  kind = rank_kind (rtype);
  ## The vectors along DIM as columns.
  nd = ndims (x);
  perm = 1:nd;
  perm(1) = dim;
  perm(dim) = 1;
  xp = permute (x, perm);
  szp = size (xp);
  n = szp(1);
  xp = reshape (xp, n, []);
  y = NaN (size (xp));
  for j = 1:columns (xp)
    [s, ids] = sort (xp(:, j));
    ## A tie group goes on while the difference to the previous value is zero (NaNs, and
    ## equal infinities, are never ties).
    d = diff (s);
    starts = [true; d != 0];
    ends = [d != 0; true];
    pos = (1:n).';
    first = cummax (pos .* starts);
    lastpos = pos;
    lastpos(! ends) = Inf;
    last = flip (cummin (flip (lastpos)));
    if (kind == 0)
      r = (first + last) / 2;
    elseif (kind == 1)
      r = first;
    elseif (kind == 2)
      r = last;
    elseif (kind == 3)
      r = pos;
    else
      if (any (isnan (diff ([-Inf; s]))))
        error ("invalid conversion from NaN to logical");
      end
      r = cumsum (starts);
    end
    y(ids, j) = r;
  end
  y = permute (reshape (y, szp), perm);
end

function kind = rank_kind (rtype)
  names = {"fractional", "competition", "modified", "ordinal", "dense"};
  kind = -1;
  if (ischar (rtype))
    for k = 1:5
      if (strcmp (rtype, names{k}))
        kind = k - 1;
      end
    end
  elseif (isscalar (rtype) && any (rtype == 0:4))
    kind = double (rtype);
  end
  if (kind < 0)
    if (! ischar (rtype))
      rtype = num2str (rtype);
    end
    error ("ranks: unknown RTYPE '%s'", rtype);
  end
end
