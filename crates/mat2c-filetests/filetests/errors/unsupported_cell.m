%! test: compile-error
% unsupported feature: cell array literals
c = {1, 2};
disp(c);
