## -*- texinfo -*-
## @deftypefn  {} {} dec2base (@var{d}, @var{base})
## @deftypefnx {} {} dec2base (@var{d}, @var{base}, @var{len})
## The non-negative integers @var{d} written in base @var{base} (2 to 36, or the string of
## its digit symbols), one row each, at least @var{len} digits.
## @end deftypefn
function retval = dec2base (d, base, len)
  if (nargin < 2)
    print_usage ();
  end
  if (iscell (d))
    d = cell2mat (d);
  end
  d = d(:);
  if (islogical (d))
    d = double (d);
  elseif (! isnumeric (d) || iscomplex (d) || any (d < 0 | d != fix (d)))
    error ("dec2base: input must be real non-negative integers");
  end
  symbols = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  if (ischar (base))
    symbols = base(:).';
    base = numel (symbols);
    if (numel (unique (symbols)) != base)
      error ("dec2base: symbols representing digits must be unique");
    elseif (any (isspace (symbols)))
      error ("dec2base: whitespace characters are not valid symbols");
    end
  elseif (! isscalar (base) || ! isreal (base) || fix (base) != base || base < 2 || base > 36)
    error ("dec2base: BASE must be an integer between 2 and 36, or a string of symbols");
  end
  ## Enough digits for the largest number, perhaps one more (dropped below if it is zero).
  max_len = round (log (double (max (max (d), 1))) / log (base)) + 1;
  if (nargin == 3)
    if (! (isscalar (len) && isreal (len) && len >= 0 && len == fix (len)))
      error ("dec2base: LEN must be a non-negative integer");
    end
    max_len = max (max_len, len);
  end
  digits = zeros (numel (d), max_len);
  for k = max_len:-1:1
    r = mod (d, base);
    digits(:, k) = double (r);
    d = round ((d - r) / base);
  end
  retval = reshape (symbols(digits + 1), size (digits));
  if ((nargin == 2 || max_len > len) && columns (retval) != 1 ...
      && all (retval(:, 1) == symbols(1)))
    retval = retval(:, 2:end);
  end
end
