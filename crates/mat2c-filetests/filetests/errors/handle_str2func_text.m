%! test: compile-error
% str2func of anonymous-function text is not supported
f = str2func('@(x) x + 1');
f(2)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `str2func` of anything but a constant function name are not supported by mat2c yet
%|  ┌─ handle_str2func_text.m:3:5
%|  │
%|3 │ f = str2func('@(x) x + 1');
%|  │     ^^^^^^^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
