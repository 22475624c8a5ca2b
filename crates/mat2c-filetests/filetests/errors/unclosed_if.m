%! test: compile-error
% syntax error: an if block never closed by end
x = 3;
if x > 2
  disp('big');
