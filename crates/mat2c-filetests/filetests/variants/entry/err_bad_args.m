%! test: compile-error
%! args: double[3x:], dubble
function y = err_bad_args(x, z)
y = x + z;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0012]: `dubble` is not a class
%|  ┌─ <--args>:1:14
%|  │
%|1 │ double[3x:], dubble
%|  │              ^^^^^^
%|  │
%|  = help: classes: double, single, int8 … uint64, logical, char
%|
%! exit: 1
