%! test: compile-error
% unsupported feature: cellfun options other than 'UniformOutput' and 'ErrorHandler'
c = {1, [2 3]};
n = cellfun(@numel, c, 'Stop', 1);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `cellfun` options other than 'UniformOutput' with a literal true or false and 'ErrorHandler' are not supported by mat2c yet
%|  ┌─ unsupported_cellfun_option.m:4:5
%|  │
%|4 │ n = cellfun(@numel, c, 'Stop', 1);
%|  │     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
