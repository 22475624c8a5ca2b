## -*- texinfo -*-
## @deftypefn  {} {@var{q} =} integral2 (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb})
## @deftypefnx {} {@var{q} =} integral2 (@var{f}, @var{xa}, @var{xb}, @var{ya}, @var{yb}, @var{prop}, @var{val}, @dots{})
## @deftypefnx {} {[@var{q}, @var{err}] =} integral2 (@dots{})
## Numerically evaluate the double integral of @var{f}(x, y) over x from @var{xa} to
## @var{xb} and y from @var{ya} to @var{yb} (numbers or functions of x), as iterated
## adaptive Gauss-Kronrod quadratures.
## @end deftypefn
function [q, err] = integral2 (f, xa, xb, ya, yb, varargin)
  nv = numel (varargin);
  if (nargin < 5 || mod (nv, 2) != 0)
    print_usage ();
  end
  abstol = 1e-10;
  reltol = 1e-6;
  vectorized = true;
  for k = 1:2:nv
    name = varargin{k};
    if (! ischar (name))
      error ("integral2: property PROP must be a string");
    end
    switch (lower (name))
      case "abstol"
        abstol = varargin{k + 1};
      case "reltol"
        reltol = varargin{k + 1};
      case "method"
        ## "tiled", "iterated" and "auto" all integrate iteratively here.
      case "vectorized"
        vectorized = varargin{k + 1};
      otherwise
        error ("integral2: unknown property '%s'", name);
    end
  end
  issingle = isa (xa, "single") || isa (xb, "single") || isa (ya, "single") ...
             || isa (yb, "single");
  [q, err] = __mat2c_integral2__ ("integral2", f, xa, xb, ya, yb, abstol, reltol, vectorized);
  if (issingle)
    q = single (q);
    err = single (err);
  end
end
