%! test: compile-error
% unsupported feature: a comma list as the target of a multiple assignment
c = {1, 2};
[c{:}] = size(ones(2, 3));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: comma lists with `:` or computed subscripts (`[c{:}] = ...`) as assignment targets are not supported by mat2c yet
%|  ┌─ unsupported_cs_target.m:4:2
%|  │
%|4 │ [c{:}] = size(ones(2, 3));
%|  │  ^^^^ unsupported here
%|
%! exit: 1
