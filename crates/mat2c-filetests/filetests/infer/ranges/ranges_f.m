function s = ranges_f(x, n)
  m = size(x, 1);
  a = 1:m;
  b = 0:m - 1;
  c = 3:m;
  d = 1:n;
  e = a + b;
  s = sum(a) + sum(b) + sum(c) + sum(d) + sum(e);
end
