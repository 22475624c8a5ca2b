function [lo, hi] = lohi(v)
  lo = min(v);
  hi = max(v);
end
