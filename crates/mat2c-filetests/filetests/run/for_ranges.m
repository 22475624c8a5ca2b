%! test: run
% for loops over increasing, decreasing, fractional and empty ranges
for i = 1:3
  fprintf('i=%d\n', i);
end
for x = 1:-0.25:0
  fprintf('x=%.2f\n', x);
end
for k = 10:-3:1
  fprintf('k=%d\n', k);
end
for t = 0:0.1:0.3
  fprintf('t=%g\n', t);
end
for i = 1:0
  disp('never printed');
end
for j = 5:1
  disp('never printed either');
end
disp('done');
