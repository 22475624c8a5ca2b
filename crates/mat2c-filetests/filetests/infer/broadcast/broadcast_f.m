function s = broadcast_f(c, r)
  m = c .* r;
  k = m + c;
  j = m - r;
  z = ones(3, 1) + r;
  s = sum(m(:)) + sum(k(:)) + sum(j(:)) + sum(z(:));
end
