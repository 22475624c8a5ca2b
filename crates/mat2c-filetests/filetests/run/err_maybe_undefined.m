%! test: compile-error
% name resolution: a variable assigned on only one branch, then used
x = 5;
if x > 10
  y = 1;
end
disp(y);
