## -*- texinfo -*-
## @deftypefn  {} {} resize (@var{x}, @var{m})
## @deftypefnx {} {} resize (@var{x}, @var{m}, @var{n}, @dots{})
## @deftypefnx {} {} resize (@var{x}, [@var{m} @var{n} @dots{}])
## @var{x} cut or padded to the given size; each element keeps its subscripts and new
## ones are zero (empty fields in a struct array).
## @end deftypefn
function B = resize (A, varargin)
  if (nargin < 2)
    print_usage ();
  end
  if (nargin == 2)
    sz = varargin{1};
    if (isscalar (sz))
      sz = [sz, sz];
    end
  else
    sz = zeros (1, nargin - 1);
    for k = 1:nargin - 1
      sz(k) = varargin{k};
    end
  end
  sz = fix (double (sz(:).'));
  if (any (sz < 0))
    error ("Invalid resizing operation or ambiguous assignment to an out-of-bounds array element");
  end
  if (numel (sz) < ndims (A))
    error ("mat2c: resize: fewer dimensions than the array has are not supported");
  end
  ## The linear indices, in A and in the result, of the elements that stay (column-major
  ## order in both).
  old = zeros (1, numel (sz));
  from = 1;
  to = 1;
  sa = 1;
  sc = 1;
  for k = 1:numel (sz)
    old(k) = size (A, k);
    r = 0:min (old(k), sz(k)) - 1;
    from = from(:) + sa * r;
    to = to(:) + sc * r;
    sa = sa * old(k);
    sc = sc * sz(k);
  end
  if (all (sz <= old))
    B = reshape (A(from(:)), sz);
    return;
  end
  if (isstruct (A))
    ## A scalar struct with A's fields, all empty.
    e = struct ();
    f = fieldnames (A);
    for k = 1:numel (f)
      e.(f{k}) = [];
    end
    B = repmat (e, sz);
  elseif (iscell (A))
    B = num2cell (zeros (sz));
  elseif (ischar (A))
    B = char (zeros (sz));
  elseif (islogical (A))
    B = false (sz);
  else
    B = zeros (sz, class (A));
  end
  B(to(:)) = A(from(:));
end
