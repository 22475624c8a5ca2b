%! test: run
% accumulating sums and products in loops, printing partial results
s = 0;
for k = 1:10
  s = s + 1 / k^2;
end
fprintf('partial zeta(2) = %.6f\n', s);
p = 1;
for k = 1:10
  p = p * k;
end
p
h = 0;
k = 0;
while h < 2
  k = k + 1;
  h = h + 1 / k;
end
fprintf('harmonic sum exceeds 2 at k = %d (%.4f)\n', k, h);
v = [];
for k = 1:5
  v = [v k^2];
end
v
