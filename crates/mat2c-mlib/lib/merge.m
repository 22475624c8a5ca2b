## -*- texinfo -*-
## @deftypefn  {} {} merge (@var{mask}, @var{tval}, @var{fval})
## @deftypefnx {} {} ifelse (@var{mask}, @var{tval}, @var{fval})
## @var{tval} where @var{mask} is true, @var{fval} where it is false: a scalar mask picks one
## of the two whole; an array mask picks element by element from values of one class (each
## a scalar or of the mask's size).
## @end deftypefn
function r = merge (mask, tval, fval)
  if (nargin != 3)
    print_usage ();
  end
  if (! (islogical (mask) || isnumeric (mask)))
    error ("merge: first argument must be logical or numeric");
  end
  if (isscalar (mask))
    if (mask)
      r = tval;
    else
      r = fval;
    end
    return;
  end
  mask = logical (mask);
  same = strcmp (class (tval), class (fval));
  if (! (same && (isfloat (tval) || ischar (tval) || iscell (tval) || isinteger (tval))))
    error ("merge: cannot merge %s with %s with array mask", class (tval), class (fval));
  end
  if (! ((isscalar (tval) || size_equal (tval, mask))
         && (isscalar (fval) || size_equal (fval, mask))))
    error ("merge: MASK, TVAL, and FVAL dimensions must match");
  end
  if (isscalar (fval))
    r = repmat (fval, size (mask));
  else
    r = fval;
  end
  if (isscalar (tval))
    r(mask) = tval;
  else
    r(mask) = tval(mask);
  end
end
