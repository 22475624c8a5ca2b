%! test: compile-error
% bsxfun with an anonymous function is not supported (only handles to elementwise builtins)
x = bsxfun(@(a, b) a + b, [1 2], [3; 4])
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `bsxfun` calls with a function other than a handle to an elementwise builtin (`@plus`, `@max`, ...) are not supported by mat2c yet
%|  ┌─ bsxfun_anon.m:3:5
%|  │
%|3 │ x = bsxfun(@(a, b) a + b, [1 2], [3; 4])
%|  │     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
