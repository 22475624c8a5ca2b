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
%|    v5: double[1 x 1] = call fn1(v4)
%|    builtin disp(v5)
%|    return
%|
%|; fn1
%|function transpose_f(x) -> (s)
%|bb0(v0: double[2 x n1]):
%|    v1: double[n1 x 2] = ctranspose v0
%|    v2: double[2 x n1] = ctranspose v1
%|    v3: double[n1 x n1] {proven} = mtimes v1, v0
%|    v4: double[2 x n1] {proven} = minus v2, v0
%|    v5: any cplx?[*] = const :
%|    v6: double[n1*n1 x 1] = index v3(v5)
%|    v7: double[1 x 1] = builtin sum(v6)
%|    v8: double[2*n1 x 1] = index v4(v5)
%|    v9: double[1 x 1] = builtin sum(v8)
%|    v10: double[1 x 1] = plus v7, v9
%|    return v10
%! exit: 0
