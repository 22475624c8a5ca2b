function v = grow_r(v, k)
  if numel(v) < k
    v = grow_r([v, numel(v) + 1], k);
  end
end
