%! test: compile-error
% the structure and mu outputs of polyfit are not supported yet
[p, s] = polyfit(1:3, [2 4 7], 1);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `polyfit` with the structure or `mu` outputs is not supported by mat2c yet
%|  ┌─ unsupported_polyfit_outputs.m:3:10
%|  │
%|3 │ [p, s] = polyfit(1:3, [2 4 7], 1);
%|  │          ^^^^^^^ in this call
%|
%! exit: 1
