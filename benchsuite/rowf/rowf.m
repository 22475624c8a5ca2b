% rowf: a per-row image filter. An n x n image made from a formula is smoothed by
% the separable 5 x 5 binomial kernel [1 4 6 4 1]' * [1 4 6 4 1] / 256 with
% replicated borders, then mapped through a tone curve; each output row is one
% iteration of a parfor loop (the image is a broadcast variable, the output a
% sliced one). The image is a row profile plus a column profile, each computed once,
% and the checksum's weights likewise: the serial set-up and checksum stay small beside
% the parallel filter, whose speed-up is what the program measures.
n = 48;  % mat2c-bench-size small=48 medium=200 large=2400 threads=3200
pr = mod((1:n) * 37, 256) / 255 + 0.25 * sin((1:n) / 7);
pc = mod((1:n) * 101, 256) / 255 .* cos((1:n) / 11);
img = zeros(n, n);
for j = 1:n
  for i = 1:n
    img(i, j) = pr(i) + pc(j);
  end
end
w = [1 4 6 4 1];
out = zeros(n, n);
parfor i = 1:n
  for j = 1:n
    acc = 0;
    for a = -2:2
      ii = min(max(i + a, 1), n);
      for c = -2:2
        jj = min(max(j + c, 1), n);
        acc = acc + w(a + 3) * w(c + 3) * img(ii, jj);
      end
    end
    v = acc / 256;
    out(i, j) = v / (v + 0.5) + 0.1 * sqrt(abs(v));
  end
end
chk = 0;
total = 0;
wi = mod(1:n, 7);
wj = mod(2 * (1:n), 7);
for j = 1:n
  for i = 1:n
    chk = chk + out(i, j) * (wi(i) + wj(j));
    total = total + out(i, j);
  end
end
fprintf('checksum %.10e\n', chk);
fprintf('mean %.10e\n', total / (n * n));
fprintf('corners %.10e %.10e\n', out(1, 1), out(n, n));
