%! test: compile-error
% syntax error: an if block never closed by end
x = 3;
if x > 2
  disp('big');
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0202]: this `if` is never closed by `end`
%|  ┌─ unclosed_if.m:4:1
%|  │
%|4 │ if x > 2
%|  │ ^^ unclosed `if`
%|5 │   disp('big');
%|6 │ 
%|  │ - the file ends here
%|
%! exit: 1
