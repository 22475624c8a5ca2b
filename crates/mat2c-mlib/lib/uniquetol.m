## -*- texinfo -*-
## @deftypefn  {} {@var{c} =} uniquetol (@var{A})
## @deftypefnx {} {@var{c} =} uniquetol (@var{A}, @var{tol})
## @deftypefnx {} {@var{c} =} uniquetol (@dots{}, @var{property}, @var{value})
## @deftypefnx {} {[@var{c}, @var{ia}, @var{ic}] =} uniquetol (@dots{})
## The unique elements (or rows, "ByRows") of @var{A} within relative tolerance @var{tol}
## (scaled by "DataScale", by default the largest finite magnitude), with the indices
## @var{ia} ("OutputAllIndices": all of each group) and @var{ic}.
## @end deftypefn
function [c, ia, ic] = uniquetol (A, varargin)
  if (nargin < 1)
    print_usage ();
  end
  if (isempty (A))
    c = A;
    ia = [];
    ic = [];
    return;
  end
  if (! isfloat (A) || iscomplex (A))
    error ("Octave:uniquetol:unsupported-type",
           "uniquetol: A must be a double or single precision non-complex array");
  end
  opts = varargin;
  if (nargin == 1 || ischar (varargin{1}))
    if (isa (A, "double"))
      tol = 1e-12;
    else
      tol = 1e-6;
    end
  elseif (! (isfloat (varargin{1}) && isscalar (varargin{1})) || iscomplex (varargin{1}))
    error ("Octave:uniquetol:unsupported-type",
           "uniquetol: TOL must be a double or single precision non-complex scalar");
  else
    tol = varargin{1};
    opts = varargin(2:end);
  end
  if (mod (numel (opts), 2))
    error ("uniquetol: PROPERTY/VALUE arguments must be passed in pairs");
  end
  by_rows = false;
  all_indices = false;
  scale = [];
  for k = 1:2:numel (opts)
    name = opts{k};
    if (! ischar (name))
      error ("uniquetol: PROPERTY must be a string");
    end
    if (strcmpi (name, "ByRows"))
      by_rows = logical (opts{k+1});
      if (by_rows && ndims (A) > 2)
        error ('uniquetol: A must be a 2-D array when "ByRows" is true');
      end
    elseif (strcmpi (name, "OutputAllIndices"))
      all_indices = logical (opts{k+1});
    elseif (strcmpi (name, "DataScale"))
      scale = opts{k+1};
      scale = scale(:).';
      if (! isfloat (scale) || iscomplex (scale) || any (scale < 0) || any (isnan (scale)))
        error ("uniquetol: DataScale must be a non-NaN, positive floating point scalar or vector");
      end
      if (columns (scale) != 1 && columns (scale) != columns (A))
        error ("uniquetol: invalid DataScale size");
      end
    else
      error ("uniquetol: unknown property '%s'", name);
    end
  end
  if (isempty (scale))
    scale = max (abs (A(! isinf (A))));
  end
  tol = tol * scale;
  if (by_rows)
    [c, ia, ic] = by_row (A, tol, all_indices);
  else
    [c, ia, ic] = by_element (A, tol, all_indices);
  end
end

## Rows in order: each row not yet taken starts a group of all the rows within TOL of it
## in every column (a row with a non-finite element at least groups with itself).
function [c, ia, ic] = by_row (A, tol, all_indices)
  nr = rows (A);
  taken = false (nr, 1);
  first = zeros (0, 1);
  ic = zeros (nr, 1);
  groups = {};
  for i = 1:nr
    if (taken(i))
      continue;
    end
    near = all (abs (A - A(i, :)) <= tol, 2);
    near(i) = near(i) || any (! isfinite (A(i, :)));
    members = find (near);
    taken(members) = true;
    first(end+1, 1) = members(1);
    ic(near) = numel (first);
    if (all_indices)
      groups{end+1} = members;
    end
  end
  c = A(first, :);
  if (all_indices)
    ia = groups;
  else
    ia = first;
  end
end

## Sorted values: a new group starts where the running sum of the gaps crosses a multiple
## of TOL; a group closer than TOL to the one before is merged into it, its start moving to
## the next value, until nothing changes. NaNs come last, each its own group.
function [c, ia, ic] = by_element (A, tol, all_indices)
  row = isrow (A);
  A = A(:);
  n = numel (A);
  nans = isnan (A);
  [s, order] = sort (A);
  gaps = diff (s);
  if (any (isinf (s)))
    fin = s(! (isinf (s) | isnan (s)));
    gaps(isinf (gaps)) = abs (fin(end) - fin(1)) + 10;
  end
  run = cumsum (gaps);
  starts = [true; diff([0; run - mod(run, tol)]) > eps(max (run))];
  nnan = sum (nans);
  changed = true;
  while (changed)
    before = starts;
    at = find (starts);
    close = [false; diff(s(starts)) < tol];
    if (any (close))
      move = at(close);
      starts(move) = false;
      move = move(move < n - nnan);
      starts(move + 1) = true;
    end
    changed = any (before != starts);
  end
  c = s(starts);
  group = cumsum (starts);
  ic = zeros (n, 1);
  ic(order) = group;
  nanat = find (nans);
  if (all_indices)
    ia = cell (1, group(end));
    for k = 1:group(end)
      ia{k} = setdiff (order(group == k), nanat);
    end
  else
    ia = order(starts);
  end
  if (nnan > 0)
    extra = rows (c) + (1:nnan);
    c(extra) = NaN;
    ia(extra) = nanat;
    ic(nans) = extra;
  end
  if (row)
    c = c.';
  end
end
