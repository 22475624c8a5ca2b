% mbrt: Mandelbrot set escape counts on an n x n grid of the complex plane
% using complex scalar arithmetic z = z*z + c.
n = 24;  % mat2c-bench-size small=24 medium=120 large=1400
maxit = 100;
xmin = -2.1;
xmax = 0.7;
ymin = -1.2;
ymax = 1.2;
counts = zeros(n, n);
for j = 1:n
  x = xmin + (xmax - xmin)*(j - 1)/(n - 1);
  for i = 1:n
    y = ymin + (ymax - ymin)*(i - 1)/(n - 1);
    c = x + 1i*y;
    z = 0;
    k = 0;
    while k < maxit && abs(z) <= 2
      z = z*z + c;
      k = k + 1;
    end
    counts(i, j) = k;
  end
end
inside = 0;
chk = 0;
for j = 1:n
  for i = 1:n
    if counts(i, j) == maxit
      inside = inside + 1;
    end
    chk = mod(chk*31 + counts(i, j), 1000003);
  end
end
fprintf('mbrt: grid %d x %d, maxit %d\n', n, n, maxit);
fprintf('mbrt: total iterations %d\n', sum(sum(counts)));
fprintf('mbrt: points inside %d\n', inside);
fprintf('mbrt: count checksum %d\n', chk);
