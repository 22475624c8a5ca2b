## -*- texinfo -*-
## @deftypefn {} {} csvwrite (@var{file}, @var{M}, @dots{})
## @code{dlmwrite (@var{file}, @var{M}, ",", @dots{})}: the rows of @var{M} separated by
## commas.
## @end deftypefn
function csvwrite (file, M, varargin)
  if (nargin < 2)
    print_usage ();
  end
  dlmwrite (file, M, ",", varargin{:});
end
