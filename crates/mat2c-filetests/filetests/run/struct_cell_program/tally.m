function t = tally(varargin)
% helper of struct_cell_program
  t = struct();
  for k = 1:nargin
    key = varargin{k};
    if isfield(t, key)
      t.(key) = t.(key) + 1;
    else
      t.(key) = 1;
    end
  end
end
