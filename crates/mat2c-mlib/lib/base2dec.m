## -*- texinfo -*-
## @deftypefn {} {} base2dec (@var{s}, @var{base})
## The numbers written in the rows of @var{s} (or its strings) in base @var{base} (2 to 36,
## or the string of its digit symbols); blanks are left out, other symbols give NaN.
## @end deftypefn
function out = base2dec (s, base)
  if (nargin != 2)
    print_usage ();
  end
  if (iscellstr (s))
    ## char (s): the strings as rows padded with blanks.
    w = 0;
    for i = 1:numel (s)
      w = max (w, numel (s{i}));
    end
    str = repmat (" ", numel (s), w);
    for i = 1:numel (s)
      str(i, 1:numel (s{i})) = s{i};
    end
  elseif (! ischar (s))
    error ("base2dec: S must be a string or cellstring");
  else
    str = s;
  end
  symbols = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  if (ischar (base))
    symbols = base;
    base = numel (symbols);
    if (numel (unique (symbols)) != base)
      error ("base2dec: symbols representing digits must be unique");
    end
    if (any (isspace (symbols)))
      error ("base2dec: whitespace characters are not valid symbols");
    end
  elseif (! isscalar (base))
    error ("base2dec: cannot convert from several bases at once");
  elseif (! (base >= 2 && base <= numel (symbols)))
    error ("base2dec: BASE must be between 2 and 36, or a string of symbols");
  else
    str = toupper (str);
  end
  [nr, nc] = size (str);
  if (nc > 1)
    ## Each row's non-blank characters, right-justified.
    keep = str != " ";
    width = max (sum (keep, 2));
    t = repmat (" ", nr, width);
    for i = 1:nr
      c = str(i, keep(i, :));
      t(i, width - numel (c) + 1:width) = c;
    end
    str = t;
  end
  ## The value of every character: its digit, 0 for a blank, NaN for anything else.
  table = NaN (1, 256);
  table(double (symbols(1:base))) = 0:base-1;
  table(double (" ")) = 0;
  str = reshape (table(double (str)), size (str));
  out = str * (base .^ (columns (str)-1:-1:0)');
end
