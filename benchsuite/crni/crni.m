% crni: Crank-Nicolson time stepping for the 1-D heat equation u_t = u_xx
% on (0,1) with u = 0 at both ends; each step solves a tridiagonal system
% with the hand-written Thomas solver crni_tridiag.
n = 40;  % mat2c-bench-size small=40 medium=800 large=6400
nt = n;
dx = 1/(n + 1);
dt = 0.5*dx;
r = dt/(dx*dx);
u = zeros(n, 1);
for i = 1:n
  x = i*dx;
  u(i) = sin(pi*x) + 0.5*sin(3*pi*x) + 2*x*(1 - x)*cos(5*x);
end
a = zeros(n, 1);
b = zeros(n, 1);
c = zeros(n, 1);
for i = 1:n
  a(i) = -r/2;
  b(i) = 1 + r;
  c(i) = -r/2;
end
d = zeros(n, 1);
for step = 1:nt
  for i = 1:n
    left = 0;
    right = 0;
    if i > 1
      left = u(i-1);
    end
    if i < n
      right = u(i+1);
    end
    d(i) = r/2*left + (1 - r)*u(i) + r/2*right;
  end
  u = crni_tridiag(a, b, c, d);
end
mid = floor((n + 1)/2);
fprintf('crni: r = %.6f, steps %d, t = %.6f\n', r, nt, nt*dt);
fprintf('crni: u(mid) %.10e\n', u(mid));
fprintf('crni: sum(u)*dx %.10e\n', sum(u)*dx);
fprintf('crni: max(u) %.10e\n', max(u));
