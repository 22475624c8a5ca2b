%! test: compile-error
% syntax error: an end with no open block
x = 1;
disp(x);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0203]: `end` without a block to close
%|  ┌─ stray_end.m:5:1
%|  │
%|5 │ end
%|  │ ^^^ nothing to close here
%|
%! exit: 1
