%! test: compile-error
% clear of a catch variable is not supported
try
  error('x');
catch e
end
clear e
disp(e.message)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `clear` calls removing a `catch` variable are not supported by mat2c yet
%|  ┌─ clear_catch_var.m:7:1
%|  │
%|7 │ clear e
%|  │ ^^^^^^^ unsupported here
%|
%! exit: 1
