%! test: typed
% indexed assignment with growth: the extent becomes max(old, index)
disp(update_growth_f(ones(1, 3), 2));
disp(update_growth_f(ones(1, 2), 5));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script update_growth() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 1.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[1 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[1 x 1] = call fn1(v2, v3)
%|    builtin disp(v4)
%|    v5: double[1 x 2] = builtin ones(v0, v3)
%|    v6: double[1 x 1] = const 5.0
%|    v7: double[1 x 1] = call fn2(v5, v6)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[1x3], double[1x1]) -> (double[1x1])
%|function update_growth_f__1(x, k) -> (s)
%|bb0(v0: double[1 x 3] (x), v1: double[1 x 1] (k)):
%|    v2: double[1 x 1] (n, line 2) = const 3.0
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 1] = const 4.0
%|    v5: double[1 x 4] {check} (x, line 3) = update v0(v4) = v3
%|    v6: double[1 x 1] = const 2.0
%|    v7: double[1 x 1] = const 6.0
%|    v8: double[1 x 6] {check} (x, line 4) = update v5(v7) = v6
%|    v9: double[2 x 3] (y, line 5) = builtin zeros(v6, v2)
%|    v10: double[2 x 4] {check} (y, line 6) = update v9(v6, v4) = v4
%|    v11: double[1 x 1] = const 5.0
%|    v12: any cplx?[*] = const :
%|    v13: double[3 x 4] {check} (y, line 7) = update v10(v2, v12) = v11
%|    v14: double[1 x 1] = const 0.0
%|    v15: double[1 x ?] {check} (x, line 8) = update v8(v1) = v14
%|    v16: double[1 x 1] = builtin sum(v15)
%|    v17: double[12 x 1] = index v13(v12)
%|    v18: double[1 x 1] = builtin sum(v17)
%|    v19: double[1 x 1] (s, line 9) = plus v16, v18
%|    return v19
%|
%|; fn2
%|; signature (double[1x2], double[1x1]) -> (double[1x1])
%|function update_growth_f__2(x, k) -> (s)
%|bb0(v0: double[1 x 2] (x), v1: double[1 x 1] (k)):
%|    v2: double[1 x 1] (n, line 2) = const 2.0
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 1] = const 3.0
%|    v5: double[1 x 3] {check} (x, line 3) = update v0(v4) = v3
%|    v6: double[1 x 1] = const 5.0
%|    v7: double[1 x 5] {check} (x, line 4) = update v5(v6) = v2
%|    v8: double[2 x 2] (y, line 5) = builtin zeros(v2, v2)
%|    v9: double[1 x 1] = const 4.0
%|    v10: double[2 x 3] {check} (y, line 6) = update v8(v2, v4) = v9
%|    v11: any cplx?[*] = const :
%|    v12: double[3 x 3] {check} (y, line 7) = update v10(v4, v11) = v6
%|    v13: double[1 x 1] = const 0.0
%|    v14: double[1 x ?] {check} (x, line 8) = update v7(v1) = v13
%|    v15: double[1 x 1] = builtin sum(v14)
%|    v16: double[9 x 1] = index v12(v11)
%|    v17: double[1 x 1] = builtin sum(v16)
%|    v18: double[1 x 1] (s, line 9) = plus v15, v17
%|    return v18
%! exit: 0
