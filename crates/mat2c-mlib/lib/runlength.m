## -*- texinfo -*-
## @deftypefn {} {[@var{count}, @var{value}] =} runlength (@var{x})
## The lengths of the runs of equal neighbours in the vector @var{x}, and the value of each
## run, as rows.
## @end deftypefn
function [count, value] = runlength (x)
  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)) || ! isvector (x))
    error ("runlength: X must be a numeric vector");
  end
  if (iscolumn (x))
    x = x.';
  end
  ends = [find(x(1:end-1) != x(2:end)), length(x)];
  count = diff ([0 ends]);
  if (nargout == 2)
    value = x(ends);
  end
end
