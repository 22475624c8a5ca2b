%! test: compile-error
% syntax error: a matrix literal opened with [ but closed with )
A = [1 2; 3 4);
disp(A);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0204]: mismatched `)`: expected `]`
%|  ┌─ unbalanced_brackets.m:3:14
%|  │
%|3 │ A = [1 2; 3 4);
%|  │     -        ^ expected `]`
%|  │     │         
%|  │     `[` opened here
%|
%! exit: 1
