%! test: compile-error
% name resolution: a call to a function that is neither builtin nor on the path
x = 3;
y = nosuchfn(x);
disp(y);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0301]: `nosuchfn` is not a variable, a builtin or a function on the path
%|  ┌─ unknown_function.m:4:5
%|  │
%|4 │ y = nosuchfn(x);
%|  │     ^^^^^^^^ unknown name
%|  │
%|  = help: define `nosuchfn` before this line, or put `nosuchfn.m` in the program's folder or an `-I` folder
%|
%! exit: 1
