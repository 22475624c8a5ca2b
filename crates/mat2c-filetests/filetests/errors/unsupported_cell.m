%! test: compile-error
% unsupported feature: cell array literals
c = {1, 2};
disp(c);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: cell arrays are not supported by mat2c yet
%|  ┌─ unsupported_cell.m:3:5
%|  │
%|3 │ c = {1, 2};
%|  │     ^^^^^^ unsupported here
%|
%! exit: 1
