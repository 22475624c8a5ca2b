%! test: run
% run-time error: a loop running one step too far, with partial output printed first
v = [2 4 6];
s = 0;
for k = 1:4
  s = s + v(k);
  fprintf('partial sum %d\n', s);
end
