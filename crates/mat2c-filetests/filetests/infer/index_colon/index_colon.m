%! test: typed
% colon subscripts take the base's extent; A(:) is numel x 1; scalar subscripts give 1
disp(index_colon_f(ones(3, 4), 2));
disp(index_colon_f(ones(2, 2), 1));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script index_colon() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 3.0
%|    v1: double[1 x 1] = const 4.0
%|    v2: double[3 x 4] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[1 x 1] = call fn1(v2, v3)
%|    builtin disp(v4)
%|    v5: double[2 x 2] = builtin ones(v3, v3)
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[1 x 1] = call fn2(v5, v6)
%|    builtin disp(v7)
%|    return
%|
%|; fn1
%|; signature (double[3x4], double[1x1]) -> (double[1x1])
%|function index_colon_f__1(A, j) -> (s)
%|bb0(v0: double[3 x 4] (A), v1: double[1 x 1] (j)):
%|    v2: any cplx?[*] = const :
%|    v3: double[3 x 1] {check} (col, line 2) = index v0(v2, v1)
%|    v4: double[1 x 4] {check} (row, line 3) = index v0(v1, v2)
%|    v5: double[12 x 1] (all, line 4) = index v0(v2)
%|    v6: double[3 x 4] (both, line 5) = index v0(v2, v2)
%|    v7: double[1 x 1] = builtin sum(v3)
%|    v8: double[1 x 1] = builtin sum(v4)
%|    v9: double[1 x 1] = plus v7, v8
%|    v10: double[1 x 1] = builtin sum(v5)
%|    v11: double[1 x 1] = plus v9, v10
%|    v12: double[12 x 1] = index v6(v2)
%|    v13: double[1 x 1] = builtin sum(v12)
%|    v14: double[1 x 1] (s, line 6) = plus v11, v13
%|    return v14
%|
%|; fn2
%|; signature (double[2x2], double[1x1]) -> (double[1x1])
%|function index_colon_f__2(A, j) -> (s)
%|bb0(v0: double[2 x 2] (A), v1: double[1 x 1] (j)):
%|    v2: any cplx?[*] = const :
%|    v3: double[2 x 1] {check} (col, line 2) = index v0(v2, v1)
%|    v4: double[1 x 2] {check} (row, line 3) = index v0(v1, v2)
%|    v5: double[4 x 1] (all, line 4) = index v0(v2)
%|    v6: double[2 x 2] (both, line 5) = index v0(v2, v2)
%|    v7: double[1 x 1] = builtin sum(v3)
%|    v8: double[1 x 1] = builtin sum(v4)
%|    v9: double[1 x 1] = plus v7, v8
%|    v10: double[1 x 1] = builtin sum(v5)
%|    v11: double[1 x 1] = plus v9, v10
%|    v12: double[4 x 1] = index v6(v2)
%|    v13: double[1 x 1] = builtin sum(v12)
%|    v14: double[1 x 1] (s, line 6) = plus v11, v13
%|    return v14
%! exit: 0
