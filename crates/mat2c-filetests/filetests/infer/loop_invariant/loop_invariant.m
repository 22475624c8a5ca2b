%! test: typed
% a loop that keeps its array's shape: the header parameter keeps the input's symbols and the
% elementwise operations inside are proven conformant
disp(loop_invariant_f(ones(2, 3), ones(2, 3), 3));
disp(loop_invariant_f(ones(1, 2), ones(1, 2), 2));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script loop_invariant() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[2 x 3] = call fn1(v2, v2, v1)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 2] = builtin ones(v4, v0)
%|    v6: double[1 x 2] = call fn2(v5, v5, v0)
%|    builtin disp(v6)
%|    return
%|
%|; fn1
%|; signature (double[2x3], double[2x3], double[1x1]=3) -> (double[2x3])
%|function loop_invariant_f__1(x, y, k) -> (x)
%|bb0(v0: double[2 x 3] (x), v1: double[2 x 3] (y), v2: double[1 x 1] (k)):
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 3] (i, line 2) = range v3:v3:v2
%|    v5: double[1 x 1] = const 3.0
%|    v6: double[1 x 1] = const 0.0
%|    jump bb1(v6, v0, v1)
%|bb1(v7: double[1 x 1], v8: double[2 x 3] (x), v9: double[2 x 3] (y)):
%|    v10: logical[1 x 1] = lt v7, v5
%|    brif v10, bb2(), bb3()
%|bb2():
%|    v11: double[1 x 1] = plus v7, v3
%|    v12: double[1 x 1] {proven} (i, line 2) = index v4(v11)
%|    v13: double[1 x 1] = const 0.5
%|    v14: double[2 x 3] = times v8, v13
%|    v15: double[2 x 3] {proven} (x, line 3) = plus v14, v9
%|    v16: double[2 x 3] {proven} (y, line 4) = minus v9, v15
%|    jump bb1(v11, v15, v16)
%|bb3():
%|    return v8
%|
%|; fn2
%|; signature (double[1x2], double[1x2], double[1x1]=2) -> (double[1x2])
%|function loop_invariant_f__2(x, y, k) -> (x)
%|bb0(v0: double[1 x 2] (x), v1: double[1 x 2] (y), v2: double[1 x 1] (k)):
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 2] (i, line 2) = range v3:v3:v2
%|    v5: double[1 x 1] = const 2.0
%|    v6: double[1 x 1] = const 0.0
%|    jump bb1(v6, v0, v1)
%|bb1(v7: double[1 x 1], v8: double[1 x 2] (x), v9: double[1 x 2] (y)):
%|    v10: logical[1 x 1] = lt v7, v5
%|    brif v10, bb2(), bb3()
%|bb2():
%|    v11: double[1 x 1] = plus v7, v3
%|    v12: double[1 x 1] {proven} (i, line 2) = index v4(v11)
%|    v13: double[1 x 1] = const 0.5
%|    v14: double[1 x 2] = times v8, v13
%|    v15: double[1 x 2] {proven} (x, line 3) = plus v14, v9
%|    v16: double[1 x 2] {proven} (y, line 4) = minus v9, v15
%|    jump bb1(v11, v15, v16)
%|bb3():
%|    return v8
%! exit: 0
