## -*- texinfo -*-
## @deftypefn  {} {} index (@var{s}, @var{t})
## @deftypefnx {} {} index (@var{s}, @var{t}, @var{direction})
## The position of the first (or, with @var{direction} "last", the last) occurrence of
## @var{t} in @var{s}, 0 when there is none; a char matrix or a cell of strings gives one
## position per row or element.
## @end deftypefn
function n = index (s, t, direction)
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    direction = "first";
  end
  if (ischar (s))
    if (! isrow (s))
      ## a char matrix is taken row by row, trailing blanks removed (cellstr)
      n = index (cellstr (s), t, direction);
      return;
    end
    f = strfind (s, t);
    last = __mat2c_index_last__ (direction);
    if (isempty (f))
      n = 0;
    elseif (last)
      n = f(end);
    else
      n = f(1);
    end
  elseif (iscellstr (s))
    ## per element; strfind of an empty cell is empty, which Octave's index turns into 0
    first = zeros (size (s));
    final = zeros (size (s));
    for k = 1:numel (s)
      f = strfind (s{k}, t);
      if (! isempty (f))
        first(k) = f(1);
        final(k) = f(end);
      end
    end
    if (__mat2c_index_last__ (direction))
      n = final;
    else
      n = first;
    end
    if (isempty (s))
      n = 0;
    end
  else
    error ("index: S must be a string, string array, or cellstr");
  end
end
