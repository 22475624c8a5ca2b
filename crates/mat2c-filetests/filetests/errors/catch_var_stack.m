%! test: compile-error
% the stack of a caught error is not available
try
  error('boom');
catch err
  s = err.stack;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: fields of a caught error other than `message` and `identifier` are not supported by mat2c yet
%|  ┌─ catch_var_stack.m:6:7
%|  │
%|6 │   s = err.stack;
%|  │       ^^^^^^^^^ unsupported here
%|
%! exit: 1
