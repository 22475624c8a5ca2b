%! test: compile-error
% feval of a value that is no handle the compiler knows of (a number here) cannot be bounded
function r = handle_feval_unknown(x)
  %# x size [1 1]
  r = feval(x, 2);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0602]: a call through a function handle: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ handle_feval_unknown.m:5:7
%|  │
%|5 │   r = feval(x, 2);
%|  │       ^^^^^^^^^^^ handle not known at compile time
%|
%! exit: 1
