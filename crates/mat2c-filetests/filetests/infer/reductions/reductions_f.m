function s = reductions_f(x)
  a = sum(x, 1);
  b = sum(x, 2);
  c = max(x, [], 2);
  d = sum(x(:));
  e = sum(x);
  f = prod(b);
  g = mean(x, 2);
  s = sum(a) + sum(b) + sum(c) + d + sum(e) + f + sum(g);
end
