%! test: compile-error
% unsupported builtin form: filter with final conditions
[y, zf] = filter(1, [1 -0.5], [1 2 3]);
disp(y);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `filter` with final conditions is not supported by mat2c yet
%|  ┌─ unsupported_filter_final.m:3:11
%|  │
%|3 │ [y, zf] = filter(1, [1 -0.5], [1 2 3]);
%|  │           ^^^^^^ in this call
%|
%! exit: 1
