%! test: compile-error
% display formats other than short, long, their g forms, compact and loose are rejected
format rat
x = 1
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: display formats other than `short`, `long` (also with `g` or `e`), `compact` and `loose` (`format rat`) are not supported by mat2c yet
%|  ┌─ format_rat.m:3:1
%|  │
%|3 │ format rat
%|  │ ^^^^^^^^^^ unsupported here
%|
%! exit: 1
