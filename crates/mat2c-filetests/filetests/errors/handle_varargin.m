%! test: compile-error
% handles to named functions with varargin are not supported (anonymous ones are: run/anon_varargin_nargin)
h = @count_args;
h(1, 2)
function n = count_args(varargin)
  n = numel(varargin);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: handles to functions with `varargin` inputs are not supported by mat2c yet
%|  ┌─ handle_varargin.m:3:5
%|  │
%|3 │ h = @count_args;
%|  │     ^^^^^^^^^^^ unsupported here
%|
%! exit: 1
