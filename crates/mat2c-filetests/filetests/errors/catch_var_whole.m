%! test: compile-error
% a caught error is only usable through its message, identifier, rethrow and error
try
  error('boom');
catch err
  disp(err);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: uses of a caught error other than `err.message`, `err.identifier`, `rethrow(err)` and `error(err)` are not supported by mat2c yet
%|  ┌─ catch_var_whole.m:6:8
%|  │
%|6 │   disp(err);
%|  │        ^^^ unsupported here
%|
%! exit: 1
