## -*- texinfo -*-
## @deftypefn  {} {@var{c} =} setxor (@var{a}, @var{b})
## @deftypefnx {} {@var{c} =} setxor (@var{a}, @var{b}, "rows")
## @deftypefnx {} {@var{c} =} setxor (@dots{}, "sorted")
## @deftypefnx {} {@var{c} =} setxor (@dots{}, "stable")
## @deftypefnx {} {@var{c} =} setxor (@dots{}, "legacy")
## @deftypefnx {} {[@var{c}, @var{ia}, @var{ib}] =} setxor (@dots{})
## The forms of builtin setxor with options or index outputs: the unique elements (rows)
## in exactly one of @var{a} and @var{b}, from @var{a}(@var{ia}) and @var{b}(@var{ib}).
## @end deftypefn
function [c, ia, ib] = __mat2c_setxor__ (a, b, varargin)
  if (nargin < 2 || nargin > 4)
    print_usage ();
  end
  [a, b] = __mat2c_setargs__ ("setxor", a, b, varargin{:});
  by_rows = any (strcmp ("rows", varargin));
  optsorted = ! any (strcmp ("stable", varargin));
  optlegacy = any (strcmp ("legacy", varargin));
  if (optlegacy)
    isrowvec = ! iscolumn (a) || ! iscolumn (b);
  else
    isrowvec = isrow (a) && isrow (b);
  end
  [a, ia] = unique (a, varargin{:});
  [b, ib] = unique (b, varargin{:});
  if (isempty (a))
    c = b;
    return;
  elseif (isempty (b))
    c = a;
    return;
  end
  ## Sorted together, the elements with an equal neighbour are in both: both go.
  if (by_rows)
    na = rows (a);
    [c, i] = sortrows ([a; b]);
    n = rows (c);
    idx = find (all (c(1:n-1, :) == c(2:n, :), 2));
    if (optsorted)
      c([idx, idx+1], :) = [];
      i([idx, idx+1], :) = [];
    else
      c = [a; b];
      c(i([idx, idx+1]), :) = [];
      i([idx, idx+1]) = [];
      i = sort (i);
    end
  else
    na = numel (a);
    [c, i] = sort ([a(:); b(:)]);
    if (iscell (c))
      idx = find (strcmp (c(1:end-1), c(2:end)));
    else
      idx = find (c(1:end-1) == c(2:end));
    end
    if (optsorted)
      c([idx, idx+1]) = [];
      i([idx, idx+1]) = [];
    else
      c = [a(:); b(:)];
      c(i([idx, idx+1])) = [];
      i([idx, idx+1]) = [];
      i = sort (i);
    end
    if (isrowvec)
      c = c.';
    end
  end
  if (nargout > 1)
    ia = ia(i(i <= na));
    ib = ib(i(i > na) - na);
    if (optlegacy && isrowvec && ! by_rows)
      ia = ia(:).';
      ib = ib(:).';
    end
  end
end
