% nb3d: gravitational n-body simulation with positions and velocities held
% as n x 3 matrices; the pairwise work is done on whole n x n (x 3) arrays:
% D(i,j,d) = P(j,d) - P(i,d), built from outer products with a ones vector.
n = 40;  % mat2c-bench-size small=40 medium=200 large=2000
nsteps = 20;
dt = 0.01;
soft = 0.01;
P = zeros(n, 3);
V = zeros(n, 3);
m = zeros(n, 1);
for i = 1:n
  P(i, 1) = cos(0.7*i)*(1 + 0.1*mod(i, 7));
  P(i, 2) = sin(0.7*i)*(1 + 0.1*mod(i, 5));
  P(i, 3) = 0.05*sin(1.3*i);
  V(i, 1) = -0.3*P(i, 2);
  V(i, 2) = 0.3*P(i, 1);
  V(i, 3) = 0.01*cos(2.1*i);
  m(i) = (1 + mod(i, 3))/n;
end
on = ones(n, 1);
Mrow = on*m';            % Mrow(i,j) = m(j)
D = zeros(n, n, 3);
Acc = zeros(n, 3);
for step = 1:nsteps
  for d = 1:3
    D(:, :, d) = on*P(:, d)' - P(:, d)*on';
  end
  R2 = D(:, :, 1).*D(:, :, 1) + D(:, :, 2).*D(:, :, 2) + D(:, :, 3).*D(:, :, 3) + soft;
  W = Mrow./(R2.*sqrt(R2));
  for d = 1:3
    Acc(:, d) = sum(D(:, :, d).*W, 2);
  end
  V = V + dt*Acc;
  P = P + dt*V;
end
ke = 0.5*sum(m.*sum(V.*V, 2));
for d = 1:3
  D(:, :, d) = on*P(:, d)' - P(:, d)*on';
end
R2 = D(:, :, 1).*D(:, :, 1) + D(:, :, 2).*D(:, :, 2) + D(:, :, 3).*D(:, :, 3) + soft;
Q = (m*m')./sqrt(R2);
for i = 1:n
  Q(i, i) = 0;
end
pe = -0.5*sum(sum(Q));
cm = sum(P.*(m*ones(1, 3)), 1);
fprintf('nb3d: bodies %d, steps %d\n', n, nsteps);
fprintf('nb3d: kinetic %.8e\n', ke);
fprintf('nb3d: potential %.8e\n', pe);
fprintf('nb3d: total %.8e\n', ke + pe);
fprintf('nb3d: mass-weighted position %.8e %.8e %.8e\n', cm(1), cm(2), cm(3));
