function [s, p] = stats(v)
  s = sum(v);
  p = prod(v);
end
