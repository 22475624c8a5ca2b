## -*- texinfo -*-
## @deftypefn {} {[@var{dir}, @var{name}, @var{ext}] =} fileparts (@var{filename})
## The folder, the base name and the extension (from the last "." after the last "/") of
## @var{filename}, a single string.
## @end deftypefn
function [dir, name, ext] = fileparts (filename)
  if (nargin != 1)
    print_usage ();
  end
  if (! ischar (filename) || rows (filename) > 1)
    error ("fileparts: FILENAME must be a single string");
  end
  if (isempty (filename))
    dir = name = ext = "";
    return;
  end
  slash = find (filename == "/", 1, "last");
  if (isempty (slash))
    slash = 0;
  end
  dot = find (filename == ".", 1, "last");
  if (isempty (dot) || dot <= slash)
    dot = numel (filename) + 1;
  end
  if (slash == 0)
    dir = "";
  else
    % a leading "/" alone is the root folder
    dir = filename(1:max (slash - 1, 1));
  end
  name = filename(slash+1:dot-1);
  ext = filename(dot:end);
end
