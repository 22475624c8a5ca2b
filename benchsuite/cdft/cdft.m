% cdft: discrete Fourier transform of a complex signal by explicit loops over
% complex scalars: twiddle table w = exp(-2*pi*1i*m/n), then
% X(k) = sum_t x(t) * w(mod((k-1)*(t-1), n) + 1), checked by Parseval's identity.
n = 64;  % mat2c-bench-size small=64 medium=600 large=12000
w = zeros(1, n);
for m = 1:n
  w(m) = exp(-2 * pi * 1i * (m - 1) / n);
end
x = zeros(1, n);
for t = 1:n
  x(t) = cos(0.37 * t) + 0.25 * t / n + 1i * sin(0.11 * t * t / n);
end
X = zeros(1, n);
for k = 1:n
  s = 0;
  for t = 1:n
    s = s + x(t) * w(mod((k - 1) * (t - 1), n) + 1);
  end
  X(k) = s;
end
ex = 0;
eX = 0;
for k = 1:n
  ex = ex + real(x(k)) * real(x(k)) + imag(x(k)) * imag(x(k));
  eX = eX + real(X(k)) * real(X(k)) + imag(X(k)) * imag(X(k));
end
fprintf('cdft: energy %.10e, spectrum energy / n %.10e\n', ex, eX / n);
fprintf('cdft: X(1) %.10e %+.10e, X(2) %.10e %+.10e\n', real(X(1)), imag(X(1)), real(X(2)), imag(X(2)));
fprintf('cdft: X(n) %.10e %+.10e\n', real(X(n)), imag(X(n)));
