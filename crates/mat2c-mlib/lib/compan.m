## -*- texinfo -*-
## @deftypefn {} {} compan (@var{c})
## The companion matrix of the polynomial with coefficients @var{c}: first row
## -@var{c}(2:end)/@var{c}(1), ones below the diagonal.
## @end deftypefn
function A = compan (c)
  if (nargin < 1)
    print_usage ();
  end
  if (! isvector (c))
    error ("compan: C must be a vector");
  elseif (numel (c) == 1)
    A = [];
  else
    n = numel (c);
    A = diag (ones (n-2, 1), -1);
    A(1, :) = -c(2:n) / c(1);
  end
end
