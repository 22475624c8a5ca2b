%! test: typed
% implicit expansion: a column and a row give rows x cols; a constant extent other than 1
% wins; a unit extent is the identity of the elementwise shape operator
disp(broadcast_f(ones(3, 1), ones(1, 4)));
disp(broadcast_f(ones(2, 1), ones(1, 2)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script broadcast() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[1 x 1] = const 1.0
%|    v2: double[3 x 1] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = const 4.0
%|    v4: double[1 x 4] = builtin ones(v1, v3)
%|    v5: double[1 x 1] = call fn1(v2, v4)
%|    builtin disp(v5)
%|    v6: double[1 x 1] = const 2.0
%|    v7: double[2 x 1] = builtin ones(v6, v1)
%|    v8: double[1 x 2] = builtin ones(v1, v6)
%|    v9: double[1 x 1] = call fn2(v7, v8)
%|    builtin disp(v9)
%|    return
%|
%|; fn1
%|; signature (double[3x1], double[1x4]) -> (double[1x1])
%|function broadcast_f__1(c, r) -> (s)
%|bb0(v0: double[3 x 1] (c), v1: double[1 x 4] (r)):
%|    v2: double[3 x 4] {proven} (m, line 2) = times v0, v1
%|    v3: double[3 x 4] {proven} (k, line 3) = plus v2, v0
%|    v4: double[3 x 4] {proven} (j, line 4) = minus v2, v1
%|    v5: double[1 x 1] = const 3.0
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[3 x 1] = builtin ones(v5, v6)
%|    v8: double[3 x 4] {proven} (z, line 5) = plus v7, v1
%|    v9: any cplx?[*] = const :
%|    v10: double[12 x 1] = index v2(v9)
%|    v11: double[1 x 1] = builtin sum(v10)
%|    v12: double[12 x 1] = index v3(v9)
%|    v13: double[1 x 1] = builtin sum(v12)
%|    v14: double[1 x 1] = plus v11, v13
%|    v15: double[12 x 1] = index v4(v9)
%|    v16: double[1 x 1] = builtin sum(v15)
%|    v17: double[1 x 1] = plus v14, v16
%|    v18: double[12 x 1] = index v8(v9)
%|    v19: double[1 x 1] = builtin sum(v18)
%|    v20: double[1 x 1] (s, line 6) = plus v17, v19
%|    return v20
%|
%|; fn2
%|; signature (double[2x1], double[1x2]) -> (double[1x1])
%|function broadcast_f__2(c, r) -> (s)
%|bb0(v0: double[2 x 1] (c), v1: double[1 x 2] (r)):
%|    v2: double[2 x 2] {proven} (m, line 2) = times v0, v1
%|    v3: double[2 x 2] {proven} (k, line 3) = plus v2, v0
%|    v4: double[2 x 2] {proven} (j, line 4) = minus v2, v1
%|    v5: double[1 x 1] = const 3.0
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[3 x 1] = builtin ones(v5, v6)
%|    v8: double[3 x 2] {proven} (z, line 5) = plus v7, v1
%|    v9: any cplx?[*] = const :
%|    v10: double[4 x 1] = index v2(v9)
%|    v11: double[1 x 1] = builtin sum(v10)
%|    v12: double[4 x 1] = index v3(v9)
%|    v13: double[1 x 1] = builtin sum(v12)
%|    v14: double[1 x 1] = plus v11, v13
%|    v15: double[4 x 1] = index v4(v9)
%|    v16: double[1 x 1] = builtin sum(v15)
%|    v17: double[1 x 1] = plus v14, v16
%|    v18: double[6 x 1] = index v8(v9)
%|    v19: double[1 x 1] = builtin sum(v18)
%|    v20: double[1 x 1] (s, line 6) = plus v17, v19
%|    return v20
%! exit: 0
