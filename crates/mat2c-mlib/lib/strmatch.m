## -*- texinfo -*-
## @deftypefn  {} {} strmatch (@var{s}, @var{A})
## @deftypefnx {} {} strmatch (@var{s}, @var{A}, "exact")
## The indices (a column) of the rows of char matrix @var{A}, or elements of cell @var{A},
## that begin with @var{s} (trailing blanks and NULs of @var{s} ignored); with "exact",
## that equal it up to trailing blanks and NULs. [] (0x0) when none does.
## @end deftypefn
function idx = strmatch (s, A, exact)
  persistent warned;
  if (isempty (warned))
    warned = true;
    warning ("Octave:legacy-function",
             "strmatch is obsolete; use strncmp or strcmp instead\n");
  end
  if (nargin < 2)
    print_usage ();
  end
  if (iscellstr (s))
    if (numel (s) > 1)
      error ("strmatch: a cell array S must contain only one string");
    end
    ## char (s) of at most one string
    str = "";
    if (numel (s) == 1)
      str = s{1};
    end
  elseif (! ischar (s) || (! isempty (s) && ! isrow (s)))
    error ("strmatch: S must be a string");
  elseif (! (ischar (A) || iscellstr (A)))
    error ("strmatch: A must be a string or cell array of strings");
  else
    str = s;
  end
  is_exact = false;
  if (nargin == 3)
    is_exact = ischar (exact) && strcmp (exact, "exact");
  end
  ## trailing blanks and NULs of s are dropped unless s has nothing else
  if (any (str != " " & str != "\0"))
    str = str(1:__mat2c_strmatch_len__ (str));
  end
  len = numel (str);
  if (ischar (A))
    nc = columns (A);
    if (len > nc)
      idx = [];
      return;
    end
    match = true (rows (A), 1);
    for c = 1:len
      match = match & (A(:, c) == str(c));
    end
    if (is_exact)
      for c = len+1:nc
        match = match & (A(:, c) == " " | A(:, c) == "\0");
      end
    end
    idx = find (match);
  else
    match = false (numel (A), 1);
    for k = 1:numel (A)
      e = A{k};
      if (len > 0)
        match(k) = (rows (e) == 1 && columns (e) >= len && all (e(1:len) == str));
      else
        match(k) = isempty (e);
      end
      if (match(k) && is_exact)
        match(k) = (__mat2c_strmatch_len__ (e) == len);
      end
    end
    idx = find (match);
  end
  if (isempty (idx))
    idx = [];
  end
end
