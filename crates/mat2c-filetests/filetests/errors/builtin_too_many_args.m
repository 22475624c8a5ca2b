%! test: compile-error
% a builtin called with too many arguments (sqrt takes exactly one)
x = sqrt(4, 2);
disp(x);
