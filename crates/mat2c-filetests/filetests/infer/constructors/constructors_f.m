function s = constructors_f(n, x)
  a = zeros(n);
  b = ones(n, 3);
  c = eye(n);
  m = size(x, 1);
  d = zeros(m + 1, 2 * m);
  e = true(m, 1);
  f = ones(2, 3, 'int32');
  g = a + c;
  s = sum(a(:)) + sum(b(:)) + sum(c(:)) + sum(d(:)) + sum(e) + double(sum(f(:))) + sum(g(:));
end
