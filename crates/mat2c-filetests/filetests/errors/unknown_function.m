%! test: compile-error
% name resolution: a call of a function Octave has but mat2c does not (a name Octave does
% not know either compiles to Octave's run-time "'x' undefined", see run/undefined_function)
x = 3;
y = ode23(x);
disp(y);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0301]: `ode23` is not a variable, a builtin or a function on the path
%|  ┌─ unknown_function.m:5:5
%|  │
%|5 │ y = ode23(x);
%|  │     ^^^^^ a function mat2c does not have
%|  │
%|  = help: define `ode23` before this line, or put `ode23.m` in the program's folder or an `-I` folder
%|
%! exit: 1
