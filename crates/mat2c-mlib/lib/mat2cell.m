## -*- texinfo -*-
## @deftypefn  {} {@var{C} =} mat2cell (@var{A}, @var{dim1}, @var{dim2}, @dots{}, @var{dimi}, @dots{}, @var{dimn})
## @deftypefnx {} {@var{C} =} mat2cell (@var{A}, @var{rowdim})
## @var{A} cut into blocks: along dimension i into pieces of the sizes in @var{dimi} (which
## must add up to that extent); the dimensions not given stay whole.
## @end deftypefn
function C = mat2cell (A, varargin)
  if (nargin < 2)
    print_usage ();
  end
  nd = max (numel (varargin), ndims (A));
  sz = size (A);
  sz(end+1:nd) = 1;
  parts = cell (1, nd);
  for d = 1:nd
    if (d <= numel (varargin))
      p = varargin{d};
      if (sum (p(:)) != sz(d))
        error ("mat2cell: mismatch on dimension %d (%d != %d)", d, sz(d), sum (p(:)));
      end
      parts{d} = p(:).';
    else
      parts{d} = sz(d);
    end
  end
  csz = cellfun (@numel, parts);
  if (numel (csz) == 1)
    csz(2) = 1;
  end
  C = cell (csz);
  subs = cell (1, nd);
  for k = 1:numel (C)
    rest = k - 1;
    for d = 1:nd
      % the block's position along d: digit d of k - 1 in the radices csz
      if (d <= numel (csz))
        pos = mod (rest, csz(d)) + 1;
        rest = floor (rest / csz(d));
      else
        pos = 1;
      end
      p = parts{d};
      first = sum (p(1:pos-1)) + 1;
      subs{d} = first:first + p(pos) - 1;
    end
    % the block's elements by linear index: subs{1} + (subs{2} - 1) * sz(1) + ...
    idx = subs{1}(:);
    stride = sz(1);
    bsz = zeros (1, nd);
    bsz(1) = numel (subs{1});
    for d = 2:nd
      idx = idx + (subs{d}(:).' - 1) * stride;
      idx = idx(:);
      stride = stride * sz(d);
      bsz(d) = numel (subs{d});
    end
    C{k} = reshape (A(idx), bsz);
  end
end
