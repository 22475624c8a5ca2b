## -*- texinfo -*-
## @deftypefn  {} {} accumarray (@var{subs}, @var{vals}, @var{sz}, @var{func}, @var{fillval}, @var{issparse})
## @deftypefnx {} {} accumarray (@var{subs}, @var{vals}, @dots{})
## The forms of builtin accumarray with a function: @var{func} of the values of each
## subscript (in their order), @var{fillval} where there are none; no sparse result.
## @end deftypefn
function A = __mat2c_accumarray__ (subs, vals, sz, func, fillval, issparse)
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    sz = [];
  end
  if (nargin < 4)
    func = [];
  end
  if (nargin < 5 || isempty (fillval))
    fillval = 0;
  end
  if (nargin == 6 && ! isempty (issparse) && issparse)
    error ("mat2c: accumarray: sparse results are not supported");
  end
  lenvals = length (vals);
  ## The subscripts as one column each.
  if (iscell (subs))
    nd = numel (subs);
    cols = cell (1, nd);
    for k = 1:nd
      cols{k} = subs{k}(:);
      if (numel (cols{k}) != numel (cols{1}))
        error ("accumarray: dimension mismatch");
      end
    end
    if (lenvals > 1 && lenvals != numel (cols{1}))
      error ("accumarray: dimension mismatch");
    end
  else
    nd = columns (subs);
    if (lenvals > 1 && lenvals != rows (subs))
      error ("accumarray: dimension mismatch");
    end
    cols = cell (1, nd);
    for k = 1:nd
      cols{k} = subs(:, k);
    end
  end
  if (isempty (func))
    fname = "sum";
  elseif (! is_function_handle (func))
    error ("accumarray: FUNC must be a function handle");
  else
    fname = func2str (func);
  end
  ## Linear indices.
  if (nd > 1)
    if (isempty (sz))
      sz = zeros (1, nd);
      for k = 1:nd
        sz(k) = max (cols{k});
      end
    elseif (nd != length (sz))
      error ("accumarray: dimensions mismatch");
    end
    lin = cols{nd} - 1;
    for k = nd-1:-1:1
      if (any (cols{k} < 1 | cols{k} > sz(k) | cols{k} != fix (cols{k})))
        error ("sub2ind: index out of range");
      end
      lin = (cols{k} - 1) + sz(k) * lin;
    end
    if (any (cols{nd} < 1 | cols{nd} != fix (cols{nd})) ...
        || (nd == numel (sz) && any (cols{nd} > sz(nd))))
      error ("sub2ind: index out of range");
    end
    lin = lin + 1;
  elseif (! isempty (sz) && length (sz) < 2)
    error ("accumarray: needs at least 2 dimensions");
  else
    lin = cols{1};
    if (any (lin < 1 | lin != fix (lin)))
      error ("accumarray: indices must be positive integers");
    end
  end
  n = numel (lin);
  if (numel (vals) == 1)
    vals = vals(ones (n, 1));
  else
    vals = vals(:);
  end
  ## The values of each subscript in their order: runs of the stably sorted subscripts.
  [lin, order] = sort (lin);
  ends = find (lin(1:n-1) != lin(2:n));
  if (n != 0)
    ends = [ends; n];
  end
  starts = [1; ends(1:end-1) + 1];
  ng = numel (ends);
  at = lin(ends);
  if (isempty (sz))
    sz = max (at);
    if (length (sz) <= 1)
      sz(2) = 1;
    end
  end
  if (strcmp (fname, "@(x) {x}"))
    A = cell (sz);
    for g = 1:ng
      A{at(g)} = vals(order(starts(g):ends(g)));
    end
    return;
  end
  if (strcmp (fname, "max") || strcmp (fname, "min"))
    A = extreme (strcmp (fname, "max"), vals, order, starts, ends, at, sz, fillval);
    return;
  end
  if (strcmp (fname, "sum"))
    red = zeros (ng, 1);
    for g = 1:ng
      red(g) = sum (vals(order(starts(g):ends(g))));
    end
  elseif (ng == 0)
    red = zeros (0, 1);
  else
    for g = ng:-1:1
      r = func (vals(order(starts(g):ends(g))));
      if (! isscalar (r))
        error ("cellfun: all values must be scalars when UniformOutput = true; use the 'UniformOutput', false options");
      end
      red(g, 1) = r;
    end
  end
  if (fillval == 0)
    if (islogical (red))
      A = false (sz);
    else
      A = zeros (sz, class (red));
    end
  else
    A = repmat (fillval, sz);
  end
  A(at) = red;
end

## Octave's fast max/min: positions without values get the neutral element (NaN unless
## the values are integers, logical, or all on the right side of a zero FILLVAL), replaced
## by FILLVAL only when neither is NaN.
function A = extreme (is_max, vals, order, starts, ends, at, sz, fillval)
  if (isinteger (vals))
    if (is_max)
      zero = double (intmin (class (vals)));
    else
      zero = double (intmax (class (vals)));
    end
  elseif (islogical (vals))
    zero = ! is_max;
  elseif (fillval == 0 && ((is_max && all (vals(:) >= 0)) || (! is_max && all (vals(:) <= 0))))
    zero = 0;
  else
    zero = NaN;
  end
  if (islogical (vals))
    A = repmat (logical (zero), sz);
  else
    A = repmat (cast (zero, class (vals)), sz);
  end
  for g = 1:numel (ends)
    v = vals(order(starts(g):ends(g)));
    if (is_max)
      A(at(g)) = max (v);
    else
      A(at(g)) = min (v);
    end
  end
  if (fillval != zero && ! (isnan (fillval) || isnan (zero)))
    mask = true (size (A));
    mask(at) = false;
    A(mask) = fillval;
  end
end
