## -*- texinfo -*-
## @deftypefn  {} {} substr (@var{s}, @var{offset})
## @deftypefnx {} {} substr (@var{s}, @var{offset}, @var{len})
## The columns of @var{s} from @var{offset} (from the end when negative), @var{len} of
## them (all but the last -@var{len} when negative; to the end without @var{len}).
## @end deftypefn
function t = substr (s, offset, len)
  if (nargin < 2)
    print_usage ();
  end
  if (! ischar (s))
    error ("substr: S must be a string or string array");
  elseif (! isscalar (offset) || (nargin == 3 && ! isscalar (len)))
    error ("substr: OFFSET and LEN must be scalar integers");
  end
  offset = fix (offset);
  nc = columns (s);
  if (abs (offset) > nc || offset == 0)
    error ("substr: OFFSET = %d out of range", offset);
  end
  if (offset <= 0)
    offset = offset + nc + 1;
  end
  if (nargin == 2)
    eos = nc;
  else
    len = fix (len);
    if (len < 0)
      eos = nc + len;
    else
      eos = offset + len - 1;
    end
    if (eos > nc)
      error ("substr: length LEN = %d out of range", len);
    elseif (offset > eos && len != 0)
      error ("substr: No overlap with chosen values of OFFSET and LEN");
    end
  end
  t = s(:, offset:eos);
end
