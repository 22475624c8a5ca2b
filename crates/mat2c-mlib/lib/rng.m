## -*- texinfo -*-
## @deftypefn  {} {} rng (@var{seed})
## @deftypefnx {} {} rng (@var{seed}, "@var{generator}")
## @deftypefnx {} {} rng ("shuffle")
## @deftypefnx {} {} rng ("shuffle", "@var{generator}")
## @deftypefnx {} {} rng ("default")
## @deftypefnx {} {@var{s} =} rng ()
## @deftypefnx {} {} rng (@var{s})
## @deftypefnx {} {@var{s} =} rng (@dots{})
## Seed rand and randn together, or save and restore their settings.  The settings are a
## struct with fields Type ("twister"), Seed ("Not applicable") and State (the states of
## rand and randn, in a cell); @var{generator} is "twister", "v5uniform" (rand's old
## generator) or "v5normal" (randn's old generator).
## @end deftypefn
## The result is varargout so that a call as a statement with arguments binds no ans.
function varargout = rng (varargin)
  if (nargin > 2)
    print_usage ();
  end
  settings = struct ("Type", "twister", "Seed", "Not applicable",
                     "State", {{rand("state"), randn("state")}});
  if (nargin == 0)
    varargout{1} = settings;
    return;
  end
  arg = varargin{1};
  if (isscalar (arg) && isnumeric (arg) && isreal (arg) && arg >= 0)
    gen = rng_generator (varargin(2:end));
    rng_seed (gen, arg, arg);
  elseif (ischar (arg) && strcmpi (arg, "shuffle"))
    gen = rng_generator (varargin(2:end));
    rng_seed (gen, "reset", "reset");
  elseif (ischar (arg) && strcmpi (arg, "default") && nargin == 1)
    rng_seed ("twister", 0, 0);
  elseif (isstruct (arg) && isscalar (arg) && nargin == 1)
    if (numfields (arg) != 3 || ! all (isfield (arg, {"Type", "Seed", "State"})))
      error ('rng: input structure requires "Type", "Seed", "State" fields"');
    end
    if (iscell (arg.State))
      rng_seed (arg.Type, arg.State{1}, arg.State{2});
    else
      rng_seed (arg.Type, arg.State, arg.State);
    end
  else
    print_usage ();
  end
  if (nargout > 0)
    varargout{1} = settings;
  end
end

## The generator named by the optional second argument ("" when absent).
function gen = rng_generator (args)
  gen = "";
  if (isempty (args))
    return;
  end
  if (! iscellstr (args))
    error ("rng: GENERATOR must be a string");
  end
  gen = tolower (args{1});
  if (any (strcmp (gen, {"simdtwister", "combrecursive", "philox", "threefry", "multfibonacci", "v4"})))
    error ('rng: random number generator "%s" is not available in Octave', gen);
  elseif (! any (strcmp (gen, {"twister", "v5uniform", "v5normal"})))
    error ('rng: unknown random number generator "%s"', gen);
  end
end

## Seed (or set the states of) rand and randn as generator gen asks.
function rng_seed (gen, for_rand, for_randn)
  if (isempty (gen))
    gen = "twister";
  end
  switch (gen)
    case "twister"
      rand ("state", for_rand);
      randn ("state", for_randn);
    case "legacy"
      rand ("seed", for_rand);
      randn ("seed", for_randn);
    case "v5uniform"
      rand ("seed", for_rand);
    case "v5normal"
      randn ("seed", for_randn);
    otherwise
      error ('rng: invalid GENERATOR: "%s"', gen);
  end
end
