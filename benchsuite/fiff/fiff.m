% fiff: explicit finite-difference (leapfrog) solution of the 2-D wave
% equation u_tt = c^2 (u_xx + u_yy) on the unit square with u = 0 on the
% boundary, starting from a Gaussian bump at rest.
n = 20;  % mat2c-bench-size small=20 medium=90 large=500
nt = 2*n;
c2 = 0.25;   % (c*dt/h)^2
u0 = zeros(n, n);
u1 = zeros(n, n);
u2 = zeros(n, n);
h = 1/(n - 1);
for j = 2:n-1
  for i = 2:n-1
    x = (i - 1)*h - 0.4;
    y = (j - 1)*h - 0.55;
    u1(i, j) = exp(-(x*x + y*y)/0.01);
  end
end
u0 = u1;
for step = 1:nt
  for j = 2:n-1
    for i = 2:n-1
      u2(i, j) = 2*u1(i, j) - u0(i, j) + c2*(u1(i+1, j) + u1(i-1, j) + u1(i, j+1) + u1(i, j-1) - 4*u1(i, j));
    end
  end
  u0 = u1;
  u1 = u2;
end
sq = 0;
for j = 1:n
  for i = 1:n
    sq = sq + u1(i, j)*u1(i, j);
  end
end
fprintf('fiff: steps %d\n', nt);
fprintf('fiff: sum(u) %.8e\n', sum(sum(u1)));
fprintf('fiff: sum(u.^2) %.8e\n', sq);
fprintf('fiff: u(probe) %.8e\n', u1(floor(n/3) + 1, floor(2*n/3) + 1));
fprintf('fiff: max |u| %.8e\n', max(max(abs(u1))));
