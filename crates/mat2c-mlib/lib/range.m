## -*- texinfo -*-
## @deftypefn  {} {} range (@var{x})
## @deftypefnx {} {} range (@var{x}, @var{dim})
## The difference between the largest and the smallest element of @var{x} (along dimension
## @var{dim}).
## @end deftypefn
function y = range (x, dim)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 1)
    y = max (x) - min (x);
  else
    y = max (x, [], dim) - min (x, [], dim);
  end
end
