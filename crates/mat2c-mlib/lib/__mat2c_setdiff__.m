## -*- texinfo -*-
## @deftypefn  {} {@var{c} =} setdiff (@var{a}, @var{b})
## @deftypefnx {} {@var{c} =} setdiff (@var{a}, @var{b}, "rows")
## @deftypefnx {} {@var{c} =} setdiff (@dots{}, "sorted")
## @deftypefnx {} {@var{c} =} setdiff (@dots{}, "stable")
## @deftypefnx {} {@var{c} =} setdiff (@dots{}, "legacy")
## @deftypefnx {} {[@var{c}, @var{ia}] =} setdiff (@dots{})
## The forms of builtin setdiff with options or index outputs: the unique elements (rows)
## of @var{a} not in @var{b}, which are @var{a}(@var{ia}).
## @end deftypefn
function [c, ia] = __mat2c_setdiff__ (a, b, varargin)
  if (nargin < 2 || nargin > 4)
    print_usage ();
  end
  [a, b] = __mat2c_setargs__ ("setdiff", a, b, varargin{:});
  by_rows = any (strcmp ("rows", varargin));
  optlegacy = any (strcmp ("legacy", varargin));
  if (optlegacy)
    isrowvec = ! iscolumn (a) || ! iscolumn (b);
  else
    isrowvec = isrow (a);
  end
  [c, ia] = unique (a, varargin{:});
  if (isempty (c) || isempty (b))
    return;
  end
  ## A's elements with an equal neighbour once sorted together with B's go.
  if (by_rows)
    b = unique (b, varargin{:});
    [csort, idx] = sortrows ([c; b]);
    dups = find (all (csort(1:end-1, :) == csort(2:end, :), 2));
    c(idx(dups), :) = [];
    ia(idx(dups), :) = [];
  else
    b = unique (b);
    [csort, idx] = sort ([c(:); b(:)]);
    if (iscellstr (csort))
      dups = find (strcmp (csort(1:end-1), csort(2:end)));
    else
      dups = find (csort(1:end-1) == csort(2:end));
    end
    c(idx(dups)) = [];
    if (isrowvec)
      c = c(:).';
    else
      c = c(:);
    end
    ia(idx(dups)) = [];
    if (optlegacy && isrowvec)
      ia = ia(:).';
    end
  end
end
