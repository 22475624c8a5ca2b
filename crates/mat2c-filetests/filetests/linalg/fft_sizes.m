%! test: run
% fft of lengths with small prime factors (mixed radix) and large ones (Bluestein): the
% round trip and values printed to 10 digits
for n = [1:20 31 64 67 97 100 127 128 131 210 256 257 1000 1009]
  x = mod((1:n) * 7, 11) - 5;
  y = fft(x);
  z = ifft(y);
  fprintf('%d: %.10g %.10g %.10g %d\n', n, real(y(end)), imag(y(end)), sum(abs(y)), max(abs(z - x)) < 1e-13);
end
X = fft(reshape(1:24, 4, 6));
fprintf('%.6f %.6f\n', [real(X(:)) imag(X(:))]');
Y = fft(reshape(1:24, 4, 6), [], 2);
fprintf('%.6f %.6f\n', [real(Y(:)) imag(Y(:))]');
