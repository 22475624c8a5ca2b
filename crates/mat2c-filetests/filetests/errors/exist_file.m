%! test: compile-error
% exist without 'var' asks about files and functions on the path
x = 1;
e = exist('x')
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `exist` calls other than `exist('name', 'var')` (files and functions on the path) are not supported by mat2c yet
%|  ┌─ exist_file.m:4:5
%|  │
%|4 │ e = exist('x')
%|  │     ^^^^^^^^^^ unsupported here
%|
%! exit: 1
