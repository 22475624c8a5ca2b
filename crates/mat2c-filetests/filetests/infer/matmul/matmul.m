%! test: typed
% matrix multiply: A*A' and A'*A prove the inner extents equal; A*B needs a check
disp(matmul_f(ones(2, 3), ones(3, 2)));
disp(matmul_f(ones(4, 2), ones(2, 4)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script matmul() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[3 x 2] = builtin ones(v1, v0)
%|    v4: double[1 x 1] = call fn1(v2, v3)
%|    builtin disp(v4)
%|    v5: double[1 x 1] = const 4.0
%|    v6: double[4 x 2] = builtin ones(v5, v0)
%|    v7: double[2 x 4] = builtin ones(v0, v5)
%|    v8: double[1 x 1] = call fn2(v6, v7)
%|    builtin disp(v8)
%|    return
%|
%|; fn1
%|; signature (double[2x3], double[3x2]) -> (double[1x1])
%|function matmul_f__1(A, B) -> (s)
%|bb0(v0: double[2 x 3] (A), v1: double[3 x 2] (B)):
%|    v2: double[3 x 2] = ctranspose v0
%|    v3: double[2 x 2] {proven} (G, line 2) = mtimes v0, v2
%|    v4: double[3 x 3] {proven} (H, line 3) = mtimes v2, v0
%|    v5: double[2 x 2] {proven} (C, line 4) = mtimes v0, v1
%|    v6: double[2 x 2] {proven} (D, line 5) = mtimes v5, v3
%|    v7: any cplx?[*] = const :
%|    v8: double[4 x 1] = index v3(v7)
%|    v9: double[1 x 1] = builtin sum(v8)
%|    v10: double[9 x 1] = index v4(v7)
%|    v11: double[1 x 1] = builtin sum(v10)
%|    v12: double[1 x 1] = plus v9, v11
%|    v13: double[4 x 1] = index v5(v7)
%|    v14: double[1 x 1] = builtin sum(v13)
%|    v15: double[1 x 1] = plus v12, v14
%|    v16: double[4 x 1] = index v6(v7)
%|    v17: double[1 x 1] = builtin sum(v16)
%|    v18: double[1 x 1] (s, line 6) = plus v15, v17
%|    return v18
%|
%|; fn2
%|; signature (double[4x2], double[2x4]) -> (double[1x1])
%|function matmul_f__2(A, B) -> (s)
%|bb0(v0: double[4 x 2] (A), v1: double[2 x 4] (B)):
%|    v2: double[2 x 4] = ctranspose v0
%|    v3: double[4 x 4] {proven} (G, line 2) = mtimes v0, v2
%|    v4: double[2 x 2] {proven} (H, line 3) = mtimes v2, v0
%|    v5: double[4 x 4] {proven} (C, line 4) = mtimes v0, v1
%|    v6: double[4 x 4] {proven} (D, line 5) = mtimes v5, v3
%|    v7: any cplx?[*] = const :
%|    v8: double[16 x 1] = index v3(v7)
%|    v9: double[1 x 1] = builtin sum(v8)
%|    v10: double[4 x 1] = index v4(v7)
%|    v11: double[1 x 1] = builtin sum(v10)
%|    v12: double[1 x 1] = plus v9, v11
%|    v13: double[16 x 1] = index v5(v7)
%|    v14: double[1 x 1] = builtin sum(v13)
%|    v15: double[1 x 1] = plus v12, v14
%|    v16: double[16 x 1] = index v6(v7)
%|    v17: double[1 x 1] = builtin sum(v16)
%|    v18: double[1 x 1] (s, line 6) = plus v15, v17
%|    return v18
%! exit: 0
