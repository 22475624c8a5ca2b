%! test: run
% unsuppressed statements inside a function display with the callee's variable names
r = scale_all([1 2], 3);
disp(r);
