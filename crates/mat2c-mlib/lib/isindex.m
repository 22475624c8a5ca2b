## -*- texinfo -*-
## @deftypefn  {} {} isindex (@var{ind})
## @deftypefnx {} {} isindex (@var{ind}, @var{n})
## True when @var{ind} is a valid subscript (of an array of @var{n} elements): positive
## integers, a logical mask (its last true element within @var{n}), or the colon ":".
## @end deftypefn
function tf = isindex (ind, n)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin < 2)
    n = Inf;
  end
  if (ischar (ind) && strcmp (ind, ":"))
    tf = true;
  elseif (islogical (ind))
    last = find (ind, 1, "last");
    tf = isempty (last) || last <= n;
  elseif (isnumeric (ind) || ischar (ind))
    v = double (ind(:));
    tf = all (v >= 1 & v == fix (v) & v < 2^63 & v <= n);
  else
    tf = false;
  end
end
