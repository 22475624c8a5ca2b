%! test: run
% for over a matrix iterates its columns; over a column vector runs once
A = [1 2 3; 4 5 6];
for c = A
  fprintf('column: %d %d\n', c(1), c(2));
end
for v = [10 20 30]
  disp(v);
end
count = 0;
for col = [1; 2; 3]
  count = count + 1;
  disp(col');
end
count
