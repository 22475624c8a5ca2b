## -*- texinfo -*-
## @deftypefn  {} {@var{c} =} intersect (@var{a}, @var{b})
## @deftypefnx {} {@var{c} =} intersect (@var{a}, @var{b}, "rows")
## @deftypefnx {} {@var{c} =} intersect (@dots{}, "sorted")
## @deftypefnx {} {@var{c} =} intersect (@dots{}, "stable")
## @deftypefnx {} {@var{c} =} intersect (@dots{}, "legacy")
## @deftypefnx {} {[@var{c}, @var{ia}, @var{ib}] =} intersect (@dots{})
## The forms of builtin intersect with options or index outputs: the unique elements (rows)
## common to @var{a} and @var{b}, which are @var{a}(@var{ia}) and @var{b}(@var{ib}).
## @end deftypefn
function [c, ia, ib] = __mat2c_intersect__ (a, b, varargin)
  if (nargin < 2 || nargin > 4)
    print_usage ();
  end
  [a, b] = __mat2c_setargs__ ("intersect", a, b, varargin{:});
  if (isempty (a) || isempty (b))
    if (isnumeric (a) && isnumeric (b))
      c = [];
    elseif (iscell (b))
      c = {};
    else
      c = "";
    end
    ia = [];
    ib = [];
    return;
  end
  by_rows = any (strcmp ("rows", varargin));
  optsorted = ! any (strcmp ("stable", varargin));
  optlegacy = any (strcmp ("legacy", varargin));
  if (optlegacy)
    isrowvec = ! iscolumn (a) || ! iscolumn (b);
  else
    isrowvec = isrow (a) && isrow (b);
  end
  [a, ia] = unique (a, varargin{:});
  ia = ia(:);
  [b, ib] = unique (b, varargin{:});
  ib = ib(:);
  ## Both sets sorted together: a common element is a pair of equal neighbours.
  if (by_rows)
    [c, ic] = sortrows ([a; b]);
    match = find (all (c(1:end-1, :) == c(2:end, :), 2));
    if (optsorted)
      c = c(match, :);
    else
      c = [a; b];
      c = c(sort (ic(match)), :);
    end
    len_a = rows (a);
  else
    [c, ic] = sort ([a(:); b(:)]);
    if (iscellstr (c))
      match = find (strcmp (c(1:end-1), c(2:end)));
    else
      match = find (c(1:end-1) == c(2:end));
    end
    len_a = numel (a);
    if (optsorted)
      c = c(match);
    else
      c = [a(:); b(:)];
      c = c(sort (ic(match)));
    end
    if (isrowvec)
      c = c.';
    end
  end
  if (nargout > 1)
    ia = ia(ic(match));
    ib = ib(ic(match + 1) - len_a);
    if (! optsorted)
      ia = sort (ia);
      if (! isempty (ib))
        [~, k] = min (ib);
        ib = [ib(k:end); ib(1:k-1)];
      end
    end
    if (optlegacy && isrowvec && ! by_rows)
      ia = ia.';
      ib = ib.';
    end
  end
end
