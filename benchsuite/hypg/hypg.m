% hypg: Gauss hypergeometric function 2F1(a,b;c;z) by summing its power
% series term by term until the terms drop below a relative tolerance,
% for n values of z spread over (-0.95, 0.95) and two parameter sets.
n = 50;  % mat2c-bench-size small=50 medium=16000 large=512000
tol = 1e-15;
kmax = 5000;
vals = zeros(1, n);
nterms = 0;
for p = 1:n
  z = -0.95 + 1.9*(p - 1)/(n - 1);
  for ps = 1:2
    if ps == 1
      a = 0.75;
      b = 1.25;
      c = 2.5;
    else
      a = 1;
      b = 1;
      c = 2;
    end
    term = 1;
    s = 1;
    k = 0;
    while abs(term) > tol*abs(s) && k < kmax
      term = term*(a + k)*(b + k)/((c + k)*(k + 1))*z;
      s = s + term;
      k = k + 1;
    end
    nterms = nterms + k;
    vals(p) = vals(p) + ps*s;
  end
end
% 2F1(1,1;2;z) = -log(1-z)/z; evaluate it at z = 0.5 the same way
z = 0.5;
term = 1;
s = 1;
k = 0;
while abs(term) > tol*abs(s) && k < kmax
  term = term*(1 + k)*(1 + k)/((2 + k)*(k + 1))*z;
  s = s + term;
  k = k + 1;
end
fprintf('hypg: points %d, total terms %d\n', n, nterms);
fprintf('hypg: sum of values %.10e\n', sum(vals));
fprintf('hypg: first %.10e, last %.10e\n', vals(1), vals(n));
fprintf('hypg: 2F1(1,1;2;0.5) = %.12f (2 log 2 = 1.386294361120)\n', s);
