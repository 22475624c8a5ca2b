## -*- texinfo -*-
## @deftypefn  {} {@var{varname} =} matlab.lang.makeValidName (@var{str})
## @deftypefnx {} {@var{varname} =} matlab.lang.makeValidName (@dots{}, @qcode{"ReplacementStyle"}, @var{rs})
## @deftypefnx {} {@var{varname} =} matlab.lang.makeValidName (@dots{}, @qcode{"Prefix"}, @var{pfx})
## @deftypefnx {} {[@var{varname}, @var{ismodified}] =} matlab.lang.makeValidName (@dots{})
## Valid variable names from the string or cellstr @var{str}: words after blanks
## capitalised, blanks removed, keywords and names not starting with a letter or
## @qcode{"_"} prefixed (default @qcode{"x"}), other characters replaced by @qcode{"_"}
## (@var{rs} @qcode{"underscore"}), deleted (@qcode{"delete"}) or written as hexadecimal
## (@qcode{"hex"}).
## @end deftypefn
function [varname, ismodified] = makeValidName (str, varargin)
  if (nargin < 1)
    print_usage ();
  end
  style = "underscore";
  prefix = "x";
  if (mod (numel (varargin), 2) != 0)
    error ("makeValidName: property/value options must occur in pairs");
  end
  for i = 1:2:numel (varargin)
    if (! ischar (varargin{i}))
      error ("makeValidName: option argument must be a string");
    end
    opt = lower (varargin{i});
    if (strcmp (opt, "replacementstyle"))
      if (! ischar (varargin{i+1}))
        error ("makeValidName: 'ReplacementStyle' value must be a string");
      end
      style = lower (varargin{i+1});
      if (! any (strcmp (style, {"underscore", "delete", "hex"})))
        error ("makeValidName: invalid 'ReplacementStyle' value '%s'", style);
      end
    elseif (strcmp (opt, "prefix"))
      if (! ischar (varargin{i+1}))
        error ("makeValidName: 'Prefix' value must be a string");
      end
      prefix = varargin{i+1};
      if (! valid_identifier (prefix) || iskeyword (prefix))
        error ("makeValidName: invalid 'Prefix' value '%s'", prefix);
      end
    else
      error ("makeValidName: unknown property '%s'", opt);
    end
  end
  if (ischar (str))
    [varname, ismodified] = make_valid (str, style, prefix);
  elseif (iscellstr (str))
    varname = str;
    ismodified = false (size (str));
    for i = 1:numel (str)
      [varname{i}, ismodified(i)] = make_valid (str{i}, style, prefix);
    end
  else
    error ("makeValidName: STR must be a string or cellstr");
  end
end

## One name, as Octave's make_valid_name changes it (C-locale character classes).
function [s, modified] = make_valid (s, style, prefix)
  modified = ! (valid_identifier (s) && ! iskeyword (s));
  if (! modified)
    return;
  end
  previous = false;
  any_non_space = false;
  for k = 1:numel (s)
    if (any_non_space && previous && is_letter (s(k)))
      s(k) = upper (s(k));
    end
    previous = is_space (s(k));
    any_non_space = any_non_space || ! previous;
  end
  s = s(! is_space (s));
  if (isempty (s))
    s = prefix;
  end
  if (iskeyword (s))
    s(1) = upper (s(1));
    s = [prefix, s];
  end
  if (! (is_letter (s(1)) || s(1) == '_'))
    s = [prefix, s];
  end
  permitted = is_letter (s) | (s >= '0' & s <= '9') | s == '_';
  switch (style)
    case "underscore"
      s(! permitted) = '_';
    case "delete"
      s = s(permitted);
    otherwise
      out = "";
      for k = 1:numel (s)
        if (permitted(k))
          out = [out, s(k)];
        elseif (double (s(k)) > 127)
          ## Octave formats the signed char: every byte above 127 reads 0xFF
          out = [out, "0xFF"];
        else
          out = [out, sprintf("0x%02X", double (s(k)))];
        end
      end
      s = out;
  end
end

function tf = is_letter (c)
  tf = (c >= 'a' & c <= 'z') | (c >= 'A' & c <= 'Z');
end

function tf = is_space (c)
  tf = c == ' ' | (c >= 9 & c <= 13);
end

function tf = valid_identifier (s)
  tf = ! isempty (s) && (is_letter (s(1)) || s(1) == '_') ...
       && all (is_letter (s) | (s >= '0' & s <= '9') | s == '_');
end
