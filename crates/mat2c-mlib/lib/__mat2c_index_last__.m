## -*- texinfo -*-
## @deftypefn {} {} __mat2c_index_last__ (@var{direction})
## Whether index's @var{direction} (any case) is "last"; Octave's error when it is
## neither "first" nor "last".
## @end deftypefn
function last = __mat2c_index_last__ (direction)
  direction = tolower (direction);
  last = strcmp (direction, "last");
  if (! last && ! strcmp (direction, "first"))
    error ('index: DIRECTION must be either "first" or "last"');
  end
end
