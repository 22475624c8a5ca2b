function r = need_two(a, b)
% errors unless both inputs are given
  if nargin < 2
    error('need_two: expected two inputs, got %d', nargin);
  end
  r = a + b;
end
