## -*- texinfo -*-
## @deftypefn {} {[@var{x}, @var{y}] =} __mat2c_setargs__ (@var{caller}, @var{x}, @var{y}, @dots{})
## The argument checks of the set functions (Octave's validsetargs): with options, their
## names, "rows" shapes and exclusive orders; without, cell arrays of strings and the
## values they may be combined with.
## @end deftypefn
function [x, y] = __mat2c_setargs__ (caller, x, y, varargin)
  if (nargin == 3)
    icx = iscellstr (x);
    icy = iscellstr (y);
    if (icx || icy)
      if (icx && ischar (y))
        y = cellstr (y);
      elseif (icy && ischar (x))
        x = cellstr (x);
      elseif (icy && isempty (x))
        x = {};
      elseif (icx && isempty (y))
        y = {};
      elseif (! (icx && icy))
        error ("%s: cell array of strings cannot be combined with a nonstring value", caller);
      end
    elseif (! (set_array (x) && set_array (y)))
      error ("%s: A and B must be arrays or cell arrays of strings", caller);
    end
    return;
  end
  nsorted = 0;
  nstable = 0;
  nlegacy = 0;
  for k = 1:numel (varargin)
    opt = varargin{k};
    if (strcmp (opt, "legacy"))
      nlegacy = 1;
    elseif (strcmp (opt, "rows"))
      if (iscell (x) || iscell (y))
        error ('%s: cells not supported with "rows" flag', caller);
      elseif (! (set_array (x) && set_array (y)))
        error ("%s: A and B must be arrays or cell arrays of strings", caller);
      elseif (ndims (x) > 2 || ndims (y) > 2)
        error ('%s: A and B must be 2-dimensional matrices with "rows" flag', caller);
      elseif (columns (x) != columns (y) && ! (isempty (x) || isempty (y)))
        error ("%s: number of columns in A and B must match", caller);
      end
    elseif (strcmp (opt, "sorted"))
      nsorted = 1;
    elseif (strcmp (opt, "stable"))
      nstable = 1;
    else
      error ("%s: invalid option: %s", caller, opt);
    end
  end
  if (nsorted + nstable + nlegacy > 1)
    error ('%s: only one of "sorted", "stable", or "legacy" may be specified', caller);
  end
end

function tf = set_array (x)
  tf = isnumeric (x) || ischar (x) || islogical (x);
end
