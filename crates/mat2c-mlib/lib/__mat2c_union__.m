## -*- texinfo -*-
## @deftypefn  {} {@var{c} =} union (@var{a}, @var{b})
## @deftypefnx {} {@var{c} =} union (@var{a}, @var{b}, "rows")
## @deftypefnx {} {@var{c} =} union (@dots{}, "sorted")
## @deftypefnx {} {@var{c} =} union (@dots{}, "stable")
## @deftypefnx {} {@var{c} =} union (@dots{}, "legacy")
## @deftypefnx {} {[@var{c}, @var{ia}, @var{ib}] =} union (@dots{})
## The forms of builtin union with options or index outputs: the unique elements (rows)
## of @var{a} and @var{b}, with @var{a}(@var{ia}) and @var{b}(@var{ib}) making them up.
## @end deftypefn
function [y, ia, ib] = __mat2c_union__ (a, b, varargin)
  if (nargin < 2 || nargin > 4)
    print_usage ();
  end
  [a, b] = __mat2c_setargs__ ("union", a, b, varargin{:});
  by_rows = any (strcmp ("rows", varargin));
  if (any (strcmp ("legacy", varargin)))
    isrowvec = ! iscolumn (a) || ! iscolumn (b);
  else
    isrowvec = isrow (a) && isrow (b);
  end
  if (by_rows)
    y = [a; b];
    na = rows (a);
  else
    y = [a(:); b(:)];
    na = numel (a);
    if (isrowvec)
      y = y.';
    end
  end
  if (nargout <= 1)
    y = unique (y, varargin{:});
  else
    ## The first occurrences: those within A come first in the combined list.
    [y, idx] = unique (y, varargin{:});
    ia = idx(idx <= na);
    ib = idx(idx > na) - na;
  end
end
