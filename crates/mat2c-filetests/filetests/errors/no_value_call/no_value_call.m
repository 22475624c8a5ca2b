%! test: compile-error
% a function with no outputs used as a value
y = shout(3);
disp(y);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0401]: `shout` has 0 output(s) but 1 are asked for
%|  ┌─ no_value_call.m:3:5
%|  │
%|3 │ y = shout(3);
%|  │     ^^^^^ in this call
%|  │
%|  ┌─ filetests/errors/no_value_call/shout.m:1:1
%|  │
%|1 │ function shout(x)
%|  │ ----------------- defined here
%|
%! exit: 1
