%! test: run
% error() with a formatted message stops the program
for k = 1:5
  fprintf('k = %d\n', k);
  if k == 3
    error('my message %d', k);
  end
end
