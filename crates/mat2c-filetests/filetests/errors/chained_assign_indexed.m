%! test: compile-error
% a chained assignment through an indexed target is refused (its value is the assigned
% value, not the indexed element after conversion)
b = int8([1 2]);
a = b(2) = 5.5
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: a chained assignment (`a = b = x`) with an indexed target inside the chain is not supported by mat2c yet
%|  ┌─ chained_assign_indexed.m:5:5
%|  │
%|5 │ a = b(2) = 5.5
%|  │     ^^^^ only plain variables can be assigned inside the chain
%|
%! exit: 1
