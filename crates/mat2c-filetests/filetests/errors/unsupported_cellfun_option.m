%! test: compile-error
% unsupported feature: cellfun options other than 'UniformOutput'
c = {1, [2 3]};
n = cellfun(@numel, c, 'ErrorHandler', @disp);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `cellfun` options other than 'UniformOutput' with a literal true or false are not supported by mat2c yet
%|  ┌─ unsupported_cellfun_option.m:4:5
%|  │
%|4 │ n = cellfun(@numel, c, 'ErrorHandler', @disp);
%|  │     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
