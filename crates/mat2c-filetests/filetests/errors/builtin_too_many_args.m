%! test: compile-error
% a builtin called with too many arguments (sqrt takes exactly one)
x = sqrt(4, 2);
disp(x);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0401]: `sqrt` called with 2 input(s)
%|  ┌─ builtin_too_many_args.m:3:5
%|  │
%|3 │ x = sqrt(4, 2);
%|  │     ^^^^ it takes 1 input(s)
%|
%! exit: 1
