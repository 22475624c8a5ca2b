function x = crni_tridiag(a, b, c, d)
% Thomas algorithm for a tridiagonal system: a = sub-diagonal (a(1) unused),
% b = diagonal, c = super-diagonal (c(end) unused), d = right-hand side.
n = length(d);
cp = zeros(n, 1);
dp = zeros(n, 1);
x = zeros(n, 1);
cp(1) = c(1)/b(1);
dp(1) = d(1)/b(1);
for i = 2:n
  m = b(i) - a(i)*cp(i-1);
  cp(i) = c(i)/m;
  dp(i) = (d(i) - a(i)*dp(i-1))/m;
end
x(n) = dp(n);
for i = n-1:-1:1
  x(i) = dp(i) - cp(i)*x(i+1);
end
end
