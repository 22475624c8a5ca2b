%! test: compile-error
% An entry function with inputs needs declared types.
function y = err_no_types(x)
y = x + 1;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0013]: the entry function `err_no_types` has inputs without declared types: x
%|  ┌─ err_no_types.m:3:14
%|  │
%|3 │ function y = err_no_types(x)
%|  │              ^^^^^^^^^^^^
%|  │
%|  = help: declare them with `%# x size [1 1]` annotations in the file, or with `--args 'double, double[3x3]'` (and `-D name=value` for constants)
%|
%! exit: 1
