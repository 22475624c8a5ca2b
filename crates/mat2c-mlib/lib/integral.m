## -*- texinfo -*-
## @deftypefn  {} {@var{q} =} integral (@var{f}, @var{a}, @var{b})
## @deftypefnx {} {@var{q} =} integral (@var{f}, @var{a}, @var{b}, @var{prop}, @var{val}, @dots{})
## Numerically evaluate the integral of @var{f} from @var{a} to @var{b} (adaptive
## Gauss-Kronrod quadrature; with @qcode{"ArrayValued"}, @var{f} may return an array).
## @end deftypefn
function q = integral (f, a, b, varargin)
  nv = numel (varargin);
  if (nargin < 3 || mod (nv, 2) != 0)
    print_usage ();
  end
  abstol = [];
  reltol = [];
  waypoints = [];
  arrayvalued = false;
  for k = 1:2:nv
    name = varargin{k};
    if (! ischar (name))
      error ("integral: property PROP must be a string");
    end
    switch (lower (name))
      case "waypoints"
        waypoints = varargin{k + 1};
      case "arrayvalued"
        arrayvalued = varargin{k + 1};
      case "abstol"
        abstol = varargin{k + 1};
      case "reltol"
        reltol = varargin{k + 1};
      otherwise
        error ("integral: unknown property '%s'", name);
    end
  end
  if (ischar (f))
    error ("integral: mat2c: F given by name is not supported (it needs str2func of a run-time string)");
  end
  ## Without options Octave integrates a real integrand with quadcc, which is more accurate
  ## than its error target: the Gauss-Kronrod rule gets a tighter relative tolerance then
  ## (an empty RELTOL tells __mat2c_quadgk__ to choose by the integrand's values).
  tight = nv == 0 && isreal (a) && isreal (b);
  issingle = isa (a, "single") || isa (b, "single") || isa (waypoints, "single");
  if (isempty (abstol))
    abstol = 1e-10;
    if (issingle)
      abstol = 1e-5;
    end
  end
  if (isempty (reltol))
    reltol = 1e-6;
    if (issingle)
      reltol = 1e-4;
    elseif (tight)
      reltol = [];
    end
  end
  q = __mat2c_quadgk__ ("integral", f, a, b, abstol, reltol, waypoints, 650, arrayvalued);
end
