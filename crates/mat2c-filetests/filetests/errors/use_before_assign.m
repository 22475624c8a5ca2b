%! test: compile-error
% name resolution: a variable used before it is ever assigned
disp(q);
q = 1;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0302]: `q` is used before it is assigned
%|  ┌─ use_before_assign.m:3:6
%|  │
%|3 │ disp(q);
%|  │      ^ no assignment to it reaches this use
%|
%! exit: 1
