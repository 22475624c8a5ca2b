## -*- texinfo -*-
## @deftypefn {} {} blkdiag (@var{A}, @var{B}, @var{C}, @dots{})
## The block-diagonal matrix of @var{A}, @var{B}, @var{C}, @dots{} (zeros elsewhere).
## @end deftypefn
function retval = blkdiag (varargin)
  if (nargin < 1)
    print_usage ();
  end
  for k = 1:nargin
    if (! isnumeric (varargin{k}))
      error ("blkdiag: all arguments must be numeric");
    end
  end
  for k = 1:nargin
    if (ndims (varargin{k}) != 2)
      error ("blkdiag: all arguments must be two-dimensional matrices");
    end
  end
  ## The corner of each block: the sizes of the blocks before it summed.
  r0 = zeros (1, nargin + 1);
  c0 = zeros (1, nargin + 1);
  for k = 1:nargin
    r0(k+1) = r0(k) + rows (varargin{k});
    c0(k+1) = c0(k) + columns (varargin{k});
  end
  retval = zeros (r0(end), c0(end));
  for k = 1:nargin
    v = varargin{k};
    if (! isempty (v))
      retval(r0(k)+1:r0(k+1), c0(k)+1:c0(k+1)) = v;
    end
  end
end
