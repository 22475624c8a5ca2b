%! test: compile-error
% unsupported feature: function handles (so also cellfun(@numel, c))
c = {1, [2 3]};
f = @numel;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: function handles are not supported by mat2c yet
%|  ┌─ unsupported_handle.m:4:5
%|  │
%|4 │ f = @numel;
%|  │     ^^^^^^ unsupported here
%|
%! exit: 1
