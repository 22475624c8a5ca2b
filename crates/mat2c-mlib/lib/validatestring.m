## -*- texinfo -*-
## @deftypefn  {} {@var{validstr} =} validatestring (@var{str}, @var{strarray})
## @deftypefnx {} {@var{validstr} =} validatestring (@var{str}, @var{strarray}, @var{funcname})
## @deftypefnx {} {@var{validstr} =} validatestring (@var{str}, @var{strarray}, @var{funcname}, @var{varname})
## @deftypefnx {} {@var{validstr} =} validatestring (@dots{}, @var{position})
## The element of the cell of strings @var{strarray} that @var{str} begins, case ignored;
## when it begins several, the shortest of them if it begins all the others. Otherwise an
## error naming @var{funcname}, @var{varname} and the argument @var{position}.
## @end deftypefn
function str = validatestring (str, strarray, varargin)
  if (nargin < 2 || nargin > 5)
    print_usage ();
  end
  extra = varargin;
  position = 0;
  if (! isempty (extra) && isnumeric (extra{end}))
    position = fix (extra{end});
    extra(end) = [];
    if (position < 1)
      error ("validatestring: POSITION must be >= 1");
    end
  end
  names = {};
  for k = 1:numel (extra)
    if (ischar (extra{k}))
      names{end+1} = extra{k};
    end
  end
  if (numel (names) > 2)
    error ("validatestring: invalid number of character inputs (> 3)");
  end
  funcname = "";
  varname = "";
  if (numel (names) >= 1)
    funcname = names{1};
  end
  if (numel (names) == 2)
    varname = names{2};
  end
  if (! ischar (str) || ! isrow (str))
    error ("validatestring: STR must be a single character string");
  elseif (! iscellstr (strarray))
    error ("validatestring: STRARRAY must be a cellstr");
  elseif (! isempty (funcname) && ! isrow (funcname))
    error ("validatestring: FUNCNAME must be a single character string");
  elseif (! isempty (varname) && ! isrow (varname))
    error ("validatestring: VARNAME must be a single character string");
  end
  if (isempty (funcname))
    funcname = "validatestring";
  end
  % the message starts "FUNC: 'STR' ", then names the variable and the argument
  lead = [funcname ": '" str "' "];
  if (! isempty (varname) && position > 0)
    lead = sprintf ("%s(variable %s, argument #%i) ", lead, varname, position);
  elseif (! isempty (varname))
    lead = sprintf ("%s(variable %s) ", lead, varname);
  elseif (position > 0)
    lead = sprintf ("%s(argument #%i) ", lead, position);
  end
  hits = find (strncmpi (str, strarray(:), numel (str)));
  if (isempty (hits))
    listed = sprintf ("'%s', ", strarray{:});
    error ("%sdoes not match any of\n%s", lead, listed(1:end-2));
  end
  if (numel (hits) == 1)
    str = strarray{hits};
    return;
  end
  % several: the shortest wins when it begins every other one
  lens = zeros (1, numel (hits));
  for k = 1:numel (hits)
    lens(k) = numel (strarray{hits(k)});
  end
  [shortest, at] = min (lens);
  pick = strarray{hits(at)};
  if (all (strncmpi (pick, strarray(hits), shortest)))
    str = pick;
  else
    listed = sprintf ("'%s', ", strarray{hits});
    error ("%smatches multiple possible values:\n%s", lead, listed(1:end-2));
  end
end
