## -*- texinfo -*-
## @deftypefn  {} {[@var{cstr}] =} ostrsplit (@var{s}, @var{sep})
## @deftypefnx {} {[@var{cstr}] =} ostrsplit (@var{s}, @var{sep}, @var{strip_empty})
## A 1xN cell of the pieces of @var{s} between any of the characters of @var{sep} (the rows
## of a char matrix joined by @var{sep}'s first character); empty pieces dropped when
## @var{strip_empty} is true.
## @end deftypefn
function cstr = ostrsplit (s, sep, strip_empty)
  if (nargin < 3)
    strip_empty = false;
  end
  if (nargin < 2)
    print_usage ();
  elseif (! ischar (s) || ! ischar (sep))
    error ("ostrsplit: S and SEP must be string values");
  elseif (! isscalar (strip_empty))
    error ("ostrsplit: STRIP_EMPTY must be a scalar value");
  end
  if (isempty (s))
    cstr = cell (size (s));
    return;
  end
  if (rows (s) > 1)
    ## the rows joined, with sep's first character at each row's end
    s(:, end+1) = sep(1);
    s = reshape (s.', 1, numel (s));
    s(end) = [];
  end
  is_sep = false (size (s));
  for k = 1:numel (sep)
    is_sep = is_sep | (s == sep(k));
  end
  idx = find (is_sep);
  starts = [1, idx + 1];
  stops = [idx - 1, numel(s)];
  if (strip_empty)
    keep = stops >= starts;
    starts = starts(keep);
    stops = stops(keep);
  end
  cstr = cell (1, numel (starts));
  for k = 1:numel (starts)
    cstr{k} = s(starts(k):stops(k));
  end
end
