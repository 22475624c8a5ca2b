%! test: typed
% transpose swaps the symbolic extents; x' + x is not provably conformant, x' * x is
disp(transpose_f(ones(2, 3)));
disp(transpose_f(ones(2, 2)));
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script transpose() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 2.0
%|    v1: double[1 x 1] = const 3.0
%|    v2: double[2 x 3] = builtin ones(v0, v1)
%|    v3: double[1 x 1] = call fn1(v2)
%|    builtin disp(v3)
%|    v4: double[2 x 2] = builtin ones(v0, v0)
%|    v5: double[1 x 1] = call fn2(v4)
%|    builtin disp(v5)
%|    return
%|
%|; fn1
%|; signature (double[2x3]) -> (double[1x1])
%|function transpose_f__1(x) -> (s)
%|bb0(v0: double[2 x 3] (x)):
%|    v1: double[3 x 2] (t, line 2) = ctranspose v0
%|    v2: double[2 x 3] (u, line 3) = ctranspose v1
%|    v3: double[3 x 3] {proven} (p, line 4) = mtimes v1, v0
%|    v4: double[2 x 3] {proven} (v, line 5) = minus v2, v0
%|    v5: any cplx?[*] = const :
%|    v6: double[9 x 1] = index v3(v5)
%|    v7: double[1 x 1] = builtin sum(v6)
%|    v8: double[6 x 1] = index v4(v5)
%|    v9: double[1 x 1] = builtin sum(v8)
%|    v10: double[1 x 1] (s, line 6) = plus v7, v9
%|    return v10
%|
%|; fn2
%|; signature (double[2x2]) -> (double[1x1])
%|function transpose_f__2(x) -> (s)
%|bb0(v0: double[2 x 2] (x)):
%|    v1: double[2 x 2] (t, line 2) = ctranspose v0
%|    v2: double[2 x 2] (u, line 3) = ctranspose v1
%|    v3: double[2 x 2] {proven} (p, line 4) = mtimes v1, v0
%|    v4: double[2 x 2] {proven} (v, line 5) = minus v2, v0
%|    v5: any cplx?[*] = const :
%|    v6: double[4 x 1] = index v3(v5)
%|    v7: double[1 x 1] = builtin sum(v6)
%|    v8: double[4 x 1] = index v4(v5)
%|    v9: double[1 x 1] = builtin sum(v8)
%|    v10: double[1 x 1] (s, line 6) = plus v7, v9
%|    return v10
%! exit: 0
