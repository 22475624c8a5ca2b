## -*- texinfo -*-
## @deftypefn {} {@var{p} =} polyreduce (@var{c})
## The polynomial @var{c} without its leading zeros (0 when every coefficient is zero).
## @end deftypefn
function p = polyreduce (c)
  if (nargin < 1)
    print_usage ();
  elseif (! isvector (c) || isempty (c))
    error ("polyreduce: C must be a non-empty vector");
  end
  first = find (c != 0, 1);
  if (isempty (first))
    p = 0;
  else
    p = c(first:end);
  end
end
