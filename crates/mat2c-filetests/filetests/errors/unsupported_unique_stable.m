%! test: compile-error
% unsupported builtin form: unique with the 'stable' option
u = unique([3 1 3], 'stable');
disp(u);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `unique` with "stable" is not supported by mat2c yet
%|  ┌─ unsupported_unique_stable.m:3:5
%|  │
%|3 │ u = unique([3 1 3], 'stable');
%|  │     ^^^^^^ in this call
%|
%! exit: 1
