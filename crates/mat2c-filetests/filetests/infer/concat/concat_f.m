function s = concat_f(x)
  h = [x, x];
  v = [x; x; x];
  r = [x(1, :), 7, 8];
  t = [x', x'];
  q = [h; h];
  s = sum(h(:)) + sum(v(:)) + sum(r) + sum(t(:)) + sum(q(:));
end
