## -*- texinfo -*-
## @deftypefn  {} {} optimget (@var{options}, @var{parname})
## @deftypefnx {} {} optimget (@var{options}, @var{parname}, @var{default})
## The value of option @var{parname} in @var{options} (the name completed as optimset
## does), or @var{default} (else []) where it is missing or empty.
## @end deftypefn
function retval = optimget (options, parname, default = [])
  if (nargin < 2 || ! isstruct (options) || ! ischar (parname))
    print_usage ();
  end
  parname = __mat2c_optim_names__ ("optimget", parname);
  retval = default;
  if (isfield (options, parname) && ! isempty (options.(parname)))
    retval = options.(parname);
  end
end
