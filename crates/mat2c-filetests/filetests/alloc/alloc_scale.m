function y = alloc_scale(x, k)
  y = x;
  for i = 1:numel(y)
    y(i) = y(i) * k;
  end
end
