%! test: compile-error
% anonymous functions with varargin are not supported (calls would not see the extra inputs)
f = @(varargin) 3;
f(1, 2)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: anonymous functions with `varargin` inputs are not supported by mat2c yet
%|  ┌─ handle_varargin.m:3:5
%|  │
%|3 │ f = @(varargin) 3;
%|  │     ^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
