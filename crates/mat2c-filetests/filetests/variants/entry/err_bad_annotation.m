%! test: compile-error
function y = err_bad_annotation(x)
%# x size [3 x
y = x + 1;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0011]: this size is not closed by `]`
%|  ┌─ err_bad_annotation.m:3:10
%|  │
%|3 │ %# x size [3 x
%|  │          ^^^^^
%|
%! exit: 1
