% odes: a parameter sweep of an ODE integrator. The damped, driven Duffing
% oscillator x'' + d x' + a x + b x^3 = g cos(w t) is integrated by classical RK4
% with a fixed step for n drive amplitudes g, one parfor iteration each (final
% states and amplitudes are sliced outputs, the total energy a reduction).
n = 16;  % mat2c-bench-size small=16 medium=200 large=11200 threads=12000
steps = 2000;
h = 0.01;
d = 0.2;
a = -1;
b = 1;
w = 1.2;
xf = zeros(1, n);
vf = zeros(1, n);
amp = zeros(1, n);
energy = 0;
parfor k = 1:n
  g = 0.2 + 0.3 * (k - 1) / max(n - 1, 1);
  x = 1;
  v = 0;
  t = 0;
  top = 0;
  for s = 1:steps
    k1x = v;
    k1v = g * cos(w * t) - d * v - a * x - b * x * x * x;
    x2 = x + 0.5 * h * k1x;
    v2 = v + 0.5 * h * k1v;
    t2 = t + 0.5 * h;
    k2x = v2;
    k2v = g * cos(w * t2) - d * v2 - a * x2 - b * x2 * x2 * x2;
    x3 = x + 0.5 * h * k2x;
    v3 = v + 0.5 * h * k2v;
    k3x = v3;
    k3v = g * cos(w * t2) - d * v3 - a * x3 - b * x3 * x3 * x3;
    x4 = x + h * k3x;
    v4 = v + h * k3v;
    t4 = t + h;
    k4x = v4;
    k4v = g * cos(w * t4) - d * v4 - a * x4 - b * x4 * x4 * x4;
    x = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
    v = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
    t = t4;
    top = max(top, abs(x));
  end
  xf(k) = x;
  vf(k) = v;
  amp(k) = top;
  energy = energy + 0.5 * v * v + 0.5 * a * x * x + 0.25 * b * x * x * x * x;
end
fprintf('energy %.10e\n', energy);
fprintf('x(end) %.10e v(end) %.10e\n', xf(n), vf(n));
fprintf('mean amplitude %.10e, largest %.10e\n', sum(amp) / n, max(amp));
fprintf('first %.10e %.10e\n', xf(1), vf(1));
