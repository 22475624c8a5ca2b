## -*- texinfo -*-
## @deftypefn {} {[@var{err}, @var{yi}, @dots{}] =} common_size (@var{xi}, @dots{})
## Expands the scalar inputs to the size of the non-scalar ones; @var{err} is 1 (and the
## inputs come back unchanged) when the non-scalar inputs differ in size.
## @end deftypefn
function [err, varargout] = common_size (varargin)
  if (nargin < 2)
    error ("common_size: only makes sense if nargin >= 2");
  end
  err = 0;
  varargout = varargin;
  ref = 0;
  for k = 1:nargin
    if (numel (varargin{k}) != 1)
      if (ref == 0)
        ref = k;
      elseif (! size_equal (varargin{k}, varargin{ref}))
        err = 1;
        return;
      end
    end
  end
  if (ref > 0)
    sz = size (varargin{ref});
    for k = 1:nargin
      if (numel (varargin{k}) == 1)
        varargout{k} = repmat (varargin{k}, sz);
      end
    end
  end
end
