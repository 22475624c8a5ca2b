%! test: compile-error
% a handle chosen at run time between an anonymous function with captured values and
% another function cannot be followed
a = 3;
c = rand() > 2;
if c
  f = @(x) x + a;
else
  f = @cos;
end
f(0)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0602]: this function handle is chosen at run time: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ handle_runtime_choice_captures.m:9:7
%|  │
%|9 │   f = @cos;
%|  │       ^^^^ handle not known at compile time
%|  │
%|  = help: call it, pass it to a function or choose it with `if` between functions without captured variables
%|
%|error[E0602]: this function handle is chosen at run time: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ handle_runtime_choice_captures.m:7:7
%|  │
%|7 │   f = @(x) x + a;
%|  │       ^^^^^^^^^^ handle not known at compile time
%|  │
%|  = help: call it, pass it to a function or choose it with `if` between functions without captured variables
%|
%! exit: 1
