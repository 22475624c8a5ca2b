%! test: ir
%! mpe: off
% indexed assignment is a functional update producing a new value each iteration
v = zeros(1, 4);
for k = 1:4
  v(k) = k * k;
end
disp(v)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script update_in_loop() -> ()
%|bb0():
%|    v0 = const 1.0
%|    v1 = const 4.0
%|    v2 = builtin zeros(v0, v1)
%|    v3 = range v0:v0:v1
%|    v4 = builtin numel(v3)
%|    v5 = const 0.0
%|    jump bb1(v5, v2)
%|bb1(v6, v7):
%|    v8 = lt v6, v4
%|    brif v8, bb2(), bb3()
%|bb2():
%|    v9 = plus v6, v0
%|    v10 = index v3(v9)
%|    v11 = mtimes v10, v10
%|    v12 = update v7(v10) = v11
%|    jump bb1(v9, v12)
%|bb3():
%|    builtin disp(v7)
%|    return
%! exit: 0
