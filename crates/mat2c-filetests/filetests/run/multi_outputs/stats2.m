function [m, s] = stats2(x)
% mean and (population) standard deviation of a vector
  n = numel(x);
  m = sum(x) / n;
  s = sqrt(sum((x - m) .^ 2) / n);
end
