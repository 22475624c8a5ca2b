%! test: typed
% extents from size(): zeros(m, 2) with m = size(x, 1) has x's row extent; zeros(size(x)) has
% x's shape; [r, c] = size(x) gives both symbols
disp(zeros_size_f(ones(2, 3)));
disp(zeros_size_f(ones(4, 1)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script zeros_size() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[1 x 1] = const 4.0
%|    v5: double[1 x 1] = const 1.0
%|    v6: double[4 x 1] = builtin ones(v4, v5)
%|    v7: double[1 x 1] = call fn2(v6)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[2x3]) -> (double[1x1])
%|function zeros_size_f__1(x) -> (s)
%|bb0(v0: double[2 x 3] (x)):
%|    v1: double[1 x 1] (m, line 2) = const 2.0
%|    v2: double[2 x 2] (y, line 3) = builtin zeros(v1, v1)
%|    v3: double[1 x 2] = builtin size(v0)
%|    v4: double[2 x 3] (z, line 4) = builtin zeros(v3)
%|    v5: double[1 x 1] (c, line 5) = const 3.0
%|    v6: double[2 x 3] = builtin ones(v1, v5)
%|    v7: double[2 x 3] {proven} (w, line 6) = plus v6, v0
%|    v8: any cplx?[*] = const :
%|    v9: double[4 x 1] = index v2(v8)
%|    v10: double[1 x 1] = builtin sum(v9)
%|    v11: double[6 x 1] = index v4(v8)
%|    v12: double[1 x 1] = builtin sum(v11)
%|    v13: double[1 x 1] = plus v10, v12
%|    v14: double[6 x 1] = index v7(v8)
%|    v15: double[1 x 1] = builtin sum(v14)
%|    v16: double[1 x 1] (s, line 7) = plus v13, v15
%|    return v16
%|
%|; fn2
%|; signature (double[4x1]) -> (double[1x1])
%|function zeros_size_f__2(x) -> (s)
%|bb0(v0: double[4 x 1] (x)):
%|    v1: double[1 x 1] = const 1.0
%|    v2: double[1 x 1] (m, line 2) = const 4.0
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[4 x 2] (y, line 3) = builtin zeros(v2, v3)
%|    v5: double[1 x 2] = builtin size(v0)
%|    v6: double[4 x 1] (z, line 4) = builtin zeros(v5)
%|    v7: double[4 x 1] = builtin ones(v2, v1)
%|    v8: double[4 x 1] {proven} (w, line 6) = plus v7, v0
%|    v9: any cplx?[*] = const :
%|    v10: double[8 x 1] = index v4(v9)
%|    v11: double[1 x 1] = builtin sum(v10)
%|    v12: double[4 x 1] = index v6(v9)
%|    v13: double[1 x 1] = builtin sum(v12)
%|    v14: double[1 x 1] = plus v11, v13
%|    v15: double[4 x 1] = index v8(v9)
%|    v16: double[1 x 1] = builtin sum(v15)
%|    v17: double[1 x 1] (s, line 7) = plus v14, v16
%|    return v17
%! exit: 0
