%! test: compile-error
% handles cannot be elements of arrays
f = @sin;
g = [f, f];
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0602]: this function handle is used as a run-time value: mat2c follows function handles only where the compiler can tell which function they hold
%|  ┌─ handle_in_array.m:4:5
%|  │
%|3 │ f = @sin;
%|  │     ---- the handle is created here
%|4 │ g = [f, f];
%|  │     ^^^^^^ handle not known at compile time
%|  │
%|  = help: call it, pass it to a function or choose it with `if` between functions without captured variables
%|
%! exit: 1
