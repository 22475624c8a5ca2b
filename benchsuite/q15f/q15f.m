% q15f: int16 fixed-point (Q15) filtering with Octave's saturating integer
% arithmetic: a 16-tap FIR with int32 accumulation (its gain above 1 drives the
% int16 output into saturation), then a one-pole Q15 smoother in int16.
n = 2000;  % mat2c-bench-size small=2000 medium=40000 large=9600000
ntap = 16;
h = int16(zeros(1, ntap));
for j = 1:ntap
  h(j) = int16(32768 * 0.9 * sin(pi * j / (ntap + 1)) / 6);
end
x = int16(zeros(1, n));
for k = 1:n
  x(k) = int16(20000 * sin(0.021 * k) + 9000 * sin(0.37 * k));
end
y = int16(zeros(1, n));
for k = 1:n
  acc = int32(0);
  m = min(ntap, k);
  for j = 1:m
    acc = acc + int32(h(j)) * int32(x(k - j + 1));
  end
  y(k) = int16(acc / 32768);
end
c = int16(9830);
p = int16(0);
z = int16(zeros(1, n));
for k = 1:n
  d = y(k) - p;
  p = p + int16(int32(c) * int32(d) / 32768);
  z(k) = p;
end
total = 0;
nsat = 0;
for k = 1:n
  total = total + double(z(k));
  if y(k) == 32767 || y(k) == -32768
    nsat = nsat + 1;
  end
end
fprintf('q15f: %s, sum %d, saturated %d\n', class(z), total, nsat);
fprintf('q15f: h(8) %d, x(n) %d, y(n) %d, z(n) %d, z(n/2) %d\n', h(8), x(n), y(n), z(n), z(n / 2));
