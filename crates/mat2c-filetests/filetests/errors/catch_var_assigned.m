%! test: compile-error
% a catch variable cannot also be assigned as an ordinary variable
try
  error('boom');
catch err
  disp(err.message);
end
err = 3;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: assignments to a variable bound by `catch` are not supported by mat2c yet
%|  ┌─ catch_var_assigned.m:8:1
%|  │
%|8 │ err = 3;
%|  │ ^^^^^^^ unsupported here
%|
%! exit: 1
