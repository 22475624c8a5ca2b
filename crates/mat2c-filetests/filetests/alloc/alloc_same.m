function y = alloc_same(x)
  y = x;
end
