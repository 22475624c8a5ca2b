%! test: compile-error
% unsupported feature: cellfun with a function handle
c = {1, [2 3]};
n = cellfun(@numel, c);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: `cellfun` calls with a function handle or a name other than Octave's legacy ones are not supported by mat2c yet
%|  ┌─ unsupported_cellfun_handle.m:4:5
%|  │
%|4 │ n = cellfun(@numel, c);
%|  │     ^^^^^^^^^^^^^^^^^^ unsupported here
%|
%! exit: 1
