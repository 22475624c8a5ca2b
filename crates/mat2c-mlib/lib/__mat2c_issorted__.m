## -*- texinfo -*-
## @deftypefn  {} {} issorted (@var{a})
## @deftypefnx {} {} issorted (@var{a}, @var{mode})
## @deftypefnx {} {} issorted (@var{a}, "rows", @var{mode})
## The form of builtin issorted with "rows": true when the rows of @var{a} are in
## ascending (or "descend"ing, or "either") lexicographic order, NaN the largest value.
## @end deftypefn
function tf = __mat2c_issorted__ (a, varargin)
  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  mode = "ascend";
  by_rows = false;
  if (nargin > 1)
    if (! ischar (varargin{1}))
      error ("issorted: second argument must be a string");
    end
    if (nargin == 3)
      if (! strcmp (varargin{1}, "rows"))
        error ('issorted: MODE must be "ascend", "descend", or "either"');
      end
      by_rows = true;
      mode = varargin{2};
    elseif (strcmp (varargin{1}, "rows"))
      by_rows = true;
    else
      mode = varargin{1};
    end
  end
  if (! ischar (mode))
    error ("issorted: MODE must be a string");
  elseif (! any (strcmp (mode, {"ascend", "descend", "either"})))
    error ('issorted: MODE must be "ascend", "descend", or "either"');
  end
  if (! by_rows)
    tf = issorted (a, mode);
    return;
  end
  if (ndims (a) > 2)
    error ("issorted: A must be a 2-D object");
  end
  if (isempty (a))
    tf = true;
    return;
  end
  if (iscell (a))
    error ("mat2c: issorted: a cell array with \"rows\" is not supported");
  end
  n = rows (a);
  if (strcmp (mode, "either"))
    ## The direction the first and last rows give, column by column; none if they
    ## disagree, ascending if they are equal.
    up = false;
    down = false;
    for j = 1:columns (a)
      l = a(1, j);
      u = a(n, j);
      up = up || l < u || (isnan (u) && ! isnan (l));
      down = down || u < l || (isnan (l) && ! isnan (u));
    end
    if (up && down)
      tf = false;
      return;
    elseif (down)
      mode = "descend";
    else
      mode = "ascend";
    end
  end
  ## In order exactly when a stable sort of the rows leaves them where they are.
  if (strcmp (mode, "ascend"))
    [~, i] = sortrows (a);
  else
    [~, i] = sortrows (a, -(1:columns (a)));
  end
  tf = all (i(:) == (1:n).');
end
