%! test: compile-error
% index outputs and options of the set operations are not supported yet
[c, ia, ib] = union([1 2], [2 3]);
d = setdiff([1 2], [2 3], 'stable');
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `union` with index outputs is not supported by mat2c yet
%|  ┌─ unsupported_set_forms.m:3:15
%|  │
%|3 │ [c, ia, ib] = union([1 2], [2 3]);
%|  │               ^^^^^ in this call
%|
%|error[E0601]: `setdiff` with an option is not supported by mat2c yet
%|  ┌─ unsupported_set_forms.m:4:5
%|  │
%|4 │ d = setdiff([1 2], [2 3], 'stable');
%|  │     ^^^^^^^ in this call
%|
%! exit: 1
