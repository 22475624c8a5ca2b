%! test: typed
% reductions collapse a dimension to 1: sum(x, 1), sum(x, 2), max(x, [], 2); sum of a
% column vector is a scalar; the default dimension is only known when its extent is >= 2
disp(reductions_f(ones(2, 3)));
disp(reductions_f(ones(3, 2)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script reductions() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[3 x 2] = builtin ones(v1, v0)
%|    v5: double[1 x 1] = call fn2(v4)
%|    builtin disp(v5)
%|    return
%|
%|; fn1
%|; signature (double[2x3]) -> (double[1x1])
%|function reductions_f__1(x) -> (s)
%|bb0(v0: double[2 x 3] (x)):
%|    v1: double[1 x 1] = const 1.0
%|    v2: double[1 x 3] (a, line 2) = builtin sum(v0, v1)
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[2 x 1] (b, line 3) = builtin sum(v0, v3)
%|    v5: double[0 x 0] = const []
%|    v6: double[2 x 1] (c, line 4) = builtin max(v0, v5, v3)
%|    v7: any cplx?[*] = const :
%|    v8: double[6 x 1] = index v0(v7)
%|    v9: double[1 x 1] (d, line 5) = builtin sum(v8)
%|    v10: double[1 x 3] (e, line 6) = builtin sum(v0)
%|    v11: double[1 x 1] (f, line 7) = builtin prod(v4)
%|    v12: double[2 x 1] (g, line 8) = builtin mean(v0, v3)
%|    v13: double[1 x 1] = builtin sum(v2)
%|    v14: double[1 x 1] = builtin sum(v4)
%|    v15: double[1 x 1] = plus v13, v14
%|    v16: double[1 x 1] = builtin sum(v6)
%|    v17: double[1 x 1] = plus v15, v16
%|    v18: double[1 x 1] = plus v17, v9
%|    v19: double[1 x 1] = builtin sum(v10)
%|    v20: double[1 x 1] = plus v18, v19
%|    v21: double[1 x 1] = plus v20, v11
%|    v22: double[1 x 1] = builtin sum(v12)
%|    v23: double[1 x 1] (s, line 9) = plus v21, v22
%|    return v23
%|
%|; fn2
%|; signature (double[3x2]) -> (double[1x1])
%|function reductions_f__2(x) -> (s)
%|bb0(v0: double[3 x 2] (x)):
%|    v1: double[1 x 1] = const 1.0
%|    v2: double[1 x 2] (a, line 2) = builtin sum(v0, v1)
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[3 x 1] (b, line 3) = builtin sum(v0, v3)
%|    v5: double[0 x 0] = const []
%|    v6: double[3 x 1] (c, line 4) = builtin max(v0, v5, v3)
%|    v7: any cplx?[*] = const :
%|    v8: double[6 x 1] = index v0(v7)
%|    v9: double[1 x 1] (d, line 5) = builtin sum(v8)
%|    v10: double[1 x 2] (e, line 6) = builtin sum(v0)
%|    v11: double[1 x 1] (f, line 7) = builtin prod(v4)
%|    v12: double[3 x 1] (g, line 8) = builtin mean(v0, v3)
%|    v13: double[1 x 1] = builtin sum(v2)
%|    v14: double[1 x 1] = builtin sum(v4)
%|    v15: double[1 x 1] = plus v13, v14
%|    v16: double[1 x 1] = builtin sum(v6)
%|    v17: double[1 x 1] = plus v15, v16
%|    v18: double[1 x 1] = plus v17, v9
%|    v19: double[1 x 1] = builtin sum(v10)
%|    v20: double[1 x 1] = plus v18, v19
%|    v21: double[1 x 1] = plus v20, v11
%|    v22: double[1 x 1] = builtin sum(v12)
%|    v23: double[1 x 1] (s, line 9) = plus v21, v22
%|    return v23
%! exit: 0
