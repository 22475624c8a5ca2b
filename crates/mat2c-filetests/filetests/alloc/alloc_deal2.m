function [p, q] = alloc_deal2(a, b)
  p = a;
  q = b;
end
