%! test: run
% program: second-derivative finite-difference stencil and a Jacobi-smoothed 2-D grid
h = 0.1;
x = 0:h:1;
f = x .^ 3;
n = numel(x);
d2 = zeros(1, n - 2);
for i = 2:n-1
  d2(i-1) = (f(i-1) - 2 * f(i) + f(i+1)) / h^2;
end
fprintf('%.4f ', d2);
fprintf('\n');
exact_for_cubics = max(abs(d2 - 6 * x(2:n-1))) < 1e-10
% 5-point Laplace smoothing on a 5x5 grid with a hot top edge
G = zeros(5);
G(1, :) = 100;
for it = 1:20
  N = G;
  for i = 2:4
    for j = 2:4
      N(i, j) = (G(i-1, j) + G(i+1, j) + G(i, j-1) + G(i, j+1)) / 4;
    end
  end
  G = N;
end
G
