%! test: compile-error
% break outside any loop
x = 1;
if x == 1
  break;
end
disp(x);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0206]: `break` outside a loop
%|  ┌─ break_outside_loop.m:5:3
%|  │
%|5 │   break;
%|  │   ^^^^^
%|
%! exit: 1
