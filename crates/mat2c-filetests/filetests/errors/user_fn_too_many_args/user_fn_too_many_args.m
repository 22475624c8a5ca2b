%! test: compile-error
% a user function called with more arguments than it declares
y = addone(1, 2);
disp(y);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0401]: `addone` takes 1 input(s) but is called with 2
%|  ┌─ user_fn_too_many_args.m:3:5
%|  │
%|3 │ y = addone(1, 2);
%|  │     ^^^^^^ in this call
%|  │
%|  ┌─ filetests/errors/user_fn_too_many_args/addone.m:1:1
%|  │
%|1 │ function y = addone(x)
%|  │ ---------------------- defined here
%|
%! exit: 1
