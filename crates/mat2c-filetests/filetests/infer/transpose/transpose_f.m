function s = transpose_f(x)
  t = x';
  u = t';
  p = t * x;
  v = u - x;
  s = sum(p(:)) + sum(v(:));
end
