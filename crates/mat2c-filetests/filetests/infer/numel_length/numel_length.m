%! test: typed
% numel is the product of the extents, length of a vector its long extent
disp(numel_length_f(ones(2, 3), ones(1, 5)));
disp(numel_length_f(ones(1, 1), ones(1, 2)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script numel_length() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = const 1.0
%|    v4: double[1 x 1] = const 5.0
%|    v5: double[1 x 5] = builtin ones(v3, v4)
%|    v6: double[1 x 1] = call fn1(v2, v5)
%|    builtin disp(v6)
%|    v7: double[1 x 1] = builtin ones(v3, v3)
%|    v8: double[1 x 2] = builtin ones(v3, v0)
%|    v9: double[1 x 1] = call fn2(v7, v8)
%|    builtin disp(v9)
%|    return
%|
%|; fn1
%|; signature (double[2x3], double[1x5]) -> (double[1x1])
%|function numel_length_f__1(x, v) -> (s)
%|bb0(v0: double[2 x 3] (x), v1: double[1 x 5] (v)):
%|    v2: double[1 x 1] (n, line 2) = const 6.0
%|    v3: double[1 x 1] (l, line 3) = const 5.0
%|    v4: double[1 x 1] = const 1.0
%|    v5: double[1 x 6] (r, line 4) = builtin zeros(v4, v2)
%|    v6: double[5 x 1] (q, line 5) = builtin zeros(v3, v4)
%|    v7: double[1 x 6] {proven} (t, line 6) = builtin reshape(v0, v4, v2)
%|    v8: double[1 x 1] = const 11.0
%|    v9: double[1 x 1] = builtin sum(v7)
%|    v10: double[1 x 1] = plus v8, v9
%|    v11: double[1 x 1] = const 2.0
%|    v12: double[1 x 1] (s, line 7) = plus v10, v11
%|    return v12
%|
%|; fn2
%|; signature (double[1x1]=1, double[1x2]) -> (double[1x1])
%|function numel_length_f__2(x, v) -> (s)
%|bb0(v0: double[1 x 1] (x), v1: double[1 x 2] (v)):
%|    v2: double[1 x 1] (n, line 2) = const 1.0
%|    v3: double[1 x 1] (l, line 3) = const 2.0
%|    v4: double[1 x 1] (r, line 4) = builtin zeros(v2, v2)
%|    v5: double[2 x 1] (q, line 5) = builtin zeros(v3, v2)
%|    v6: double[1 x 1] {proven} (t, line 6) = builtin reshape(v0, v2, v2)
%|    v7: double[1 x 1] = const 3.0
%|    v8: double[1 x 1] = builtin sum(v6)
%|    v9: double[1 x 1] = plus v7, v8
%|    v10: double[1 x 1] (s, line 7) = plus v9, v3
%|    return v10
%! exit: 0
