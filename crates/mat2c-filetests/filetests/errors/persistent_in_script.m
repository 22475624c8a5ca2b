%! test: compile-error
% persistent variables exist only in functions
persistent n
n = 1;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0206]: `persistent` outside a function
%|  ┌─ persistent_in_script.m:3:1
%|  │
%|3 │ persistent n
%|  │ ^^^^^^^^^^^^ only functions have persistent variables
%|
%! exit: 1
