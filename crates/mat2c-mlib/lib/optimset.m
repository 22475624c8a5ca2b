## -*- texinfo -*-
## @deftypefn  {} {} optimset ()
## @deftypefnx {} {@var{options} =} optimset ()
## @deftypefnx {} {@var{options} =} optimset (@var{par}, @var{val}, @dots{})
## @deftypefnx {} {@var{options} =} optimset (@var{old}, @var{par}, @var{val}, @dots{})
## @deftypefnx {} {@var{options} =} optimset (@var{old}, @var{new})
## An options structure for the optimization functions.  Names match the known options
## without regard to case and may be shortened to a unique prefix; a name alone gives the
## defaults of that function.
## @end deftypefn
function retval = optimset (varargin)
  names = __mat2c_optim_names__ ();
  if (nargin == 0)
    if (nargout == 0)
      printf ("\nAll possible optimization options:\n\n");
      printf ("  %s\n", names{:});
      printf ("\n");
      return;
    end
    retval = struct ();
    for i = 1:numel (names)
      retval.(names{i}) = [];
    end
    return;
  end
  if (nargin == 1 && ischar (varargin{1}))
    retval = defaults (varargin{1});
    return;
  end
  retval = struct ();
  k = 1;
  if (isstruct (varargin{1}))
    retval = varargin{1};
    k = 2;
    if (nargin == 2 && isstruct (varargin{2}))
      ## Fields of NEW that are set override those of OLD.
      new = varargin{2};
      fn = fieldnames (new);
      for i = 1:numel (fn)
        if (! isempty (new.(fn{i})))
          retval.(fn{i}) = new.(fn{i});
        end
      end
      return;
    end
  end
  if (mod (nargin - k + 1, 2) != 0)
    print_usage ();
  end
  for i = k:2:nargin
    name = varargin{i};
    if (! ischar (name))
      print_usage ();
    end
    retval.(__mat2c_optim_names__ ("optimset", name)) = varargin{i + 1};
  end
end

## optimset (FCN): the options FCN reads and their defaults (for the functions mat2c has).
function s = defaults (fcn)
  s = struct ();
  switch (fcn)
    case "fzero"
      s.Display = "notify";
      s.FunValCheck = "off";
      s.MaxFunEvals = Inf;
      s.MaxIter = Inf;
      s.OutputFcn = [];
      s.TolX = eps;
    case "fminbnd"
      s.Display = "notify";
      s.FunValCheck = "off";
      s.MaxFunEvals = 500;
      s.MaxIter = 500;
      s.OutputFcn = [];
      s.TolX = 1e-4;
    otherwise
      error ("optimset: no defaults for function '%s'", fcn);
  end
end
