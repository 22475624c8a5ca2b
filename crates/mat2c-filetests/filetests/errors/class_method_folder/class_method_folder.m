%! test: compile-error
% A call of a name with a method in a @class folder on the path: Octave dispatches on the
% class of the arguments, mat2c refuses instead of calling the plain function.
y = twice(3);
z = abs(-2);
w = sqrt(4);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0603]: `twice` has a class method `@double/twice.m` on the path
%|  ┌─ class_method_folder.m:4:5
%|  │
%|4 │ y = twice(3);
%|  │     ^^^^^^^^ called here
%|  │
%|  = help: mat2c does not dispatch on classes; rename the function or move the `@` folder off the path
%|
%|error[E0603]: `abs` has a class method `@myclass/abs.m` on the path
%|  ┌─ class_method_folder.m:5:5
%|  │
%|5 │ z = abs(-2);
%|  │     ^^^^^^^ called here
%|  │
%|  = help: mat2c does not dispatch on classes; rename the function or move the `@` folder off the path
%|
%! exit: 1
