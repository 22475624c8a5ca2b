% dsps: single-precision DSP chain: a 32-tap windowed-sinc FIR low-pass, then a
% cascade of four biquad sections (transposed direct form II), over a long
% single signal; all filter arithmetic in single. dspd is the same program in double.
n = 2000;  % mat2c-bench-size small=2000 medium=40000 large=6400000
ntap = 32;
h = single(zeros(1, ntap));
for j = 1:ntap
  t = j - (ntap + 1) / 2;
  w = 0.54 - 0.46 * cos(2 * pi * (j - 1) / (ntap - 1));
  h(j) = single(w * sin(0.25 * pi * t) / (pi * t));
end
x = single(zeros(1, n));
for k = 1:n
  x(k) = single(sin(0.013 * k) + 0.6 * sin(0.31 * k) + 0.3 * cos(1.7 * k));
end
y = single(zeros(1, n));
for k = 1:n
  acc = single(0);
  m = min(ntap, k);
  for j = 1:m
    acc = acc + h(j) * x(k - j + 1);
  end
  y(k) = acc;
end
nsec = 4;
b0 = single(zeros(1, nsec));
b1 = single(zeros(1, nsec));
b2 = single(zeros(1, nsec));
a1 = single(zeros(1, nsec));
a2 = single(zeros(1, nsec));
for s = 1:nsec
  r = 0.55 + 0.1 * s;
  c1 = -2 * r * cos(0.2 * s);
  c2 = r * r;
  g = (1 + c1 + c2) / 4;
  a1(s) = single(c1);
  a2(s) = single(c2);
  b0(s) = single(g);
  b1(s) = single(2 * g);
  b2(s) = single(g);
end
z1 = single(zeros(1, nsec));
z2 = single(zeros(1, nsec));
out = single(zeros(1, n));
for k = 1:n
  v = y(k);
  for s = 1:nsec
    u = b0(s) * v + z1(s);
    z1(s) = b1(s) * v - a1(s) * u + z2(s);
    z2(s) = b2(s) * v - a2(s) * u;
    v = u;
  end
  out(k) = v;
end
total = single(0);
energy = single(0);
for k = 1:n
  total = total + out(k);
  energy = energy + out(k) * out(k);
end
fprintf('dsps: %s, sum %.8e, energy %.8e\n', class(out), total, energy);
fprintf('dsps: y(n) %.8e, out(n) %.8e, out(n/2) %.8e\n', y(n), out(n), out(n / 2));
