%! test: compile-error
% Octave reads --x inside an expression as a pre-decrement of x, not two negations
x = 3;
y = 2 + --x;
disp(y);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `--x` inside an expression is Octave's pre-decrement, which assigns its operand; mat2c does not support it
%|  ┌─ predecrement_in_expr.m:4:9
%|  │
%|4 │ y = 2 + --x;
%|  │         ^^
%|  │
%|  = help: write the update as its own statement, or `- -x` for two negations
%|
%! exit: 1
