%! test: compile-error
% an unsupported option string of a supported builtin
yi = interp1([1 2 3], [4 5 6], 2.5, "pchip");
disp(yi);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `interp1` with "pchip" is not supported by mat2c yet
%|  ┌─ unsupported_interp1_pchip.m:3:6
%|  │
%|3 │ yi = interp1([1 2 3], [4 5 6], 2.5, "pchip");
%|  │      ^^^^^^^ in this call
%|
%! exit: 1
