%! test: compile-error
% break outside any loop
x = 1;
if x == 1
  break;
end
disp(x);
