function m = mean_of(v)
  n = numel(v);
  s = 0;
  for k = 1:n
    s = s + v(k);
  end
  m = s / n;
end
