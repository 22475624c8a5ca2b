%! test: compile-error
% name resolution: a call of a function Octave has but mat2c does not, E0305 (a name Octave does
% not know either compiles to Octave's run-time "'x' undefined", see run/undefined_function)
x = 3;
y = ode15s(x);
disp(y);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0305]: `ode15s` is a GNU Octave function that mat2c does not support (mat2c has no version of it yet)
%|  ┌─ unknown_function.m:5:5
%|  │
%|5 │ y = ode15s(x);
%|  │     ^^^^^^ not supported by mat2c
%|  │
%|  = Octave defines it in m/ode/ode15s.m
%|  = help: docs/BUILTINS.md lists the functions mat2c has; a `.m` file of this name in the program's folder or an `-I` folder is compiled instead
%|
%! exit: 1
