% dich: Dirichlet problem for the Laplace equation on the unit square,
% solved by successive over-relaxation (SOR) with the optimal factor,
% iterating until the largest update falls below a tolerance.
n = 14;  % mat2c-bench-size small=14 medium=70 large=280
h = 1/(n - 1);
omega = 2/(1 + sin(pi*h));
tol = 1e-9;
maxit = 20*n;
u = zeros(n, n);
% boundary values g(x, y); x runs down the rows, y along the columns
for k = 1:n
  t = (k - 1)*h;
  u(k, 1) = t*(1 - t);                 % y = 0
  u(k, n) = sin(pi*t);                 % y = 1
  u(1, k) = 0.5*sin(2*pi*t)*t;         % x = 0
  u(n, k) = t*t*exp(t - 1);            % x = 1
end
iter = 0;
err = 1;
while err > tol && iter < maxit
  err = 0;
  for j = 2:n-1
    for i = 2:n-1
      g = 0.25*(u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1));
      du = omega*(g - u(i, j));
      u(i, j) = u(i, j) + du;
      if abs(du) > err
        err = abs(du);
      end
    end
  end
  iter = iter + 1;
end
c = floor((n + 1)/2);
fprintf('dich: omega %.12f\n', omega);
fprintf('dich: iterations %d\n', iter);
fprintf('dich: last max update %.4e\n', err);
fprintf('dich: u(centre) %.8e\n', u(c, c));
fprintf('dich: sum(u) %.8e\n', sum(sum(u)));
