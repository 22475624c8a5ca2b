%! test: compile-error
% the left side of an assignment is not assignable
x = 2;
x + 1 = 3;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0205]: cannot assign to this expression
%|  ┌─ bad_assign_target.m:4:1
%|  │
%|4 │ x + 1 = 3;
%|  │ ^^^^^ not a variable, an indexed variable or a field
%|
%! exit: 1
