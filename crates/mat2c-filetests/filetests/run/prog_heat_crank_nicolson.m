%! test: run
% program: Crank-Nicolson steps of the 1-D heat equation with a tridiagonal (Thomas) solve
n = 9;                 % interior points
dx = 1 / (n + 1);
dt = 0.01;
r = dt / dx^2;
x = (1:n)' * dx;
u = sin(pi * x);
% constant tridiagonal system: (1 + r) u_i - r/2 (u_{i-1} + u_{i+1}) = rhs
a = -r / 2 * ones(n, 1);
b = (1 + r) * ones(n, 1);
c = -r / 2 * ones(n, 1);
for step = 1:5
  rhs = (1 - r) * u;
  rhs(2:n) = rhs(2:n) + r / 2 * u(1:n-1);
  rhs(1:n-1) = rhs(1:n-1) + r / 2 * u(2:n);
  % forward sweep
  cp = zeros(n, 1);
  dp = zeros(n, 1);
  cp(1) = c(1) / b(1);
  dp(1) = rhs(1) / b(1);
  for i = 2:n
    m = b(i) - a(i) * cp(i-1);
    cp(i) = c(i) / m;
    dp(i) = (rhs(i) - a(i) * dp(i-1)) / m;
  end
  % back substitution
  u(n) = dp(n);
  for i = n-1:-1:1
    u(i) = dp(i) - cp(i) * u(i+1);
  end
  fprintf('step %d: max u = %.6f\n', step, max(u));
end
exact = exp(-pi^2 * 5 * dt) * sin(pi * x);
fprintf('max error vs exact: %.2e\n', max(abs(u - exact)));
u'
