%! test: run
% assigning the loop variable inside the body does not change the iteration
for i = 1:3
  fprintf('start %d\n', i);
  i = i * 10;
  fprintf('changed %d\n', i);
end
i
r = 1:4;
for v = r
  r(end) = 100;
  fprintf('%d ', v);
end
fprintf('\n');
n = 3;
for k = 1:n
  n = 10;
  fprintf('k=%d ', k);
end
fprintf('\nn=%d\n', n);
