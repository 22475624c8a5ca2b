## -*- texinfo -*-
## @deftypefn {} {} strtrunc (@var{s}, @var{n})
## The columns of @var{s} (a char array, or each string of a cell) beyond @var{n} removed.
## @end deftypefn
function s = strtrunc (s, n)
  if (nargin != 2)
    print_usage ();
  end
  n = fix (n);
  if (! isscalar (n) || n < 0)
    error ("strtrunc: length N must be a positive integer (N >= 0)");
  end
  if (ischar (s))
    if (n < columns (s))
      s = s(:, 1:n);
    end
  elseif (iscellstr (s))
    for k = 1:numel (s)
      if (columns (s{k}) > n)
        s{k} = s{k}(:, 1:n);
      end
    end
  else
    error ("strtrunc: S must be a character string or a cell array of strings");
  end
end
