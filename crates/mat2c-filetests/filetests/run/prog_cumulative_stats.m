%! test: run
% program: running mean and variance (Welford) and a moving average
data = [2 4 4 4 5 5 7 9];
m = 0;
s = 0;
for k = 1:numel(data)
  x = data(k);
  delta = x - m;
  m = m + delta / k;
  s = s + delta * (x - m);
  fprintf('n=%d mean=%.4f var=%.4f\n', k, m, s / k);
end
sd = sqrt(s / numel(data))
running = cumsum(data) ./ (1:numel(data))
w = 3;
ma = zeros(1, numel(data) - w + 1);
for k = 1:numel(ma)
  ma(k) = mean(data(k:k+w-1));
end
ma
