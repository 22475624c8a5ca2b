%! test: compile-error
%! define: x=[1 2
function y = err_bad_define(x)
y = x + 1;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0012]: `[1 2` is not a numeric literal
%|  ┌─ <-D>:1:1
%|  │
%|1 │ x=[1 2
%|  │ ^^^^^^
%|  │
%|  = help: a number such as `5` or `-2.5`, or a matrix such as `[1 2; 3 4]`
%|
%! exit: 1
