## -*- texinfo -*-
## @deftypefn  {} {[@var{t}, @var{y}] =} ode45 (@var{fun}, @var{trange}, @var{init})
## @deftypefnx {} {[@var{t}, @var{y}] =} ode45 (@var{fun}, @var{trange}, @var{init}, @var{ode_opt})
## @deftypefnx {} {[@var{t}, @var{y}, @var{te}, @var{ye}, @var{ie}] =} ode45 (@dots{})
## @deftypefnx {} {@var{solution} =} ode45 (@dots{})
## @deftypefnx {} {} ode45 (@dots{})
## Solve a set of non-stiff ordinary differential equations with the Dormand-Prince
## 5(4) pair.
## @end deftypefn
function varargout = ode45 (fcn, trange, init, varargin)
  if (nargin < 3)
    print_usage ();
  end
  [t, y, te, ye, ie] = __mat2c_ode_rk__ ("ode45", fcn, trange, init, varargin);
  if (nargout == 1)
    ## The structure form: one column of Y per time.
    sol.x = t.';
    sol.y = y.';
    sol.solver = "ode45";
    if (numel (varargin) > 0 && isstruct (varargin{1}) && isfield (varargin{1}, "Events") ...
        && ! isempty (varargin{1}.Events))
      sol.xe = te;
      sol.ye = ye;
      sol.ie = ie;
    end
    varargout{1} = sol;
  else
    varargout{1} = t;
    varargout{2} = y;
    varargout{3} = te;
    varargout{4} = ye;
    varargout{5} = ie;
  end
end
