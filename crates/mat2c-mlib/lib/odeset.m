## -*- texinfo -*-
## @deftypefn  {} {@var{odestruct} =} odeset ()
## @deftypefnx {} {@var{odestruct} =} odeset (@var{"field1"}, @var{value1}, @var{"field2"}, @var{value2}, @dots{})
## @deftypefnx {} {@var{odestruct} =} odeset (@var{oldstruct}, @var{"field1"}, @var{value1}, @var{"field2"}, @var{value2}, @dots{})
## @deftypefnx {} {@var{odestruct} =} odeset (@var{oldstruct}, @var{newstruct})
## @deftypefnx {} {} odeset ()
## An options structure for the ODE solvers: the 22 known options (empty unless given), set
## from structures and name/value pairs in order; names match known options without regard
## to case, and unknown names are kept with a warning.
## @end deftypefn
function odestruct = odeset (varargin)
  names = {"AbsTol", "BDF", "Events", "InitialSlope", "InitialStep", "JConstant", ...
           "JPattern", "Jacobian", "MStateDependence", "Mass", "MassSingular", ...
           "MaxOrder", "MaxStep", "MvPattern", "NonNegative", "NormControl", ...
           "OutputFcn", "OutputSel", "Refine", "RelTol", "Stats", "Vectorized"};
  if (nargin == 0 && nargout == 0)
    print_options ();
    return;
  end
  odestruct = struct ();
  for i = 1:numel (names)
    odestruct.(names{i}) = [];
  end
  extra = struct ();
  k = 1;
  while (k <= nargin)
    arg = varargin{k};
    if (isstruct (arg))
      ## Every field of a structure counts, empty ones included.
      fn = fieldnames (arg);
      for i = 1:numel (fn)
        [odestruct, extra] = set_option (odestruct, extra, names, fn{i}, arg.(fn{i}));
      end
      k = k + 1;
    elseif (ischar (arg))
      known = any (strcmpi (arg, names));
      if (k == nargin)
        if (known)
          error ("Octave:index-out-of-bounds",
                 "varargin(%d): out of bound %d (dimensions are 1x%d)", k + 1, k, k);
        end
        error ("argument '%s' is not a valid parameter", upper (arg));
      end
      [odestruct, extra] = set_option (odestruct, extra, names, arg, varargin{k + 1});
      k = k + 2;
    else
      error ("non-string for Parameter name or Switch");
    end
  end
  ## Unknown options come last, sorted, each with a warning (the newline at the end of the
  ## message leaves out the backtrace, as Octave's own odeset does).
  xtra = sort (fieldnames (extra));
  for i = 1:numel (xtra)
    warning ("Octave:invalid-input-arg", "odeset: unknown option \"%s\"\n", xtra{i});
    odestruct.(xtra{i}) = extra.(xtra{i});
  end
end

## Set option NAME to VALUE: a known one in S under its canonical spelling, another in EXTRA.
function [s, extra] = set_option (s, extra, names, name, value)
  i = find (strcmpi (name, names), 1);
  if (isempty (i))
    extra.(name) = value;
  else
    s.(names{i}) = value;
  end
end

function print_options ()
  printf ("List of the most common ODE solver options.\n");
  printf ("Default values are in square brackets.\n\n");
  printf ("             AbsTol:  scalar or vector, >0, [1e-6]\n");
  printf ("                BDF:  binary, {[\"off\"], \"on\"}\n");
  printf ("             Events:  function_handle, []\n");
  printf ("       InitialSlope:  vector, []\n");
  printf ("        InitialStep:  scalar, >0, []\n");
  printf ("           Jacobian:  matrix or function_handle, []\n");
  printf ("          JConstant:  binary, {[\"off\"], \"on\"}\n");
  printf ("           JPattern:  sparse matrix, []\n");
  printf ("               Mass:  matrix or function_handle, []\n");
  printf ("       MassSingular:  switch, {[\"maybe\"], \"no\", \"yes\"}\n");
  printf ("           MaxOrder:  switch, {[5], 1, 2, 3, 4, }\n");
  printf ("            MaxStep:  scalar, >0, []\n");
  printf ("   MStateDependence:  switch, {[\"weak\"], \"none\", \"strong\"}\n");
  printf ("          MvPattern:  sparse matrix, []\n");
  printf ("        NonNegative:  vector of integers, []\n");
  printf ("        NormControl:  binary, {[\"off\"], \"on\"}\n");
  printf ("          OutputFcn:  function_handle, []\n");
  printf ("          OutputSel:  scalar or vector, []\n");
  printf ("             Refine:  scalar, integer, >0, []\n");
  printf ("             RelTol:  scalar, >0, [1e-3]\n");
  printf ("              Stats:  binary, {[\"off\"], \"on\"}\n");
  printf ("         Vectorized:  binary, {[\"off\"], \"on\"}\n");
end
