## -*- texinfo -*-
## @deftypefn  {} {@var{val} =} odeget (@var{ode_opt}, @var{field})
## @deftypefnx {} {@var{val} =} odeget (@var{ode_opt}, @var{field}, @var{default})
## The value of option @var{field} of the ODE options structure @var{ode_opt}, or
## @var{default} (else []) where that field is empty.
## @end deftypefn
function val = odeget (ode_opt, field, default = [])
  if (nargin < 2)
    print_usage ();
  end
  if (! isstruct (ode_opt))
    error ("Octave:invalid-type",
           "input must be of class:\n\n  struct\n\nbut was of class %s", class (ode_opt));
  end
  if (! ischar (field))
    error ("Octave:invalid-type",
           "input must be of class:\n\n  char\n\nbut was of class %s", class (field));
  end
  ## The name must be a field exactly (no case folding, unlike odeset).
  if (! isfield (ode_opt, field))
    error ("Octave:odeget:InvalidPropName",
           "odeget: Unrecognized property name \"%s\".", field);
  end
  val = ode_opt.(field);
  if (isempty (val))
    val = default;
  end
end
