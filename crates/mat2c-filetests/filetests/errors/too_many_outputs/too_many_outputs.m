%! test: compile-error
% a user function asked for more outputs than it declares
[a, b] = single_out(3);
disp(a);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0401]: `single_out` has 1 output(s) but 2 are asked for
%|  ┌─ too_many_outputs.m:3:10
%|  │
%|3 │ [a, b] = single_out(3);
%|  │          ^^^^^^^^^^ in this call
%|  │
%|  ┌─ filetests/errors/too_many_outputs/single_out.m:1:1
%|  │
%|1 │ function y = single_out(x)
%|  │ -------------------------- defined here
%|
%! exit: 1
