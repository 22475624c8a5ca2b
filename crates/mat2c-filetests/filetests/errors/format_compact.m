%! test: compile-error
% display formats other than short and long are rejected
format compact
x = 1
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: display formats other than `format short` and `format long` (`format compact`) are not supported by mat2c yet
%|  ┌─ format_compact.m:3:1
%|  │
%|3 │ format compact
%|  │ ^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
