%! test: ir
% an if/else assigning one variable: a block parameter joins the two definitions
c = 3;
if c > 2
  y = 10;
else
  y = 20;
end
disp(y)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script if_phi() -> ()
%|bb0():
%|    v0 = const 10.0
%|    builtin disp(v0)
%|    return
%! exit: 0
