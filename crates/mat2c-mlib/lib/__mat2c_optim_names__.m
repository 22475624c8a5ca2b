## -*- texinfo -*-
## @deftypefn  {} {@var{names} =} __mat2c_optim_names__ ()
## @deftypefnx {} {@var{name} =} __mat2c_optim_names__ (@var{caller}, @var{name})
## The option names of optimset and optimget, or the known option that NAME stands for:
## the one it equals without regard to case, else the only one it begins; otherwise NAME
## itself, with CALLER's warning.
## @end deftypefn
function name = __mat2c_optim_names__ (caller, name)
  names = {"AutoScaling", "ComplexEqn", "Display", "FinDiffType", "FunValCheck", ...
           "GradObj", "Jacobian", "MaxFunEvals", "MaxIter", "OutputFcn", "TolFun", ...
           "TolX", "TypicalX", "Updating"};
  if (nargin == 0)
    name = names;
    return;
  end
  i = find (strcmpi (name, names));
  if (isempty (i))
    i = find (strncmpi (name, names, numel (name)));
  end
  if (numel (i) == 1)
    name = names{i};
  elseif (isempty (i))
    warning ("%s: unrecognized option: %s", caller, name);
  else
    list = sprintf ("%s, ", names{i});
    warning ("%s: ambiguous option: %s (%s)", caller, name, list(1:end-2));
  end
end
