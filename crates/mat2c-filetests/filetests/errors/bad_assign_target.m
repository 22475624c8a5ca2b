%! test: compile-error
% the left side of an assignment is not assignable
x = 2;
x + 1 = 3;
