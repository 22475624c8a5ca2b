## -*- texinfo -*-
## @deftypefn  {} {@var{q} =} quadgk (@var{f}, @var{a}, @var{b})
## @deftypefnx {} {@var{q} =} quadgk (@var{f}, @var{a}, @var{b}, @var{abstol})
## @deftypefnx {} {@var{q} =} quadgk (@var{f}, @var{a}, @var{b}, @var{abstol}, @var{trace})
## @deftypefnx {} {@var{q} =} quadgk (@var{f}, @var{a}, @var{b}, @var{prop}, @var{val}, @dots{})
## @deftypefnx {} {[@var{q}, @var{err}] =} quadgk (@dots{})
## Numerically evaluate the integral of @var{f} from @var{a} to @var{b} with adaptive
## Gauss-Kronrod quadrature.
## @end deftypefn
function [q, err] = quadgk (f, a, b, varargin)
  if (nargin < 3)
    print_usage ();
  end
  if (ischar (f))
    error ("quadgk: mat2c: F given by name is not supported (it needs str2func of a run-time string)");
  end
  abstol = [];
  reltol = [];
  waypoints = [];
  maxint = 650;
  trace = false;
  nv = numel (varargin);
  if (nv > 0 && ! ischar (varargin{1}))
    ## The old form: ABSTOL, then TRACE.
    if (nv > 2)
      error ("quadgk: can not pass additional arguments to user function");
    end
    abstol = varargin{1};
    if (nv > 1)
      trace = varargin{2};
    end
  else
    if (mod (nv, 2) != 0)
      error ("quadgk: property/value options must occur in pairs");
    end
    for k = 1:2:nv
      name = varargin{k};
      if (! ischar (name))
        error ("quadgk: property PROP must be a string");
      end
      switch (lower (name))
        case "reltol"
          reltol = varargin{k + 1};
        case "abstol"
          abstol = varargin{k + 1};
        case "waypoints"
          waypoints = varargin{k + 1};
        case "maxintervalcount"
          maxint = varargin{k + 1};
        case "trace"
          trace = varargin{k + 1};
        otherwise
          error ("quadgk: unknown property '%s'", name);
      end
    end
  end
  if (! isempty (trace) && trace)
    error ("quadgk: mat2c: the Trace option is not supported");
  end
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
    end
  end
  [q, err] = __mat2c_quadgk__ ("quadgk", f, a, b, abstol, reltol, waypoints, maxint, false);
end
