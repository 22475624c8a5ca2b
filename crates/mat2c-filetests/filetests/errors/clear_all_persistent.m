%! test: compile-error
% clear all would reset persistent variables: not supported
disp(counter())
clear all
disp(counter())
function r = counter()
  persistent n
  if isempty(n), n = 0; end
  n = n + 1;
  r = n;
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: clearing functions or globals of a program with `global`/`persistent` variables (`clear all`) are not supported by mat2c yet
%|  ┌─ clear_all_persistent.m:4:1
%|  │
%|4 │ clear all
%|  │ ^^^^^^^^^ unsupported here
%|
%! exit: 1
