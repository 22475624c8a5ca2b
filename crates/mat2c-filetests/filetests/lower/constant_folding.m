%! test: ir
% constants fold (with MATLAB semantics) and dead code that cannot fail disappears
a = 2 * 3 + 1;
b = -2 ^ 2;
unused = pi * 2;
if a > 5
  disp(a + b)
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script constant_folding() -> ()
%|bb0():
%|    v0 = const 3.0
%|    builtin disp(v0)
%|    return
%! exit: 0
