function [s, p] = sum_prod(a, b)
  s = a + b;
  p = a * b;
end
