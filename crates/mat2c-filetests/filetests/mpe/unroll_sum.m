%! test: ir
% a for loop with 4 iterations is unrolled; the counter and the loop variable become
% constants in each copy, so the whole sum folds
x = [10 20 30 40];
s = 0;
for k = 1:4
  s = s + x(k) * k;
end
disp(s)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script unroll_sum() -> ()
%|bb0():
%|    v0 = const 300.0
%|    builtin disp(v0)
%|    return
%! exit: 0
