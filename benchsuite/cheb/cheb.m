% cheb: evaluate a degree-deg Chebyshev series sum_k c_k T_k(x) at n points
% using the three-term recurrence T_{k+1} = 2 x T_k - T_{k-1}.
n = 300;  % mat2c-bench-size small=300 medium=90000 large=5760000
deg = 60;
c = zeros(1, deg + 1);
for k = 0:deg
  c(k+1) = cos(0.3*k)/(1 + k*k);
end
vals = zeros(1, n);
tmax = 0;
for p = 1:n
  x = -1 + 2*(p - 0.5)/n;
  t0 = 1;
  t1 = x;
  s = c(1)*t0 + c(2)*t1;
  for k = 2:deg
    t2 = 2*x*t1 - t0;
    s = s + c(k+1)*t2;
    t0 = t1;
    t1 = t2;
  end
  vals(p) = s;
  if abs(t1) > tmax
    tmax = abs(t1);
  end
end
fprintf('cheb: points %d, degree %d\n', n, deg);
fprintf('cheb: sum of values %.10e\n', sum(vals));
fprintf('cheb: first %.10e, middle %.10e, last %.10e\n', vals(1), vals(floor(n/2) + 1), vals(n));
fprintf('cheb: min %.10e, max %.10e\n', min(vals), max(vals));
fprintf('cheb: max |T_deg| %.6f\n', tmax);
