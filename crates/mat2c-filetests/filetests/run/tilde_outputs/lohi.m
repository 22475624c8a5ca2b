function [lo, hi] = lohi(x)
% smallest and largest element of x
  lo = min(x);
  hi = max(x);
end
