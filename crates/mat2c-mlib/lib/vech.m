## -*- texinfo -*-
## @deftypefn {} {@var{v} =} vech (@var{x})
## The column of the elements on and below the diagonal of the square matrix @var{x},
## column by column.
## @end deftypefn
function v = vech (x)
  if (nargin < 1)
    print_usage ();
  end
  if (! issquare (x))
    error ("vech: X must be square");
  end
  n = rows (x);
  keep = tril (true (n));
  v = x(keep(:));
end
