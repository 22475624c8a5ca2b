%! test: typed
% a:b has extent b-a+1 when a and b are integer terms (clamped at 0); 1:n for any scalar n
% has the extent n denotes as a size
disp(ranges_f(ones(4, 2), 3.5));
disp(ranges_f(ones(2, 2), 2));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script ranges() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 4.0
%|    v1: double[1 x 1] = const 2.0
%|    v2: double[4 x 2] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = const 3.5
%|    v4: double[1 x 1] = call fn1(v2, v3)
%|    builtin disp(v4)
%|    v5: double[2 x 2] = builtin ones(v1, v1)
%|    v6: double[1 x 1] = call fn2(v5, v1)
%|    builtin disp(v6)
%|    return
%|
%|; fn1
%|; signature (double[4x2], double[1x1]=3.5) -> (double[1x1])
%|function ranges_f__1(x, n) -> (s)
%|bb0(v0: double[4 x 2] (x), v1: double[1 x 1] (n)):
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] (m, line 2) = const 4.0
%|    v4: double[1 x 4] (a, line 3) = range v2:v2:v3
%|    v5: double[1 x 1] = const 0.0
%|    v6: double[1 x 1] = const 3.0
%|    v7: double[1 x 4] (b, line 4) = range v5:v2:v6
%|    v8: double[1 x 2] (c, line 5) = range v6:v2:v3
%|    v9: double[1 x 3] (d, line 6) = range v2:v2:v1
%|    v10: double[1 x 4] {proven} (e, line 7) = plus v4, v7
%|    v11: double[1 x 1] = builtin sum(v4)
%|    v12: double[1 x 1] = builtin sum(v7)
%|    v13: double[1 x 1] = plus v11, v12
%|    v14: double[1 x 1] = builtin sum(v8)
%|    v15: double[1 x 1] = plus v13, v14
%|    v16: double[1 x 1] = builtin sum(v9)
%|    v17: double[1 x 1] = plus v15, v16
%|    v18: double[1 x 1] = builtin sum(v10)
%|    v19: double[1 x 1] (s, line 8) = plus v17, v18
%|    return v19
%|
%|; fn2
%|; signature (double[2x2], double[1x1]=2) -> (double[1x1])
%|function ranges_f__2(x, n) -> (s)
%|bb0(v0: double[2 x 2] (x), v1: double[1 x 1] (n)):
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] (m, line 2) = const 2.0
%|    v4: double[1 x 2] (a, line 3) = range v2:v2:v3
%|    v5: double[1 x 1] = const 0.0
%|    v6: double[1 x 2] (b, line 4) = range v5:v2:v2
%|    v7: double[1 x 1] = const 3.0
%|    v8: double[1 x 0] (c, line 5) = range v7:v2:v3
%|    v9: double[1 x 2] (d, line 6) = range v2:v2:v1
%|    v10: double[1 x 2] {proven} (e, line 7) = plus v4, v6
%|    v11: double[1 x 1] = builtin sum(v4)
%|    v12: double[1 x 1] = builtin sum(v6)
%|    v13: double[1 x 1] = plus v11, v12
%|    v14: double[1 x 1] = builtin sum(v8)
%|    v15: double[1 x 1] = plus v13, v14
%|    v16: double[1 x 1] = builtin sum(v9)
%|    v17: double[1 x 1] = plus v15, v16
%|    v18: double[1 x 1] = builtin sum(v10)
%|    v19: double[1 x 1] (s, line 8) = plus v17, v18
%|    return v19
%! exit: 0
