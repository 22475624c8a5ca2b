%! test: compile-error
% an unsupported option string of a supported builtin
yi = interp1([1 2 3], [4 5 6], 2.5, "previous");
disp(yi);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `interp1` with "previous" is not supported by mat2c yet
%|  ┌─ unsupported_interp1_previous.m:3:6
%|  │
%|3 │ yi = interp1([1 2 3], [4 5 6], 2.5, "previous");
%|  │      ^^^^^^^ in this call
%|
%! exit: 1
