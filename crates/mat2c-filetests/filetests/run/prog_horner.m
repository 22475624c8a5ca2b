%! test: run
% program: Horner evaluation of a polynomial at scalar and vector points, plus derivative
p = [2 -6 2 -1];   % 2x^3 - 6x^2 + 2x - 1
for x = [0 1 2.5 3]
  y = 0;
  for k = 1:numel(p)
    y = y * x + p(k);
  end
  fprintf('p(%g) = %g\n', x, y);
end
xs = linspace(-1, 1, 5);
ys = zeros(size(xs));
for k = 1:numel(p)
  ys = ys .* xs + p(k);
end
ys
n = numel(p) - 1;
dp = p(1:n) .* (n:-1:1)
