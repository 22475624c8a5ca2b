## -*- texinfo -*-
## @deftypefn {} {@var{x} =} csvread (@var{file}, @dots{})
## @code{dlmread (@var{file}, ",", @dots{})}: numbers separated by commas, with the
## same row and column offsets, ranges and @qcode{"emptyvalue"} option.
## @end deftypefn
function x = csvread (file, varargin)
  if (nargin < 1)
    print_usage ();
  end
  x = dlmread (file, ",", varargin{:});
end
