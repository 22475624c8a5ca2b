%! test: compile-error
% syntax error: an operator missing its right operand inside parentheses
x = (1 + ;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0204]: this `(` is never closed
%|  ┌─ incomplete_expression.m:3:5
%|  │
%|3 │ x = (1 + ;
%|  │     ^    - expected a closing bracket before this `;`
%|  │     │     
%|  │     unclosed `(`
%|
%|error[E0201]: expected an expression after `+`, found `)`
%|  ┌─ incomplete_expression.m:3:10
%|  │
%|3 │ x = (1 + ;
%|  │          ^ unexpected `)`
%|
%! exit: 1
