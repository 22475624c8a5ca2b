## -*- texinfo -*-
## @deftypefn  {} {} rotdim (@var{x})
## @deftypefnx {} {} rotdim (@var{x}, @var{n})
## @deftypefnx {} {} rotdim (@var{x}, @var{n}, @var{plane})
## @var{x} rotated counterclockwise by @var{n} quarter turns in the plane of the two
## dimensions @var{plane} (by default its first two non-singleton dimensions).
## @end deftypefn
function y = rotdim (x, n, plane)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2 || isempty (n))
    n = 1;
  elseif (! isscalar (n) || ! isreal (n) || fix (n) != n)
    error ("rotdim: N must be a scalar integer");
  end
  nd = ndims (x);
  if (nargin < 3)
    plane = [1, 2];
    if (nd > 2)
      ## The first two dimensions longer than 1; 1 first where only one is.
      big = find (size (x) != 1);
      if (numel (big) >= 2)
        plane = big(1:2);
      elseif (numel (big) == 1)
        plane = [1, big];
      end
    end
  else
    ok = isvector (plane) && numel (plane) == 2;
    if (ok)
      ok = all (plane == fix (plane)) && all (plane > 0) && all (plane <= nd) ...
           && plane(1) != plane(2);
    end
    if (! ok)
      error ("rotdim: PLANE must be a 2 element integer vector defining a valid PLANE");
    end
  end
  n = mod (n, 4);
  if (n == 0)
    y = x;
  elseif (n == 2)
    y = flip (flip (x, plane(1)), plane(2));
  else
    ## A quarter turn: swap the plane's two dimensions, then reverse one of them.
    perm = 1:nd;
    perm(plane(1)) = plane(2);
    perm(plane(2)) = plane(1);
    y = permute (x, perm);
    if (n == 1)
      y = flip (y, min (plane));
    else
      y = flip (y, max (plane));
    end
  end
end
