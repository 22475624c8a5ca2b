%! test: compile-error
% a handle chosen at run time (a different function on each path) cannot be followed
c = rand() > 2;
if c
  f = @sin;
else
  f = @cos;
end
f(0)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0602]: this function handle is used at run time: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ handle_runtime_choice.m:7:7
%|  │
%|7 │   f = @cos;
%|  │       ^^^^ handle not known at compile time
%|
%|error[E0602]: this function handle is used at run time: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ handle_runtime_choice.m:5:7
%|  │
%|5 │   f = @sin;
%|  │       ^^^^ handle not known at compile time
%|
%! exit: 1
