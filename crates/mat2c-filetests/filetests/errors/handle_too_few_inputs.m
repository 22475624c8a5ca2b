%! test: compile-error
% calling an anonymous function with fewer inputs than it declares
g = @(x, y) x + y;
g(1)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: calling `@(x, y) x + y` with 1 of its 2 inputs is not supported by mat2c yet
%|  ┌─ handle_too_few_inputs.m:4:1
%|  │
%|4 │ g(1)
%|  │ ^^^^ call through a handle
%|
%! exit: 1
