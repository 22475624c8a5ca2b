function s = numel_length_f(x, v)
  n = numel(x);
  l = length(v);
  r = zeros(1, n);
  q = zeros(l, 1);
  t = reshape(x, 1, n);
  s = numel(r) + numel(q) + sum(t) + ndims(x);
end
