function [lo, hi] = range_of(x)
% helper of struct_cell_program
  lo = min(x);
  if nargout > 1
    hi = max(x);
  end
end
