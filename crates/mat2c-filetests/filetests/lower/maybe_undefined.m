%! test: ir
% a variable assigned on one path only: a definedness flag and a run-time check
c = 0;
if c
  x = 1;
end
disp(x)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script maybe_undefined() -> ()
%|bb0():
%|    v0 = const "Octave:undefined-function"
%|    v1 = const "'x' undefined near line 7, column 6"
%|    builtin error(v0, v1)
%|    return
%! exit: 0
