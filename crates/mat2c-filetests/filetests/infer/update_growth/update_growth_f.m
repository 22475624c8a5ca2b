function s = update_growth_f(x, k)
  n = numel(x);
  x(n + 1) = 1;
  x(n + 3) = 2;
  y = zeros(2, n);
  y(2, n + 1) = 4;
  y(3, :) = 5;
  x(k) = 0;
  s = sum(x) + sum(y(:));
end
