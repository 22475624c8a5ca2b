%! test: run
% run-time error: index 0 (computed in a loop)
v = [5 6 7];
for k = 3:-1:0
  fprintf('v(%d) = %d\n', k, v(k));
end
disp('not reached');
