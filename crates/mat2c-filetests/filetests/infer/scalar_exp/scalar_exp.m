%! test: typed
% scalar expansion needs no check and keeps the array's symbolic shape
disp(scalar_exp_f(ones(2, 3), 2));
disp(scalar_exp_f(ones(4, 1), 3));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script scalar_exp() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[2 x 3] = call fn1(v2, v0)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 4.0
%|    v5: double[1 x 1] = const 1.0
%|    v6: double[4 x 1] = builtin ones(v4, v5)
%|    v7: double[4 x 1] = call fn2(v6, v1)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[2x3], double[1x1]) -> (double[2x3])
%|function scalar_exp_f__1(x, k) -> (y)
%|bb0(v0: double[2 x 3] (x), v1: double[1 x 1] (k)):
%|    v2: double[1 x 1] = const 2.0
%|    v3: double[2 x 3] = mtimes v2, v0
%|    v4: double[2 x 3] (y, line 2) = plus v3, v1
%|    v5: double[2 x 3] = rdivide v4, v1
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[2 x 3] (y, line 3) = minus v5, v6
%|    v8: double[2 x 3] = power v7, v2
%|    v9: double[2 x 3] (y, line 4) = uminus v8
%|    v10: double[2 x 3] = builtin abs(v9)
%|    v11: double[2 x 3] = builtin sqrt(v10)
%|    v12: double[2 x 3] (y, line 5) = builtin abs(v11)
%|    return v12
%|
%|; fn2
%|; signature (double[4x1], double[1x1]) -> (double[4x1])
%|function scalar_exp_f__2(x, k) -> (y)
%|bb0(v0: double[4 x 1] (x), v1: double[1 x 1] (k)):
%|    v2: double[1 x 1] = const 2.0
%|    v3: double[4 x 1] = mtimes v2, v0
%|    v4: double[4 x 1] (y, line 2) = plus v3, v1
%|    v5: double[4 x 1] = rdivide v4, v1
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[4 x 1] (y, line 3) = minus v5, v6
%|    v8: double[4 x 1] = power v7, v2
%|    v9: double[4 x 1] (y, line 4) = uminus v8
%|    v10: double[4 x 1] = builtin abs(v9)
%|    v11: double[4 x 1] = builtin sqrt(v10)
%|    v12: double[4 x 1] (y, line 5) = builtin abs(v11)
%|    return v12
%! exit: 0
