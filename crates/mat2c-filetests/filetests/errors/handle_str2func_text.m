%! test: compile-error
% str2func of anonymous-function text that names a variable of the caller (Octave captures
% it; mat2c compiles the text on its own)
a = 2;
f = str2func('@(x) x + a');
f(2)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0301]: `a` is not a variable, a builtin or a function on the path
%|  ┌─ str2func('@(x) x + a'):2:16
%|  │
%|2 │   h = @(x) x + a;
%|  │                ^ unknown name
%|  │
%|  = help: define `a` before this line, or put `a.m` in the program's folder or an `-I` folder
%|
%! exit: 1
