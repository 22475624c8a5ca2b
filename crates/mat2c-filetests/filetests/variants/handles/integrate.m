function q = integrate(f, a, b, n)
% midpoint rule through a handle
h = (b - a) / n;
q = 0;
for k = 0:n-1
  q = q + f(a + (k + 0.5) * h) * h;
end
end
