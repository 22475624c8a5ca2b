## -*- texinfo -*-
## @deftypefn  {} {@var{retval} =} endsWith (@var{str}, @var{pattern})
## @deftypefnx {} {@var{retval} =} endsWith (@var{str}, @var{pattern}, "IgnoreCase", @var{ignore_case})
## Which strings of @var{str} (a string, char matrix or cell of strings; trailing blanks
## removed as cellstr does) ends with any of the strings of @var{pattern}.
## @end deftypefn
function retval = endsWith (str, pattern, IgnoreCase, ignore_case)
  if (nargin != 2 && nargin != 4)
    print_usage ();
  end
  if (! (iscellstr (str) || ischar (str)))
    error ("endsWith: STR must be a string or cell array of strings");
  end
  if (! (iscellstr (pattern) || ischar (pattern)))
    error ("endsWith: PATTERN must be a string or cell array of strings");
  end
  fold = false;
  if (nargin == 4)
    ## any abbreviation of "IgnoreCase"
    if (! ischar (IgnoreCase) || isempty (IgnoreCase) ...
        || ! strncmpi (IgnoreCase, "IgnoreCase", length (IgnoreCase)))
      error ('endsWith: third input must be "IgnoreCase"');
    end
    if (! isscalar (ignore_case) || ! isreal (ignore_case))
      error ('endsWith: "IgnoreCase" value must be a logical scalar');
    end
    fold = logical (ignore_case);
  end
  retval = __mat2c_starts_ends__ (cellstr (str), cellstr (pattern), fold, 0);
end
