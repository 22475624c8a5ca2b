% lagr: Lagrange interpolation of Runge's function 1/(1+25x^2) through m
% Chebyshev nodes, evaluated at n points by the direct O(m^2) formula.
n = 20;  % mat2c-bench-size small=20 medium=4000 large=300000
m = 24;
xn = zeros(1, m);
fn = zeros(1, m);
for j = 1:m
  xn(j) = cos((2*j - 1)*pi/(2*m));
  fn(j) = 1/(1 + 25*xn(j)*xn(j));
end
v = zeros(1, n);
maxerr = 0;
for p = 1:n
  x = -1 + 2*(p - 1)/(n - 1);
  s = 0;
  for j = 1:m
    L = 1;
    for k = 1:m
      if k ~= j
        L = L*(x - xn(k))/(xn(j) - xn(k));
      end
    end
    s = s + fn(j)*L;
  end
  v(p) = s;
  e = abs(s - 1/(1 + 25*x*x));
  if e > maxerr
    maxerr = e;
  end
end
fprintf('lagr: points %d, nodes %d\n', n, m);
fprintf('lagr: sum of values %.10e\n', sum(v));
fprintf('lagr: value at x=-1 %.10e, at x=1 %.10e\n', v(1), v(n));
fprintf('lagr: max error %.6e\n', maxerr);
