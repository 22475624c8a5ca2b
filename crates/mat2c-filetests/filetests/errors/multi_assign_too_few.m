%! test: compile-error
% a multiple assignment from an expression that gives one value
x = 5;
[a, b] = x;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0401]: this expression gives 1 value(s) but 2 are assigned
%|  ┌─ multi_assign_too_few.m:4:10
%|  │
%|4 │ [a, b] = x;
%|  │          ^ too few values
%|
%! exit: 1
