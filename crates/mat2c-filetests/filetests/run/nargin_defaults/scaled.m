function y = scaled(x, factor, offset)
% x * factor + offset with factor 3 and offset 0 unless given
  if nargin < 2
    factor = 3;
  end
  if nargin < 3
    offset = 0;
  end
  y = x * factor + offset;
end
