function out = scale_all(v, k)
% shows intermediate values
  k
  out = v * k
  v(end+1) = k;
  v
end
