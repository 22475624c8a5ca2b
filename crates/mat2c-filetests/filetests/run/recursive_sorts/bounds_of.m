function [lo, hi] = bounds_of(v)
  lo = v(1); hi = v(1);
  for k = 2:numel(v)
    if v(k) < lo, lo = v(k); end
    if v(k) > hi, hi = v(k); end
  end
end
