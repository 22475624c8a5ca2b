% fdtd: 3-D finite-difference time-domain (Yee) solution of Maxwell's
% equations in a perfectly conducting n x n x n box, normalised units
% (c = 1, dx = 1, dt = 0.5), excited by a soft Gaussian-modulated source.
n = 16;  % mat2c-bench-size small=16 medium=30 large=90
nt = 2*n;
ce = 0.5;
ch = 0.5;
Ex = zeros(n, n, n);
Ey = zeros(n, n, n);
Ez = zeros(n, n, n);
Hx = zeros(n, n, n);
Hy = zeros(n, n, n);
Hz = zeros(n, n, n);
sc = floor(n/2);
pi1 = floor(n/4) + 1;
pj = floor(n/3) + 1;
pk = floor(n/2) + 2;
probe = 0;
for step = 1:nt
  % magnetic field update
  Hx(:, 1:n-1, 1:n-1) = Hx(:, 1:n-1, 1:n-1) + ch*((Ey(:, 1:n-1, 2:n) - Ey(:, 1:n-1, 1:n-1)) - (Ez(:, 2:n, 1:n-1) - Ez(:, 1:n-1, 1:n-1)));
  Hy(1:n-1, :, 1:n-1) = Hy(1:n-1, :, 1:n-1) + ch*((Ez(2:n, :, 1:n-1) - Ez(1:n-1, :, 1:n-1)) - (Ex(1:n-1, :, 2:n) - Ex(1:n-1, :, 1:n-1)));
  Hz(1:n-1, 1:n-1, :) = Hz(1:n-1, 1:n-1, :) + ch*((Ex(1:n-1, 2:n, :) - Ex(1:n-1, 1:n-1, :)) - (Ey(2:n, 1:n-1, :) - Ey(1:n-1, 1:n-1, :)));
  % electric field update (tangential E on the walls stays zero)
  Ex(:, 2:n-1, 2:n-1) = Ex(:, 2:n-1, 2:n-1) + ce*((Hz(:, 2:n-1, 2:n-1) - Hz(:, 1:n-2, 2:n-1)) - (Hy(:, 2:n-1, 2:n-1) - Hy(:, 2:n-1, 1:n-2)));
  Ey(2:n-1, :, 2:n-1) = Ey(2:n-1, :, 2:n-1) + ce*((Hx(2:n-1, :, 2:n-1) - Hx(2:n-1, :, 1:n-2)) - (Hz(2:n-1, :, 2:n-1) - Hz(1:n-2, :, 2:n-1)));
  Ez(2:n-1, 2:n-1, :) = Ez(2:n-1, 2:n-1, :) + ce*((Hy(2:n-1, 2:n-1, :) - Hy(1:n-2, 2:n-1, :)) - (Hx(2:n-1, 2:n-1, :) - Hx(2:n-1, 1:n-2, :)));
  % soft source at the centre
  t = step*0.5;
  arg = (t - 8)/3;
  Ez(sc, sc, sc) = Ez(sc, sc, sc) + exp(-arg*arg)*sin(0.9*t);
  probe = probe + Ez(pi1, pj, pk)*Ez(pi1, pj, pk);
end
ee = sum(sum(sum(Ex.*Ex + Ey.*Ey + Ez.*Ez)));
he = sum(sum(sum(Hx.*Hx + Hy.*Hy + Hz.*Hz)));
fprintf('fdtd: steps %d\n', nt);
fprintf('fdtd: electric energy %.8e\n', ee);
fprintf('fdtd: magnetic energy %.8e\n', he);
fprintf('fdtd: probe trace %.8e\n', probe);
fprintf('fdtd: Ez(probe) %.8e\n', Ez(pi1, pj, pk));
