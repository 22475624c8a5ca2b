%! test: compile-error
% syntax error: an if block not closed by end before a local function starts
x = 3;
if x > 2
  disp(twice(x));

function y = twice(a)
  y = 2 * a;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0202]: this `if` is never closed by `end`
%|  ┌─ unclosed_if.m:4:1
%|  │
%|4 │ if x > 2
%|  │ ^^ unclosed `if`
%|  ·
%|7 │ function y = twice(a)
%|  │ -------- expected `end` before this
%|
%! exit: 1
