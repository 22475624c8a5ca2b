%! test: ir
% while with break and continue: the exit block merges the break path
k = 0;
t = 0;
while true
  k = k + 1;
  if k > 5
    break;
  end
  if mod(k, 2) == 0
    continue;
  end
  t = t + k;
end
disp(t)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script while_break_continue() -> ()
%|bb0():
%|    v0 = const 0.0
%|    jump bb1(v0, v0)
%|bb1(v1, v2):
%|    v3 = builtin true()
%|    v4 = truth v3
%|    brif v4, bb2(), bb3()
%|bb2():
%|    v5 = const 1.0
%|    v6 = plus v1, v5
%|    v7 = const 5.0
%|    v8 = gt v6, v7
%|    v9 = truth v8
%|    brif v9, bb3(), bb4()
%|bb3():
%|    builtin disp(v2)
%|    return
%|bb4():
%|    v10 = const 2.0
%|    v11 = builtin mod(v6, v10)
%|    v12 = eq v11, v0
%|    v13 = truth v12
%|    brif v13, bb6(), bb5()
%|bb5():
%|    v14 = plus v2, v6
%|    jump bb1(v6, v14)
%|bb6():
%|    jump bb1(v6, v2)
%! exit: 0
