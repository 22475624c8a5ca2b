%! test: ir
% loops that are not unrolled: more than 8 iterations, a trip count not known at compile
% time, and a loop left by break
s = 0;
for k = 1:9
  s = s + k;
end
n = s - 40;
for k = 1:n
  s = s + k;
end
for k = 1:3
  if s > 50
    break
  end
  s = s + 1;
end
disp(s)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script unroll_limits() -> ()
%|bb0():
%|    v0 = const 0.0
%|    v1 = const 1.0
%|    v2 = const 9.0
%|    v3 = range v1:v1:v2
%|    jump bb1(v0, v0)
%|bb1(v4, v5):
%|    v6 = lt v4, v2
%|    brif v6, bb2(), bb3()
%|bb2():
%|    v7 = plus v4, v1
%|    v8 = index v3(v7)
%|    v9 = plus v5, v8
%|    jump bb1(v7, v9)
%|bb3():
%|    v10 = const 40.0
%|    v11 = minus v5, v10
%|    v12 = range v1:v1:v11
%|    v13 = builtin numel(v12)
%|    jump bb4(v0, v5)
%|bb4(v14, v15):
%|    v16 = lt v14, v13
%|    brif v16, bb5(), bb6()
%|bb5():
%|    v17 = plus v14, v1
%|    v18 = index v12(v17)
%|    v19 = plus v15, v18
%|    jump bb4(v17, v19)
%|bb6():
%|    v20 = const 3.0
%|    v21 = range v1:v1:v20
%|    jump bb7(v0, v15)
%|bb7(v22, v23):
%|    v24 = lt v22, v20
%|    brif v24, bb8(), bb9()
%|bb8():
%|    v25 = plus v22, v1
%|    v26 = index v21(v25)
%|    v27 = const 50.0
%|    v28 = gt v23, v27
%|    v29 = truth v28
%|    brif v29, bb9(), bb10()
%|bb9():
%|    builtin disp(v23)
%|    return
%|bb10():
%|    v30 = plus v23, v1
%|    jump bb7(v25, v30)
%! exit: 0
