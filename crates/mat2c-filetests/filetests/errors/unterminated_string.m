%! test: compile-error
% lexical error: a string literal not closed before the end of the line
s = 'hello;
disp(s);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0102]: this string is not closed before the end of the line
%|  ┌─ unterminated_string.m:3:5
%|  │
%|3 │ s = 'hello;
%|  │     ^^^^^^^ unterminated string
%|
%! exit: 1
