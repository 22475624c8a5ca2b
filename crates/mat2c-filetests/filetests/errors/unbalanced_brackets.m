%! test: compile-error
% syntax error: a matrix literal missing its closing bracket
A = [1 2; 3 4;
disp(A);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0204]: this `[` is never closed
%|  ┌─ unbalanced_brackets.m:3:5
%|  │
%|3 │ A = [1 2; 3 4;
%|  │     ^ unclosed `[`
%|4 │ disp(A);
%|5 │ 
%|  │ - the file ends here
%|
%! exit: 1
