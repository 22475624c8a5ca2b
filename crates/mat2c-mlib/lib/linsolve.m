## -*- texinfo -*-
## @deftypefn  {} {@var{x} =} linsolve (@var{A}, @var{b})
## @deftypefnx {} {@var{x} =} linsolve (@var{A}, @var{b}, @var{opts})
## @deftypefnx {} {[@var{x}, @var{R}] =} linsolve (@dots{})
## The solution of @var{A} * @var{x} = @var{b} (of @var{A}' * @var{x} = @var{b} with
## @var{opts}.TRANSA), by the left division; @var{R} is rcond (@var{A}) for a square
## @var{A}, else 0 (of all of @var{A}).  @var{opts}.LT and @var{opts}.UT make the division
## read only that triangle of @var{A}, as Octave's matrix type hints do; @var{opts}.POSDEF is
## accepted (the division's own type probe decides).
## @end deftypefn
function [x, R] = linsolve (A, b, opts)
  if (nargin < 2)
    print_usage ();
  end
  if (! (isnumeric (A) && isnumeric (b)))
    error ("linsolve: A and B must be numeric");
  end
  trans = false;
  M = A;
  if (nargin > 2)
    if (! isstruct (opts))
      error ("linsolve: OPTS must be a structure");
    end
    trans = isfield (opts, "TRANSA") && opts.TRANSA;
    if (isfield (opts, "LT") && opts.LT)
      M = tril (A);
    elseif (isfield (opts, "UT") && opts.UT)
      M = triu (A);
    end
  end
  if (trans)
    x = M' \ b;
  else
    x = M \ b;
  end
  if (nargout > 1)
    if (rows (A) == columns (A))
      R = rcond (A);
    else
      R = 0;
    end
  end
end
