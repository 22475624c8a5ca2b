function m = containers_apply(fs, v)
  m = zeros(1, numel(fs));
  for k = 1:numel(fs)
    f = fs{k};
    m(k) = f(v);
  end
end
