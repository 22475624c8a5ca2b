% capr: capacitance per unit length of a transmission line (rectangular
% inner conductor inside a grounded square shield), Laplace equation by
% finite differences on an n x n grid with Gauss-Seidel sweeps.
n = 20;  % mat2c-bench-size small=20 medium=80 large=320
niter = 4*n;
eps0 = 8.854187817e-12;
phi = zeros(n, n);
fixed = zeros(n, n);
% grounded outer shield
for k = 1:n
  fixed(1, k) = 1;
  fixed(n, k) = 1;
  fixed(k, 1) = 1;
  fixed(k, n) = 1;
end
% inner conductor at potential 1
i1 = floor(3*n/8) + 1;
i2 = n - i1 + 1;
j1 = floor(n/4) + 1;
j2 = n - j1 + 1;
for j = j1:j2
  for i = i1:i2
    phi(i, j) = 1;
    fixed(i, j) = 1;
  end
end
% Gauss-Seidel sweeps
for it = 1:niter
  for j = 2:n-1
    for i = 2:n-1
      if fixed(i, j) == 0
        phi(i, j) = 0.25*(phi(i-1, j) + phi(i+1, j) + phi(i, j-1) + phi(i, j+1));
      end
    end
  end
end
% energy method: C = eps0 * sum over grid edges of (delta phi)^2 (V = 1)
en = 0;
for j = 1:n
  for i = 1:n-1
    d = phi(i+1, j) - phi(i, j);
    en = en + d*d;
  end
end
for j = 1:n-1
  for i = 1:n
    d = phi(i, j+1) - phi(i, j);
    en = en + d*d;
  end
end
cap = eps0*en;
% Gauss's law: flux through the rectangle one cell outside the conductor
q = 0;
for j = j1:j2
  q = q + (phi(i1, j) - phi(i1-1, j)) + (phi(i2, j) - phi(i2+1, j));
end
for i = i1:i2
  q = q + (phi(i, j1) - phi(i, j1-1)) + (phi(i, j2) - phi(i, j2+1));
end
cap2 = eps0*q;
fprintf('capr: C energy %.6e F/m\n', cap);
fprintf('capr: C gauss %.6e F/m\n', cap2);
fprintf('capr: phi probe %.8e\n', phi(floor(n/4) + 1, floor(n/2) + 1));
fprintf('capr: interior sum %.8e\n', sum(sum(phi)));
