## -*- texinfo -*-
## @deftypefn {} {@var{P} =} polyint (@var{p}, @var{k})
## The antiderivative of the polynomial @var{p} (a row) whose constant term is @var{k}
## (default 0).
## @end deftypefn
function P = polyint (p, k)
  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 1)
    k = 0;
  elseif (! isscalar (k))
    error ("polyint: the constant of integration must be a scalar");
  end
  if (! (isvector (p) || isempty (p)))
    error ("polyint: argument must be a vector");
  end
  n = length (p);
  if (n == 0)
    P = [];
    return;
  end
  if (rows (p) > 1)
    p = p.';
  end
  P = [(p ./ (n:-1:1)), k];
end
