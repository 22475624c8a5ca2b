%! test: compile-error
% an anonymous function's display is fixed at compile time: not with format compact
format compact
f = @(x) x + 1
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: displaying an anonymous function in a program that uses `format compact` is not supported by mat2c yet
%|  ┌─ format_compact_handle.m:4:1
%|  │
%|4 │ f = @(x) x + 1
%|  │ ^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
