## -*- texinfo -*-
## @deftypefn {} {@var{tf} =} size_equal (@var{a}, @var{b}, @dots{})
## True when all the arguments have the same size (none or one argument: true).
## @end deftypefn
function tf = size_equal (varargin)
  tf = true;
  for k = 2:nargin
    if (! isequal (size (varargin{k}), size (varargin{1})))
      tf = false;
      return;
    end
  end
end
