% nb1d: gravitational n-body simulation with one 1-D vector per coordinate
% (x, y, z, vx, vy, vz); direct O(n^2) pairwise forces in explicit loops,
% softened potential, symplectic Euler time stepping.
n = 20;  % mat2c-bench-size small=20 medium=350 large=4000
nsteps = 10;
dt = 0.01;
soft = 0.01;
x = zeros(n, 1);
y = zeros(n, 1);
z = zeros(n, 1);
vx = zeros(n, 1);
vy = zeros(n, 1);
vz = zeros(n, 1);
m = zeros(n, 1);
for i = 1:n
  x(i) = cos(0.7*i)*(1 + 0.1*mod(i, 7));
  y(i) = sin(0.7*i)*(1 + 0.1*mod(i, 5));
  z(i) = 0.05*sin(1.3*i);
  vx(i) = -0.3*y(i);
  vy(i) = 0.3*x(i);
  vz(i) = 0.01*cos(2.1*i);
  m(i) = (1 + mod(i, 3))/n;
end
ax = zeros(n, 1);
ay = zeros(n, 1);
az = zeros(n, 1);
for step = 1:nsteps
  for i = 1:n
    axi = 0;
    ayi = 0;
    azi = 0;
    xi = x(i);
    yi = y(i);
    zi = z(i);
    for j = 1:n
      if j ~= i
        dx = x(j) - xi;
        dy = y(j) - yi;
        dz = z(j) - zi;
        r2 = dx*dx + dy*dy + dz*dz + soft;
        f = m(j)/(r2*sqrt(r2));
        axi = axi + f*dx;
        ayi = ayi + f*dy;
        azi = azi + f*dz;
      end
    end
    ax(i) = axi;
    ay(i) = ayi;
    az(i) = azi;
  end
  vx = vx + dt*ax;
  vy = vy + dt*ay;
  vz = vz + dt*az;
  x = x + dt*vx;
  y = y + dt*vy;
  z = z + dt*vz;
end
ke = 0.5*sum(m.*(vx.*vx + vy.*vy + vz.*vz));
pe = 0;
for i = 1:n
  for j = i+1:n
    dx = x(j) - x(i);
    dy = y(j) - y(i);
    dz = z(j) - z(i);
    pe = pe - m(i)*m(j)/sqrt(dx*dx + dy*dy + dz*dz + soft);
  end
end
fprintf('nb1d: bodies %d, steps %d\n', n, nsteps);
fprintf('nb1d: kinetic %.8e\n', ke);
fprintf('nb1d: potential %.8e\n', pe);
fprintf('nb1d: total %.8e\n', ke + pe);
fprintf('nb1d: sum(m.*x) %.8e, sum(m.*y) %.8e\n', sum(m.*x), sum(m.*y));
