%! test: compile-error
% clear with a wildcard pattern is not supported
abc = 1;
clear a*
disp(1)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `clear a*` forms are not supported by mat2c yet
%|  ┌─ clear_wildcard.m:4:1
%|  │
%|4 │ clear a*
%|  │ ^^^^^^^^ unsupported here
%|
%! exit: 1
